import Animatic
import Testing

/// What the story's blocks did, and when (story time in nanoseconds). A story runs on one
/// thread; the box only satisfies the compiler's `@Sendable` check of `DispatchQueue` closures.
private final class Log: @unchecked Sendable {
    var items: [String] = []
    /// Appends "`item`@<story time in ns>".
    func at(_ item: String) { items.append("\(item)@\(MainScheduler.instance.storyNow.ticks)") }
}

private let size = CGSize(width: 10, height: 10)

/// Edge cases of the story clock's Dispatch and Timer types, written as app code (this file
/// imports only `Animatic`).
@Suite struct StoryClockDispatchEdgeTests {
    // MARK: - Work items

    /// Apple, `DispatchWorkItem.cancel()`: future attempts to run a cancelled item return at
    /// once (`perform()` too: swift-corelibs-libdispatch skips the block); its notify work
    /// still runs, once.
    @Test func performingACancelledItemSkipsTheBlockButNotifiesOnce() throws {
        let log = Log()
        _ = try Story.record(size: size) { _ in
            let item = DispatchWorkItem { log.at("block") }
            item.notify(queue: .main) { log.at("notified") }
            item.cancel()
            #expect(item.isCancelled)
            item.perform()
            item.perform()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
            let again = DispatchWorkItem { log.at("again") }
            again.perform()
            again.perform()
            // Notify work given after the item ran is submitted at once.
            again.notify(queue: .main) { log.at("late notify") }
            #expect(again.wait(timeout: .now()) == .success)
            again.wait()   // it has run: no report
        }
        #expect(log.items == ["again@0", "again@0", "notified@0", "late notify@0"])
    }

    // MARK: - Deadlines

    @Test func aPastDeadlineRunsNowAfterWorkAlreadyDueAndNeverIsNever() throws {
        let log = Log()
        let story = try Story.record(size: size) { _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                DispatchQueue.main.async { log.at("async") }
                DispatchQueue.main.asyncAfter(deadline: .now() - 0.5) { log.at("past") }
                DispatchQueue.main.asyncAfter(deadline: .now() + .never) { log.at("never") }
                DispatchQueue.main.asyncAfter(deadline: .now() + .microseconds(1)) { log.at("1 µs") }
                log.at("body")
            }
        }
        #expect(log.items == ["body@1000000000", "async@1000000000", "past@1000000000", "1 µs@1000001000"])
        #expect(story.duration == 1.000001)
    }

    @Test func aDeadlineBeyondTheLatestStoryTimeIsReported() {
        do {
            _ = try Story.record(size: size) { _ in
                DispatchQueue.main.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: UInt64(Int64.max))) { }
            }
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("DispatchQueue.asyncAfter(deadline:)"))
            #expect("\(error)".contains("beyond the latest story time"))
        }
    }

    // MARK: - Timers

    @Test func timeIntervalIsZeroForAOneShotTimerAsFoundationReports() {
        #expect(Timer(timeInterval: 2, repeats: false) { _ in }.timeInterval == 0)
        #expect(Timer(timeInterval: 2, repeats: true) { _ in }.timeInterval == 2)
        #expect(Timer(timeInterval: -1, repeats: true) { _ in }.timeInterval == 0.0001)
    }

    /// Foundation sets a timer's fire date when it is made; added to the run loop after that
    /// date, it fires at once, then on its grid (a missed fire is made up once).
    @Test func aTimerAddedLateFiresAtOnceThenOnItsOwnGrid() throws {
        let log = Log()
        _ = try Story.record(size: size) { _ in
            var fires = 0
            let timer = Timer(timeInterval: 0.5, repeats: true) { timer in
                fires += 1
                log.at("tick")
                if fires == 3 { timer.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                RunLoop.main.add(timer, forMode: .default)
                RunLoop.main.add(timer, forMode: .common)   // added twice: still one schedule
            }
        }
        #expect(log.items == ["tick@1200000000", "tick@1500000000", "tick@2000000000"])
    }

    @Test func aFireDateReadOnTheRealClockIsRoundedToTheMillisecond() throws {
        let log = Log()
        _ = try Story.record(size: size) { _ in
            var fires = 0
            let timer = Timer(fire: Date().addingTimeInterval(0.5), interval: 0.2, repeats: true) { timer in
                fires += 1
                log.at("tick")
                if fires == 3 { timer.invalidate() }
            }
            RunLoop.main.add(timer, forMode: .common)
            let now = Timer(fire: Date(), interval: 0, repeats: false) { _ in log.at("now") }
            RunLoop.main.add(now, forMode: .common)
        }
        #expect(log.items == ["now@0", "tick@500000000", "tick@700000000", "tick@900000000"])
    }

    /// Setting `fireDate` moves the next fire; `Date.distantFuture` pauses the timer.
    @Test func settingTheFireDatePausesAndResumesATimer() throws {
        let log = Log()
        _ = try Story.record(size: size) { _ in
            var fires = 0
            let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                fires += 1
                log.at("tick")
                if fires == 4 { timer.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                #expect(abs(timer.fireDate!.timeIntervalSinceNow - 0.15) < 0.01)
                timer.fireDate = .distantFuture
                #expect(timer.fireDate == .distantFuture && timer.isValid)
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                timer.fireDate = Date().addingTimeInterval(0.3)
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                #expect(timer.fireDate == nil && !timer.isValid)
            }
        }
        #expect(log.items == ["tick@250000000", "tick@500000000", "tick@1300000000", "tick@1550000000"])
    }

    @Test func fireRunsARepeatingTimerWithoutMovingItsScheduleAndEndsAOneShot() throws {
        let log = Log()
        _ = try Story.record(size: size) { _ in
            var fires = 0
            let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                fires += 1
                log.at("tick")
                if fires == 3 { timer.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) { timer.fire() }
            let once = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in log.at("once") }
            once.fire()
            #expect(!once.isValid)
            once.fire()   // invalid: nothing
        }
        #expect(log.items == ["once@0", "tick@500000000", "tick@700000000", "tick@1000000000"])
    }

    // MARK: - Semaphores

    @Test func aSemaphoreWithAFreeSlotWorksAndABlockingWaitIsReported() {
        let log = Log()
        do {
            _ = try Story.record(size: size) { _ in
                let slots = DispatchSemaphore(value: 1)
                #expect(slots.wait(timeout: .now()) == .success)
                #expect(slots.wait(timeout: .now()) == .timedOut)   // a poll: no report
                #expect(slots.signal() == 0)
                slots.wait()
                log.at("took")
                let never = DispatchSemaphore(value: 0)
                DispatchQueue.main.async { never.signal() }
                #expect(never.wait(timeout: .now() + 1) == .timedOut)
                _ = DispatchSemaphore(value: -1)
            }
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.contains("DispatchSemaphore.wait(): waiting on the main thread for a signal would block the story"))
            #expect(text.contains("DispatchSemaphore(value:)"))
        }
        #expect(log.items == ["took@0"])
    }

    // MARK: - Outside a recording

    /// Outside a recording the types hand work to real Dispatch threads, and waits really wait.
    @Test func outsideARecordingWaitsReallyWait() {
        final class Flags: @unchecked Sendable {
            let lock = NSLock()
            var set: [String] = []
            func add(_ s: String) { lock.lock(); set.append(s); lock.unlock() }
            var all: [String] { lock.lock(); defer { lock.unlock() }; return set.sorted() }
        }
        let flags = Flags()
        let group = DispatchGroup()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { flags.add("late") }
        DispatchQueue.global().async(group: group) {
            Thread.sleep(forTimeInterval: 0.05)
            flags.add("grouped")
        }
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(flags.all.contains("grouped"))

        let item = DispatchWorkItem { flags.add("item") }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05, execute: item)
        item.wait()
        #expect(flags.all.contains("item"))

        let signal = DispatchSemaphore(value: 0)
        #expect(signal.wait(timeout: .now() + 0.02) == .timedOut)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { signal.signal() }
        #expect(signal.wait(timeout: .now() + 10) == .success)
        Thread.sleep(forTimeInterval: 0.1)
        #expect(flags.all == ["grouped", "item", "late"])
    }
}
