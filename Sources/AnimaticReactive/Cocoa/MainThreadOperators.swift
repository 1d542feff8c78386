// The main-scheduler operators the RxCocoa traits are built from, with RxSwift's main-thread
// rule (an event goes out at once on the story's thread unless a main-scheduler action is running
// or waiting): `observe(on: MainScheduler)`, `subscribe(on: MainScheduler)` and
// `from(_:scheduler: MainScheduler)` (RxSwift/Observables/ObserveOn.swift, SubscribeOn.swift,
// Sequence.swift). The traits use the general `catch`, `flatMapLatest` and `distinctUntilChanged`.

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
