import AnimaticClock
import Foundation

/// How two virtual times compare (RxSwift's `VirtualTimeComparison`).
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The first time is later.
    case greaterThan

    /// Whether the first time is earlier.
    public var lessThen: Bool { self == .lessThan }
    /// Whether the first time is later.
    public var greaterThan: Bool { self == .greaterThan }
    /// Whether the times are equal.
    public var equal: Bool { self == .equal }
}

/// Converts a ``VirtualTimeScheduler``'s own units of time to and from ``RxTime`` (a `Date`)
/// and seconds (RxSwift's `VirtualTimeConverterType`,
/// RxSwift/Schedulers/VirtualTimeConverterType.swift).
public protocol VirtualTimeConverterType {
    /// The scheduler's unit of absolute time.
    associatedtype VirtualTimeUnit
    /// The scheduler's unit of a length of time.
    associatedtype VirtualTimeIntervalUnit

    /// The date of a virtual time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time of a date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// Seconds of a virtual length of time.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual length of time of `timeInterval` seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved on by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How `lhs` compares with `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// A scheduler whose clock moves only when told to (RxSwift's `VirtualTimeScheduler`,
/// RxSwift/Schedulers/VirtualTimeScheduler.swift): actions wait in a queue ordered by due time
/// (then by the order they were scheduled) until ``start()`` runs them all or ``advanceTo(_:)``
/// runs those due by a time. Its clock is its own, not the story's: a story drives it by calling
/// those methods, for example from a story timer. ``HistoricalScheduler`` is one over `Date`s.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// Observable<Int>.timer(.seconds(2), scheduler: scheduler).subscribe(onNext: { _ in logo.alpha = 1 })
/// scheduler.advanceTo(Date(timeIntervalSince1970: 1))   // nothing yet
/// scheduler.advanceTo(Date(timeIntervalSince1970: 2))   // the timer fires
/// ```
///
/// What RxSwift stops the process for (advancing while it runs, sleeping into the past) is
/// reported as ``ReactiveArgumentError`` and ignored.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// The virtual time unit.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual time interval unit.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private var nextID = 0
    private let converter: Converter

    /// The scheduler's clock, in virtual time.
    public var clock: VirtualTime { currentClock }

    /// The scheduler's clock as a date (RxSwift's `now`: the converter's date of ``clock``).
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The scheduler's clock as story time: ``now``'s time since 1970, to the microsecond.
    public var storyNow: StoryTime { storyTime(of: now) }

    /// Whether the scheduler is running actions (in ``start()`` or ``advanceTo(_:)``).
    public var isEnabled: Bool { running }

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
    }

    /// Schedules `action` `delay` after ``now`` (the operators' entry point): as RxSwift's
    /// `scheduleRelative`, the due date (``now`` plus the delay) is converted to virtual time and
    /// passed through ``adjustScheduledTime(_:)``.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        let due = converter.convertToVirtualTime(now.addingTimeInterval(Swift.max(0, delay.seconds)))
        return scheduleAbsoluteVirtual((), time: adjustScheduledTime(due)) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Schedules `action` `dueTime` (virtual) after the clock.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval,
                                                   action: @escaping (StateType) -> any Disposable) -> any Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time` (an earlier time runs at the next step, at
    /// the clock's time). The returned disposable takes it out of the queue.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime,
                                                   action: @escaping (StateType) -> any Disposable) -> any Disposable {
        let result = SerialDisposable()
        let item = VirtualSchedulerItem(time: time, id: nextID) { result.disposable = action(state) }
        nextID += 1
        // After every item due at or before `time`: equal times run in the order scheduled.
        var low = 0, high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if converter.compareVirtualTime(queue[middle].time, time).greaterThan { high = middle } else { low = middle + 1 }
        }
        queue.insert(item, at: low)
        result.disposable = item
        return result
    }

    /// The time at which an action due at `virtualTime` runs (the time itself; a subclass may
    /// move it, as `TestScheduler` does).
    open func adjustScheduledTime(_ virtualTime: VirtualTime) -> VirtualTime { virtualTime }

    /// The first action not disposed, dropping disposed ones.
    private func nextItem() -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            if !first.isDisposed { return first }
            queue.removeFirst()
        }
        return nil
    }

    /// Runs `item`, moving the clock on to its time if that is later.
    private func run(_ item: VirtualSchedulerItem<VirtualTime>) {
        if converter.compareVirtualTime(item.time, clock).greaterThan { currentClock = item.time }
        if let index = queue.firstIndex(where: { $0 === item }) { queue.remove(at: index) }
        item.invoke()
    }

    /// Runs every scheduled action, in order of due time, until none is left or ``stop()`` is
    /// called (RxSwift's `start()`).
    public func start() {
        guard !running else { return }
        running = true
        while running, let item = nextItem() { run(item) }
        running = false
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the action running now.
    public func stop() { running = false }

    /// Runs the actions due at or before `virtualTime`, then sets the clock to it (RxSwift's
    /// `advanceTo(_:)`; as there, the clock is set to `virtualTime` even when that is earlier, or
    /// when an action called ``stop()``). A call while the scheduler runs is reported and ignored.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return misuse("advanceTo(_:)", "the scheduler is already running") }
        running = true
        while running, let item = nextItem(), !converter.compareVirtualTime(item.time, virtualTime).greaterThan { run(item) }
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock on by `virtualInterval` without running anything (RxSwift's `sleep(_:)`);
    /// a negative interval is reported.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let to = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(to, clock).lessThen { return misuse("sleep(_:)", "cannot sleep to the past") }
        currentClock = to
    }

    private func misuse(_ call: String, _ reason: String) {
        let error = ReactiveArgumentError(operatorName: "VirtualTimeScheduler.\(call)", reason: reason)
        if !StoryContext.reportToCurrent(error) { print("AnimaticReactive: \(error) (outside any story)") }
    }
}

/// One action in a ``VirtualTimeScheduler``'s queue.
final class VirtualSchedulerItem<Time>: Disposable {
    let time: Time
    let id: Int
    private var action: (() -> Void)?

    init(time: Time, id: Int, action: @escaping () -> Void) {
        self.time = time
        self.id = id
        self.action = action
    }

    var isDisposed: Bool { action == nil }

    func invoke() {
        let action = self.action
        self.action = nil
        action?()
    }

    func dispose() { action = nil }
}
