extension ObservableType {
    /// A sequence that never sends anything. Its subscription holds no resources.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

final class NeverProducer<Element>: Observable<Element> {
    override func run(_ observer: EventSink<Element>) -> SubscriptionNode { doneNode }
}
