import AnimaticReactive
import AnimaticRuntime
import Foundation

/// The delegate a scroll view gets once `.rx` observes it (RxCocoa's
/// `RxScrollViewDelegateProxy`, RxCocoa/iOS/Proxies/RxScrollViewDelegateProxy.swift): it
/// forwards every ``UIScrollViewDelegate`` method to the delegate the view had, or to the one
/// given to `rx.setDelegate(_:)` (held weakly), and feeds `rx.contentOffset` and `rx.didScroll`.
/// A table view gets a ``RxTableViewDelegateProxy``, a collection view a
/// ``RxCollectionViewDelegateProxy``.
open class RxScrollViewDelegateProxy: NSObject, UIScrollViewDelegate, AnimaticForwardingProxy {
    /// The scroll view this proxy is the delegate of.
    public private(set) weak var scrollView: UIScrollView?
    private final var forward = ForwardTarget()
    final let didScrollSubject = PublishSubject<Void>()

    /// The proxy of `scrollView`.
    public required init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The delegate messages are forwarded to (RxCocoa's `forwardToDelegate()`).
    public final func forwardToDelegate() -> AnyObject? { forward.object }

    /// Sets the delegate messages are forwarded to (RxCocoa's
    /// `setForwardToDelegate(_:retainDelegate:)`).
    public final func setForwardToDelegate(_ delegate: AnyObject?, retainDelegate: Bool) {
        forward.set(delegate, retain: retainDelegate)
    }

    final func setForward(_ object: AnyObject?, retain: Bool) { forward.set(object, retain: retain) }

    private enum Key { nonisolated(unsafe) static var proxy: UInt8 = 0 }

    /// The proxy of `scrollView`, made and installed as its delegate on first use; the delegate
    /// it had is forwarded to (RxCocoa's `DelegateProxyType.proxy(for:)`). Setting the view's
    /// delegate afterwards replaces the proxy: ask for it again to put it back.
    public static func proxy(for scrollView: UIScrollView) -> RxScrollViewDelegateProxy {
        let proxy = installedProxy(of: scrollView, key: &Key.proxy) { () -> RxScrollViewDelegateProxy in
            switch scrollView {
            case let table as UITableView: RxTableViewDelegateProxy(tableView: table)
            case let collection as UICollectionView: RxCollectionViewDelegateProxy(collectionView: collection)
            default: RxScrollViewDelegateProxy(scrollView: scrollView)
            }
        }
        if scrollView.delegate !== proxy {
            if let current = scrollView.delegate { proxy.forward.set(current, retain: false) }
            scrollView.delegate = proxy
        }
        return proxy
    }

    private final var scrollDelegate: UIScrollViewDelegate { forward.object as? UIScrollViewDelegate ?? noDelegate }

    // UIScrollViewDelegate, forwarded.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollSubject.onNext(())
        scrollDelegate.scrollViewDidScroll(scrollView)
    }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { scrollDelegate.scrollViewWillBeginDragging(scrollView) }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        scrollDelegate.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollDelegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { scrollDelegate.scrollViewWillBeginDecelerating(scrollView) }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrollDelegate.scrollViewDidEndDecelerating(scrollView) }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { scrollDelegate.scrollViewDidEndScrollingAnimation(scrollView) }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollDelegate.viewForZooming(in: scrollView) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { scrollDelegate.scrollViewDidZoom(scrollView) }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { scrollDelegate.scrollViewShouldScrollToTop(scrollView) }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { scrollDelegate.scrollViewDidScrollToTop(scrollView) }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        scrollDelegate.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
}

/// The delegate that answers with UIKit's defaults when a proxy forwards to no one.
private final class NoDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout, UIPickerViewDelegate {}
nonisolated(unsafe) private let sharedNoDelegate = NoDelegate()
/// What a proxy forwards to when nothing was set: every method's default.
var noDelegate: UITableViewDelegate & UICollectionViewDelegateFlowLayout & UIPickerViewDelegate { sharedNoDelegate }

extension Reactive where Base: UIScrollView {
    /// The view's delegate proxy (RxCocoa's `UIScrollView.rx.delegate`), installed on first use.
    public var delegate: RxScrollViewDelegateProxy { RxScrollViewDelegateProxy.proxy(for: base) }

    /// Forwards the delegate messages to `delegate` (held weakly) until the result is disposed,
    /// while `.rx` keeps observing them (RxCocoa's `rx.setDelegate(_:)`): the way to give a table
    /// a delegate (row heights, `willDisplay`) beside `rx.items`.
    ///
    /// ```swift
    /// tableView.rx.setDelegate(self).disposed(by: disposeBag)
    /// ```
    public func setDelegate(_ delegate: UIScrollViewDelegate) -> any Disposable {
        let proxy = self.delegate
        proxy.setForwardToDelegate(delegate, retainDelegate: false)
        return Disposables.create { [weak proxy, weak delegate] in
            if let proxy, proxy.forwardToDelegate() === delegate { proxy.setForwardToDelegate(nil, retainDelegate: false) }
        }
    }

    /// `()` at each scroll (each change of `contentOffset`, RxCocoa's `rx.didScroll`).
    public var didScroll: ControlEvent<Void> { ControlEvent(events: delegate.didScrollSubject.asObservable()) }

    /// The content offset: the current one at subscription, then each new one as the view
    /// scrolls; binding to it sets the offset (RxCocoa's `UIScrollView.rx.contentOffset`).
    ///
    /// ```swift
    /// tableView.rx.contentOffset.map { $0.y > 80 }.bind(to: header.rx.isHidden)
    /// ```
    public var contentOffset: ControlProperty<CGPoint> {
        let proxy = delegate
        let values = Observable<CGPoint>.deferred { [weak scrollView = base] in
            guard let scrollView else { return .empty() }
            return proxy.didScrollSubject.map { [weak scrollView] in scrollView?.contentOffset ?? .zero }
                .startWith(scrollView.contentOffset)
        }
        return ControlProperty(values: values, valueSink: Binder(base) { scrollView, offset in scrollView.contentOffset = offset })
    }
}
