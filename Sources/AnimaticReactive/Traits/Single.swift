/// The trait of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element (a "success") or an error (a "failure").
///
/// As in RxSwift 6 it is `PrimitiveSequence<SingleTrait, Element>`, and its events are a
/// ``SingleEvent`` (`Result<Element, Error>`).
///
/// ```swift
/// Single<CGFloat>.create { single in
///     UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }) { _ in single(.success(box.alpha)) }
///     return Disposables.create()
/// }
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` reports: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` body calls with the result.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a closure that starts the work and reports its result.
    ///
    /// `subscribe` runs once per subscription, when the subscription is made; it calls the
    /// given `single` closure with `.success(element)` or `.failure(error)` (now or later) and
    /// returns the disposable that cancels the work. Only the first call counts. The returned
    /// disposable is disposed when the subscription ends, including right after the result.
    ///
    /// ```swift
    /// Single<Int>.create { single in
    ///     single(.success(42))
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> any Disposable) -> Single<Element> {
        Single(raw: Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// Subscribes a closure that receives the result (`.success` or `.failure`).
    ///
    /// A failure passed to `observer` counts as handled.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            if stopped { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                break
            }
        }
    }

    /// Subscribes handlers for the element, the error and the disposal.
    ///
    /// `onDisposed` runs once, when the subscription is disposed: by the caller, or right after
    /// the result. A failure with no `onFailure` handler is an unhandled error, reported to the
    /// story being recorded (as `Observable.subscribe` does).
    ///
    /// ```swift
    /// measure.subscribe(onSuccess: { width in print(width) }).disposed(by: disposeBag)
    /// ```
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        primitiveSequence.source.subscribe(onNext: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
    }

    /// RxSwift 5's spelling of ``subscribe(onSuccess:onFailure:onDisposed:)`` (`onError` for
    /// `onFailure`), still accepted by RxSwift 6.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (any Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// `subscribe(onSuccess:onFailure:onDisposed:)` with `object` handed to each handler; the
    /// object is held weakly, and once it is gone the handlers are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// A single that succeeds at once with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single that fails at once with `error`.
    public static func error(_ error: any Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A single that never ends (holds no resources).
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Runs side effects on the events, without changing them (see `Observable.do`).
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element; an error thrown by `transform` becomes the failure.
    ///
    /// ```swift
    /// Single.just(2).map { $0 * 10 }   // success(20)
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Maps the element to another single and succeeds (or fails) with it.
    ///
    /// ```swift
    /// measure(box).flatMap { width in grow(box, to: width * 2) }
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Maps the element to a completable and completes (or fails) with it.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Drops the element: completes when this single succeeds.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }

    /// Combines two singles, subscribed at once: succeeds with `resultSelector` of both
    /// elements when both succeeded; the first failure ends it.
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Combines singles of one type, subscribed at once, into the array of their elements.
    /// An empty collection succeeds at once with `[]`.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Single<[Element]>
        where Sources.Element == Single<Element>
    {
        if collection.isEmpty { return Single<[Element]>(raw: Observable.just([])) }
        return Single<[Element]>(raw: Observable.zip(collection.map { $0.source }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Combines two singles into the pair of their elements.
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)> {
        Single<(E1, E2)>(raw: Observable.zip(source1.source, source2.source) { ($0, $1) })
    }
}

extension ObservableType {
    /// This sequence as a ``Single``: succeeds with the element when the source completes
    /// after exactly one element.
    ///
    /// A source that completes empty fails with `RxError.noElements`; one that sends a second
    /// element fails with `RxError.moreThanOneElement` at once (and is disposed). An error
    /// passes through.
    ///
    /// ```swift
    /// Observable.of(1).asSingle()      // success(1)
    /// Observable.of(1, 2).asSingle()   // failure(RxError.moreThanOneElement), at the 2
    /// ```
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingleProducer(asObservable()))
    }
}

final class AsSingleProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    init(_ source: Observable<Element>) { self.source = source }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = AsSingleSink(observer)
        sink.subscribe(to: source)
        return sink
    }
}

/// Holds the one element until the source completes.
final class AsSingleSink<Element>: OperatorSink<Element, Element> {
    private var element: Element?

    override func next(_ element: Element) {
        guard downstream != nil else { return }
        if self.element != nil {
            self.element = nil
            forwardError(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    override func completed() {
        guard let observer = downstream else { return }
        guard let element else {
            forwardError(RxError.noElements)
            return
        }
        self.element = nil
        observer.next(element)
        forwardCompleted()
    }
}
