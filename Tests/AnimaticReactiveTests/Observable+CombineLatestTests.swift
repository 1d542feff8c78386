import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableCombineLatestTests {
    // MARK: edge cases

    @Test func anEmptyCollectionSendsAnEmptyArrayAndCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) }
        #expect(res.events == [.next(200, []), .completed(200)])
    }

    @Test func nothingUntilEverySourceHasAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(230, "a")])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(230, "2a")])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func anEmptySourceEndsItWhenAnotherSendsAfterTheRestCompleted() {
        // As RxSwift: completing without an element does not end the result by itself...
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // ...but the next element of another source, when all others have ended, does.
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func completesWhenEverySourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        #expect(res.events == [.next(230, 11), .next(240, 21), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func theFirstErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        #expect(res.events == [.next(215, 11), .error(220, testError)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func aThrowingSelectorEndsItWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(215, 10)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { (x: Int, y: Int) throws -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }
        #expect(res.events == [.next(215, 11), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposedBeforeAnyElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 1)])
        let ys = scheduler.createHotObservable([.next(320, 2)])
        let res = scheduler.start(disposed: 300) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    // MARK: forms

    @Test func pairsTriplesAndArrays() {
        var pairs: [String] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.of("a", "b"))
            .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        #expect(pairs == ["1a", "1b"])

        var triples: [String] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just("x"), Observable.of(true, false))
            .subscribe(onNext: { triples.append("\($0.0)\($0.1)\($0.2)") })
        #expect(triples == ["1xtrue", "1xfalse"])

        var sums: [Int] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3)) { $0 + $1 + $2 }
            .subscribe(onNext: { sums.append($0) })
        #expect(sums == [6])

        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let c = scheduler.createHotObservable([.next(225, 0), .next(240, 4), .completed(240)])
        let arrays = scheduler.start { Observable.combineLatest([a, b, c]) }
        #expect(arrays.events.map(\.time) == [225, 230, 240, 260])
        #expect(arrays.events.compactMap { $0.value.element } == [[1, 2, 0], [3, 2, 0], [3, 2, 4]])
        let other = TestScheduler(initialClock: 0)
        let d = other.createHotObservable([.next(210, 1), .completed(220)])
        let e = other.createHotObservable([.next(215, 2), .completed(230)])
        let summed = other.start { Observable.combineLatest([d, e]) { $0.reduce(0, +) } }
        #expect(summed.events == [.next(215, 3), .completed(230)])
    }

    @Test func reentrantElementsFromTheSelectorsObserver() {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        // The observer holds the subject it sends to: disposed at the end, or the two hold each other.
        let sending = Observable.combineLatest(subject, Observable.just(100)) { $0 + $1 }
            .subscribe(onNext: { value in
                seen.append(value)
                if value == 101 { subject.onNext(2) }
            })
        defer { sending.dispose() }
        subject.onNext(1)
        #expect(seen == [101, 102])
    }
}
