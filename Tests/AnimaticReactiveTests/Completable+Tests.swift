import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// Only the time and kind of each event: a completable's events carry no element.
private func marbles(_ events: [Recorded<Event<Never>>]) -> [String] {
    events.map { recorded in
        switch recorded.value {
        case .completed: return "completed@\(recorded.time)"
        case .error(let error): return "error(\(error))@\(recorded.time)"
        }
    }
}

@Suite struct CompletableTests {
    // MARK: edge cases

    @Test func emptyNeverAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(marbles(scheduler.start { Completable.empty().asObservable() }.events) == ["completed@200"])
        #expect(marbles(scheduler.start { Completable.never().asObservable() }.events) == [])
        let failed = TestScheduler(initialClock: 0)
        #expect(marbles(failed.start { Completable.error(testError).asObservable() }.events) == ["error(test error)@200"])
    }

    @Test func createRunsPerSubscriptionAndOnlyTheFirstEventCounts() {
        var subscriptions = 0, disposals = 0
        var events: [String] = []
        let completable = Completable.create { completable in
            subscriptions += 1
            completable(.completed)
            completable(.error(testError))
            completable(.completed)
            return Disposables.create { disposals += 1 }
        }
        _ = completable.subscribe(onCompleted: { events.append("completed") }, onError: { _ in events.append("error") })
        _ = completable.subscribe { event in events.append("\(event)") }
        #expect(events == ["completed", "completed"])
        #expect(subscriptions == 2 && disposals == 2)
    }

    @Test func createError() {
        var received: [String] = []
        _ = Completable.create { completable in
            completable(.error(testError))
            return Disposables.create()
        }.subscribe(onCompleted: { received.append("completed") }, onError: { received.append("error \($0)") })
        #expect(received == ["error test error"])
    }

    @Test func disposedBeforeTheEndCancelsTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var cancelledAt: TestTime?
        let res = scheduler.start(disposed: 230) {
            Completable.create { completable in
                let work = scheduler.scheduleAt(250) { completable(.completed) }
                return Disposables.create { cancelledAt = scheduler.clockTime; work.dispose() }
            }.asObservable()
        }
        #expect(res.events.isEmpty)
        #expect(cancelledAt == 230)
    }

    @Test func aCallAfterDisposalIsIgnored() {
        var kept: Completable.CompletableObserver?
        var events: [String] = []
        let subscription = Completable.create { completable in
            kept = completable
            return Disposables.create()
        }.subscribe(onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
        subscription.dispose()
        kept?(.completed)
        #expect(events == ["disposed"])
    }

    @Test func unhandledErrorIsReportedToTheStory() {
        var disposed = false
        let context = recordStory {
            _ = Completable.error(testError).subscribe(onDisposed: { disposed = true })
        }
        #expect(disposed)
        #expect(context.failures.count == 1)
        #expect(context.failures.first is UnhandledError)
    }

    @Test func handlersRunCompletedThenDisposed() {
        var order: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { order.append("completed") }, onError: { _ in order.append("error") },
            onDisposed: { order.append("disposed") })
        #expect(order == ["completed", "disposed"])
    }

    @Test func subscribeWithAnObjectStopsOnceTheObjectIsGone() {
        final class Owner { var completions = 0 }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Never>()
        let completable = subject.asCompletable()
        _ = completable.subscribe(with: owner!, onCompleted: { $0.completions += 1 })
        weak let weakOwner = owner
        owner = nil
        subject.onCompleted()
        #expect(weakOwner == nil)
        let kept = Owner()
        _ = Completable.empty().subscribe(with: kept, onCompleted: { $0.completions += 1 })
        #expect(kept.completions == 1)
    }

    // MARK: conversions

    @Test func asCompletableDropsTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asObservable().asCompletable().asObservable() }
        #expect(marbles(res.events) == ["completed@250"])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asCompletablePassesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().ignoreElements().asCompletable().asObservable() }
        #expect(marbles(res.events) == ["error(test error)@230"])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    // MARK: andThen

    @Test func andThenSubscribesTheSecondWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(20, Never.self)])
        let second = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()).asObservable() }
        #expect(marbles(res.events) == ["completed@250"])
        #expect(first.subscriptions == [Subscription(200, 220)])
        #expect(second.subscriptions == [Subscription(220, 250)])
    }

    @Test func andThenSkipsTheSecondAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, testError, Never.self)])
        let second = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()).asObservable() }
        #expect(marbles(res.events) == ["error(test error)@210"])
        #expect(second.subscriptions.isEmpty)
    }

    @Test func andThenDisposedDuringTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(20, Never.self)])
        let second = scheduler.createColdObservable([.completed(100, Never.self)])
        let res = scheduler.start(disposed: 260) { first.asCompletable().andThen(second.asCompletable()).asObservable() }
        #expect(res.events.isEmpty)
        #expect(second.subscriptions == [Subscription(220, 260)])
    }

    @Test func andThenAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(20, Never.self)])
        let second = scheduler.createColdObservable([.next(5, "a"), .next(10, "b"), .completed(15)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        #expect(res.events == [.next(225, "a"), .next(230, "b"), .completed(235)])
    }

    @Test func andThenASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start {
            first.asCompletable().andThen(Single.just(7).delay(.seconds(5), scheduler: scheduler)).asObservable()
        }
        #expect(res.events == [.next(225, 7), .completed(226)])   // delay: one event per action
    }

    // MARK: concat, zip, merge

    @Test func concatRunsOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let c = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.concat([a.asCompletable(), b.asCompletable(), c.asCompletable()]).asObservable() }
        #expect(marbles(res.events) == ["completed@260"])
        #expect(a.subscriptions == [Subscription(200, 210)])
        #expect(b.subscriptions == [Subscription(210, 230)])
        #expect(c.subscriptions == [Subscription(230, 260)])
    }

    @Test func concatVariadicSequenceAndInstanceForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let variadic = scheduler.start { Completable.concat(a.asCompletable(), b.asCompletable()).asObservable() }
        #expect(marbles(variadic.events) == ["completed@230"])
        let other = TestScheduler(initialClock: 0)
        let c = other.createColdObservable([.completed(10, Never.self)])
        let lazy = other.start { Completable.concat((0..<3).lazy.map { _ in c.asCompletable() }).asObservable() }
        #expect(marbles(lazy.events) == ["completed@230"])
        let third = TestScheduler(initialClock: 0)
        let d = third.createColdObservable([.completed(10, Never.self)])
        let instance = third.start { d.asCompletable().concat(d.asCompletable()).asObservable() }
        #expect(marbles(instance.events) == ["completed@220"])
    }

    @Test func concatStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.error(10, testError, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.concat([a.asCompletable(), b.asCompletable()]).asObservable() }
        #expect(marbles(res.events) == ["error(test error)@210"])
        #expect(b.subscriptions.isEmpty)
        #expect(marbles(TestScheduler().start { Completable.concat([Completable]()).asObservable() }.events) == ["completed@200"])
    }

    @Test func zipAndMergeRunTogetherAndEndWithTheLast() {
        for make in [{ (sources: [Completable]) in Completable.zip(sources) }, { Completable.merge($0) }] {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.completed(10, Never.self)])
            let b = scheduler.createColdObservable([.completed(40, Never.self)])
            let res = scheduler.start { make([a.asCompletable(), b.asCompletable()]).asObservable() }
            #expect(marbles(res.events) == ["completed@240"])
            #expect(a.subscriptions == [Subscription(200, 210)])
            #expect(b.subscriptions == [Subscription(200, 240)])
        }
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.error(10, testError, Never.self)])
        let b = scheduler.createColdObservable([.completed(40, Never.self)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }
        #expect(marbles(res.events) == ["error(test error)@210"])
        #expect(b.subscriptions == [Subscription(200, 210)])
        let variadic = TestScheduler().start { Completable.merge(.empty(), .empty()).asObservable() }
        #expect(marbles(variadic.events) == ["completed@200"])
    }

    // MARK: time and side effects

    @Test func delayAndDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20, Never.self)])
        let delayed = scheduler.start { xs.asCompletable().delay(.seconds(30), scheduler: scheduler).asObservable() }
        #expect(marbles(delayed.events) == ["completed@250"])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.completed(20, Never.self)])
        let late = other.start { ys.asCompletable().delaySubscription(30.0, scheduler: other).asObservable() }
        #expect(marbles(late.events) == ["completed@250"])
        #expect(ys.subscriptions == [Subscription(230, 250)])
    }

    @Test func delayRefusesANegativeTime() {
        var events: [String] = []
        let context = recordStory {
            _ = Completable.empty().delay(-1, scheduler: MainScheduler.instance)
                .subscribe(onCompleted: { events.append("completed") }, onError: { _ in events.append("error") })
        }
        #expect(events == ["error"])
        #expect(context.failures.count == 1)
    }

    @Test func doRunsTheSideEffectsInOrder() {
        var order: [String] = []
        _ = Completable.empty()
            .do(onCompleted: { order.append("onCompleted") }, afterCompleted: { order.append("afterCompleted") },
                onSubscribe: { order.append("onSubscribe") }, onSubscribed: { order.append("onSubscribed") },
                onDispose: { order.append("onDispose") })
            .subscribe(onCompleted: { order.append("subscriber") })
        #expect(order == ["onSubscribe", "onCompleted", "subscriber", "afterCompleted", "onSubscribed", "onDispose"])
    }

    @Test func disposedByABag() {
        var disposed = false
        var bag: DisposeBag? = DisposeBag()
        Completable.never().subscribe(onDisposed: { disposed = true }).disposed(by: bag!)
        #expect(!disposed)
        bag = nil
        #expect(disposed)
    }

    @Test func retryAndDeferred() {
        var attempts = 0
        var completed = false
        _ = Completable.deferred {
            attempts += 1
            return attempts < 3 ? Completable.error(testError) : Completable.empty()
        }.retry(3).subscribe(onCompleted: { completed = true })
        #expect(attempts == 3 && completed)
    }
}
