import Foundation
import Testing
import AnimaticClock
import AnimaticReactive
import AnimaticReactiveTesting

/// `TestScheduler`'s times are checked, never wrapped: a time its clock cannot reach fails the
/// test with a message naming the call and the value (these used to trap on arithmetic
/// overflow, or wrap into the past).
@Suite struct TestSchedulerTimeRangeTests {
    /// `StoryTime.maximum` (Int64.max / 4 ns) in whole seconds.
    static let maximum = 2_305_843_009

    /// Runs `body`, expecting exactly the failures whose messages are `messages`, in order.
    private func expectFailures(_ messages: [String], _ body: () -> Void) {
        let seen = Messages()
        withKnownIssue {
            body()
        } matching: { issue in
            seen.append(issue.comments.map(\.rawValue))
            return true
        }
        #expect(seen.all == messages)
    }

    private final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func append(_ more: [String]) { lock.lock(); list += more; lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }

    @Test func theLatestTimeRunsAndOneUnitLaterFails() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.maximumTime == Self.maximum)
        var log: [Int] = []
        scheduler.scheduleAt(Self.maximum) { log.append(scheduler.clock) }
        expectFailures(["TestScheduler.scheduleAt(_:action:): test time 2305843010 is out of range: the clock reaches"
                        + " test time 2305843009 at most (StoryTime.maximum at a resolution of 1.0 s)"]) {
            scheduler.scheduleAt(Self.maximum + 1) { log.append(-1) }
        }
        scheduler.start()
        #expect(log == [Self.maximum])
    }

    @Test func scheduleAtIntMaxFailsAndIntMinRunsNow() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            scheduler.scheduleAt(Int.min) { log.append("min@\(scheduler.clock)") }
        }
        expectFailures(["TestScheduler.scheduleAt(_:action:): test time 9223372036854775807 is out of range: the clock"
                        + " reaches test time 2305843009 at most (StoryTime.maximum at a resolution of 1.0 s)"]) {
            scheduler.scheduleAt(Int.max) { log.append("max") }
        }
        scheduler.start()
        #expect(log == ["min@100"])
    }

    @Test func advanceToBeyondTheRangeFailsAndLeavesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(300) { log.append(scheduler.clock) }
        scheduler.advanceTo(200)
        expectFailures(["TestScheduler.advanceTo(_:): test time 9223372036854775807 is out of range: the clock reaches"
                        + " test time 2305843009 at most (StoryTime.maximum at a resolution of 1.0 s)"]) {
            scheduler.advanceTo(Int.max)
        }
        #expect(scheduler.clock == 200)
        scheduler.advanceTo(Int.min)   // the past: nothing to run, no failure
        #expect(scheduler.clock == 200)
        #expect(log.isEmpty)
        scheduler.advanceTo(Self.maximum)
        #expect(scheduler.clock == Self.maximum)
        #expect(log == [300])
    }

    @Test func aFinerResolutionReachesFewerUnits() {
        let scheduler = TestScheduler(initialClock: 0, resolution: StoryTime(ticks: 1))   // nanoseconds
        #expect(scheduler.maximumTime == Int(Int64.max / 4))
        expectFailures(["TestScheduler.storyTime(_:): test time 9223372036854775807 is out of range: the clock reaches"
                        + " test time 2305843009213693951 at most (StoryTime.maximum at a resolution of 1e-09 s)"]) {
            #expect(scheduler.storyTime(Int.max) == StoryTime.maximum)
        }
        #expect(scheduler.storyTime(Int(Int64.max / 4)) == StoryTime.maximum)
    }

    @Test func coldEventTimesAddedToTheSubscriptionTimeAreChecked() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(Int.max, 2), .next(Self.maximum - 100, 3)])
        expectFailures([
            "TestScheduler.createColdObservable(_:): the event at 9223372036854775807 of a subscription at test time 200"
                + " is out of range: the clock reaches test time 2305843009 at most",
            "TestScheduler.createColdObservable(_:): test time 2305843109 is out of range: the clock reaches test time"
                + " 2305843009 at most (StoryTime.maximum at a resolution of 1.0 s)",
        ]) {
            let res = scheduler.start { xs.asObservable() }
            #expect(res.events == [.next(210, 1)])
        }
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func hotEventsBeyondTheRangeFail() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        expectFailures(["TestScheduler.createHotObservable(_:): test time 9223372036854775807 is out of range: the clock"
                        + " reaches test time 2305843009 at most (StoryTime.maximum at a resolution of 1.0 s)"]) {
            xs = scheduler.createHotObservable([.next(210, 1), .next(Int.max, 2)])
        }
        let res = scheduler.start { xs!.asObservable() }
        #expect(res.events == [.next(210, 1)])
    }

    @Test func aDelayPastTheRangeFailsInsteadOfWrapping() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.advanceTo(100)
        expectFailures(["TestScheduler.scheduleAfter(_:_:): a delay of \(StoryTime(ticks: .max)) from test time 100 is out"
                        + " of range: the clock reaches test time 2305843009 at most"]) {
            _ = scheduler.scheduleAfter(StoryTime(ticks: .max)) { ran = true }
        }
        expectFailures(["TestScheduler.scheduleAfter(_:_:): a delay of \(StoryTime.maximum) from test time 100 is out"
                        + " of range: the clock reaches test time 2305843009 at most"]) {
            _ = scheduler.scheduleAfter(StoryTime.maximum) { ran = true }
        }
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.clock == 100)
    }

    @Test func initialClocksAndResolutionsOutOfRangeFail() {
        expectFailures(["TestScheduler(initialClock:): test time 9223372036854775807 is out of range: the clock reaches"
                        + " test time 2305843009 at most (StoryTime.maximum at a resolution of 1.0 s)"]) {
            #expect(TestScheduler(initialClock: Int.max).clock == 0)
        }
        expectFailures(["TestScheduler(initialClock:): the initial clock must not be negative (the clock starts at 0),"
                        + " got -5; starting at 0"]) {
            #expect(TestScheduler(initialClock: -5).clock == 0)
        }
        expectFailures(["TestScheduler(initialClock:resolution:): the resolution must be a positive number of seconds"
                        + " of at least 1 ns, got 0.0; using 1 s"]) {
            #expect(TestScheduler(initialClock: 0, resolution: 0).resolution == StoryTime(ticks: StoryTime.ticksPerSecond))
        }
        #expect(TestScheduler(initialClock: Self.maximum).clock == Self.maximum)
    }
}
