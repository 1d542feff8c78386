import AnimaticClock

// The internal machinery every operator is built from.
//
// A subscription is a chain of sinks, one per operator: each sink observes the sink (or source)
// above it and is, at the same time, the disposable handed to the one below. There is no
// separate "disposer" object, no observer boxing and no lock: Animatic records a story on one
// thread, so a chain is single-threaded by contract.
//
// The contract between a producer and the sink it feeds:
// - `Observable.run(_:)` subscribes `observer` and returns the node that cancels the subscription;
//   it may emit synchronously (even a terminal event) before it returns.
// - After a terminal event a sink disposes itself, which disposes what is above it.
// - A disposed sink forwards nothing; disposing twice does nothing.

/// The cancellation side of one link of a subscription chain.
///
/// Subclasses keep their own state; this base class stores nothing, so the shared
/// ``doneNode`` can be immutable.
@usableFromInline class SubscriptionNode: Cancelable {
    @usableFromInline init() {}
    /// Cancels this link (and everything it subscribed to). Idempotent.
    @usableFromInline func dispose() {}
    /// Whether the link is cancelled (or finished). The base class is always finished.
    @usableFromInline var isDisposed: Bool { true }
}

/// The node returned by sources that finished (or never needed cleanup) during `run`.
final class DoneNode: SubscriptionNode, @unchecked Sendable {}

/// The one shared finished node: `just`, `empty`, `error`, `never` return it without allocating.
let doneNode = DoneNode()

/// The observation side of a link: receives the events of the link above.
///
/// The three methods replace RxSwift's `on(Event)` so that no `Event` is built and switched on
/// at every step of a chain.
@usableFromInline class EventSink<Element>: SubscriptionNode {
    /// Whether events are still wanted; plain observers (closures, foreign observers) always
    /// want them, sinks override this with their own state.
    override var isDisposed: Bool { false }
    /// Receives an element.
    func next(_ element: Element) {}
    /// Receives the error that ends the sequence.
    func error(_ error: any Error) {}
    /// Receives the end of the sequence.
    func completed() {}
}

/// A sink that feeds one downstream observer and ends it by the contract above: a terminal
/// event stops forwarding first (`downstream == nil` means "stopped"), is sent, and then the
/// sink disposes itself. Subclasses keep their own upstream and disposed state.
@usableFromInline class ForwardingSink<Input, Output>: EventSink<Input> {
    @exclusivity(unchecked) final var downstream: EventSink<Output>?

    init(_ downstream: EventSink<Output>) {
        self.downstream = downstream
    }

    /// Ends the downstream with `error` (once) and disposes this sink.
    final func forwardError(_ error: any Error) {
        guard let observer = downstream else { return }
        downstream = nil
        observer.error(error)
        dispose()
    }

    /// Ends the downstream (once) and disposes this sink.
    final func forwardCompleted() {
        guard let observer = downstream else { return }
        downstream = nil
        observer.completed()
        dispose()
    }
}

/// A sink between one upstream subscription and one downstream observer, the shape of most
/// operators.
@usableFromInline class OperatorSink<Input, Output>: ForwardingSink<Input, Output> {
    @exclusivity(unchecked) final var upstream: SubscriptionNode?
    @exclusivity(unchecked) final var disposed = false

    override final var isDisposed: Bool { disposed }

    /// Subscribes this sink to `source`, keeping the subscription unless the sink already
    /// finished during the call (then the subscription is disposed at once).
    final func subscribe(to source: Observable<Input>) {
        let node = source.run(self)
        if disposed { node.dispose() } else { upstream = node }
    }

    override func error(_ error: any Error) { forwardError(error) }
    override func completed() { forwardCompleted() }

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let node = upstream {
            upstream = nil
            node.dispose()
        }
        didDispose()
    }

    /// Called once, after the upstream was disposed; operators release their own resources here.
    func didDispose() {}
}

/// Reports an operator argument RxSwift would trap on and returns an observable that fails with it.
@usableFromInline func refused<Element>(_ error: any Error) -> Observable<Element> {
    RefusedArgument(error)
}

/// Fails every subscriber with an argument error, reporting it to the story at each subscription.
final class RefusedArgument<Element>: Observable<Element> {
    let failure: any Error
    init(_ failure: any Error) { self.failure = failure }
    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        StoryContext.reportToCurrent(failure)
        observer.error(failure)
        return doneNode
    }
}
