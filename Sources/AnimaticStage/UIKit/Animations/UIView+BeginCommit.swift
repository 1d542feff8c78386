import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// The begin/commit animation blocks open on this thread, innermost last: UIKit's block-less
/// animation API keeps its scope between two calls, so the scope lives here, not on the stack
/// of a `run`.
final class BeginCommitBlocks {
    /// One open block: its scope (current while the block is open) and the scope it replaced.
    struct Block {
        let scope: AnimationScope
        let previous: AnimationScope?
        /// The story the block was opened in (`nil` outside a recording): a block a story
        /// left open never applies to the next one.
        let context: ObjectIdentifier?
    }
    var open: [Block] = []

    static let state = ThreadLocalObject { BeginCommitBlocks() }

    /// A new story starts on this thread: blocks an earlier story left open (begun, never
    /// committed) are closed, and the scope that ran before the first of them runs again, so
    /// they never animate the new story's changes.
    static func storyStarts() {
        let blocks = state.value
        guard let first = blocks.open.first else { return }
        AnimationScope.thread.current = first.previous
        blocks.open.removeAll()
    }

    /// The innermost open block of this thread, if it is the running scope.
    static var innermost: Block? {
        guard let block = state.value.open.last, block.scope === AnimationScope.current else { return nil }
        return block
    }
}

extension UIView {
    /// The transitions of the begin/commit API (Apple, `UIView.AnimationTransition`, deprecated
    /// in iOS 13), with UIKit's raw values; Animatic supports only `.none` (see
    /// ``setAnimationTransition(_:for:cache:)``).
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// The view flips around its vertical axis from left to right.
        case flipFromLeft = 1
        /// The view flips around its vertical axis from right to left.
        case flipFromRight = 2
        /// The view curls up from the bottom.
        case curlUp = 3
        /// The view curls down from the top.
        case curlDown = 4
    }

    /// Opens an animation block of UIKit's block-less API (Apple,
    /// `beginAnimations(_:context:)`, deprecated in iOS 13): the changes of animatable
    /// properties made until ``commitAnimations()`` animate, with the parameters that the
    /// `setAnimation…` methods set before each change.
    ///
    /// ```swift
    /// UIView.beginAnimations(nil, context: nil)
    /// UIView.setAnimationDuration(0.5)
    /// UIView.setAnimationCurve(.easeOut)
    /// hud.center = CGPoint(x: 160, y: 200)
    /// UIView.commitAnimations()
    /// ```
    ///
    /// Animatic records it as the block API records `UIView.animate(withDuration:delay:options:animations:)`
    /// with the same parameters: UIKit's defaults are 0.2 s, no delay and ease-in-out (Apple,
    /// `setAnimationDuration(_:)`: "The default value is 0.2"). Blocks nest (Apple: "You can
    /// nest sets of beginAnimations/commitAnimations calls"); a nested block starts with the
    /// enclosing block's duration and curve, as a nested `animate` does. `animationID` and
    /// `context` are handed to the delegate's selectors in UIKit, which Animatic does not call
    /// (see ``setAnimationDidStop(_:)``).
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let thread = AnimationScope.thread
        let outer = thread.current
        let story = StoryContext.current.map(ObjectIdentifier.init)
        let blocks = BeginCommitBlocks.state.value
        // A block left open by an earlier story never captures this story's changes.
        blocks.open.removeAll { $0.context != story }
        var duration = StoryTime(ticks: StoryTime.ticksPerSecond / 5)
        var curve = TimingCurve.easeInOut
        if let outer, !outer.instant {
            duration = outer.duration
            curve = outer.curve
        }
        let scope = AnimationScope(offset: .zero, duration: duration, curve: curve,
                                   instant: outer?.instant ?? false, tally: nil)
        blocks.open.append(.init(scope: scope, previous: outer, context: story))
        thread.current = scope
    }

    /// Closes the innermost block opened with ``beginAnimations(_:context:)`` (Apple,
    /// `commitAnimations()`, deprecated in iOS 13). Its changes were recorded as they were
    /// made, each starting at its own time plus the block's delay then; the scope that was
    /// running before the block is current again.
    ///
    /// A commit without an open block (or one whose block is not the innermost running
    /// animation, because a `UIView.animate` block began after it and has not returned) is
    /// reported as ``StoryProblem/misuse(call:problem:)``.
    public static func commitAnimations() {
        let blocks = BeginCommitBlocks.state.value
        guard let block = blocks.open.popLast() else {
            report(.misuse(call: "UIView.commitAnimations()",
                           problem: "no animation block is open (call UIView.beginAnimations(_:context:) first)"))
            return
        }
        let thread = AnimationScope.thread
        if thread.current !== block.scope {
            report(.misuse(call: "UIView.commitAnimations()",
                           problem: "the block opened by UIView.beginAnimations(_:context:) is not the innermost animation (an animation block that began inside it has not ended)"))
        }
        thread.current = block.previous
    }

    /// The scope the `setAnimation…` methods change: the innermost begin/commit block, or an
    /// ordinary `UIView.animate` block (UIKit lets its curve and duration be changed from
    /// inside, which code animating with the keyboard uses). `nil` outside any block (the
    /// call then has no effect, as Apple documents); a keyframe, spring, transition or
    /// property-animator block is reported as not supported.
    private static func changeableScope(_ call: String, _ what: String) -> AnimationScope? {
        guard let scope = AnimationScope.current else { return nil }
        if BeginCommitBlocks.innermost != nil { return scope }
        if scope.instant { return nil }
        if scope.keyframes != nil || scope.propertyAnimator != nil || scope.timing != nil {
            report(.notSupported(call: call, feature: "changing the \(what) of a keyframe, spring, repeating, transition or property-animator block"))
            return nil
        }
        return scope
    }

    /// Sets how long the changes made after it in the current animation block take (Apple,
    /// `setAnimationDuration(_:)`, deprecated in iOS 13: "If you call this method outside an
    /// animation block, it has no effect"). A negative, NaN or infinite duration is reported
    /// as ``StoryProblem/invalidArgument(call:argument:problem:)`` and leaves the duration as
    /// it was.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        let call = "UIView.setAnimationDuration(_:)"
        guard let scope = changeableScope(call, "duration"), !scope.instant else { return }
        var failed = false
        let time = validTime(duration, "duration", call: call, failed: &failed)
        if !failed { scope.duration = time }
    }

    /// Sets how long the changes made after it in the current block wait before they start
    /// (Apple, `setAnimationDelay(_:)`, deprecated in iOS 13; 0 by default). Bad input is
    /// reported as for ``setAnimationDuration(_:)``.
    public static func setAnimationDelay(_ delay: TimeInterval) {
        let call = "UIView.setAnimationDelay(_:)"
        guard let scope = changeableScope(call, "delay"), !scope.instant else { return }
        var failed = false
        let time = validTime(delay, "delay", call: call, failed: &failed)
        if !failed { scope.offset = time }
    }

    /// Sets the curve of the changes made after it in the current block (Apple,
    /// `setAnimationCurve(_:)`, deprecated in iOS 13; ease-in-out by default).
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        guard let scope = changeableScope("UIView.setAnimationCurve(_:)", "curve"), !scope.instant else { return }
        scope.curve = curve.timingCurve
    }

    /// Sets how many times the changes made after it in the current begin/commit block repeat
    /// (Apple, `setAnimationRepeatCount(_:)`, deprecated in iOS 13): a fraction plays part of
    /// the last pass, 0 (the default) plays once, as
    /// ``modifyAnimations(withRepeatCount:autoreverses:animations:)`` records it. A NaN or
    /// negative count is reported as ``StoryProblem/invalidArgument(call:argument:problem:)``.
    /// Outside a begin/commit block it has no effect.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        let call = "UIView.setAnimationRepeatCount(_:)"
        guard let block = BeginCommitBlocks.innermost, !block.scope.instant else { return }
        let value = Double(repeatCount)
        guard !value.isNaN, value >= 0, value.isInfinite || value <= 100_000 else {
            report(.invalidArgument(call: call, argument: "repeatCount",
                                    problem: "the repeat count must be a number in 0...100000 (or .infinity), got \(value)"))
            return
        }
        var timing = block.scope.timing ?? ScopeTiming()
        timing.repeatCount = value == 0 ? (timing.autoreverses ? 1 : nil) : value
        block.scope.timing = timing.repeatCount == nil && !timing.autoreverses ? nil : timing
    }

    /// Makes each pass of the changes made after it in the current begin/commit block run
    /// there and back (Apple, `setAnimationRepeatAutoreverses(_:)`, deprecated in iOS 13); at
    /// the end the views show their new values, as with the `.autoreverse` option. Outside a
    /// begin/commit block it has no effect.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = BeginCommitBlocks.innermost, !block.scope.instant else { return }
        var timing = block.scope.timing ?? ScopeTiming()
        timing.autoreverses = repeatAutoreverses
        if repeatAutoreverses && timing.repeatCount == nil { timing.repeatCount = 1 }
        if !repeatAutoreverses && timing.repeatCount == 1 { timing.repeatCount = nil }
        block.scope.timing = timing.repeatCount == nil && !timing.autoreverses ? nil : timing
    }

    /// Accepted with either value (Apple, `setAnimationBeginsFromCurrentState(_:)`, deprecated
    /// in iOS 13): Animatic always starts an animation from the value on screen, as
    /// ``AnimationOptions/beginFromCurrentState`` explains.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// Starts the block's animations at a wall-clock date (Apple, `setAnimationStartDate(_:)`,
    /// deprecated in iOS 13): a story has no wall clock, so inside a block this is reported
    /// as ``StoryProblem/notSupported(call:feature:)`` (use ``setAnimationDelay(_:)``).
    public static func setAnimationStartDate(_ startDate: Date) {
        guard BeginCommitBlocks.innermost != nil else { return }
        report(.notSupported(call: "UIView.setAnimationStartDate(_:)",
                             feature: "starting a block's animations at a wall-clock date (use UIView.setAnimationDelay(_:))"))
    }

    /// The object whose selectors UIKit calls when the block's animations start and stop
    /// (Apple, `setAnimationDelegate(_:)`, deprecated in iOS 13). Accepted; Animatic calls no
    /// selector of it (see ``setAnimationDidStop(_:)``).
    public static func setAnimationDelegate(_ delegate: Any?) {}

    /// The delegate's selector called when the animations start (Apple,
    /// `setAnimationWillStart(_:)`, deprecated in iOS 13): a non-nil selector inside a block is
    /// reported as ``StoryProblem/notSupported(call:feature:)`` (code that must run at the
    /// start can run right after ``commitAnimations()``).
    public static func setAnimationWillStart(_ selector: Selector?) {
        guard selector != nil, BeginCommitBlocks.innermost != nil else { return }
        report(.notSupported(call: "UIView.setAnimationWillStart(_:)",
                             feature: "calling the animation delegate's selector when the block's animations start"))
    }

    /// The delegate's selector called when the animations stop (Apple,
    /// `setAnimationDidStop(_:)`, deprecated in iOS 13): a non-nil selector inside a block is
    /// reported as ``StoryProblem/notSupported(call:feature:)``; `UIView.animate`'s
    /// completion is the supported way to run code when an animation ends.
    public static func setAnimationDidStop(_ selector: Selector?) {
        guard selector != nil, BeginCommitBlocks.innermost != nil else { return }
        report(.notSupported(call: "UIView.setAnimationDidStop(_:)",
                             feature: "calling the animation delegate's selector when the block's animations stop (use UIView.animate's completion)"))
    }

    /// A flip or curl of `view` during the current block (Apple,
    /// `setAnimationTransition(_:for:cache:)`, deprecated in iOS 13). `.none` changes nothing;
    /// the flips and curls are not drawn, and are reported inside a block as
    /// ``StoryProblem/notSupported(call:feature:)`` (the block's other changes still animate).
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard transition != .none, BeginCommitBlocks.innermost != nil else { return }
        report(.notSupported(call: "UIView.setAnimationTransition(_:for:cache:)",
                             feature: "the \(transition) transition of \(view.displayName)"))
    }
}
