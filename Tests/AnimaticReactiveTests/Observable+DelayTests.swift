import Testing
@testable import AnimaticClock
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
        #expect(c.events == [.next(700, 1), .completed(701)])   // the completion one action later
        #expect(e.events == [.next(700, 1), .completed(701)])
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
        #expect(refused[2] == .interval(what: "delay", value: .never))
        #expect(refused[3] == .interval(what: "delay", value: .seconds(-1)))
        #expect(refused.map { "\($0)" } == ["delay must not be negative, got -0.5 s",
                                            "delay must be a finite number of seconds, got nan",
                                            "delay must be a finite time, got .never",
                                            "delay must not be negative, got .seconds(-1)"])
        #expect(context.failures.count == 4)
    }
}

/// `delay` on Animatic's own schedulers goes to the story clock directly (tokens, the first one
/// held inline); these pin that path: order, times, completion, errors and cancellation.
@Suite struct DelayOnTheStoryClockTests {
    static func at(_ seconds: Double) -> StoryTime { try! StoryTime(seconds: seconds) }

    /// Events of `subject` delayed by 1 s on `scheduler`, as "value@seconds"; `dispose` at the
    /// given time disposes the subscription.
    func run(_ sends: [(Double, Int?)], dispose: Double? = nil, error: Double? = nil,
             scheduler makeScheduler: (VirtualClock) -> any SchedulerType) -> (log: [String], clock: VirtualClock) {
        let clock = VirtualClock()
        let subject = PublishSubject<Int>()
        var log: [String] = []
        func stamp() -> String { String(Double(clock.now.ticks) / 1e9) }
        let subscription = subject.delay(.seconds(1), scheduler: makeScheduler(clock)).subscribe(
            onNext: { log.append("\($0)@\(stamp())") },
            onError: { _ in log.append("error@\(stamp())") },
            onCompleted: { log.append("completed@\(stamp())") })
        for (time, value) in sends {
            clock.schedule(at: Self.at(time)) {
                if let value { subject.onNext(value) } else { subject.onCompleted() }
            }
        }
        if let error { clock.schedule(at: Self.at(error)) { subject.onError(testError) } }
        if let dispose { clock.schedule(at: Self.at(dispose)) { subscription.dispose() } }
        clock.run(until: .maximum)
        return (log, clock)
    }

    /// Scheduler 0: a StoryScheduler; 1: MainScheduler made inside a story (its clock).
    static func scheduler(_ kind: Int) -> (VirtualClock) -> any SchedulerType {
        if kind == 0 { return { StoryScheduler(clock: $0) } }
        return { clock in StoryContext(clock: clock).bind { MainScheduler.instance } }
    }

    @Test(arguments: 0..<2) func severalWaitingEventsArriveInOrderOneSecondLater(scheduler: Int) {
        // 1, 2, 3 wait together (one pending action, the next scheduled at each delivery); 4 arrives while
        // 2 and 3 still wait; 5 and the completion after everything drained.
        let (log, _) = run([(0.1, 1), (0.2, 2), (0.3, 3), (1.15, 4), (2.5, 5), (2.6, nil)],
                           scheduler: Self.scheduler(scheduler))
        #expect(log == ["1@1.1", "2@1.2", "3@1.3", "4@2.15", "5@3.5", "completed@3.6"])
    }

    @Test(arguments: 0..<2) func disposingCancelsEveryWaitingDelivery(scheduler: Int) {
        let (log, clock) = run([(0.1, 1), (1.15, 2), (1.2, 3), (1.3, 4), (1.4, nil)], dispose: 1.5,
                               scheduler: Self.scheduler(scheduler))
        #expect(log == ["1@1.1"])
        // The cancelled deliveries (2.15 ... 2.4) never ran, so the clock stopped at the dispose.
        #expect(clock.now == Self.at(1.5))
        #expect(clock.pendingCount == 0)
    }

    @Test(arguments: 0..<2) func anErrorArrivesAtOnceAndDropsTheWaitingEvents(scheduler: Int) {
        let (log, clock) = run([(0.1, 1), (0.2, 2), (1.15, 3)], error: 1.16, scheduler: Self.scheduler(scheduler))
        // 2 (due at 1.2) and 3 (due at 2.15) were still waiting: dropped, their deliveries
        // cancelled, so the clock stopped at the error.
        #expect(log == ["1@1.1", "error@1.16"])
        #expect(clock.now == Self.at(1.16))
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
                .subscribe(onCompleted: { end = MainScheduler.instance.storyNow.seconds })
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
