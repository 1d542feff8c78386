import AnimaticClock

/// How many actions of one main scheduler run or wait now: RxSwift's
/// `MainScheduler.numberEnqueued` (RxSwift/Schedulers/MainScheduler.swift). RxSwift keeps one
/// per `MainScheduler` object: `MainScheduler.instance` has one (Animatic: one per story), and
/// each ``Binder`` its own, since its default scheduler is a new `MainScheduler()`.
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
    /// `depth` is the count of the scheduler object (`nil`: `MainScheduler.instance`'s, the story's).
    /// Used by ``Binder`` and the RxCocoa traits; `observe(on: MainScheduler.instance)` has the
    /// same rule in RxSwift.
    func scheduleLikeMainThread(depth own: MainSchedulerQueueDepth? = nil, _ action: @escaping () -> Void) -> any Disposable {
        let context = StoryContext.current
        guard let context, clock == nil || clock === context.clock else {
            guard let clock else { action(); return Disposables.create() }
            return ClockAction.schedule(on: clock, after: .zero, action)
        }
        let depth = own ?? MainSchedulerQueueDepth.of(context)
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
