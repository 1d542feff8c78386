import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// A subscription whose disposable is thrown away (`_ = source.subscribe(...)`) still runs to
/// its end, as in RxSwift: nothing but the source while it runs and the operators' own scheduled work keeps
/// it alive then. RxSwift's time operators keep their sink in the scheduled action (their
/// `scheduleRelative` closures capture the sink strongly; Throttle.swift, Debounce.swift).
@Suite struct DiscardedSubscriptionTests {
    /// `throttle` with `latest: true` owes the newest element and the completion at the end of
    /// the period, after the source has completed and let go of the subscription.
    @Test func throttleDeliversItsPendingElementAndCompletionAfterTheSourceLetsGo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PublishSubject<Int>()
        _ = scheduler.scheduleAt(500) { xs.onNext(3) }
        _ = scheduler.scheduleAt(550) { xs.onNext(4) }
        _ = scheduler.scheduleAt(560) { xs.onCompleted() }
        var seen: [String] = []
        _ = scheduler.scheduleAt(200) {
            _ = xs.throttle(.seconds(100), scheduler: scheduler).subscribe(
                onNext: { seen.append("\($0)@\(scheduler.clockTime)") },
                onCompleted: { seen.append("completed@\(scheduler.clockTime)") })
        }
        scheduler.start()
        #expect(seen == ["3@500", "4@600", "completed@600"])
    }

    /// `debounce` hands on its waiting element when the source completes.
    @Test func debounceDeliversAfterItsDueTimeWithNobodyHoldingTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PublishSubject<Int>()
        _ = scheduler.scheduleAt(300) { xs.onNext(1) }
        _ = scheduler.scheduleAt(310) { xs.onNext(2); xs.onCompleted() }
        var seen: [String] = []
        _ = scheduler.scheduleAt(200) {
            _ = xs.debounce(.seconds(50), scheduler: scheduler).subscribe(
                onNext: { seen.append("\($0)@\(scheduler.clockTime)") })
        }
        scheduler.start()
        // RxSwift's Debounce forwards the waiting element at once when the source completes.
        #expect(seen == ["2@310"])
    }

    /// `delay` delivers what it holds, completion included, after the source let go.
    @Test func delayDeliversWhatItHoldsAfterTheSourceLetsGo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PublishSubject<Int>()
        _ = scheduler.scheduleAt(300) { xs.onNext(1) }
        _ = scheduler.scheduleAt(310) { xs.onCompleted() }
        var seen: [String] = []
        _ = scheduler.scheduleAt(200) {
            _ = xs.delay(.seconds(100), scheduler: scheduler).subscribe(
                onNext: { seen.append("\($0)@\(scheduler.clockTime)") },
                onCompleted: { seen.append("completed@\(scheduler.clockTime)") })
        }
        scheduler.start()
        #expect(seen == ["1@400", "completed@410"])
    }
}
