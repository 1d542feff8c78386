import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableZipTests {
    @Test func emptyArrayCompletesAtOnce() {
        var events: [Event<[Int]>] = []
        _ = Observable.zip([Observable<Int>]()).subscribe { events.append($0) }
        #expect(events == [.completed])
    }

    @Test func pairsElementsByIndexAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(240, "b"), .next(250, "c"), .completed(260)])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(215, "1a"), .next(240, "2b"), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    @Test func tuplesAndTriples() {
        var pairs: [String] = []
        _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b")).subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        #expect(pairs == ["1a", "2b"])
        var triples: [Int] = []
        _ = Observable.zip(Observable.of(1), Observable.of(2), Observable.of(3)).subscribe(onNext: { triples.append($0.0 + $0.1 + $0.2) })
        #expect(triples == [6])
    }

    @Test func arrayOfSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(230, 10), .completed(240)])
        let c = scheduler.createHotObservable([.next(205, 100), .next(235, 200), .completed(250)])
        let res = scheduler.start { Observable.zip([a.asObservable(), b.asObservable(), c.asObservable()]) }
        #expect(res.events == [.next(230, [1, 10, 100]), .completed(300)])
    }

    @Test func anErrorEndsItAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(260)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        #expect(res.events == [.error(220, testError)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func resultSelectorErrorEndsIt() {
        var events: [Event<Int>] = []
        _ = Observable.zip(Observable.of(1, 2), Observable.of(1, 2)) { (a: Int, b: Int) -> Int in
            if a == 2 { throw testError }
            return a + b
        }.subscribe { events.append($0) }
        #expect(events == [.next(2), .error(testError)])
    }
}
