extension ObservableType {
    /// Creates a sequence from a closure that drives an observer.
    ///
    /// `subscribe` runs once per subscription, when the subscription is made. The disposable it
    /// returns is disposed when the subscription ends: disposed by the subscriber, cut short by
    /// an operator such as `take` or `concat`, or right after a terminal event. Events sent
    /// after the end are ignored.
    ///
    /// ```swift
    /// func fade(_ view: UIView, duration: TimeInterval) -> Observable<Void> {
    ///     Observable.create { observer in
    ///         UIView.animate(withDuration: duration, animations: { view.alpha = 0 }) { _ in
    ///             observer.onNext(())
    ///             observer.onCompleted()
    ///         }
    ///         return Disposables.create()
    ///     }
    /// }
    /// ```
    ///
    /// - Complexity: one small object per subscription besides what the closure allocates.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
        // Inlined so that the caller names the concrete classes: generic metadata is then a
        // cached constant there, instead of a runtime look-up per subscription here.
        AnonymousObservable(subscribe, sink: CreateSink<Element>.self)
    }
}

@usableFromInline final class AnonymousObservable<Element>: Observable<Element> {
    let handler: (AnyObserver<Element>) -> any Disposable
    /// The sink class, named by the (specialised) caller so `run` needs no metadata look-up.
    let sinkType: CreateSink<Element>.Type
    @usableFromInline init(_ handler: @escaping (AnyObserver<Element>) -> any Disposable,
                           sink: CreateSink<Element>.Type) {
        self.handler = handler
        self.sinkType = sink
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = sinkType.init(observer)
        let disposable = handler(AnyObserver(sink: sink))
        sink.attach(disposable)
        return sink
    }
}

/// The observer a `create` closure drives, and the subscription that disposes what it returned.
@usableFromInline final class CreateSink<Element>: ForwardingSink<Element, Element> {
    @exclusivity(unchecked) private var resource: (any Disposable)?
    @exclusivity(unchecked) private var disposed = false

    @usableFromInline required override init(_ downstream: EventSink<Element>) { super.init(downstream) }

    func attach(_ disposable: any Disposable) {
        if disposed { disposable.dispose() } else { resource = disposable }
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) { downstream?.next(element) }

    override func error(_ error: any Error) { forwardError(error) }

    override func completed() { forwardCompleted() }

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let resource {
            self.resource = nil
            resource.dispose()
        }
    }
}
