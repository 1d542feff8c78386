extension ObservableType {
    /// Only the terminal event: the elements are dropped.
    ///
    /// RxSwift 6 returns a `Completable`; Animatic has no traits yet and returns
    /// `Observable<Never>`, which states the same thing: no element can ever arrive.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElementsProducer(asObservable())
    }
}

final class IgnoreElementsProducer<Element>: Observable<Never> {
    let source: Observable<Element>
    init(_ source: Observable<Element>) { self.source = source }

    override func run(_ observer: EventSink<Never>) -> SubscriptionNode {
        let sink = IgnoreElementsSink<Element>(observer)
        sink.subscribe(to: source)
        return sink
    }
}

final class IgnoreElementsSink<Element>: OperatorSink<Element, Never> {
    override func next(_ element: Element) {}
}
