import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A presentation made through a transitioning delegate or of style `.custom`: the container
/// view it happens in (UIKit's transition view, on the stage in front of every view) and its
/// presentation controller.
final class CustomPresentation {
    let container: UIView
    let controller: UIPresentationController?
    /// Whether the presenter's view leaves the screen (full-screen styles, or a presentation
    /// controller's `shouldRemovePresentersView`): it gets appearance calls, and the context
    /// gives its view.
    let removesPresenter: Bool
    /// Where the presenter's view was before the presentation moved it into the container: its
    /// superview and the sibling that was in front of it (none: it was the front one). It goes
    /// back there when the presented controller leaves.
    var presenterPlace: (superview: UIView, above: UIView?)?
    init(container: UIView, controller: UIPresentationController?, removesPresenter: Bool) {
        self.container = container; self.controller = controller; self.removesPresenter = removesPresenter
    }

    /// Moves `presenterView` into the container, remembering its place (Apple,
    /// `UIViewControllerContextTransitioning.containerView`: "UIKit sets this view for you and
    /// automatically adds the view of the presenting view controller to it").
    func takePresenterView(_ presenterView: UIView) {
        guard let superview = presenterView.superview, superview !== container else { return }
        let siblings = superview.subviews
        let above = siblings.firstIndex { $0 === presenterView }.flatMap { $0 + 1 < siblings.count ? siblings[$0 + 1] : nil }
        presenterPlace = (superview, above)
        container.addSubview(presenterView)
    }

    /// Takes the presenter's view out of the container once the presentation completed (UIKit
    /// removes the views of a presenter that leaves the screen: Apple,
    /// `UIPresentationController.shouldRemovePresentersView`, "whether the presenting view
    /// controller's view should be removed when the presentation animations finish"); the
    /// dismissal's animator adds it back, and ``returnPresenterView(_:stage:)`` puts it in its place.
    func dropPresenterView(_ presenterView: UIView) {
        guard presenterPlace != nil, presenterView.superview != nil, presenterView.isDescendant(of: container) else { return }
        presenterView.removeFromSuperview()
    }

    /// Puts `presenterView` back where ``takePresenterView(_:)`` found it when it is in the
    /// container or out of every tree (the presentation having taken it), or, the presentation
    /// having not moved it, on `stage` in front when an animator put it in the container.
    func returnPresenterView(_ presenterView: UIView, stage: UIWindow?) {
        let inContainer = presenterView.superview != nil && presenterView.isDescendant(of: container)
        guard inContainer || (presenterPlace != nil && presenterView.superview == nil) else { return }
        if let place = presenterPlace, place.superview.window != nil || place.superview === stage {
            if let above = place.above, above.superview === place.superview {
                place.superview.insertSubview(presenterView, belowSubview: above)
            } else {
                place.superview.addSubview(presenterView)
            }
        } else if let stage {
            stage.addSubview(presenterView)
        }
        presenterPlace = nil
    }
}

/// UIKit's own slide (or cross-dissolve) as an animator, for a custom presentation that has
/// a presentation controller but no animator: the presented view moves between below the
/// container and its final frame over ``UIViewController/modalDuration`` along
/// ``UIViewController/modalCurve`` (fades over 0.4 s for `.crossDissolve`).
final class BuiltInModalAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let dissolve: Bool
    init(presenting: Bool, dissolve: Bool) { self.presenting = presenting; self.dissolve = dissolve }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        dissolve ? UIViewController.crossDissolveDuration : UIViewController.modalDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let curve = dissolve ? TimingCurve.easeInOut : UIViewController.modalCurve
        let duration = transitionDuration(using: context)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if presenting {
            guard let view = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else {
                return context.completeTransition(true)
            }
            let final = context.finalFrame(for: controller)
            let alpha = view.alpha
            view.frame = dissolve ? final : final.offsetBy(dx: 0, dy: container.bounds.height)
            if dissolve { view.alpha = 0 }
            container.addSubview(view)
            UIViewController.animateTransition(duration: duration, curve: curve, changes: {
                if self.dissolve { view.alpha = alpha } else { view.frame = final }
            }, completion: done)
        } else {
            guard let view = context.view(forKey: .from) else { return context.completeTransition(true) }
            let height = container.bounds.height
            UIViewController.animateTransition(duration: duration, curve: curve, changes: {
                if self.dissolve { view.alpha = 0 } else { view.center.y += height }
            }, completion: done)
        }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or one of its parents) is in: during
    /// a presentation, a dismissal, a push or a pop, from the first appearance call
    /// (`viewWillAppear`, `viewWillDisappear`) until the transition ends; `nil` otherwise, as in
    /// UIKit (Apple, `transitionCoordinator`). See ``UIViewControllerTransitionCoordinator``.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) {
    ///     super.viewWillAppear(animated)
    ///     transitionCoordinator?.animate(alongsideTransition: { _ in self.header.alpha = 1 })
    /// }
    /// ```
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let c = controller {
            if let transition = c.activeTransition, !transition.ended { return transition }
            controller = c.parent
        }
        return nil
    }

    /// The presentation controller of a custom presentation of this controller (its
    /// transitioning delegate's, or UIKit's default one for `.custom`), while it is presented.
    public var presentationController: UIPresentationController? { root.customPresentation?.controller }

    /// The interaction controller that drives a transition, if any: one of the app's own, which
    /// UIKit starts instead of the animator (Apple, `UIViewControllerInteractiveTransitioning`:
    /// it drives the transition from touches "or time-varying programmatic input"). A
    /// ``UIPercentDrivenInteractiveTransition`` (which scrubs the animator's animations by
    /// touches) is reported as not supported and the transition runs animated.
    private static func interaction(_ controller: (any UIViewControllerInteractiveTransitioning)?,
                                    call: String) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let controller else { return nil }
        if controller is UIPercentDrivenInteractiveTransition {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "interactive transitions (an interaction controller was returned; the transition runs animated)"))
            return nil
        }
        return controller
    }

    /// Starts `transition`'s animations: the animator's (with alongside animations over its
    /// duration, ease-in-out), or, without one, the views at their final frames now and the
    /// transition completing after the current code.
    static func run(_ transition: StageTransition, animator: (any UIViewControllerAnimatedTransitioning)?,
                    interaction: (any UIViewControllerInteractiveTransitioning)? = nil,
                    curve: TimingCurve = .easeInOut, placeWithoutAnimator: () -> Void) {
        if let animator, let interaction {
            // UIKit calls the interaction controller's startInteractiveTransition(_:) instead of
            // the animator's animateTransition(using:); it reports its progress to the context.
            transition.animator = animator
            let duration = animator.transitionDuration(using: transition)
            transition.beginInteraction()
            transition.startAnimations(duration: duration.isFinite ? max(0, duration) : 0, curve: curve)
            interaction.startInteractiveTransition(transition)
            return
        }
        guard let animator else {
            placeWithoutAnimator()
            transition.startAnimations(duration: 0, curve: .linear)
            afterCurrentCode { _ in if !transition.ended { transition.completeTransition(true) } }
            return
        }
        transition.animator = animator
        let duration = animator.transitionDuration(using: transition)
        transition.startAnimations(duration: duration.isFinite ? max(0, duration) : 0, curve: curve)
        animator.animateTransition(using: transition)
    }

    /// A presentation through a transitioning delegate (an animator, a presentation
    /// controller) or of style `.custom`; see ``present(_:animated:completion:)``.
    final func presentCustom(_ presented: UIViewController, by presenter: UIViewController, on stage: UIWindow,
                             animated flag: Bool, animator: (any UIViewControllerAnimatedTransitioning)?,
                             controller: UIPresentationController?, completion: (() -> Void)?) {
        let call = "UIViewController.present(_:animated:completion:)"
        let style = presented.modalPresentationStyle
        let removesPresenter = controller?.shouldRemovePresentersView ?? (style == .fullScreen || style == .currentContext)
        let interaction = animator.flatMap { UIViewController.interaction(
            presented.transitioningDelegate?.interactionControllerForPresentation(using: $0), call: call) }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.isBeingPresented = true
        let target = presented.view!
        let container = UIView(frame: stage.bounds)
        stage.addSubview(container)
        controller?.containerView = container
        if controller?.presenterStorage == nil { controller?.presenterStorage = presenter }
        let custom = CustomPresentation(container: container, controller: controller, removesPresenter: removesPresenter)
        presented.customPresentation = custom
        let shown = controller?.presentedView ?? target
        let presenterView = presenter.view!
        // The context gives the presenter's view (it leaves the screen): UIKit puts it in the
        // container, where the animator finds it (`insertSubview(to, belowSubview: from)`).
        if removesPresenter { custom.takePresenterView(presenterView) }
        let transition = StageTransition(from: presenter, to: presented, fromView: removesPresenter ? presenterView : nil,
                                         toView: shown, container: container, animated: flag, style: style, call: call)
        presenter.activeTransition = transition
        presented.activeTransition = transition
        if removesPresenter { presenter.sendAppearance(.willDisappear, animated: flag) }
        presented.sendAppearance(.willAppear, animated: flag)
        controller?.presentationTransitionWillBegin()
        controller?.containerViewWillLayoutSubviews()
        controller?.containerViewDidLayoutSubviews()
        let finalFrame = controller?.frameOfPresentedViewInContainerView ?? container.bounds
        transition.frames[ObjectIdentifier(presenter)] = (presenterView.frame, removesPresenter ? .zero : presenterView.frame)
        transition.frames[ObjectIdentifier(presented)] = (.zero, finalFrame)
        transition.onComplete = { completed in
            presenter.activeTransition = nil
            presented.activeTransition = nil
            presented.isBeingPresented = false
            controller?.presentationTransitionDidEnd(completed)
            if completed {
                custom.dropPresenterView(presenterView)
                if removesPresenter { presenter.sendAppearance(.didDisappear, animated: flag) }
                presented.sendAppearance(.didAppear, animated: flag)
            } else {
                // Cancelled: the presented view leaves with the container; the presenter stays.
                if shown.isDescendant(of: container) || shown.window != nil { shown.removeFromSuperview() }
                let stage = container.window
                container.removeFromSuperview()
                custom.returnPresenterView(presenterView, stage: stage)
                controller?.containerView = nil
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.customPresentation = nil
                presented.sendAppearance(.willDisappear, animated: flag)
                presented.sendAppearance(.didDisappear, animated: flag)
                if removesPresenter {
                    presenter.sendAppearance(.willAppear, animated: flag)
                    presenter.sendAppearance(.didAppear, animated: flag)
                }
            }
        }
        transition.onEnded = { completed in if completed { completion?() } }
        let used = animator ?? (flag ? BuiltInModalAnimator(presenting: true, dissolve: presented.modalTransitionStyle == .crossDissolve) : nil)
        UIViewController.run(transition, animator: used, interaction: interaction,
                             curve: animator == nil ? UIViewController.modalCurve : .easeInOut) {
            shown.frame = finalFrame
            container.addSubview(shown)
        }
        if presented.appearanceState == .appearing, target.window != nil {
            presented.sendAppearance(.isAppearing, animated: flag)
            target.layoutIfNeeded()
        }
    }

    /// The dismissal of a controller presented by ``presentCustom(_:by:on:animated:animator:controller:completion:)``.
    final func dismissCustom(_ presented: UIViewController, presenter: UIViewController, custom: CustomPresentation,
                             animated flag: Bool, completion: (() -> Void)?) {
        let call = "UIViewController.dismiss(animated:completion:)"
        let animator = flag ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let interaction = animator.flatMap { UIViewController.interaction(
            presented.transitioningDelegate?.interactionControllerForDismissal(using: $0), call: call) }
        let controller = custom.controller
        let container = custom.container
        let target = presented.view!
        let shown = controller?.presentedView ?? target
        let presenterView = presenter.view!
        presented.isBeingDismissed = true
        let transition = StageTransition(from: presented, to: presenter, fromView: shown,
                                         toView: custom.removesPresenter ? presenterView : nil, container: container,
                                         animated: flag, style: presented.modalPresentationStyle, call: call)
        transition.frames[ObjectIdentifier(presented)] = (shown.frame, .zero)
        transition.frames[ObjectIdentifier(presenter)] = (custom.removesPresenter ? .zero : presenterView.frame, presenterView.frame)
        presenter.activeTransition = transition
        presented.activeTransition = transition
        presented.sendAppearance(.willDisappear, animated: flag)
        if custom.removesPresenter { presenter.sendAppearance(.willAppear, animated: flag) }
        controller?.dismissalTransitionWillBegin()
        transition.onComplete = { completed in
            presenter.activeTransition = nil
            presented.activeTransition = nil
            presented.isBeingDismissed = false
            controller?.dismissalTransitionDidEnd(completed)
            if completed {
                // The container leaves the stage with what is in it; the presenter's view, if
                // the presentation or the animator put it in there, goes back where it was.
                if shown.superview != nil || shown.window != nil { shown.removeFromSuperview() }
                let stage = container.window
                container.removeFromSuperview()
                custom.returnPresenterView(presenterView, stage: stage)
                controller?.containerView = nil
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.customPresentation = nil
                presented.sendAppearance(.didDisappear, animated: flag)
                if custom.removesPresenter { presenter.sendAppearance(.didAppear, animated: flag) }
            } else {
                presented.sendAppearance(.willAppear, animated: flag)
                presented.sendAppearance(.didAppear, animated: flag)
                if custom.removesPresenter {
                    presenter.sendAppearance(.willDisappear, animated: flag)
                    presenter.sendAppearance(.didDisappear, animated: flag)
                }
            }
        }
        transition.onEnded = { completed in if completed { completion?() } }
        let used = animator ?? (flag ? BuiltInModalAnimator(presenting: false, dissolve: presented.modalTransitionStyle == .crossDissolve) : nil)
        UIViewController.run(transition, animator: used, interaction: interaction,
                             curve: animator == nil ? UIViewController.modalCurve : .easeInOut) {}
    }
}
