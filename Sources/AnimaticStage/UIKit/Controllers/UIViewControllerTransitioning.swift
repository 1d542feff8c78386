import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// The keys of the two view controllers of a transition (Apple,
/// `UITransitionContextViewControllerKey`): `.from` is the one on screen when the transition
/// starts, `.to` the one on screen when it ends.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's name, UIKit's constant's.
    public var rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition starts (the presenter of a presentation,
    /// the presented controller of a dismissal).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the two views of a transition (Apple, `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's name, UIKit's constant's.
    public var rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the `.from` controller, when the animator should move it.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the `.to` controller, when the animator should add and move it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The Swift 3 spelling of ``UITransitionContextViewControllerKey/from``.
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from
/// The Swift 3 spelling of ``UITransitionContextViewControllerKey/to``.
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to
/// The Swift 3 spelling of ``UITransitionContextViewKey/from``.
public let UITransitionContextFromViewKey = UITransitionContextViewKey.from
/// The Swift 3 spelling of ``UITransitionContextViewKey/to``.
public let UITransitionContextToViewKey = UITransitionContextViewKey.to

/// What UIKit hands an animator during a view controller transition (Apple,
/// `UIViewControllerContextTransitioning`): the container the transition happens in, the two
/// controllers and their views, their frames, and ``completeTransition(_:)``, which the
/// animator must call when its animations end.
///
/// Animatic makes the context for ``UIViewController/present(_:animated:completion:)``,
/// ``UIViewController/dismiss(animated:completion:)`` and a ``UINavigationController``'s push
/// and pop when a ``UIViewControllerTransitioningDelegate`` or ``UINavigationControllerDelegate``
/// supplies an animator. A presentation's or dismissal's interaction controller of the app's own
/// drives it by code (see ``UIViewControllerInteractiveTransitioning``); touch-driven ones are not
/// supported.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: the animator adds the `.to` view to it.
    var containerView: UIView { get }
    /// Whether the transition animates (`present(_:animated: true)`).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (``completeTransition(_:)`` with `false`).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's ``UIViewController/modalPresentationStyle`` (`.none` for a
    /// navigation transition).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction controller's progress (0 to 1), kept; reported as misuse of an
    /// animated-only transition's context.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends and the transition runs to its end (interactive transitions only).
    func finishInteractiveTransition()
    /// The interaction ends and the transition goes back (interactive transitions only).
    func cancelInteractiveTransition()
    /// The transition is interactive again (interactive transitions only).
    func pauseInteractiveTransition()
    /// Ends the transition: the animator calls it when its animations finish (`didComplete`
    /// false: the transition was cancelled and the `.from` controller stays).
    func completeTransition(_ didComplete: Bool)
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view, `nil` when the animator should not move it (the presenter's
    /// view under an over-full-screen or custom presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition: always the identity.
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view is when the transition starts (`.zero` when not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when the transition ends (`.zero` when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a view controller transition (Apple,
/// `UIViewControllerAnimatedTransitioning`).
///
/// ```swift
/// final class FadeIn: NSObject, UIViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
///     func animateTransition(using context: UIViewControllerContextTransitioning) {
///         let to = context.view(forKey: .to)!
///         to.alpha = 0
///         context.containerView.addSubview(to)
///         UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }) { _ in
///             context.completeTransition(!context.transitionWasCancelled)
///         }
///     }
/// }
/// ```
///
/// The animator's animations run on the story clock and record as any other; the transition
/// ends when it calls ``UIViewControllerContextTransitioning/completeTransition(_:)``.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes: what the transition coordinator's alongside animations
    /// last.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Starts the transition's animations; call `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition completed (or was cancelled). Optional: does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (UIKit's method is optional).
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (Apple,
/// `UIViewControllerInteractiveTransitioning`: from touches "or time-varying programmatic input").
///
/// When a presented controller's transitioning delegate returns one of the app's own for a
/// presentation or dismissal, Animatic calls its ``startInteractiveTransition(_:)`` instead of the
/// animator's `animateTransition(using:)`, as UIKit does; the context keeps the progress it reports
/// (`updateInteractiveTransition(_:)`, `finishInteractiveTransition()`), and the transition ends
/// when `completeTransition(_:)` is called (Hero's transitions drive themselves so). Alongside
/// animations of such a transition (UIKit drives them by the progress), a
/// ``UIPercentDrivenInteractiveTransition`` (driven by touches) and a navigation controller's
/// interaction controller are reported as not supported; the transition then runs animated.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// UIKit's percent-driven interaction controller (Apple, `UIPercentDrivenInteractiveTransition`).
/// Its progress is kept; a transition it would drive is reported as not supported (see
/// ``UIViewControllerInteractiveTransitioning``) and runs animated.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The progress last given to ``update(_:)`` (0 at first).
    public private(set) var percentComplete: CGFloat = 0
    /// The transition's duration (UIKit's is the animator's; kept for code that reads it).
    open var duration: CGFloat = 0
    /// How fast the rest of the transition finishes (kept).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition (kept).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition may be interrupted (kept).
    open var wantsInteractiveStart = true
    /// An interaction controller.
    public init() {}
    /// Reported as not supported (interactive transitions need touches Animatic does not drive).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)", feature: "interactive transitions"))
    }
    /// Keeps the progress.
    open func update(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    /// Keeps nothing: the transition is not interactive in Animatic.
    open func finish() {}
    /// Keeps nothing: the transition is not interactive in Animatic.
    open func cancel() {}
    /// Keeps nothing: the transition is not interactive in Animatic.
    open func pause() {}
}

/// What a transition coordinator tells about the transition (Apple,
/// `UIViewControllerTransitionCoordinatorContext`).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of the presented controller (`.none` for a navigation transition).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether an interaction controller started the transition.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (always `false`).
    var isInterruptible: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition is, as its interaction controller last reported (0 otherwise).
    var percentComplete: CGFloat { get }
    /// The completion speed of an interactive transition (1).
    var completionVelocity: CGFloat { get }
    /// The completion curve of an interactive transition (`.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view (see ``UIViewControllerContextTransitioning/view(forKey:)``).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Always the identity.
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a view controller transition (Apple,
/// `UIViewControllerTransitionCoordinator`): ``UIViewController/transitionCoordinator`` during a
/// presentation, dismissal, push or pop.
///
/// ```swift
/// override func presentationTransitionWillBegin() {
///     containerView?.addSubview(dimming)
///     dimming.alpha = 0
///     presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
/// }
/// ```
///
/// The alongside animations run when the transition's animations start, as one
/// `UIView.animate` block over the transition's duration: the built-in transitions' own curve,
/// or UIView's default ease-in-out over `transitionDuration(using:)` for an animator's; the
/// completions run when the transition ends. Asked after the transition started, an alongside
/// animation runs at once over what is left of it.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; `false` when the
    /// transition has already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As ``animate(alongsideTransition:completion:)`` (the view is not needed on stage).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Keeps nothing: no touch ends an interaction in Animatic, so the handler never runs.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition (UIKit's `completion: nil` default).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The objects a presented controller's custom transition comes from (Apple,
/// `UIViewControllerTransitioningDelegate`): every method is optional and returns `nil` by
/// default, which keeps UIKit's own transition.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented` (`nil`: UIKit's own).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed` (`nil`: UIKit's own).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller for the presentation (not supported when not `nil`).
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// An interaction controller for the dismissal (not supported when not `nil`).
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: UIKit's own presentation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: UIKit's own dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// `nil`: UIKit's default presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// Sizes and transitions of a content container (Apple, `UIContentContainer`), which
/// ``UIViewController`` and ``UIPresentationController`` adopt. A story's stage never changes
/// size, so ``viewWillTransition(to:with:)`` is never called by Animatic.
public protocol UIContentContainer: AnyObject {
    /// The size the container would like (kept; `.zero` by default).
    var preferredContentSize: CGSize { get }
    /// Called before the container's size changes (never on a stage of fixed size).
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The size of a child container (UIKit's default: the parent's size).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// Called when a child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Called when a child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// One view controller transition as Animatic runs it: the context an animator gets and the
/// coordinator ``UIViewController/transitionCoordinator`` gives.
final class StageTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let fromController: UIViewController
    let toController: UIViewController
    let fromView: UIView?
    let toView: UIView?
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    /// Frames: (initial, final) per controller.
    var frames: [ObjectIdentifier: (CGRect, CGRect)] = [:]
    /// The duration and curve alongside animations use (set when the animations start).
    var transitionDuration: TimeInterval = 0
    var curve: TimingCurve = .easeInOut
    /// When the transition's animations started (`nil` before).
    private var started: StoryTime?
    private var startedOffStory = false
    private(set) var ended = false
    private(set) var isCancelled = false
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// What ends the transition (the caller's bookkeeping: appearance calls, completion).
    var onComplete: ((Bool) -> Void)?
    /// What runs last, after the coordinator's completions and `animationEnded(_:)` (a
    /// presentation's completion handler).
    var onEnded: ((Bool) -> Void)?
    /// The animator, told `animationEnded(_:)`.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The call named in problems.
    let call: String

    init(from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?, container: UIView,
         animated: Bool, style: UIModalPresentationStyle, call: String) {
        fromController = from; toController = to; self.fromView = fromView; self.toView = toView
        containerView = container; isAnimated = animated; presentationStyle = style; self.call = call
    }

    /// Whether an interaction controller drives the transition now (from its start until it
    /// calls `finishInteractiveTransition()` or `cancelInteractiveTransition()`).
    private var interacting = false
    /// Whether an interaction controller started the transition.
    private(set) var initiallyInteractive = false
    /// The progress the interaction controller last reported (0 to 1).
    private var progress: CGFloat = 0
    var isInteractive: Bool { interacting }
    var isInterruptible: Bool { false }
    var transitionWasCancelled: Bool { isCancelled }
    var percentComplete: CGFloat { progress }

    /// An interaction controller starts the transition (instead of the animator). Alongside
    /// animations, which UIKit drives by the reported progress, are reported as not supported.
    func beginInteraction() {
        initiallyInteractive = true
        interacting = true
        if !alongside.isEmpty { refuseAlongside() }
    }

    private func refuseAlongside() {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)",
            feature: "alongside animations of an interactive transition (UIKit drives them by the interaction's progress)"))
    }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.0 ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.1 ?? .zero }

    private func refuseInteractive(_ name: String) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIViewControllerContextTransitioning.\(name)", feature: "interactive transitions"))
    }
    /// Keeps the progress of a transition an interaction controller drives (reported otherwise).
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard initiallyInteractive else { return refuseInteractive("updateInteractiveTransition(_:)") }
        if percentComplete.isFinite { progress = min(1, max(0, percentComplete)) }
    }
    /// The interaction ends: the transition goes on to its end (the animator's animations run on).
    func finishInteractiveTransition() {
        guard initiallyInteractive else { return refuseInteractive("finishInteractiveTransition()") }
        interacting = false
    }
    /// The interaction ends and the transition goes back; `completeTransition(false)` ends it.
    func cancelInteractiveTransition() {
        guard initiallyInteractive else { return refuseInteractive("cancelInteractiveTransition()") }
        interacting = false
    }
    /// The transition is interactive again.
    func pauseInteractiveTransition() {
        guard initiallyInteractive else { return refuseInteractive("pauseInteractiveTransition()") }
        interacting = true
    }

    /// Ends the transition once (a second call is reported as misuse).
    func completeTransition(_ didComplete: Bool) {
        guard !ended else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UIViewControllerContextTransitioning.completeTransition(_:)",
                problem: "the transition (\(call)) was already completed"))
            return
        }
        ended = true
        isCancelled = !didComplete
        onComplete?(didComplete)
        for completion in completions { completion(self) }
        completions = []
        animator?.animationEnded(didComplete)
        animator = nil
        onComplete = nil
        let ended = onEnded
        onEnded = nil
        ended?(didComplete)
    }

    /// Runs the alongside animations queued so far over `duration` along `curve`, from now.
    func startAnimations(duration: TimeInterval, curve: TimingCurve) {
        transitionDuration = duration
        self.curve = curve
        if let clock = StoryContext.current?.clock { started = clock.now } else { startedOffStory = true }
        let queued = alongside
        alongside = []
        runAlongside(queued, duration: isAnimated ? duration : 0)
    }

    private func runAlongside(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void], duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        let scope = AnimationScope(offset: .zero, duration: StoryTime(validSeconds: max(0, duration)) ?? .zero,
                                   curve: curve, instant: duration <= 0, tally: nil)
        scope.run { for block in blocks { block(self) } }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if initiallyInteractive { refuseAlongside(); return true }
        if let started, let clock = StoryContext.current?.clock {
            let left = max(0, transitionDuration - (clock.now - started).seconds)
            runAlongside([animation], duration: isAnimated ? left : 0)
        } else if startedOffStory {
            runAlongside([animation], duration: 0)
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
