import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableJustTests {
    @Test func oneElementThenCompletedAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        #expect(res.events == [.next(200, 42), .completed(200)])
    }
}

@Suite struct ObservableSequenceTests {
    @Test func ofAndFromEmitInOrder() {
        var a: [Event<Int>] = [], b: [Event<Int>] = [], c: [Event<Int>] = [], d: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).subscribe { a.append($0) }
        _ = Observable.from([4, 5]).subscribe { b.append($0) }
        _ = Observable.from(6...7).subscribe { c.append($0) }
        _ = Observable.from(optional: nil as Int?).subscribe { d.append($0) }
        #expect(a == [.next(1), .next(2), .next(3), .completed])
        #expect(b == [.next(4), .next(5), .completed])
        #expect(c == [.next(6), .next(7), .completed])
        #expect(d == [.completed])
    }

    @Test func iterationStopsWhenDisposed() {
        var pulled = 0
        let endless = AnySequence { AnyIterator<Int> { pulled += 1; return pulled } }
        var seen: [Int] = []
        _ = Observable.from(endless).take(2).subscribe(onNext: { seen.append($0) })
        #expect(seen == [1, 2])
        #expect(pulled == 2)
    }
}

@Suite struct ObservableEmptyNeverErrorTests {
    @Test func emptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.empty() }.events == [.completed(200)])
    }

    @Test func neverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.never() }.events.isEmpty)
    }

    @Test func errorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.error(testError) }.events == [.error(200, testError)])
    }
}

@Suite struct ObservableDeferredTests {
    @Test func factoryRunsAtEachSubscription() {
        var calls = 0
        let source = Observable.deferred { calls += 1; return Observable.just(calls) }
        var seen: [Int] = []
        _ = source.subscribe(onNext: { seen.append($0) })
        _ = source.subscribe(onNext: { seen.append($0) })
        #expect(seen == [1, 2])
    }

    @Test func throwingFactoryBecomesTheError() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred { throw testError }.subscribe { events.append($0) }
        #expect(events == [.error(testError)])
    }
}

@Suite struct ObservableSubscribeTests {
    @Test func unhandledErrorIsReportedToTheStory() {
        let context = recordStory { _ = Observable<Int>.error(testError).subscribe() }
        #expect(context.failures.count == 1)
        #expect("\(context.failures[0])" == "unhandled error event: test error")
    }

    @Test func handledErrorIsNotReported() {
        var handled = false
        let context = recordStory { _ = Observable<Int>.error(testError).subscribe(onError: { _ in handled = true }) }
        #expect(handled)
        #expect(context.failures.isEmpty)
    }

    @Test func onDisposedRunsOnceForDisposalOrTermination() {
        var count = 0
        let a = Observable<Int>.never().subscribe(onDisposed: { count += 1 })
        a.dispose()
        a.dispose()
        _ = Observable.just(1).subscribe(onDisposed: { count += 1 })
        #expect(count == 2)
    }

    @Test func subscribingAForeignObserverAndAForeignObservable() {
        struct Collect: ObserverType {
            let box: Box
            func on(_ event: Event<Int>) { box.events.append(event) }
        }
        final class Box { var events: [Event<Int>] = [] }
        struct Pair: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                observer.onNext(3)   // breaks the grammar: asObservable() drops it
                return Disposables.create()
            }
        }
        let box = Box()
        _ = Pair().asObservable().map { $0 * 2 }.subscribe(Collect(box: box))
        #expect(box.events == [.next(2), .next(4), .completed])
    }
}
