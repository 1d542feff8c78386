/// The scheduler ``Driver`` and ``Signal`` deliver on, replaceable in tests: RxCocoa's
/// `SharingScheduler` (RxCocoa/Traits/SharedSequence/SchedulerType+SharedSequence.swift).
///
/// By default ``make`` returns a new `MainScheduler()`, the story's clock. Inside
/// ``mock(scheduler:action:)`` the shared-sequence operators that take time (`throttle`,
/// `debounce`, `delay`, `interval`, `timer`) and the factories (`just`, `empty`, `of`, `from`)
/// schedule on the mock instead, as RxCocoa's do, so a `TestScheduler` can drive them
/// (`asDriver`/`asSignal` keep the main scheduler's rule of delivering at once on the story's
/// thread):
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let observer = scheduler.start { Signal<Int>.of(1, 2).delay(.seconds(1)) }
/// }
/// ```
///
/// Unlike RxCocoa's process-wide variable, the mock applies to the thread (and task) that
/// runs `action`, so tests running in parallel do not see each other's schedulers.
public enum SharingScheduler {
    /// Makes the scheduler for a shared sequence: the mock inside ``mock(scheduler:action:)``,
    /// else `MainScheduler()`.
    public static var make: () -> any SchedulerType {
        if let maker = SharingSchedulerOverride.current { return maker.make }
        return { MainScheduler() }
    }

    /// Runs `action` with `scheduler` as the shared sequences' scheduler.
    public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the shared sequences' schedulers.
    public static func mock(makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Void) rethrows {
        try SharingSchedulerOverride.$current.withValue(SharingSchedulerOverride(make: makeScheduler)) {
            try action()
        }
    }
}

extension SharedSequence {
    /// The scheduler of a running ``SharingScheduler/mock(scheduler:action:)``, else `nil`
    /// (the factories then keep the main scheduler's rule).
    static var mockedScheduler: (any SchedulerType)? {
        SharingSchedulerOverride.current == nil ? nil : SharingStrategy.scheduler
    }
}

/// The mock of the running ``SharingScheduler/mock(scheduler:action:)``, bound to the thread
/// or task that runs its action (used on that one thread, hence unchecked).
final class SharingSchedulerOverride: @unchecked Sendable {
    let make: () -> any SchedulerType
    init(make: @escaping () -> any SchedulerType) { self.make = make }

    @TaskLocal static var current: SharingSchedulerOverride?
}
