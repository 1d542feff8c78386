import AnimaticReactive
import AnimaticRuntime
import Foundation

// RxCocoa's tab bar controller bindings (RxCocoa/iOS/UITabBarController+Rx.swift,
// Proxies/RxTabBarControllerDelegateProxy.swift).

/// The delegate a tab bar controller gets once `.rx` observes it (RxCocoa's
/// `RxTabBarControllerDelegateProxy`): it forwards every ``UITabBarControllerDelegate`` method to
/// the controller's former delegate or to the one given to `rx.setDelegate(_:)`, and feeds
/// `rx.didSelect`.
open class RxTabBarControllerDelegateProxy: NSObject, UITabBarControllerDelegate, AnimaticForwardingProxy {
    /// The controller this proxy is the delegate of.
    public private(set) weak var tabBarController: UITabBarController?
    private final var forward = ForwardTarget()
    final let selected = PublishSubject<UIViewController>()

    /// The proxy of `tabBarController`.
    public required init(tabBarController: UITabBarController) { self.tabBarController = tabBarController }

    /// The delegate messages are forwarded to (RxCocoa's `forwardToDelegate()`).
    public final func forwardToDelegate() -> AnyObject? { forward.object }
    /// Sets the delegate messages are forwarded to.
    public final func setForwardToDelegate(_ delegate: AnyObject?, retainDelegate: Bool) { forward.set(delegate, retain: retainDelegate) }
    final func setForward(_ object: AnyObject?, retain: Bool) { forward.set(object, retain: retain) }

    private enum Key { nonisolated(unsafe) static var proxy: UInt8 = 0 }

    /// The proxy of `tabBarController`, made and installed as its delegate on first use (the
    /// delegate it had is forwarded to).
    public static func proxy(for tabBarController: UITabBarController) -> RxTabBarControllerDelegateProxy {
        let proxy = installedProxy(of: tabBarController, key: &Key.proxy) { RxTabBarControllerDelegateProxy(tabBarController: tabBarController) }
        if tabBarController.delegate !== proxy {
            if let current = tabBarController.delegate { proxy.forward.set(current, retain: false) }
            tabBarController.delegate = proxy
        }
        return proxy
    }

    private final var target: UITabBarControllerDelegate? { forward.object as? UITabBarControllerDelegate }

    open func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        target?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }
    open func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        target?.tabBarController(tabBarController, didSelect: viewController)
        selected.onNext(viewController)
    }
}

extension Reactive where Base: UITabBarController {
    /// The controller's delegate proxy (RxCocoa's `UITabBarController.rx.delegate`).
    public var delegate: RxTabBarControllerDelegateProxy { RxTabBarControllerDelegateProxy.proxy(for: base) }

    /// Each controller whose tab the user selected, after the delegate heard it (RxCocoa's
    /// `UITabBarController.rx.didSelect`, from `tabBarController(_:didSelect:)`).
    ///
    /// ```swift
    /// tabs.rx.didSelect.subscribe(onNext: { controller in … })
    /// ```
    public var didSelect: ControlEvent<UIViewController> { ControlEvent(events: delegate.selected.asObservable()) }

    /// Forwards the delegate messages to `delegate` (held weakly) until the result is disposed
    /// (RxCocoa's `rx.setDelegate(_:)`).
    public func setDelegate(_ delegate: UITabBarControllerDelegate) -> any Disposable {
        let proxy = self.delegate
        proxy.setForwardToDelegate(delegate, retainDelegate: false)
        return Disposables.create { [weak proxy, weak delegate] in
            if let proxy, proxy.forwardToDelegate() === delegate { proxy.setForwardToDelegate(nil, retainDelegate: false) }
        }
    }
}
