extension ObservableType {
    /// Calls `observableFactory` at each subscription and subscribes to the sequence it returns;
    /// an error thrown by the factory is sent as the sequence's error.
    ///
    /// ```swift
    /// Observable.deferred { Observable.just(view.alpha) }   // reads alpha when subscribed
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        DeferredProducer(observableFactory)
    }
}

final class DeferredProducer<Element>: Observable<Element> {
    let factory: () throws -> Observable<Element>
    init(_ factory: @escaping () throws -> Observable<Element>) { self.factory = factory }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let source: Observable<Element>
        do { source = try factory() } catch {
            observer.error(error)
            return doneNode
        }
        return source.run(observer)
    }
}
