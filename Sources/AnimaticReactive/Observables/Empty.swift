extension ObservableType {
    /// A sequence that completes at once, without elements.
    ///
    /// ```swift
    /// Observable<Void>.empty().delay(0.5, scheduler: MainScheduler.instance)   // a pause
    /// ```
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }
}

final class EmptyProducer<Element>: Observable<Element> {
    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        observer.completed()
        return doneNode
    }
}
