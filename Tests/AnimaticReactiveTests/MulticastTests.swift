import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// `share`, `publish`, `replay`, `replayAll`, `multicast`, `connect` and `refCount`, as RxSwift
/// (RxSwift/Observables/Multicast.swift, ShareReplayScope.swift; Tests/RxSwiftTests/
/// Observable+MulticastTests.swift, Observable+ShareReplayScopeTests.swift).
@Suite struct MulticastTests {
    /// Subscribes three observers at 200/300/500 and disposes them at 350/400/600.
    private func threeSubscribers(
        _ events: [Recorded<Event<Int>>], _ make: @escaping (Observable<Int>) -> Observable<Int>
    ) -> (res: [[Recorded<Event<Int>>]], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var ys: Observable<Int>?
        let res = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [(any Disposable)?] = [nil, nil, nil]
        scheduler.scheduleAt(100) { ys = make(xs.asObservable()) }
        scheduler.scheduleAt(200) { subscriptions[0] = ys?.subscribe(res[0]) }
        scheduler.scheduleAt(300) { subscriptions[1] = ys?.subscribe(res[1]) }
        scheduler.scheduleAt(350) { subscriptions[0]?.dispose() }
        scheduler.scheduleAt(400) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(500) { subscriptions[2] = ys?.subscribe(res[2]) }
        scheduler.scheduleAt(600) { subscriptions[2]?.dispose() }
        scheduler.start()
        return (res.map(\.events), xs.subscriptions)
    }

    private let elements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .next(550, 7),
    ]

    // MARK: share, edge cases

    @Test func shareOfASynchronousSourceSubscribesItAgainForEachLaterSubscriber() {
        var subscriptions = 0
        let shared = Observable<Int>.deferred { subscriptions += 1; return .just(subscriptions) }.share(replay: 1)
        let a = EventBox<Int>(), b = EventBox<Int>()
        _ = shared.subscribe { a.events.append($0) }
        _ = shared.subscribe { b.events.append($0) }
        #expect(a.events == [.next(1), .completed])
        #expect(b.events == [.next(2), .completed])
    }

    @Test func shareForeverOfASynchronousSourceReplaysItsEnd() {
        var subscriptions = 0
        let shared = Observable<Int>.deferred { subscriptions += 1; return .just(subscriptions) }
            .share(replay: 1, scope: .forever)
        let a = EventBox<Int>(), b = EventBox<Int>()
        _ = shared.subscribe { a.events.append($0) }
        _ = shared.subscribe { b.events.append($0) }
        #expect(a.events == [.next(1), .completed])
        #expect(b.events == [.next(1), .completed])
        #expect(subscriptions == 1)
    }

    @Test func aSubscriberLeavingDuringTheFirstElementDisconnects() {
        let subject = BehaviorSubject(value: 1)
        let shared = subject.share()
        let box = EventBox<Int>()
        _ = shared.take(1).subscribe { box.events.append($0) }
        #expect(box.events == [.next(1), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func sharedSubscriptionOutlivesTheSharedObservable() {
        let subject = PublishSubject<Int>()
        let box = EventBox<Int>()
        var subscription: (any Disposable)?
        do { subscription = subject.share().subscribe { box.events.append($0) } }
        subject.onNext(1)
        subscription?.dispose()
        subject.onNext(2)
        #expect(box.events == [.next(1)])
        #expect(!subject.hasObservers)
    }

    // MARK: share, marbles

    @Test func shareWhileConnectedSubscribesAgainAfterTheLastSubscriberLeft() {
        let (res, subscriptions) = threeSubscribers(elements) { $0.share() }
        #expect(res[0] == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)])
        #expect(res[1] == [.next(320, 6)])
        #expect(res[2] == [.next(550, 7)])
        #expect(subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func shareReplay1WhileConnectedReplaysTheLatestButNotAcrossConnections() {
        let (res, subscriptions) = threeSubscribers(elements) { $0.share(replay: 1) }
        #expect(res[1] == [.next(300, 5), .next(320, 6)])
        #expect(res[2] == [.next(550, 7)])
        #expect(subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func shareReplay2WhileConnected() {
        let (res, subscriptions) = threeSubscribers(elements) { $0.share(replay: 2) }
        #expect(res[1] == [.next(300, 4), .next(300, 5), .next(320, 6)])
        #expect(res[2] == [.next(550, 7)])
        #expect(subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func shareReplay1ForeverReplaysAcrossConnections() {
        let (res, subscriptions) = threeSubscribers(elements) { $0.share(replay: 1, scope: .forever) }
        #expect(res[1] == [.next(300, 5), .next(320, 6)])
        #expect(res[2] == [.next(500, 6), .next(550, 7)])
        #expect(subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func shareForeverWithoutReplay() {
        let (res, _) = threeSubscribers(elements) { $0.share(replay: 0, scope: .forever) }
        #expect(res[1] == [.next(320, 6)])
        #expect(res[2] == [.next(550, 7)])
    }

    @Test func afterTheSourceCompletedWhileConnectedSubscribesAgain() {
        let (res, subscriptions) = threeSubscribers([.next(210, 1), .completed(260), .next(550, 7)]) { $0.share(replay: 1) }
        #expect(res[0] == [.next(210, 1), .completed(260)])
        #expect(res[1].isEmpty)
        #expect(res[2] == [.next(550, 7)])
        #expect(subscriptions == [Subscription(200, 260), Subscription(300, 400), Subscription(500, 600)])
    }

    @Test func afterTheSourceFailedForeverReplaysTheBufferAndTheError() {
        let (res, subscriptions) = threeSubscribers([.next(210, 1), .error(260, testError), .next(550, 7)]) {
            $0.share(replay: 1, scope: .forever)
        }
        #expect(res[0] == [.next(210, 1), .error(260, testError)])
        #expect(res[1] == [.next(300, 1), .error(300, testError)])
        #expect(res[2] == [.next(500, 1), .error(500, testError)])
        #expect(subscriptions == [Subscription(200, 260)])
    }

    // MARK: publish, replay, connect, refCount

    @Test func publishSendsNothingBeforeConnectAndStopsAtDisconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .next(320, 4), .completed(400)])
        let connectable = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var connection: (any Disposable)?
        scheduler.scheduleAt(200) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(230) { connection = connectable.connect() }
        scheduler.scheduleAt(235) { #expect(connectable.connect() as AnyObject === connection as AnyObject) }
        scheduler.scheduleAt(280) { connection?.dispose() }
        scheduler.scheduleAt(300) { connection = connectable.connect() }
        scheduler.start()
        #expect(res.events == [.next(240, 2), .next(270, 3)])
        #expect(xs.subscriptions == [Subscription(230, 280), Subscription(300, 400)])
    }

    @Test func publishAfterTheSourceEndedUsesANewSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(310, 2), .completed(320)])
        let connectable = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.subscribe(first); _ = connectable.connect() }
        scheduler.scheduleAt(250) { _ = connectable.subscribe(second) }
        scheduler.scheduleAt(300) { _ = connectable.connect() }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .completed(220)])
        #expect(second.events == [.next(310, 2), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func multicastOfOneSubjectKeepsItsEndAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let connectable = xs.multicast(PublishSubject<Int>())
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(250) { _ = connectable.subscribe(late) }
        scheduler.start()
        #expect(late.events == [.completed(250)])
    }

    @Test func replayAndReplayAllSendTheBufferToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(310, 4)])
        let two = xs.replay(2), all = xs.replayAll()
        let res2 = scheduler.createObserver(Int.self), resAll = scheduler.createObserver(Int.self)
        // The source never ends: the connections are disposed at the end, as the owner of a
        // connection would, or they and the source hold each other.
        var connections: [any Disposable] = []
        defer { for connection in connections { connection.dispose() } }
        scheduler.scheduleAt(200) { connections = [two.connect(), all.connect()] }
        scheduler.scheduleAt(300) { _ = two.subscribe(res2); _ = all.subscribe(resAll) }
        scheduler.start()
        #expect(res2.events == [.next(300, 2), .next(300, 3), .next(310, 4)])
        #expect(resAll.events == [.next(300, 1), .next(300, 2), .next(300, 3), .next(310, 4)])
    }

    @Test func refCountConnectsAtTheFirstAndDisconnectsAtTheLastSubscriber() {
        let (res, subscriptions) = threeSubscribers(elements) { $0.publish().refCount() }
        #expect(res[0] == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)])
        #expect(res[1] == [.next(320, 6)])
        #expect(res[2] == [.next(550, 7)])
        #expect(subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func refCountDisconnectsWhenTheSharedSequenceEndsAndConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.replay(1).refCount()
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .completed(220)])
        #expect(second.events == [.next(310, 1), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func multicastWithASelectorMakesASubjectPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { ys in Observable.zip(ys, ys.map { $0 * 10 }) { $0 + $1 } })
        }
        #expect(res.events == [.next(210, 11), .next(220, 22), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func multicastWithAThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        #expect(res.events == [.error(200, testError)])
        #expect(xs.subscriptions.isEmpty)
    }
}
