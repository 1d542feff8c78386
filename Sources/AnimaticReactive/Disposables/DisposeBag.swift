/// Disposes everything put into it when it is deallocated.
///
/// Keep one as a property of the object whose lifetime bounds the subscriptions:
///
/// ```swift
/// let disposeBag = DisposeBag()
/// animation.subscribe().disposed(by: disposeBag)
/// ```
public final class DisposeBag {
    @exclusivity(unchecked) private var disposables: [any Disposable] = []
    @exclusivity(unchecked) private var isDisposed = false

    /// Creates an empty bag.
    public init() {}

    /// Adds a disposable (disposed at once if the bag is already emptied for good).
    public func insert(_ disposable: any Disposable) {
        if isDisposed {
            disposable.dispose()
            return
        }
        disposables.append(disposable)
    }

    /// Adds several disposables.
    public func insert(_ disposables: any Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    private func disposeAll() {
        let all = disposables
        disposables = []
        for disposable in all { disposable.dispose() }
    }

    deinit {
        isDisposed = true
        disposeAll()
    }
}
