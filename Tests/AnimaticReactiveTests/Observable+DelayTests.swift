import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableDelayTests {
    @Test func emptySourceCompletesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().delay(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.completed(250)])
    }

    @Test func subscribesImmediatelyAndShiftsNextAndCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable().delay(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(240, 1), .next(250, 2), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorsAreForwardedImmediatelyAndDropWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().delay(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.error(225, testError)])
    }

    @Test func disposingCancelsWaitingDeliveriesWithoutAdvancingTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start(disposed: 245) { xs.asObservable().delay(.seconds(300), scheduler: scheduler) }
        #expect(res.events.isEmpty)
        #expect(scheduler.clockTime == 245)   // the cancelled deliveries at 510.. never ran
    }

    @Test func secondsAndDispatchIntervalsAgree() {
        let scheduler = TestScheduler(initialClock: 0)
        let seconds: Double = 0.5
        let a = scheduler.start { Observable.just(1).delay(0.5, scheduler: scheduler) }
        let b = TestScheduler(initialClock: 0, resolution: StoryTime(ticks: 1_000_000))   // milliseconds
        let c = b.start { Observable.just(1).delay(.milliseconds(500), scheduler: b) }
        let d = TestScheduler(initialClock: 0, resolution: StoryTime(ticks: 1_000_000))
        let e = d.start { Observable.just(1).delay(seconds, scheduler: d) }
        #expect(a.events.count == 2)
        #expect(c.events == [.next(700, 1), .completed(700)])
        #expect(e.events == [.next(700, 1), .completed(700)])
    }

    @Test func sameTimeDeliveriesKeepTheirOrderAcrossSinks() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        var order: [String] = []
        _ = Observable.just("a").delay(.seconds(1), scheduler: scheduler).subscribe(onNext: { order.append($0) })
        _ = Observable.just("b").delay(.seconds(1), scheduler: scheduler).subscribe(onNext: { order.append($0) })
        clock.schedule(after: StoryTime(ticks: 1_000_000_000)) { order.append("clock") }
        clock.run(until: .maximum)
        #expect(order == ["a", "b", "clock"])
    }

    @Test func badTimesAreErrorsAndReports() {
        var errors: [any Error] = []
        let context = recordStory {
            _ = Observable.just(1).delay(-0.5, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable.just(1).delay(.nan, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable.just(1).delay(.never, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable.just(1).delay(.seconds(-1), scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
        }
        let refused = errors.compactMap { $0 as? StoryTimeError }
        #expect(refused.count == 4)
        #expect(refused[0] == .negative(what: "delay", value: -0.5))
        #expect(refused[2] == .notFinite(what: "delay", value: .infinity))
        #expect(refused[3] == .negative(what: "delay", value: -1))
        #expect(context.failures.count == 4)
    }
}

@Suite struct ObservableDelaySubscriptionTests {
    @Test func subscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.asObservable().delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(240, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(230, 250)])
    }

    @Test func disposingBeforeTheDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start(disposed: 220) { xs.asObservable().delaySubscription(30, scheduler: scheduler) }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions.isEmpty)
        #expect(scheduler.clockTime == 220)
    }

    @Test func shiftDelaySubscriptionMovesFromOneToOneAndAHalf() {
        let stage = FakeStage()
        var end: Double?
        _ = recordStory {
            let shift = Observable<Void>.create { observer in
                stage.animate("shift", withDuration: 0.5) { _ in observer.onNext(()); observer.onCompleted() }
                return Disposables.create()
            }
            _ = shift.delaySubscription(1, scheduler: MainScheduler.instance)
                .subscribe(onCompleted: { end = MainScheduler.instance.now.seconds })
        }
        #expect(stage.starts("shift") == [1])
        #expect(end == 1.5)
    }

    @Test func badTimeIsAnErrorAndAReport() {
        var events: [Event<Int>] = []
        let context = recordStory {
            _ = Observable.just(1).delaySubscription(-1, scheduler: MainScheduler.instance).subscribe { events.append($0) }
        }
        #expect(events == [.error(StoryTimeError.negative(what: "delaySubscription", value: -1))])
        #expect(context.failures.count == 1)
    }
}
