import AnimaticReactive
import Foundation

// RxCocoa's view bindings (RxCocoa/iOS/UIView+Rx.swift, UIControl+Rx.swift, UIButton+Rx.swift,
// UILabel+Rx.swift, UITextField+Rx.swift, UIImageView+Rx.swift), on the stage's views. Every
// `Binder` sets the property on the story's thread at once (RxCocoa's main-thread rule), so a
// binding fed inside `UIView.animate`'s block records exactly what setting the property there
// would: it animates.

extension Reactive where Base: UIView {
    /// Binds `isHidden` (RxCocoa's `UIView.rx.isHidden`).
    public var isHidden: Binder<Bool> { Binder(base) { view, hidden in view.isHidden = hidden } }

    /// Binds `alpha` (RxCocoa's `UIView.rx.alpha`).
    public var alpha: Binder<CGFloat> { Binder(base) { view, alpha in view.alpha = alpha } }

    /// Binds `backgroundColor` (RxCocoa's `UIView.rx.backgroundColor`).
    public var backgroundColor: Binder<UIColor?> { Binder(base) { view, color in view.backgroundColor = color } }

    /// Binds `isUserInteractionEnabled` (RxCocoa's `UIView.rx.isUserInteractionEnabled`).
    public var isUserInteractionEnabled: Binder<Bool> {
        Binder(base) { view, enabled in view.isUserInteractionEnabled = enabled }
    }
}

extension Reactive where Base: UIControl {
    /// Binds `isEnabled` (RxCocoa's `UIControl.rx.isEnabled`).
    public var isEnabled: Binder<Bool> { Binder(base) { control, enabled in control.isEnabled = enabled } }

    /// Binds `isSelected` (RxCocoa's `UIControl.rx.isSelected`).
    public var isSelected: Binder<Bool> { Binder(base) { control, selected in control.isSelected = selected } }

    /// The control's `controlEvents`, as they are sent (a scripted `stage.tap`, `sendActions(for:)`):
    /// RxCocoa's `UIControl.rx.controlEvent(_:)`. Each subscription adds an action to the control
    /// and removes it when disposed; the control is held weakly.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            guard let control else {
                observer.onCompleted()
                return Disposables.create()
            }
            let action = UIAction { _ in observer.onNext(()) }
            control.addAction(action, for: controlEvents)
            return Disposables.create { [weak control] in control?.removeAction(action, for: controlEvents) }
        }
        return ControlEvent(events: source)
    }

    /// A property of the control read by `getter` at subscription and after each of
    /// `editingEvents`, and set by `setter` (RxCocoa's `UIControl.rx.controlProperty(editingEvents:getter:setter:)`).
    public func controlProperty<T>(editingEvents: UIControl.Event, getter: @escaping (Base) -> T,
                                   setter: @escaping (Base, T) -> Void) -> ControlProperty<T> {
        let base = self.base
        let values = Observable<T>.create { [weak control = base] observer in
            guard let control else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(getter(control))
            let action = UIAction { [weak control] _ in
                if let control { observer.onNext(getter(control)) }
            }
            control.addAction(action, for: editingEvents)
            return Disposables.create { [weak control] in control?.removeAction(action, for: editingEvents) }
        }
        return ControlProperty(values: values, valueSink: Binder(base, binding: setter))
    }
}

extension Reactive where Base: UIButton {
    /// The button's taps (`.touchUpInside`), as RxCocoa's `UIButton.rx.tap`; a scripted
    /// `stage.tap(button, at:)` sends one when the finger lifts, 0.1 s after the touch.
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    /// Binds the title for `controlState` (RxCocoa's `UIButton.rx.title(for:)`).
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }
}

extension Reactive where Base: UILabel {
    /// Binds `text` (RxCocoa's `UILabel.rx.text`).
    public var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
}

extension Reactive where Base: UITextField {
    /// The field's text: the current text at subscription, then after each editing event
    /// (`.allEditingEvents`, `.valueChanged`); binding to it sets the text when it differs
    /// (RxCocoa's `UITextField.rx.text`).
    public var text: ControlProperty<String?> { value }

    /// The same as `text` (RxCocoa's `UITextField.rx.value`).
    public var value: ControlProperty<String?> {
        controlProperty(editingEvents: [.allEditingEvents, .valueChanged], getter: { $0.text }, setter: { field, value in
            if field.text != value { field.text = value }
        })
    }
}

extension Reactive where Base: UIImageView {
    /// Binds `image` (RxCocoa's `UIImageView.rx.image`).
    public var image: Binder<UIImage?> { Binder(base) { view, image in view.image = image } }
}

extension Reactive where Base: UIRefreshControl {
    /// Binds whether the control is refreshing: `true` calls `beginRefreshing()`, `false`
    /// `endRefreshing()` (RxCocoa's `UIRefreshControl.rx.isRefreshing`,
    /// RxCocoa/iOS/UIRefreshControl+Rx.swift).
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refresh in
            if refresh { control.beginRefreshing() } else { control.endRefreshing() }
        }
    }
}
