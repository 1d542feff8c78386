import Testing
import AnimaticClock
@testable import AnimaticTimeline

/// `Timeline.state(at:)` and `state(atSeconds:)` take any time from zero on and refuse
/// negative, NaN and infinite times the same way, with the bad value in the error.
@Suite struct TimelineTimeArgumentTests {
    /// A box fading from 1 to 0, linearly, over the first second.
    private func fade() -> Timeline {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "box", parent: nil,
                          initial: ViewState(centerX: 50, centerY: 50, width: 100, height: 100), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: StoryTime(ticks: 1_000_000_000),
                 curve: .linear, to: .scalar(0))
        return r.timeline
    }

    private func alpha(_ state: StageState) -> Double { state["box"]!.state.alpha }

    @Test func zeroTheEndAndPastTheEnd() throws {
        let t = fade()
        #expect(t.duration.ticks == 1_000_000_000)
        #expect(alpha(try t.state(atSeconds: 0)) == 1)
        #expect(alpha(try t.state(atSeconds: 0.25)) == 0.75)
        #expect(alpha(try t.state(atSeconds: 1)) == 0)
        #expect(alpha(try t.state(atSeconds: 2)) == 0)
        let far = try t.state(atSeconds: 1e300)
        #expect(far.time == .maximum)
        #expect(alpha(far) == 0)
        #expect(alpha(try t.state(at: .maximum)) == 0)
    }

    @Test func negativeZeroIsZero() throws {
        let state = try fade().state(atSeconds: -0.0)
        #expect(state.time == .zero)
        #expect(alpha(state) == 1)
    }

    @Test func negativeTimesThrowInsteadOfShowingTimeZero() {
        let t = fade()
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-9)) { try t.state(atSeconds: -1e-9) }
        #expect(throws: StoryTimeError.negative(what: "time", value: -1)) { try t.state(atSeconds: -1) }
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-9)) { try t.state(at: StoryTime(ticks: -1)) }
    }

    @Test func nanAndInfinitiesThrowInsteadOfShowingAnEnd() {
        let t = fade()
        #expect(throws: StoryTimeError.notFinite(what: "time", value: .infinity)) { try t.state(atSeconds: .infinity) }
        #expect(throws: StoryTimeError.notFinite(what: "time", value: -.infinity)) { try t.state(atSeconds: -.infinity) }
        #expect {
            try t.state(atSeconds: .nan)
        } throws: { error in
            guard case .notFinite(what: "time", let value) = error as? StoryTimeError else { return false }
            return value.isNaN
        }
    }
}
