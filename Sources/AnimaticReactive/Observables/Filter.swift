extension ObservableType {
    /// Only the elements that satisfy `predicate`; an error thrown by it ends the sequence.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }   // next(2), next(4), completed
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterProducer(asObservable(), predicate)
    }
}

final class FilterProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool
    init(_ source: Observable<Element>, _ predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = FilterSink(observer, predicate)
        sink.subscribe(to: source)
        return sink
    }
}

final class FilterSink<Element>: OperatorSink<Element, Element> {
    let predicate: (Element) throws -> Bool
    init(_ downstream: EventSink<Element>, _ predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard let observer = downstream else { return }
        let keep: Bool
        do { keep = try predicate(element) } catch {
            forwardError(error)
            return
        }
        if keep { observer.next(element) }
    }
}
