// RxCocoa's combining operators on shared sequences (RxCocoa/Traits/SharedSequence/
// SharedSequence+Operators+arity.swift, SharedSequence+Operators.swift): the Observable operator,
// shared again by the strategy.

extension SharedSequence {
    /// The latest elements of both, combined by `resultSelector` whenever either sends one
    /// (RxCocoa's `combineLatest(_:_:resultSelector:)`).
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
        where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy
    {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of the three, combined by `resultSelector` (RxCocoa's `combineLatest`).
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
        where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy
    {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(),
                                                resultSelector: resultSelector))
    }

    /// The elements of both paired in order and combined by `resultSelector` (RxCocoa's `zip`).
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
        where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy
    {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the three paired in order and combined by `resultSelector` (RxCocoa's `zip`).
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
        where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy
    {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(),
                                      resultSelector: resultSelector))
    }

    /// The elements of every source as they come (RxCocoa's `merge(_:)`).
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source as they come (RxCocoa's `merge(_:)`).
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The latest elements of both as pairs (RxCocoa's `combineLatest(_:_:)`).
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)> where O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    /// The latest elements of the three as triples (RxCocoa's `combineLatest(_:_:_:)`).
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
        where O1.SharingStrategy == O2.SharingStrategy, O1.SharingStrategy == O3.SharingStrategy
    {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The elements of both paired in order (RxCocoa's `zip(_:_:)`).
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)> where O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// The elements of the three paired in order (RxCocoa's `zip(_:_:_:)`).
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
        where O1.SharingStrategy == O2.SharingStrategy, O1.SharingStrategy == O3.SharingStrategy
    {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}
