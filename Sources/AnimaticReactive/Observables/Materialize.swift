/// A type that holds an ``Event`` (RxSwift's `EventConvertible`): what `dematerialize`
/// accepts.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// Returns `self`.
    public var event: Event<Element> { self }
}

extension ObservableType {
    /// Every event of the source as an element, then completion: an error becomes the element
    /// `.error(e)` followed by completion (RxSwift's `Materialize.swift`).
    ///
    /// ```swift
    /// Observable<Int>.error(e).materialize()   // next(.error(e)), completed
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        SinkProducer(asObservable()) { observer in
            let sink = MaterializeSink<Element>(observer)
            return sink
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns materialized events back into events (RxSwift's `Dematerialize.swift`): a `.next`
    /// element is sent, an `.error` or `.completed` element ends the sequence.
    public func dematerialize() -> Observable<Element.Element> {
        SinkProducer(asObservable()) { observer in
            let sink = ClosureSink<Element, Element.Element>(observer)
            sink.onNext = { sink, element in
                switch element.event {
                case .next(let value): sink.downstream?.next(value)
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
            return sink
        }
    }
}

final class MaterializeSink<Element>: OperatorSink<Element, Event<Element>> {
    override func next(_ element: Element) { downstream?.next(.next(element)) }

    override func error(_ error: any Error) {
        guard let observer = downstream else { return }
        observer.next(.error(error))
        forwardCompleted()
    }

    override func completed() {
        guard let observer = downstream else { return }
        observer.next(.completed)
        forwardCompleted()
    }
}
