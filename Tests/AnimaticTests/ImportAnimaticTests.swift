import Animatic
import Testing

// What `import Animatic` alone gives story code (no `import Foundation` in this file): the
// arithmetic UIKit code gets with `import UIKit`, and the story clock's queue and timer.

@Suite struct ImportAnimaticTests {
    @Test func cgFloatArithmeticStaysCGFloat() {
        // With Foundation re-exported name by name, CGFloat's operators were not visible and
        // `2 * width` was a Double (through the implicit CGFloat-to-Double conversion).
        let width: CGFloat = 3
        let double = 2 * width
        let half = width / 2 + 1
        let frameWidth = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).frame.width * 0.5
        #expect(type(of: double) == CGFloat.self)
        #expect(type(of: half) == CGFloat.self)
        #expect(type(of: frameWidth) == CGFloat.self)
        #expect(double == 6 && half == 2.5 && frameWidth == 5)
        #expect(max(double, width) == 6)
    }

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
