import AnimaticReactive

/// `view.rx`: the namespace users extend with `extension Reactive where Base == UIView`
/// (or `where Base: UIView`), as with RxCocoa.
extension UIView: ReactiveCompatible {}
