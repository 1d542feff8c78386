import Dispatch
import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive

/// RxSwift's `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler`: on the
/// story clock inside a story, on real queues outside one.
@Suite struct DispatchQueueSchedulerTests {
    @Test func inAStoryBothRunOnTheStoryClockAtTheirDueTimes() {
        let context = StoryContext()
        var log: [String] = []
        context.bind {
            let serial = SerialDispatchQueueScheduler(qos: .userInitiated)
            let concurrent = ConcurrentDispatchQueueScheduler(qos: .utility)
            func stamp(_ what: String) { log.append("\(what)@\(context.clock.now.ticks / 1_000_000)") }
            _ = Observable.just("serial").delay(.milliseconds(1500), scheduler: serial).subscribe(onNext: stamp)
            _ = Observable.just("concurrent").delay(.milliseconds(250), scheduler: concurrent).subscribe(onNext: stamp)
            _ = Observable.just("subscribed-on").subscribe(on: serial).subscribe(onNext: stamp)
            let cancelled = serial.scheduleRelative((), dueTime: .seconds(1)) { _ in stamp("cancelled"); return Disposables.create() }
            cancelled.dispose()
            _ = serial.scheduleRelative((), dueTime: .seconds(2)) { _ in
                log.append("now \(serial.now.timeIntervalSince1970) \(concurrent.storyNow.ticks)")
                return Disposables.create()
            }
            #expect(log.isEmpty)   // nothing synchronously inside schedule
            _ = context.clock.run(until: .maximum)
        }
        #expect(log == ["subscribed-on@0", "concurrent@250", "serial@1500", "now 2.0 2000000000"])
    }

    @Test func aSchedulerMadeInAStoryKeepsItsClock() {
        let context = StoryContext()
        let serial = context.bind { SerialDispatchQueueScheduler(internalSerialQueueName: "animatic.test.bound") }
        var ranAt: [Int64] = []
        // Scheduled with no story bound to the thread: still the story's clock it was made in.
        _ = serial.scheduleRelative((), dueTime: .milliseconds(40)) { _ in ranAt.append(context.clock.now.ticks); return Disposables.create() }
        _ = context.clock.run(until: .maximum)
        #expect(ranAt == [40_000_000])
        #expect(serial.storyNow == StoryTime(ticks: 40_000_000))
    }

    /// Outside any story: RxSwift's behaviour, on the scheduler's own serial queue, after real time;
    /// a disposed action never runs. The test waits up to 10 s.
    @Test func outsideAnyStoryTheActionsRunOnTheQueueAndCancelling() throws {
        let key = DispatchSpecificKey<String>()
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "animatic.test.serial") {
            $0.setSpecific(key: key, value: "the scheduler's queue")
        }
        #expect(serial.storyNow == .zero)
        let before = Date()
        #expect(serial.now >= before && serial.now <= Date())
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var items: [String] = []
            func add(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
            var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
        }
        let log = Log()
        let done = DispatchSemaphore(value: 0)
        let cancelled = serial.scheduleRelative((), dueTime: .milliseconds(300)) { _ in log.add("cancelled"); return Disposables.create() }
        cancelled.dispose()
        _ = serial.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.add("ran on \(DispatchQueue.getSpecific(key: key) ?? "another queue")")
            return Disposables.create()
        }
        _ = serial.scheduleRelative((), dueTime: .milliseconds(400)) { _ in done.signal(); return Disposables.create() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(log.all == ["ran on the scheduler's queue"])
    }
}

/// `MainScheduler.ensureRunningOnMainThread()`: passes in a story (the story's thread is the
/// main thread) and on the main thread; off it, prints instead of stopping the process.
@Suite struct MainThreadCheckTests {
    @Test func inAStoryOnAnyThreadTheCheckPassesAndOffTheMainThreadItGoesOn() {
        let context = StoryContext()
        var ran = false
        context.bind {
            MainScheduler.ensureRunningOnMainThread()
            MainScheduler.ensureExecutingOnScheduler(errorMessage: "not printed in a story")
            ran = true
        }
        #expect(ran)
        // Swift Testing runs this off the main thread: the check prints and returns.
        MainScheduler.ensureRunningOnMainThread(errorMessage: "expected: a check off the main thread")
    }
}
