// `Single.zip` of three to eight singles and of a collection with a result selector, as
// RxSwift's `PrimitiveSequence+Zip+arity.swift` spells them: the singles are subscribed at
// once; the result succeeds when all succeeded, and the first failure ends it.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// `zip` of three singles combined by `resultSelector`.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// `zip` of four singles combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// `zip` of five singles combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }

    /// `zip` of six singles combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }

    /// `zip` of seven singles combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }

    /// `zip` of eight singles combined by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }

    /// `zip` of any number of singles of one type, combined by `resultSelector`; an empty
    /// collection succeeds at once with `resultSelector([])`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        if collection.isEmpty { return Single<Result>(raw: Observable.deferred { Observable.just(try resultSelector([])) }) }
        return Single<Result>(raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// `zip` of three singles as tuples.
    public static func zip<E1, E2, E3>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>) -> Single<(E1, E2, E3)> {
        Single<(E1, E2, E3)>(raw: Observable.zip(source1.source, source2.source, source3.source) { ($0, $1, $2) })
    }

    /// `zip` of four singles as tuples.
    public static func zip<E1, E2, E3, E4>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>) -> Single<(E1, E2, E3, E4)> {
        Single<(E1, E2, E3, E4)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) })
    }

    /// `zip` of five singles as tuples.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>) -> Single<(E1, E2, E3, E4, E5)> {
        Single<(E1, E2, E3, E4, E5)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source) { ($0, $1, $2, $3, $4) })
    }

    /// `zip` of six singles as tuples.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>) -> Single<(E1, E2, E3, E4, E5, E6)> {
        Single<(E1, E2, E3, E4, E5, E6)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source) { ($0, $1, $2, $3, $4, $5) })
    }

    /// `zip` of seven singles as tuples.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
        Single<(E1, E2, E3, E4, E5, E6, E7)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source) { ($0, $1, $2, $3, $4, $5, $6) })
    }

    /// `zip` of eight singles as tuples.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Single<(E1, E2, E3, E4, E5, E6, E7, E8)>(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
