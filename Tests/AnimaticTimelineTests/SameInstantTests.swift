import Foundation
import Testing
import AnimaticClock
@testable import AnimaticTimeline

/// Many changes of one property at one instant (issue 34): each replaces the one before it, and
/// the replaced changes leave the track's links, so the work per change stays constant.
@Suite struct SameInstantTests {
    /// The links a walk along the track passes, dead or alive (what every new change walks).
    static func links(_ r: TimelineRecorder, view: Int, _ property: AnimatedProperty) -> Int {
        var count = 0
        var index = r.lastInTrack[view * TimelineRecorder.propertyCount + Int(property.rawValue)]
        while index >= 0 {
            count += 1
            index = r.packed[Int(index)].previousInTrack
        }
        return count
    }

    static func recorder() -> (TimelineRecorder, Int) {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "box", parent: nil,
                          initial: ViewState(centerX: 50, centerY: 50, width: 10, height: 10), at: .zero)
        return (r, v)
    }

    @Test func twentyThousandJumpsAtOneInstantKeepTheTrackShort() throws {
        let (r, v) = Self.recorder()
        let t = try StoryTime(seconds: 0.25)
        r.record(view: v, property: .alpha, start: .zero, duration: t, curve: .linear, to: .scalar(0.25))
        for i in 0..<20_000 {
            r.record(view: v, property: .alpha, start: t, duration: .zero, curve: .linear, to: .scalar(i % 2 == 0 ? 1 : 0.5))
            // The ramp before the instant, and at most the last jump.
            #expect(Self.links(r, view: v, .alpha) <= 2, "after \(i + 1) jumps")
            if Self.links(r, view: v, .alpha) > 2 { break }
        }
        let timeline = r.timeline
        // What shows is the ramp, then one jump from its end to the last value set.
        #expect(timeline.segmentCount == 2)
        #expect(timeline.value(of: v, .alpha, at: t) == .scalar(0.5))
        #expect(timeline.text == r.timeline.text)
    }

    @Test func animationsStartingAtOneInstantEachReplaceTheLastAndKeepItsStartValue() throws {
        let (r, v) = Self.recorder()
        let t = try StoryTime(seconds: 1)
        for i in 0..<10_000 {
            // Animations with a duration, each replaced at its start by the next.
            r.record(view: v, property: .center, start: t, duration: try StoryTime(seconds: 0.5), curve: .linear,
                     to: .point(x: Double(i), y: 0))
            #expect(Self.links(r, view: v, .center) == 1)
        }
        let timeline = r.timeline
        #expect(timeline.segmentCount == 1)
        // From the value before the instant to the last target.
        #expect(timeline.value(of: v, .center, at: t) == .point(x: 50, y: 50))
        #expect(timeline.value(of: v, .center, at: try StoryTime(seconds: 1.5)) == .point(x: 9_999, y: 0))
    }

    @Test func aChangeAfterTheInstantStaysLinkedAndTakesOver() throws {
        let (r, v) = Self.recorder()
        let later = try StoryTime(seconds: 2)
        r.record(view: v, property: .alpha, start: later, duration: .zero, curve: .linear, to: .scalar(0.1))
        let t = try StoryTime(seconds: 1)
        for i in 0..<1_000 {
            r.record(view: v, property: .alpha, start: t, duration: .zero, curve: .linear, to: .scalar(i % 2 == 0 ? 0.5 : 0.75))
        }
        // The later jump and the last one at 1 s.
        #expect(Self.links(r, view: v, .alpha) == 2)
        let timeline = r.timeline
        #expect(timeline.value(of: v, .alpha, at: t) == .scalar(0.75))
        #expect(timeline.value(of: v, .alpha, at: later) == .scalar(0.1))
    }
}
