import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// `Infallible.combineLatest` and `Infallible.zip` (RxSwift 6's Infallible+CombineLatest+arity,
/// Infallible+Zip+arity): the same events, at the same times, as Observable's operators.
@Suite struct InfallibleCombiningTests {
    @Test func combineLatestWaitsForEverySourceThenSendsOnEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
                .asObservable()
        }
        #expect(res.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(260)])
    }

    @Test func zipPairsTheNthElementsAndCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(225, 10), .next(235, 20), .completed(300)])
        let res = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
                .asObservable()
        }
        #expect(res.events == [.next(225, 11), .next(235, 22), .completed(300)])
    }

    @Test func tupleAndCollectionForms() {
        var pairs: [String] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.of("x", "y"))
            .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        #expect(pairs == ["1x", "1y"])
        var triples: [String] = []
        _ = Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b", "c"), Infallible.of(true, false))
            .subscribe(onNext: { triples.append("\($0.0)\($0.1)\($0.2)") })
        #expect(triples == ["1atrue", "2bfalse"])
        var arrays: [[Int]] = []
        _ = Infallible.zip([Infallible.of(1, 2), Infallible.of(10, 20, 30)])
            .subscribe(onNext: { arrays.append($0) })
        #expect(arrays == [[1, 10], [2, 20]])
        var latest: [[Int]] = []
        _ = Infallible.combineLatest([Infallible.just(1), Infallible.of(5, 6)])
            .subscribe(onNext: { latest.append($0) })
        #expect(latest == [[1, 5], [1, 6]])
        var fours: [Int] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.of(4, 40)) {
            $0 + $1 + $2 + $3
        }.subscribe(onNext: { fours.append($0) })
        #expect(fours == [10, 46])
    }

    @Test func anEmptySourceEndsCombineLatestWithoutAnElement() {
        var events: [String] = []
        _ = Infallible.combineLatest(Infallible<Int>.empty(), Infallible.just(1)) { $0 + $1 }
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        #expect(events == ["completed"])
    }
}
