import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableMergeTests {
    @Test func emptyListCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        #expect(res.events == [.completed(200)])
    }

    @Test func interleavesAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    @Test func anErrorDisposesEveryOtherSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .error(230, testError)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(500)])
        let res = scheduler.start(disposed: 300) { Observable.merge(xs.asObservable(), ys.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func flatMapSubscribesEachInnerAsItsElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        var inners: [TestableObservable<Int>] = []
        let res = scheduler.start {
            outer.asObservable().flatMap { value -> Observable<Int> in
                let inner = scheduler.createColdObservable([.next(5, value * 10), .next(40, value * 100), .completed(50)])
                inners.append(inner)
                return inner.asObservable()
            }
        }
        #expect(res.events == [
            .next(215, 10), .next(245, 20), .next(250, 100), .next(280, 200), .completed(290),
        ])
        #expect(inners.map(\.subscriptions) == [[Subscription(210, 260)], [Subscription(240, 290)]])
        #expect(outer.subscriptions == [Subscription(200, 250)])
    }

    @Test func flatMapWaitsForTheOuterToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { outer.asObservable().flatMap { Observable.just($0) } }
        #expect(res.events == [.next(210, 1), .completed(300)])
    }

    @Test func flatMapSelectorErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            outer.asObservable().flatMap { value -> Observable<Int> in
                if value == 2 { throw testError }
                return .never()
            }
        }
        #expect(res.events == [.error(220, testError)])
        #expect(outer.subscriptions == [Subscription(200, 220)])
    }

    @Test func mergeOfAnObservableOfObservables() {
        var seen: [Int] = []
        var completed = false
        _ = Observable.of(Observable.of(1, 2), Observable.just(3)).merge()
            .subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
        #expect(seen == [1, 2, 3])
        #expect(completed)
    }

    @Test func manyInnersFinishingInAnyOrderLeaveNothingBehind() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        var completedAt: StoryTime?
        var disposals = 0
        let sources = (0..<1000).map { i in
            Observable<Int>.create { observer in
                let d = scheduler.scheduleAfter(StoryTime(ticks: Int64((i * 7919) % 1000))) { observer.onNext(i); observer.onCompleted() }
                return Disposables.create { d.dispose(); disposals += 1 }
            }
        }
        var count = 0
        _ = Observable.merge(sources).subscribe(onNext: { _ in count += 1 }, onCompleted: { completedAt = clock.now })
        clock.run(until: .maximum)
        #expect(count == 1000)
        #expect(disposals == 1000)
        #expect(completedAt?.ticks == 999)
    }
}

@Suite struct ObservableConcatMapTests {
    @Test func innersRunOneAfterAnotherInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            outer.asObservable().concatMap { value in
                Observable.just(value).delay(.seconds(30), scheduler: scheduler)
            }
        }
        // RxTest's timing (work scheduled "now" runs one tick later) with delay's one event per action.
        #expect(res.events == [.next(240, 1), .next(271, 2), .completed(272)])
    }

    @Test func synchronousInnersAndErrors() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).concatMap { value -> Observable<Int> in
            if value == 3 { return .error(testError) }
            return .of(value, value)
        }.subscribe { events.append($0) }
        #expect(events == [.next(1), .next(1), .next(2), .next(2), .error(testError)])
    }

    @Test func concatOfAnObservableOfObservables() {
        var seen: [Int] = []
        _ = Observable.of(Observable.of(1, 2), Observable.just(3)).concat().subscribe(onNext: { seen.append($0) })
        #expect(seen == [1, 2, 3])
    }
}
