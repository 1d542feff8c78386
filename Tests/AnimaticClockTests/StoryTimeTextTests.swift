import Testing
import AnimaticClock

/// A story time's text never traps: the extremes of `Int64` nanoseconds (a delay out of range,
/// named in a message) used to overflow while rounding to milliseconds.
@Suite struct StoryTimeTextTests {
    @Test func theExtremesOfInt64AreWritten() {
        #expect(StoryTime(ticks: .max).description == "9223372036.855s")
        #expect(StoryTime(ticks: .min).description == "-9223372036.855s")
        #expect(StoryTime(ticks: .max - 500_000).millisecondText == "9223372036.854")
    }

    @Test func halfAMillisecondRoundsAwayFromZero() {
        #expect(StoryTime(ticks: 1_500_000).millisecondText == "0.002")
        #expect(StoryTime(ticks: 1_499_999).millisecondText == "0.001")
        #expect(StoryTime(ticks: -1_500_000).millisecondText == "-0.002")
        #expect(StoryTime(ticks: -1_499_999).millisecondText == "-0.001")
        #expect(StoryTime(ticks: -400_000).millisecondText == "0.000")
        #expect(StoryTime(ticks: 1_999_999_999).millisecondText == "2.000")
    }
}
