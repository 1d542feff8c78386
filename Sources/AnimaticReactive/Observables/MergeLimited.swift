extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences, at most `maxConcurrent` of them subscribed at a time: the
    /// others wait in a queue, in order, and each is subscribed when an active one completes
    /// (RxSwift's `Merge.swift`, `MergeLimited`). `merge(maxConcurrent: 1)` is `concat()`.
    ///
    /// Completes when the outer sequence and every inner one completed; the first error ends
    /// it. A `maxConcurrent` below 1 would never subscribe anything: it ends the sequence with
    /// a ``ReactiveArgumentError``, reported to the story being recorded.
    ///
    /// ```swift
    /// Observable.from(views.map(intro)).merge(maxConcurrent: 2)   // two views animate at a time
    /// ```
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        if maxConcurrent < 1 {
            return refused(ReactiveArgumentError(
                operatorName: "merge(maxConcurrent:)", reason: "maxConcurrent must be at least 1, got \(maxConcurrent)"))
        }
        return MergeLimitedProducer(asObservable(), maxConcurrent)
    }
}

final class MergeLimitedProducer<Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    let source: Observable<Inner>
    let maxConcurrent: Int
    init(_ source: Observable<Inner>, _ maxConcurrent: Int) {
        self.source = source
        self.maxConcurrent = maxConcurrent
    }

    override func run(_ observer: EventSink<Inner.Element>) -> SubscriptionNode {
        let sink = MergeLimitedSink<Inner>(observer)
        sink.maxConcurrent = maxConcurrent
        sink.start(source)
        return sink
    }
}

final class MergeLimitedSink<Inner: ObservableConvertibleType>: MultiInnerSink<Inner.Element> {
    var maxConcurrent = 1
    private var queue: [Observable<Inner.Element>] = []
    private var queueHead = 0
    private var active = 0
    private var outerDone = false

    func start(_ source: Observable<Inner>) {
        subscribeInner(source, next: { [self] inner in
            let observable = inner.asObservable()
            if active < maxConcurrent {
                subscribeNext(observable)
            } else {
                queue.append(observable)
            }
        }, completed: { [self] in
            outerDone = true
            if active == 0 { forwardCompleted() }
        })
    }

    private func subscribeNext(_ source: Observable<Inner.Element>) {
        active += 1
        subscribeInner(source, next: { [self] in downstream?.next($0) }, completed: { [self] in
            if queueHead < queue.count {
                let next = queue[queueHead]
                queueHead += 1
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
                active -= 1
                subscribeNext(next)
            } else {
                active -= 1
                if outerDone && active == 0 { forwardCompleted() }
            }
        })
    }

    override func didDispose() { queue = [] }
}
