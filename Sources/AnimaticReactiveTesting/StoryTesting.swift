import AnimaticClock

/// Records a story: binds a fresh context while `body` builds and subscribes (so that
/// `MainScheduler.instance` runs on the story clock), then runs the clock up to `limit` (until
/// nothing is left, by default). Where ``TestScheduler`` replays marble tables on its own
/// clock, this runs story code as `Story.record` does, without a stage.
///
/// ```swift
/// let context = recordStory {
///     _ = Observable.of(()).delay(0.5, scheduler: MainScheduler.instance).subscribe()
/// }
/// #expect(context.clock.now.seconds == 0.5)
/// ```
package func recordStory(until limit: StoryTime = .maximum, _ body: () -> Void) -> StoryContext {
    let context = StoryContext()
    context.bind {
        body()
        context.clock.run(until: limit)
    }
    return context
}

/// A stand-in for `UIView.animate(withDuration:animations:completion:)` in reactive tests,
/// which have no stage: logs the start, runs `animations` at once and `completion(true)` on
/// the story clock `duration` later.
///
/// ```swift
/// let stage = FakeStage()
/// _ = recordStory { stage.animate("fade", withDuration: 0.5) { _ in } }
/// #expect(stage.starts("fade") == [0])
/// ```
public final class FakeStage {
    /// Every animation started, with its name and start time.
    public private(set) var log: [(name: String, start: StoryTime)] = []

    public init() {}

    /// Logs `name` at the story clock's time, runs `animations`, and calls `completion(true)`
    /// `duration` seconds later (at once for a bad duration). Does nothing outside a story.
    public func animate(_ name: String, withDuration duration: Double, animations: () -> Void = {},
                        completion: @escaping (Bool) -> Void) {
        guard let clock = StoryContext.current?.clock else { return }
        log.append((name, clock.now))
        animations()
        let length = (try? StoryTime(seconds: duration)) ?? .zero
        clock.schedule(after: length) { completion(true) }
    }

    /// The start times, in seconds, of the animations called `name`.
    public func starts(_ name: String) -> [Double] { log.filter { $0.name == name }.map { $0.start.seconds } }
}
