import AnimaticClock
import Dispatch

/// A length of time as RxSwift 6 spells it: `.milliseconds(500)`, `.seconds(2)`.
///
/// Every operator that takes a time also takes a `TimeInterval` (`Double` seconds, as RxSwift 4
/// and most articles pass it); both become exact integer ``StoryTime`` nanoseconds.
public typealias RxTimeInterval = DispatchTimeInterval

/// Something that runs work "as soon as possible".
///
/// On Animatic's virtual-time schedulers, "as soon as possible" means at the current story
/// time, after every action already due at that time (first-in first-out).
public protocol ImmediateSchedulerType {
    /// Runs `action` as soon as possible, unless the returned disposable is disposed first.
    func scheduleNow(_ action: @escaping () -> Void) -> any Disposable
}

/// A scheduler over story time: the RxSwift `SchedulerType`, with Animatic's clock.
///
/// Animatic's schedulers implement ``scheduleAfter(_:_:)``, small and non-generic, which the
/// operators call directly; RxSwift's generic `schedule(_:action:)`,
/// ``scheduleRelative(_:dueTime:action:)`` and `schedulePeriodic` are built on it. A scheduler
/// written for RxSwift, which implements `scheduleRelative(_:dueTime:action:)` instead (RxSwift's
/// requirement, RxSwift/SchedulerType.swift), conforms too: ``scheduleAfter(_:_:)`` then defaults
/// to it. A conforming type implements at least one of the two (each defaults to the other).
///
/// ``now`` is a `Date`, as in RxSwift (``RxTime``), and every scheduler implements it (RxSwift
/// requires it). The time operators measure with ``storyNow``, the same instant as integer
/// nanoseconds of story time, which never drift; a scheduler written for RxSwift need not
/// implement it (it defaults to ``now``'s time since 1970-01-01 00:00:00 UTC, RxTest's
/// convention).
///
/// Difference from RxSwift: time is virtual, nothing waits for the wall clock.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The current time as a `Date` (RxSwift's `SchedulerType.now`, RxSwift/SchedulerType.swift).
    var now: RxTime { get }

    /// The current time as story time: what `delay`, `throttle`, `interval` and the other time
    /// operators measure elapsed time with.
    var storyNow: StoryTime { get }

    /// Runs `action` once at `now + delay`, unless the returned disposable is disposed first.
    ///
    /// Actions due at the same time run in the order they were scheduled. Disposing after the
    /// action ran does nothing.
    ///
    /// - Complexity: O(log n) for n pending actions; cancelling is O(1).
    func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable

    /// RxSwift's `scheduleRelative(_:dueTime:action:)`: runs `action(state)` after `dueTime`
    /// (by default through ``scheduleAfter(_:_:)``).
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable
}

extension SchedulerType {
    /// Runs `action` at the current time, after the actions already due now.
    public func scheduleNow(_ action: @escaping () -> Void) -> any Disposable {
        scheduleAfter(.zero, action)
    }

    /// The default for a scheduler written for RxSwift, which implements
    /// ``scheduleRelative(_:dueTime:action:)``: runs `action` through it after `delay`.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        scheduleRelative((), dueTime: .nanoseconds(Int(delay.ticks))) { _ in
            action()
            return Disposables.create()
        }
    }
}

extension ImmediateSchedulerType {
    /// RxSwift's `schedule(_:action:)`: runs `action(state)` as soon as possible; disposing the
    /// result cancels it, or disposes what the action returned if it already ran.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let result = SerialDisposable()
        let scheduled = scheduleNow { result.disposable = action(state) }
        result.disposable = scheduled
        return result
    }
}

extension SchedulerType {
    /// RxSwift's `scheduleRelative(_:dueTime:action:)`: runs `action(state)` after `dueTime`.
    ///
    /// A `.never` or negative `dueTime` is reported to the story and nothing is scheduled.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        switch storyDuration(dueTime, "dueTime") {
        case .success(let delay): return scheduleRelative(state, delay: delay, action: action)
        case .failure(let error):
            StoryContext.reportToCurrent(error)
            return Disposables.create()
        }
    }

    /// `scheduleRelative` with the due time in seconds (`TimeInterval`).
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: Double, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        switch storyDuration(dueTime, "dueTime") {
        case .success(let delay): return scheduleRelative(state, delay: delay, action: action)
        case .failure(let error):
            StoryContext.reportToCurrent(error)
            return Disposables.create()
        }
    }

    private func scheduleRelative<StateType>(
        _ state: StateType, delay: StoryTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let result = SerialDisposable()
        let scheduled = scheduleAfter(delay) { result.disposable = action(state) }
        result.disposable = scheduled
        return result
    }

    /// RxSwift's `schedulePeriodic`: runs `action` after `startAfter`, then every `period`,
    /// threading the state through, until the result is disposed.
    ///
    /// The ticks land exactly on `start + k * period` (integer time, no drift). A zero period
    /// would never let virtual time advance, so it is refused like a negative one: reported to
    /// the story, nothing scheduled.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        switch (storyDuration(startAfter, "startAfter"), storyPeriod(period)) {
        case (.success(let start), .success(let step)):
            let periodic = PeriodicState(state: state, period: step, action: action)
            periodic.start(on: self, after: start)
            return periodic
        case (.failure(let error), _), (_, .failure(let error)):
            StoryContext.reportToCurrent(error)
            return Disposables.create()
        }
    }
}

/// The state of a `schedulePeriodic` run.
private final class PeriodicState<StateType>: Disposable {
    var state: StateType
    let period: StoryTime
    let action: (StateType) -> StateType
    var pending: (any Disposable)?
    var isDisposed = false

    init(state: StateType, period: StoryTime, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.period = period
        self.action = action
    }

    func start(on scheduler: some SchedulerType, after delay: StoryTime) {
        pending = scheduler.scheduleAfter(delay) { [self] in
            pending = nil
            if isDisposed { return }
            state = action(state)
            if !isDisposed { start(on: scheduler, after: period) }
        }
    }

    func dispose() {
        if isDisposed { return }
        isDisposed = true
        pending?.dispose()
        pending = nil
    }
}

// MARK: - Turning the user's times into story time

/// Converts seconds to a duration; negative, NaN and infinite values are refused.
@usableFromInline func storyDuration(_ seconds: Double, _ what: String) -> Result<StoryTime, StoryTimeError> {
    do { return .success(try StoryTime(seconds: seconds, what: what)) } catch {
        return .failure(error as? StoryTimeError ?? .notFinite(what: what, value: seconds))
    }
}

/// Converts an `RxTimeInterval` to a duration; `.never` and negative values are refused.
@usableFromInline func storyDuration(_ interval: RxTimeInterval, _ what: String) -> Result<StoryTime, StoryTimeError> {
    do { return .success(try StoryTime(interval, what: what)) } catch {
        return .failure(error as? StoryTimeError ?? .notFinite(what: what, value: .nan))
    }
}

/// A period must also be longer than zero, or virtual time would stand still.
func storyPeriod(_ interval: RxTimeInterval) -> Result<StoryTime, StoryTimeError> {
    storyDuration(interval, "period").flatMap { step in
        step.ticks > 0 ? .success(step) : .failure(.interval(what: "period", value: interval))
    }
}
