/// The story being recorded on this thread: its clock and the problems found while it ran.
///
/// `Story.record` creates one, binds it with ``bind(_:)`` while the story code and the clock
/// run, and afterwards fails with every reported failure (as `StoryError.problems`, one
/// `StoryProblem` case each). Code deep inside a chain that finds bad input (a negative
/// duration in `delay`, a NaN in `UIView.animate`, an error nobody handled) reports it here
/// instead of crashing; outside a recording, ``current`` is `nil`.
@usableFromInline package final class StoryContext {
    /// The story's virtual clock; `MainScheduler.instance` schedules on it.
    package let clock: VirtualClock
    /// Every failure reported so far, oldest first, as reported (`StoryProblem(reported:)` in
    /// `AnimaticStage` gives each its case).
    ///
    /// Read through an `@inlinable` getter of an `@exclusivity(unchecked)` field: every
    /// `UIView.animate` reads its count twice (`CallSites`, in another module, where a stored
    /// field's access is checked at run time: 10.6 M instructions at 10,000 views).
    @usableFromInline package var failures: [any Error] { @inlinable get { storedFailures } }
    /// The storage of ``failures``.
    @usableFromInline @exclusivity(unchecked) var storedFailures: [any Error] = []
    /// Objects that other layers hang on the context (for example the stage's recorder),
    /// keyed by a name of theirs.
    package var attachments: [String: AnyObject] = [:]

    @usableFromInline static let slot = ThreadLocalSlot<StoryContext>()

    /// The Swift concurrency jobs waiting on ``clock`` (see ``StoryTasks``).
    package let tasks = StoryTaskQueue()

    /// Creates a context around a clock (a new one at time zero by default), and makes sure
    /// Swift concurrency's jobs enqueued while a context is bound run on its clock
    /// (``StoryTasks/install()``).
    package init(clock: VirtualClock = VirtualClock()) {
        self.clock = clock
        StoryTasks.install()
    }

    /// The context bound on this thread, if a story is being recorded.
    @inlinable package static var current: StoryContext? { slot.value }

    /// Binds this context on the current thread while `body` runs.
    package func bind<R>(_ body: () throws -> R) rethrows -> R {
        try StoryContext.slot.withValue(self, body)
    }

    /// Records a failure; the recording fails with all of them when it ends.
    package func report(_ error: any Error) { storedFailures.append(error) }

    /// Reports `error` to the story recorded on this thread; returns `false` when there is none.
    @discardableResult
    package static func reportToCurrent(_ error: any Error) -> Bool {
        guard let context = current else { return false }
        context.report(error)
        return true
    }
}
