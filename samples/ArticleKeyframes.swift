import Animatic

/// The article's keyframe version: one 1.5 s keyframe animation with three relative steps.
final class KeyframesIntro {
    let animatableView = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))

    init() {
        animatableView.backgroundColor = .red
        animatableView.accessibilityIdentifier = "box"
    }

    func play() {
        UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.33, animations: {
                self.animatableView.transform = CGAffineTransform(rotationAngle: .pi/2)
            })
            UIView.addKeyframe(withRelativeStartTime: 0.33, relativeDuration: 0.33, animations: {
                self.animatableView.frame = self.animatableView.frame.offsetBy(dx: 50, dy: 0)
            })
            UIView.addKeyframe(withRelativeStartTime: 0.66, relativeDuration: 0.34, animations: {
                self.animatableView.alpha = 0
            })
        })
    }
}

extension Samples {
    static let keyframes = Sample(
        name: "article-keyframes",
        title: "Keyframes",
        summary: "The same three steps as relative keyframes of one eased 1.5 s animation.") {
        let intro = KeyframesIntro()
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(intro.animatableView)
            intro.play()
        }
    }
}
