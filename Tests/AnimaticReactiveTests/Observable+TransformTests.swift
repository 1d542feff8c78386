import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableTransformTests {
    @Test func compactMapDropsNilAndEndsOnAThrow() {
        var events: [Event<Int>] = []
        _ = Observable.of("1", "x", "3", "boom", "5").compactMap { text -> Int? in
            if text == "boom" { throw testError }
            return Int(text)
        }.subscribe { events.append($0) }
        #expect(events == [.next(1), .next(3), .error(testError)])
        var empty: [Event<Int>] = []
        _ = Observable<String>.empty().compactMap { Int($0) }.subscribe { empty.append($0) }
        #expect(empty == [.completed])
    }

    @Test func enumeratedCountsFromZeroPerSubscription() {
        let source = Observable.of("a", "b").enumerated().map { "\($0.index)\($0.element)" }
        var first: [String] = [], second: [String] = []
        _ = source.subscribe(onNext: { first.append($0) })
        _ = source.subscribe(onNext: { second.append($0) })
        #expect(first == ["0a", "1b"])
        #expect(second == ["0a", "1b"])
    }

    @Test func scanSendsEachIntermediateResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.asObservable().scan(10, accumulator: +) }
        #expect(res.events == [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
        var into: [[Int]] = []
        _ = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { into.append($0) })
        #expect(into == [[1], [1, 2]])
    }

    @Test func scanEmptyErrorAndThrowingAccumulator() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().scan(0, accumulator: +).subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).scan(0, accumulator: +).subscribe { events.append($0) }
        _ = Observable.of(1, 2, 3).scan(0) { acc, x in
            if x == 2 { throw testError }
            return acc + x
        }.subscribe { events.append($0) }
        #expect(events == [.completed, .error(testError), .next(1), .error(testError)])
    }

    @Test func reduceSendsTheResultAtTheCompletionAndSeedWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asObservable().reduce(0, accumulator: +) }
        #expect(res.events == [.next(250, 3), .completed(250)])
        var events: [Event<String>] = []
        _ = Observable<Int>.empty().reduce(5, accumulator: +, mapResult: { "\($0)" }).subscribe { events.append($0) }
        _ = Observable.of(1, 2).reduce(0, accumulator: +, mapResult: { _ -> String in throw testError }).subscribe { events.append($0) }
        _ = Observable.of("a", "b").reduce(into: "") { $0 += $1 }.subscribe { events.append($0) }
        #expect(events == [.next("5"), .completed, .error(testError), .next("ab"), .completed])
    }

    @Test func reduceErrorAndNeverEnding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.asObservable().reduce(0, accumulator: +) }
        #expect(res.events == [.error(220, testError)])
        let never = TestScheduler(initialClock: 0)
        _ = ys
        let neverRes = never.start { Observable<Int>.never().reduce(0, accumulator: +) }
        #expect(neverRes.events.isEmpty)
    }

    @Test func toArrayIsASingleOfEveryElement() {
        var results: [String] = []
        _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { results.append("\($0)") })
        _ = Observable<Int>.empty().toArray().subscribe(onSuccess: { results.append("\($0)") })
        _ = Observable<Int>.error(testError).toArray().subscribe(onSuccess: { _ in }, onFailure: { _ in results.append("failure") })
        #expect(results == ["[1, 2, 3]", "[]", "failure"])
    }

    @Test func distinctUntilChangedForms() {
        var plain: [Int] = [], keyed: [String] = [], compared: [Int] = [], path: [String] = []
        _ = Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged().subscribe(onNext: { plain.append($0) })
        _ = Observable.of("a", "ab", "b", "bc", "c").distinctUntilChanged { $0.first }.subscribe(onNext: { keyed.append($0) })
        _ = Observable.of(1, 2, 4, 5, 9).distinctUntilChanged { abs($0 - $1) <= 1 }.subscribe(onNext: { compared.append($0) })
        _ = Observable.of("x", "y", "zz").distinctUntilChanged(at: \.count).subscribe(onNext: { path.append($0) })
        #expect(plain == [1, 2, 1, 3])
        #expect(keyed == ["a", "b", "c"])
        // Compared with the last element passed on, not the last one received.
        #expect(compared == [1, 4, 9])
        #expect(path == ["x", "zz"])
    }

    @Test func distinctUntilChangedThrowingComparerOrKeyEndsTheSequence() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).distinctUntilChanged { _, _ in throw testError }.subscribe { events.append($0) }
        _ = Observable.of(1).distinctUntilChanged { (_: Int) -> Int in throw testError }.subscribe { events.append($0) }
        #expect(events == [.next(1), .error(testError), .error(testError)])
    }

    @Test func elementAtTakesOneAndCompletesAtIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let res = scheduler.start { xs.asObservable().element(at: 1) }
        #expect(res.events == [.next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func elementAtPastTheEndFailsAndNegativeIsRefused() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).element(at: 2).subscribe { events.append($0) }
        #expect(events.count == 1)
        #expect(events.first?.error.map { "\($0)" } == "\(RxError.argumentOutOfRange)")
        let context = recordStory { _ = Observable.of(1).element(at: -1).subscribe(onError: { _ in }) }
        #expect(context.failures.count == 1)
    }

    @Test func takeLastSendsTheLastOnesAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.asObservable().takeLast(2) }
        #expect(res.events == [.next(300, 2), .next(300, 3), .completed(300)])
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).takeLast(0).subscribe { events.append($0) }
        _ = Observable.of(1, 2).takeLast(5).subscribe { events.append($0) }
        _ = Observable.of(1, 2).concat(Observable.error(testError)).takeLast(1).subscribe { events.append($0) }
        #expect(events == [.completed, .next(1), .next(2), .completed, .error(testError)])
        var many: [Int] = []
        _ = Observable.range(start: 0, count: 1000).takeLast(3).subscribe(onNext: { many.append($0) })
        #expect(many == [997, 998, 999])
    }

    @Test func takeLastDisposedBeforeTheEndSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().takeLast(1) }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func materializeAndDematerialize() {
        var events: [Event<Event<Int>>] = []
        _ = Observable.of(1).concat(Observable.error(testError)).materialize().subscribe { events.append($0) }
        #expect(events == [.next(.next(1)), .next(.error(testError)), .completed])
        var back: [Event<Int>] = []
        _ = Observable.of(Event.next(1), .completed, .next(2)).dematerialize().subscribe { back.append($0) }
        _ = Observable.of(Event<Int>.error(testError)).dematerialize().subscribe { back.append($0) }
        _ = Observable.of(1, 2).materialize().dematerialize().subscribe { back.append($0) }
        #expect(back == [.next(1), .completed, .error(testError), .next(1), .next(2), .completed])
    }

    @Test func ifEmptyDefaultAndSwitchTo() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().ifEmpty(default: 7).subscribe { events.append($0) }
        _ = Observable.of(1).ifEmpty(default: 7).subscribe { events.append($0) }
        _ = Observable<Int>.empty().ifEmpty(switchTo: Observable.of(8, 9)).subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).ifEmpty(default: 7).subscribe { events.append($0) }
        #expect(events == [.next(7), .completed, .next(1), .completed, .next(8), .next(9), .completed, .error(testError)])
    }
}

@Suite struct ObservableDebugUsingTests {
    final class Resource: Disposable {
        let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    @Test func debugLogsSubscriptionEventsAndDisposalWithStoryTime() {
        var lines: [String] = []
        _ = recordStory {
            _ = Observable.of(1).delay(0.5, scheduler: MainScheduler.instance)
                .debug(name: "d", trimOutput: false) { lines.append($0) }.subscribe()
        }
        #expect(lines == ["0.000s: d -> subscribed", "0.500s: d -> Event next(1)", "0.500s: d -> Event completed",
                          "0.500s: d -> isDisposed"])
    }

    @Test func debugTrimsLongEventsAndLogsADisposalOnce() {
        var lines: [String] = []
        _ = Observable.just(String(repeating: "a", count: 50)).debug(name: "t", trimOutput: true) { lines.append($0) }
            .subscribe().dispose()
        #expect(lines[1] == "-: t -> Event next(aaaaaaaaaaaaaaa...aaaaaaaaaaaaaaaaaaa)")   // 20 + ... + 20
        #expect(lines.last == "-: t -> isDisposed")
        var disposedEarly: [String] = []
        let subscription = Observable<Int>.never().debug(name: "n", trimOutput: false) { disposedEarly.append($0) }.subscribe()
        subscription.dispose()
        subscription.dispose()
        #expect(disposedEarly == ["-: n -> subscribed", "-: n -> isDisposed"])
    }

    @Test func usingDisposesTheResourceAfterTheSequence() {
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.using({ () -> Resource in
                log.append("resource at \(scheduler.clockTime)")
                return Resource { log.append("resource disposed at \(scheduler.clockTime)") }
            }, observableFactory: { _ in
                Observable<Int>.timer(.seconds(10), scheduler: scheduler)
                    .do(onDispose: { log.append("source disposed") })
            })
        }
        #expect(res.events == [.next(210, 0), .completed(210)])
        #expect(log == ["resource at 200", "source disposed", "resource disposed at 210"])
    }

    @Test func usingFactoryErrorsAndDisposalMidFlight() {
        var log: [String] = []
        var events: [Event<Int>] = []
        _ = Observable<Int>.using({ () -> Resource in throw testError }, observableFactory: { _ in .just(1) })
            .subscribe { events.append($0) }
        _ = Observable<Int>.using({ Resource { log.append("freed") } }, observableFactory: { _ in throw testError })
            .subscribe { events.append($0) }
        let subscription = Observable<Int>.using({ Resource { log.append("freed mid-flight") } },
                                                 observableFactory: { _ in .never() }).subscribe()
        subscription.dispose()
        #expect(events == [.error(testError), .error(testError)])
        #expect(log == ["freed", "freed mid-flight"])
    }
}

@Suite struct ObservableSingleFirstTests {
    @Test func singleSendsTheOnlyElementAndFailsOnNoneOrASecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable().single() }
        #expect(res.events.count == 2 && res.events[0] == .next(210, 1) && res.events[1].time == 220)
        #expect(res.events[1].value.error.map { "\($0)" } == "\(RxError.moreThanOneElement)")
        #expect(xs.subscriptions == [Subscription(200, 220)])
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().single().subscribe { events.append($0) }
        _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe { events.append($0) }
        _ = Observable.of(1).single { _ in throw testError }.subscribe { events.append($0) }
        #expect(events.map { "\($0)" } == ["error(\(RxError.noElements))", "next(2)", "completed", "error(test error)"])
    }

    @Test func firstIsASingleOfTheFirstElementOrNil() {
        var results: [String] = []
        _ = Observable.of(1, 2).first().subscribe(onSuccess: { results.append("\(String(describing: $0))") })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { results.append("\(String(describing: $0))") })
        _ = Observable<Int>.error(testError).first().subscribe(onSuccess: { _ in }, onFailure: { _ in results.append("failure") })
        #expect(results == ["Optional(1)", "nil", "failure"])
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        _ = scheduler.start { xs.asObservable().first().asObservable() }
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }
}
