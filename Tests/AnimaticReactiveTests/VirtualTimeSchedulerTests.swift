import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive

/// A virtual time of whole steps of 10 ms, with a scheduler that delays every action by one
/// step (as RxTest's `TestScheduler` adjusts its times), to check the converter protocol.
private struct StepConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) / 100) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 * 100).rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) / 100 }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval * 100).rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

private final class StepScheduler: VirtualTimeScheduler<StepConverter> {
    init() { super.init(initialClock: 0, converter: StepConverter()) }
    override func adjustScheduledTime(_ virtualTime: Int) -> Int { virtualTime + 1 }
}

@Suite struct VirtualTimeSchedulerTests {
    @Test func historicalSchedulerRunsAnIntervalAsFarAsItIsAdvanced() {
        let history = HistoricalScheduler()
        #expect(history.clock == Date(timeIntervalSince1970: 0))
        #expect(history.now == Date(timeIntervalSince1970: 0))
        #expect(history.storyNow == .zero)
        var log: [String] = []
        _ = Observable<Int>.interval(.seconds(60), scheduler: history).take(3)
            .subscribe(onNext: { log.append("\($0) at \(history.clock.timeIntervalSince1970)") },
                       onCompleted: { log.append("completed at \(history.clock.timeIntervalSince1970)") })
        #expect(log.isEmpty)
        history.advanceTo(Date(timeIntervalSince1970: 119.999))
        #expect(log == ["0 at 60.0"])
        #expect(history.clock == Date(timeIntervalSince1970: 119.999))
        history.advanceTo(Date(timeIntervalSince1970: 120))
        #expect(log == ["0 at 60.0", "1 at 120.0"])
        history.start()
        #expect(log == ["0 at 60.0", "1 at 120.0", "2 at 180.0", "completed at 180.0"])
        #expect(history.clock == Date(timeIntervalSince1970: 180))
        #expect(history.now == Date(timeIntervalSince1970: 180))
        #expect(history.storyNow == StoryTime(ticks: 180_000_000_000))
    }

    @Test func aDateInitialClockAndDelaysAreCountedFromIt() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let history = HistoricalScheduler(initialClock: start)
        var at: [TimeInterval] = []
        _ = Observable.just(1).delay(.milliseconds(1500), scheduler: history)
            .subscribe(onNext: { _ in at.append(history.clock.timeIntervalSince(start)) })
        history.start()
        #expect(at == [1.5])
    }

    @Test func equalTimesRunInTheOrderScheduledAndDisposedActionsNever() {
        let scheduler = StepScheduler()
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual("b", time: 5) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual("a", time: 3) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual("c", time: 5) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        let cancelled = scheduler.scheduleAbsoluteVirtual("x", time: 4) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        cancelled.dispose()
        scheduler.start()
        #expect(log == ["a@3", "b@5", "c@5"])
    }

    @Test func relativeSchedulingConvertsAndAdjustsTheDueTime() {
        let scheduler = StepScheduler()
        var log: [String] = []
        // 250 ms = 25 steps, adjusted by one.
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in log.append("rx@\(scheduler.clock)"); return Disposables.create() }
        // Virtual offsets are not adjusted.
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 7) { _ in log.append("virtual@\(scheduler.clock)"); return Disposables.create() }
        scheduler.start()
        #expect(log == ["virtual@7", "rx@26"])
        #expect(scheduler.now == Date(timeIntervalSince1970: 0.26))
        #expect(scheduler.storyNow == StoryTime(ticks: 260_000_000))
    }

    @Test func advanceToAnEarlierTimeRunsWhatIsOverdueAndSetsTheClockBack() {
        let scheduler = StepScheduler()
        scheduler.advanceTo(10)
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 4) { _ in log.append("overdue@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 12) { _ in log.append("later@\(scheduler.clock)"); return Disposables.create() }
        scheduler.advanceTo(6)   // RxSwift sets the clock to the time given, even an earlier one
        #expect(log == ["overdue@10"])
        #expect(scheduler.clock == 6)
        scheduler.advanceTo(12)
        #expect(log == ["overdue@10", "later@12"])
    }

    @Test func stopEndsStartAfterTheRunningAction() {
        let scheduler = StepScheduler()
        var log: [Int] = []
        for t in [1, 2, 3] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: t) { _ in
                log.append(t)
                if t == 2 { scheduler.stop() }
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(log == [1, 2])
        #expect(!scheduler.isEnabled)
        scheduler.start()
        #expect(log == [1, 2, 3])
    }

    @Test func sleepMovesTheClockWithoutRunningAndMisuseIsReported() {
        let context = StoryContext()
        let scheduler = StepScheduler()
        var ran = false
        _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            ran = true
            scheduler.advanceTo(9)   // re-entered while running
            return Disposables.create()
        }
        context.bind {
            scheduler.sleep(8)
            #expect(scheduler.clock == 8 && !ran)
            scheduler.sleep(-1)
            #expect(scheduler.clock == 8)
            scheduler.start()
        }
        #expect(ran)
        #expect(scheduler.clock == 8)
        #expect(context.failures.map { "\($0)" } == [
            "VirtualTimeScheduler.sleep(_:): cannot sleep to the past",
            "VirtualTimeScheduler.advanceTo(_:): the scheduler is already running",
        ])
    }
}
