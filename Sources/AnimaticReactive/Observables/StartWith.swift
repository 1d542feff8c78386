extension ObservableType {
    /// The given elements first, then this sequence's events.
    ///
    /// ```swift
    /// Observable.of(3).startWith(1, 2)   // next(1), next(2), next(3), completed
    /// ```
    ///
    /// - Complexity: no object per subscription: the elements are sent, then the source is
    ///   subscribed with the same observer.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithProducer(asObservable(), elements)
    }
}

final class StartWithProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let elements: [Element]
    init(_ source: Observable<Element>, _ elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        for element in elements {
            if observer.isDisposed { return doneNode }
            observer.next(element)
        }
        if observer.isDisposed { return doneNode }
        return source.run(observer)
    }
}
