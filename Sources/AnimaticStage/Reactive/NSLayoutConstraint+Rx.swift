import AnimaticReactive
import Foundation

// RxCocoa's constraint bindings (RxCocoa/iOS/NSLayoutConstraint+Rx.swift). `NSLayoutConstraint`
// is an `NSObject` here as in UIKit, so it has `.rx` (RxSwift's `extension NSObject:
// ReactiveCompatible`); a binding fed inside `UIView.animate`'s block changes the constraint,
// and the block's `layoutIfNeeded()` animates the frames it decides.

extension Reactive where Base: NSLayoutConstraint {
    /// Binds `constant` (RxCocoa's `NSLayoutConstraint.rx.constant`).
    ///
    /// ```swift
    /// keyboardHeight.map { -$0 }.bind(to: bottom.rx.constant).disposed(by: bag)
    /// ```
    public var constant: Binder<CGFloat> { Binder(base) { constraint, constant in constraint.constant = constant } }

    /// Binds `isActive` (RxCocoa's `NSLayoutConstraint.rx.active`).
    ///
    /// ```swift
    /// expanded.bind(to: tallHeight.rx.active).disposed(by: bag)
    /// ```
    public var active: Binder<Bool> { Binder(base) { constraint, active in constraint.isActive = active } }
}
