import Testing
@testable import AnimaticClock

/// `StoryTime(instant:)` and `checkedInstant()`: the times a state or a still frame is asked for.
@Suite struct InstantTimeTests {
    @Test func zeroNegativeZeroAndOrdinaryTimes() throws {
        #expect(try StoryTime(instant: 0).ticks == 0)
        #expect(try StoryTime(instant: -0.0).ticks == 0)
        #expect(try StoryTime(instant: 1.5).ticks == 1_500_000_000)
        // Rounded to the nearest nanosecond, as every other time.
        #expect(try StoryTime(instant: 4e-10).ticks == 0)
        #expect(try StoryTime(instant: 6e-10).ticks == 1)
    }

    /// Beyond the longest story time is past every story's end: read as the maximum, where
    /// `StoryTime(seconds:)` refuses it.
    @Test func timesBeyondTheMaximumAreTheMaximum() throws {
        #expect(try StoryTime(instant: 1e12) == .maximum)
        #expect(try StoryTime(instant: 1e300) == .maximum)
        #expect(try StoryTime(instant: .greatestFiniteMagnitude) == .maximum)
        #expect(throws: StoryTimeError.tooLarge(what: "time", value: 1e12)) { try StoryTime(seconds: 1e12) }
    }

    @Test func negativeTimesAreRefusedEvenWhenTheyRoundToZero() {
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-9)) { try StoryTime(instant: -1e-9) }
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-12)) { try StoryTime(instant: -1e-12) }
        #expect(throws: StoryTimeError.negative(what: "frame time", value: -2)) {
            try StoryTime(instant: -2, what: "frame time")
        }
        #expect(throws: StoryTimeError.negative(what: "time", value: -.greatestFiniteMagnitude)) {
            try StoryTime(instant: -.greatestFiniteMagnitude)
        }
    }

    @Test func nanAndBothInfinitiesAreNotFinite() {
        #expect(throws: StoryTimeError.notFinite(what: "time", value: .infinity)) { try StoryTime(instant: .infinity) }
        #expect(throws: StoryTimeError.notFinite(what: "time", value: -.infinity)) { try StoryTime(instant: -.infinity) }
        do {
            _ = try StoryTime(instant: .nan)
            Issue.record("no error for NaN")
        } catch {
            // The error is typed: no cast.
            guard case .notFinite(what: "time", let value) = error else { Issue.record("\(error)"); return }
            #expect(value.isNaN)
            #expect("\(error)" == "time must be a finite number of seconds, got nan")
        }
    }

    @Test func checkedInstantRefusesNegativeTicksOnly() throws {
        #expect(try StoryTime(ticks: 0).checkedInstant() == .zero)
        #expect(try StoryTime.maximum.checkedInstant() == .maximum)
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-9)) { try StoryTime(ticks: -1).checkedInstant() }
        #expect(throws: StoryTimeError.negative(what: "frame time", value: -1.5)) {
            try StoryTime(ticks: -1_500_000_000).checkedInstant(what: "frame time")
        }
    }
}
