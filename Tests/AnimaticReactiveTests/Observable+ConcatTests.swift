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
