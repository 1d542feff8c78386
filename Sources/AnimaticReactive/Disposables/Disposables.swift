/// Factory functions for the common disposables.
///
/// ```swift
/// Observable<Void>.create { observer in
///     var cancelled = false
///     return Disposables.create { cancelled = true }
/// }
/// ```
public enum Disposables {
    /// A disposable that does nothing.
    ///
    /// - Complexity: O(1), and it allocates nothing: every call returns the same empty value.
    @inlinable public static func create() -> any Disposable { NopDisposable.noOp }

    /// A disposable that runs `dispose` the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both `disposable1` and `disposable2`, in that order.
    public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes the three given disposables, in order.
    public static func create(
        _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable
    ) -> any Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes the given disposables, in order.
    public static func create(
        _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
        _ disposables: any Disposable...
    ) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of `disposables`, in order.
    public static func create(_ disposables: [any Disposable]) -> any Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing (what `Disposables.create()` returns).
///
/// A struct without stored properties fits in an existential's inline buffer, so returning it
/// as `any Disposable` allocates nothing.
public struct NopDisposable: Disposable, Sendable {
    /// The one value.
    public static let noOp = NopDisposable()
    @usableFromInline init() {}
    /// Does nothing.
    @inlinable public func dispose() {}
}

/// Runs a closure once, on the first `dispose()`.
public final class AnonymousDisposable: Cancelable {
    @exclusivity(unchecked) private var action: (() -> Void)?

    /// Creates a disposable around `action`.
    public init(_ action: @escaping () -> Void) { self.action = action }

    /// `true` once disposed.
    public var isDisposed: Bool { action == nil }

    /// Runs the action the first time (after releasing it, so a re-entrant call does nothing).
    public func dispose() {
        guard let action else { return }
        self.action = nil
        action()
    }
}

/// Disposes two disposables together.
public final class BinaryDisposable: Cancelable {
    @exclusivity(unchecked) private var first: (any Disposable)?
    @exclusivity(unchecked) private var second: (any Disposable)?
    /// `true` once disposed.
    @exclusivity(unchecked) public private(set) var isDisposed = false

    /// Creates a disposable for both.
    public init(_ first: any Disposable, _ second: any Disposable) {
        self.first = first
        self.second = second
    }

    /// Disposes the first, then the second, once.
    public func dispose() {
        if isDisposed { return }
        isDisposed = true
        let a = first, b = second
        first = nil
        second = nil
        a?.dispose()
        b?.dispose()
    }
}

/// A flag that records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
    /// `true` once disposed.
    @exclusivity(unchecked) public private(set) var isDisposed: Bool

    /// Creates the flag, already disposed if `isDisposed` is `true`.
    public init(isDisposed: Bool = false) { self.isDisposed = isDisposed }

    /// Sets the flag.
    public func dispose() { isDisposed = true }
}
