import UIKit

// The Gestures article's app screen, as written for iOS, compiled unchanged through
// AnimaticAdapterPlugin (AnimaticAdapterAppTests). DocumentationCodeTests checks the article's
// block is this file.
final class CardIntroViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 96, y: 300, width: 200, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(dragged(_:)))
        card.addGestureRecognizer(pan)
        view.addSubview(card)
    }

    @objc func dragged(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: view)
        switch pan.state {
        case .began, .changed: card.transform = CGAffineTransform(translationX: t.x, y: t.y)
        default: UIView.animate(withDuration: 0.3) { self.card.transform = .identity }
        }
    }
}
