import AnimaticClock

/// A scheduler over an explicit ``VirtualClock``: for tests, and for code that records on a
/// clock it owns rather than on the story bound to the thread.
///
/// ```swift
/// let clock = VirtualClock()
/// let scheduler = StoryScheduler(clock: clock)
/// Observable.just(1).delay(.seconds(1), scheduler: scheduler).subscribe(onNext: { print($0) })
/// clock.run(until: .maximum)   // prints 1 at story time 1 s
/// ```
public struct StoryScheduler: SchedulerType {
    /// The clock the actions are scheduled on.
    public let clock: VirtualClock

    /// Creates a scheduler on `clock`.
    public init(clock: VirtualClock) { self.clock = clock }

    /// The clock's current time.
    public var storyNow: StoryTime { clock.now }

    /// The clock's current time as a date: 1970-01-01 00:00:00 UTC plus the story time.
    public var now: RxTime { rxTime(of: clock.now) }

    /// Schedules `action` on the clock at `now + delay`.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        ClockAction.schedule(on: clock, after: delay, action)
    }
}

/// One action scheduled on a clock, and the disposable that cancels it.
///
/// Cancelling goes through `VirtualClock.cancel` (an O(1) mark, no heap removal), and only
/// while the action is still pending, as the clock requires. The clock is held weakly so that
/// a story dropped with actions still pending does not keep itself alive.
final class ClockAction: Cancelable {
    @exclusivity(unchecked) private weak var clock: VirtualClock?
    @exclusivity(unchecked) private var token: ClockToken?
    @exclusivity(unchecked) private var action: (() -> Void)?

    private init(_ action: @escaping () -> Void) { self.action = action }

    static func schedule(on clock: VirtualClock, after delay: StoryTime, _ action: @escaping () -> Void) -> ClockAction {
        let scheduled = ClockAction(action)
        scheduled.clock = clock
        scheduled.token = clock.schedule(after: delay) { scheduled.fire() }
        return scheduled
    }

    private func fire() {
        guard let action else { return }
        self.action = nil
        action()
    }

    var isDisposed: Bool { action == nil }

    func dispose() {
        guard action != nil else { return }
        action = nil
        if let token, let clock { clock.cancel(token) }
    }
}
