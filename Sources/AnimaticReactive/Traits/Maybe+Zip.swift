// `Maybe.zip` of two to eight maybes and of a collection, as RxSwift's
// `PrimitiveSequence+Zip+arity.swift` spells them: subscribed at once; succeeds when all
// succeeded, completes empty once all ended and one was empty; the first error ends it.

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// `zip` of two maybes combined by `resultSelector`.
    public static func zip<E1, E2>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// `zip` of three maybes combined by `resultSelector`.
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// `zip` of four maybes combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// `zip` of five maybes combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }

    /// `zip` of six maybes combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }

    /// `zip` of seven maybes combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }

    /// `zip` of eight maybes combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }

    /// `zip` of any number of maybes of one type, combined by `resultSelector`; an empty
    /// collection succeeds at once with `resultSelector([])`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
        if collection.isEmpty { return Maybe<Result>(raw: Observable.deferred { Observable.just(try resultSelector([])) }) }
        return Maybe<Result>(raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
    }

    /// `zip` of any number of maybes of one type, as the array of their elements.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Maybe<[Element]>
        where Sources.Element == Maybe<Element>
    {
        if collection.isEmpty { return Maybe<[Element]>(raw: Observable.just([])) }
        return Maybe<[Element]>(raw: Observable.zip(collection.map { $0.source }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// `zip` of two maybes as tuples.
    public static func zip<E1, E2>(_ source1: Maybe<E1>, _ source2: Maybe<E2>) -> Maybe<(E1, E2)> {
        Maybe<(E1, E2)>(raw: Observable.zip(source1.source, source2.source) { ($0, $1) })
    }

    /// `zip` of three maybes as tuples.
    public static func zip<E1, E2, E3>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>) -> Maybe<(E1, E2, E3)> {
        Maybe<(E1, E2, E3)>(raw: Observable.zip(source1.source, source2.source, source3.source) { ($0, $1, $2) })
    }

    /// `zip` of four maybes as tuples.
    public static func zip<E1, E2, E3, E4>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>) -> Maybe<(E1, E2, E3, E4)> {
        Maybe<(E1, E2, E3, E4)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) })
    }

    /// `zip` of five maybes as tuples.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>) -> Maybe<(E1, E2, E3, E4, E5)> {
        Maybe<(E1, E2, E3, E4, E5)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source) { ($0, $1, $2, $3, $4) })
    }

    /// `zip` of six maybes as tuples.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
        Maybe<(E1, E2, E3, E4, E5, E6)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source) { ($0, $1, $2, $3, $4, $5) })
    }

    /// `zip` of seven maybes as tuples.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
        Maybe<(E1, E2, E3, E4, E5, E6, E7)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source) { ($0, $1, $2, $3, $4, $5, $6) })
    }

    /// `zip` of eight maybes as tuples.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
