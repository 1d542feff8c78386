/// A group of disposables disposed together, to which disposables can be added and removed.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key!)   // disposes `subscription` and forgets it
/// group.dispose()           // disposes everything still inside
/// ```
///
/// - Complexity: ``insert(_:)`` is amortised O(1); ``remove(for:)`` is O(log n) to find the
///   entry plus O(n) to close the gap.
public final class CompositeDisposable: Cancelable {
    /// The handle ``insert(_:)`` returns, to remove one disposable later.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    // Keys grow with every insert, so the entries stay sorted by key.
    private var entries: [(key: UInt64, disposable: any Disposable)] = []
    private var nextKey: UInt64 = 0
    /// `true` once disposed.
    public private(set) var isDisposed = false

    /// Creates an empty group.
    public init() {}

    /// Creates a group holding the two disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group holding the given disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group holding four or more disposables.
    public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
                            _ disposable4: any Disposable, _ disposables: any Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group holding `disposables`.
    public init(disposables: [any Disposable]) {
        for disposable in disposables { _ = insert(disposable) }
    }

    /// How many disposables the group holds.
    public var count: Int { entries.count }

    /// Adds a disposable; if the group is already disposed, disposes it at once.
    ///
    /// - Returns: the key for ``remove(for:)``, or `nil` when the group was already disposed.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        if isDisposed {
            disposable.dispose()
            return nil
        }
        let key = nextKey
        nextKey += 1
        entries.append((key, disposable))
        return DisposeKey(value: key)
    }

    /// Removes the disposable inserted under `key` and disposes it (nothing if already gone).
    public func remove(for key: DisposeKey) {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].key < key.value { low = mid + 1 } else { high = mid }
        }
        guard low < entries.count, entries[low].key == key.value else { return }
        let disposable = entries.remove(at: low).disposable
        disposable.dispose()
    }

    /// Disposes every disposable in insertion order, once.
    public func dispose() {
        if isDisposed { return }
        isDisposed = true
        let all = entries
        entries = []
        for entry in all { entry.disposable.dispose() }
    }
}
