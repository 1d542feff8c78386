/// A resource that can be released: a subscription, a scheduled action, a cleanup closure.
///
/// Disposing is idempotent: the second and later calls do nothing.
public protocol Disposable {
    /// Releases the resource (cancels the subscription, runs the cleanup) once.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once ``Disposable/dispose()`` has run.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    ///
    /// ```swift
    /// Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    /// ```
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
