import Testing
@testable import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// Behaviour RxSwift's own tests pin down, each checked against the RxSwift source it cites.
@Suite struct ConformanceTests {
    // CombineLatest+Collection.swift: an empty collection sends resultSelector([]), then completes.
    @Test func combineLatestOfAnEmptyCollectionSendsTheSelectorsValueThenCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.combineLatest([Observable<Int>]()) { $0.count + 42 }.subscribe { events.append($0) }
        #expect(events == [.next(42), .completed])
        var arrays: [Event<[Int]>] = []
        _ = Observable.combineLatest([Observable<Int>]()).subscribe { arrays.append($0) }
        #expect(arrays == [.next([]), .completed])
        var failed: [Event<Int>] = []
        _ = Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw testError }.subscribe { failed.append($0) }
        #expect(failed == [.error(testError)])
    }

    // Zip+Collection.swift: an element that can never be paired ends the sequence.
    @Test func collectionZipCompletesWhenAnElementCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(500)])
        let res = scheduler.start { Observable.zip([a.asObservable(), b.asObservable()]) }
        #expect(res.events == [.next(230, [1, 10]), .completed(240)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(200, 240)])
    }

    @Test func collectionZipWaitsWhileTheCompletedSourceStillHasBufferedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(220)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .next(250, 30), .completed(500)])
        let res = scheduler.start { Observable.zip([a.asObservable(), b.asObservable()]) }
        #expect(res.events == [.next(230, [1, 10]), .next(240, [2, 20]), .completed(250)])
    }

    @Test func twoSourceZipStillWaitsForEveryCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(500)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        #expect(res.events == [.next(230, 11), .completed(500)])
    }

    // Delay.swift: one event per scheduler action; the next one is scheduled when one is sent.
    @Test func delayDeliversAnElementAndTheCompletionSentTogetherAtTwoSchedulerSteps() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        var order: [String] = []
        _ = Observable.just("a").delay(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { order.append($0) }, onCompleted: { order.append("completed") })
        clock.schedule(after: StoryTime(ticks: 1_000_000_000)) { order.append("other action") }
        clock.run(until: .maximum)
        #expect(order == ["a", "other action", "completed"])
        #expect(clock.now.ticks == 1_000_000_000)
    }

    @Test func delayKeepsTheGapsBetweenEventsAndDisposesTheSourceWhenItEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(310, 1), .next(315, 2), .next(340, 3), .completed(350)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func delayDisposedBetweenTwoDeliveriesSendsNoMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start(disposed: 315) { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(310, 1)])
        #expect(scheduler.clockTime == 315)
    }

    // Observable+TimerTests.swift, testInterval_TimeSpan_Zero: a zero period is allowed.
    @Test func intervalWithAZeroPeriodTicksOncePerSchedulerStep() {
        var ticks: [Int] = []
        var other: [Int] = []
        let context = recordStory {
            _ = Observable<Int>.interval(0, scheduler: MainScheduler.instance).take(4)
                .subscribe(onNext: { ticks.append($0) })
            _ = Observable<Int>.interval(.seconds(0), scheduler: MainScheduler.instance)
                .take(while: { $0 < 2 }).subscribe(onNext: { other.append($0) })
        }
        #expect(ticks == [0, 1, 2, 3])
        #expect(other == [0, 1])
        #expect(context.failures.isEmpty)
        #expect(context.clock.now == .zero)
    }

    @Test func aZeroPeriodIntervalNobodyStopsFailsInsteadOfHanging() {
        var error: (any Error)?
        var count = 0
        let context = recordStory {
            _ = Observable<Int>.interval(0, scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in count += 1 }, onError: { error = $0 })
        }
        #expect(count == 100_000)
        #expect((error as? ReactiveArgumentError)?.operatorName == "interval")
        #expect(context.failures.count == 1)
    }
}
