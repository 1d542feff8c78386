import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableGenerateTests {
    @Test func conditionFalseAtOnceCompletesWithoutElements() {
        var events: [Event<Int>] = []
        _ = Observable.generate(initialState: 5, condition: { $0 < 3 }, iterate: { $0 + 1 }).subscribe { events.append($0) }
        #expect(events == [.completed])
    }

    @Test func onTheTestSchedulerEachStepIsOneUnitLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        #expect(res.events == [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    @Test func iterateErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { value in
                if value == 1 { throw testError }
                return value + 1
            })
        }
        #expect(res.events == [.next(201, 0), .next(202, 1), .error(203, testError)])
    }

    @Test func conditionErrorEndsTheSequence() {
        var events: [Event<Int>] = []
        _ = Observable.generate(initialState: 0, condition: { _ in throw testError }, iterate: { $0 + 1 })
            .subscribe { events.append($0) }
        #expect(events == [.error(testError)])
    }

    @Test func disposingStopsTheLoop() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        #expect(res.events == [.next(201, 0), .next(202, 1)])
    }

    @Test func reentrantTakeStopsAnEndlessLoopOnTheTrampoline() {
        var events: [Event<Int>] = []
        _ = Observable.generate(initialState: 1, condition: { _ in true }, iterate: { $0 * 2 }).take(4)
            .subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .next(4), .next(8), .completed])
    }
}

@Suite struct ObservableGroupByTests {
    @Test func emptySourceCompletesWithoutGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asObservable().groupBy { $0 % 2 }.map { $0.key } }
        #expect(res.events == [.completed(250)])
    }

    @Test func groupsAreSentAtTheirFirstElementAndEachGetsItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(260),
        ])
        let res = scheduler.start {
            xs.asObservable().groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } }
        }
        #expect(res.events == [
            .next(210, 101), .next(220, 2), .next(230, 103), .next(240, 4), .next(250, 105), .completed(260),
        ])
    }

    @Test func keySelectorErrorEndsEveryGroupThenTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, -1)])
        let inner = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.asObservable()
                .groupBy { value -> Int in
                    if value < 0 { throw testError }
                    return value
                }
                .do(onNext: { group in _ = group.subscribe(inner) })
                .map { $0.key }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .error(230, testError)])
        #expect(inner.events == [.next(210, 1), .next(220, 2), .error(230, testError), .error(230, testError)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func theSourceStaysSubscribedWhileAGroupIsAfterTheOuterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(260, 1), .next(310, 1)])
        let inner = scheduler.createObserver(Int.self)
        var groupSubscription: (any Disposable)?
        _ = scheduler.scheduleAt(400) { groupSubscription?.dispose() }
        let res = scheduler.start(disposed: 250) {
            xs.asObservable().groupBy { $0 }
                .do(onNext: { group in groupSubscription = group.subscribe(inner) })
                .map { $0.key }
        }
        #expect(res.events == [.next(210, 1)])
        #expect(inner.events == [.next(210, 1), .next(220, 1), .next(260, 1), .next(310, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func disposingTheOuterWithNoGroupSubscribedUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().groupBy { $0 }.map { $0.key } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
