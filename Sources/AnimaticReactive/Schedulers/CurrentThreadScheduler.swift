import AnimaticClock

/// RxSwift's default scheduler for generating operators (`repeatElement`, `range`): runs the
/// work at once, on the calling thread, in story time "now".
///
/// Like RxSwift's, it is a trampoline: an action scheduled while another one is running on
/// this thread waits in a queue until the running one returns, so recursive scheduling loops
/// instead of growing the stack. The queue is per thread (parallel recordings do not share it).
///
/// ```swift
/// Observable.repeatElement(1, scheduler: CurrentThreadScheduler.instance).take(3)   // 1, 1, 1 at once
/// ```
public struct CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler (it has no state of its own).
    public static let instance = CurrentThreadScheduler()

    private static let queue = ThreadLocalSlot<TrampolineQueue>()

    /// Creates the scheduler; every value behaves the same.
    public init() {}

    /// `true` when no action of this scheduler is running on this thread (RxSwift's name):
    /// a scheduled action would run at once.
    public static var isScheduleRequired: Bool { queue.value == nil }

    /// Runs `action` now, or, if an action of this scheduler is already running on this
    /// thread, right after it (and after the actions queued before). Disposing the result
    /// before then cancels it.
    public func scheduleNow(_ action: @escaping () -> Void) -> any Disposable {
        if let pending = Self.queue.value {
            let item = TrampolineItem(action)
            pending.items.append(item)
            return item
        }
        let pending = TrampolineQueue()
        Self.queue.withValue(pending) {
            action()
            while pending.head < pending.items.count {
                let item = pending.items[pending.head]
                pending.head += 1
                item.run()
            }
        }
        return Disposables.create()
    }
}

/// The actions waiting on one thread's trampoline.
final class TrampolineQueue {
    var items: [TrampolineItem] = []
    var head = 0
}

/// One queued action, and the disposable that cancels it.
final class TrampolineItem: Cancelable {
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    var isDisposed: Bool { action == nil }
    func run() {
        guard let action else { return }
        self.action = nil
        action()
    }
    func dispose() { action = nil }
}
