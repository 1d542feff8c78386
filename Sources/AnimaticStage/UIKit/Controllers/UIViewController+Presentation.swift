import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
///
/// What Animatic draws for each (``UIViewController/present(_:animated:completion:)``):
/// - `.fullScreen`, `.currentContext`: the presented view fills the stage; the presenter
///   gets `viewWillDisappear`/`viewDidDisappear` (and the appearing pair when dismissed).
///   Its view stays on the stage under the presented one (UIKit takes it out of the window
///   after the animation; nothing shows the difference while the presented view is opaque).
/// - `.overFullScreen`, `.overCurrentContext`: the same frame; the presenter stays visible
///   under it and gets no appearance calls, as in UIKit.
/// - `.automatic` (the default), `.pageSheet`, `.formSheet`: on iOS 13 and later a card that
///   leaves a strip at the top, with rounded corners, the presenter dimmed and scaled back.
///   Animatic draws none of the card's looks: the sheet fills the stage and slides as
///   `.overFullScreen` does (the presenter stays behind it without appearance calls, as in
///   UIKit, undimmed and unscaled).
/// - `.custom`: the presented controller's ``UIViewController/transitioningDelegate`` gives the
///   ``UIPresentationController`` (UIKit's default one without a delegate) and may give an
///   animator; the presentation happens in a container view in front of every view (see
///   ``UIViewControllerContextTransitioning``). Without an animator the presented view slides
///   up to the presentation controller's `frameOfPresentedViewInContainerView`.
/// - Any style whose controller's ``UIViewController/transitioningDelegate`` gives an animator
///   is presented the same way, with no presentation controller.
/// - `.popover`, `.none`: reported as ``StoryProblem/notSupported(call:feature:)``; drawn as
///   `.fullScreen`.
///
/// The "current context" styles always use the whole stage (`definesPresentationContext` is
/// not modelled: the root controller fills the stage, as on an iPhone).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's views are removed after the
    /// presentation. On stage it fills the stage, over the presenter's view.
    case fullScreen = 0
    /// A sheet that partially covers the underlying content; Animatic draws it filling the stage,
    /// as `.overFullScreen`.
    case pageSheet = 1
    /// A sheet centred on the screen (on compact widths, as `.pageSheet`); Animatic draws it
    /// filling the stage, as `.overFullScreen`.
    case formSheet = 2
    /// The presented view covers the presenting context's view; on stage it fills the stage, as
    /// `.fullScreen`.
    case currentContext = 3
    /// Presentation managed by a custom presentation controller (``UIPresentationController``),
    /// from the controller's transitioning delegate.
    case custom = 4
    /// The presented view covers the screen and the presenter's views stay visible under it.
    case overFullScreen = 5
    /// The presented view covers the presenting context's view and the views under it stay
    /// visible; on stage it fills the stage, as `.overFullScreen`.
    case overCurrentContext = 6
    /// The presented view shows in a popover; reported as not supported and drawn as `.fullScreen`.
    case popover = 7
    /// No adaptive presentation style (used by adaptive presentation delegates); reported as not
    /// supported and drawn as `.fullScreen`.
    case none = -1
    /// The system's default style (a page sheet on iOS 13 and later); the default, drawn filling
    /// the stage as `.overFullScreen`.
    case automatic = -2
}

/// The animation of a modal presentation and its dismissal, with UIKit's raw values.
///
/// `.coverVertical` (the default) slides the presented view up from below the stage and back
/// down; `.crossDissolve` fades it in and out. `.flipHorizontal` and `.partialCurl` are
/// reported as ``StoryProblem/notSupported(call:feature:)`` and drawn as `.coverVertical`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom of the screen, and back down on dismissal (the
    /// default).
    case coverVertical = 0
    /// A 3D flip from right to left; reported as not supported and drawn as `.coverVertical`.
    case flipHorizontal = 1
    /// The presenter's view fades out while the presented view fades in, and the reverse on
    /// dismissal.
    case crossDissolve = 2
    /// One corner of the presenter's view curls up to reveal the presented view; reported as not
    /// supported and drawn as `.coverVertical`.
    case partialCurl = 3
}

extension UIViewController {
    /// How long UIKit's cover-vertical presentation and dismissal take: 0.5 s, along
    /// ``modalCurve``. UIKit drives them with a spring (React Navigation's stack, which copies
    /// UIKit's transitions, gives "the exact values from UINavigationController's animation
    /// configuration" as mass 3, stiffness 1000, damping 500, and uses the same spring for its
    /// modal slide from the bottom); the 0.5 s Bézier is that project's own fit of the spring
    /// ("an approximation of the iOS spring animation using a derived bezier curve",
    /// react-navigation 2.0.0, `src/views/StackView/StackViewTransitionConfigs.js`), which
    /// Animatic records exactly.
    static let modalDuration: TimeInterval = 0.5
    /// The curve of ``modalDuration``: `cubic-bezier(0.2833, 0.99, 0.31833, 0.99)` (same source):
    /// fast at first, 95 % of the way after about a third of the time.
    static let modalCurve = TimingCurve.cubicBezier(x1: 0.2833, y1: 0.99, x2: 0.31833, y2: 0.99)
    /// How long UIKit's cross-dissolve presentation takes: 0.4 s, as observed and reported for
    /// `UIModalTransitionStyle.crossDissolve` (github.com/quanshousio/ToastUI issue 35, 2023:
    /// "current duration is 0.4", confirmed by its maintainer to be UIKit's own transition).
    /// Not confirmed by Apple; its curve is not documented, so Animatic uses UIView's default
    /// ease-in-out.
    static let crossDissolveDuration: TimeInterval = 0.4

    /// Notes in the recording that an animated presentation or dismissal of `presented` is drawn
    /// with Animatic's fit of UIKit's undocumented timing (``modalCurve``, ``crossDissolveDuration``).
    static func noteApproximation(of transition: UIModalTransitionStyle, call: String, presented: UIViewController) {
        let name = "\(Swift.type(of: presented))"
        switch transition {
        case .crossDissolve:
            StoryNotes.noteToCurrent(
                call: call,
                text: "the cross-dissolve of \(name) takes 0.4 s, ease-in-out, as observed on iOS; Apple documents"
                    + " neither its duration nor its curve")
        default:
            StoryNotes.noteToCurrent(
                call: call,
                text: "the cover-vertical slide of \(name) is drawn as a 0.5 s Bezier curve,"
                    + " cubic-bezier(0.2833, 0.99, 0.31833, 0.99), fitted to UIKit's spring")
        }
    }

    /// ``present(_:animated:completion:)``.
    final func performPresent(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                              completion: (() -> Void)?) {
        let call = "UIViewController.present(_:animated:completion:)"
        let presenter = root
        let presented = viewControllerToPresent
        func refuse(_ problem: String) {
            StoryContext.reportToCurrent(StoryProblem.misuse(call: call, problem: problem))
        }
        let name = "\(Swift.type(of: presented))"
        if presented === presenter || presented.root === presenter {
            return refuse("cannot present \(name) from itself or from one of its children")
        }
        if presented.parent != nil { return refuse("cannot present \(name), a child of another view controller") }
        if presented.presentingStorage != nil { return refuse("\(name) is already presented") }
        if let current = presenter.presentedViewController {
            return refuse("\(Swift.type(of: presenter)) is already presenting \(Swift.type(of: current))")
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed {
            return refuse("\(Swift.type(of: presenter)) is being presented or dismissed")
        }
        guard let stage = presenter.viewIfLoaded?.window else {
            return refuse("cannot present \(name) from \(Swift.type(of: presenter)), whose view is not on stage")
        }
        if presented.modalPresentationStyle == .custom || presented.transitioningDelegate != nil {
            let delegate = presented.transitioningDelegate
            let animator = flag ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
            let isCustom = presented.modalPresentationStyle == .custom
            if animator != nil || isCustom {
                let controller = isCustom
                    ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                        ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
                    : nil
                return presentCustom(presented, by: presenter, on: stage, animated: flag, animator: animator,
                                     controller: controller, completion: completion)
            }
        }
        let style = presented.drawnStyle(reportingFor: call)
        let transition = presented.drawnTransition(reportingFor: call)
        let coversPresenter = style == .fullScreen

        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.isBeingPresented = true
        let target = presented.view!   // loads it: viewDidLoad
        let coordinator = StageTransition(from: presenter, to: presented, fromView: coversPresenter ? presenter.view : nil,
                                          toView: target, container: target, animated: flag,
                                          style: presented.modalPresentationStyle, call: call)
        presenter.activeTransition = coordinator
        presented.activeTransition = coordinator
        if coversPresenter { presenter.sendAppearance(.willDisappear, animated: flag) }
        presented.sendAppearance(.willAppear, animated: flag)
        target.frame = stage.bounds
        let finalAlpha = target.alpha
        if flag {
            switch transition {
            case .crossDissolve: target.alpha = 0
            default: target.center.y += stage.bounds.height
            }
        }
        stage.addSubview(target)
        presented.sendAppearance(.isAppearing, animated: flag)
        target.layoutIfNeeded()
        let finish: (Bool) -> Void = { _ in
            presenter.activeTransition = nil
            presented.activeTransition = nil
            coordinator.completeTransition(true)
            presented.isBeingPresented = false
            if coversPresenter { presenter.sendAppearance(.didDisappear, animated: flag) }
            presented.sendAppearance(.didAppear, animated: flag)
            completion?()
        }
        guard flag else {
            coordinator.startAnimations(duration: 0, curve: .linear)
            return UIViewController.afterCurrentCode(finish)
        }
        let frame = stage.bounds
        UIViewController.noteApproximation(of: transition, call: call, presented: presented)
        switch transition {
        case .crossDissolve:
            coordinator.startAnimations(duration: UIViewController.crossDissolveDuration, curve: .easeInOut)
            UIViewController.animateTransition(duration: UIViewController.crossDissolveDuration, curve: .easeInOut,
                                               changes: { target.alpha = finalAlpha }, completion: finish)
        default:
            coordinator.startAnimations(duration: UIViewController.modalDuration, curve: UIViewController.modalCurve)
            UIViewController.animateTransition(duration: UIViewController.modalDuration, curve: UIViewController.modalCurve,
                                               changes: { target.center = CGPoint(x: frame.midX, y: frame.midY) },
                                               completion: finish)
        }
    }

    /// ``dismiss(animated:completion:)``.
    final func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        let call = "UIViewController.dismiss(animated:completion:)"
        let me = root
        let presented: UIViewController
        if let shown = me.presentedViewController {
            presented = shown
        } else if me.presentingStorage != nil {
            presented = me
        } else if completion == nil, !(self is PlaceholderPresenter) {
            // Nothing to dismiss: UIKit leaves the screen as it is ("The presenting view controller
            // is responsible for dismissing the view controller it presented", Apple,
            // `dismiss(animated:completion:)`). Noted, so that the no-op is not silent.
            StoryNotes.noteToCurrent(
                call: call, text: "\(Swift.type(of: self)) neither presents nor was presented a view controller: nothing to dismiss")
            return
        } else if self is PlaceholderPresenter {
            // It stands for the real presenter iOS would have: its dismissal cannot be stood in for.
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "a presentation controller's presentingViewController, before a presentation"
                    + " started from it, presents nothing"))
            return
        } else {
            // Whether UIKit then runs the completion is not documented: reported rather than guessed.
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "\(Swift.type(of: self)) neither presents nor was presented a view controller"
                    + " (UIKit does not document whether the completion runs then)"))
            return
        }
        guard let presenter = presented.presentingStorage else { return }
        if presented.isBeingPresented || presented.isBeingDismissed {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "\(Swift.type(of: presented)) is being presented or dismissed"))
            return
        }
        if let above = presented.presentedViewController {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "dismissing \(Swift.type(of: presented)) while it presents \(Swift.type(of: above))"))
            return
        }
        if let custom = presented.customPresentation {
            return dismissCustom(presented, presenter: presenter, custom: custom, animated: flag, completion: completion)
        }
        let style = presented.drawnStyle(reportingFor: nil)
        let transition = presented.drawnTransition(reportingFor: nil)
        let coversPresenter = style == .fullScreen
        let coordinator = StageTransition(from: presented, to: presenter, fromView: presented.view,
                                          toView: coversPresenter ? presenter.view : nil, container: presented.view,
                                          animated: flag, style: presented.modalPresentationStyle,
                                          call: "UIViewController.dismiss(animated:completion:)")
        presenter.activeTransition = coordinator
        presented.activeTransition = coordinator
        presented.isBeingDismissed = true
        presented.sendAppearance(.willDisappear, animated: flag)
        if coversPresenter { presenter.sendAppearance(.willAppear, animated: flag) }
        let target = presented.view!
        let alpha = target.alpha
        let finish: (Bool) -> Void = { _ in
            presenter.activeTransition = nil
            presented.activeTransition = nil
            coordinator.completeTransition(true)
            target.removeFromSuperview()
            if transition == .crossDissolve && flag { target.alpha = alpha }
            presenter.presentedStorage = nil
            presented.presentingStorage = nil
            presented.isBeingDismissed = false
            presented.sendAppearance(.didDisappear, animated: flag)
            if coversPresenter { presenter.sendAppearance(.didAppear, animated: flag) }
            completion?()
        }
        guard flag, let stage = target.window else {
            coordinator.startAnimations(duration: 0, curve: .linear)
            if !flag { target.removeFromSuperview() }
            return UIViewController.afterCurrentCode(finish)
        }
        UIViewController.noteApproximation(of: transition, call: "UIViewController.dismiss(animated:completion:)",
                                           presented: presented)
        switch transition {
        case .crossDissolve:
            coordinator.startAnimations(duration: UIViewController.crossDissolveDuration, curve: .easeInOut)
            UIViewController.animateTransition(duration: UIViewController.crossDissolveDuration, curve: .easeInOut,
                                               changes: { target.alpha = 0 }, completion: finish)
        default:
            let height = stage.bounds.height
            coordinator.startAnimations(duration: UIViewController.modalDuration, curve: UIViewController.modalCurve)
            UIViewController.animateTransition(duration: UIViewController.modalDuration, curve: UIViewController.modalCurve,
                                               changes: { target.center.y += height }, completion: finish)
        }
    }

    /// The style Animatic draws for this controller's ``modalPresentationStyle`` (reporting the
    /// unsupported ones when `call` is given): `.fullScreen` or `.overFullScreen`.
    private func drawnStyle(reportingFor call: String?) -> UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .fullScreen, .currentContext: return .fullScreen
        case .overFullScreen, .overCurrentContext, .automatic, .pageSheet, .formSheet: return .overFullScreen
        case .custom, .popover, .none:
            if let call {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: call, feature: "modalPresentationStyle .\(modalPresentationStyle) (drawn as .fullScreen)"))
            }
            return .fullScreen
        }
    }

    /// The transition Animatic draws for ``modalTransitionStyle`` (reporting the unsupported
    /// ones when `call` is given): `.coverVertical` or `.crossDissolve`.
    private func drawnTransition(reportingFor call: String?) -> UIModalTransitionStyle {
        switch modalTransitionStyle {
        case .coverVertical, .crossDissolve: return modalTransitionStyle
        case .flipHorizontal, .partialCurl:
            if let call {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: call, feature: "modalTransitionStyle .\(modalTransitionStyle) (drawn as .coverVertical)"))
            }
            return .coverVertical
        }
    }

    /// Records UIKit's own transition animation: the changes animate over `duration` along
    /// `curve` (as a `UIView.animate` block would, with that curve), and `completion` runs when
    /// it ends (at once if nothing could animate, as after `UIView.setAnimationsEnabled(false)`).
    static func animateTransition(duration: TimeInterval, curve: TimingCurve, changes: () -> Void,
                                  completion: @escaping (Bool) -> Void) {
        let scope = AnimationScope(offset: .zero, duration: StoryTime(validSeconds: duration) ?? .zero,
                                   curve: curve, instant: false, tally: nil)
        scope.run(changes)
        UIView.scheduleCompletion(completion, tally: scope, end: scope.duration)
    }

    /// Runs `body` after the current code, at the current story time (at once outside a recording).
    static func afterCurrentCode(_ body: @escaping (Bool) -> Void) {
        if let clock = StoryContext.current?.clock { clock.schedule(at: clock.now, body, true) } else { body(true) }
    }
}
