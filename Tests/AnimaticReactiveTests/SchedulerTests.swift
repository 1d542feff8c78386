import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive

@Suite struct SchedulerTests {
    @Test func mainSchedulerIsTheStoryClock() {
        let context = StoryContext()
        var seenNow: StoryTime?
        context.bind {
            let scheduler = MainScheduler.instance
            #expect(scheduler.clock === context.clock)
            _ = scheduler.scheduleAfter(StoryTime(ticks: 5)) { seenNow = MainScheduler.instance.storyNow }
            context.clock.run(until: .maximum)
        }
        #expect(seenNow?.ticks == 5)
        #expect(MemoryLayout<MainScheduler>.size == MemoryLayout<Int>.size)
    }

    /// Outside a story, as RxSwift's MainScheduler: nothing runs synchronously, a disposed action
    /// never runs, and an action runs on the main dispatch queue (the test waits up to 10 s).
    @Test func mainSchedulerOutsideAnyStoryRunsOnTheMainQueue() async throws {
        let scheduler = MainScheduler.instance
        #expect(scheduler.clock == nil)
        #expect(scheduler.storyNow == .zero)
        final class Flags: @unchecked Sendable {
            let lock = NSLock()
            var ran: [String] = []
            func add(_ s: String) { lock.lock(); ran.append(s); lock.unlock() }
            var all: [String] { lock.lock(); defer { lock.unlock() }; return ran }
        }
        let flags = Flags()
        // The test may run on another thread than the main queue's, so the delays leave room:
        // the cancelled action is disposed long before its 300 ms are up, and "scheduled" is
        // noted long before the other action's 100 ms are.
        let cancelled = scheduler.scheduleAfter(StoryTime(ticks: 300_000_000)) { flags.add("cancelled") }
        cancelled.dispose()
        _ = scheduler.scheduleAfter(StoryTime(ticks: 100_000_000)) { flags.add("ran") }
        flags.add("scheduled")
        var waited = 0
        while (!flags.all.contains("ran") || waited < 50) && waited < 1000 {
            try await Task.sleep(nanoseconds: 10_000_000)
            waited += 1
        }
        #expect(flags.all == ["scheduled", "ran"])
    }

    @Test func mainSchedulerMadeOutsideAStoryFindsTheStoryWhenItSchedules() {
        let scheduler = MainScheduler()
        let context = StoryContext()
        var ranAt: StoryTime?
        context.bind {
            _ = scheduler.scheduleAfter(StoryTime(ticks: 3)) { ranAt = context.clock.now }
            context.clock.run(until: .maximum)
        }
        #expect(ranAt?.ticks == 3)
    }

    @Test func cancellingBeforeRunningDoesNotAdvanceTheClock() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        var ran = false
        let d = scheduler.scheduleAfter(StoryTime(ticks: 100)) { ran = true }
        d.dispose()
        clock.run(until: .maximum)
        #expect(!ran)
        #expect(clock.now == .zero)
        let e = scheduler.scheduleAfter(StoryTime(ticks: 1)) { ran = true }
        clock.run(until: .maximum)
        e.dispose()   // after it ran: harmless
        #expect(ran)
    }

    @Test func rxSwiftShapedGenericConveniences() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        var log: [String] = []
        _ = scheduler.schedule("now") { state in log.append("\(state)@\(clock.now.ticks)"); return Disposables.create() }
        _ = scheduler.scheduleRelative("later", dueTime: .nanoseconds(10)) { state in
            log.append("\(state)@\(clock.now.ticks)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("seconds", dueTime: 1e-8 * 2) { state in
            log.append("\(state)@\(clock.now.ticks)")
            return Disposables.create()
        }
        let periodic = scheduler.schedulePeriodic(0, startAfter: .nanoseconds(5), period: .nanoseconds(7)) { count in
            log.append("tick \(count)@\(clock.now.ticks)")
            return count + 1
        }
        clock.run(until: StoryTime(ticks: 20))
        periodic.dispose()
        clock.run(until: .maximum)
        #expect(log == ["now@0", "tick 0@5", "later@10", "tick 1@12", "seconds@20", "tick 2@19"].sorted { a, b in
            Int(a.split(separator: "@")[1])! < Int(b.split(separator: "@")[1])!
        })
    }

    @Test func badRelativeTimesAreReportedNotScheduled() {
        let context = StoryContext()
        var ran = false
        context.bind {
            _ = MainScheduler.instance.scheduleRelative((), dueTime: -1.0) { ran = true; return Disposables.create() }
            _ = MainScheduler.instance.schedulePeriodic((), startAfter: .seconds(0), period: .seconds(0)) { ran = true }
            context.clock.run(until: .maximum)
        }
        #expect(!ran)
        #expect(context.failures.count == 2)
    }
}
