extension ObservableType {
    /// Everything but the first `count` elements.
    ///
    /// A negative `count` is a programming error (RxSwift traps): Animatic ends the sequence
    /// with a ``ReactiveArgumentError`` and reports it to the story being recorded.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).skip(2)   // next(3), completed
    /// ```
    public func skip(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return refused(ReactiveArgumentError(operatorName: "skip", reason: "count must not be negative, got \(count)"))
        }
        if count == 0 { return asObservable() }
        return SkipCountProducer(asObservable(), count)
    }
}

final class SkipCountProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let count: Int
    init(_ source: Observable<Element>, _ count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = SkipCountSink(observer, count)
        sink.subscribe(to: source)
        return sink
    }
}

final class SkipCountSink<Element>: OperatorSink<Element, Element> {
    var remaining: Int
    init(_ downstream: EventSink<Element>, _ count: Int) {
        remaining = count
        super.init(downstream)
    }

    override func next(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
            return
        }
        downstream?.next(element)
    }
}
