/// Something that receives the events of a sequence.
///
/// Implement ``on(_:)``; ``onNext(_:)``, ``onError(_:)`` and ``onCompleted()`` are shorthands.
public protocol ObserverType {
    /// The type of the elements received.
    associatedtype Element

    /// RxSwift 4's name of ``Element``, kept (deprecated) as RxSwift 5 kept it for code locked at
    /// RxSwift 4 (RxSwift 5.0, ObserverType.swift), where constraints say `O.E`.
    @available(*, deprecated, renamed: "Element", message: "RxSwift 5 renamed E to Element")
    typealias E = Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.completed`.
    public func onCompleted() { on(.completed) }
    /// Sends `.error(error)`.
    public func onError(_ error: any Error) { on(.error(error)) }
    /// This observer behind the type-erased ``AnyObserver``.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

/// A type-erased observer, the one `Observable.create` hands to its closure.
///
/// It is a single reference wide: wrapping one of Animatic's own observers costs nothing, and
/// calls go straight to it. Calling it after the sequence ended (or after the subscription was
/// disposed) does nothing, so a `create` closure may emit late without breaking the grammar.
///
/// ```swift
/// Observable<Int>.create { observer in
///     observer.onNext(1)
///     observer.onCompleted()
///     return Disposables.create()
/// }
/// ```
public struct AnyObserver<Element>: ObserverType {
    let target: EventSink<Element>

    init(sink: EventSink<Element>) { target = sink }

    /// Wraps a closure that receives every event.
    public init(eventHandler: @escaping (Event<Element>) -> Void) {
        target = HandlerSink(eventHandler)
    }

    /// Wraps any observer (an `AnyObserver` is unwrapped, not wrapped twice).
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let any = observer as? AnyObserver<Element> {
            target = any.target
        } else {
            target = ObserverTypeSink(observer)
        }
    }

    /// Receives one event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): target.next(element)
        case .error(let error): target.error(error)
        case .completed: target.completed()
        }
    }

    /// Sends `.next(element)` (a direct call, no `Event` is built).
    public func onNext(_ element: Element) { target.next(element) }
    /// Sends `.completed`.
    public func onCompleted() { target.completed() }
    /// Sends `.error(error)`.
    public func onError(_ error: any Error) { target.error(error) }
    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }
}

/// Feeds events to a closure (the observer behind `AnyObserver(eventHandler:)`).
final class HandlerSink<Element>: EventSink<Element> {
    let handler: (Event<Element>) -> Void
    init(_ handler: @escaping (Event<Element>) -> Void) { self.handler = handler }
    override func next(_ element: Element) { handler(.next(element)) }
    override func error(_ error: any Error) { handler(.error(error)) }
    override func completed() { handler(.completed) }
}

/// Feeds events to an observer of any type.
final class ObserverTypeSink<Observer: ObserverType>: EventSink<Observer.Element> {
    let observer: Observer
    init(_ observer: Observer) { self.observer = observer }
    override func next(_ element: Observer.Element) { observer.on(.next(element)) }
    override func error(_ error: any Error) { observer.on(.error(error)) }
    override func completed() { observer.on(.completed) }
}
