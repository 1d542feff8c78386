import AnimaticRuntime
import AnimaticClock
import Foundation

/// Manages a `.custom` presentation (Apple, `UIPresentationController`): where the presented
/// view goes in the transition's container, and what the container shows around it (a dimming
/// view, say), with hooks before and after the presentation and dismissal transitions.
///
/// ```swift
/// final class HalfSheet: UIPresentationController {
///     let dimming = UIView()
///     override var frameOfPresentedViewInContainerView: CGRect {
///         let b = containerView!.bounds
///         return CGRect(x: 0, y: b.midY, width: b.width, height: b.height / 2)
///     }
///     override func presentationTransitionWillBegin() {
///         dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
///         dimming.frame = containerView!.bounds
///         dimming.alpha = 0
///         containerView!.addSubview(dimming)
///         presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
///     }
/// }
/// ```
///
/// A ``UIViewControllerTransitioningDelegate`` returns it from
/// `presentationController(forPresented:presenting:source:)` for a controller whose
/// ``UIViewController/modalPresentationStyle`` is `.custom`. Animatic calls, in UIKit's order:
/// ``presentationTransitionWillBegin()``, ``containerViewWillLayoutSubviews()`` and
/// ``containerViewDidLayoutSubviews()`` (once, before the animator starts), the animator (or
/// UIKit's slide up to ``frameOfPresentedViewInContainerView``), ``presentationTransitionDidEnd(_:)``;
/// on dismissal ``dismissalTransitionWillBegin()``, the animator, ``dismissalTransitionDidEnd(_:)``,
/// after which the container leaves the stage.
open class UIPresentationController: UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it (Apple declares it non-optional: `presentingViewController:
    /// UIViewController`). It is the one given to the initializer, or, when that was `nil`, the
    /// one the presentation starts from (UIKit's own choice of presenter). Held weakly; before a
    /// presenter is known (or after it is gone) it is a placeholder controller with no view on
    /// stage, so that `presentingViewController.dismiss(animated:)` is reported as a misuse
    /// (nothing is presented) rather than crashing.
    public var presentingViewController: UIViewController {
        if let presenter = presenterStorage { return presenter }
        if let presenter = presentedViewController.presentingViewController { return presenter }
        if let placeholder = placeholderPresenter { return placeholder }
        let placeholder = PlaceholderPresenter()
        placeholderPresenter = placeholder
        return placeholder
    }
    /// The presenter given or found (see ``presentingViewController``).
    weak var presenterStorage: UIViewController?
    /// What ``presentingViewController`` returns while no presenter is known.
    private var placeholderPresenter: UIViewController?
    /// The view the presentation happens in, from the start of the presentation to the end of
    /// the dismissal.
    public internal(set) var containerView: UIView?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presenterStorage = presentingViewController
    }

    /// The view that is animated and shown: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen (`true` by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the screen after the presentation (`false` by
    /// default); when `true` the presenter gets its disappearance calls and the transition
    /// context gives its view for `.from`.
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation's animations start. Override it to add views to the
    /// container.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended (`completed` false: it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations start.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended; remove what you added to the container here.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews (once, as the presentation begins).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size the presented content would like (kept).
    open var preferredContentSize: CGSize = .zero
    /// Never called by Animatic: the stage does not change size.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The parent's size, as UIKit's default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}

/// The controller a presentation controller answers as its presenter before one is known: its
/// `dismiss(animated:completion:)` is always reported (on iOS there is a real presenter, whose
/// dismissal Animatic cannot stand in for).
final class PlaceholderPresenter: UIViewController {}
