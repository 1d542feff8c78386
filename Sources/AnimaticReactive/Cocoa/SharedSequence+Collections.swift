// RxCocoa's shared-sequence operators over collections of sources, its key-based
// `distinctUntilChanged`, `debug`, and `Infallible.asDriver()`
// (RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift,
// RxCocoa/Traits/Driver/Infallible+Driver.swift): the Observable operator, shared again by the
// strategy, as RxCocoa builds each of them.

extension SharedSequence {
    /// The elements of every shared sequence of `sources` as they come (RxCocoa's
    /// `merge(_:)` of a collection).
    ///
    /// ```swift
    /// Driver.merge(AnyCollection([taps, swipes])).drive(onNext: advance)
    /// ```
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The latest element of every shared sequence of `collection`, combined by
    /// `resultSelector` whenever one of them sends one, once each has sent one (RxCocoa's
    /// `combineLatest(_:resultSelector:)` of a collection).
    ///
    /// ```swift
    /// Driver.combineLatest([nameValid, mailValid]) { $0.allSatisfy { $0 } }.drive(signUp.rx.isEnabled)
    /// ```
    public static func combineLatest<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() },
                                                                         resultSelector: resultSelector))
    }

    /// The latest element of every shared sequence of `collection`, as an array (RxCocoa's
    /// `combineLatest(_:)` of a collection).
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, [Element]>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// The n-th elements of every shared sequence of `collection`, combined by `resultSelector`
    /// (RxCocoa's `zip(_:resultSelector:)` of a collection).
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The n-th elements of every shared sequence of `collection`, as an array (RxCocoa's
    /// `zip(_:)` of a collection).
    public static func zip<Sources: Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, [Element]>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops an element whose key, by `keySelector`, equals the previous element's (RxCocoa's
    /// `distinctUntilChanged(_:)` with a key selector).
    ///
    /// ```swift
    /// page.distinctUntilChanged { $0.index }.drive(onNext: showPage)
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops an element whose key, by `keySelector`, `comparer` finds equal to the previous
    /// element's (RxCocoa's `distinctUntilChanged(_:comparer:)`).
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) -> Key,
                                          comparer: @escaping (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Prints every event, subscription and disposal with `identifier` (RxCocoa's
    /// `debug(_:trimOutput:file:line:function:)`; see `Observable.debug`).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
                      function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType {
    /// The infallible sequence as a ``Driver``, delivering on the main scheduler (RxCocoa's
    /// `Infallible.asDriver()`).
    ///
    /// ```swift
    /// progress.asInfallible(onErrorJustReturn: 0).asDriver().drive(bar.rx.progress)
    /// ```
    public func asDriver() -> Driver<Element> {
        Driver(CocoaObserveOnMain(asObservable()))
    }
}
