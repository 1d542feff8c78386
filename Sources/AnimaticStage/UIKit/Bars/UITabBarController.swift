import AnimaticRuntime
import AnimaticClock
import Foundation

/// What a ``UITabBarController`` asks and tells about selections (UIKit's
/// `UITabBarControllerDelegate`; defaults allow every selection and do nothing).
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether `viewController`'s tab may be selected by the user (`true` by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The controller's tab (made on first use with the controller's `title`, as in UIKit).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.updateBarItems()
        }
    }

    /// The nearest tab bar controller among this controller's parents, if any.
    public var tabBarController: UITabBarController? {
        var controller: UIViewController? = parent
        while let c = controller {
            if let tabs = c as? UITabBarController { return tabs }
            controller = c.parent
        }
        return nil
    }
}

/// Controllers shown one at a time, chosen by a tab bar at the bottom (UIKit's
/// `UITabBarController`).
///
/// Its view holds the selected controller's view, filling it, and the ``tabBar`` at the
/// bottom (49 pt plus the bottom safe area, see ``UITabBar``); each child's safe area ends above
/// the bar. Selecting another tab (``selectedIndex``, ``selectedViewController``, or a tap on the
/// tab: ``Stage/tap(tab:in:at:)``) swaps the views at once, with the appearance calls UIKit makes.
/// The tab bar controller is the bar's delegate: its `tabBar(_:didSelect:)` selects the tab, and
/// subclasses override it (call `super`) to animate the tab, as animated tab bars do.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [home, search]        // their tabBarItem titles and images
/// let story = try Story.record(presenting: tabs, device: .iPhone15) { stage in … }
/// ```
///
/// Not done: the "More" tab for more than five controllers (all tabs share the bar), custom
/// tab transitions (animation controllers of the delegate) and customizing.
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar (made with the controller).
    public final let tabBar = UITabBar(frame: .zero)

    /// The object asked and told about selections (weak).
    open weak var delegate: UITabBarControllerDelegate?

    private final var storedControllers: [UIViewController]?
    private final var storedSelectedIndex = 0

    /// A controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    /// A controller with no tabs.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A controller with no tabs (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
        tabBar.delegate = self
    }

    /// The controllers, one per tab (their `tabBarItem`s make the bar's items).
    open var viewControllers: [UIViewController]? {
        get { storedControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the controllers (at once; `animated` is accepted). The selection stays at its index
    /// when it still exists, else moves to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = storedControllers ?? []
        let new = viewControllers ?? []
        let shown = selectedViewController
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.isViewLoaded { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        storedControllers = viewControllers
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if storedSelectedIndex >= new.count { storedSelectedIndex = 0 }
        updateBarItems()
        if shown !== selectedViewController || (isViewLoaded && selectedViewController?.viewIfLoaded?.superview !== view) {
            showSelected(previous: shown)
        }
    }

    /// The index of the selected tab (`NSNotFound` with no controllers). Setting it shows that
    /// controller (an index out of range is reported and ignored).
    open var selectedIndex: Int {
        get { (storedControllers ?? []).isEmpty ? NSNotFound : storedSelectedIndex }
        set {
            let count = storedControllers?.count ?? 0
            guard newValue >= 0, newValue < count else {
                StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                    call: "UITabBarController.selectedIndex", argument: "newValue",
                    problem: "\(newValue) is not the index of one of the \(count) tabs"))
                return
            }
            guard newValue != storedSelectedIndex else { return }
            let previous = selectedViewController
            storedSelectedIndex = newValue
            tabBar.selectedItem = tabBar.items?[newValue]
            showSelected(previous: previous)
        }
    }

    /// The selected controller; setting it to one of ``viewControllers`` selects its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let list = storedControllers, list.indices.contains(storedSelectedIndex) else { return nil }
            return list[storedSelectedIndex]
        }
        set {
            guard let newValue, let index = storedControllers?.firstIndex(where: { $0 === newValue }) else {
                StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                    call: "UITabBarController.selectedViewController", argument: "newValue",
                    problem: "the controller is not one of the tab bar controller's viewControllers"))
                return
            }
            selectedIndex = index
        }
    }

    /// The tabs beyond the fifth (none: every tab is in the bar).
    open var moreNavigationController: UINavigationController { UINavigationController() }
    /// The controllers the user may rearrange (stored).
    open var customizableViewControllers: [UIViewController]?

    /// Makes the bar's items from the controllers' `tabBarItem`s.
    final func updateBarItems() {
        let items = (storedControllers ?? []).map { $0.tabBarItem! }
        tabBar.items = items
        tabBar.selectedItem = items.indices.contains(storedSelectedIndex) ? items[storedSelectedIndex] : nil
    }

    /// Puts the tab bar in the view and the selected controller's view under it.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected(previous: nil)
    }

    /// Swaps the shown view for the selected controller's.
    private final func showSelected(previous: UIViewController?) {
        guard isViewLoaded else { return }
        if let previous, previous !== selectedViewController, previous.isViewLoaded { previous.view.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        selected.view.frame = view.bounds
        selected.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : UITabBar.standardHeight, right: 0)
        if selected.view.superview !== view { view.insertSubview(selected.view, belowSubview: tabBar) }
        view.setNeedsLayout()
    }

    /// Sizes the bar at the bottom and the selected view to fill the controller's view, its
    /// safe area ending above the bar.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let height = tabBar.isHidden ? 0 : UITabBar.standardHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if let selected = selectedViewController, selected.isViewLoaded {
            selected.view.frame = bounds
            let extra = UIEdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : UITabBar.standardHeight, right: 0)
            if selected.containerSafeAreaInsets != extra {
                selected.containerSafeAreaInsets = extra
                selected.view.setNeedsLayout()
            }
        }
    }

    /// The bar's delegate method: selects the tab of `item` (asking the delegate's
    /// `shouldSelect` first) and tells the delegate. Override it to animate the tab (call `super`).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }), let list = storedControllers,
              list.indices.contains(index) else { return }
        let controller = list[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }
}
