/// A sequence that never fails (RxSwift 6's `Infallible`, RxSwift/Traits/Infallible/Infallible.swift):
/// it sends elements and may complete, nothing else. Make one with
/// ``Infallible/create(subscribe:)``, `just`/`of`/`from`/..., or from any sequence with
/// ``ObservableConvertibleType/asInfallible(onErrorJustReturn:)`` and its two siblings, which
/// decide what replaces an error.
///
/// Unlike ``Driver`` it delivers where its source does (no main scheduler) and shares nothing.
///
/// ```swift
/// let progress = loader.progress.asInfallible(onErrorJustReturn: 1)
/// progress.subscribe(onNext: { bar.transform = CGAffineTransform(scaleX: $0, y: 1) })
/// ```
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) { self.source = source }

    /// The sequence as an ``Observable`` (it never sends an error).
    public func asObservable() -> Observable<Element> { source }
}

/// A type that is an ``Infallible`` (RxSwift's `InfallibleType`).
public protocol InfallibleType: ObservableConvertibleType {}

/// What an ``Infallible`` sends: an element or its completion (RxSwift's `InfallibleEvent`).
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The end of the sequence.
    case completed
}

extension Infallible {
    /// The closure an ``create(subscribe:)`` body calls with the events.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An infallible sequence from a closure that starts the work and reports its events; the
    /// returned disposable is disposed when the subscription ends (RxSwift's `Infallible.create`).
    ///
    /// ```swift
    /// Infallible<Int>.create { observer in
    ///     observer(.next(1)); observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable) -> Infallible<Element> {
        Infallible(Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}

extension ObservableConvertibleType {
    /// This sequence with an error replaced by `element` and completion (RxSwift's
    /// `asInfallible(onErrorJustReturn:)`).
    ///
    /// ```swift
    /// fetchProgress().asInfallible(onErrorJustReturn: 0)
    /// ```
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence, continued by `infallible` after an error (RxSwift's `asInfallible(onErrorFallbackTo:)`).
    ///
    /// ```swift
    /// fetchProgress().asInfallible(onErrorFallbackTo: .just(1))
    /// ```
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence, continued by the infallible `onErrorRecover` makes for the error (RxSwift's
    /// `asInfallible(onErrorRecover:)`).
    ///
    /// ```swift
    /// fetchProgress().asInfallible { _ in .of(0, 1) }
    /// ```
    public func asInfallible(onErrorRecover: @escaping (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// Returns the sequence as an ``Infallible``.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }

    /// Subscribes handlers for the elements, the completion and the disposal (RxSwift's
    /// `Infallible.subscribe(onNext:onCompleted:onDisposed:)`; there is no error to handle).
    ///
    /// ```swift
    /// Infallible.of(0.5, 1).subscribe(onNext: { logo.alpha = $0 })
    /// ```
    public func subscribe(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object`, held weakly: once it is gone, events are
    /// dropped (RxSwift's `Infallible.subscribe(with:onNext:onCompleted:onDisposed:)`).
    ///
    /// ```swift
    /// progress.subscribe(with: self, onNext: { controller, value in controller.show(value) })
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// Subscribes a handler for the events (RxSwift's `Infallible.subscribe(_:)`).
    ///
    /// ```swift
    /// Infallible.just(1).subscribe { event in print(event) }
    /// ```
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
        asObservable().subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
    }

    /// The elements as an `AsyncStream` (RxSwift's `Infallible.values`): the loop ends at the
    /// completion; cancelling the iterating task disposes the subscription. Inside
    /// `Story.record` the loop resumes at each element's story time.
    ///
    /// ```swift
    /// for await value in progress.values { bar.alpha = value }
    /// ```
    public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let disposable = subscribe(onNext: { element in
                nonisolated(unsafe) let element = element
                continuation.yield(element)
            }, onCompleted: { continuation.finish() })
            let subscription = UncheckedSendable(value: disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}
