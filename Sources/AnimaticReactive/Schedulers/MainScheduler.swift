import AnimaticClock
import Foundation

/// The scheduler user code knows as `MainScheduler.instance`: in Animatic, the clock of the
/// story being recorded.
///
/// `MainScheduler.instance` reads the story bound to the current thread
/// (`StoryContext.current`) and holds its clock: a one-reference struct, no allocation per
/// access. So `.delay(0.5, scheduler: MainScheduler.instance)` in story code schedules on the
/// story's virtual clock, exactly like `UIView.animate` does.
///
/// Outside any story (no `StoryContext` bound when `instance` is read), the scheduler looks
/// the story up again each time it schedules; if there still is none, it does what RxSwift's
/// `MainScheduler` does: the action runs on the main dispatch queue after the delay (real
/// time), and disposing the returned disposable before then cancels it. Its ``storyNow`` is
/// zero there (outside a story there is no story time) and its ``now`` the wall clock's date.
///
/// Differences from RxSwift: time is virtual; `instance` and `asyncInstance` are the same
/// scheduler, and an action scheduled "now" runs after the actions already due at this time,
/// never synchronously inside `schedule`.
public struct MainScheduler: SchedulerType {
    private let boundClock: VirtualClock?

    /// The scheduler of the story recorded on this thread.
    public static var instance: MainScheduler { MainScheduler(boundClock: StoryContext.current?.clock) }

    /// The same as ``instance`` (RxSwift's asynchronous variant; virtual time is always queued).
    public static var asyncInstance: MainScheduler { instance }

    /// The same as ``instance``.
    public init() { boundClock = StoryContext.current?.clock }

    private init(boundClock: VirtualClock?) { self.boundClock = boundClock }

    /// The clock actions go to: the one bound when the scheduler was made, else the current story's.
    package var clock: VirtualClock? { boundClock ?? StoryContext.current?.clock }

    /// The story's current time (zero outside any story).
    public var storyNow: StoryTime { clock?.now ?? .zero }

    /// The story's current time as a date, 1970-01-01 00:00:00 UTC plus the story time (see
    /// ``RxTime``); outside any story, the wall clock's `Date()`, as RxSwift's `MainScheduler`
    /// gives (RxSwift/Schedulers/SerialDispatchQueueScheduler.swift, `now`).
    public var now: RxTime {
        guard let clock else { return Date() }
        return rxTime(of: clock.now)
    }

    /// Schedules `action` on the story's clock at `now + delay`; outside any story, on the main
    /// dispatch queue after `delay` of real time.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        guard let clock else { return MainQueueAction.schedule(after: delay, action) }
        return ClockAction.schedule(on: clock, after: delay, action)
    }
}

/// An action on a real dispatch queue (the main one for ``MainScheduler`` outside a story), and
/// the disposable that cancels it before it runs.
final class MainQueueAction: Cancelable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    private init(_ action: @escaping () -> Void) { self.action = action }

    static func schedule(after delay: StoryTime, on queue: DispatchQueue = .main, _ action: @escaping () -> Void) -> MainQueueAction {
        let scheduled = MainQueueAction(action)
        let nanoseconds = Int(clamping: max(0, delay.ticks))
        queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { scheduled.fire() }
        return scheduled
    }

    private func take() -> (() -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        let taken = action
        action = nil
        return taken
    }

    private func fire() { take()?() }

    var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return action == nil
    }

    func dispose() { _ = take() }
}
