extension ObservableType {
    /// Each element with `object`, held weakly: once `object` is gone, the next element
    /// completes the sequence instead.
    ///
    /// As RxSwift's `withUnretained(_:resultSelector:)` (RxSwift/Observables/WithUnretained.swift):
    /// the check happens when an element arrives, so a sequence whose object is gone completes at
    /// its next element, not before; errors and completion of the source pass through.
    ///
    /// ```swift
    /// taps.withUnretained(self) { controller, _ in controller.card }
    ///     .subscribe(onNext: { card in card.alpha = 1 })
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretainedProducer(asObservable(), object, resultSelector)
    }

    /// Each element paired with `object`, held weakly; see
    /// ``withUnretained(_:resultSelector:)``.
    ///
    /// ```swift
    /// taps.withUnretained(self).subscribe(onNext: { controller, _ in controller.showNext() })
    /// ```
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

final class WithUnretainedProducer<Object: AnyObject, Element, Out>: Observable<Out> {
    let source: Observable<Element>
    weak var object: Object?
    let selector: (Object, Element) -> Out
    init(_ source: Observable<Element>, _ object: Object, _ selector: @escaping (Object, Element) -> Out) {
        self.source = source
        self.object = object
        self.selector = selector
    }

    override func run(_ observer: EventSink<Out>) -> SubscriptionNode {
        let sink = WithUnretainedSink(observer, object, selector)
        sink.subscribe(to: source)
        return sink
    }
}

final class WithUnretainedSink<Object: AnyObject, Element, Out>: OperatorSink<Element, Out> {
    weak var object: Object?
    let selector: (Object, Element) -> Out
    init(_ downstream: EventSink<Out>, _ object: Object?, _ selector: @escaping (Object, Element) -> Out) {
        self.object = object
        self.selector = selector
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard let observer = downstream else { return }
        guard let object else {
            forwardCompleted()
            return
        }
        observer.next(selector(object, element))
    }
}
