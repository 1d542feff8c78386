import AnimaticClock

/// Holds one disposable at a time; replacing it disposes the previous one.
///
/// ```swift
/// let current = SerialDisposable()
/// current.disposable = first
/// current.disposable = second   // disposes `first`
/// current.dispose()             // disposes `second`; later assignments are disposed at once
/// ```
public final class SerialDisposable: Cancelable {
    private var current: (any Disposable)?
    /// `true` once disposed.
    public private(set) var isDisposed = false

    /// Creates an empty serial disposable.
    public init() {}

    /// The disposable held now. Setting it disposes the previous one; after ``dispose()`` a new
    /// value is disposed immediately.
    public var disposable: any Disposable {
        get { current ?? Disposables.create() }
        set {
            if isDisposed {
                newValue.dispose()
                return
            }
            let previous = current
            current = newValue
            previous?.dispose()
        }
    }

    /// Disposes the disposable held now, once.
    public func dispose() {
        if isDisposed { return }
        isDisposed = true
        let held = current
        current = nil
        held?.dispose()
    }
}

/// A disposable that can be given its resource once, possibly after being disposed.
///
/// Assigning twice is a programming error: RxSwift traps; Animatic reports a
/// ``ReactiveArgumentError`` to the story being recorded and disposes the second disposable.
public final class SingleAssignmentDisposable: Cancelable {
    private var held: (any Disposable)?
    private var assigned = false
    /// `true` once disposed.
    public private(set) var isDisposed = false

    /// Creates an unassigned disposable.
    public init() {}

    /// Gives the disposable its resource; if already disposed, the resource is disposed at once.
    public func setDisposable(_ disposable: any Disposable) {
        if assigned {
            StoryContext.reportToCurrent(ReactiveArgumentError(
                operatorName: "SingleAssignmentDisposable", reason: "setDisposable called twice"))
            disposable.dispose()
            return
        }
        assigned = true
        if isDisposed { disposable.dispose() } else { held = disposable }
    }

    /// Disposes the resource (now, or when it is assigned), once.
    public func dispose() {
        if isDisposed { return }
        isDisposed = true
        let resource = held
        held = nil
        resource?.dispose()
    }
}
