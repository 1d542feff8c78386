import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// A sequence written by hand, as user code conforms its own types to ObservableType.
private final class ForeignSequence: ObservableType {
    typealias Element = Int
    var log: [String] = []
    var observer: AnyObserver<Int>?
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create { self.log.append("disposed") }
    }
}

@Suite struct PrimitiveSequenceOperatorTests {
    @Test func catchOnEveryTrait() {
        var log: [String] = []
        _ = Single<Int>.error(testError).catch { _ in Single.just(1) }.subscribe(onSuccess: { log.append("single \($0)") })
        _ = Maybe<Int>.error(testError).catch { _ in Maybe.empty() }.subscribe(onCompleted: { log.append("maybe empty") })
        _ = Completable.error(testError).catch { _ in Completable.empty() }.subscribe(onCompleted: { log.append("completable") })
        _ = Single<Int>.error(testError).catchAndReturn(2).subscribe(onSuccess: { log.append("returned \($0)") })
        _ = Single<Int>.just(3).catch { _ in throw testError }.subscribe(onSuccess: { log.append("untouched \($0)") })
        #expect(log == ["single 1", "maybe empty", "completable", "returned 2", "untouched 3"])
    }

    @Test func timeoutTimerAndDelayOnTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.timer(.seconds(30), scheduler: scheduler).timeout(.seconds(20), scheduler: scheduler).asObservable()
        }
        #expect(res.events.count == 1 && res.events[0].time == 220)
        #expect(res.events[0].value.error.map { "\($0)" } == "\(RxError.timeout)")
        let other = TestScheduler(initialClock: 0)
        let switched = other.start {
            Maybe<Int>.never().timeout(.seconds(5), other: Maybe.just(7), scheduler: other).asObservable()
        }
        #expect(switched.events == [.next(205, 7), .completed(205)])
    }

    @Test func compactMapFlatMapMaybeAndRetryWhen() {
        var log: [String] = []
        _ = Single.just("4").compactMap { Int($0) }.subscribe(onSuccess: { log.append("compact \($0)") })
        _ = Single.just("x").compactMap { Int($0) }.subscribe(onCompleted: { log.append("compact empty") })
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(onCompleted: { log.append("flatMapMaybe empty") })
        var attempts = 0
        _ = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(testError) : .just(attempts)
        }.retry(when: { (errors: Observable<any Error>) in errors }).subscribe(onSuccess: { log.append("attempt \($0)") })
        #expect(log == ["compact 4", "compact empty", "flatMapMaybe empty", "attempt 3"])
    }

    @Test func usingDebugObserveOnAndSubscribeOnKeepTheTrait() {
        var log: [String] = []
        final class Resource: Disposable {
            let log: (String) -> Void
            init(_ log: @escaping (String) -> Void) { self.log = log }
            func dispose() { log("resource disposed") }
        }
        _ = recordStory {
            _ = Single.using({ Resource { log.append($0) } }, primitiveSequenceFactory: { _ in Single.just(1) })
                .observe(on: MainScheduler.instance).subscribe(on: MainScheduler.instance)
                .subscribe(onSuccess: { log.append("success \($0)") })
            log.append("subscribed")
        }
        #expect(log == ["subscribed", "resource disposed", "success 1"])
    }

    @Test func maybeZipOfTwoToEightAndOfACollection() {
        var log: [String] = []
        let one = Maybe.just(1)
        _ = Maybe.zip(one, Maybe.just("a")).subscribe(onSuccess: { log.append("\($0.0)\($0.1)") })
        _ = Maybe.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }.subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.zip(one, Maybe<Int>.empty()).subscribe(onSuccess: { _ in log.append("no") }, onCompleted: { log.append("empty") })
        _ = Maybe.zip([one, one]).subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.zip([Maybe<Int>]()) { $0.count }.subscribe(onSuccess: { log.append("count \($0)") })
        #expect(log == ["1a", "8", "empty", "[1, 1]", "count 0"])
    }

    @Test func mapObserverTransformsAndSendsThrowsAsErrors() {
        var events: [Event<String>] = []
        let observer = AnyObserver<String> { events.append($0) }
        let mapped: AnyObserver<Int> = observer.mapObserver { x in
            if x < 0 { throw testError }
            return "\(x)"
        }
        mapped.onNext(1)
        mapped.onNext(-1)
        mapped.onCompleted()
        #expect(events == [.next("1"), .error(testError), .completed])
    }

    @Test func staticCatchTriesEachSequenceWhileTheyFail() {
        var events: [Event<Int>] = []
        _ = Observable.catch(sequence: [Observable.of(1).concat(Observable.error(testError)), Observable.error(testError), Observable.of(2)])
            .subscribe { events.append($0) }
        _ = Observable.catch(sequence: [Observable<Int>.error(testError), Observable.error(TestError(name: "last"))]).subscribe { events.append($0) }
        _ = Observable<Int>.catch(sequence: [Observable<Int>]()).subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .completed, .error(TestError(name: "last")), .completed])
    }

    @Test func aForeignSequencesSubscriptionIsDisposedBySubscribeOnAStepAfterItEnds() {
        let foreign = ForeignSequence()
        _ = recordStory {
            _ = foreign.subscribe(on: MainScheduler.instance).subscribe(onCompleted: { foreign.log.append("completed") })
            _ = MainScheduler.instance.scheduleNow {
                foreign.observer?.onCompleted()
                foreign.log.append("after the completion")
            }
        }
        #expect(foreign.log == ["completed", "after the completion", "disposed"])
        // Through asObservable() (which every other operator uses), RxSwift's wrapper disposes
        // the subscription right after the terminal event.
        let wrapped = ForeignSequence()
        _ = wrapped.asObservable().subscribe(onCompleted: { wrapped.log.append("completed") })
        wrapped.observer?.onCompleted()
        wrapped.log.append("after the completion")
        #expect(wrapped.log == ["completed", "disposed", "after the completion"])
    }
}
