import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableTakeTests {
    @Test func takeZeroCompletesAtOnceAndNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asObservable().take(0) }
        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions.isEmpty)
    }

    @Test func negativeCountIsAnErrorEventAndAReportNotATrap() {
        var events: [Event<Int>] = []
        let context = recordStory {
            _ = Observable.of(1, 2).take(-1).subscribe { events.append($0) }
        }
        #expect(events == [.error(ReactiveArgumentError(operatorName: "take", reason: "count must not be negative, got -1"))])
        #expect(context.failures.count == 1)
        #expect("\(context.failures[0])" == "take: count must not be negative, got -1")
    }

    @Test func emptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let res = scheduler.start { xs.asObservable().take(3) }
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func takesTheFirstElementsThenCompletesAndUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let res = scheduler.start { xs.asObservable().take(2) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func fewerElementsThanCountPassTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { xs.asObservable().take(5) }
        #expect(res.events == [.next(210, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func errorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().take(5) }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposedBeforeTheElementsArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().take(3) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func theSourceIsDisposedBeforeItsOnNextReturns() {
        // The article's rotateEndlessly: emit from a clock action, then check the flag that
        // the returned disposable sets.
        let clock = VirtualClock()
        var disposed = false
        var seenAfterEmit: [Bool] = []
        var order: [String] = []
        let endless = Observable<Int>.create { observer in
            var i = 0
            func step() {
                clock.schedule(after: StoryTime(ticks: 10)) {
                    i += 1
                    observer.onNext(i)
                    seenAfterEmit.append(disposed)
                    if !disposed { step() }
                }
            }
            step()
            return Disposables.create { disposed = true; order.append("source disposed") }
        }
        _ = endless.take(3).subscribe(onNext: { order.append("next \($0)") }, onCompleted: { order.append("completed") })
        clock.run(until: .maximum)
        #expect(seenAfterEmit == [false, false, true])
        #expect(order == ["next 1", "next 2", "next 3", "completed", "source disposed"])
        #expect(clock.now.ticks == 30)
    }

    @Test func synchronousEmissionInsideCreateDisposesAsSoonAsTheDisposableIsReturned() {
        var disposals = 0
        var seen: [Int] = []
        _ = Observable<Int>.create { observer in
            for i in 1...5 { observer.onNext(i) }
            return Disposables.create { disposals += 1 }
        }.take(2).subscribe(onNext: { seen.append($0) })
        #expect(seen == [1, 2])
        #expect(disposals == 1)
    }

    @Test func reentrantEmissionDuringForwardingIsIgnoredAfterTheLastElement() {
        var kept: AnyObserver<Int>?
        var seen: [Int] = []
        _ = Observable<Int>.create { observer in
            kept = observer
            observer.onNext(1)
            return Disposables.create()
        }.take(2).subscribe(onNext: { value in
            seen.append(value)
            if value == 1 { kept?.onNext(2) ; kept?.onNext(3) }
        })
        #expect(seen == [1, 2])
    }

    @Test func takeForADuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.asObservable().take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        let other = TestScheduler(initialClock: 0)
        let seconds = other.start { Observable<Int>.never().take(for: 25.0, scheduler: other) }
        #expect(seconds.events == [.completed(225)])
    }
}
