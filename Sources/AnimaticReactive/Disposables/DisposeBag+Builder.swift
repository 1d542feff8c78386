// The convenience forms of `DisposeBag` RxSwift adds in `DisposeBag.swift`.

extension DisposeBag {
    /// Builds the list of disposables for `DisposeBag { ... }` and `bag.insert { ... }`.
    ///
    /// ```swift
    /// disposeBag.insert {
    ///     fade.subscribe()
    ///     shift.subscribe()
    /// }
    /// ```
    @resultBuilder
    public struct DisposableBuilder {
        /// The disposables, one per line of the block.
        public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] { disposables }
    }

    /// A bag holding the given disposables.
    public convenience init(disposing disposables: any Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables of an array.
    public convenience init(disposing disposables: [any Disposable]) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables the block lists.
    public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
        self.init()
        insert(builder())
    }

    /// Adds the disposables of an array.
    public func insert(_ disposables: [any Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds the disposables the block lists.
    public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
        insert(builder())
    }
}
