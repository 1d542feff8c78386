extension ObservableType {
    /// A sequence of one element, then completion, both sent during `subscribe`.
    ///
    /// ```swift
    /// Observable.just(1)   // next(1), completed
    /// ```
    public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }
}

final class JustProducer<Element>: Observable<Element> {
    let element: Element
    init(_ element: Element) { self.element = element }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        observer.next(element)
        observer.completed()
        return doneNode
    }
}
