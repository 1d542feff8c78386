import AnimaticClock

/// The scheduler user code knows as `MainScheduler.instance`: in Animatic, the clock of the
/// story being recorded.
///
/// `MainScheduler.instance` reads the story bound to the current thread
/// (`StoryContext.current`) and holds its clock: a one-reference struct, no allocation per
/// access. So `.delay(0.5, scheduler: MainScheduler.instance)` in story code schedules on the
/// story's virtual clock, exactly like `UIView.animate` does.
///
/// Outside any story (no `StoryContext` bound when `instance` is read), the scheduler looks
/// the story up again each time it schedules; if there still is none, it never crashes: its
/// ``now`` is zero and scheduled actions are dropped (they would belong to no recording), and
/// the returned disposable does nothing.
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
    public var clock: VirtualClock? { boundClock ?? StoryContext.current?.clock }

    /// The story's current time (zero outside any story).
    public var now: StoryTime { clock?.now ?? .zero }

    /// Schedules `action` on the story's clock at `now + delay` (dropped outside any story).
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        guard let clock else { return Disposables.create() }
        return ClockAction.schedule(on: clock, after: delay, action)
    }
}
