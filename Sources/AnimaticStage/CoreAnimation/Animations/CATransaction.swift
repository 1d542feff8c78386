import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

/// Groups Core Animation changes, shaped like Core Animation's `CATransaction`.
///
/// Animatic uses a transaction for three things:
/// - the completion block (``setCompletionBlock(_:)``), run on the story clock when the last
///   animation added in the transaction ends;
/// - ``setDisableActions(_:)``: while `true`, property changes show at once even inside a
///   `UIView.animate` block, as in UIKit, whose block animations are layer actions that a
///   transaction with disabled actions does not run (Apple, `CATransaction.setDisableActions`
///   and "Core Animation Programming Guide: Changing a Layer's Default Behavior");
/// - the transaction's duration and timing function (``animationDuration()``,
///   ``animationTimingFunction()``), which the implicit animations of standalone layers use.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// UIView.animate(withDuration: 1) { box.alpha = 0 }   // shows at once: actions are disabled
/// CATransaction.commit()
/// ```
///
/// Transactions nest and have nested data scope (a value set in an inner transaction hides the
/// outer one's until the inner commits). A value set outside every `begin`/`commit` belongs to
/// the implicit transaction, which Core Animation commits at the end of the current run-loop
/// turn: in a recording, when the actions already due at the current story time have run.
public enum CATransaction {
    private typealias Frame = Transactions.Frame

    private static var frames: Transactions.ThreadFrames { Transactions.frames }

    /// Opens a transaction.
    public static func begin() {
        frames.stack.append(Frame())
        let thread = AnimationScope.thread
        thread.transactionDisableActions.append(nil)
        thread.refreshActionsDisabled()
    }

    /// Closes the innermost transaction and schedules its completion block. A `commit` without
    /// a matching `begin` is reported (Core Animation logs it and ignores it).
    public static func commit() {
        guard let frame = frames.stack.popLast() else {
            StoryContext.reportToCurrent(StageError.misuse(call: "CATransaction.commit()",
                                                           problem: "no transaction is open (commit without begin)"))
            return
        }
        let thread = AnimationScope.thread
        _ = thread.transactionDisableActions.popLast()
        thread.refreshActionsDisabled()
        guard let completion = frame.completion else { return }
        guard let clock = StoryContext.current?.clock else { return completion() }
        clock.schedule(at: max(clock.now, frame.end ?? clock.now)) { completion() }
    }

    /// Commits every open transaction (Core Animation: "flushes any extant implicit
    /// transaction"); Animatic has nothing to draw, so it only ends the implicit transaction's
    /// values early.
    public static func flush() {
        endImplicitTransaction()
    }

    /// Runs `block` when every animation added in this transaction has ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        if let frame = frames.stack.last {
            frame.completion = block
        } else {
            StoryContext.reportToCurrent(StageError.notSupported(
                call: "CATransaction.setCompletionBlock(_:)",
                feature: "a completion block outside CATransaction.begin()/commit() (the implicit transaction)"))
        }
    }

    /// The completion block of the innermost open transaction.
    public static func completionBlock() -> (() -> Void)? { frames.stack.last?.completion }

    /// Disables (or enables again) actions in the current transaction: changes made while they
    /// are disabled show at once, also inside `UIView.animate` blocks.
    public static func setDisableActions(_ flag: Bool) {
        let thread = AnimationScope.thread
        if thread.transactionDisableActions.isEmpty {
            let wasSet = thread.implicitDisableActions
            thread.implicitDisableActions = flag
            if flag && !wasSet, let clock = StoryContext.current?.clock {
                clock.schedule(at: clock.now) { endImplicitTransaction() }
            }
        } else {
            thread.transactionDisableActions[thread.transactionDisableActions.count - 1] = flag
        }
        thread.refreshActionsDisabled()
    }

    /// Whether actions are disabled in the current transaction.
    public static func disableActions() -> Bool { AnimationScope.thread.transactionDisablesActions }

    /// Sets the duration of the current transaction's implicit animations: those of standalone
    /// layers (added with `addSublayer`) changed outside animation blocks. A negative, NaN or
    /// infinite duration (or one beyond the longest story time) is reported, as
    /// `UIView.animate` reports it, and the transaction keeps its duration.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        if StoryTime(validSeconds: duration) == nil {
            do { _ = try StoryTime(seconds: duration, what: "duration") } catch {
                StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                    call: "CATransaction.setAnimationDuration(_:)", argument: "duration", problem: "\(error)"))
            }
            return
        }
        (frames.stack.last ?? frames.implicit).duration = duration
    }

    /// The current transaction's duration: the innermost value set, else 0.25 s (Core
    /// Animation's default).
    public static func animationDuration() -> CFTimeInterval {
        Transactions.animationDuration()
    }

    /// Sets the timing function of the current transaction's implicit animations (see
    /// ``setAnimationDuration(_:)``).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        (frames.stack.last ?? frames.implicit).timingFunction = .some(function as (any TransactionTimingFunction)?)
    }

    /// The current transaction's timing function: the innermost value set, else `nil`.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        Transactions.animationTimingFunction() as? CAMediaTimingFunction
    }

    /// The implicit transaction commits: its values return to their defaults.
    private static func endImplicitTransaction() {
        let thread = AnimationScope.thread
        thread.implicitDisableActions = false
        thread.refreshActionsDisabled()
        let implicit = frames.implicit
        implicit.duration = nil
        implicit.timingFunction = nil
    }

    static func animationAdded(ending end: StoryTime) {
        Transactions.animationAdded(ending: end)
    }
}
