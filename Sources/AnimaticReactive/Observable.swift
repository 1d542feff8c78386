/// A type that can be turned into an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// RxSwift 4's name of ``Element``, kept (deprecated) as RxSwift 5 kept it for code locked at
    /// RxSwift 4 (RxSwift 5.0, ObservableConvertibleType.swift), where constraints say `O.E`.
    @available(*, deprecated, renamed: "Element", message: "RxSwift 5 renamed E to Element")
    typealias E = Element

    /// The sequence as an ``Observable``.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers subscribe to.
///
/// Conform your own types by implementing ``subscribe(_:)``; every operator is available on
/// them through ``ObservableConvertibleType/asObservable()``.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the events of the sequence.
    ///
    /// - Returns: the subscription; disposing it stops the events and releases the resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Element
}

extension ObservableType {
    /// Wraps this sequence as an ``Observable`` (``Observable`` itself returns `self`).
    public func asObservable() -> Observable<Element> {
        ObservableTypeAdapter(self)
    }
}

/// A sequence of elements over story time, the RxSwift `Observable` users know.
///
/// Operators build a description; nothing happens until `subscribe`. Every subscription runs
/// the description afresh (a "cold" sequence), and each chain of subscriptions is a small list
/// of objects, one per operator.
///
/// ```swift
/// Observable.concat([rotate(view, 0.5), shift(view, 0.5)])
///     .subscribe()
///     .disposed(by: bag)
/// ```
///
/// Not thread-safe: a story records on one thread, and its observables must be subscribed to,
/// emit and be disposed on that thread. This is what lets Animatic skip RxSwift's locks.
public class Observable<Element>: ObservableType {
    @usableFromInline init() {}

    /// Subscribes `observer` to the events of the sequence.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Element
    {
        if let any = observer as? AnyObserver<Element> {
            return run(any.target)
        }
        return run(ObserverTypeSink(observer))
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> { self }

    /// Subscribes an internal observer; the heart of every operator. Subclasses override it.
    /// The base sequence never emits (it behaves like `never()`).
    func run(_ observer: EventSink<Element>) -> SubscriptionNode { doneNode }
}

/// Lets any `ObservableType` take part in the internal chains.
final class ObservableTypeAdapter<Source: ObservableType>: Observable<Source.Element> {
    let source: Source
    init(_ source: Source) { self.source = source }

    override func run(_ observer: EventSink<Source.Element>) -> SubscriptionNode {
        let sink = AdapterSink<Source.Element>(observer)
        let disposable = source.subscribe(AnyObserver(sink: sink))
        sink.attach(disposable)
        return sink
    }
}

/// Enforces the grammar on a foreign sequence and keeps its disposable, which it disposes after
/// the terminal event, as RxSwift's `asObservable()` wrapper (`AnonymousObservable`) does.
final class AdapterSink<Element>: OperatorSink<Element, Element> {
    var foreign: (any Disposable)?

    override func next(_ element: Element) { downstream?.next(element) }

    func attach(_ disposable: any Disposable) {
        if disposed { disposable.dispose() } else { foreign = disposable }
    }

    override func didDispose() {
        if let foreign { self.foreign = nil; foreign.dispose() }
    }
}
