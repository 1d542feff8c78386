// Private stand-ins for the operators the RxCocoa traits are built from, so that the traits do
// not wait for the general operators: `observe(on: MainScheduler)`, `subscribe(on: MainScheduler)`,
// `catch`, `flatMapLatest`, `distinctUntilChanged` and `from(_:scheduler: MainScheduler)`, each
// with RxSwift's behaviour on the main thread (RxSwift/Observables/ObserveOn.swift,
// SubscribeOn.swift, Catch.swift, Switch.swift, DistinctUntilChanged.swift, Sequence.swift).
// Their names start with `Cocoa` so that they do not collide with the general ones.

/// `observe(on: MainScheduler.instance)`: each event goes through the main scheduler's rule
/// (at once on the story's thread unless a main-scheduler action is running or waiting).
final class CocoaObserveOnMain<Element>: Observable<Element> {
    let source: Observable<Element>
    init(_ source: Observable<Element>) { self.source = source }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = CocoaObserveOnMainSink(observer)
        sink.subscribe(to: source)
        return sink
    }
}

final class CocoaObserveOnMainSink<Element>: OperatorSink<Element, Element> {
    private var stopped = false

    override func next(_ element: Element) {
        if stopped { return }
        _ = MainScheduler.instance.scheduleLikeMainThread { [weak self] in
            guard let self, !self.disposed else { return }
            self.downstream?.next(element)
        }
    }

    override func error(_ error: any Error) {
        if stopped { return }
        stopped = true
        _ = MainScheduler.instance.scheduleLikeMainThread { [weak self] in
            guard let self, !self.disposed else { return }
            self.forwardError(error)
        }
    }

    override func completed() {
        if stopped { return }
        stopped = true
        _ = MainScheduler.instance.scheduleLikeMainThread { [weak self] in
            guard let self, !self.disposed else { return }
            self.forwardCompleted()
        }
    }
}

/// `subscribe(on: MainScheduler.instance)`: the subscription is made by the main scheduler's rule.
final class CocoaSubscribeOnMain<Element>: Observable<Element> {
    let source: Observable<Element>
    init(_ source: Observable<Element>) { self.source = source }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = CocoaPassSink<Element>(observer)
        let scheduled = MainScheduler.instance.scheduleLikeMainThread { [source] in
            if !sink.isDisposed { sink.subscribe(to: source) }
        }
        sink.extra = scheduled
        return sink
    }
}

/// Forwards everything; disposes `extra` too.
final class CocoaPassSink<Element>: OperatorSink<Element, Element> {
    var extra: (any Disposable)?
    override func next(_ element: Element) { downstream?.next(element) }
    override func didDispose() { if let extra { self.extra = nil; extra.dispose() } }
}

/// `catch`: on an error, continues with the sequence `handler` returns for it.
final class CocoaCatch<Element>: Observable<Element> {
    let source: Observable<Element>
    let handler: (any Error) -> Observable<Element>
    init(_ source: Observable<Element>, _ handler: @escaping (any Error) -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = CocoaCatchSink(observer, handler)
        sink.subscribe(to: source)
        return sink
    }
}

final class CocoaCatchSink<Element>: OperatorSink<Element, Element> {
    let handler: (any Error) -> Observable<Element>
    private var fallback: SubscriptionNode?

    init(_ downstream: EventSink<Element>, _ handler: @escaping (any Error) -> Observable<Element>) {
        self.handler = handler
        super.init(downstream)
    }

    override func next(_ element: Element) { downstream?.next(element) }

    override func error(_ error: any Error) {
        guard !disposed, downstream != nil else { return }
        if let upstream { self.upstream = nil; upstream.dispose() }
        let node = handler(error).run(CocoaRelaySink(self))
        if disposed { node.dispose() } else { fallback = node }
    }

    override func didDispose() { if let fallback { self.fallback = nil; fallback.dispose() } }
}

/// Sends what it receives to a sink's downstream (the second source of `catch`).
final class CocoaRelaySink<Element>: EventSink<Element> {
    private weak var parent: OperatorSink<Element, Element>?
    init(_ parent: OperatorSink<Element, Element>) { self.parent = parent }
    override var isDisposed: Bool { parent?.isDisposed ?? true }
    override func next(_ element: Element) { parent?.downstream?.next(element) }
    override func error(_ error: any Error) { parent?.forwardError(error) }
    override func completed() { parent?.forwardCompleted() }
}

/// `flatMapLatest`: each element's inner sequence replaces the previous one; ends when the
/// source and the latest inner sequence have completed; any error ends it.
final class CocoaFlatMapLatest<Element, Result>: Observable<Result> {
    let source: Observable<Element>
    let selector: (Element) -> Observable<Result>
    init(_ source: Observable<Element>, _ selector: @escaping (Element) -> Observable<Result>) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: EventSink<Result>) -> SubscriptionNode {
        let sink = CocoaFlatMapLatestSink(observer, selector)
        sink.subscribe(to: source)
        return sink
    }
}

final class CocoaFlatMapLatestSink<Element, Result>: OperatorSink<Element, Result> {
    let selector: (Element) -> Observable<Result>
    private var inner: SubscriptionNode?
    private var innerID = 0
    private var innerRunning = false
    private var sourceDone = false

    init(_ downstream: EventSink<Result>, _ selector: @escaping (Element) -> Observable<Result>) {
        self.selector = selector
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard !disposed else { return }
        innerID += 1
        if let inner { self.inner = nil; inner.dispose() }
        let observable = selector(element)
        innerRunning = true
        let id = innerID
        let node = observable.run(CocoaInnerSink(self, id))
        if disposed || id != innerID || !innerRunning { node.dispose() } else { inner = node }
    }

    override func completed() {
        sourceDone = true
        if let upstream { self.upstream = nil; upstream.dispose() }
        if !innerRunning { forwardCompleted() }
    }

    func innerNext(_ element: Result, _ id: Int) { if id == innerID { downstream?.next(element) } }
    func innerError(_ error: any Error, _ id: Int) { if id == innerID { forwardError(error) } }
    func innerCompleted(_ id: Int) {
        guard id == innerID else { return }
        innerRunning = false
        if let inner { self.inner = nil; inner.dispose() }
        if sourceDone { forwardCompleted() }
    }

    override func didDispose() { if let inner { self.inner = nil; inner.dispose() } }
}

final class CocoaInnerSink<Element, Result>: EventSink<Result> {
    private weak var parent: CocoaFlatMapLatestSink<Element, Result>?
    private let id: Int
    init(_ parent: CocoaFlatMapLatestSink<Element, Result>, _ id: Int) {
        self.parent = parent
        self.id = id
    }
    override var isDisposed: Bool { parent?.isDisposed ?? true }
    override func next(_ element: Result) { parent?.innerNext(element, id) }
    override func error(_ error: any Error) { parent?.innerError(error, id) }
    override func completed() { parent?.innerCompleted(id) }
}

/// `distinctUntilChanged(comparer)`: drops an element equal to the one before it.
final class CocoaDistinct<Element>: Observable<Element> {
    let source: Observable<Element>
    let same: (Element, Element) -> Bool
    init(_ source: Observable<Element>, _ same: @escaping (Element, Element) -> Bool) {
        self.source = source
        self.same = same
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = CocoaDistinctSink(observer, same)
        sink.subscribe(to: source)
        return sink
    }
}

final class CocoaDistinctSink<Element>: OperatorSink<Element, Element> {
    let same: (Element, Element) -> Bool
    private var last: Element?
    init(_ downstream: EventSink<Element>, _ same: @escaping (Element, Element) -> Bool) {
        self.same = same
        super.init(downstream)
    }
    override func next(_ element: Element) {
        if let last, same(last, element) { return }
        last = element
        downstream?.next(element)
    }
}

/// `from(elements, scheduler: MainScheduler.instance)`: each element (and then the completion)
/// in its own main-scheduler action, as RxSwift's recursive scheduling does: the first at once
/// on the story's thread, the others queued after it at the same story time.
final class CocoaFromOnMain<Element>: Observable<Element> {
    let elements: [Element]
    init(_ elements: [Element]) { self.elements = elements }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = CocoaPassSink<Element>(observer)
        let elements = self.elements
        var index = 0
        func step() {
            guard !sink.isDisposed else { return }
            if index < elements.count {
                let element = elements[index]
                index += 1
                sink.next(element)
                sink.extra = MainScheduler.instance.scheduleLikeMainThread(step)
            } else {
                sink.completed()
            }
        }
        sink.extra = MainScheduler.instance.scheduleLikeMainThread(step)
        return sink
    }
}
