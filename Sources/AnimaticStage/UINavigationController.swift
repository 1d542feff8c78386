import AnimaticClock
import Foundation

/// What a navigation bar shows for a view controller, shaped like UIKit's `UINavigationItem`.
///
/// Kept, not drawn: Animatic draws no navigation bar (see ``UINavigationController``).
///
/// ```swift
/// mainPage.navigationItem.setHidesBackButton(true, animated: true)
/// ```
public final class UINavigationItem {
    /// The title shown in the bar (UIKit falls back to the controller's `title`).
    public var title: String?
    /// A line shown above the title.
    public var prompt: String?
    /// Whether the back button is hidden.
    public private(set) var hidesBackButton = false

    /// An item with a title.
    public init(title: String? = nil) { self.title = title }

    /// Hides or shows the back button (`animated` changes nothing: no bar is drawn).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
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

    /// The controller's item in a navigation bar (made on first use; kept, not drawn).
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title)
        storedNavigationItem = item
        return item
    }
}

/// A stack of view controllers, shaped like UIKit's `UINavigationController`: it shows its
/// top controller's view filling its own.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: WelcomeViewController())
/// navigation.setNavigationBarHidden(true, animated: false)   // intros usually hide the bar
/// let story = try Story.record(presenting: navigation, device: .iPhone15)
/// ```
///
/// **Not supported yet**, each reported as ``StoryProblem/notSupported(call:feature:)`` so the
/// recording fails with a message instead of showing something else than a phone: the
/// navigation bar (a stack whose bar is not hidden when it appears), and pushing or popping,
/// whose slide UIKit draws with a shadow and parallax that Animatic does not record yet (the
/// stack changes at once, the new top's view replaces the old one). Use
/// ``UIViewController/present(_:animated:completion:)`` for an intro's next screen meanwhile.
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    public private(set) var viewControllers: [UIViewController] = []
    /// Whether the navigation bar is hidden (`false` by default, as UIKit).
    public private(set) var isNavigationBarHidden = false

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        setStack([rootViewController])
    }

    /// An empty stack.
    public override init() { super.init() }

    /// An empty stack (there is no archive to decode from).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one, or what it presents.
    public var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Hides or shows the navigation bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        if !hidden { reportBar() }
    }

    /// Pushes `viewController` (reported as not supported: the stack changes at once).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        reportTransition("UINavigationController.pushViewController(_:animated:)")
        setStack(viewControllers + [viewController])
    }

    /// Pops the top controller (reported as not supported: the stack changes at once).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        reportTransition("UINavigationController.popViewController(animated:)")
        let top = viewControllers.last
        setStack(Array(viewControllers.dropLast()))
        return top
    }

    /// Pops to the root (reported as not supported: the stack changes at once).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        reportTransition("UINavigationController.popToRootViewController(animated:)")
        let popped = Array(viewControllers.dropFirst())
        setStack(Array(viewControllers.prefix(1)))
        return popped
    }

    /// Replaces the stack (reported as not supported once the stack is on screen).
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        if isViewLoaded && view.window != nil {
            reportTransition("UINavigationController.setViewControllers(_:animated:)")
        }
        setStack(controllers)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !isNavigationBarHidden { reportBar() }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        topViewController?.viewIfLoaded?.frame = view.bounds
    }

    /// Makes `controllers` the stack: children in order, the top one's view filling this one's.
    private func setStack(_ controllers: [UIViewController]) {
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        viewControllers = controllers
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        guard isViewLoaded, let top = topViewController else { return }
        for controller in controllers where controller !== top && controller.isViewLoaded {
            controller.view.removeFromSuperview()
        }
        top.view.frame = view.bounds
        if top.view.superview !== view { view.addSubview(top.view) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController {
            top.view.frame = view.bounds
            view.addSubview(top.view)
        }
    }

    private func reportTransition(_ call: String) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: call, feature: "navigation transitions (the stack changes at once; present the next screen instead)"))
    }

    private func reportBar() {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UINavigationController",
            feature: "drawing the navigation bar (hide it with setNavigationBarHidden(true, animated:))"))
    }
}
