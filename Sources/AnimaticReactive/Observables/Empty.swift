extension ObservableType {
    /// A sequence that completes at once, without elements.
    ///
    /// ```swift
    /// Observable<Void>.empty().delay(0.5, scheduler: MainScheduler.instance)   // a pause
    /// ```
    @inlinable public static func empty() -> Observable<Element> {
        EmptyProducer()
    }
}

@usableFromInline final class EmptyProducer<Element>: Observable<Element> {
    @usableFromInline override init() {}
    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        observer.completed()
        return doneNode
    }
}
