import UIKit

// UIKit declares accessibility and `awakeFromNib()` on NSObject, and libraries override them
// (XLPagerTabStrip's cells, animated-tab-bar's storyboard animation objects): the app's
// subclasses (Tests/AdapterFixtures/IntroApp/LoudBadge.swift) override them again from another
// module, and UIKit reads them through NSObject.

/// A badge whose accessibility label says its count.
open class CountBadge: UIView {
    open var count = 3

    open override var accessibilityLabel: String? {
        get { "\(count) new" }
        set { count = Int(newValue ?? "") ?? count }
    }
}

/// An animation object a storyboard makes (an NSObject, not a view).
open class TabAnimation: NSObject {
    open var awoken: [String] = []

    open override func awakeFromNib() {
        super.awakeFromNib()
        awoken.append("TabAnimation")
    }
}

/// A cell that only a nib makes (XLPagerTabStrip's `ButtonBarViewCell`): it declares only
/// `init(coder:)`, so it inherits no `init(frame:)`.
open class TabCell: UICollectionViewCell {
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        isAccessibilityElement = true
        accessibilityTraits.insert([.button, .header])
    }
}
