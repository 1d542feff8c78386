import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct SingleTests {
    // MARK: edge cases

    @Test func justErrorAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Single.just(1).asObservable() }.events == [.next(200, 1), .completed(200)])
        let failing = TestScheduler(initialClock: 0)
        #expect(failing.start { Single<Int>.error(testError).asObservable() }.events == [.error(200, testError)])
        let silent = TestScheduler(initialClock: 0)
        #expect(silent.start { Single<Int>.never().asObservable() }.events == [])
    }

    @Test func createSucceedsOnceAndDisposesItsWork() {
        var disposals = 0
        var results: [String] = []
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(testError))
            return Disposables.create { disposals += 1 }
        }
        _ = single.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { _ in results.append("failure") })
        _ = single.subscribe { result in results.append("\(result)") }
        #expect(results == ["success 1", "success(1)"])
        #expect(disposals == 2)
    }

    @Test func createFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { single in
                let work = scheduler.scheduleAt(230) { single(.failure(testError)) }
                return work
            }.asObservable()
        }
        #expect(res.events == [.error(230, testError)])
    }

    @Test func disposedBeforeTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        var cancelledAt: TestTime?
        let res = scheduler.start(disposed: 220) {
            Single<Int>.create { single in
                let work = scheduler.scheduleAt(250) { single(.success(5)) }
                return Disposables.create { cancelledAt = scheduler.clockTime; work.dispose() }
            }.asObservable()
        }
        #expect(res.events.isEmpty)
        #expect(cancelledAt == 220)
    }

    @Test func unhandledFailureIsReportedAndHandledOneIsNot() {
        var order: [String] = []
        let context = recordStory {
            _ = Single<Int>.error(testError).subscribe(onSuccess: { _ in order.append("success") }, onDisposed: { order.append("disposed") })
            _ = Single<Int>.error(testError).subscribe(onError: { _ in order.append("handled") })
        }
        #expect(order == ["disposed", "handled"])
        #expect(context.failures.count == 1)
        #expect(context.failures.first is UnhandledError)
    }

    @Test func handlersRunSuccessThenDisposed() {
        var order: [String] = []
        _ = Single.just(3).subscribe(onSuccess: { order.append("success \($0)") }, onDisposed: { order.append("disposed") })
        #expect(order == ["success 3", "disposed"])
        final class Owner { var total = 0 }
        let owner = Owner()
        _ = Single.just(4).subscribe(with: owner, onSuccess: { $0.total += $1 })
        #expect(owner.total == 4)
    }

    // MARK: asSingle

    @Test func asSingleWaitsForTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asObservable().asSingle().asObservable() }
        #expect(res.events == [.next(250, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asSingleOfAnEmptySequenceFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asObservable().asSingle().asObservable() }
        #expect(res.events == [.error(250, RxError.noElements)])
    }

    @Test func asSingleFailsAtTheSecondElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asObservable().asSingle().asObservable() }
        #expect(res.events == [.error(220, RxError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect("\(RxError.moreThanOneElement)" == "Sequence contains more than one element.")
    }

    @Test func asSinglePassesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().asSingle().asObservable() }
        #expect(res.events == [.error(220, testError)])
    }

    @Test func asSingleKeepsANilElement() {
        var result: Int?? = .none
        _ = Observable<Int?>.just(nil).asSingle().subscribe(onSuccess: { result = $0 })
        #expect(result == .some(nil))
    }

    // MARK: operators

    @Test func mapAndAThrowingMap() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Single.just(2).map { $0 * 10 }.asObservable() }.events == [.next(200, 20), .completed(200)])
        let failing = TestScheduler(initialClock: 0)
        let res = failing.start { Single.just(2).map { (_: Int) -> Int in throw testError }.asObservable() }
        #expect(res.events == [.error(200, testError)])
    }

    @Test func flatMapWaitsForTheInnerSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(30, "x"), .completed(30)])
        let res = scheduler.start {
            Single.just(1).delay(.seconds(10), scheduler: scheduler)
                .flatMap { n in inner.asObservable().map { "\($0)\(n)" }.asSingle() }
                .asObservable()
        }
        #expect(res.events == [.next(240, "x1"), .completed(240)])
        #expect(inner.subscriptions == [Subscription(210, 240)])
    }

    @Test func flatMapCompletableAndAsCompletable() {
        var events: [String] = []
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { events.append("a") })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { events.append("b") })
        #expect(events == ["a", "b"])
    }

    @Test func delayDeliversTheSuccessLaterAndTheFailureAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(25.0, scheduler: scheduler).asObservable() }
        #expect(res.events == [.next(225, 1), .completed(226)])   // delay: one event per action
        let failing = TestScheduler(initialClock: 0)
        let failed = failing.start { Single<Int>.error(testError).delay(.seconds(25), scheduler: failing).asObservable() }
        #expect(failed.events == [.error(200, testError)])
    }

    @Test func doSeesTheSuccess() {
        var order: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { order.append("on \($0)") }, afterSuccess: { order.append("after \($0)") })
            .subscribe(onSuccess: { order.append("subscriber \($0)") })
        #expect(order == ["on 1", "subscriber 1", "after 1"])
    }

    @Test func zipCombinesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(Single.just(1).delay(10.0, scheduler: scheduler), Single.just("a")) { "\($0)\($1)" }.asObservable()
        }
        #expect(res.events == [.next(210, "1a"), .completed(211)])   // delay: one event per action
        var pair: (Int, String)?
        _ = Single.zip(Single.just(2), Single.just("b")).subscribe(onSuccess: { pair = $0 })
        #expect(pair?.0 == 2 && pair?.1 == "b")
        var all: [Int]?
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { all = $0 })
        #expect(all == [1, 2])
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { all = $0 })
        #expect(all == [])
    }
}
