import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct BehaviorSubjectTests {
    // MARK: edge cases

    @Test func theInitialValueIsReplayedAtSubscription() throws {
        let subject = BehaviorSubject(value: 0)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.next(0)])
        #expect(try subject.value() == 0)
    }

    @Test func aSubscriberAfterCompletionGetsTheCompletionNotTheValue() throws {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.completed])
        #expect(try subject.value() == 1)
    }

    @Test func afterAnErrorValueThrowsIt() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(testError)
        #expect(throws: TestError.self) { try subject.value() }
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(testError)])
    }

    @Test func afterDisposeValueAndSubscribersGetDisposed() {
        let subject = BehaviorSubject(value: 0)
        _ = subject.subscribe { _ in }
        subject.dispose()
        #expect(subject.isDisposed && !subject.hasObservers)
        do {
            _ = try subject.value()
            Issue.record("value() should throw after dispose")
        } catch RxError.disposed {
        } catch {
            Issue.record("unexpected \(error)")
        }
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(3)
        #expect(events.count == 1 && events[0].error is RxError)
    }

    @Test func disposingASubscriptionBeforeAnyEvent() {
        let subject = BehaviorSubject(value: 0)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.onNext(1)
        #expect(events == [.next(0)])
    }

    // MARK: marbles

    @Test func lateSubscribersGetTheLatestValueThenTheRest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(225) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(230) { subject.onNext(3) }
        scheduler.scheduleAt(240) { subject.onCompleted() }
        scheduler.start()
        #expect(early.events == [.next(200, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        #expect(late.events == [.next(225, 2), .next(230, 3), .completed(240)])
        #expect(try subject.value() == 3)
    }

    @Test func takeOneReadsTheCurrentValue() {
        let subject = BehaviorSubject(value: "a")
        subject.onNext("b")
        var events: [Event<String>] = []
        _ = subject.take(1).subscribe { events.append($0) }
        #expect(events == [.next("b"), .completed])
        #expect(!subject.hasObservers)
    }

    // MARK: re-entrancy

    @Test func anElementSentBackDuringTheReplayReachesTheSubscriber() throws {
        let subject = BehaviorSubject(value: 0)
        var seen: [Int] = []
        // The observer holds the subject it sends to: disposed at the end, or the two hold each other.
        let sending = subject.subscribe(onNext: { value in
            seen.append(value)
            if value == 0 { subject.onNext(1) }
        })
        defer { sending.dispose() }
        #expect(seen == [0, 1])
        #expect(try subject.value() == 1)
    }
}
