import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// RxSwift's behaviour (RxSwift/Subjects/AsyncSubject.swift, Tests/RxSwiftTests/AsyncSubjectTests.swift).
@Suite struct AsyncSubjectTests {
    // MARK: edge cases

    @Test func completionWithoutElementsSendsOnlyTheCompletion() {
        let subject = AsyncSubject<Int>()
        let early = EventBox<Int>()
        _ = subject.subscribe { early.events.append($0) }
        subject.onCompleted()
        let late = EventBox<Int>()
        _ = subject.subscribe { late.events.append($0) }
        #expect(early.events == [.completed])
        #expect(late.events == [.completed])
    }

    @Test func anErrorDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        let early = EventBox<Int>()
        _ = subject.subscribe { early.events.append($0) }
        subject.onNext(1)
        subject.onError(testError)
        subject.onCompleted()
        let late = EventBox<Int>()
        _ = subject.subscribe { late.events.append($0) }
        #expect(early.events == [.error(testError)])
        #expect(late.events == [.error(testError)])
    }

    @Test func everyObserverGetsTheElementBeforeAnyGetsTheCompletion() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe { log.append("a \($0)") }
        _ = subject.subscribe { log.append("b \($0)") }
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.isEmpty)
        subject.onCompleted()
        #expect(log == ["a next(2)", "b next(2)", "a completed", "b completed"])
        #expect(!subject.hasObservers)
    }

    @Test func aDisposedSubscriptionGetsNothing() {
        let subject = AsyncSubject<Int>()
        let box = EventBox<Int>()
        let subscription = subject.subscribe { box.events.append($0) }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
        #expect(box.events.isEmpty)
    }

    // MARK: marbles

    @Test func lateSubscribersGetTheLastElementAndTheCompletionAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(first) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(310) { subject.onNext(3) }
        scheduler.scheduleAt(400) { _ = subject.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(300, 2), .completed(300)])
        #expect(second.events == [.next(400, 2), .completed(400)])
    }
}
