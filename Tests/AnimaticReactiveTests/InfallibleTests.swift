import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct InfallibleTests {
    @Test func anErrorIsReplacedByTheFallbacks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let justReturn = scheduler.start { xs.asObservable().asInfallible(onErrorJustReturn: -1).asObservable() }
        #expect(justReturn.events == [.next(210, 1), .next(220, -1), .completed(220)])
        let fallback = TestScheduler(initialClock: 0)
        let ys = fallback.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let res = fallback.start { ys.asObservable().asInfallible(onErrorFallbackTo: .of(7, 8)).asObservable() }
        #expect(res.events == [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
        var recovered: [String] = []
        _ = Observable<Int>.error(testError).asInfallible(onErrorRecover: { error in .just(error is TestError ? 9 : 0) })
            .subscribe(onNext: { recovered.append("\($0)") }, onCompleted: { recovered.append("completed") })
        #expect(recovered == ["9", "completed"])
    }

    @Test func createSendsElementsAndCompletionAndDisposesItsResource() {
        var disposed = 0
        var events: [String] = []
        let sequence = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            observer(.next(2))   // after the completion: dropped
            return Disposables.create { disposed += 1 }
        }
        _ = sequence.subscribe { event in
            switch event {
            case .next(let value): events.append("next \(value)")
            case .completed: events.append("completed")
            }
        }
        #expect(events == ["next 1", "completed"])
        #expect(disposed == 1)
    }

    @Test func operatorsKeepTheTraitAndTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .completed(250),
        ])
        let res = scheduler.start {
            xs.asObservable().asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .map { $0 * 10 }
                .scan(0) { $0 + $1 }
                .skip(while: { $0 < 20 })
                .startWith(-1)
                .asObservable()
        }
        #expect(res.events == [.next(200, -1), .next(230, 30), .next(240, 60), .completed(250)])
    }

    @Test func subscribeWithAnObjectDropsEventsOnceItIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        _ = subject.asInfallible(onErrorJustReturn: 0).subscribe(with: owner!, onNext: { _, value in seen.append(value) })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        #expect(seen == [1])
    }

    @Test func valuesOfAnInfallibleEndAtItsCompletion() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2, 3).values { collected.append(value) }
        #expect(collected == [1, 2, 3])
    }

    @Test func combiningOperators() {
        var log: [Int] = []
        _ = Infallible.concat(Infallible.of(1, 2), Infallible.just(3))
            .flatMap { Infallible.of($0, $0 * 100) }
            .take(4)
            .subscribe(onNext: { log.append($0) })
        #expect(log == [1, 100, 2, 200])
        var merged: [Int] = []
        let holder = Holder()
        _ = Infallible.merge(.just(1), .empty(), .just(2)).withUnretained(holder)
            .map { $0.1 }
            .subscribe(onNext: { merged.append($0) })
        #expect(merged == [1, 2])
    }
}

private final class Holder {}

@Suite struct InfallibleBindTests {
    @Test func bindSendsElementsToObserversAndRelaysAndNeverACompletionToRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let observer = scheduler.createObserver(Int.self)
        let relay = BehaviorRelay(value: 0)
        let optionals = PublishRelay<Int?>()
        var optionalSeen: [Int?] = []
        _ = optionals.subscribe(onNext: { optionalSeen.append($0) })
        let infallible = xs.asObservable().asInfallible(onErrorJustReturn: 9)
        _ = infallible.bind(to: observer)
        _ = infallible.bind(to: relay)
        _ = infallible.bind(to: optionals)
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .next(220, 9), .completed(220)])
        #expect(relay.value == 9)
        #expect(optionalSeen == [1, 9])
    }

    @Test func relaysAndSharedSequencesBecomeInfallible() {
        let relay = BehaviorRelay(value: 3)
        var seen: [Int] = []
        _ = relay.asInfallible().subscribe(onNext: { seen.append($0) })
        relay.accept(4)
        _ = PublishRelay<Int>().asInfallible().bind(onNext: { seen.append($0) })
        #expect(seen == [3, 4])
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { Driver.of(5, 6).asInfallible().asObservable() }
        }
        #expect(res?.events == [.next(201, 5), .next(202, 6), .completed(203)])
    }
}

@Suite struct SharedSequenceFactoryTests {
    @Test func mockedFactoriesScheduleOnTheMockAsRxCocoas() {
        let scheduler = TestScheduler(initialClock: 0)
        var just: TestableObserver<Int>?
        var empty: TestableObserver<Int>?
        var sequence: TestableObserver<Int>?
        var optional: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            just = scheduler.start { Driver.just(1) }
        }
        let second = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: second) {
            empty = second.start { Driver<Int>.empty() }
        }
        let third = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: third) {
            sequence = third.start { Signal.from(AnySequence([7, 8])) }
        }
        let fourth = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: fourth) {
            optional = fourth.start { Driver<Int>.from(optional: nil) }
        }
        #expect(just?.events == [.next(201, 1), .completed(202)])
        #expect(empty?.events == [.completed(201)])
        #expect(sequence?.events == [.next(201, 7), .next(202, 8), .completed(203)])
        #expect(optional?.events == [.completed(201)])
    }

    @Test func intervalAndTimerTickOnTheMock() {
        let scheduler = TestScheduler(initialClock: 0)
        var interval: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            interval = scheduler.start(disposed: 245) { Driver<Int>.interval(.seconds(10)) }
        }
        #expect(interval?.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        let other = TestScheduler(initialClock: 0)
        var timer: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: other) {
            timer = other.start(disposed: 245) { Signal<Int>.timer(.seconds(20), period: .seconds(10)) }
        }
        #expect(timer?.events == [.next(220, 0), .next(230, 1), .next(240, 2)])
    }

    @Test func unmockedFactoriesKeepTheMainSchedulersRuleInsideAStory() {
        var log: [String] = []
        _ = recordStory {
            _ = Driver.from(AnySequence([1, 2])).drive(onNext: { log.append("\($0)") })
            log.append("after subscribe")
        }
        #expect(log == ["1", "after subscribe", "2"])
    }
}
