import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableCatchTests {
    @Test func catchGoesOnWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 9), .next(240, 2), .completed(250)])
        var caught: [String] = []
        let res = scheduler.start {
            xs.asObservable().catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }
        #expect(res.events == [.next(210, 1), .next(240, 2), .completed(250)])
        #expect(caught == ["test error"])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 250)])
    }

    @Test func catchWithoutAnErrorAndAThrowingHandler() {
        var events: [Event<Int>] = []
        _ = Observable.of(1).catch { _ in .just(2) }.subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).catch { _ in throw TestError(name: "again") }.subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).catchAndReturn(5).subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).catchErrorJustReturn(6).subscribe { events.append($0) }
        #expect(events == [.next(1), .completed, .error(TestError(name: "again")), .next(5), .completed, .next(6), .completed])
    }

    @Test func catchDisposedMidFlightDisposesTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().catch { _ in ys.asObservable() } }
        #expect(res.events.isEmpty)
        #expect(ys.subscriptions == [Subscription(210, 250)])
    }

    @Test func retryWhenResubscribesAtEachTriggerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let res = scheduler.start {
            xs.asObservable().retry { (errors: Observable<any Error>) in
                errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Int> in
                    count < 3 ? Observable<Int>.timer(.seconds(5), scheduler: scheduler) : Observable.error(TestError(name: "gave up"))
                }
            }
        }
        #expect(res.events == [.next(210, 1), .next(235, 1), .next(260, 1), .error(270, TestError(name: "gave up"))])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    @Test func retryWhenTriggerCompletionCompletesAndSynchronousTriggersLoopWithoutRecursion() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).retry(when: { (errors: Observable<TestError>) in errors.take(2) })
            .subscribe { events.append($0) }
        #expect(events == [.completed])
        var attempts = 0
        var result: [Event<Int>] = []
        _ = Observable<Int>.deferred {
            attempts += 1
            return attempts < 10_000 ? .error(testError) : .just(attempts)
        }.retry(when: { (errors: Observable<any Error>) in errors }).subscribe { result.append($0) }
        #expect(result == [.next(10_000), .completed])
    }

    @Test func retryWhenPassesErrorsOfAnotherTypeThrough() {
        struct Other: Error {}
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(Other()).retry(when: { (errors: Observable<TestError>) in errors }).subscribe { events.append($0) }
        #expect(events.count == 1 && events[0].error is Other)
    }
}

@Suite struct ObservableSwitchTests {
    @Test func switchLatestDropsThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(240, 10), .completed(260)])
        let outer = scheduler.createHotObservable([.next(210, a.asObservable()), .next(230, b.asObservable()), .completed(250)])
        let res = scheduler.start { outer.asObservable().switchLatest() }
        #expect(res.events == [.next(215, 1), .next(240, 10), .completed(260)])
        #expect(a.subscriptions == [Subscription(210, 230)])
        #expect(b.subscriptions == [Subscription(230, 260)])
    }

    @Test func switchLatestEdgeCases() {
        var events: [Event<Int>] = []
        _ = Observable<Observable<Int>>.empty().switchLatest().subscribe { events.append($0) }
        _ = Observable.of(Observable.of(1, 2), Observable.of(3)).switchLatest().subscribe { events.append($0) }
        _ = Observable.of(Observable<Int>.error(testError), Observable.of(3)).switchLatest().subscribe { events.append($0) }
        #expect(events == [.completed, .next(1), .next(2), .next(3), .completed, .error(testError)])
    }

    @Test func flatMapLatestMapsAndThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start {
            xs.asObservable().flatMapLatest { x -> Observable<Int> in
                if x == 3 { throw testError }
                return Observable<Int>.timer(.seconds(5), period: .seconds(5), scheduler: scheduler).map { x * 10 + $0 }
            }
        }
        #expect(res.events == [.next(215, 10), .next(225, 20), .error(230, testError)])
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(230, 3), .completed(232)])
        let res = scheduler.start {
            xs.asObservable().flatMapFirst { x in Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in x } }
        }
        #expect(res.events == [.next(220, 1), .next(240, 3), .completed(240)])
    }

    @Test func disposingMidFlightDisposesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createHotObservable([.next(300, 1)])
        let outer = scheduler.createHotObservable([.next(210, 0)])
        let res = scheduler.start(disposed: 250) { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
        #expect(res.events.isEmpty)
        #expect(inner.subscriptions == [Subscription(210, 250)])
        #expect(outer.subscriptions == [Subscription(200, 250)])
    }
}

@Suite struct ObservableCombiningTests {
    @Test func withLatestFromPairsWithTheOthersLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(220, 2), .next(240, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(235)])
        let res = scheduler.start { xs.asObservable().withLatestFrom(ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(220, "2a"), .next(240, "3b"), .completed(260)])
        #expect(ys.subscriptions == [Subscription(200, 235)])
        let plain = TestScheduler(initialClock: 0)
        let a = plain.createHotObservable([.next(220, 1), .completed(230)])
        let b = plain.createHotObservable([.next(210, "x")])
        #expect(plain.start { a.asObservable().withLatestFrom(b) }.events == [.next(220, "x"), .completed(230)])
    }

    @Test func withLatestFromErrorsOfEitherAndOfTheSelector() {
        var events: [Event<Int>] = []
        _ = Observable.of(1).withLatestFrom(Observable<Int>.error(testError)).subscribe { events.append($0) }
        _ = Observable.of(1).withLatestFrom(Observable.just(2)) { _, _ -> Int in throw testError }.subscribe { events.append($0) }
        // The other one is subscribed first, so a synchronous one is ready.
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(5)) { $0 + $1 }.subscribe { events.append($0) }
        #expect(events == [.error(testError), .error(testError), .next(6), .next(7), .completed])
    }

    @Test func sampleSendsOnlyNewElementsAndCompletesAtTheNextSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(255)])
        let ticks = scheduler.createHotObservable([.next(225, ()), .next(230, ()), .next(250, ()), .next(260, ()), .next(270, ())])
        let res = scheduler.start { xs.asObservable().sample(ticks) }
        #expect(res.events == [.next(225, 2), .next(250, 3), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 255)])
        #expect(ticks.subscriptions == [Subscription(200, 260)])
    }

    @Test func sampleDefaultValueErrorAndSamplerCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ticks = scheduler.createHotObservable([.next(220, ()), .next(230, ()), .completed(240)])
        let res = scheduler.start { xs.asObservable().sample(ticks, defaultValue: 0) }
        #expect(res.events == [.next(220, 1), .next(230, 0), .next(240, 0)])
        var events: [Event<Int>] = []
        _ = Observable<Int>.never().sample(Observable<Int>.error(testError)).subscribe { events.append($0) }
        #expect(events == [.error(testError)])
    }

    @Test func ambTakesTheFirstToSendAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { a.asObservable().amb(b) }
        #expect(res.events == [.next(210, 2), .next(230, 3), .completed(250)])
        #expect(a.subscriptions == [Subscription(200, 210)])
        let s = TestScheduler(initialClock: 0)
        let c = s.createHotObservable([.error(205, testError, Int.self)])
        let d = s.createHotObservable([.next(210, 1)])
        #expect(s.start { Observable.amb([c.asObservable(), d.asObservable()]) }.events == [.error(205, testError)])
        #expect(d.subscriptions == [Subscription(200, 205)])
    }

    @Test func ambEdgeCases() {
        var events: [Event<Int>] = []
        _ = Observable.amb([Observable.of(1), Observable.of(2)]).subscribe { events.append($0) }
        _ = Observable<Int>.amb([Observable<Int>]()).subscribe { events.append($0) }
        #expect(events == [.next(1), .completed])
    }
}

@Suite struct ObservableTimeOperatorTests {
    @Test func debounceSendsAfterAQuietPeriodAndFlushesAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .next(290, 4), .completed(300)])
        let res = scheduler.start { xs.asObservable().debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(235, 2), .next(260, 3), .next(300, 4), .completed(300)])
    }

    @Test func debounceErrorDropsTheWaitingElementAndDisposalCancels() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        #expect(scheduler.start { xs.asObservable().debounce(.seconds(20), scheduler: scheduler) }.events == [.error(220, testError)])
        let s = TestScheduler(initialClock: 0)
        let ys = s.createHotObservable([.next(210, 1)])
        let res = s.start(disposed: 220) { ys.asObservable().debounce(20, scheduler: s) }
        #expect(res.events.isEmpty)
        #expect(s.clockTime == 220)
    }

    @Test func throttleLatestSendsTheNewestAtTheEndOfThePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(218, 3), .next(250, 4), .completed(255)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(230, 3), .next(250, 4), .completed(255)])
    }

    @Test func throttleLatestCompletionWaitsForThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .completed(230)])
    }

    @Test func throttleWithoutLatestDropsElementsInsideThePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(230, 3), .next(235, 4), .completed(240)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(20), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(240)])
    }

    @Test func timeoutFailsWhenAGapIsTooLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(260, 3)])
        let res = scheduler.start { xs.asObservable().timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events.count == 3)
        #expect(Array(res.events.prefix(2)) == [.next(210, 1), .next(225, 2)])
        #expect(res.events[2].time == 245)
        #expect(res.events[2].value.error.map { "\($0)" } == "\(RxError.timeout)")
        #expect(xs.subscriptions == [Subscription(200, 245)])
    }

    @Test func timeoutSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let ys = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let res = scheduler.start { xs.asObservable().timeout(.seconds(20), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(235, 100), .completed(240)])
        #expect(ys.subscriptions == [Subscription(230, 240)])
    }

    @Test func timeoutCompletionOrErrorBeforeTheTimerWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let res = scheduler.start { xs.asObservable().timeout(10, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(215)])
        #expect(scheduler.clockTime == 1000)
    }

    @Test func bufferByCountAndByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(300)])
        let res = scheduler.start { xs.asObservable().buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }
        // Full at 220 (the period restarts), 270 by time, completion sends the rest.
        #expect(res.events == [.next(220, [1, 2]), .next(270, [3]), .next(300, [4]), .completed(300)])
    }

    @Test func bufferEmptyPeriodsErrorAndBadCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().buffer(timeSpan: .seconds(10), count: 5, scheduler: scheduler) }
        // The error at 230 was scheduled (at creation) before the timer for 230: it comes first.
        #expect(res.events == [.next(210, []), .next(220, []), .error(230, testError)])
        let context = recordStory { _ = Observable.of(1).buffer(timeSpan: .seconds(1), count: 0, scheduler: MainScheduler.instance).subscribe(onError: { _ in }) }
        #expect(context.failures.count == 1)
    }

    @Test func windowSplitsByCountAndTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(300)])
        var windows: [[Int]] = []
        let res = scheduler.start {
            xs.asObservable().window(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
                .enumerated().flatMap { index, window -> Observable<String> in
                    windows.append([])
                    return window.do(onNext: { windows[index].append($0) }).map { "\(index):\($0)" }
                }
        }
        // Window 0 is full at 220 (window 1 starts, its period too), window 1 ends by time at 270.
        #expect(res.events == [.next(210, "0:1"), .next(220, "0:2"), .next(230, "1:3"), .next(280, "2:4"), .completed(300)])
        #expect(windows == [[1, 2], [3], [4]])
    }
}

@Suite struct ObserveOnSubscribeOnTests {
    @Test func observeOnDeliversEachEventAsOneSchedulerStep() {
        var log: [String] = []
        let context = recordStory {
            _ = Observable.of(1, 2).observe(on: MainScheduler.instance)
                .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
            _ = MainScheduler.instance.scheduleNow { log.append("other") }
            log.append("subscribed")
        }
        #expect(log == ["subscribed", "1", "other", "2", "completed"])
        #expect(context.clock.now == .zero)
    }

    @Test func observeOnKeepsTimesOnTheStoryClockAndDisposalDropsTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let story = StoryScheduler(clock: scheduler.virtualClock)
        let res = scheduler.start { xs.asObservable().observe(on: story) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        var log: [Int] = []
        _ = recordStory {
            var subscription: (any Disposable)?
            subscription = Observable.of(1, 2, 3).observeOn(MainScheduler.instance)
                .subscribe(onNext: { log.append($0); subscription?.dispose() })
        }
        #expect(log == [1])
    }

    @Test func subscribeOnSubscribesAndDisposesThroughTheScheduler() {
        var log: [String] = []
        _ = recordStory {
            let source = Observable<Int>.never().do(onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
            let subscription = source.subscribe(on: MainScheduler.instance).subscribe()
            log.append("returned")
            _ = MainScheduler.instance.scheduleNow {
                log.append("disposing")
                subscription.dispose()
                log.append("disposed")
            }
        }
        #expect(log == ["returned", "subscribe", "disposing", "disposed", "dispose"])
    }

    @Test func subscribeOnDisposedBeforeTheActionNeverSubscribes() {
        var subscribed = false
        _ = recordStory {
            Observable<Int>.never().do(onSubscribe: { subscribed = true })
                .subscribeOn(MainScheduler.instance).subscribe().dispose()
        }
        #expect(!subscribed)
    }
}

@Suite struct MaybeTests {
    @Test func createReportsSuccessCompletionOrErrorOnce() {
        var log: [String] = []
        _ = Maybe<Int>.create { maybe in
            maybe(.success(1))
            maybe(.success(2))
            return Disposables.create { log.append("disposed") }
        }.subscribe(onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }.subscribe { event in
            if case .completed = event { log.append("empty") }
        }
        _ = Maybe<Int>.error(testError).subscribe { event in
            if case .error = event { log.append("failed") }
        }
        #expect(log == ["success 1", "disposed", "empty", "failed"])
    }

    @Test func justEmptyNeverAndOperators() {
        var log: [String] = []
        _ = Maybe.just(2).map { $0 * 10 }.subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe<Int>.empty().map { $0 * 10 }.subscribe(onSuccess: { _ in log.append("no") }, onCompleted: { log.append("empty") })
        _ = Maybe.just(3).filter { $0 > 5 }.subscribe(onCompleted: { log.append("filtered") })
        _ = Maybe.just(4).flatMap { Maybe.just($0 + 1) }.subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.just("x").compactMap { Int($0) }.subscribe(onCompleted: { log.append("compacted") })
        _ = Maybe<Int>.empty().ifEmpty(default: 9).subscribe(onSuccess: { log.append("default \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(8)).subscribe(onSuccess: { log.append("switched \($0)") })
        _ = Maybe<Int>.error(testError).catchAndReturn(7).subscribe(onSuccess: { log.append("caught \($0)") })
        _ = Maybe<Int>.never().subscribe(onSuccess: { _ in log.append("never") })
        #expect(log == ["20", "empty", "filtered", "5", "compacted", "default 9", "switched 8", "caught 7"])
    }

    @Test func asMaybeOfObservablesAndSingles() {
        var events: [String] = []
        let handle: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let x): events.append("success \(x)")
            case .error(let e): events.append("error \(e)")
            case .completed: events.append("completed")
            }
        }
        _ = Observable<Int>.empty().asMaybe().subscribe(handle)
        _ = Observable.of(1).asMaybe().subscribe(handle)
        _ = Observable.of(1, 2).asMaybe().subscribe(handle)
        _ = Single.just(3).asMaybe().subscribe(handle)
        _ = Single.just(4).filter { $0 < 0 }.subscribe(handle)
        #expect(events == ["completed", "success 1", "error \(RxError.moreThanOneElement)", "success 3", "completed"])
    }

    @Test func onTheClockWithAndThenAndDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.empty().delay(.seconds(10), scheduler: scheduler)
                .andThen(Maybe.just(1).delay(.seconds(5), scheduler: scheduler)).asObservable()
        }
        #expect(res.events == [.next(215, 1), .completed(216)])   // delay: one event per action
        var log: [String] = []
        _ = Maybe.just(1).do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }).asCompletable()
            .subscribe(onCompleted: { log.append("done") })
        #expect(log == ["next 1", "completed", "done"])
    }

    @Test func subscribeWithAndAnUnhandledError() {
        final class Owner { var seen: [Int] = [] }
        let owner = Owner()
        _ = Maybe.just(5).subscribe(with: owner, onSuccess: { o, x in o.seen.append(x) })
        #expect(owner.seen == [5])
        let context = recordStory { _ = Maybe<Int>.error(testError).subscribe(onSuccess: { _ in }) }
        #expect(context.failures.count == 1)
    }
}
