import AnimaticClock
import Foundation
import Synchronization

// `Task.sleep` on the story clock. Swift's own `Task.sleep` hands its wake-up to the executor's
// timer (Dispatch's, on Linux), which runs at real time on another thread whatever the hooks of
// `StoryTasks` do. These overloads have the standard library's exact signatures; a module's
// declarations shadow those of the modules it imports, so story code that imports Animatic calls
// these. Inside a recording they wake the task on the story clock, exactly the time asked for
// later; outside one they are the standard library's (through `RealSleep`).

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` nanoseconds: inside a recording, on the story
    /// clock (it resumes exactly `duration` ns of story time later, as the next thing at that
    /// time); elsewhere, as the standard library's `Task.sleep(nanoseconds:)`.
    ///
    /// ```swift
    /// Task {
    ///     try await Task.sleep(nanoseconds: 300_000_000)     // 0.3 s of story time
    ///     await UIView.animate(withDuration: 0.5) { title.alpha = 1 }
    /// }
    /// ```
    ///
    /// As Apple documents for `Task.sleep(nanoseconds:)`, the sleep ends early with
    /// `CancellationError` when the task is cancelled (at once if it already is); the story
    /// clock then forgets the wake-up, so a cancelled sleep does not lengthen the story. A
    /// duration beyond the longest story time (about 73 years) is reported
    /// (``StoryProblem/invalidTime(_:)``), and the task never wakes.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let sleep = StorySleep.onStory(nanoseconds: duration, call: "Task.sleep(nanoseconds:)") else {
            return try await RealSleep.sleep(nanoseconds: duration)
        }
        try await sleep.run()
    }

    /// Suspends the current task for `duration` on `clock`: inside a recording, with a
    /// `ContinuousClock` or `SuspendingClock` (the default is `.continuous`), on the story
    /// clock, resuming exactly `duration` of story time later (rounded to the nanosecond; a
    /// duration of zero or less resumes at the same time, after what is already due then);
    /// elsewhere, or on a clock of your own, as the standard library's
    /// `Task.sleep(for:tolerance:clock:)`.
    ///
    /// ```swift
    /// try await Task.sleep(for: .seconds(1.2))
    /// try await Task.sleep(for: .milliseconds(250), clock: .suspending)
    /// ```
    ///
    /// `tolerance` is accepted and ignored (the story clock is exact). Cancellation ends the
    /// sleep with `CancellationError`; a duration beyond the longest story time is reported and
    /// the task never wakes (see ``sleep(nanoseconds:)``).
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        guard let length = duration as? Duration, clock is ContinuousClock || clock is SuspendingClock,
              let sleep = StorySleep.onStory(for: length) else {
            return try await RealSleep.sleep(for: duration, tolerance: tolerance, clock: clock)
        }
        try await sleep.run()
    }

    /// Suspends the current task until `deadline` on `clock`, as the standard library's
    /// `Task.sleep(until:tolerance:clock:)` does.
    ///
    /// Inside a recording, a deadline on a `ContinuousClock` or `SuspendingClock` is an instant
    /// of the real clock, which a story's virtual time has no exact place for (`.now` moved on
    /// by however long the code took to run): it is reported as
    /// ``StoryProblem/notSupported(call:feature:)`` (use ``sleep(for:tolerance:clock:)``), and
    /// the task then sleeps on the story clock for the time left, rounded to the millisecond.
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        guard clock is ContinuousClock || clock is SuspendingClock,
              let left = clock.now.duration(to: deadline) as? Duration,
              let sleep = StorySleep.onStory(until: left) else {
            return try await RealSleep.sleep(until: deadline, tolerance: tolerance, clock: clock)
        }
        try await sleep.run()
    }

    /// Suspends the current task for `duration` nanoseconds (the form Swift deprecated in
    /// favour of ``sleep(nanoseconds:)``): inside a recording on the story clock, and not
    /// cancellable, as the standard library's.
    @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        guard let sleep = StorySleep.onStory(nanoseconds: duration, call: "Task.sleep(_:)") else {
            try? await RealSleep.sleep(nanoseconds: duration)   // the cancellation it would throw is ignored, as before
            return
        }
        try? await sleep.run(cancellable: false)
    }

}

extension StoryTime {
    /// A `Duration` as a length of story time, rounded to the nanosecond (zero for a negative
    /// one), or `nil` beyond ``StoryTime/maximum``.
    init?(storyLength duration: Duration) {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) { self.init(ticks: 0); return }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: StoryTime.ticksPerSecond)
        // Added with a check too: 9,223,372,036 s and a fraction overflows only here.
        let (ticks, overflowAgain) = whole.addingReportingOverflow((attoseconds + 500_000_000) / 1_000_000_000)
        guard !overflow, !overflowAgain, ticks <= StoryTime.maximum.ticks else { return nil }
        self.init(ticks: ticks)
    }
}

/// One sleep on the story clock, and its race with cancellation (which may come from any thread).
///
/// Made by a synchronous `onStory` function, so that the sleeping task's frame holds only this
/// object: not the story's context, whose clock may hold the task's wake-up (a cycle that would
/// keep a never-woken task and its whole story alive, unreachable).
private final class StorySleep: Sendable {
    /// A sleep of `nanoseconds` on the story bound to this thread, or `nil` outside a recording;
    /// one beyond the longest story time is reported naming `call` and never wakes.
    static func onStory(nanoseconds: UInt64, call: String) -> StorySleep? {
        guard let context = StoryContext.current else { return nil }
        guard nanoseconds <= UInt64(StoryTime.maximum.ticks) else {
            context.report(StoryTimeError.tooLarge(what: "\(call) duration of \(nanoseconds) ns",
                                                   value: Double(nanoseconds) / 1e9))
            return StorySleep(context, after: nil)
        }
        return StorySleep(context, after: StoryTime(ticks: Int64(nanoseconds)))
    }

    /// A sleep of `length` on the story bound to this thread (see `Task.sleep(for:)`), or `nil`.
    static func onStory(for length: Duration) -> StorySleep? {
        guard let context = StoryContext.current else { return nil }
        guard let time = StoryTime(storyLength: length) else {
            context.report(StoryTimeError.tooLarge(what: "Task.sleep(for:) duration of \(length)",
                                                   value: Double(length.components.seconds)))
            return StorySleep(context, after: nil)
        }
        return StorySleep(context, after: time)
    }

    /// A sleep until a real clock's deadline, `left` away (see `Task.sleep(until:)`): reported,
    /// then slept on the story clock rounded to the millisecond; `nil` outside a recording.
    static func onStory(until left: Duration) -> StorySleep? {
        guard let context = StoryContext.current else { return nil }
        context.report(StoryProblem.notSupported(
            call: "Task.sleep(until:tolerance:clock:)",
            feature: "a deadline on the real clock inside a story (its time is virtual: use Task.sleep(for:))"))
        let milliseconds = (Double(left.components.seconds) * 1e3 + Double(left.components.attoseconds) / 1e15).rounded()
        return StorySleep(context, after: StoryTime(ticks: Int64(max(0, min(milliseconds, 1e12)) * 1e6)))
    }

    private convenience init(_ context: StoryContext, after time: StoryTime?) {
        self.init(clock: context.clock, tasks: context.tasks, time: time)
    }

    /// Sleeps, ending early with `CancellationError` when the task is cancelled (unless not
    /// `cancellable`, as the deprecated `Task.sleep(_:)`).
    func run(cancellable: Bool = true) async throws {
        guard cancellable else {
            return try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                start(continuation)
            }
        }
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                start(continuation)
            }
        } onCancel: {
            cancel()
        }
    }

    private enum State {
        case notStarted
        /// The continuation, the wake-up on the clock, and the number the story holds it by.
        case sleeping(UnsafeContinuation<Void, any Error>, ClockToken?, held: Int)
        case done
        case cancelledBeforeStart
    }

    /// The clock belongs to the story's thread; it is only touched from there (`start`, and a
    /// cancellation made on that thread).
    /// Weak: the clock holds the wake-up, which holds this sleep.
    private nonisolated(unsafe) weak var clock: VirtualClock?
    /// Holds the continuation while it sleeps (a sleep the story never ends is kept, not lost).
    private nonisolated(unsafe) let tasks: StoryTaskQueue
    /// How long to sleep; `nil`: for ever.
    private let time: StoryTime?
    private let state = Mutex<State>(.notStarted)

    private init(clock: VirtualClock, tasks: StoryTaskQueue, time: StoryTime?) {
        self.clock = clock
        self.tasks = tasks
        self.time = time
    }

    /// Starts sleeping: resumes `continuation` on the clock after `time` (never, for `nil`), or
    /// at once with `CancellationError` if the task was cancelled already.
    private func start(_ continuation: UnsafeContinuation<Void, any Error>) {
        let cancelled = state.withLock { state -> Bool in
            if case .cancelledBeforeStart = state { state = .done; return true }
            state = .sleeping(continuation, nil, held: tasks.hold(continuation))
            return false
        }
        if cancelled { return continuation.resume(throwing: CancellationError()) }
        guard let time, let clock else { return }
        let token = clock.schedule(after: time) { [self] in
            let waiting = state.withLock { state -> (UnsafeContinuation<Void, any Error>, Int)? in
                guard case .sleeping(let continuation, _, let held) = state else { return nil }
                state = .done
                return (continuation, held)
            }
            if let (continuation, held) = waiting {
                tasks.release(held)
                continuation.resume()
            }
        }
        state.withLock { state in
            if case .sleeping(let continuation, nil, let held) = state { state = .sleeping(continuation, token, held: held) }
        }
    }

    /// Ends the sleep with `CancellationError`. On the story's thread the wake-up is taken off
    /// the clock, so it does not keep the story running.
    private func cancel() {
        let (continuation, token, held): (UnsafeContinuation<Void, any Error>?, ClockToken?, Int?) = state.withLock { state in
            switch state {
            case .notStarted:
                state = .cancelledBeforeStart
                return (nil, nil, nil)
            case .sleeping(let continuation, let token, let held):
                state = .done
                return (continuation, token, held)
            case .done, .cancelledBeforeStart:
                return (nil, nil, nil)
            }
        }
        if let token, let clock, StoryContext.current?.clock === clock { clock.cancel(token) }
        if let held { tasks.release(held) }
        continuation?.resume(throwing: CancellationError())
    }
}
