import AnimaticClock

/// How many actions of the main scheduler run or wait now, per story: RxSwift's
/// `MainScheduler.numberEnqueued` (RxSwift/Schedulers/MainScheduler.swift).
final class MainSchedulerQueueDepth {
    var count = 0
    static let key = "AnimaticReactive.MainSchedulerQueueDepth"

    static func of(_ context: StoryContext) -> MainSchedulerQueueDepth {
        if let depth = context.attachments[key] as? MainSchedulerQueueDepth { return depth }
        let depth = MainSchedulerQueueDepth()
        context.attachments[key] = depth
        return depth
    }
}

extension MainScheduler {
    /// Runs `action` the way RxSwift's `MainScheduler.schedule` does on the main thread: at
    /// once when no other action of the main scheduler is running or waiting, otherwise queued
    /// at the current story time, after what is queued already. On the story's thread (the
    /// "main thread" of a recording) that is at once in the usual case, so a ``Binder`` fed
    /// inside an animation block sets its property inside that block. Outside any story the
    /// action runs at once, as on the main thread.
    ///
    /// Used by ``Binder``; `observe(on: MainScheduler.instance)` has the same rule in RxSwift.
    func scheduleLikeMainThread(_ action: @escaping () -> Void) -> any Disposable {
        let context = StoryContext.current
        guard let context, clock == nil || clock === context.clock else {
            guard let clock else { action(); return Disposables.create() }
            return ClockAction.schedule(on: clock, after: .zero, action)
        }
        let depth = MainSchedulerQueueDepth.of(context)
        depth.count += 1
        if depth.count == 1 {
            action()
            depth.count -= 1
            return Disposables.create()
        }
        let cancelled = BooleanDisposable()
        context.clock.schedule(after: .zero) {
            if !cancelled.isDisposed { action() }
            depth.count -= 1
        }
        return cancelled
    }
}
