import Dispatch
import Testing
@testable import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// Rx times out of story time's range (issue 21, "Times and numbers"): refused with the value
/// as written, never wrapped around.
@Suite struct ReactiveTimeOverflowTests {
    private static let longest = "the longest story time (about 73 years, 2305843009.2 s)"

    /// 584 years used to wrap around to 0.29 s: the element arrived in a story of under a second.
    @Test func aDelayWhoseNanosecondsOverflowIsAnErrorNotAShortDelay() {
        var events: [Event<Int>] = []
        let context = recordStory {
            _ = Observable.just(1).delay(.seconds(18_446_744_074), scheduler: MainScheduler.instance)
                .subscribe { events.append($0) }
        }
        let refused = StoryTimeError.interval(what: "delay", value: .seconds(18_446_744_074))
        #expect(events == [.error(refused)])
        #expect(context.failures.map { "\($0)" } == ["delay of .seconds(18446744074) is beyond \(Self.longest)"])
        #expect(context.clock.now == .zero)
    }

    /// `.seconds(Int.max)` used to be reported as "must not be negative, got -1.0 s".
    @Test func everyTimedOperatorGivesTheIntervalAsWritten() {
        let huge = DispatchTimeInterval.seconds(Int.max)
        let context = recordStory {
            let s = MainScheduler.instance
            _ = Observable.just(1).delay(huge, scheduler: s).subscribe(onError: { _ in })
            _ = Observable.just(1).delaySubscription(huge, scheduler: s).subscribe(onError: { _ in })
            _ = Observable<Int>.timer(huge, scheduler: s).subscribe(onError: { _ in })
            _ = Observable<Int>.interval(.milliseconds(Int.max), scheduler: s).subscribe(onError: { _ in })
            _ = Observable.just(1).debounce(.microseconds(Int.min), scheduler: s).subscribe(onError: { _ in })
            _ = Observable.just(1).take(for: .never, scheduler: s).subscribe(onError: { _ in })
        }
        #expect(context.failures.map { "\($0)" } == [
            "delay of .seconds(9223372036854775807) is beyond \(Self.longest)",
            "delaySubscription of .seconds(9223372036854775807) is beyond \(Self.longest)",
            "timer dueTime of .seconds(9223372036854775807) is beyond \(Self.longest)",
            "period of .milliseconds(9223372036854775807) is beyond \(Self.longest)",
            "debounce dueTime must not be negative, got .microseconds(-9223372036854775808)",
            "take duration must be a finite time, got .never",
        ])
    }

    /// A zero period used to get "period (which must be longer than zero) must not be
    /// negative, got 0.0 s".
    @Test func aZeroPeriodIsRefusedForBeingZero() {
        var ran = false
        let context = recordStory {
            _ = MainScheduler.instance.schedulePeriodic((), startAfter: .seconds(0), period: .nanoseconds(0)) { ran = true }
            _ = MainScheduler.instance.schedulePeriodic((), startAfter: .seconds(1), period: .seconds(-2)) { ran = true }
            _ = MainScheduler.instance.schedulePeriodic((), startAfter: .seconds(Int.max), period: .seconds(1)) { ran = true }
        }
        #expect(!ran)
        #expect(context.failures.map { "\($0)" } == [
            "period must be longer than zero, got .nanoseconds(0)",
            "period must not be negative, got .seconds(-2)",
            "startAfter of .seconds(9223372036854775807) is beyond \(Self.longest)",
        ])
    }
}
