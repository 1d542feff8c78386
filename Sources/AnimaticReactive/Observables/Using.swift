extension ObservableType {
    /// Creates a resource per subscription and a sequence that uses it; the resource is
    /// disposed when the subscription ends (RxSwift's `Using.swift`: after the sequence's own
    /// subscription). An error thrown by either factory ends the sequence (disposing a
    /// resource already made).
    ///
    /// ```swift
    /// Observable.using({ SerialDisposable() }, observableFactory: { _ in fade })
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingProducer(resourceFactory, observableFactory)
    }
}

final class UsingProducer<Element, Resource: Disposable>: Observable<Element> {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>
    init(_ resourceFactory: @escaping () throws -> Resource, _ observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = UsingSink<Element>(observer)
        do {
            let resource = try resourceFactory()
            sink.resource = resource
            let source = try observableFactory(resource)
            sink.subscribe(to: source)
        } catch {
            sink.forwardError(error)
        }
        return sink
    }
}

final class UsingSink<Element>: OperatorSink<Element, Element> {
    var resource: (any Disposable)?
    override func next(_ element: Element) { downstream?.next(element) }
    override func didDispose() {
        if let resource {
            self.resource = nil
            resource.dispose()
        }
    }
}
