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
        guard let context = StoryContext.current else { return try await RealSleep.sleep(nanoseconds: duration) }
        let call = "Task.sleep(nanoseconds:)"
        guard duration <= UInt64(StoryTime.maximum.ticks) else {
            context.report(StoryTimeError.tooLarge(what: "\(call) duration of \(duration) ns", value: Double(duration) / 1e9))
            return try await storySleep(nil, context: context)
        }
        try await storySleep(StoryTime(ticks: Int64(duration)), context: context)
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
        guard let context = StoryContext.current, let length = duration as? Duration,
              clock is ContinuousClock || clock is SuspendingClock else {
            return try await RealSleep.sleep(for: duration, tolerance: tolerance, clock: clock)
        }
        guard let time = StoryTime(storyLength: length) else {
            context.report(StoryTimeError.tooLarge(what: "Task.sleep(for:) duration of \(length)",
                                                   value: Double(length.components.seconds)))
            return try await storySleep(nil, context: context)
        }
        try await storySleep(time, context: context)
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
        guard let context = StoryContext.current, clock is ContinuousClock || clock is SuspendingClock,
              let left = clock.now.duration(to: deadline) as? Duration else {
            return try await RealSleep.sleep(until: deadline, tolerance: tolerance, clock: clock)
        }
        context.report(StoryProblem.notSupported(
            call: "Task.sleep(until:tolerance:clock:)",
            feature: "a deadline on the real clock inside a story (its time is virtual: use Task.sleep(for:))"))
        let milliseconds = (Double(left.components.seconds) * 1e3 + Double(left.components.attoseconds) / 1e15).rounded()
        try await storySleep(StoryTime(ticks: Int64(max(0, min(milliseconds, 1e12)) * 1e6)), context: context)
    }

    /// Suspends the current task for `duration` nanoseconds (the form Swift deprecated in
    /// favour of ``sleep(nanoseconds:)``): inside a recording on the story clock, and not
    /// cancellable, as the standard library's.
    @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        guard let context = StoryContext.current else {
            try? await RealSleep.sleep(nanoseconds: duration)   // the cancellation it would throw is ignored, as before
            return
        }
        let time = duration <= UInt64(StoryTime.maximum.ticks) ? StoryTime(ticks: Int64(duration)) : nil
        if time == nil {
            context.report(StoryTimeError.tooLarge(what: "Task.sleep(_:) duration of \(duration) ns", value: Double(duration) / 1e9))
        }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            if let time { context.clock.schedule(after: time) { continuation.resume() } }
        }
    }

    /// Sleeps `time` on the story clock of `context` (`nil`: for ever), ending early with
    /// `CancellationError` when the task is cancelled.
    private static func storySleep(_ time: StoryTime?, context: StoryContext) async throws {
        let sleep = StorySleep(clock: context.clock)
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                sleep.start(continuation, after: time)
            }
        } onCancel: {
            sleep.cancel()
        }
    }
}

extension StoryTime {
    /// A `Duration` as a length of story time, rounded to the nanosecond (zero for a negative
    /// one), or `nil` beyond ``StoryTime/maximum``.
    init?(storyLength duration: Duration) {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) { self.init(ticks: 0); return }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: StoryTime.ticksPerSecond)
        guard !overflow else { return nil }
        let ticks = whole + (attoseconds + 500_000_000) / 1_000_000_000
        guard ticks <= StoryTime.maximum.ticks else { return nil }
        self.init(ticks: ticks)
    }
}

/// One sleep on the story clock, and its race with cancellation (which may come from any thread).
private final class StorySleep: Sendable {
    private enum State {
        case notStarted
        case sleeping(UnsafeContinuation<Void, any Error>, ClockToken?)
        case done
        case cancelledBeforeStart
    }

    /// The clock belongs to the story's thread; it is only touched from there (`start`, and a
    /// cancellation made on that thread).
    private nonisolated(unsafe) let clock: VirtualClock
    private let state = Mutex<State>(.notStarted)

    init(clock: VirtualClock) { self.clock = clock }

    /// Starts sleeping: resumes `continuation` on the clock after `time` (never, for `nil`), or
    /// at once with `CancellationError` if the task was cancelled already.
    func start(_ continuation: UnsafeContinuation<Void, any Error>, after time: StoryTime?) {
        let cancelled = state.withLock { state -> Bool in
            if case .cancelledBeforeStart = state { state = .done; return true }
            state = .sleeping(continuation, nil)
            return false
        }
        if cancelled { return continuation.resume(throwing: CancellationError()) }
        guard let time else { return }
        let token = clock.schedule(after: time) { [self] in
            let waiting = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
                guard case .sleeping(let continuation, _) = state else { return nil }
                state = .done
                return continuation
            }
            waiting?.resume()
        }
        state.withLock { state in
            if case .sleeping(let continuation, nil) = state { state = .sleeping(continuation, token) }
        }
    }

    /// Ends the sleep with `CancellationError`. On the story's thread the wake-up is taken off
    /// the clock, so it does not keep the story running.
    func cancel() {
        let (continuation, token): (UnsafeContinuation<Void, any Error>?, ClockToken?) = state.withLock { state in
            switch state {
            case .notStarted:
                state = .cancelledBeforeStart
                return (nil, nil)
            case .sleeping(let continuation, let token):
                state = .done
                return (continuation, token)
            case .done, .cancelledBeforeStart:
                return (nil, nil)
            }
        }
        if let token, StoryContext.current?.clock === clock { clock.cancel(token) }
        continuation?.resume(throwing: CancellationError())
    }
}
