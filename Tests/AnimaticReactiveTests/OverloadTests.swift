import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ArityOverloadTests {
    @Test func zipOfFourToEightSourcesPairsByIndexAndWaitsForEveryCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...8).map { k in
            scheduler.createHotObservable([.next(200 + k, k), .next(220 + k, 10 * k), .completed(230 + k)])
        }
        let four = scheduler.start { Observable.zip(xs[0], xs[1], xs[2], xs[3]) { $0 + $1 + $2 + $3 } }
        #expect(four.events == [.next(204, 10), .next(224, 100), .completed(234)])
        let s = TestScheduler(initialClock: 0)
        let ys = (1...8).map { k in s.createHotObservable([.next(200 + k, k), .completed(230 + k)]) }
        let eight = s.start {
            Observable.zip(ys[0], ys[1], ys[2], ys[3], ys[4], ys[5], ys[6], ys[7]).map { "\($0.0)\($0.7)" }
        }
        #expect(eight.events == [.next(208, "18"), .completed(238)])
    }

    @Test func zipTuplesOfFiveSixAndSeven() {
        var out: [String] = []
        let a = Observable.of(1, 2), b = Observable.of("a"), c = Observable.just(true)
        _ = Observable.zip(a, b, c, a, b).subscribe(onNext: { out.append("\($0.0)\($0.1)\($0.2)\($0.4)") })
        _ = Observable.zip(a, b, c, a, b, c).subscribe(onNext: { out.append("\($0.5)") })
        _ = Observable.zip(a, b, c, a, b, c, a).subscribe(onNext: { out.append("\($0.6)") })
        #expect(out == ["1atruea", "true", "1"])
    }

    @Test func combineLatestOfFourToEightWaitsForEverySourceThenCombinesTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...4).map { k in scheduler.createHotObservable([.next(200 + k, k), .next(250, 10 * k), .completed(260 + k)]) }
        let res = scheduler.start { Observable.combineLatest(xs[0], xs[1], xs[2], xs[3]) { [$0, $1, $2, $3] } }
        #expect(res.events == [.next(204, [1, 2, 3, 4]), .next(250, [10, 2, 3, 4]), .next(250, [10, 20, 3, 4]),
                               .next(250, [10, 20, 30, 4]), .next(250, [10, 20, 30, 40]), .completed(264)])
        var eights: [Int] = []
        let o = Observable.just(1)
        _ = Observable.combineLatest(o, o, o, o, o, o, o, o).subscribe(onNext: { eights.append($0.0 + $0.7) })
        _ = Observable.combineLatest(o, o, o, o, o, o, o, o) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }.subscribe(onNext: { eights.append($0) })
        #expect(eights == [2, 8])
    }

    @Test func combineLatestOfFiveEndsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let ok = (1...4).map { _ in scheduler.createHotObservable([.next(210, 1), .completed(500)]) }
        let bad = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let res = scheduler.start { Observable.combineLatest(ok[0], ok[1], ok[2], ok[3], bad) { $0 + $1 + $2 + $3 + $4 } }
        #expect(res.events == [.error(220, testError)])
        #expect(ok.allSatisfy { $0.subscriptions == [Subscription(200, 220)] })
    }

    @Test func singleZipOfThreeToEightAndOfACollection() {
        var out: [String] = []
        let one = Single.just(1), two = Single.just("b")
        _ = Single.zip(one, two, one) { "\($0)\($1)\($2)" }.subscribe(onSuccess: { out.append($0) })
        _ = Single.zip(one, two, one, two, one, two, one, two).subscribe(onSuccess: { out.append("\($0.0)\($0.7)") })
        _ = Single.zip([one, one, one]) { $0.reduce(0, +) }.subscribe(onSuccess: { out.append("\($0)") })
        _ = Single.zip([Single<Int>]()) { "\($0.count) elements" }.subscribe(onSuccess: { out.append($0) })
        var failure: (any Error)?
        _ = Single.zip(one, Single<Int>.error(testError), one, one).subscribe(onSuccess: { _ in out.append("no") }, onFailure: { failure = $0 })
        #expect(out == ["1b1", "1b", "3", "0 elements"])
        #expect(failure as? TestError == testError)
    }
}

@Suite struct ScheduledCreationTests {
    @Test func justOfFromAndFromOptionalSendOneEventPerSchedulerStep() {
        var log: [String] = []
        let context = recordStory {
            let main = MainScheduler.instance
            _ = Observable.just("j", scheduler: main).subscribe(onNext: { log.append($0) }, onCompleted: { log.append("j done") })
            _ = Observable.of("o1", "o2", scheduler: main).subscribe(onNext: { log.append($0) }, onCompleted: { log.append("o done") })
            log.append("subscribed")
        }
        // Nothing during subscribe; then the two sequences interleave step by step.
        #expect(log == ["subscribed", "j", "o1", "j done", "o2", "o done"])
        #expect(context.clock.now == .zero)
    }

    @Test func emptyOrNilCompleteInOneStep() {
        var log: [String] = []
        _ = recordStory {
            _ = Observable<Int>.from(optional: nil, scheduler: MainScheduler.instance).subscribe(onCompleted: { log.append("nil done") })
            _ = Observable<Int>.from([], scheduler: MainScheduler.instance).subscribe(onCompleted: { log.append("[] done") })
            _ = Observable.just(1, scheduler: MainScheduler.instance).subscribe(onNext: { _ in log.append("just") })
        }
        #expect(log == ["nil done", "[] done", "just"])
        let some = TestScheduler(initialClock: 0).start { Observable.from(optional: 7, scheduler: CurrentThreadScheduler.instance) }
        #expect(some.events == [.next(200, 7), .completed(200)])
        var array: [Event<Int>] = []
        _ = Observable.from([1, 2], scheduler: CurrentThreadScheduler.instance).subscribe { array.append($0) }
        _ = Observable.from(1...2, scheduler: CurrentThreadScheduler.instance).subscribe { array.append($0) }
        #expect(array == [.next(1), .next(2), .completed, .next(1), .next(2), .completed])
    }

    @Test func disposingBetweenStepsStopsTheSequence() {
        var log: [Int] = []
        _ = recordStory {
            var subscription: (any Disposable)?
            subscription = Observable.of(1, 2, 3, scheduler: MainScheduler.instance)
                .subscribe(onNext: { log.append($0); if $0 == 2 { subscription?.dispose() } })
        }
        #expect(log == [1, 2])
    }
}

@Suite struct SkipTimeTests {
    @Test func dropsTheElementsOfTheFirstDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(230, 4), .completed(240)])
        let res = scheduler.start { xs.asObservable().skip(.seconds(15), scheduler: scheduler) }
        // 215 was scheduled (at creation) before the window's action (at subscription): dropped.
        #expect(res.events == [.next(220, 3), .next(230, 4), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func zeroSkipsOnlyWhatArrivesBeforeTheWindowsAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.asObservable().skip(0, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(230)])
    }

    @Test func errorsAndCompletionPassDuringTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().skip(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(220, testError)])
        let context = recordStory { _ = Observable.of(1).skip(-1, scheduler: MainScheduler.instance).subscribe(onError: { _ in }) }
        #expect(context.failures.count == 1)
    }
}

@Suite struct MergeMaxConcurrentTests {
    @Test func atMostNInnerSequencesAtATimeTheRestQueuedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, "b"), .completed(50)])
        let c = scheduler.createColdObservable([.next(5, "c"), .completed(10)])
        let outer = scheduler.createHotObservable([.next(210, a.asObservable()), .next(211, b.asObservable()),
                                                    .next(212, c.asObservable()), .completed(213)])
        let res = scheduler.start { outer.asObservable().merge(maxConcurrent: 2) }
        #expect(res.events == [.next(220, "a"), .next(221, "b"), .next(235, "c"), .completed(261)])
        #expect(c.subscriptions == [Subscription(230, 240)])
        #expect(outer.subscriptions == [Subscription(200, 213)])
    }

    @Test func oneAtATimeIsConcatAndAnErrorEndsEverything() {
        var events: [Event<Int>] = []
        _ = Observable.of(Observable.of(1, 2), Observable.error(testError), Observable.just(3))
            .merge(maxConcurrent: 1).subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .error(testError)])
        var empty: [Event<Int>] = []
        _ = Observable<Observable<Int>>.empty().merge(maxConcurrent: 3).subscribe { empty.append($0) }
        #expect(empty == [.completed])
    }

    @Test func disposingStopsTheActiveAndQueuedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let b = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start(disposed: 250) {
            Observable.of(a.asObservable(), b.asObservable()).merge(maxConcurrent: 1)
        }
        #expect(res.events.isEmpty)
        #expect(a.subscriptions == [Subscription(200, 250)])
        #expect(b.subscriptions.isEmpty)
    }

    @Test func belowOneIsRefused() {
        var error: (any Error)?
        let context = recordStory { _ = Observable.of(Observable.just(1)).merge(maxConcurrent: 0).subscribe(onError: { error = $0 }) }
        #expect(error is ReactiveArgumentError)
        #expect(context.failures.count == 1)
    }
}

@Suite struct DisposableOverloadTests {
    final class Probe: Disposable {
        let name: String
        let log: (String) -> Void
        init(_ name: String, _ log: @escaping (String) -> Void) { self.name = name; self.log = log }
        func dispose() { log(name) }
    }

    @Test func disposeBagBuilderVariadicAndArrayForms() {
        var log: [String] = []
        do {
            let bag = DisposeBag(disposing: Probe("a", { log.append($0) }), Probe("b", { log.append($0) }))
            bag.insert(Probe("c", { log.append($0) }), Probe("d", { log.append($0) }))
            bag.insert([Probe("e", { log.append($0) })])
            bag.insert {
                Probe("f", { log.append($0) })
                Probe("g", { log.append($0) })
            }
            _ = DisposeBag { Probe("h", { log.append($0) }) }
            _ = DisposeBag(disposing: [Probe("i", { log.append($0) })])
            #expect(log == ["h", "i"])
            _ = bag
        }
        #expect(log == ["h", "i", "a", "b", "c", "d", "e", "f", "g"])
    }

    @Test func compositeDisposableInitsDisposeInOrder() {
        var log: [String] = []
        let two = CompositeDisposable(Probe("1", { log.append($0) }), Probe("2", { log.append($0) }))
        let five = CompositeDisposable(Probe("a", { log.append($0) }), Probe("b", { log.append($0) }), Probe("c", { log.append($0) }),
                                       Probe("d", { log.append($0) }), Probe("e", { log.append($0) }))
        #expect(two.count == 2 && five.count == 5)
        two.dispose()
        five.dispose()
        five.dispose()
        #expect(log == ["1", "2", "a", "b", "c", "d", "e"])
    }

    @Test func subscribeWithHandsTheObjectAndStopsOnceItIsGone() {
        final class Owner { var seen: [String] = [] }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var disposedWith = false
        _ = subject.subscribe(with: owner!, onNext: { o, v in o.seen.append("\(v)") },
                              onCompleted: { o in o.seen.append("done") }, onDisposed: { _ in disposedWith = true })
        subject.onNext(1)
        let kept = owner!
        owner = nil
        subject.onNext(2)
        #expect(kept.seen == ["1", "2"])
        var events: [String] = []
        let other = PublishSubject<Int>()
        do {
            let temporary = Owner()
            _ = other.subscribe(with: temporary, onNext: { _, v in events.append("\(v)") }, onError: { _, _ in events.append("error") })
        }
        other.onNext(3)
        other.onError(testError)
        #expect(events.isEmpty)
        subject.onCompleted()
        #expect(kept.seen == ["1", "2", "done"])
        #expect(disposedWith)
    }

    @Test func subscribeWithWithoutOnErrorReportsTheError() {
        final class Owner {}
        let owner = Owner()
        let context = recordStory { _ = Observable<Int>.error(testError).subscribe(with: owner, onNext: { _, _ in }) }
        #expect(context.failures.count == 1)
    }
}
