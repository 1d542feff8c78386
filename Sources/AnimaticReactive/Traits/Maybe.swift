/// The trait of a ``Maybe``: one element, or nothing, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element: a success, an empty completion, or an error
/// (RxSwift's `Maybe.swift`: `PrimitiveSequence<MaybeTrait, Element>`).
///
/// ```swift
/// Maybe<Int>.create { maybe in
///     maybe(.success(1))
///     return Disposables.create()
/// }
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` reports: `.success(element)`, `.error(error)` or `.completed` (empty).
@frozen public enum MaybeEvent<Element> {
    /// The one element (the underlying observable sends it, then completes).
    case success(Element)
    /// The maybe failed.
    case error(any Error)
    /// The maybe completed without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body calls with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a closure that starts the work and reports its outcome (only the
    /// first report counts); the returned disposable is disposed when the subscription ends.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> any Disposable) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes a closure that receives the outcome. An error passed to it counts as handled.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers for the element, the error, the empty completion and the disposal.
    /// An error with no `onError` handler is reported to the story being recorded.
    ///
    /// ```swift
    /// cached.subscribe(onSuccess: { show($0) }, onCompleted: { showPlaceholder() })
    /// ```
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        var succeeded = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: onCompleted.map { handler in { if !succeeded { handler() } } },
            onDisposed: onDisposed)
    }

    /// `subscribe(onSuccess:onError:onCompleted:onDisposed:)` with `object` handed to each
    /// handler; the object is held weakly, and once it is gone the handlers are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onSuccess: onSuccess.map { handler in { [weak object] element in if let object { handler(object, element) } } },
            onError: onError.map { handler in { [weak object] error in if let object { handler(object, error) } } },
            onCompleted: onCompleted.map { handler in { [weak object] in if let object { handler(object) } } },
            onDisposed: onDisposed.map { handler in { [weak object] in if let object { handler(object) } } })
    }

    /// A maybe that succeeds at once with `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: Observable.just(element)) }

    /// A maybe that succeeds with `element`, sent by an action on `scheduler`.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A maybe that fails at once with `error`.
    public static func error(_ error: any Error) -> Maybe<Element> { Maybe(raw: Observable.error(error)) }

    /// A maybe that never ends.
    public static func never() -> Maybe<Element> { Maybe(raw: Observable.never()) }

    /// A maybe that completes at once, empty.
    public static func empty() -> Maybe<Element> { Maybe(raw: Observable.empty()) }

    /// Runs side effects on the events, without changing them (see `Observable.do`).
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element only if it satisfies `predicate` (otherwise completes empty).
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element; an error thrown by `transform` becomes the error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element; a `nil` result completes empty.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Maps the element to another maybe and ends as it does.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Succeeds with `default` when this maybe completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: IfEmptyProducer(primitiveSequence.source, Observable.just(`default`)))
    }

    /// Goes on with `other` when this maybe completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: IfEmptyProducer(primitiveSequence.source, other.source))
    }

    /// Goes on with the single `other` when this maybe completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: IfEmptyProducer(primitiveSequence.source, other.source))
    }

    /// On an error, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Drops the element: completes when this maybe ends without an error.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// This single as a ``Maybe`` (it always succeeds or fails, never completes empty).
    public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// Keeps the element only if it satisfies `predicate`: a ``Maybe``.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// This completable, then the maybe `second`: the result ends as `second` does.
    public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
        let sources: [Observable<Next>] = [NeverAsProducer<Next>(primitiveSequence.source), second.source]
        return Maybe(raw: Observable.concat(sources))
    }
}

extension ObservableType {
    /// This sequence as a ``Maybe`` (RxSwift's `AsMaybe.swift`): succeeds with the element if
    /// the source completes after one, completes empty if after none; a second element fails
    /// it with `RxError.moreThanOneElement` at once.
    ///
    /// ```swift
    /// Observable<Int>.empty().asMaybe()   // completed
    /// ```
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: SinkProducer(asObservable()) { observer in
            var element: Element?
            let sink = ClosureSink<Element, Element>(observer)
            sink.onNext = { sink, next in
                if element != nil {
                    element = nil
                    sink.forwardError(RxError.moreThanOneElement)
                } else {
                    element = next
                }
            }
            sink.onCompleted = { sink in
                if let value = element {
                    element = nil
                    sink.downstream?.next(value)
                }
                sink.forwardCompleted()
            }
            return sink
        })
    }
}

/// The source's events; if it completes empty, those of `other` (RxSwift's `SwitchIfEmpty.swift`).
final class IfEmptyProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let other: Observable<Element>
    init(_ source: Observable<Element>, _ other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = MultiInnerSink<Element>(observer)
        var empty = true
        let other = self.other
        sink.subscribeInner(source, next: { [sink] element in
            empty = false
            sink.downstream?.next(element)
        }, completed: { [sink] in
            if !empty {
                sink.forwardCompleted()
                return
            }
            sink.subscribeInner(other, next: { [sink] in sink.downstream?.next($0) }, completed: { [sink] in sink.forwardCompleted() })
        })
        return sink
    }
}
