import Animatic

/// The article's first chain: rotate, then shift, then fade, each step started from the
/// previous one's completion closure.
final class NestedCompletionsIntro {
    let animatableView = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))

    init() {
        animatableView.backgroundColor = .red
        animatableView.accessibilityIdentifier = "box"
    }

    func play() {
        UIView.animate(withDuration: 0.5, animations: {
            self.animatableView.transform = CGAffineTransform(rotationAngle: .pi/2)
        }, completion: { _ in
            UIView.animate(withDuration: 0.5, animations: {
                self.animatableView.frame = self.animatableView.frame.offsetBy(dx: 50, dy: 0)
            }, completion: { _ in
                UIView.animate(withDuration: 0.5, animations: {
                    self.animatableView.alpha = 0
                })
            })
        })
    }
}

extension Samples {
    static let nestedCompletions = Sample(
        name: "article-nested-completions",
        title: "Nested completions",
        summary: "Rotate, shift and fade chained through UIView.animate completion closures.") {
        let intro = NestedCompletionsIntro()
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(intro.animatableView)
            intro.play()
        }
    }
}
