/// A disposable whose disposal runs on a scheduler: RxSwift's `ScheduledDisposable`
/// (RxSwift/Disposables/ScheduledDisposable.swift), for resources that must be released on a
/// given queue.
///
/// ```swift
/// let cleanup = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: Disposables.create { overlay.removeFromSuperview() })
/// cleanup.dispose()   // removes the overlay in a main-scheduler action
/// ```
///
/// ``dispose()`` schedules the disposal; the wrapped disposable is disposed once, when that
/// action runs (``isDisposed`` is `true` from then on).
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: any ImmediateSchedulerType
    private var disposable: (any Disposable)?

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether the wrapped disposable has been disposed.
    public var isDisposed: Bool { disposable == nil }

    /// Schedules the disposal of the wrapped disposable on ``scheduler``.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard let inner = disposable else { return }
        disposable = nil
        inner.dispose()
    }
}
