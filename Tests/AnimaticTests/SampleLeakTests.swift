import Animatic
@testable import AnimaticSamples
import Testing

/// Samples are what users copy: recording one must not leave its objects behind.
@Suite struct SampleLeakTests {
    /// The app intro owns the dispose bag that holds its endless pulse. Once its story is
    /// recorded and the intro is let go, nothing may keep it alive (captured strongly by the
    /// chains in its own bag, it would never be freed: LeakSanitizer counted 24,850 bytes).
    @Test func theAppIntroIsFreedAfterItsStory() throws {
        weak var released: AppIntro?
        weak var button: UIView?
        let story: Story = try {
            let intro = AppIntro()
            released = intro
            button = intro.button
            return try intro.record()
        }()
        #expect(story.timeline.endlessRepeats.count == 1)
        #expect(released == nil)
        #expect(button == nil)
    }

    /// The navigation sample's pages call their controller from their buttons. Captured
    /// strongly, the controller (which owns the pages) was never freed: LeakSanitizer counted
    /// 47,674 bytes of views, labels and Auto Layout solver left behind by `animatic samples`.
    @Test func theNavigationSampleIsFreedAfterItsStory() throws {
        weak var navigation: UINavigationController?
        weak var first: UIViewController?
        weak var second: UIViewController?
        weak var button: UIView?
        let story: Story = try {
            let intro = NavigationPushIntro()
            navigation = intro.navigation
            first = intro.first
            second = intro.second
            button = intro.second.button
            return try intro.record()
        }()
        #expect(story.duration == 4.1)
        #expect(navigation == nil)
        #expect(first == nil)
        #expect(second == nil)
        #expect(button == nil)
    }
}
