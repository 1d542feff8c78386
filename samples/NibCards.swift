import Animatic

/// The nib sample's card: laid out in `Interface/WelcomeCard.xib` (its size, colours, corner
/// radii and constraints), its outlets connected there; `awakeFromNib` readies it to slide in.
final class WelcomeCardView: UIView {
    var badge: UIView!
    var headlineLabel: UILabel!
    var bodyLabel: UILabel!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
        alpha = 0
        transform = CGAffineTransform(translationX: 60, y: 0)
    }

    /// Slides the card in after `delay` seconds and pops its badge.
    func slideIn(after delay: TimeInterval) {
        UIView.animate(withDuration: 0.5, delay: delay, options: .curveEaseOut, animations: {
            self.alpha = 1
            self.transform = .identity
        })
        UIView.animate(withDuration: 0.3, delay: delay + 0.4, options: [.autoreverse], animations: {
            self.badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }, completion: { _ in self.badge.transform = .identity })
    }
}

// What the adapter plugin generates for an app's class with @IBOutlets.
extension WelcomeCardView: AnimaticOutletTarget {
    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "badge": if let value = animaticOutletValue(value, as: UIView.self) { badge = value; return true }; return false
        case "headlineLabel": if let value = animaticOutletValue(value, as: UILabel.self) { headlineLabel = value; return true }; return false
        case "bodyLabel": if let value = animaticOutletValue(value, as: UILabel.self) { bodyLabel = value; return true }; return false
        default: return false
        }
    }
}

extension Samples {
    /// Three cards loaded from one nib.
    static let nibCards = Sample(
        name: "nib-cards",
        title: "Cards from a nib",
        summary: "Three cards made from one .xib with Bundle.main.loadNibNamed: the nib gives each card's size, "
            + "colours, corner radii and constraints, awakeFromNib readies it, and the cards slide in 0.2 s apart.") {
        let texts = [("Track", "Every habit in one list."), ("Remind", "A nudge at the right time."),
                     ("Celebrate", "Streaks worth keeping.")]
        return try Story.record(device: .iPhone15) { stage in
            stage.backgroundColor = .white
            for (i, text) in texts.enumerated() {
                guard let card = Bundle.main.loadNibNamed("WelcomeCard", owner: nil)?.first as? WelcomeCardView else { continue }
                card.accessibilityIdentifier = "card\(i)"
                card.headlineLabel.text = text.0
                card.bodyLabel.text = text.1
                // The centre, not the frame: awakeFromNib gave the card a transform (UIKit: "if the
                // transform property is not the identity transform, the value of frame is undefined").
                card.center = CGPoint(x: 24 + card.bounds.width / 2, y: 200 + CGFloat(i) * 140)
                stage.addSubview(card)
                card.layoutIfNeeded()
                card.slideIn(after: 0.3 + 0.2 * Double(i))
            }
        }
    }
}
