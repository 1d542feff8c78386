// The observer the newer multi-subscription operators (switchLatest, merge(maxConcurrent:),
// withLatestFrom, amb, catch, retry(when:), timeout, ...) hand to each sequence they subscribe
// to: it forwards to closures of the operator's sink and keeps its own subscription. Stopping it
// drops the closures (which capture the operator's sink), so disposing the operator breaks
// every cycle. These operators are not on the hot path of a story; the core ones (map,
// flatMap, concat, delay) keep their dedicated sinks.

/// Forwards the events of one subscription to closures until stopped.
final class InnerSink<Element>: EventSink<Element> {
    private var onNext: ((Element) -> Void)?
    private var onError: ((any Error) -> Void)?
    private var onCompleted: (() -> Void)?
    private var subscription: SubscriptionNode?
    private var stopped = false

    override init() {}

    /// Sets the closures (they may capture the sink itself: stopping drops them).
    func handle(next: @escaping (Element) -> Void, error: @escaping (any Error) -> Void, completed: @escaping () -> Void) {
        onNext = next
        onError = error
        onCompleted = completed
    }

    override var isDisposed: Bool { stopped }

    /// Subscribes to `source`; if the sink stopped during the call, the subscription is
    /// disposed at once.
    func subscribe(to source: Observable<Element>) {
        let node = source.run(self)
        if stopped { node.dispose() } else { subscription = node }
    }

    override func next(_ element: Element) {
        if !stopped { onNext?(element) }
    }

    override func error(_ error: any Error) {
        guard !stopped, let handler = onError else { return }
        stop()
        handler(error)
    }

    override func completed() {
        guard !stopped, let handler = onCompleted else { return }
        stop()
        handler()
    }

    /// Drops the closures and disposes the subscription. Idempotent.
    func stop() {
        if stopped { return }
        stopped = true
        onNext = nil
        onError = nil
        onCompleted = nil
        if let node = subscription {
            subscription = nil
            node.dispose()
        }
    }

    override func dispose() { stop() }
}

/// A sink with one downstream and any number of ``InnerSink``s, stopped together when it is
/// disposed; subclasses keep the rest of their state and release it in `didDispose`.
class MultiInnerSink<Output>: ForwardingSink<Never, Output> {
    final var inners: [ObjectIdentifier: SubscriptionNode] = [:]
    final var disposed = false

    override final var isDisposed: Bool { disposed }

    /// Subscribes an inner observer to `source`, tracked until it ends or the sink is disposed.
    @discardableResult
    final func subscribeInner<Element>(
        _ source: Observable<Element>, next: @escaping (Element) -> Void,
        error: ((any Error) -> Void)? = nil, completed: @escaping () -> Void
    ) -> InnerSink<Element> {
        let inner = InnerSink<Element>()
        let id = ObjectIdentifier(inner)
        inner.handle(
            next: next,
            error: { [self] failure in
                inners[id] = nil
                if let error { error(failure) } else { forwardError(failure) }
            },
            completed: { [self] in
                inners[id] = nil
                completed()
            })
        if disposed {
            inner.stop()
            return inner
        }
        inners[id] = inner
        inner.subscribe(to: source)
        if inner.isDisposed { inners[id] = nil }
        return inner
    }

    /// Stops one inner observer.
    final func stopInner(_ inner: SubscriptionNode) {
        inners[ObjectIdentifier(inner)] = nil
        inner.dispose()
    }

    override final func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        let all = inners
        inners = [:]
        for inner in all.values { inner.dispose() }
        didDispose()
    }

    func didDispose() {}
}
