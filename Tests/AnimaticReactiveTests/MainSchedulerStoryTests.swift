import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// Time on the story clock through MainScheduler: long chains of delays stay exact, and bad
/// durations fail the story instead of crashing. (The article's chains are checked on real
/// views in Tests/AnimaticTests/ArticleTests.swift.)
@Suite struct MainSchedulerStoryTests {
    @Test func tenThousandConsecutiveTenthsOfASecondReachExactlyAThousandSeconds() {
        var end: StoryTime?
        let context = recordStory {
            let steps = (0..<10_000).map { _ in Observable<Void>.empty().delay(0.1, scheduler: MainScheduler.instance) }
            _ = Observable.concat(steps).subscribe(onCompleted: { end = MainScheduler.instance.storyNow })
        }
        #expect(end?.ticks == 1_000_000_000_000)
        #expect(context.clock.now.seconds == 1000)
    }

    @Test func badDurationsFailTheStoryInsteadOfCrashing() {
        var errors: [any Error] = []
        let context = recordStory {
            for bad in [-1.0, .nan, .infinity] {
                _ = Observable.of(()).delay(bad, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            }
            _ = Observable.of(()).delaySubscription(.never, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
            _ = Observable<Int>.interval(-0.5, scheduler: MainScheduler.instance).subscribe(onError: { errors.append($0) })
        }
        #expect(errors.count == 5)
        #expect(errors.allSatisfy { $0 is StoryTimeError })
        #expect(context.failures.count == 5)
        #expect("\(context.failures[0])" == "delay must not be negative, got -1.0 s")
    }
}
