import AnimaticReactive
import Foundation

// RxCocoa's bar bindings (RxCocoa/iOS/UIBarItem+Rx.swift, UIBarButtonItem+Rx.swift,
// UINavigationItem+Rx.swift).

extension Reactive where Base: UINavigationItem {
    /// Binds `title` (RxCocoa's `UINavigationItem.rx.title`).
    public var title: Binder<String?> { Binder(base) { item, title in item.title = title } }
}

extension Reactive where Base: UIBarItem {
    /// Binds `isEnabled` (RxCocoa's `UIBarItem.rx.isEnabled`).
    public var isEnabled: Binder<Bool> { Binder(base) { item, enabled in item.isEnabled = enabled } }

    /// Binds `title` (RxCocoa's `UIBarItem.rx.title`).
    public var title: Binder<String> { Binder(base) { item, title in item.title = title } }
}

extension Reactive where Base: UIBarButtonItem {
    /// The item's taps, as RxCocoa's `UIBarButtonItem.rx.tap`.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem?.rx.tap
    ///     .subscribe(onNext: { card.alpha = 0 })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// As RxCocoa's: every `rx.tap` of one item shares one source, which, while it has
    /// subscribers, is the item's ``UIBarButtonItem/target`` and ``UIBarButtonItem/action``
    /// (replacing the ones the item had: a tap no longer sends them), and sets both to `nil`
    /// when the last subscription is disposed. The item is held weakly.
    public var tap: ControlEvent<Void> {
        if let shared = base.rxTapEvents { return ControlEvent(events: shared) }
        let source = Observable<Void>.create { [weak item = base] observer in
            guard let item else {
                observer.onCompleted()
                return Disposables.create()
            }
            let target = BarButtonItemTapTarget { observer.onNext(()) }
            item.target = target
            item.action = BarButtonItemTapTarget.selector
            return Disposables.create { [weak item] in
                target.callback = nil
                item?.target = nil
                item?.action = nil
            }
        }
        .share()
        base.rxTapEvents = source
        return ControlEvent(events: source)
    }
}

/// The target `UIBarButtonItem.rx.tap` makes the item send its action to (RxCocoa's
/// `BarButtonItemTarget`); the subscription holds it, the item only weakly.
private final class BarButtonItemTapTarget: AnimaticSelectorTarget {
    static let selector = Selector("action:")
    var callback: (() -> Void)?

    init(callback: @escaping () -> Void) { self.callback = callback }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        guard selector == Self.selector else { return false }
        callback?()
        return true
    }

    func animaticResponds(to selector: Selector) -> Bool { selector == Self.selector }
}
