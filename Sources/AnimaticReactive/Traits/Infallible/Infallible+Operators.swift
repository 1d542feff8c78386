// Infallible's operators (RxSwift/Traits/Infallible/Infallible+Operators.swift): each applies
// the Observable operator; the closures do not throw, so the result cannot fail either.

extension InfallibleType {
    /// A sequence of `element`, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

    /// `element` scheduled on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.from([element], scheduler: scheduler))
    }

    /// A sequence that sends nothing and never ends.
    public static func never() -> Infallible<Element> { Infallible(.never()) }

    /// A sequence that completes at once.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }

    /// A sequence made by `factory` for each subscriber.
    ///
    /// As in RxSwift, an error thrown by the factory is sent as the sequence's error, the only
    /// way an `Infallible` can fail.
    public static func deferred(_ factory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { try factory().asObservable() })
    }

    /// The elements in order on `scheduler`, then completion.
    ///
    /// ```swift
    /// Infallible.of(0, 0.5, 1)
    /// ```
    public static func of(_ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The array's elements in order on `scheduler`, then completion.
    public static func from(_ array: [Element], scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The sequence's elements in order on `scheduler`, then completion.
    public static func from<Source: Sequence>(_ sequence: Source,
                                              scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element> where Source.Element == Element
    {
        Infallible(Observable.from(Array(sequence), scheduler: scheduler))
    }

    /// The elements `predicate` accepts.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each element transformed.
    ///
    /// ```swift
    /// progress.map { CGAffineTransform(scaleX: $0, y: 1) }
    /// ```
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().map(transform))
    }

    /// The non-`nil` results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().compactMap(transform))
    }

    /// Drops an element equal to the one before it by `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops an element whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops an element whose property at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// An element once `dueTime` passed without another, on `scheduler`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// The first element of each `dueTime` window (and the latest at its end when `latest`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Each element's infallible sequence, merged.
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMap(selector))
    }

    /// Each element's infallible sequence, replacing the previous one.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapLatest(selector))
    }

    /// Each element's infallible sequence, ignoring elements while one runs.
    public func flatMapFirst<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapFirst(selector))
    }

    /// Each element's infallible sequence, one after the other.
    public func concatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().concatMap(selector))
    }

    /// This sequence, then `second`.
    public func concat<Source: InfallibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// The sequences one after the other.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Infallible<Element>
        where Sources.Element == Infallible<Element>
    {
        Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The sequences one after the other.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of every source as they come.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every source as they come.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        merge(sources)
    }

    /// Runs the handlers on the events as they pass.
    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Infallible<Element> {
        Infallible(asObservable().do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                                     afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                                     onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The accumulated value after each element, changed in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// The accumulated value after each element.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `element` first, then the sequence.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// The elements until `other` sends one.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until `other` sends one.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `predicate` matches one (forwarded with `.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while `predicate` holds.
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements.
    public func take(_ count: Int) -> Infallible<Element> { Infallible(asObservable().take(count)) }

    /// The elements sent within `duration` of the subscription.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements sent after `other` sends one.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// One subscription shared by the subscribers, replaying the latest `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Each element with `object` held weakly; completes once it is gone.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object,
                                                       resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible<Out>(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Each element paired with `object` held weakly; completes once it is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        Infallible<(Object, Element)>(asObservable().withUnretained(object))
    }

    /// Each element with the latest element of `second`, combined.
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible<ResultType>(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().withLatestFrom(second))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops an element equal to the one before it.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
