import AnimaticClock
import Foundation

// UIKit's `async` forms of its block animations (the Swift import of their completion
// handlers: `let finished = await UIView.animate(withDuration: 0.3) { … }`) cannot be
// recorded: a story runs synchronously on its virtual clock, and the code after an `await`
// runs in a `Task`, off that clock (on another thread, or on the main actor after the story
// has been recorded), so its changes would land at no story time. Each form is here so that
// code written for iOS compiles, with a deprecation warning that says what to write instead;
// called, it reports ``StoryProblem/notSupported(call:feature:)`` to the story bound on the
// calling thread (which fails the recording), runs no animation and returns `false`. With no
// story bound there (a `Task`), the problem is written to standard error.

extension UIView {
    static let asyncAdvice = "Animatic records on a virtual clock and a Task runs off it: "
        + "use the completion-handler form and continue in the completion"

    /// Reports an `async` animation call (see the top of this file) and answers `false`.
    static func refuseAsync(_ call: String) -> Bool {
        let problem = StoryProblem.notSupported(call: call, feature: "awaiting an animation (\(asyncAdvice))")
        if !StoryContext.reportToCurrent(problem) {
            FileHandle.standardError.write(Data("Animatic: \(problem.message)\n".utf8))
        }
        return false
    }

    /// UIKit's `async` form of ``animate(withDuration:animations:completion:)``: not supported
    /// (reported; see `UIView+Async.swift`). Write
    /// `UIView.animate(withDuration: d, animations: a) { finished in … }` instead.
    @available(*, deprecated, message: "Animatic records on a virtual clock and a Task runs off it: use animate(withDuration:animations:completion:) and continue in the completion")
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) async -> Bool {
        refuseAsync("UIView.animate(withDuration:animations:) async")
    }

    /// UIKit's `async` form of ``animate(withDuration:delay:options:animations:completion:)``:
    /// not supported (reported; see `UIView+Async.swift`). Use the completion handler.
    @available(*, deprecated, message: "Animatic records on a virtual clock and a Task runs off it: use animate(withDuration:delay:options:animations:completion:) and continue in the completion")
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void) async -> Bool {
        refuseAsync("UIView.animate(withDuration:delay:options:animations:) async")
    }

    /// UIKit's `async` form of
    /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``:
    /// not supported (reported; see `UIView+Async.swift`). Use the completion handler.
    @available(*, deprecated, message: "Animatic records on a virtual clock and a Task runs off it: use animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:) and continue in the completion")
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void) async -> Bool {
        refuseAsync("UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:) async")
    }

    /// UIKit's `async` form of ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// not supported (reported; see `UIView+Async.swift`). Use the completion handler.
    @available(*, deprecated, message: "Animatic records on a virtual clock and a Task runs off it: use animateKeyframes(withDuration:delay:options:animations:completion:) and continue in the completion")
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void) async -> Bool {
        refuseAsync("UIView.animateKeyframes(withDuration:delay:options:animations:) async")
    }

    /// UIKit's `async` form of ``transition(with:duration:options:animations:completion:)``:
    /// not supported (reported; see `UIView+Async.swift`). Use the completion handler.
    @available(*, deprecated, message: "Animatic records on a virtual clock and a Task runs off it: use transition(with:duration:options:animations:completion:) and continue in the completion")
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?) async -> Bool {
        refuseAsync("UIView.transition(with:duration:options:animations:) async")
    }
}

extension UIViewPropertyAnimator {
    /// UIKit's `async` form of ``addCompletion(_:)`` (`let position = await
    /// animator.addCompletion()`): not supported (reported; see `UIView+Async.swift`). Write
    /// `animator.addCompletion { position in … }` instead.
    @available(*, deprecated, message: "Animatic records on a virtual clock and a Task runs off it: use addCompletion(_:) and continue in the completion")
    public func addCompletion() async -> UIViewAnimatingPosition {
        _ = UIView.refuseAsync("UIViewPropertyAnimator.addCompletion() async")
        return .current
    }
}
