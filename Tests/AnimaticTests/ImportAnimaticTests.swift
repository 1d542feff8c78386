import Animatic
import Testing

// What `import Animatic` alone gives story code (no `import Foundation` in this file): Foundation
// whole (CGFloat's arithmetic: Tests/AnimaticUserCodeTests/CGFloatArithmeticTests.swift) with the
// story clock's queue, timer and run loop winning over Foundation's and Dispatch's.

@Suite struct ImportAnimaticTests {
    @Test func theMainQueueAndTimersAreTheStoryClocks() throws {
        #expect(DispatchQueue.self == AnimaticRuntime.DispatchQueue.self)
        #expect(Timer.self == AnimaticRuntime.Timer.self)
        #expect(RunLoop.self == AnimaticRuntime.RunLoop.self)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(view)
            // Swift 6 checks a closure given to any DispatchQueue as @Sendable: a work item is not.
            let fade = DispatchWorkItem { UIView.animate(withDuration: 0.25) { view.alpha = 0 } }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: fade)
        }
        let fades = story.timeline.segments(of: 0, .alpha)
        #expect(fades.map(\.start) == [try StoryTime(seconds: 0.5)])
        #expect(fades.map(\.duration) == [try StoryTime(seconds: 0.25)])
    }
}
