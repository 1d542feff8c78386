// The machinery `combineLatest` and `zip` share: one sink per subscription that owns one part
// (an observer) per source, subscribes the sources in order, and turns the parts' state into
// results. The two operators differ only in what a part keeps and when a result or the end
// comes (see CombineLatest.swift and Zip.swift).

/// Builds, per subscription, the sink of type `Sink`, its parts and the closure that makes a
/// result from them (`setUp`), then subscribes the sources.
final class MultiSourceProducer<Sink: MultiSourceSink<Result>, Result>: Observable<Result> {
    let setUp: (Sink) -> () throws -> Result
    init(_ setUp: @escaping (Sink) -> () throws -> Result) { self.setUp = setUp }

    override func run(_ observer: EventSink<Result>) -> SubscriptionNode {
        let sink = Sink(observer)
        sink.makeResult = setUp(sink)
        sink.start()
        return sink
    }
}

/// The subscription of a multi-source operator. It observes nothing itself (its input type is
/// `Never`): its parts observe the sources and report to it by index.
class MultiSourceSink<Result>: ForwardingSink<Never, Result> {
    /// Makes a result from the parts' current state (set by the producer's `setUp`).
    final var makeResult: (() throws -> Result)?
    private final var starters: [() -> SubscriptionNode] = []
    private final var subscriptions: [SubscriptionNode?] = []
    /// Which sources have finished, by index; `doneCount` of them.
    private(set) final var done: [Bool] = []
    private(set) final var doneCount = 0
    private final var disposed = false

    required override init(_ downstream: EventSink<Result>) { super.init(downstream) }

    override final var isDisposed: Bool { disposed }

    /// Adds the next source (index `done.count`), subscribed later by ``start()`` through
    /// `subscribe`.
    final func register(_ subscribe: @escaping () -> SubscriptionNode) {
        starters.append(subscribe)
        subscriptions.append(nil)
        done.append(false)
    }

    /// Subscribes the sources in order; stops when a source ends the whole sequence meanwhile.
    final func start() {
        let all = starters
        starters = []
        for (index, subscribe) in all.enumerated() {
            if disposed { return }
            let node = subscribe()
            if disposed || done[index] { node.dispose() } else { subscriptions[index] = node }
        }
    }

    /// Sends the result of the parts' current state, or ends with the error making it threw.
    final func emitResult() {
        guard let observer = downstream, let makeResult else { return }
        let result: Result
        do { result = try makeResult() } catch {
            forwardError(error)
            return
        }
        observer.next(result)
    }

    /// A source failed: the sequence ends with its error.
    final func partError(_ error: any Error) { forwardError(error) }

    /// Marks source `index` finished and disposes its subscription.
    ///
    /// - Returns: `false` if it had finished already or the sink is disposed (nothing changed).
    final func markDone(_ index: Int) -> Bool {
        if disposed || done[index] { return false }
        done[index] = true
        doneCount += 1
        if let node = subscriptions[index] {
            subscriptions[index] = nil
            node.dispose()
        }
        return true
    }

    override final func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        makeResult = nil
        starters = []
        let nodes = subscriptions
        subscriptions = []
        for node in nodes { node?.dispose() }
    }
}
