/// Whether `take(until:behavior:)` and `take(while:behavior:)` also forward the element that
/// stops them.
public enum TakeBehavior: Sendable {
    /// Forward the element that stops the sequence, then complete.
    case inclusive
    /// Complete without forwarding the element that stops the sequence.
    case exclusive
}

extension ObservableType {
    /// The elements until `other` sends an element; then completion.
    ///
    /// `other` is subscribed first, then this sequence (as RxSwift does: if `other` sends during
    /// its subscription, this sequence is still subscribed, and disposed at once). An error of
    /// `other` ends the result with it; `other` completing without an element changes nothing.
    ///
    /// ```swift
    /// box.rx.pulse().take(until: stop)   // pulses until `stop` emits
    /// ```
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntilProducer(asObservable(), other.asObservable())
    }

    /// RxSwift 5's spelling of `take(until:)` (with another sequence).
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// The elements until `predicate` returns `true` for one, then completion; with
    /// `.inclusive` that element is forwarded before the completion.
    ///
    /// The source is disposed as soon as the predicate matches, before its `onNext` returns.
    /// An error thrown by `predicate` ends the sequence with it.
    ///
    /// ```swift
    /// angles.take(until: { $0 >= .pi }, behavior: .inclusive)
    /// ```
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicateProducer(asObservable(), behavior, predicate)
    }

    /// The elements while `predicate` returns `true`, then completion; with `.inclusive` the
    /// first element that fails it is forwarded before the completion.
    ///
    /// ```swift
    /// Observable<Int>.interval(0.5, scheduler: MainScheduler.instance).take(while: { $0 < 3 })   // 0, 1, 2
    /// ```
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicateProducer(asObservable(), behavior) { try !predicate($0) }
    }

    /// RxSwift 5's spelling of `take(while:behavior:)` (exclusive).
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}

final class TakeUntilProducer<Element, Other>: Observable<Element> {
    let source: Observable<Element>
    let other: Observable<Other>
    init(_ source: Observable<Element>, _ other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = TakeUntilSink<Element>(observer)
        let otherSink = TakeUntilOtherSink<Other, Element>(sink)
        sink.other = otherSink
        otherSink.attach(other.run(otherSink))
        sink.subscribe(to: source)
        return sink
    }
}

final class TakeUntilSink<Element>: OperatorSink<Element, Element> {
    var other: SubscriptionNode?
    override func next(_ element: Element) { downstream?.next(element) }
    override func didDispose() {
        if let other {
            self.other = nil
            other.dispose()
        }
    }
}

/// Observes the sequence that stops a `take(until:)`.
final class TakeUntilOtherSink<Other, Element>: EventSink<Other> {
    private var parent: TakeUntilSink<Element>?
    private var upstream: SubscriptionNode?
    private var disposed = false

    init(_ parent: TakeUntilSink<Element>) { self.parent = parent }

    override var isDisposed: Bool { disposed }

    func attach(_ node: SubscriptionNode) {
        if disposed { node.dispose() } else { upstream = node }
    }

    override func next(_ element: Other) { parent?.forwardCompleted() }
    override func error(_ error: any Error) { parent?.forwardError(error) }
    override func completed() { dispose() }

    override func dispose() {
        if disposed { return }
        disposed = true
        parent = nil
        if let node = upstream {
            upstream = nil
            node.dispose()
        }
    }
}

final class TakeUntilPredicateProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let behavior: TakeBehavior
    let predicate: (Element) throws -> Bool
    init(_ source: Observable<Element>, _ behavior: TakeBehavior, _ predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = TakeUntilPredicateSink(observer, behavior, predicate)
        sink.subscribe(to: source)
        return sink
    }
}

final class TakeUntilPredicateSink<Element>: OperatorSink<Element, Element> {
    let behavior: TakeBehavior
    let predicate: (Element) throws -> Bool
    init(_ downstream: EventSink<Element>, _ behavior: TakeBehavior, _ predicate: @escaping (Element) throws -> Bool) {
        self.behavior = behavior
        self.predicate = predicate
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard let observer = downstream else { return }
        let stop: Bool
        do { stop = try predicate(element) } catch {
            forwardError(error)
            return
        }
        if !stop {
            observer.next(element)
            return
        }
        if behavior == .inclusive { observer.next(element) }
        forwardCompleted()
    }
}
