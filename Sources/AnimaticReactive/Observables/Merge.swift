extension ObservableType {
    /// The elements of all the sequences as they arrive; subscribes to all of them at once, in
    /// order. Completes when every source completed; the first error ends everything.
    ///
    /// ```swift
    /// Observable.merge(views.map { view in intro(of: view) })   // all views animate together
    /// ```
    ///
    /// - Complexity: per source, one small link in a list; a finished source is unlinked in O(1).
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        MergeSourcesProducer(SourceList(sources))
    }

    /// `merge` over an array of sequences.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeSourcesProducer(SourceList(sources))
    }

    /// `merge` of the sequences given as arguments.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeSourcesProducer(SourceList(sources))
    }

    /// Maps each element to a sequence and merges those sequences: each inner sequence is
    /// subscribed as soon as its element arrives. Completes when this sequence and every inner
    /// one completed; a `selector` that throws ends the sequence with that error.
    ///
    /// ```swift
    /// rotate(view, duration: 0.5).flatMap { shift(view, duration: 0.5) }
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMapProducer(asObservable(), selector)
    }

    /// Maps each element to a sequence and concatenates those sequences: the next inner
    /// sequence is subscribed when the previous one completed; elements arriving meanwhile wait
    /// in a queue.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        ConcatMapProducer(asObservable(), selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences this sequence emits (`flatMap { $0 }`).
    public func merge() -> Observable<Element.Element> {
        FlatMapProducer(asObservable()) { $0 }
    }

    /// Concatenates the inner sequences this sequence emits (`concatMap { $0 }`).
    public func concat() -> Observable<Element.Element> {
        ConcatMapProducer(asObservable()) { $0 }
    }
}

// MARK: - merge

@usableFromInline final class MergeSourcesProducer<Element>: Observable<Element> {
    let sources: SourceList<Element>
    @usableFromInline init(_ sources: SourceList<Element>) {
        self.sources = sources
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = MergeAllSink<Element>(observer)
        for source in sources {
            if sink.isDisposed || observer.isDisposed { break }
            sink.subscribeInner(source)
        }
        sink.completed()
        return sink
    }
}

final class FlatMapProducer<SourceElement, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner
    init(_ source: Observable<SourceElement>, _ selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: EventSink<Inner.Element>) -> SubscriptionNode {
        let sink = FlatMapSink(observer, selector)
        sink.subscribeOuter(source)
        return sink
    }
}

/// Keeps the inner subscriptions of a merge in an intrusive doubly linked list: no array to
/// grow, no dictionary, O(1) removal when an inner sequence finishes.
///
/// As an observer it receives the outer events; subclasses turn an outer element into a source:
/// ``MergeAllSink`` receives ready-made sources (static `merge`), ``FlatMapSink`` maps first.
class MergeSink<Outer, Element>: ForwardingSink<Outer, Element> {
    @exclusivity(unchecked) final var outer: SubscriptionNode?
    @exclusivity(unchecked) final var head: MergeInner<Outer, Element>?
    @exclusivity(unchecked) final var active = 0
    @exclusivity(unchecked) final var outerDone = false
    @exclusivity(unchecked) final var disposed = false
    /// Looked up once per merge, not once per inner subscription.
    final let innerType = MergeInner<Outer, Element>.self

    override final var isDisposed: Bool { disposed }

    final func subscribeOuter(_ source: Observable<Outer>) {
        let node = source.run(self)
        if disposed || outerDone { node.dispose() } else { outer = node }
    }


    final func subscribeInner(_ source: Observable<Element>) {
        let inner = innerType.init(self)
        inner.next = head
        head?.previous = inner
        head = inner
        active += 1
        let node = source.run(inner)
        inner.attach(node)
    }

    override final func error(_ error: any Error) { forwardError(error) }

    override final func completed() {
        if disposed || outerDone { return }
        outerDone = true
        if let node = outer {
            outer = nil
            node.dispose()
        }
        if active == 0 { forwardCompleted() }
    }

    final func innerCompleted(_ inner: MergeInner<Outer, Element>) {
        if let next = inner.next { next.previous = inner.previous }
        if let previous = inner.previous { previous.next = inner.next } else { head = inner.next }
        inner.next = nil
        inner.previous = nil
        inner.finish()
        active -= 1
        if outerDone && active == 0 { forwardCompleted() }
    }

    override final func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let node = outer {
            outer = nil
            node.dispose()
        }
        var link = head
        head = nil
        while let inner = link {
            link = inner.next
            inner.next = nil
            inner.previous = nil
            inner.finish()
        }
    }
}

/// The sink of static `merge`: every outer element is a source to merge.
final class MergeAllSink<Element>: MergeSink<Observable<Element>, Element> {
    override func next(_ source: Observable<Element>) { subscribeInner(source) }
}

/// The sink of `flatMap`: maps each outer element to a source, then merges it.
final class FlatMapSink<SourceElement, Inner: ObservableConvertibleType>: MergeSink<SourceElement, Inner.Element> {
    let selector: (SourceElement) throws -> Inner

    init(_ downstream: EventSink<Inner.Element>, _ selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(downstream)
    }

    override func next(_ element: SourceElement) {
        if downstream == nil { return }
        let source: Observable<Inner.Element>
        do { source = try selector(element).asObservable() } catch {
            forwardError(error)
            return
        }
        subscribeInner(source)
    }
}

/// One inner subscription of a merge: forwards to the merge and unlinks itself at the end.
final class MergeInner<Outer, Element>: EventSink<Element> {
    @exclusivity(unchecked) private var parent: MergeSink<Outer, Element>?
    @exclusivity(unchecked) var next: MergeInner<Outer, Element>?
    @exclusivity(unchecked) unowned(unsafe) var previous: MergeInner<Outer, Element>?
    @exclusivity(unchecked) private var subscription: SubscriptionNode?

    required init(_ parent: MergeSink<Outer, Element>) { self.parent = parent }

    override var isDisposed: Bool { parent == nil }

    func attach(_ node: SubscriptionNode) {
        if parent == nil { node.dispose() } else { subscription = node }
    }

    override func next(_ element: Element) { parent?.downstream?.next(element) }

    override func error(_ error: any Error) {
        guard let parent else { return }
        finish()
        parent.forwardError(error)
    }

    override func completed() {
        guard let parent else { return }
        parent.innerCompleted(self)
    }

    /// Stops forwarding and disposes the inner subscription.
    func finish() {
        parent = nil
        if let node = subscription {
            subscription = nil
            node.dispose()
        }
    }
}

// MARK: - concatMap

final class ConcatMapProducer<SourceElement, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner
    init(_ source: Observable<SourceElement>, _ selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: EventSink<Inner.Element>) -> SubscriptionNode {
        let sink = ConcatMapSink(observer, selector)
        let node = source.run(sink)
        sink.attachOuter(node)
        return sink
    }
}

/// Observes the outer sequence; a single ``ConcatMapInner`` observes the active inner one.
final class ConcatMapSink<SourceElement, Inner: ObservableConvertibleType>: ForwardingSink<SourceElement, Inner.Element> {
    typealias Element = Inner.Element
    private let selector: (SourceElement) throws -> Inner
    @exclusivity(unchecked) private var outer: SubscriptionNode?
    @exclusivity(unchecked) private var outerDone = false
    @exclusivity(unchecked) private var waiting: [Observable<Element>] = []
    @exclusivity(unchecked) private var waitingHead = 0
    @exclusivity(unchecked) private var current: SubscriptionNode?
    @exclusivity(unchecked) private var innerActive = false
    @exclusivity(unchecked) private var subscribing = false
    @exclusivity(unchecked) private var completedWhileSubscribing = false
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var innerObserverStorage: ConcatMapInner<SourceElement, Inner>?
    private var innerObserver: ConcatMapInner<SourceElement, Inner> {
        if let existing = innerObserverStorage { return existing }
        let created = ConcatMapInner(self)
        innerObserverStorage = created
        return created
    }

    init(_ downstream: EventSink<Element>, _ selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(downstream)
    }

    override var isDisposed: Bool { disposed }

    func attachOuter(_ node: SubscriptionNode) {
        if disposed || outerDone { node.dispose() } else { outer = node }
    }

    override func next(_ element: SourceElement) {
        if downstream == nil { return }
        let source: Observable<Element>
        do { source = try selector(element).asObservable() } catch {
            forwardError(error)
            return
        }
        waiting.append(source)
        if !innerActive { drain() }
    }

    override func error(_ error: any Error) { forwardError(error) }

    override func completed() {
        if disposed || outerDone { return }
        outerDone = true
        if let node = outer {
            outer = nil
            node.dispose()
        }
        if !innerActive { drain() }
    }

    fileprivate func innerCompleted() {
        if disposed { return }
        if subscribing {
            completedWhileSubscribing = true
            return
        }
        innerActive = false
        if let node = current {
            current = nil
            node.dispose()
        }
        drain()
    }

    /// Subscribes to waiting sources one after the other (looping over synchronous ones).
    private func drain() {
        while !disposed {
            guard let observer = downstream, !observer.isDisposed else { return }
            guard waitingHead < waiting.count else {
                if outerDone { forwardCompleted() }
                return
            }
            let source = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            innerActive = true
            subscribing = true
            completedWhileSubscribing = false
            let node = source.run(innerObserver)
            subscribing = false
            if disposed {
                node.dispose()
                return
            }
            if completedWhileSubscribing {
                innerActive = false
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
        waiting = []
        innerObserverStorage?.parent = nil
        innerObserverStorage = nil
        if let node = outer {
            outer = nil
            node.dispose()
        }
        if let node = current {
            current = nil
            node.dispose()
        }
    }
}

/// Observes the active inner sequence of a `concatMap` (one at a time, so one object serves all).
final class ConcatMapInner<SourceElement, Inner: ObservableConvertibleType>: EventSink<Inner.Element> {
    /// Strong, so a chain kept alive by its source keeps working; cleared when the parent is
    /// disposed, which breaks the cycle.
    @exclusivity(unchecked) var parent: ConcatMapSink<SourceElement, Inner>?
    init(_ parent: ConcatMapSink<SourceElement, Inner>) { self.parent = parent }
    override var isDisposed: Bool { parent?.isDisposed ?? true }
    override func next(_ element: Inner.Element) { parent?.downstream?.next(element) }
    override func error(_ error: any Error) { parent?.forwardError(error) }
    override func completed() { parent?.innerCompleted() }
}
