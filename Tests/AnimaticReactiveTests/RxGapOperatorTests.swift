import Foundation
import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting
import XCTest

private final class Card {
    var alpha = 0.0
}

private final class Meter: NSObject {
    var level = 0
}

@Suite struct ObservableWithUnretainedTests {
    @Test func completesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300)])
        var card: Card? = Card()
        _ = scheduler.scheduleAt(230) { card = nil }
        let res = scheduler.start { xs.asObservable().withUnretained(card!) { card, value in "\(type(of: card)) \(value)" } }
        #expect(res.events == [.next(210, "Card 1"), .next(220, "Card 2"), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func pairsEachElementWithTheObjectAndPassesErrors() {
        let card = Card()
        var seen: [Int] = []
        var ended: (any Error)?
        let subject = PublishSubject<Int>()
        _ = subject.withUnretained(card).subscribe(onNext: { object, value in
            #expect(object === card)
            seen.append(value)
        }, onError: { ended = $0 })
        subject.onNext(1)
        subject.onError(testError)
        #expect(seen == [1])
        #expect(ended != nil)
    }

    @Test func doesNotRetainTheObject() {
        weak var weakCard: Card?
        let subject = PublishSubject<Int>()
        var completed = false
        let subscription: any Disposable
        do {
            let card = Card()
            weakCard = card
            subscription = subject.withUnretained(card).subscribe(onCompleted: { completed = true })
        }
        #expect(weakCard == nil)
        subject.onNext(1)
        #expect(completed)
        subscription.dispose()
    }
}

@Suite struct ReactiveKeyPathBinderTests {
    @Test func aNSObjectSubclassHasRxAndAKeyPathBinder() {
        let meter = Meter()
        _ = Observable.of(3, 5).bind(to: meter.rx.level)
        #expect(meter.level == 5)
    }

    @Test func anyReactiveCompatibleClassGetsKeyPathBindersAndTheTargetIsWeak() {
        final class Gauge: ReactiveCompatible { var value = 0.0 }
        var gauge: Gauge? = Gauge()
        let binder = gauge!.rx.value
        binder.onNext(0.5)
        #expect(gauge?.value == 0.5)
        gauge = nil
        binder.onNext(0.75)   // the target is gone: dropped, no crash
    }
}

@Suite struct SharedSequenceOperatorTests {
    private func ticks(_ count: Int) -> Observable<Int> {
        Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance).take(count)
    }

    /// Every event with its story time in milliseconds.
    /// Every event with its story time in milliseconds; `source` is built inside the story, as
    /// story code builds it.
    private func record<Element>(_ source: @autoclosure () -> Observable<Element>) -> [String] {
        var log: [String] = []
        let bag = DisposeBag()
        _ = recordStory {
            source().subscribe { event in
                let now = (StoryContext.current?.clock.now.ticks ?? 0) / 1_000_000
                log.append("\(event)@\(now)")
            }
            .disposed(by: bag)
        }
        return log
    }

    @Test func delayOfADriverIsOnTheStoryClock() {
        let log = record(ticks(2).asDriver(onErrorJustReturn: -1).delay(.milliseconds(250)).asObservable())
        #expect(log == ["next(0)@350", "next(1)@450", "completed@450"])
    }

    @Test func timeOperatorsMatchTheObservableOnes() {
        #expect(record(ticks(5).asDriver(onErrorJustReturn: -1).throttle(.milliseconds(250)).asObservable())
                == ["next(0)@100", "next(2)@350", "next(4)@600", "completed@600"])
        #expect(record(ticks(5).asDriver(onErrorJustReturn: -1).throttle(.milliseconds(250)).asObservable())
                == record(ticks(5).throttle(.milliseconds(250), scheduler: MainScheduler.instance)))
        #expect(record(ticks(5).asSignal(onErrorJustReturn: -1).throttle(.milliseconds(250), latest: false).asObservable())
                == record(ticks(5).throttle(.milliseconds(250), latest: false, scheduler: MainScheduler.instance)))
        #expect(record(ticks(3).asDriver(onErrorJustReturn: -1).debounce(.milliseconds(150)).asObservable())
                == ["next(2)@300", "completed@300"])
    }

    @Test func scanSkipAndWithLatestFrom() {
        #expect(record(Driver.of(1, 2, 3).scan(10) { $0 + $1 }.asObservable())
                == ["next(11)@0", "next(13)@0", "next(16)@0", "completed@0"])
        #expect(record(Driver.of(1, 2, 3).skip(2).asObservable()) == ["next(3)@0", "completed@0"])
        let pages = ticks(3).asDriver(onErrorJustReturn: -1)
        let taps = ticks(2).map { _ in () }.delaySubscription(.milliseconds(50), scheduler: MainScheduler.instance)
            .asSignal(onErrorJustReturn: ())
        #expect(record(taps.withLatestFrom(pages.asSharedSequence().asSignal(onErrorJustReturn: -1)).asObservable())
                == ["next(0)@150", "next(1)@250", "completed@250"])
        // `Signal.just` sends at once on the story's thread (the main scheduler's rule), so 7
        // is the latest element from the subscription on.
        #expect(record(taps.withLatestFrom(Signal.just(7)) { _, page in page * 2 }.asObservable())
                == ["next(14)@150", "next(14)@250", "completed@250"])
    }

    @Test func flatMapFlatMapFirstSwitchLatestMergeAndConcat() {
        let inner = { (value: Int) in
            Observable.just(value * 10).delay(.milliseconds(150), scheduler: MainScheduler.instance)
                .asDriver(onErrorJustReturn: -1)
        }
        let source = ticks(2).asDriver(onErrorJustReturn: -1)
        #expect(record(source.flatMap(inner).asObservable()) == ["next(0)@250", "next(10)@350", "completed@350"])
        #expect(record(source.flatMapFirst(inner).asObservable()) == ["next(0)@250", "completed@250"])
        #expect(record(source.map(inner).switchLatest().asObservable()) == ["next(10)@350", "completed@350"])
        #expect(record(source.map(inner).merge().asObservable()) == ["next(0)@250", "next(10)@350", "completed@350"])
        #expect(record(source.map(inner).merge(maxConcurrent: 1).asObservable())
                == ["next(0)@250", "next(10)@400", "completed@400"])
        #expect(record(Driver.concat([inner(1), inner(2)]).asObservable())
                == ["next(10)@150", "next(20)@300", "completed@300"])
        #expect(record(Driver.concat(AnySequence([inner(3)])).asObservable()) == ["next(30)@150", "completed@150"])
    }

    @Test func sharingSchedulerIsTheMainSchedulerUnlessMockedAndTheMockEnds() {
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        let scheduler = TestScheduler(initialClock: 0)
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect((SignalSharingStrategy.scheduler as? TestScheduler) === scheduler)
            SharingScheduler.mock(makeScheduler: { other }) {
                #expect((DriverSharingStrategy.scheduler as? TestScheduler) === other)
            }
            #expect((DriverSharingStrategy.scheduler as? TestScheduler) === scheduler)
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func aMockedSharingSchedulerTimesTheDriversOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var res: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = SharedSequence<DriverSharingStrategy, Int>(raw: xs.asObservable()).delay(.seconds(30))
            res = scheduler.start { driver }
        }
        #expect(res?.events == [.next(240, 1), .next(250, 2), .completed(260)])
    }
}

final class MaybeEventAssertionTests: XCTestCase {
    func testEqualMaybeEventsPass() {
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed, .error(testError)],
                       [MaybeEvent<Int>.success(1), .completed, .error(testError)])
    }
}

@Suite struct MaybeEventExpectTests {
    @Test func equalAndDifferent() {
        expectEqual([MaybeEvent<Int>.success(2)], [.success(2)])
        withKnownIssue {
            expectEqual([MaybeEvent<Int>.success(2)], [.success(3)])
        }
        withKnownIssue {
            expectEqual([MaybeEvent<Int>.completed], [.error(testError)])
        }
    }
}
