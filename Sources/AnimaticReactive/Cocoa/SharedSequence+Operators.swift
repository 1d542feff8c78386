// The RxCocoa operators of shared sequences that map onto the general ones
// (RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift): each one applies the
// Observable operator and shares the result by the strategy; the ones that take time schedule
// on `SharingStrategy.scheduler` (``SharingScheduler``).

extension SharedSequenceConvertibleType {
    /// Each element's sequence merged into one (RxCocoa's `flatMap`).
    ///
    /// ```swift
    /// pages.flatMap { page in page.appearance.asDriver(onErrorJustReturn: 0) }
    /// ```
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Each element's sequence, ignoring elements that arrive while one runs (RxCocoa's `flatMapFirst`).
    ///
    /// ```swift
    /// taps.flatMapFirst { _ in pulse }   // a tap during a pulse is ignored
    /// ```
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// The accumulated value after each element, from `seed` (RxCocoa's `scan(_:accumulator:)`).
    ///
    /// ```swift
    /// taps.scan(0) { count, _ in count + 1 }   // 1, 2, 3, ...
    /// ```
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence<SharingStrategy, A>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Everything but the first `count` elements (RxCocoa's `skip(_:)`).
    ///
    /// ```swift
    /// page.skip(1)   // page changes after the first one
    /// ```
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Each element with the latest element of `second`, combined by `resultSelector`
    /// (RxCocoa's `withLatestFrom(_:resultSelector:)`).
    ///
    /// ```swift
    /// taps.withLatestFrom(page) { _, page in page + 1 }
    /// ```
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, ResultType>(
            asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element (RxCocoa's `withLatestFrom(_:)`).
    ///
    /// ```swift
    /// taps.withLatestFrom(page)   // the page shown when tapped
    /// ```
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
        -> SharedSequence<SharingStrategy, SecondO.Element>
    {
        SharedSequence<SharingStrategy, SecondO.Element>(asObservable().withLatestFrom(second.asSharedSequence()))
    }

    /// The first element of each `dueTime` window (the latest one too at its end when `latest`),
    /// on the strategy's scheduler (RxCocoa's `throttle(_:latest:)`).
    ///
    /// ```swift
    /// taps.throttle(.milliseconds(300))
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// An element once `dueTime` passed without another, on the strategy's scheduler
    /// (RxCocoa's `debounce(_:)`).
    ///
    /// ```swift
    /// query.debounce(.milliseconds(300))
    /// ```
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Every element `dueTime` later, on the strategy's scheduler (RxCocoa's `delay(_:)`).
    ///
    /// ```swift
    /// page.delay(.milliseconds(250)).drive(title.rx.text)
    /// ```
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of each sequence of `sequence` in turn (RxCocoa's `concat(_:)`).
    ///
    /// ```swift
    /// Driver.concat([intro, loop])
    /// ```
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence<SharingStrategy, Element>(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence of `collection` in turn (RxCocoa's `concat(_:)`).
    ///
    /// ```swift
    /// Driver.concat([intro, loop])
    /// ```
    public static func concat<Sources: Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element>
    {
        SharedSequence<SharingStrategy, Element>(Observable.concat(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the latest inner sequence (RxCocoa's `switchLatest()`).
    ///
    /// ```swift
    /// pages.map { $0.progress }.switchLatest()
    /// ```
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest())
    }

    /// The elements of every inner sequence as they come (RxCocoa's `merge()`).
    ///
    /// ```swift
    /// Driver.of(fades, moves).merge()
    /// ```
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asObservable().map { $0.asSharedSequence().asObservable() }.merge())
    }

    /// The elements of at most `maxConcurrent` inner sequences at a time (RxCocoa's `merge(maxConcurrent:)`).
    ///
    /// ```swift
    /// cards.map { $0.entrance }.merge(maxConcurrent: 2)
    /// ```
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}
