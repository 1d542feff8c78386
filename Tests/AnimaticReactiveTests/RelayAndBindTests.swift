import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// RxRelay (RxRelay/*.swift), `bind(to:)` (RxCocoa/Common/Observable+Bind.swift) and `Binder`
/// (RxSwift/Binder.swift).
@Suite struct RelayAndBindTests {
    final class Target { var values: [Int] = [] }

    // MARK: relays

    @Test func behaviorRelayHoldsItsValueAndSendsItToNewSubscribers() {
        let relay = BehaviorRelay(value: 0)
        let box = EventBox<Int>()
        _ = relay.subscribe { box.events.append($0) }
        relay.accept(1)
        relay.accept(2)
        #expect(relay.value == 2)
        #expect(box.events == [.next(0), .next(1), .next(2)])
        let late = EventBox<Int>()
        _ = relay.asObservable().subscribe { late.events.append($0) }
        #expect(late.events == [.next(2)])
    }

    @Test func publishRelaySendsOnlyToCurrentSubscribers() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        let box = EventBox<Int>()
        let subscription = relay.subscribe { box.events.append($0) }
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        #expect(box.events == [.next(2)])
    }

    @Test func replayRelayReplaysItsBuffer() {
        let two = ReplayRelay<Int>.create(bufferSize: 2), all = ReplayRelay<Int>.createUnbound()
        for i in 1...3 { two.accept(i); all.accept(i) }
        let a = EventBox<Int>(), b = EventBox<Int>()
        _ = two.subscribe { a.events.append($0) }
        _ = all.subscribe { b.events.append($0) }
        #expect(a.events == [.next(2), .next(3)])
        #expect(b.events == [.next(1), .next(2), .next(3)])
    }

    // MARK: bind(to:)

    @Test func bindToRelaysDropsTheCompletionAndReportsAnError() {
        let a = BehaviorRelay(value: 0), b = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>(), replay = ReplayRelay<Int>.createUnbound()
        let received = EventBox<Int>()
        _ = publish.subscribe { received.events.append($0) }
        let context = recordStory {
            _ = Observable.of(1, 2).bind(to: a, b)
            _ = Observable.of(3).bind(to: optional)
            _ = Observable.of(4).bind(to: publish)
            _ = Observable.of(5).bind(to: replay)
            _ = Observable<Int>.error(testError).bind(to: a)
        }
        #expect(a.value == 2 && b.value == 2 && optional.value == 3)
        #expect(received.events == [.next(4)])
        #expect(context.failures.map { "\($0)" } == ["Binding error to BehaviorRelay: test error"])
    }

    @Test func bindToObserversSendsEveryEventToEachInOrder() {
        var log: [String] = []
        let first = AnyObserver<Int> { log.append("first \($0)") }
        let second = AnyObserver<Int> { log.append("second \($0)") }
        _ = Observable.of(1).bind(to: first, second)
        #expect(log == ["first next(1)", "second next(1)", "first completed", "second completed"])
        let optional = AnyObserver<Int?> { log.append("optional \($0)") }
        log = []
        _ = Observable.just(2).bind(to: optional)
        #expect(log == ["optional next(Optional(2))", "optional completed"])
    }

    @Test func bindWithHoldsTheObjectWeakly() {
        var target: Target? = Target()
        var log: [Int] = []
        let relay = PublishRelay<Int>()
        _ = relay.bind(with: target!) { _, value in log.append(value) }
        relay.accept(1)
        target = nil
        relay.accept(2)
        #expect(log == [1])
    }

    @Test func bindOnNextReportsAnError() {
        let context = recordStory { _ = Observable<Int>.error(testError).bind(onNext: { _ in }) }
        #expect(context.failures.map { "\($0)" } == ["Binding error to bind(onNext:): test error"])
    }

    // MARK: Binder

    @Test func binderSetsAtOnceOnTheStoryThread() {
        let target = Target()
        var atOnce: [Int] = []
        _ = recordStory {
            let binder = Binder(target) { $0.values.append($1) }
            binder.onNext(1)
            atOnce = target.values
            binder.onCompleted()
            binder.onNext(2)
        }
        #expect(atOnce == [1])
        #expect(target.values == [1, 2])
    }

    @Test func anElementSentToABinderWhileItsBindingRunsIsQueuedAfterIt() {
        let target = Target()
        var log: [String] = []
        _ = recordStory {
            var binder: Binder<Int>?
            binder = Binder(target) { (t: Target, v: Int) in
                log.append("\(v) begins")
                t.values.append(v)
                if v == 1 { binder?.onNext(2) }
                log.append("\(v) ends")
            }
            binder?.onNext(1)
            log.append("after")
            binder = nil // the handler holds the variable that holds the binder: cleared, or they hold each other
        }
        #expect(log == ["1 begins", "1 ends", "after", "2 begins", "2 ends"])
        #expect(target.values == [1, 2])
    }

    @Test func aBinderFedByAnotherBindersBindingRunsAtOnce() {
        let target = Target()
        var log: [String] = []
        _ = recordStory {
            let inner = Binder(target) { (t: Target, v: Int) in t.values.append(v); log.append("inner \(v)") }
            let outer = Binder(target) { (_: Target, v: Int) in
                log.append("outer \(v) begins")
                inner.onNext(v * 10)
                log.append("outer \(v) ends")
            }
            outer.onNext(1)
            log.append("after")
        }
        #expect(log == ["outer 1 begins", "inner 10", "outer 1 ends", "after"])
    }

    @Test func aBinderDropsElementsOnceItsTargetIsGone() {
        var target: Target? = Target()
        var log: [Int] = []
        let binder = Binder(target!) { (_: Target, value: Int) in log.append(value) }
        binder.onNext(1)
        target = nil
        binder.onNext(2)
        #expect(log == [1])
    }

    @Test func aBinderReportsAnErrorAsABindingError() {
        let target = Target()
        let context = recordStory { Binder(target) { $0.values.append($1) }.onError(testError) }
        #expect(context.failures.map { "\($0)" } == ["Binding error to a Binder of Target: test error"])
    }

    @Test func aBinderOnAnotherSchedulerRunsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = Binder(target, scheduler: scheduler) { $0.values.append($1) }
        scheduler.scheduleAt(100) { binder.onNext(1) }
        scheduler.start()
        #expect(target.values == [1])
    }
}
