/// The namespace behind `.rx`: reactive extensions of a type are written on
/// `Reactive where Base == ThatType` and reach the object through ``base``.
///
/// ```swift
/// extension Reactive where Base == UIView {
///     func fade(duration: TimeInterval) -> Observable<Void> { ... self.base.alpha = 0 ... }
/// }
/// view.rx.fade(duration: 0.5)
/// ```
///
/// Any settable property of a class is also a ``Binder`` through `.rx`, as in RxSwift 6
/// (`@dynamicMemberLookup`): `progress.map { $0 }.bind(to: bar.rx.fraction)`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions act on.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }

    /// A binder that sets the property at `keyPath` of ``base`` for each element (RxSwift's
    /// `Reactive.subscript(dynamicMember:)`, RxSwift/Reactive.swift); the object is held
    /// weakly, as every ``Binder`` holds its target.
    ///
    /// ```swift
    /// final class Meter: ReactiveCompatible { var level = 0.0 }
    /// levels.bind(to: meter.rx.level)
    /// ```
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
        where Base: AnyObject
    {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type with an `.rx` namespace (`UIView` adopts it in the stage).
public protocol ReactiveCompatible {
    /// The type extended through `Reactive`.
    associatedtype ReactiveBase

    /// The reactive namespace of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive namespace of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive namespace of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Lets `mutating` reactive extensions be called; there is nothing to store.
        set {}
    }

    /// The reactive namespace of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Lets `mutating` reactive extensions be called; there is nothing to store.
        set {}
    }
}
