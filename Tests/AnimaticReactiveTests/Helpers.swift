import AnimaticClock
@testable import AnimaticReactive
import AnimaticReactiveTesting

/// The error marble tests send.
struct TestError: Error, Equatable, CustomStringConvertible {
    var name = "test error"
    var description: String { name }
}

let testError = TestError()

/// Records a story: binds a fresh context while `body` builds and subscribes, then runs the clock.
func recordStory(until limit: StoryTime = .maximum, _ body: () -> Void) -> StoryContext {
    let context = StoryContext()
    context.bind {
        body()
        context.clock.run(until: limit)
    }
    return context
}

/// A stand-in for `UIView.animate(withDuration:animations:completion:)`: logs the start, runs
/// `animations` at once and `completion(true)` on the story clock `duration` later.
final class FakeStage {
    var log: [(name: String, start: StoryTime)] = []

    func animate(_ name: String, withDuration duration: Double, animations: () -> Void = {}, completion: @escaping (Bool) -> Void) {
        guard let clock = StoryContext.current?.clock else { return }
        log.append((name, clock.now))
        animations()
        let length = (try? StoryTime(seconds: duration)) ?? .zero
        clock.schedule(after: length) { completion(true) }
    }

    func starts(_ name: String) -> [Double] { log.filter { $0.name == name }.map { $0.start.seconds } }
}
