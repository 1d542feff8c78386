import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct PublishSubjectTests {
    // MARK: edge cases

    @Test func aSubscriberAfterCompletionGetsTheCompletionOnly() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.completed])
        #expect(!subject.hasObservers)
    }

    @Test func aSubscriberAfterAnErrorGetsTheError() {
        let subject = PublishSubject<Int>()
        subject.onError(testError)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(testError)])
    }

    @Test func afterDisposeSubscribersGetDisposedAndElementsAreDropped() {
        let subject = PublishSubject<Int>()
        var early: [Event<Int>] = []
        _ = subject.subscribe { early.append($0) }
        subject.dispose()
        #expect(subject.isDisposed && !subject.hasObservers)
        subject.onNext(1)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        #expect(early.isEmpty)
        #expect(late.count == 1)
        if case .error(let error)? = late.first, case RxError.disposed = error {} else {
            Issue.record("expected RxError.disposed, got \(late)")
        }
        // As in RxSwift, a terminal event after the disposal is still kept and replayed.
        subject.onCompleted()
        var replayed: [Event<Int>] = []
        _ = subject.subscribe { replayed.append($0) }
        #expect(replayed == [.completed])
    }

    @Test func disposingASubscriptionBeforeAnyEvent() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        #expect(subject.hasObservers)
        subscription.dispose()
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.onNext(1)
        #expect(events.isEmpty)
    }

    // MARK: marbles

    @Test func lateSubscribersMissEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: (any Disposable)?
        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { lateSubscription = subject.subscribe(late) }
        scheduler.scheduleAt(230) { subject.onNext(2) }
        scheduler.scheduleAt(240) { lateSubscription?.dispose() }
        scheduler.scheduleAt(250) { subject.onNext(3) }
        scheduler.scheduleAt(260) { subject.onCompleted() }
        scheduler.scheduleAt(270) { subject.onNext(4) }
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        #expect(late.events == [.next(230, 2)])
    }

    @Test func feedsFromAnObservableAsAnObserver() {
        let subject = PublishSubject<Int>()
        var seen: [Event<Int>] = []
        _ = subject.subscribe { seen.append($0) }
        _ = Observable.of(1, 2).subscribe(subject)
        _ = Observable.of(3).subscribe(subject.asObserver())
        #expect(seen == [.next(1), .next(2), .completed])
    }

    @Test func operatorsChainOnASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onNext(3) }
        let res = scheduler.start { subject.map { $0 * 10 }.take(2) }
        #expect(res.events == [.next(210, 10), .next(220, 20), .completed(220)])
        #expect(!subject.hasObservers)
    }

    // MARK: re-entrancy

    @Test func anElementSentDuringDeliveryIsDeliveredNested() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        // The observer holds the subject it sends to: disposed at the end, or the two hold each other.
        let sending = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { subject.onNext(2) }
        })
        defer { sending.dispose() }
        _ = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        #expect(log == ["a1", "a2", "b2", "b1"])
    }

    @Test func aSubscriberAddedDuringDeliveryWaitsForTheNextElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        // The observer holds the subject it subscribes to: disposed at the end, or the two hold each other.
        let subscribing = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { _ = subject.subscribe(onNext: { log.append("new\($0)") }) }
        })
        defer { subscribing.dispose() }
        subject.onNext(1)
        subject.onNext(2)
        #expect(log == ["a1", "a2", "new2"])
    }

    @Test func aSubscriberDisposedDuringDeliveryGetsNothingMore() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: (any Disposable)?
        _ = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        #expect(log == ["a1"])
    }

    @Test func aSubjectNobodyHoldsIsReleasedWithItsSubscribers() {
        // A subject that never ends, whose subscriber is never disposed, still goes, with that
        // subscriber, when its owner lets go of it.
        final class Witness {}
        weak var released: PublishSubject<Int>?
        weak var observerState: Witness?
        let box = EventBox<Int>()
        do {
            let subject = PublishSubject<Int>()
            let witness = Witness()
            _ = subject.subscribe { event in withExtendedLifetime(witness) { box.events.append(event) } }
            subject.onNext(1)
            released = subject
            observerState = witness
        }
        #expect(box.events == [.next(1)])
        #expect(released == nil)
        #expect(observerState == nil)
    }

    @Test func aDisposedSubscriptionLetsGoOfItsHandlers() {
        // A handler that holds its own subscription, to dispose it from inside, is let go of then.
        final class Witness {}
        weak var handlerState: Witness?
        let subject = PublishSubject<Int>()
        var log: [Int] = []
        do {
            var subscription: (any Disposable)?
            let witness = Witness()
            subscription = subject.subscribe(onNext: { value in
                withExtendedLifetime(witness) { log.append(value) }
                subscription?.dispose()
            })
            handlerState = witness
        }
        subject.onNext(1)
        subject.onNext(2)
        #expect(log == [1])
        #expect(handlerState == nil)
    }

    @Test func completingDuringDeliveryEndsEveryone() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            subject.onCompleted()
        }, onCompleted: { log.append("a done") })
        _ = subject.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b done") })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log == ["a1", "a done", "b done"])
    }
}
