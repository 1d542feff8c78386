import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

@Suite struct ObservableTimerTests {
    @Test func oneShotTimerEmitsZeroThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(250, 0), .completed(250)])
    }

    @Test func periodicTimerTicksUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 300) { Observable<Int>.timer(30, period: 20, scheduler: scheduler) }
        #expect(res.events == [.next(230, 0), .next(250, 1), .next(270, 2), .next(290, 3)])
        #expect(scheduler.clockTime == 300)
    }

    @Test func intervalStartsOnePeriodAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler).take(3) }
        #expect(res.events == [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
    }

    @Test func tenThousandTicksOfATenthLandExactly() {
        let clock = VirtualClock()
        var last: StoryTime?
        _ = Observable<Int>.interval(0.1, scheduler: StoryScheduler(clock: clock)).take(10_000)
            .subscribe(onCompleted: { last = clock.now })
        clock.run(until: .maximum)
        #expect(last?.ticks == 1_000_000_000_000)
    }

    @Test func badPeriodsAreRefused() {
        var errors: [any Error] = []
        let context = recordStory {
            _ = Observable<Int>.interval(-0.1, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable<Int>.timer(1, period: -1, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable<Int>.timer(.never, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
        }
        #expect(errors.count == 3)
        #expect(context.failures.count == 3)
        #expect(context.clock.now == .zero)
    }
}
