import Animatic
import Testing

/// Story code in Swift 6 language mode (this target's): the compiler checks closures given to
/// `DispatchQueue` methods as `@Sendable`, so a view cannot be captured in them, but it can
/// in a `DispatchWorkItem`, a `Timer`, `RunLoop.main.perform` and `DispatchGroup.notify`,
/// which all run on the story clock.
@Suite struct StoryClockSwift6Tests {
    private func starts(_ story: Story) -> [String] {
        story.timeline.segments.map { "\($0.viewName).\($0.property)@\($0.start.ticks)" }
    }

    @Test func aWorkItemOnTheMainQueueAndARepeatingTimerCaptureViews() throws {
        let fade = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fade.accessibilityIdentifier = "fade"
        let slide = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        slide.accessibilityIdentifier = "slide"
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(fade)
            stage.addSubview(slide)
            let item = DispatchWorkItem { UIView.animate(withDuration: 1) { fade.alpha = 0 } }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
            var fires = 0
            Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { timer in
                fires += 1
                UIView.animate(withDuration: 0.1) { slide.center.x += 10 }
                if fires == 3 { timer.invalidate() }
            }
        }
        #expect(starts(story) == ["slide.center@300000000", "fade.alpha@500000000",
                                  "slide.center@600000000", "slide.center@900000000"])
        #expect(story.duration == 1.5)
        #expect(try story.state(at: 1.5)["slide"]!.state.center.x == 35)
    }

    @Test func aGroupNotifiesAfterItsSecondLeaveAndRunLoopWorkRunsInOrder() throws {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.accessibilityIdentifier = "a"
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(a)
            let group = DispatchGroup()
            group.enter()
            group.enter()
            Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in group.leave() }
            Timer.scheduledTimer(withTimeInterval: 0.45, repeats: false) { _ in group.leave() }
            group.notify(queue: .main) { UIView.animate(withDuration: 0.5) { a.alpha = 0.25 } }
            RunLoop.main.perform { a.alpha = 0.5 }
            #expect(a.alpha == 1)   // runs after this code returns
        }
        #expect(story.timeline.text.contains("0.450 +0.500 a alpha 0.5 -> 0.25"))
        #expect(try story.state(at: 0.2)["a"]!.state.alpha == 0.5)
        #expect(story.duration == 0.95)
    }
}
