import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableCreateTests {
    @Test func closureRunsOncePerSubscriptionWhenSubscribed() {
        var runs = 0
        let source = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            return Disposables.create()
        }
        #expect(runs == 0)
        var seen: [Int] = []
        let a = source.subscribe(onNext: { seen.append($0) })
        let b = source.subscribe(onNext: { seen.append($0) })
        #expect(runs == 2)
        #expect(seen == [1, 2])
        a.dispose()
        b.dispose()
    }

    @Test func disposableRunsWhenTheSubscriberDisposesAndOnlyOnce() {
        var disposals = 0
        let source = Observable<Int>.create { _ in Disposables.create { disposals += 1 } }
        let subscription = source.subscribe()
        #expect(disposals == 0)
        subscription.dispose()
        subscription.dispose()
        #expect(disposals == 1)
    }

    @Test func disposableRunsRightAfterATerminalEvent() {
        var order: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { order.append("disposed") }
        }
        _ = source.subscribe(onCompleted: { order.append("completed") }, onDisposed: { order.append("onDisposed") })
        #expect(order == ["completed", "onDisposed", "disposed"])
    }

    @Test func nothingPassesAfterTheTerminalEvent() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(testError)
            observer.onCompleted()
            return Disposables.create()
        }.subscribe { events.append($0) }
        #expect(events == [.next(1), .completed])
    }

    @Test func eventsAfterDisposeAreIgnored() {
        var kept: AnyObserver<Int>?
        var seen: [Int] = []
        let subscription = Observable<Int>.create { observer in
            kept = observer
            return Disposables.create()
        }.subscribe(onNext: { seen.append($0) })
        kept?.onNext(1)
        subscription.dispose()
        kept?.onNext(2)
        kept?.on(.completed)
        #expect(seen == [1])
    }

    @Test func createdSequenceOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let a = scheduler.scheduleAt(210) { observer.onNext(1) }
                let b = scheduler.scheduleAt(250) { observer.onCompleted() }
                return Disposables.create { a.dispose(); b.dispose(); disposedAt = scheduler.clockTime }
            }
        }
        #expect(res.events == [.next(210, 1), .completed(250)])
        #expect(disposedAt == 250)
    }
}
