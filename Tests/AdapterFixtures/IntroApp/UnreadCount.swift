// No import: the target's bridging header (Supporting Files/IntroApp-Bridging-Header.h) imports
// UIKit, which Xcode makes visible to every Swift file of the target.

extension NSNumber {
    /// The count as a badge shows it: "99+" above 99.
    var badgeText: String { intValue > 99 ? "99+" : "\(intValue)" }
}

final class UnreadCountLabel: UILabel {
    var unread: NSNumber = 0 {
        didSet { text = unread.badgeText; isHidden = unread.intValue == 0 }
    }

    /// Pops the label in: from a quarter of its size to its own, in 0.3 s.
    func pop() {
        transform = CGAffineTransform(scaleX: 0.25, y: 0.25)
        UIView.animate(withDuration: 0.3) { self.transform = .identity }
    }
}
