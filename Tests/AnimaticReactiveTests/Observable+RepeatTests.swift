import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableRepeatTests {
    // MARK: repeatElement

    @Test func repeatElementIsSynchronousOnTheDefaultSchedulerAndStopsWhenTaken() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(7).take(3) }
        #expect(res.events == [.next(200, 7), .next(200, 7), .next(200, 7), .completed(200)])
    }

    @Test func repeatElementOnAClockSchedulerSendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var sentDuringSubscribe = 0
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = Observable.repeatElement("x", scheduler: scheduler).take(2)
                .subscribe(onNext: { log.append("\($0)@\(scheduler.clock)") }, onCompleted: { log.append("done@\(scheduler.clock)") })
            sentDuringSubscribe = log.count
            _ = scheduler.scheduleNow { log.append("other@\(scheduler.clock)") }
        }
        scheduler.start()
        #expect(sentDuringSubscribe == 0)
        // RxTest's timing: each action scheduled "now" runs one unit later.
        #expect(log == ["x@201", "other@201", "x@202", "done@202"])
    }

    @Test func repeatElementDisposedBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen = 0
        let subscription = Observable.repeatElement(1, scheduler: scheduler).subscribe(onNext: { _ in seen += 1 })
        subscription.dispose()
        scheduler.start()
        #expect(seen == 0)
        #expect(scheduler.virtualClock.pendingCount == 0)
    }

    @Test func theTrampolineQueuesNestedWorkInsteadOfRecursing() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.scheduleNow {
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.scheduleNow { log.append("nested") }
            let cancelled = CurrentThreadScheduler.instance.scheduleNow { log.append("cancelled") }
            cancelled.dispose()
            #expect(!CurrentThreadScheduler.isScheduleRequired)
            log.append("outer end")
        }
        #expect(log == ["outer start", "outer end", "nested"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
        // A long synchronous repetition does not grow the stack.
        var count = 0
        _ = Observable.repeatElement(1).take(100_000).subscribe(onNext: { count += $0 })
        #expect(count == 100_000)
    }

    // MARK: range

    @Test func rangeCountsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3) }
        #expect(res.events == [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
        let empty = TestScheduler(initialClock: 0)
        #expect(empty.start { Observable<Int>.range(start: 5, count: 0) }.events == [.completed(200)])
        var last: [Int8] = []
        _ = Observable<Int8>.range(start: 126, count: 2).subscribe(onNext: { last.append($0) })
        #expect(last == [126, 127])
    }

    @Test func rangeOnAClockScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 1, count: 2, scheduler: scheduler) }
        // RxTest's timing (RxSwift's Observable+RangeTests): one unit per scheduled action.
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
    }

    @Test func aNegativeOrOverflowingRangeIsAnErrorEventAndAReport() {
        var events: [Event<Int8>] = []
        let context = recordStory {
            _ = Observable<Int8>.range(start: 0, count: -1).subscribe { events.append($0) }
            _ = Observable<Int8>.range(start: 127, count: 2).subscribe { events.append($0) }
        }
        #expect(events == [
            .error(ReactiveArgumentError(operatorName: "range", reason: "count must not be negative, got -1")),
            .error(ReactiveArgumentError(operatorName: "range", reason: "start 127 + count 2 overflows Int8")),
        ])
        #expect(context.failures.count == 2)
    }

    // MARK: retry

    @Test func retryResubscribesAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().retry(3) }
        #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func retryStopsAtTheFirstCompletion() {
        var attempts = 0
        var events: [Event<Int>] = []
        _ = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(testError) : .just(attempts)
        }.retry().subscribe { events.append($0) }
        #expect(attempts == 3)
        #expect(events == [.next(3), .completed])
    }

    @Test func retryZeroCompletesWithoutSubscribingAndNegativeIsRefused() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().retry(0) }
        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions.isEmpty)
        var events: [Event<Int>] = []
        let context = recordStory { _ = Observable<Int>.just(1).retry(-2).subscribe { events.append($0) } }
        #expect(events == [.error(ReactiveArgumentError(operatorName: "retry", reason: "maxAttemptCount must not be negative, got -2"))])
        #expect(context.failures.count == 1)
    }

    @Test func retryDisposedBetweenAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let res = scheduler.start(disposed: 230) { xs.asObservable().retry() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 230)])
    }

    // MARK: looping an animation N times

    @Test func concatOfARepeatedAnimationLoopsItNTimes() {
        let stage = FakeStage()
        var endedAt: StoryTime?
        var subscriptions = 0
        _ = recordStory {
            let pulse = Observable<Void>.create { observer in
                subscriptions += 1
                stage.animate("pulse", withDuration: 0.5) { _ in observer.onNext(()); observer.onCompleted() }
                return Disposables.create()
            }
            _ = Observable.concat(Array(repeating: pulse, count: 3))
                .subscribe(onCompleted: { endedAt = StoryContext.current?.clock.now })
        }
        #expect(subscriptions == 3)
        #expect(stage.starts("pulse") == [0, 0.5, 1.0])
        #expect(endedAt?.seconds == 1.5)
    }

    @Test func repeatElementTakeConcatMapLoopsItNTimes() {
        let stage = FakeStage()
        _ = recordStory {
            let pulse = Observable<Void>.create { observer in
                stage.animate("pulse", withDuration: 0.25) { _ in observer.onNext(()); observer.onCompleted() }
                return Disposables.create()
            }
            _ = Observable.repeatElement(()).take(4).concatMap { pulse }.subscribe()
        }
        #expect(stage.starts("pulse") == [0, 0.25, 0.5, 0.75])
    }
}
