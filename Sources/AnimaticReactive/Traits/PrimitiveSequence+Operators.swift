// The operators RxSwift's `PrimitiveSequence.swift` defines for every trait (Single, Maybe,
// Completable), each the Observable operator of the same name applied to the underlying
// sequence; and the ones `Single.swift` adds (compactMap, flatMapMaybe, catchAndReturn).

extension PrimitiveSequenceType {
    /// Delivers the events through `scheduler` (see `Observable.observe(on:)`).
    public func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.observe(on: scheduler))
    }

    /// RxSwift 5's name of ``observe(on:)``.
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes and disposes through `scheduler` (see `Observable.subscribe(on:)`).
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.subscribe(on: scheduler))
    }

    /// RxSwift 5's name of ``subscribe(on:)``.
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// On an error, goes on with the sequence `handler` returns for it.
    public func `catch`(
        _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catch { try handler($0).source })
    }

    /// RxSwift 5's name of ``catch(_:)``.
    public func catchError(
        _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        self.catch(handler)
    }

    /// Resubscribes after an error when the trigger sequence made from the errors sends an
    /// element (see `Observable.retry(when:)`).
    public func retry<TriggerObservable: ObservableType, Failure: Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(when: notificationHandler))
    }

    /// `retry(when:)` for any error.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(when: notificationHandler))
    }

    /// Prints the events (see `Observable.debug`).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A resource per subscription and a sequence using it (see `Observable.using`).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }

    /// Fails with `RxError.timeout` if `dueTime` passes before the sequence ends.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if `dueTime` passes before the sequence ends.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Succeeds with `0` after `dueTime` (see `Observable.timer`).
    public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element; a `nil` result completes empty: a ``Maybe``.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Maps the element to a maybe and ends as it does.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// On a failure, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// RxSwift 5's name of `catchAndReturn(_:)`.
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// RxSwift 5's name of `catchAndReturn(_:)`.
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}

extension ObserverType {
    /// An observer that transforms each element with `transform` and sends it to this one
    /// (RxSwift's `AnyObserver.swift`); an error thrown by `transform` is sent as an error.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            switch event {
            case .next(let element):
                do { self.on(.next(try transform(element))) } catch { self.on(.error(error)) }
            case .error(let error): self.on(.error(error))
            case .completed: self.on(.completed)
            }
        }
    }
}

extension ObservableType {
    /// Subscribes to the sequences one after the other while they fail: the first one that
    /// completes ends it; if all fail, it fails with the last error (RxSwift's `Catch.swift`,
    /// `catch(sequence:)`). An empty sequence completes at once.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        let sources = Array(sequence)
        return Observable.deferred {
            guard var result = sources.last else { return Observable.empty() }
            for source in sources.dropLast().reversed() {
                let next = result
                result = source.catch { _ in next }
            }
            return result
        }
    }
}
