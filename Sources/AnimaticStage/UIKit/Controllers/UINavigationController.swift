import AnimaticRuntime
import AnimaticClock
import Foundation

/// What a navigation bar shows for a view controller, shaped like UIKit's `UINavigationItem`
/// (an `NSObject`, as UIKit's `class UINavigationItem : NSObject`: `.rx` and `NSObject`
/// extensions reach it).
///
/// The navigation bar draws ``title`` and the back button (see ``UINavigationController``).
///
/// ```swift
/// mainPage.navigationItem.setHidesBackButton(true, animated: true)
/// ```
public final class UINavigationItem: NSObject {
    /// The title shown in the bar (UIKit falls back to the controller's `title`).
    public var title: String?
    /// A line shown above the title.
    public var prompt: String?
    /// A view the bar shows at its centre instead of the title (Apple, `titleView`: "the navigation
    /// bar displays it instead of the title"; nil by default). Its size is its frame's, or, when
    /// that is zero, its `sizeThatFits(_:)` for the bar's free width; it is centred in the bar,
    /// within 60 pt of either edge. It takes effect when the item is next shown in a bar.
    ///
    /// ```swift
    /// navigationItem.titleView = segmentedControl
    /// ```
    public var titleView: UIView?
    /// Whether the back button is hidden.
    public private(set) var hidesBackButton = false

    /// An item with a title.
    public init(title: String? = nil) {
        self.title = title
        super.init()
    }

    /// Whether the bar's title is large (reported as not supported when the bar shows it).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// How the item's title shows (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Inherit the large-title setting of the previous item in the navigation stack (the
        /// default).
        case automatic = 0
        /// Always show a large title (reported as not supported when a bar shows it).
        case always = 1
        /// Never show a large title.
        case never = 2
    }

    /// Hides or shows the back button; it takes effect when the item is next shown in a bar.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The buttons at the leading edge, left to right (they replace the back button unless
    /// ``leftItemsSupplementBackButton``); drawn as ``UIBarButtonItem`` says.
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemButtonsDidChange(self) } }
    /// The buttons at the trailing edge, right to left, as UIKit orders them.
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemButtonsDidChange(self) } }
    /// Whether the leading buttons follow the back button instead of replacing it (`false`).
    public var leftItemsSupplementBackButton = false { didSet { bar?.itemButtonsDidChange(self) } }
    /// The bar showing this item (weak), to redraw its buttons.
    weak var bar: UINavigationBar?
}

extension UIViewController {
    /// The nearest navigation controller among this controller and its parents, or `nil` when
    /// it is not in one, as in UIKit (so `navigationController?.pushViewController(…)` does
    /// nothing for a controller that is not embedded in one, on a phone too).
    public var navigationController: UINavigationController? {
        var controller: UIViewController? = parent
        while let c = controller {
            if let navigation = c as? UINavigationController { return navigation }
            controller = c.parent
        }
        return nil
    }

    /// The controller's item in a navigation bar (made on first use).
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title)
        storedNavigationItem = item
        return item
    }
}

/// A stack of view controllers, shaped like UIKit's `UINavigationController`: it shows its top
/// controller's view filling its own, a navigation bar above it unless hidden, and slides
/// between controllers when one is pushed or popped.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: WelcomeViewController())
/// let story = try Story.record(presenting: navigation, device: .iPhone15) { stage in
///     stage.tap(welcome.nextButton, at: 2)     // its action pushes the next page
/// }
/// ```
///
/// **Transitions** (animated push and pop): the incoming view slides over the outgoing one
/// from the trailing edge while the outgoing one moves a third of the width the other way
/// (pop: the reverse, the outgoing view sliding away above the incoming one, its own animations
/// running on until it leaves), over `UIViewController/modalDuration` (0.5 s) on the same curve as a
/// modal presentation (React Navigation's fit of iOS's card spring, whose horizontal style also
/// moves the lower card by 0.3 of the width). UIKit also dims the outgoing view and draws a
/// shadow on the edge of the incoming one; Animatic draws neither. Appearance calls, as in UIKit:
/// the outgoing controller's `viewWillDisappear`, the incoming one's `viewWillAppear` (and
/// `viewIsAppearing`) at the start, `viewDidDisappear` and `viewDidAppear` at the end, when the
/// outgoing view leaves the stage and a pushed controller hears `didMove(toParent:)`.
///
/// **The bar** (iOS 15's look for a screen without a scroll view, light appearance): no
/// background of its own, 44 pt tall below the safe area's top; the top item's title in 17 pt
/// semibold `label` colour, centred; a back button (‹ and the previous item's title, or
/// "Back") in the tint colour at the leading edge unless the item hides it. The top
/// controller's safe area starts below the bar. On a push or pop the old title and back button
/// fade out and the new ones fade in over the transition. `setNavigationBarHidden(_:animated:)`
/// fades the bar over 0.2 s when animated (UIKit slides it up; documented difference). Large
/// titles (`navigationBar.prefersLargeTitles`, an item's `.always` mode) are reported as not
/// supported.
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    ///
    /// Assigning replaces the stack as ``setViewControllers(_:animated:)`` does with `animated`
    /// false (Apple, `UINavigationController.viewControllers`: "Assigning a new array of view
    /// controllers to this property is equivalent to calling the setViewControllers(_:animated:)
    /// method with the animated parameter set to false").
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack itself (``viewControllers`` reads it; its setter goes through
    /// ``setViewControllers(_:animated:)``).
    private var stack: [UIViewController] = []
    /// Whether the navigation bar is hidden (`false` by default, as UIKit). Setting it hides or
    /// shows the bar at once, as ``setNavigationBarHidden(_:animated:)`` with `animated` false
    /// (Apple, `isNavigationBarHidden`).
    public var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var storedNavigationBarHidden = false
    /// The bar (a view; its look is described on the type).
    public let navigationBar = UINavigationBar()
    /// The delegate told when a controller is shown, and asked for a push's or pop's animator
    /// (UIKit keeps a weak reference). See ``UINavigationControllerDelegate``.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// How long UIKit's bar takes to hide or show (`UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: TimeInterval = 0.2
    /// The bar's height below the safe area's top, as UIKit's compact-width bar.
    static let barHeight: CGFloat = 44

    /// A stack holding `rootViewController`.
    ///
    /// Required, so that it can be called through a metatype, as iOS code does
    /// (`navigationControllerClass.init(rootViewController: controller)`, URLNavigator's `wrap:`):
    /// UIKit's is an Objective-C initializer, which Swift calls through any subclass's metatype.
    /// The source adapter writes `required` for a subclass's `override`, and gives a subclass
    /// with initializers of its own but not this one a `required init(rootViewController:)` that
    /// stops with Swift's "Use of unimplemented initializer", what iOS does for it.
    public required init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        setStack([rootViewController])
    }

    /// An empty stack.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// An empty stack (the nib name is kept, as ``UIViewController``'s).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// An empty stack (there is no archive to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one, or what it presents.
    public var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Hides or shows the navigation bar (fading it over 0.2 s when `animated` on stage).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { reportLargeTitles() }
        updateBarInsets()
        if animated && view.window != nil {
            if !hidden { navigationBar.isHidden = false; navigationBar.alpha = 0 }
            UIViewController.animateTransition(duration: UINavigationController.hideShowBarDuration, curve: .easeInOut,
                                               changes: { self.navigationBar.alpha = hidden ? 0 : 1 },
                                               completion: { _ in
                                                   if self.isNavigationBarHidden { self.navigationBar.isHidden = true }
                                                   self.navigationBar.alpha = 1
                                               })
        } else {
            navigationBar.isHidden = hidden
        }
        view.setNeedsLayout()
    }

    /// Hides or shows the bar (`navigationController.isNavigationBarHidden = true`).
    public func setNavigationBarHidden(_ hidden: Bool) { setNavigationBarHidden(hidden, animated: false) }

    /// Pushes `viewController`: it becomes the top; on stage and `animated`, its view slides in
    /// (see the type's notes).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UINavigationController.pushViewController(_:animated:)",
                problem: "pushing a view controller that is already on the stack"))
            return
        }
        let old = topViewController
        addChild(viewController)
        stack.append(viewController)
        transition(from: old, to: viewController, forward: true, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller: the one below becomes the top; on stage and `animated`, the top
    /// view slides out (see the type's notes). Returns the popped controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers.count - 2, animated: animated).first
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: 0, animated: animated)
    }

    /// Pops every controller above `viewController`; returns them (`nil` when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(to: index, animated: animated)
    }

    /// Replaces the stack; the new top slides in as a push (a new controller) or a pop (one that
    /// was on the stack) when `animated` on stage.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard isViewLoaded, view.window != nil, let newTop = controllers.last, newTop !== topViewController else {
            return setStack(controllers)
        }
        let old = topViewController
        let forward = !viewControllers.contains { $0 === newTop }
        for gone in viewControllers where !controllers.contains(where: { $0 === gone }) && gone !== old {
            gone.willMove(toParent: nil)
            gone.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        let keptOld = controllers.contains { $0 === old }
        if !keptOld { old?.willMove(toParent: nil) }
        stack = controllers
        transition(from: old, to: newTop, forward: forward, animated: animated) {
            if !keptOld { old?.removeFromParent() }
            for controller in controllers { controller.didMove(toParent: self) }
        }
    }

    private func pop(to index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(viewControllers[(index + 1)...])
        let old = viewControllers.last!
        for controller in popped { controller.willMove(toParent: nil) }
        stack = Array(stack[...index])
        for controller in popped where controller !== old { controller.removeFromParent() }
        transition(from: old, to: viewControllers.last!, forward: false, animated: animated) {
            old.removeFromParent()
        }
        return popped
    }

    /// Shows `new` instead of `old`: at once, or sliding (`forward`: a push) with the appearance
    /// calls UIKit makes; `done` runs when the outgoing view has left.
    private func transition(from old: UIViewController?, to new: UIViewController, forward: Bool, animated: Bool,
                            done: @escaping () -> Void) {
        guard isViewLoaded else { return done() }
        let onStage = view.window != nil && appearanceState == .appeared
        let width = view.bounds.width
        let newView = new.view!
        new.containerSafeAreaInsets = barInsets
        newView.frame = view.bounds
        let operation: Operation = forward ? .push : .pop
        let call = forward ? "UINavigationController.pushViewController(_:animated:)" : "UINavigationController.popViewController(animated:)"
        let animator = animated && onStage ? old.flatMap { old in
            delegate?.navigationController(self, animationControllerFor: operation, from: old, to: new)
        } : nil
        if let animator, let old, let oldView = old.viewIfLoaded {
            return customTransition(from: old, oldView: oldView, to: new, newView: newView, animator: animator,
                                    call: call, done: done)
        }
        let coordinator = old.map {
            StageTransition(from: $0, to: new, fromView: $0.viewIfLoaded, toView: newView, container: view,
                            animated: animated && onStage, style: .none, call: call)
        }
        if onStage {
            old?.activeTransition = coordinator
            new.activeTransition = coordinator
            old?.appearanceManaged = true
            new.appearanceManaged = true
            old?.sendAppearance(.willDisappear, animated: animated)
            new.sendAppearance(.willAppear, animated: animated)
            delegate?.navigationController(self, willShow: new, animated: animated)
        }
        place(newView, below: forward ? nil : old?.viewIfLoaded)
        if onStage { new.sendAppearance(.isAppearing, animated: animated) }
        let oldTitle = navigationBar.shownViews
        navigationBar.show(item(for: new), back: backItem(below: new), tint: view.tintColor, item: new.storedNavigationItem)
        let finish: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            if let oldView = old?.viewIfLoaded, oldView.superview === self.view { oldView.removeFromSuperview() }
            old?.viewIfLoaded?.frame = self.view.bounds
            newView.frame = self.view.bounds
            self.navigationBar.remove(oldTitle)
            if onStage {
                old?.activeTransition = nil
                new.activeTransition = nil
                if let coordinator, !coordinator.ended { coordinator.completeTransition(true) }
                old?.sendAppearance(.didDisappear, animated: animated)
                new.sendAppearance(.didAppear, animated: animated)
                old?.appearanceManaged = false
                new.appearanceManaged = false
                self.delegate?.navigationController(self, didShow: new, animated: animated)
            }
            done()
        }
        guard animated && onStage, let oldView = old?.viewIfLoaded else {
            navigationBar.fade(out: oldTitle, inNew: false)
            if onStage { coordinator?.startAnimations(duration: 0, curve: .linear) }
            return finish(true)
        }
        coordinator?.startAnimations(duration: UIViewController.modalDuration, curve: UIViewController.modalCurve)
        let start = view.bounds.midX
        if forward {
            newView.center.x = start + width
        } else {
            newView.center.x = start - width * UINavigationController.parallax
        }
        navigationBar.prepareFadeIn()
        UIViewController.animateTransition(duration: UIViewController.modalDuration, curve: UIViewController.modalCurve,
                                           changes: {
                                               newView.center.x = start
                                               oldView.center.x = forward ? start - width * UINavigationController.parallax
                                                   : start + width
                                               self.navigationBar.fade(out: oldTitle, inNew: true)
                                           },
                                           completion: finish)
    }

    /// A push or pop animated by the delegate's `animator`: the outgoing view moves into a
    /// container view (below the bar, filling this view), the animator adds the incoming one
    /// and animates; when it completes the transition the incoming view takes the container's
    /// place and the container leaves with the outgoing view.
    private func customTransition(from old: UIViewController, oldView: UIView, to new: UIViewController, newView: UIView,
                                  animator: any UIViewControllerAnimatedTransitioning, call: String,
                                  done: @escaping () -> Void) {
        if let interaction = delegate?.navigationController(self, interactionControllerFor: animator) {
            _ = interaction
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "interactive transitions (an interaction controller was returned; the transition runs animated)"))
        }
        let container = UIView(frame: view.bounds)
        if navigationBar.superview === view {
            view.insertSubview(container, belowSubview: navigationBar)
        } else {
            view.addSubview(container)
        }
        container.addSubview(oldView)
        let transition = StageTransition(from: old, to: new, fromView: oldView, toView: newView, container: container,
                                         animated: true, style: .none, call: call)
        transition.frames[ObjectIdentifier(old)] = (oldView.frame, .zero)
        transition.frames[ObjectIdentifier(new)] = (.zero, container.bounds)
        old.activeTransition = transition
        new.activeTransition = transition
        old.appearanceManaged = true
        new.appearanceManaged = true
        old.sendAppearance(.willDisappear, animated: true)
        new.sendAppearance(.willAppear, animated: true)
        delegate?.navigationController(self, willShow: new, animated: true)
        let oldTitle = navigationBar.shownViews
        navigationBar.show(item(for: new), back: backItem(below: new), tint: view.tintColor, item: new.storedNavigationItem)
        navigationBar.prepareFadeIn()
        transition.animate(alongsideTransition: { _ in self.navigationBar.fade(out: oldTitle, inNew: true) }, completion: nil)
        transition.onComplete = { [weak self] completed in
            guard let self else { return }
            old.activeTransition = nil
            new.activeTransition = nil
            if !completed {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "UIViewControllerContextTransitioning.completeTransition(false)",
                    feature: "cancelling a navigation transition (the stack keeps its new top)"))
            }
            self.place(newView, below: nil)
            newView.frame = self.view.bounds
            container.removeFromSuperview()
            oldView.frame = self.view.bounds
            self.navigationBar.remove(oldTitle)
            old.sendAppearance(.didDisappear, animated: true)
            new.sendAppearance(.didAppear, animated: true)
            old.appearanceManaged = false
            new.appearanceManaged = false
            self.delegate?.navigationController(self, didShow: new, animated: true)
            done()
        }
        UIViewController.run(transition, animator: animator) {}
        if newView.window != nil { new.sendAppearance(.isAppearing, animated: true) }
    }

    /// Shows `newView` directly below `outgoing` when it is shown (a pop: the outgoing view
    /// slides away above the incoming one, as UIKit's pop inserts the incoming view below it),
    /// else directly below the bar. Views already on stage keep their place, so their running
    /// animations go on; only a `newView` that is still shown above that place (a transition
    /// interrupted) leaves and joins again.
    private func place(_ newView: UIView, below outgoing: UIView?) {
        let above = outgoing.flatMap { $0.superview === view ? $0 : nil }
            ?? (navigationBar.superview === view ? navigationBar : nil)
        guard let above else {
            if newView.superview !== view { view.addSubview(newView) }
            return
        }
        if newView.superview === view {
            let subviews = view.subviews
            if let at = subviews.firstIndex(where: { $0 === newView }),
               let limit = subviews.firstIndex(where: { $0 === above }), at < limit { return }
            newView.removeFromSuperview()
        }
        view.insertSubview(newView, belowSubview: above)
    }

    /// How far the lower view moves, as a fraction of the width (React Navigation's
    /// `forHorizontalIOS`, which mimics UIKit's push).
    static let parallax: CGFloat = 0.3

    private func item(for controller: UIViewController) -> String {
        controller.storedNavigationItem?.title ?? controller.title ?? ""
    }

    private func backItem(below controller: UIViewController) -> String? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        if controller.storedNavigationItem?.hidesBackButton == true { return nil }
        let title = item(for: viewControllers[index - 1])
        return title.isEmpty ? "Back" : title
    }

    /// The top inset the bar adds to its controllers' safe area.
    private var barInsets: UIEdgeInsets {
        isNavigationBarHidden ? .zero : UIEdgeInsets(top: UINavigationController.barHeight, left: 0, bottom: 0, right: 0)
    }

    private func updateBarInsets() {
        for controller in viewControllers {
            controller.containerSafeAreaInsets = barInsets
            controller.viewIfLoaded?.setNeedsLayout()
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !isNavigationBarHidden { reportLargeTitles() }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + UINavigationController.barHeight)
        navigationBar.contentTop = top
        navigationBar.setNeedsLayout()
        if let topView = topViewController?.viewIfLoaded, topView.superview === view, topView.frame != view.bounds,
           !(view.window != nil && topView.center.x != view.bounds.midX) {
            topView.frame = view.bounds
        }
    }

    /// Makes `controllers` the stack at once: children in order, the top one's view filling this one's.
    private func setStack(_ controllers: [UIViewController]) {
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        stack = controllers
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        updateBarInsets()
        guard isViewLoaded, let top = topViewController else { return }
        for controller in controllers where controller !== top && controller.isViewLoaded {
            controller.view.removeFromSuperview()
        }
        top.view.frame = view.bounds
        if top.view.superview !== view { place(top.view, below: nil) }
        navigationBar.remove(navigationBar.shownViews)
        navigationBar.show(item(for: top), back: backItem(below: top), tint: view.tintColor, item: top.storedNavigationItem)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.isHidden = isNavigationBarHidden
        view.addSubview(navigationBar)
        if let top = topViewController {
            top.view.frame = view.bounds
            place(top.view, below: nil)
            navigationBar.show(item(for: top), back: backItem(below: top), tint: view.tintColor, item: top.storedNavigationItem)
        }
    }

    private func reportLargeTitles() {
        if navigationBar.prefersLargeTitles || topViewController?.storedNavigationItem?.largeTitleDisplayMode == .always {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UINavigationBar.prefersLargeTitles", feature: "large navigation bar titles"))
        }
    }
}

/// The navigation bar of a ``UINavigationController`` (see its notes for the look): a view
/// whose title and back button are labels.
open class UINavigationBar: UIView {
    /// Whether titles are large (reported as not supported when the bar shows).
    public var prefersLargeTitles = false
    /// The image of the bar's bottom hairline (Apple, `shadowImage`; `nil`: the default line).
    /// Kept: the bar Animatic draws is iOS 15's look of a screen without a scroll view, whose
    /// edge shows no shadow at all, so neither the line nor this image shows (`UIImage()`, the
    /// usual way to remove the line, looks the same).
    open var shadowImage: UIImage? { didSet { appearanceDidSet(.shadowImage, self) { [shadowImage] in $0.shadowImage = shadowImage } } }
    /// The attributes of the title (UIKit's `titleTextAttributes`): its `.font` and
    /// `.foregroundColor` are drawn (17 pt semibold, `.label` by default); other keys are kept.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            if let title = shownViews.first as? UILabel { styleTitle(title) }
            appearanceDidSet(.titleTextAttributes, self) { [titleTextAttributes] in $0.titleTextAttributes = titleTextAttributes }
        }
    }
    /// The bar's background colour (Apple, `barTintColor`; `nil`: the default look). A bar of its
    /// own is drawn in it (`backgroundColor`). A navigation controller's bar keeps it undrawn:
    /// the bar Animatic draws there is iOS 15's look at a scroll edge, the standard appearance
    /// "modified to use a transparent background" (Apple, `scrollEdgeAppearance`), and the legacy
    /// tint goes into the standard appearance; "if no navigation controller manages your
    /// navigation bar, UIKit ignores this property and uses the standard appearance".
    open var barTintColor: UIColor? {
        didSet {
            if let barTintColor, navigationController == nil { appearanceEffect { backgroundColor = barTintColor } }
            appearanceDidSet(.barTintColor, self) { [barTintColor] in $0.barTintColor = barTintColor }
        }
    }
    /// Whether the bar is translucent (Apple, `isTranslucent`; `true` by default). Kept: a bar of
    /// its own is drawn opaque in ``barTintColor``, a navigation controller's shows no background.
    open var isTranslucent = true { didSet { appearanceDidSet(.isTranslucent, self) { [isTranslucent] in $0.isTranslucent = isTranslucent } } }
    /// The bar's style (Apple, `barStyle`; `.default`). `.black` (a dark bar with white text) is
    /// reported as not supported when set on a bar on stage: Animatic draws the light bar.
    open var barStyle: UIBarStyle = .default {
        didSet {
            if stageRecorder != nil { reportBarStyle() }
            appearanceDidSet(.barStyle, self) { [barStyle] in $0.barStyle = barStyle }
        }
    }

    /// Reports a `.black` ``barStyle`` (when set on stage, or when the bar joins it).
    private final func reportBarStyle() {
        guard barStyle != .default, !isAppearanceProxy else { return }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UINavigationBar.barStyle", feature: "the dark (.black) navigation bar style on \(displayName)"))
    }

    override func didJoinStage() {
        super.didJoinStage()
        reportBarStyle()
    }

    /// Gives `label` the title's font and colour.
    final func styleTitle(_ label: UILabel) {
        label.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
    }
    /// The navigation controller whose bar this is (weak).
    final weak var navigationController: UINavigationController?
    /// The items of the navigation controller's stack, bottom first (Apple, `items`): each
    /// controller's ``UIViewController/navigationItem``; `nil` for a bar of no navigation controller.
    public var items: [UINavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    /// The item of the controller on top of the stack (Apple, `topItem`), whose title the bar
    /// shows; `nil` for an empty stack or a bar of no navigation controller.
    public var topItem: UINavigationItem? { navigationController?.topViewController?.navigationItem }
    /// The item below ``topItem`` (Apple, `backItem`), whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let stack = navigationController?.viewControllers, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }
    /// The background images by position and metrics (``setBackgroundImage(_:for:barMetrics:)``).
    final var backgroundImages: [BackgroundImageKey: UIImage] = [:]
    /// The view showing the background image, at the back of the bar.
    final var backgroundImageView: UIImageView?
    /// Where the bar's 44 pt content starts (below the status bar).
    final var contentTop: CGFloat = 0
    /// The labels shown for the current item: title and back button.
    final var shownViews: [UIView] = []
    private final var incoming: [UIView] = []
    /// The current item's ``UINavigationItem/titleView``, shown instead of a title label.
    private final var shownTitleView: UIView?
    /// The title view's own size when it was shown (the bar narrows its frame, never this).
    private final var shownTitleSize = CGSize.zero
    /// The current item's buttons (see `UINavigationBar+BarButtons.swift`).
    final var shownButtons = NavigationBarButtons()

    /// Shows `title` and a back button to `back` (if any) and `item`'s buttons, in front of
    /// what the bar shows.
    final func show(_ title: String, back: String?, tint: UIColor, item: UINavigationItem? = nil) {
        let buttons = barButtons(of: item, tint: tint)
        let back = item?.leftBarButtonItems?.isEmpty == false && item?.leftItemsSupplementBackButton != true ? nil : back
        var made: [UIView]
        if let titleView = item?.titleView {
            made = [titleView]
            shownTitleView = titleView
            shownTitleSize = titleView.bounds.size
        } else {
            shownTitleView = nil
            let titleLabel = UILabel()
            titleLabel.text = title.isEmpty ? nil : title
            styleTitle(titleLabel)
            titleLabel.textAlignment = .center
            made = [titleLabel]
        }
        if let back {
            let backLabel = UILabel()
            backLabel.text = "\u{2039} " + back
            backLabel.font = .systemFont(ofSize: 17)
            backLabel.textColor = tint
            made.append(backLabel)
        }
        made += buttons.leading.map(\.view) + buttons.trailing.map(\.view)
        for label in made { addSubview(label) }
        incoming = made
        shownViews = made
        shownButtons = buttons
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Makes the labels just shown transparent, to fade in.
    final func prepareFadeIn() { for label in incoming { label.alpha = 0 } }

    /// Fades `old` out and, if `inNew`, the labels just shown in (call inside an animation).
    final func fade(out old: [UIView], inNew: Bool) {
        for label in old { label.alpha = 0 }
        if inNew { for label in incoming { label.alpha = 1 } }
    }

    /// Removes `labels` from the bar.
    final func remove(_ labels: [UIView]) {
        for label in labels where !shownViews.contains(where: { $0 === label }) { label.removeFromSuperview() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        for label in subviews.compactMap({ $0 as? UILabel }) where label !== shownTitleView {
            if label.textAlignment == .center {
                label.frame = CGRect(x: 60, y: contentTop, width: max(0, bounds.width - 120), height: UINavigationController.barHeight)
            } else {
                label.frame = CGRect(x: 8, y: contentTop, width: min(120, bounds.width / 3), height: UINavigationController.barHeight)
            }
        }
        if let shownTitleView { layOutTitleView(shownTitleView) }
        layoutButtons()
    }

    /// Centres an item's ``UINavigationItem/titleView`` in the bar's free width.
    private final func layOutTitleView(_ titleView: UIView) {
        let free = max(0, bounds.width - 120)
        var size = shownTitleSize
        if size == .zero { size = titleView.sizeThatFits(CGSize(width: free, height: UINavigationController.barHeight)) }
        size.width = min(size.width, free)
        size.height = min(size.height, UINavigationController.barHeight)
        titleView.frame = CGRect(x: (bounds.width - size.width) / 2, y: contentTop + (UINavigationController.barHeight - size.height) / 2,
                                 width: size.width, height: size.height)
    }
}

/// The delegate of a ``UINavigationController`` (Apple, `UINavigationControllerDelegate`): told
/// before and after a controller is shown, and asked for a custom push or pop animator. Every
/// method is optional (does nothing or returns `nil` by default).
///
/// ```swift
/// func navigationController(_ navigationController: UINavigationController,
///                           animationControllerFor operation: UINavigationController.Operation,
///                           from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
///     operation == .push ? ZoomIn() : nil
/// }
/// ```
///
/// With an animator, the push or pop happens in a container view that fills the navigation
/// controller's view, below its bar: the outgoing view is in it, the animator adds the incoming
/// one (``UIViewControllerContextTransitioning``), and when it calls `completeTransition(_:)`
/// the incoming view stays, the outgoing one leaves and the appearance calls end the transition.
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown (a push, a pop or a new stack).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called after `viewController`'s view is shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of an animated push or pop (`nil`: UIKit's slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller (not supported when not `nil`).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    /// `nil`: UIKit's own slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// The kind of navigation transition (Apple, `UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }
}
