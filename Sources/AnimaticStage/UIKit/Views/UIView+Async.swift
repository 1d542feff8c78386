import AnimaticClock
import AnimaticRuntime
import Foundation

// UIKit's `async` forms of its block animations: the Swift import of their completion handlers
// (`let finished = await UIView.animate(withDuration: 0.3) { … }`; Apple's "Calling
// Objective-C APIs Asynchronously" describes the import). Each starts the animation at once, as
// the completion form does, and resumes the awaiting task with what the completion is given.
//
// Inside a recording the task runs on the story clock (`StoryTasks`): the completion runs at the
// story time the animation ends, and the task resumes at that same time, after the work already
// due then, as a main-actor task resumes on the next turn of the main queue on iOS. Outside a
// recording the completion runs at once (see `animate(withDuration:delay:options:animations:completion:)`),
// so the call returns at once. The functions are `nonisolated(nonsending)`: they run on the
// caller's actor, as UIKit's `@MainActor` ones run on the main actor a view controller's code is
// on, so awaiting one starts the animation without a hop to another executor first.
//
// An animation whose completion never runs (an endless `.repeat`, or one still running when a
// recording ends) never resumes the task, as its completion handler would never be called.

extension UIView {
    /// Suspends the calling task until `start`'s callback is called, and returns what it is
    /// given. Inside a recording the story holds the continuation meanwhile
    /// (`StoryTaskQueue.hold`), so a task the story never resumes is kept, not lost.
    nonisolated(nonsending) static func awaitCallback<T: Sendable>(_ start: (@escaping (T) -> Void) -> Void) async -> T {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<T, Never>) in
            let tasks = StoryContext.current?.tasks
            let held = tasks?.hold(continuation)
            start { value in
                if let held { tasks?.release(held) }
                continuation.resume(returning: value)
            }
        }
    }

    /// Animates the changes made in `animations` over `duration` seconds (ease-in-out) and
    /// returns when the animation ends: UIKit's `async` form of
    /// ``animate(withDuration:animations:completion:file:line:)``.
    ///
    /// ```swift
    /// Task {
    ///     await UIView.animate(withDuration: 0.6) { logo.alpha = 1 }
    ///     await UIView.animate(withDuration: 0.4) { logo.transform = CGAffineTransform(scaleX: 0.8, y: 0.8) }
    /// }
    /// ```
    ///
    /// - Returns: the `finished` flag the completion gets: `true` when the animation ran to
    ///   its end, `false` for bad input (reported to the story, as for the completion form).
    @discardableResult
    nonisolated(nonsending) public static func animate(withDuration duration: TimeInterval,
                                                       animations: @escaping () -> Void,
                                                       file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await awaitCallback { done in
            let site = CallSites.enter(file, line)
            defer { site.leave() }
            runAnimation(call: "UIView.animate(withDuration:animations:) async", duration: duration, delay: 0,
                         options: [], animations: animations, completion: done)
        }
    }

    /// UIKit's `async` form of ``animate(withDuration:delay:options:animations:completion:file:line:)``:
    /// starts the animation now (its changes begin after `delay`) and returns when it ends.
    ///
    /// - Returns: the `finished` flag the completion gets.
    @discardableResult
    nonisolated(nonsending) public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                                                       options: AnimationOptions = [],
                                                       animations: @escaping () -> Void,
                                                       file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await awaitCallback { done in
            let site = CallSites.enter(file, line)
            defer { site.leave() }
            runAnimation(call: "UIView.animate(withDuration:delay:options:animations:) async", duration: duration,
                         delay: delay, options: options, animations: animations, completion: done)
        }
    }

    /// UIKit's `async` form of
    /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:file:line:)``:
    /// starts the spring now and returns when it has settled.
    ///
    /// - Returns: the `finished` flag the completion gets.
    @discardableResult
    nonisolated(nonsending) public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                                                       usingSpringWithDamping dampingRatio: CGFloat,
                                                       initialSpringVelocity velocity: CGFloat,
                                                       options: AnimationOptions = [],
                                                       animations: @escaping () -> Void,
                                                       file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await awaitCallback { done in
            let site = CallSites.enter(file, line)
            defer { site.leave() }
            runAnimation(
                call: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:) async",
                duration: duration, delay: delay, options: options, spring: (Double(dampingRatio), Double(velocity)),
                animations: animations, completion: done)
        }
    }

    /// UIKit's `async` form of
    /// ``animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:file:line:)``
    /// (iOS 17): starts the spring now and returns when its completion would run.
    ///
    /// ```swift
    /// await UIView.animate(springDuration: 0.5, bounce: 0.3) { card.center.y -= 120 }
    /// ```
    ///
    /// - Returns: the `finished` flag the completion gets.
    @discardableResult
    nonisolated(nonsending) public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                                                       initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                                                       options: AnimationOptions = [],
                                                       animations: @escaping () -> Void,
                                                       file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await awaitCallback { done in
            let site = CallSites.enter(file, line)
            defer { site.leave() }
            animate(springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay,
                    options: options, animations: animations, completion: done)
        }
    }

    /// UIKit's `async` form of ``animateKeyframes(withDuration:delay:options:animations:completion:file:line:)``:
    /// starts the keyframe animation now and returns when it ends.
    ///
    /// - Returns: the `finished` flag the completion gets.
    @discardableResult
    nonisolated(nonsending) public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                                                options: KeyframeAnimationOptions = [],
                                                                animations: @escaping () -> Void,
                                                                file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await awaitCallback { done in
            let site = CallSites.enter(file, line)
            defer { site.leave() }
            animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: done)
        }
    }

    /// UIKit's `async` form of ``transition(with:duration:options:animations:completion:file:line:)``:
    /// starts the transition now and returns when it ends.
    ///
    /// - Returns: the `finished` flag the completion gets.
    @discardableResult
    nonisolated(nonsending) public static func transition(with view: UIView, duration: TimeInterval,
                                                          options: AnimationOptions = [],
                                                          animations: (() -> Void)?,
                                                          file: StaticString = #fileID, line: UInt = #line) async -> Bool {
        await awaitCallback { done in
            let site = CallSites.enter(file, line)
            defer { site.leave() }
            transition(with: view, duration: duration, options: options, animations: animations, completion: done)
        }
    }
}

extension UIViewPropertyAnimator {
    /// Waits until the animator's animations end and returns where they ended: UIKit's `async`
    /// form of ``addCompletion(_:)`` (`let position = await animator.addCompletion()`).
    ///
    /// The completion is added now, after those already added, so the task resumes after them,
    /// with the same position (`.end`, `.start` for a reversed animator, or the position given to
    /// ``finishAnimation(at:)``). An animator stopped without finishing never runs its
    /// completions, so the task then never resumes, as on iOS.
    nonisolated(nonsending) public func addCompletion() async -> UIViewAnimatingPosition {
        await UIView.awaitCallback { done in addCompletion(done) }
    }
}
