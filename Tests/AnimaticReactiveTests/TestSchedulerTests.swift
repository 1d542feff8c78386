import Testing
import XCTest
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// The RxTest shape of `AnimaticReactiveTesting` (RxTest/Schedulers/TestScheduler.swift,
/// RxSwift/Schedulers/VirtualTimeScheduler.swift, RxTest/XCTest+Rx.swift).
@Suite struct TestSchedulerTests {
    // MARK: edge cases

    @Test func whatIsScheduledNowRunsOneUnitLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = scheduler.scheduleNow { log.append("now@\(scheduler.clock)") }
            _ = scheduler.scheduleAfter(.zero) { log.append("zero@\(scheduler.clock)") }
            _ = scheduler.scheduleAfter(StoryTime(ticks: StoryTime.ticksPerSecond / 4)) { log.append("quarter@\(scheduler.clock)") }
            _ = scheduler.scheduleAfter(StoryTime(ticks: StoryTime.ticksPerSecond * 3 / 4)) { log.append("3quarters@\(scheduler.clock)") }
            _ = scheduler.scheduleAfter(StoryTime(ticks: StoryTime.ticksPerSecond * 5)) { log.append("five@\(scheduler.clock)") }
            scheduler.scheduleAt(200) { log.append("at200@\(scheduler.clock)") }
        }
        scheduler.start()
        #expect(log == ["at200@200", "now@201", "zero@201", "quarter@201", "3quarters@201", "five@205"])
    }

    @Test func withoutProcessingDelayNowRunsNow() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable.range(start: 1, count: 2, scheduler: scheduler) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test func aResolutionInSecondsScalesTestTimes() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asObservable().delay(.milliseconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(240, 1), .completed(330)])
    }

    @Test func coldEventsAtZeroArriveAtTheSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(5, 2), .completed(10)])
        let res = scheduler.start { xs }
        #expect(res.events == [.next(200, 1), .next(205, 2), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(scheduler.clock == 1000)
    }

    // MARK: start for every kind of sequence

    @Test func startTakesSinglesCompletablesAndOtherSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 7), .completed(210)])
        let single = scheduler.start { xs.asObservable().asSingle() }
        #expect(single.events == [.next(210, 7), .completed(210)])
        let completable = TestScheduler(initialClock: 0).start(disposed: 300) { Completable.empty() }
        #expect(completable.events == [.completed(200)])
        let driver = TestScheduler(initialClock: 0).start { Driver.just(1) }
        #expect(driver.events == [.next(200, 1), .completed(200)])
        let late = TestScheduler(initialClock: 0).start(created: 10, subscribed: 20, disposed: 30) { Observable<Int>.never() }
        #expect(late.events.isEmpty)
    }

    @Test func recordedEventsBuildsAnArray() {
        let a = Recorded.events(.next(210, 1), .completed(220))
        let b: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
        #expect(a == b)
        #expect(Recorded.events(b) == b)
    }

    @Test func expectEqualPassesForEqualEventsAndNamesTheFirstDifference() {
        expectEqual([Recorded.next(210, 1), .completed(220)], [.next(210, 1), .completed(220)])
        expectEqual([Event<Int>.next(1), .error(testError)], [.next(1), .error(testError)])
        expectEqual([SingleEvent<Int>.success(1)], [.success(1)])
        expectEqual([CompletableEvent.error(testError)], [.error(testError)])
        expectRecordedElements([Recorded.next(210, 1), .next(220, 2)], [1, 2])
        withKnownIssue {
            expectEqual([Recorded.next(210, 1), .next(220, 2)], [.next(210, 1), .next(221, 2)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Events differ at index 1:") }
        }
        withKnownIssue {
            expectEqual([SingleEvent<Int>.failure(testError)], [.failure(TestError(name: "other"))])
        }
    }
}

/// RxTest's XCTest assertions, as an RxTest test uses them.
final class RxTestAssertionXCTests: XCTestCase {
    func testEqualSequencesPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(res.events.map(\.value), [.next(10), .next(20), .completed])
        XCTAssertRecordedElements(Array(res.events.prefix(2)), [10, 20])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
        XCTAssertEqual([CompletableEvent.completed], [.completed])
    }
}
