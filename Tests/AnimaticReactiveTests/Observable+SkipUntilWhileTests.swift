import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableSkipUntilTests {
    @Test func otherNeverSendingCompletesNothingAndTheSourceCompletionIsSwallowed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.asObservable().skip(until: other) }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(other.subscriptions == [Subscription(200, 250)])
    }

    @Test func elementsAfterTheGateOpensPassAndTheOtherIsUnsubscribedAtItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let other = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .next(235, 100), .completed(300)])
        let res = scheduler.start { xs.asObservable().skip(until: other) }
        #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(other.subscriptions == [Subscription(200, 225)])
    }

    @Test func otherErrorEndsTheResultAndUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 5), .completed(250)])
        let other = scheduler.createHotObservable([.error(225, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().skip(until: other) }
        #expect(res.events == [.error(225, testError)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(other.subscriptions == [Subscription(200, 225)])
    }

    @Test func otherCompletingEmptyKeepsTheGateShutForGood() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 5), .completed(250)])
        let other = scheduler.createHotObservable([.completed(225, Int.self)])
        let res = scheduler.start { xs.asObservable().skip(until: other) }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(other.subscriptions == [Subscription(200, 225)])
    }

    @Test func sourceErrorPassesEvenWithTheGateShut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError, Int.self)])
        let other = scheduler.createHotObservable([.next(230, 1)])
        let res = scheduler.start { xs.asObservable().skip(until: other) }
        #expect(res.events == [.error(220, testError)])
        #expect(other.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 5), .next(260, 6)])
        let other = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().skip(until: other) }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(other.subscriptions == [Subscription(200, 250)])
    }

    @Test func sourceIsSubscribedBeforeOtherSoAnImmediateOtherOpensOnlyForLaterElements() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).skip(until: Observable.just(())).subscribe { events.append($0) }
        // `of` sends everything while subscribed, before `other` is: RxSwift's order drops it all.
        #expect(events.isEmpty)
        let subject = PublishSubject<Int>()
        _ = subject.skip(until: Observable.just(())).subscribe { events.append($0) }
        subject.onNext(3)
        subject.onCompleted()
        #expect(events == [.next(3), .completed])
    }

    @Test func reentrantGateOpenedFromTheSourcesOwnElement() {
        let subject = PublishSubject<Int>()
        let gate = PublishSubject<Void>()
        var events: [Event<Int>] = []
        _ = subject.do(onNext: { if $0 == 2 { gate.onNext(()) } }).skip(until: gate).subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(2)   // opens the gate before reaching skip(until:), so it passes
        subject.onNext(3)
        #expect(events == [.next(2), .next(3)])
        #expect(!gate.hasObservers)
    }

    @Test func oldSpellingIsTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let other = scheduler.createHotObservable([.next(220, ())])
        let res = scheduler.start { xs.asObservable().skipUntil(other) }
        #expect(res.events == [.next(230, 2), .completed(240)])
    }
}

@Suite struct ObservableSkipWhileTests {
    @Test func emptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let res = scheduler.start { xs.asObservable().skip(while: { $0 < 3 }) }
        #expect(res.events == [.completed(230)])
    }

    @Test func skipsUntilTheFirstFailureThenNeverAsksAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .next(250, 7), .completed(260),
        ])
        var calls = 0
        let res = scheduler.start { xs.asObservable().skip(while: { calls += 1; return $0 < 3 }) }
        #expect(res.events == [.next(230, 5), .next(240, 1), .next(250, 7), .completed(260)])
        #expect(calls == 3)
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func predicateErrorEndsTheSequenceAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5)])
        let res = scheduler.start {
            xs.asObservable().skip(while: { value in
                if value == 2 { throw testError }
                return true
            })
        }
        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func sourceErrorPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().skip(while: { $0 < 3 }) }
        #expect(res.events == [.error(220, testError)])
    }

    @Test func disposedWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 5)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().skipWhile { $0 < 3 } }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
