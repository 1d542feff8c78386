import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableTakeUntilTests {
    // MARK: take(until: other)

    @Test func stopsWhenTheOtherSendsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let stop = scheduler.createHotObservable([.next(230, ()), .completed(250)])
        let res = scheduler.start { xs.asObservable().take(until: stop) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(stop.subscriptions == [Subscription(200, 230)])
    }

    @Test func theOtherCompletingWithoutAnElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
        let stop = scheduler.createHotObservable([.completed(220, Void.self)])
        let res = scheduler.start { xs.asObservable().take(until: stop) }
        #expect(res.events == [.next(210, 1), .next(240, 2), .completed(260)])
        #expect(stop.subscriptions == [Subscription(200, 220)])
    }

    @Test func anErrorOfTheOtherEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let stop = scheduler.createHotObservable([.error(220, testError, Void.self)])
        let res = scheduler.start { xs.asObservable().takeUntil(stop) }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func theSourceCompletingUnsubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let stop = scheduler.createHotObservable([.next(300, ())])
        let res = scheduler.start { xs.asObservable().take(until: stop) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(stop.subscriptions == [Subscription(200, 220)])
    }

    @Test func anOtherThatFiresAtOnceStillSubscribesTheSourceThenDisposesIt() {
        var started = 0, disposed = 0
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { _ in
            started += 1
            return Disposables.create { disposed += 1 }
        }
        _ = source.take(until: Observable.just(())).subscribe { events.append($0) }
        #expect(events == [.completed])
        #expect(started == 1 && disposed == 1)
    }

    @Test func stopsAnEndlessAnimationLoop() {
        let stage = FakeStage()
        let stop = PublishSubject<Void>()
        var completedAt: StoryTime?
        _ = recordStory {
            let pulse = Observable<Void>.create { observer in
                stage.animate("pulse", withDuration: 0.5) { _ in observer.onNext(()); observer.onCompleted() }
                return Disposables.create()
            }
            // An endless, lazily iterated list of pulses, one after the other.
            _ = Observable.concat(sequence(first: pulse) { $0 })
                .take(until: stop)
                .subscribe(onCompleted: { completedAt = StoryContext.current?.clock.now })
            _ = MainScheduler.instance.scheduleAfter(StoryTime(ticks: 1_200_000_000)) { stop.onNext(()) }
        }
        #expect(stage.starts("pulse") == [0, 0.5, 1.0])
        #expect(completedAt?.seconds == 1.2)
    }

    // MARK: take(until: predicate) and take(while:)

    @Test func untilAPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let exclusive = scheduler.start { xs.asObservable().take(until: { $0 >= 2 }) }
        #expect(exclusive.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inclusive = other.start { ys.asObservable().take(until: { $0 >= 2 }, behavior: .inclusive) }
        #expect(inclusive.events == [.next(210, 1), .next(220, 2), .completed(220)])
    }

    @Test func whileAPredicateExclusiveAndInclusive() {
        #expect(events(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })) == [.next(1), .next(2), .completed])
        #expect(events(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive))
            == [.next(1), .next(2), .next(3), .completed])
        #expect(events(Observable.of(1, 2).takeWhile { $0 < 5 }) == [.next(1), .next(2), .completed])
        #expect(events(Observable<Int>.empty().take(while: { _ in true })) == [.completed])
        #expect(events(Observable<Int>.error(testError).take(while: { _ in true })) == [.error(testError)])
    }

    @Test func aThrowingPredicateEndsItWithTheError() {
        let result = events(Observable.of(1, 2, 3).take(while: { (value: Int) throws -> Bool in
            if value == 2 { throw testError }
            return true
        }))
        #expect(result == [.next(1), .error(testError)])
    }

    @Test func theSourceIsDisposedBeforeItsOnNextReturns() {
        var kept: AnyObserver<Int>?
        var disposed = false
        var seenAfterEmit: [Bool] = []
        _ = Observable<Int>.create { observer in
            kept = observer
            return Disposables.create { disposed = true }
        }.take(while: { $0 < 2 }).subscribe()
        for i in 1...3 {
            kept?.onNext(i)
            seenAfterEmit.append(disposed)
        }
        #expect(seenAfterEmit == [false, true, true])
    }

    private func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
        var all: [Event<Element>] = []
        _ = source.subscribe { all.append($0) }
        return all
    }
}
