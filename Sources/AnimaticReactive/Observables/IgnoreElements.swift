extension ObservableType {
    /// Only the terminal event: the elements are dropped.
    ///
    /// Returns `Observable<Never>`, as RxSwift 6 does (RxSwift 5 returned a `Completable`):
    /// write `.ignoreElements().asCompletable()` for a ``Completable``.
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
