import AnimaticClock
import Foundation

extension MainScheduler {
    /// Stops the program with `errorMessage` unless the caller runs where the main scheduler
    /// runs its work: RxSwift's `MainScheduler.ensureExecutingOnScheduler(errorMessage:)`, which
    /// reactive extensions call before touching a view. In Animatic that is the thread recording a
    /// story (the story clock is the main scheduler there) or, outside any story, the main thread.
    ///
    /// ```swift
    /// Observable.deferred {
    ///     MainScheduler.ensureExecutingOnScheduler()
    ///     return .just(view.frame)
    /// }
    /// ```
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if StoryContext.current != nil || Thread.isMainThread { return }
        fatalError(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to schedule work on the main thread.")
    }
}
