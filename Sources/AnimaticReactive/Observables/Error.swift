extension ObservableType {
    /// A sequence that fails at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> {
        ErrorProducer(error)
    }
}

final class ErrorProducer<Element>: Observable<Element> {
    let failure: any Error
    init(_ failure: any Error) { self.failure = failure }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        observer.error(failure)
        return doneNode
    }
}
