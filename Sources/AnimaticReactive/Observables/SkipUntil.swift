extension ObservableType {
    /// The elements sent after `other` sends its first element.
    ///
    /// As RxSwift's `skip(until:)` (RxSwift/Observables/SkipUntil.swift): this sequence is
    /// subscribed first, then `other`; `other`'s first element opens the gate and its
    /// subscription is disposed; its error ends the result with that error; its completion
    /// without an element keeps the gate shut for good. This sequence's error is always
    /// forwarded, its completion only once the gate is open (before that the result ends
    /// silently, as in RxSwift).
    ///
    /// ```swift
    /// taps.skip(until: introFinished)   // taps once the intro has finished
    /// ```
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        SkipUntilProducer(asObservable(), other.asObservable())
    }

    /// RxSwift 5's spelling of ``skip(until:)``.
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }

    /// The elements from the first one for which `predicate` returns `false` on.
    ///
    /// As RxSwift's `skip(while:)` (RxSwift/Observables/SkipWhile.swift): once an element
    /// passes, `predicate` is not called again; an error it throws ends the sequence with it.
    ///
    /// ```swift
    /// Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 })   // next(5), next(1), completed
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhileProducer(asObservable(), predicate)
    }

    /// RxSwift 5's spelling of ``skip(while:)``.
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

final class SkipUntilProducer<Element, Other>: Observable<Element> {
    let source: Observable<Element>
    let other: Observable<Other>
    init(_ source: Observable<Element>, _ other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = SkipUntilSink<Element>(observer)
        sink.subscribe(to: source)
        if sink.isDisposed { return sink }
        let gate = InnerSink<Other>()
        gate.handle(next: { [unowned sink, unowned gate] _ in
            sink.forwardElements = true
            gate.stop()
        }, error: { [unowned sink] error in
            sink.forwardError(error)
        }, completed: {})
        sink.gate = gate
        gate.subscribe(to: other)
        return sink
    }
}

final class SkipUntilSink<Element>: OperatorSink<Element, Element> {
    var forwardElements = false
    var gate: SubscriptionNode?

    override func next(_ element: Element) {
        if forwardElements { downstream?.next(element) }
    }

    override func completed() {
        if forwardElements { forwardCompleted() } else { dispose() }
    }

    override func didDispose() {
        if let gate {
            self.gate = nil
            gate.dispose()
        }
    }
}

final class SkipWhileProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool
    init(_ source: Observable<Element>, _ predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = SkipWhileSink(observer, predicate)
        sink.subscribe(to: source)
        return sink
    }
}

final class SkipWhileSink<Element>: OperatorSink<Element, Element> {
    let predicate: (Element) throws -> Bool
    var running = false
    init(_ downstream: EventSink<Element>, _ predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard let observer = downstream else { return }
        if !running {
            do { running = try !predicate(element) } catch {
                forwardError(error)
                return
            }
        }
        if running { observer.next(element) }
    }
}
