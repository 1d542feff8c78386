import Foundation

/// `.rx` on every `NSObject` subclass, as RxSwift declares it (RxSwift/Reactive.swift:
/// `extension NSObject: ReactiveCompatible`), so reactive extensions written on
/// `Reactive where Base: SomeNSObjectSubclass` and the key-path binders
/// (``Reactive/subscript(dynamicMember:)``) work on Foundation objects.
///
/// ```swift
/// final class Progress: NSObject { var fraction = 0.0 }
/// fractions.bind(to: progress.rx.fraction)
/// ```
extension NSObject: ReactiveCompatible {}
