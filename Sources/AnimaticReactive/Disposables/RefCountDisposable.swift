/// A disposable whose underlying disposable is disposed only once the primary owner and every
/// holder of a ``retain()`` have disposed (RxSwift's `RefCountDisposable`,
/// RxSwift/Disposables/RefCountDisposable.swift): operators that share one resource between
/// subscriptions, such as `window`, use it.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let first = shared.retain()
/// shared.dispose()        // the primary lets go; `connection` stays: `first` holds it
/// first.dispose()         // the last holder lets go: `connection` is disposed
/// ```
///
/// Like RxSwift's, a ``retain()`` after the underlying disposable was disposed gives an empty
/// disposable; each retained disposable releases once, however often it is disposed. One
/// thread, no lock (the reactive core's single-thread contract).
public final class RefCountDisposable: Cancelable {
    private var disposable: (any Disposable)?
    private var primaryDisposed = false
    private var count = 0

    /// Shares `disposable` (RxSwift's `init(disposable:)`).
    public init(disposable: any Disposable) {
        self.disposable = disposable
    }

    /// Whether the underlying disposable was disposed (RxSwift: it has been let go of).
    public var isDisposed: Bool { disposable == nil }

    /// Holds the underlying disposable until the returned one is disposed; an empty disposable
    /// once the underlying one was disposed.
    public func retain() -> any Disposable {
        guard disposable != nil else { return Disposables.create() }
        count += 1
        var released = false
        // The holder keeps this one alive (as RxSwift's inner disposable does), so the last
        // release disposes the underlying disposable even after the primary owner dropped it.
        return Disposables.create {
            guard !released else { return }
            released = true
            self.release()
        }
    }

    /// The primary owner lets go: the underlying disposable is disposed now if nobody holds a
    /// ``retain()``, else when the last holder lets go.
    public func dispose() {
        guard !primaryDisposed, let held = disposable else { return }
        primaryDisposed = true
        if count == 0 {
            disposable = nil
            held.dispose()
        }
    }

    private func release() {
        guard let held = disposable, count > 0 else { return }
        count -= 1
        if primaryDisposed && count == 0 {
            disposable = nil
            held.dispose()
        }
    }
}
