import Dispatch
import Testing
@testable import AnimaticClock

/// Times out of story time's range (issue 21, "Times and numbers"): every conversion is
/// checked, the message gives the value as written and why it is refused, nothing wraps around.
@Suite struct TimeOverflowTests {
    private static let longest = "the longest story time (about 73 years, 2305843009.2 s)"

    /// `.seconds(18_446_744_074)` is 584 years: its nanoseconds overflow `Int64` and used to
    /// wrap around to 0.29 s.
    @Test func anIntervalWhoseNanosecondsOverflowIsRefusedAsWritten() {
        #expect(throws: StoryTimeError.interval(what: "delay", value: .seconds(18_446_744_074))) {
            try StoryTime(.seconds(18_446_744_074), what: "delay")
        }
        #expect("\(StoryTimeError.interval(what: "delay", value: .seconds(18_446_744_074)))"
                == "delay of .seconds(18446744074) is beyond \(Self.longest)")
    }

    @Test(arguments: [
        (DispatchTimeInterval.seconds(Int.max), "delay of .seconds(9223372036854775807) is beyond \(longest)"),
        (.milliseconds(Int.max), "delay of .milliseconds(9223372036854775807) is beyond \(longest)"),
        (.microseconds(Int.max), "delay of .microseconds(9223372036854775807) is beyond \(longest)"),
        (.nanoseconds(Int.max), "delay of .nanoseconds(9223372036854775807) is beyond \(longest)"),
        (.seconds(2_305_843_010), "delay of .seconds(2305843010) is beyond \(longest)"),
        (.seconds(Int.min), "delay must not be negative, got .seconds(-9223372036854775808)"),
        (.milliseconds(-1), "delay must not be negative, got .milliseconds(-1)"),
        (.nanoseconds(Int.min), "delay must not be negative, got .nanoseconds(-9223372036854775808)"),
        (.never, "delay must be a finite time, got .never"),
    ])
    func everyIntervalOutOfRangeSaysWhatWasWrongWithIt(interval: DispatchTimeInterval, message: String) {
        do {
            let time = try StoryTime(interval, what: "delay")
            Issue.record("\(interval) gave \(time.ticks) ns")
        } catch {
            #expect(error as? StoryTimeError == .interval(what: "delay", value: interval))
            #expect("\(error)" == message)
        }
    }

    @Test func theLongestIntervalsThatFitAreExact() throws {
        #expect(try StoryTime(.seconds(2_305_843_009)).ticks == 2_305_843_009_000_000_000)
        #expect(try StoryTime(.nanoseconds(Int(StoryTime.maximum.ticks))) == StoryTime.maximum)
        #expect(throws: StoryTimeError.self) { try StoryTime(.nanoseconds(Int(StoryTime.maximum.ticks) + 1)) }
        #expect(try StoryTime(.milliseconds(0)).ticks == 0)
    }

    @Test func secondsBeyondTheLongestStoryTimeSayHowLongThatIs() {
        #expect("\(StoryTimeError.tooLarge(what: "duration", value: 1e12))"
                == "duration of 1000000000000.0 s is beyond \(Self.longest)")
        #expect(StoryTime.maximum.seconds == 2_305_843_009.213693951)
    }

    /// A delay made with `StoryTime(ticks:)` beyond the maximum used to wrap around to a time
    /// in the past, so the action ran at once.
    @Test func aDelayBeyondTheMaximumNeverRunsAndIsReported() {
        let context = StoryContext()
        var ran: [String] = []
        context.bind {
            let clock = context.clock
            clock.advance(to: StoryTime(ticks: 1_000_000_000))
            clock.schedule(after: StoryTime(ticks: .max)) { ran.append("max") }
            clock.schedule(after: StoryTime(ticks: StoryTime.maximum.ticks + 1)) { ran.append("max + 1") }
            clock.schedule(after: StoryTime.maximum) { ran.append("maximum") }
            clock.schedule(after: StoryTime(ticks: 5)) { ran.append("5 ns") }
            _ = clock.run(until: .maximum)
        }
        #expect(ran == ["5 ns"])
        #expect(context.failures.map { "\($0)" } == [
            "a delay given to the story clock (StoryTime(ticks: 9223372036854775807)) of 9223372036.854776 s is beyond \(Self.longest)",
            "a delay given to the story clock (StoryTime(ticks: 2305843009213693952)) of 2305843009.213694 s is beyond \(Self.longest)",
        ])
        #expect(context.clock.pendingCount == 3)
    }

    @Test func aClockAdvancedToTheEndOfTimeDoesNotWrapAround() {
        let clock = VirtualClock()
        var ran = false
        clock.advance(to: StoryTime(ticks: .max - 10))
        clock.schedule(after: StoryTime(ticks: 100)) { ran = true }
        _ = clock.run(until: StoryTime(ticks: .max - 1))
        #expect(!ran)
        #expect(clock.nextDueTime == StoryTime(ticks: .max))
    }
}
