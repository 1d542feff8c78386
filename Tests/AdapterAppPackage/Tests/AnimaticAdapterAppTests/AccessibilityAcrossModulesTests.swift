import Animatic
import IntroKit
import Testing

/// UIKit's `NSObject` members overridden in a library and again in the app
/// (Tests/AdapterFixtures/IntroKit/AccessibleViews.swift, IntroApp/LoudBadge.swift), both
/// adapted by the plugin: what UIKit reads through `NSObject` is the deepest override.
@Suite struct AccessibilityAcrossModulesTests {
    @Test func theAppsOverrideOfALibrarysOverrideIsWhatNSObjectReads() {
        let badge = LoudBadge()
        let element: NSObject = badge
        #expect(element.accessibilityLabel == "3 new!")
        element.accessibilityLabel = "5"
        #expect(badge.count == 5)
        #expect((CountBadge() as NSObject).accessibilityLabel == "3 new")
    }

    @Test func awakeFromNibRunsTheLibrarysThenTheAppsThroughSuper() {
        let animation = SlowTabAnimation()
        animation.awakeFromNib()
        #expect(animation.awoken == ["TabAnimation", "SlowTabAnimation"])
        let library: TabAnimation = animation
        library.awakeFromNib()
        #expect(animation.awoken.count == 4)
    }
}
