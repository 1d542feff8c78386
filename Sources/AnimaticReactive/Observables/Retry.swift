extension ObservableType {
    /// Resubscribes to this sequence after each error, without end; completes when a
    /// subscription completes.
    ///
    /// The failed subscription is disposed before the new one is made. A source that always
    /// fails at once makes this loop forever (as in RxSwift): prefer ``retry(_:)``.
    public func retry() -> Observable<Element> {
        RetryProducer(asObservable(), nil)
    }

    /// Subscribes to this sequence at most `maxAttemptCount` times in all, resubscribing after
    /// an error (so `retry(2)` retries once); the last error passes through. `retry(0)`
    /// completes at once without subscribing.
    ///
    /// A negative count is a programming error (RxSwift traps): Animatic ends the sequence
    /// with a ``ReactiveArgumentError`` and reports it to the story being recorded.
    ///
    /// ```swift
    /// flakyStep.retry(3)   // up to three tries
    /// ```
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        if maxAttemptCount < 0 {
            return refused(ReactiveArgumentError(
                operatorName: "retry", reason: "maxAttemptCount must not be negative, got \(maxAttemptCount)"))
        }
        if maxAttemptCount == 0 { return Observable.empty() }
        return RetryProducer(asObservable(), maxAttemptCount)
    }
}

final class RetryProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let attempts: Int?
    init(_ source: Observable<Element>, _ attempts: Int?) {
        self.source = source
        self.attempts = attempts
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = RetrySink(observer, source, attempts)
        sink.subscribeAgain()
        return sink
    }
}

/// Observes the current attempt directly; attempts that fail during `subscribe` are retried
/// in a loop, not by recursion.
final class RetrySink<Element>: ForwardingSink<Element, Element> {
    private let source: Observable<Element>
    /// Attempts left, `nil` for no limit.
    private var remaining: Int?
    private var current: SubscriptionNode?
    private var subscribing = false
    private var failedWhileSubscribing = false
    private var disposed = false

    init(_ downstream: EventSink<Element>, _ source: Observable<Element>, _ attempts: Int?) {
        self.source = source
        self.remaining = attempts
        super.init(downstream)
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) { downstream?.next(element) }

    override func completed() { forwardCompleted() }

    override func error(_ error: any Error) {
        guard downstream != nil else { return }
        if let remaining, remaining == 0 {
            forwardError(error)
            return
        }
        if subscribing {
            failedWhileSubscribing = true
            return
        }
        if let node = current {
            current = nil
            node.dispose()
        }
        subscribeAgain()
    }

    /// Makes the next attempt, looping over attempts that fail synchronously.
    func subscribeAgain() {
        while !disposed {
            guard let observer = downstream, !observer.isDisposed else { return }
            if let left = remaining { remaining = left - 1 }
            subscribing = true
            failedWhileSubscribing = false
            let node = source.run(self)
            subscribing = false
            if disposed {
                node.dispose()
                return
            }
            if failedWhileSubscribing {
                node.dispose()
                continue
            }
            current = node
            return
        }
    }

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let node = current {
            current = nil
            node.dispose()
        }
    }
}
