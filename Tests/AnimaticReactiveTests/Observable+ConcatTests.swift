import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableConcatTests {
    @Test func emptyListCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        #expect(res.events == [.completed(200)])
    }

    @Test func subscribesToTheNextOnlyWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 250)])
    }

    @Test func disposesThePreviousSubscriptionBeforeSubscribingTheNext() {
        var order: [String] = []
        let clock = VirtualClock()
        func step(_ name: String) -> Observable<Void> {
            Observable.create { observer in
                order.append("subscribe \(name)")
                clock.schedule(after: StoryTime(ticks: 1)) { observer.onCompleted() }
                return Disposables.create { order.append("dispose \(name)") }
            }
        }
        _ = Observable.concat(step("a"), step("b")).subscribe()
        clock.run(until: .maximum)
        #expect(order == ["subscribe a", "dispose a", "subscribe b", "dispose b"])
    }

    @Test func anErrorStopsTheConcatenation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.asObservable().concat(ys) }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(ys.subscriptions.isEmpty)
    }

    @Test func disposingStopsTheCurrentSourceAndNeverStartsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start(disposed: 250) { Observable.concat(xs.asObservable(), ys.asObservable()) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions.isEmpty)
    }

    @Test func manySynchronousSourcesDoNotRecurse() {
        var count = 0
        var completed = false
        let sources = (0..<100_000).map { Observable.just($0) }
        _ = Observable.concat(sources).subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        #expect(count == 100_000)
        #expect(completed)
    }

    @Test func lazySequenceOfSourcesIsIteratedOnDemand() {
        var made = 0
        let endless = AnySequence { AnyIterator<Observable<Int>> { made += 1; return Observable.just(made) } }
        var seen: [Int] = []
        _ = Observable.concat(endless).take(3).subscribe(onNext: { seen.append($0) })
        #expect(seen == [1, 2, 3])
        #expect(made == 3)
    }
}

/// `concat` over a list lets go of each source once it has finished, so that a long story's
/// finished steps (and everything their closures captured) are freed while the rest runs.
@Suite struct ConcatReleaseTests {
    final class Token {}

    @Test func aFinishedSourceIsFreedWhileTheNextRuns() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        weak var firstCapture: Token?
        weak var secondCapture: Token?
        var values: [Int] = []
        var subscription: (any Disposable)?
        do {
            let first = Token(), second = Token()
            firstCapture = first
            secondCapture = second
            let a = Observable.just(1).delay(.seconds(1), scheduler: scheduler).do(onNext: { _ in _ = first })
            let b = Observable.just(2).delay(.seconds(1), scheduler: scheduler).do(onNext: { _ in _ = second })
            subscription = Observable.concat([a, b, Observable<Int>.never()]).subscribe(onNext: { values.append($0) })
        }
        #expect(firstCapture != nil && secondCapture != nil)
        clock.run(until: try! StoryTime(seconds: 1.5))
        #expect(values == [1])
        #expect(firstCapture == nil)    // finished: let go
        #expect(secondCapture != nil)   // running
        clock.run(until: .maximum)
        #expect(values == [1, 2])
        #expect(secondCapture == nil)
        subscription?.dispose()
    }

    @Test func aConcatObservableHeldElsewhereKeepsEverySourceForTheNextSubscriber() {
        let clock = VirtualClock()
        let scheduler = StoryScheduler(clock: clock)
        let held = Observable.concat([Observable.just(1), Observable.just(2).delay(.seconds(1), scheduler: scheduler),
                                      Observable.just(3)])
        var values: [Int] = []
        _ = held.subscribe(onNext: { values.append($0) })
        clock.run(until: .maximum)
        _ = held.subscribe(onNext: { values.append($0) })
        clock.run(until: .maximum)
        #expect(values == [1, 2, 3, 1, 2, 3])
    }
}
