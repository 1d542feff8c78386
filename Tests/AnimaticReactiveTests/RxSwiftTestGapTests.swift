import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// What RxSwift's own tests needed that was missing (Documentation/rxswift/RxSwiftTests.md):
/// `Infallible`'s 4-to-8-source tuple and `zip` forms, `Driver`/`Signal`'s non-throwing `values`,
/// `RefCountDisposable`, `decode(type:decoder:)`, and schedulers written for RxSwift (which
/// implement `scheduleRelative` rather than Animatic's `scheduleAfter`).
@Suite struct RxSwiftTestGapTests {
    @Test func infallibleCombineLatestOfFourAsTuplesAndZipOfFiveWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 5), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 1000), .completed(310)])
        let res = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0),
                                     c.asInfallible(onErrorJustReturn: 0), d.asInfallible(onErrorJustReturn: 0))
                .map { $0 + $1 + $2 + $3 }
                .asObservable()
        }
        #expect(res.events == [.next(240, 1111), .next(250, 1115), .completed(310)])

        var sums: [Int] = []
        let ones: Infallible<Int> = Infallible.of(1, 2), tens: Infallible<Int> = Infallible.of(10, 20)
        let hundreds: Infallible<Int> = Infallible.of(100, 200), thousands: Infallible<Int> = Infallible.of(1000, 2000, 3000)
        let tenThousands: Infallible<Int> = Infallible.of(10000, 20000)
        let zipped = Infallible<Int>.zip(ones, tens, hundreds, thousands, tenThousands) {
            (a: Int, b: Int, c: Int, d: Int, e: Int) -> Int in a + b + c + d + e
        }
        _ = zipped.subscribe(onNext: { sums.append($0) })
        #expect(sums == [11111, 22222])
        var eights: [String] = []
        let one: Infallible<Int> = Infallible.just(1), last: Infallible<Int> = Infallible.of(8, 9)
        let eight = Infallible.zip(one, one, one, one, one, one, one, last)
        _ = eight.subscribe(onNext: { t in eights.append("\(t.0)\(t.1)\(t.2)\(t.3)\(t.4)\(t.5)\(t.6)\(t.7)") })
        #expect(eights == ["11111118"])
    }

    @Test func driverValuesLoopWithoutTryAndEndAtTheCompletion() async {
        var values: [Int] = []
        for await value in Driver.from([3, 1, 2]).values { values.append(value) }
        #expect(values == [3, 1, 2])
        var signalled: [String] = []
        for await value in Signal.of("a", "b").values { signalled.append(value) }
        #expect(signalled == ["a", "b"])
    }

    @Test func refCountDisposableDisposesWhenThePrimaryAndEveryHolderLetGo() {
        let underlying = BooleanDisposable()
        let shared = RefCountDisposable(disposable: underlying)
        let first = shared.retain(), second = shared.retain()
        shared.dispose()
        #expect(!underlying.isDisposed && !shared.isDisposed)
        first.dispose()
        first.dispose()   // a holder releases once
        #expect(!underlying.isDisposed)
        second.dispose()
        #expect(underlying.isDisposed && shared.isDisposed)
        shared.retain().dispose()   // after the end: an empty disposable

        let alone = BooleanDisposable()
        RefCountDisposable(disposable: alone).dispose()
        #expect(alone.isDisposed)
    }

    struct Card: Decodable, Equatable { let title: String }

    @Test func decodeDecodesEachElementAndEndsWithTheDecodersError() {
        var cards: [Card] = []
        var failure: (any Error)?
        _ = Observable.of(Data(#"{"title":"Hello"}"#.utf8), Data("not json".utf8), Data(#"{"title":"late"}"#.utf8))
            .decode(type: Card.self, decoder: JSONDecoder())
            .subscribe(onNext: { cards.append($0) }, onError: { failure = $0 })
        #expect(cards == [Card(title: "Hello")])
        #expect(failure is DecodingError)
    }

    /// A scheduler written for RxSwift: `now` and `scheduleRelative`, no `scheduleAfter`. It runs
    /// the actions on a story clock of its own.
    final class RxStyleScheduler: SchedulerType {
        let clock = VirtualClock()
        var relativeCalls: [RxTimeInterval] = []
        var now: RxTime { clock.now }
        func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                         action: @escaping (StateType) -> any Disposable) -> any Disposable {
            relativeCalls.append(dueTime)
            return StoryScheduler(clock: clock).scheduleRelative(state, dueTime: dueTime, action: action)
        }
    }

    @Test func aSchedulerWrittenForRxSwiftRunsTheOperatorsThroughItsScheduleRelative() {
        let scheduler = RxStyleScheduler()
        var times: [Int64] = []
        var completedAt: Int64?
        _ = Observable.just(7).delay(.milliseconds(30), scheduler: scheduler)
            .subscribe(onNext: { _ in times.append(scheduler.now.ticks) }, onCompleted: { completedAt = scheduler.now.ticks })
        _ = scheduler.clock.run(until: .maximum)
        #expect(times == [30_000_000])
        #expect(completedAt == 30_000_000)
        // The element after 30 ms, then its completion at the same instant (delay sends one event
        // per action), both through scheduleRelative.
        #expect(scheduler.relativeCalls == [.nanoseconds(30_000_000), .nanoseconds(0)])
    }
}
