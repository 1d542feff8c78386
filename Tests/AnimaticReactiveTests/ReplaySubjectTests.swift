import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// RxSwift's behaviour (RxSwift/Subjects/ReplaySubject.swift, Tests/RxSwiftTests/ReplaySubjectTest.swift).
@Suite struct ReplaySubjectTests {
    // MARK: edge cases

    @Test func bufferSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let box = EventBox<Int>()
        _ = subject.subscribe { box.events.append($0) }
        subject.onNext(2)
        #expect(box.events == [.next(2)])
    }

    @Test func bufferSizeOneKeepsTheLatest() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let box = EventBox<Int>()
        _ = subject.subscribe { _ in }
        subject.onNext(1); subject.onNext(2)
        _ = subject.subscribe { box.events.append($0) }
        #expect(box.events == [.next(2)])
    }

    @Test func aNegativeBufferSizeIsReportedAndReplaysNothing() {
        var subject: ReplaySubject<Int>?
        let context = recordStory { subject = ReplaySubject<Int>.create(bufferSize: -1) }
        #expect(context.failures.count == 1)
        #expect("\(context.failures.first.map { "\($0)" } ?? "")".contains("bufferSize must not be negative, got -1"))
        subject?.onNext(1)
        let box = EventBox<Int>()
        _ = subject?.subscribe { box.events.append($0) }
        #expect(box.events.isEmpty)
    }

    @Test func afterCompletionANewSubscriberGetsTheBufferThenTheCompletion() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1); subject.onNext(2); subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        let box = EventBox<Int>()
        _ = subject.subscribe { box.events.append($0) }
        #expect(box.events == [.next(2), .next(3), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func afterAnErrorANewSubscriberGetsTheBufferThenTheError() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onError(testError)
        subject.onCompleted()
        let box = EventBox<Int>()
        _ = subject.subscribe { box.events.append($0) }
        #expect(box.events == [.next(1), .error(testError)])
    }

    @Test func afterDisposeSubscribersGetDisposedAndTheBufferIsGone() {
        let subject = ReplaySubject<Int>.createUnbounded()
        let early = EventBox<Int>()
        _ = subject.subscribe { early.events.append($0) }
        subject.onNext(1)
        subject.dispose()
        #expect(subject.isDisposed && !subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        let late = EventBox<Int>()
        _ = subject.subscribe { late.events.append($0) }
        #expect(early.events == [.next(1)])
        #expect(late.events.count == 1)
        if case .error(let error)? = late.events.first, case RxError.disposed = error {} else {
            Issue.record("expected RxError.disposed, got \(late.events)")
        }
    }

    @Test func anElementSentDuringTheReplayArrivesAfterTheBuffer() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1); subject.onNext(2)
        let box = EventBox<Int>()
        // The observer holds the subject it sends to: disposed at the end, or the two hold each other.
        let sending = subject.subscribe { event in
            box.events.append(event)
            if case .next(1) = event { subject.onNext(10) }
        }
        defer { sending.dispose() }
        #expect(box.events == [.next(1), .next(2), .next(10)])
        let later = EventBox<Int>()
        _ = subject.subscribe { later.events.append($0) }
        #expect(later.events == [.next(1), .next(2), .next(10)])
    }

    @Test func aCompletionSentDuringTheReplayEndsItAfterTheBuffer() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1); subject.onNext(2)
        let box = EventBox<Int>()
        _ = subject.subscribe { event in
            box.events.append(event)
            if case .next(1) = event { subject.onCompleted() }
        }
        #expect(box.events == [.next(1), .next(2), .completed])
    }

    @Test func aLongBoundedBufferKeepsOnlyTheLatest() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for i in 0..<1000 { subject.onNext(i) }
        let box = EventBox<Int>()
        _ = subject.subscribe { box.events.append($0) }
        #expect(box.events == [.next(997), .next(998), .next(999)])
    }

    // MARK: marbles

    @Test func subscribersAtDifferentTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var secondSubscription: (any Disposable)?
        scheduler.scheduleAt(100) { _ = subject.subscribe(first) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onNext(3) }
        scheduler.scheduleAt(300) { secondSubscription = subject.subscribe(second) }
        scheduler.scheduleAt(310) { subject.onNext(4) }
        scheduler.scheduleAt(320) { secondSubscription?.dispose() }
        scheduler.scheduleAt(330) { subject.onNext(5) }
        scheduler.scheduleAt(340) { subject.onCompleted() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(third) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(310, 4), .next(330, 5), .completed(340)])
        #expect(second.events == [.next(300, 2), .next(300, 3), .next(310, 4)])
        #expect(third.events == [.next(400, 4), .next(400, 5), .completed(400)])
    }
}

/// Collects events (a class, so that the closures given to `subscribe` can append to it).
final class EventBox<Element> {
    var events: [Event<Element>] = []
}
