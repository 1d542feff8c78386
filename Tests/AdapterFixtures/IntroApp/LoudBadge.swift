import UIKit
import IntroKit

// Overrides, in the app, of a library's overrides of UIKit's NSObject members
// (Tests/AdapterFixtures/IntroKit/AccessibleViews.swift).

final class LoudBadge: CountBadge {
    override var accessibilityLabel: String? {
        get { "\(count) new!" }
        set { super.accessibilityLabel = newValue }
    }
}

final class SlowTabAnimation: TabAnimation {
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken.append("SlowTabAnimation")
    }
}
