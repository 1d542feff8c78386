import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableMapTests {
    @Test func mapsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable().map { $0 * 10 } }
        #expect(res.events == [.next(210, 10), .next(220, 20), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aThrowingTransformEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable().map { v -> Int in if v == 2 { throw testError }; return v } }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}

@Suite struct ObservableFilterTests {
    @Test func keepsMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.asObservable().filter { $0.isMultiple(of: 2) } }
        #expect(res.events == [.next(220, 2), .next(240, 4), .completed(250)])
    }

    @Test func aThrowingPredicateEndsTheSequence() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).filter { v in if v == 2 { throw testError }; return true }.subscribe { events.append($0) }
        #expect(events == [.next(1), .error(testError)])
    }
}

@Suite struct ObservableSkipTests {
    @Test func skipsTheFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.asObservable().skip(2) }
        #expect(res.events == [.next(230, 3), .completed(250)])
    }

    @Test func skipZeroAndMoreThanAvailable() {
        var a: [Int] = [], b: [Int] = []
        _ = Observable.of(1, 2).skip(0).subscribe(onNext: { a.append($0) })
        _ = Observable.of(1, 2).skip(5).subscribe(onNext: { b.append($0) })
        #expect(a == [1, 2])
        #expect(b.isEmpty)
    }

    @Test func negativeCountIsAnErrorEventAndAReport() {
        var events: [Event<Int>] = []
        let context = recordStory { _ = Observable.of(1).skip(-1).subscribe { events.append($0) } }
        #expect(events == [.error(ReactiveArgumentError(operatorName: "skip", reason: "count must not be negative, got -1"))])
        #expect(context.failures.count == 1)
    }
}

@Suite struct ObservableStartWithTests {
    @Test func prependsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(220)])
        let res = scheduler.start { xs.asObservable().startWith(1, 2) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
    }

    @Test func takeDuringThePrefixNeverSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(220)])
        let res = scheduler.start { xs.asObservable().startWith(1, 2).take(1) }
        #expect(res.events == [.next(200, 1), .completed(200)])
        #expect(xs.subscriptions.isEmpty)
    }
}

@Suite struct ObservableDoTests {
    @Test func sideEffectsRunInOrder() {
        var log: [String] = []
        _ = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        // RxSwift's Do.swift: onDispose belongs to the subscription made after onSubscribed.
        #expect(log == ["onSubscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose"])
    }

    @Test func onDisposeRunsAfterTheSourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.error(260, testError, Int.self)])
        let res = scheduler.start {
            Observable.concat([
                xs.asObservable().do(afterCompleted: { log.append("afterCompleted \(xs.subscriptions)") },
                                     onDispose: { log.append("dispose \(xs.subscriptions)") }),
                ys.asObservable().do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") },
                                     onSubscribed: { log.append("subscribed") },
                                     onDispose: { log.append("dispose \(ys.subscriptions)") }),
            ])
        }
        #expect(res.events == [.next(210, 1), .error(260, testError)])
        // As in RxSwift: concat disposes the finished source (running its onDispose) and
        // subscribes the next one while forwarding the completion, before afterCompleted; an
        // error disposes everything while it is forwarded, before afterError.
        #expect(log == ["dispose [(200, 250)]", "subscribed", "afterCompleted [(200, 250)]",
                        "onError", "dispose [(250, 260)]", "afterError"])
    }

    @Test func onDisposeRunsOnceWhenDisposedAfterSubscribeAndNotAgainOnCompletion() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") })
            .subscribe(onDisposed: { log.append("disposed") })
        subscription.dispose()
        subject.onCompleted()
        subscription.dispose()
        #expect(log == ["subscribed", "dispose", "disposed"])
    }

    @Test func throwingHandlerBecomesTheError() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).do(onNext: { if $0 == 2 { throw testError } }).subscribe { events.append($0) }
        #expect(events == [.next(1), .error(testError)])
    }

    @Test func onDisposeRunsWhenDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let res = scheduler.start(disposed: 300) {
            xs.asObservable().do(onError: { _ in }, onDispose: { disposedAt = scheduler.clockTime })
        }
        #expect(res.events == [.next(210, 1)])
        #expect(disposedAt == 300)
    }
}

@Suite struct ObservableIgnoreElementsTests {
    @Test func onlyTheTerminalEventPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.createObserver(Never.self)
        scheduler.scheduleAt(200) { _ = xs.asObservable().ignoreElements().subscribe(observer) }
        scheduler.start()
        #expect(observer.events.map(\.time) == [230])
        #expect(observer.events.allSatisfy { $0.value.isCompleted })
        var events: [Event<Never>] = []
        _ = Observable<Int>.error(testError).ignoreElements().subscribe { events.append($0) }
        #expect(events.count == 1 && events[0].error != nil)
    }
}
