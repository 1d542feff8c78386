// `combineLatest` and `zip` of infallible sequences (RxSwift 6's
// Infallible+CombineLatest+arity.swift and Infallible+Zip+arity.swift): the same operators as
// Observable's, whose result cannot fail either. Unlike RxSwift's, the result selector does not
// throw (a throw would be an error in a sequence that promises none).

extension Infallible {
    /// The latest element of every source combined by `resultSelector`, each time any of them
    /// sends one once all have (RxSwift's `Infallible.combineLatest(_:_:resultSelector:)`); it
    /// completes when every source has completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(progress, title) { fraction, text in "\(text) \(Int(fraction * 100)) %" }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 3 sources combined by `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 4 sources combined by `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 5 sources combined by `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 6 sources combined by `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 7 sources combined by `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// `combineLatest` of 8 sources combined by `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }

    /// The sources' elements combined in order by `resultSelector`: the n-th result is made of
    /// every source's n-th element (RxSwift's `Infallible.zip(_:_:resultSelector:)`); it
    /// completes when every source has completed.
    ///
    /// ```swift
    /// Infallible.zip(steps, delays) { step, delay in (step, delay) }
    /// ```
    public static func zip<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 3 sources combined by `resultSelector`.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 4 sources combined by `resultSelector` (RxSwift's Infallible+Zip+arity.swift):
    /// the n-th elements of every source, once each has sent its n-th; it completes as soon as a
    /// completed source has no element waiting.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 5 sources combined by `resultSelector` (RxSwift's Infallible+Zip+arity.swift):
    /// the n-th elements of every source, once each has sent its n-th; it completes as soon as a
    /// completed source has no element waiting.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 6 sources combined by `resultSelector` (RxSwift's Infallible+Zip+arity.swift):
    /// the n-th elements of every source, once each has sent its n-th; it completes as soon as a
    /// completed source has no element waiting.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 7 sources combined by `resultSelector` (RxSwift's Infallible+Zip+arity.swift):
    /// the n-th elements of every source, once each has sent its n-th; it completes as soon as a
    /// completed source has no element waiting.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// `zip` of 8 sources combined by `resultSelector` (RxSwift's Infallible+Zip+arity.swift):
    /// the n-th elements of every source, once each has sent its n-th; it completes as soon as a
    /// completed source has no element waiting.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of any number of sources of one type, as an array each time one of
    /// them sends (RxSwift's `Infallible.combineLatest(_:resultSelector:)` of a collection).
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        Infallible(Observable<Element>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `zip` of any number of sources of one type, combined by `resultSelector`.
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        Infallible(Observable<Element>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

extension Infallible {
    /// The latest elements of any number of sources of this element type, as arrays.
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
        where Sources.Element: InfallibleType, Sources.Element.Element == Element
    {
        Infallible<[Element]>.combineLatest(collection) { $0 }
    }

    /// `zip` of any number of sources of this element type, as arrays.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
        where Sources.Element: InfallibleType, Sources.Element.Element == Element
    {
        Infallible<[Element]>.zip(collection) { $0 }
    }
}

extension Infallible where Element == Any {
    /// `combineLatest` of 2 sources as tuples.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// `zip` of 2 sources as tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// `combineLatest` of 3 sources as tuples.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// `zip` of 3 sources as tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// `combineLatest` of 4 sources as tuples (RxSwift's Infallible+CombineLatest+arity.swift).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// `zip` of 4 sources as tuples (RxSwift's Infallible+Zip+arity.swift).
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// `combineLatest` of 5 sources as tuples (RxSwift's Infallible+CombineLatest+arity.swift).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// `zip` of 5 sources as tuples (RxSwift's Infallible+Zip+arity.swift).
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// `combineLatest` of 6 sources as tuples (RxSwift's Infallible+CombineLatest+arity.swift).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// `zip` of 6 sources as tuples (RxSwift's Infallible+Zip+arity.swift).
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// `combineLatest` of 7 sources as tuples (RxSwift's Infallible+CombineLatest+arity.swift).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// `zip` of 7 sources as tuples (RxSwift's Infallible+Zip+arity.swift).
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// `combineLatest` of 8 sources as tuples (RxSwift's Infallible+CombineLatest+arity.swift).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }

    /// `zip` of 8 sources as tuples (RxSwift's Infallible+Zip+arity.swift).
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
