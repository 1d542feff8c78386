import AnimaticClock
import Foundation

extension MainScheduler {
    /// Checks that the caller runs on the main thread: RxSwift's
    /// `MainScheduler.ensureRunningOnMainThread(errorMessage:)` (RxSwift/Schedulers/MainScheduler.swift).
    ///
    /// ```swift
    /// let binder = Binder(label) { label, text in
    ///     MainScheduler.ensureRunningOnMainThread()
    ///     label.text = text
    /// }
    /// ```
    ///
    /// In a story the story's thread is the main thread, so the check passes there. Elsewhere,
    /// off the main thread, RxSwift stops the process; Animatic prints the message (or
    /// `errorMessage`) instead and goes on.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        check(errorMessage ?? "Running on background thread.")
    }

    /// RxSwift's `MainScheduler.ensureExecutingOnScheduler(errorMessage:)`: the same check as
    /// ``ensureRunningOnMainThread(errorMessage:)``, with RxSwift's message for it.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        check(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
    }

    private static func check(_ message: String) {
        if StoryContext.current != nil || Thread.isMainThread { return }
        print("AnimaticReactive: MainScheduler: \(message)")
    }
}
