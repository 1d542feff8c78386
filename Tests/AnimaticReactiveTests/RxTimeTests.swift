import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// Virtual time in whole units of ten seconds (RxSwift's `VirtualTimeConverterType` with
/// `Int` units), rounding a date to the nearest unit.
private struct TenSecondUnits: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) * 10) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 / 10).rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) * 10 }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval / 10).rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

/// A scheduler written for RxSwift: a `Date` `now` (from a date it is told) and
/// `scheduleRelative`, running the actions on a story clock of its own.
private final class DateScheduler: SchedulerType {
    let clock = VirtualClock()
    let origin: Date
    init(origin: Date) { self.origin = origin }
    var now: RxTime { origin.addingTimeInterval(clock.now.seconds) }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> any Disposable) -> any Disposable {
        StoryScheduler(clock: clock).scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// `RxTime` is a `Date` as in RxSwift; the operators measure with `storyNow`.
@Suite struct RxTimeTests {
    // MARK: Edge cases of the date ↔ story time conversion

    @Test func aDateBeyondStoryTimesRangeClampsAndNaNIsZero() {
        let far = DateScheduler(origin: .distantFuture)
        #expect(far.storyNow == StoryTime(ticks: StoryTime.maximum.ticks / 1_000 * 1_000))
        let past = DateScheduler(origin: .distantPast)
        #expect(past.storyNow == StoryTime(ticks: -(StoryTime.maximum.ticks / 1_000 * 1_000)))
        #expect(storyTime(of: Date(timeIntervalSince1970: .nan)) == .zero)
    }

    @Test func aDatesStoryTimeIsRoundedToTheMicrosecond() {
        // 2027-01-15T08:00:00.123456789Z: a Double of seconds since 2001 holds ~0.1 µs there.
        let scheduler = DateScheduler(origin: Date(timeIntervalSince1970: 1_800_000_000.123_456_789))
        #expect(scheduler.storyNow == StoryTime(ticks: 1_800_000_000_123_457_000))
        let early = DateScheduler(origin: Date(timeIntervalSince1970: 0.030_000_4))
        #expect(early.storyNow == StoryTime(ticks: 30_000_000))
    }

    // MARK: Animatic's schedulers give story time as a date after 1970

    @Test func mainSchedulerInAStoryGivesTheStoryTimeAsADateAfter1970() {
        let context = StoryContext()
        var seen: [(Date, StoryTime)] = []
        context.bind {
            _ = MainScheduler.instance.scheduleAfter(StoryTime(ticks: 1_250_000_000)) {
                seen.append((MainScheduler.instance.now, MainScheduler.instance.storyNow))
            }
            context.clock.run(until: .maximum)
        }
        #expect(seen.count == 1)
        #expect(seen.first?.0 == Date(timeIntervalSince1970: 1.25))
        #expect(seen.first?.1 == StoryTime(ticks: 1_250_000_000))
    }

    @Test func mainSchedulerOutsideAnyStoryGivesTheWallClockAndNoStoryTime() {
        let before = Date()
        let now = MainScheduler.instance.now
        let after = Date()
        #expect(before <= now && now <= after)
        #expect(MainScheduler.instance.storyNow == .zero)
    }

    @Test func storySchedulerAndTestSchedulerGiveTheirClocksAsDates() {
        let clock = VirtualClock()
        clock.advance(to: StoryTime(ticks: 2_500_000_000))
        #expect(StoryScheduler(clock: clock).now == Date(timeIntervalSince1970: 2.5))
        // RxTest's converter: the date of test time t is t × resolution seconds after 1970.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        scheduler.advanceTo(250)
        #expect(scheduler.now == Date(timeIntervalSince1970: 125))
        #expect(scheduler.storyNow == StoryTime(ticks: 125_000_000_000))
    }

    // MARK: Virtual-time schedulers over dates

    @Test func aVirtualTimeSchedulersNowIsItsConvertersDateOfTheClock() {
        let scheduler = VirtualTimeScheduler(initialClock: 10, converter: TenSecondUnits())
        #expect(scheduler.now == Date(timeIntervalSince1970: 100))
        #expect(scheduler.storyNow == StoryTime(ticks: 100_000_000_000))
        #expect(scheduler.clock == 10)
    }

    @Test func relativeTimesAreAddedToNowsDateThenConverted() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: TenSecondUnits())
        var log: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            log.append("outer@\(scheduler.clock)")
            // From the date 30 s, 14 s is 44 s: unit 4.4, rounded to 4.
            _ = scheduler.scheduleRelative((), dueTime: .seconds(14)) { _ in
                log.append("inner@\(scheduler.clock)")
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                log.append("now@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(log == ["outer@3", "now@3", "inner@4"])
        #expect(scheduler.now == Date(timeIntervalSince1970: 40))
    }

    @Test func historicalSchedulersNowIsItsClockDate() {
        let start = Date(timeIntervalSince1970: 1_700_000_000.25)
        let history = HistoricalScheduler(initialClock: start)
        #expect(history.now == start)
        #expect(history.storyNow == StoryTime(ticks: 1_700_000_000_250_000_000))
        var dates: [Date] = []
        _ = history.scheduleRelative((), dueTime: .seconds(90)) { _ in
            dates.append(history.now)
            history.sleep(30)
            return history.schedule(()) { _ in
                dates.append(history.now)
                return Disposables.create()
            }
        }
        history.start()
        #expect(dates == [start.addingTimeInterval(90), start.addingTimeInterval(120)])
    }

    // MARK: The time operators measure with storyNow

    @Test func throttleOnASchedulerWrittenForRxSwiftMeasuresWithItsDates() {
        // The dates are in 2027; the operator measures the 0.3 s and 0.6 s between them.
        let scheduler = DateScheduler(origin: Date(timeIntervalSince1970: 1_800_000_000))
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.throttle(.milliseconds(500), latest: false, scheduler: scheduler)
            .subscribe(onNext: { log.append("\($0)@\(scheduler.clock.now.ticks / 1_000_000)") })
        for (ms, value) in [(0, 1), (300, 2), (600, 3), (1_000, 4), (1_100, 5)] {
            _ = scheduler.clock.schedule(at: StoryTime(ticks: Int64(ms) * 1_000_000)) { subject.onNext(value) }
        }
        _ = scheduler.clock.run(until: .maximum)
        #expect(log == ["1@0", "3@600", "5@1100"])
    }
}
