import Testing
import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// `MainScheduler.ensureExecutingOnScheduler()` (RxSwift; RxGesture calls it before adding a
/// recognizer): story code runs where the main scheduler runs, so it passes there, at any time.
@Suite struct MainSchedulerEnsureTests {
    @Test func storyCodePassesTheCheckNowAndAfterADelay() {
        var seen: [Double] = []
        let context = recordStory {
            let checked = Observable<Double>.deferred {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "not on the story")
                return .just(MainScheduler.instance.storyNow.seconds)
            }
            _ = checked.subscribe(onNext: { seen.append($0) })
            _ = checked.delaySubscription(0.5, scheduler: MainScheduler.instance).subscribe(onNext: { seen.append($0) })
        }
        #expect(seen == [0, 0.5])
        #expect(context.failures.isEmpty)
    }
}
