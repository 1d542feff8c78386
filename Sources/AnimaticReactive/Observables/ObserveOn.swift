extension ObservableType {
    /// Delivers every event through `scheduler`, one scheduler action per event, in order
    /// (RxSwift's `ObserveOn.swift`). On `MainScheduler.instance` that is the story clock: each
    /// event arrives at the same story time, after the actions already due then.
    ///
    /// ```swift
    /// model.observe(on: MainScheduler.instance).subscribe(onNext: { label.text = $0 })
    /// ```
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return SinkProducer(source) { observer in ObserveOnSink(observer, scheduler) }
    }

    /// RxSwift 5's name of ``observe(on:)``.
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Subscribes to the source, and later disposes that subscription, through `scheduler`
    /// (RxSwift's `SubscribeOn.swift`): each is one scheduler action. As in RxSwift, the source
    /// itself (not an `asObservable()` wrapper) is subscribed, so a hand-written
    /// `ObservableType`'s subscription is disposed one step after it ends.
    ///
    /// ```swift
    /// work.subscribe(on: MainScheduler.instance)   // subscribed at the next step of now
    /// ```
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        if let observable = self as? Observable<Element> {
            return SubscribeOnProducer({ observable.run($0) }, scheduler)
        }
        return SubscribeOnProducer({ [self] sink in subscribe(AnyObserver(sink: sink)) }, scheduler)
    }

    /// RxSwift 5's name of ``subscribe(on:)``.
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

final class ObserveOnSink<Element>: OperatorSink<Element, Element> {
    private let scheduler: any ImmediateSchedulerType
    private var queue: [Event<Element>] = []
    private var head = 0
    private var pending: (any Disposable)?
    private var scheduled = false

    init(_ downstream: EventSink<Element>, _ scheduler: any ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(downstream)
    }

    override func next(_ element: Element) { enqueue(.next(element)) }
    override func error(_ error: any Error) { enqueue(.error(error)) }
    override func completed() { enqueue(.completed) }

    private func enqueue(_ event: Event<Element>) {
        if disposed { return }
        queue.append(event)
        if !scheduled { scheduleDrain() }
    }

    private func scheduleDrain() {
        scheduled = true
        var ran = false
        let action = scheduler.scheduleNow { [weak self] in
            ran = true
            self?.deliverOne()
        }
        if !ran && scheduled { pending = action }
    }

    private func deliverOne() {
        pending = nil
        scheduled = false
        guard let observer = downstream, head < queue.count else { return }
        let event = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        switch event {
        case .next(let element):
            observer.next(element)
            if !disposed && head < queue.count && !scheduled { scheduleDrain() }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }

    override func didDispose() {
        queue = []
        head = 0
        if let pending {
            self.pending = nil
            pending.dispose()
        }
    }
}

final class SubscribeOnProducer<Element>: Observable<Element> {
    let subscribeSource: (EventSink<Element>) -> any Disposable
    let scheduler: any ImmediateSchedulerType
    init(_ subscribeSource: @escaping (EventSink<Element>) -> any Disposable, _ scheduler: any ImmediateSchedulerType) {
        self.subscribeSource = subscribeSource
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = SubscribeOnSink(observer, scheduler)
        let subscribeSource = self.subscribeSource
        sink.pending = scheduler.scheduleNow { [sink] in
            sink.pending = nil
            if sink.isDisposed { return }
            let node = subscribeSource(sink)
            if sink.isDisposed { sink.disposeLater(node) } else { sink.subscription = node }
        }
        return sink
    }
}

/// Forwards the source; disposing it disposes the source's subscription by a scheduler action.
final class SubscribeOnSink<Element>: ForwardingSink<Element, Element> {
    let scheduler: any ImmediateSchedulerType
    var pending: (any Disposable)?
    var subscription: (any Disposable)?
    private var disposed = false

    init(_ downstream: EventSink<Element>, _ scheduler: any ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(downstream)
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) { downstream?.next(element) }
    override func error(_ error: any Error) { forwardError(error) }
    override func completed() { forwardCompleted() }

    func disposeLater(_ node: any Disposable) {
        _ = scheduler.scheduleNow { node.dispose() }
    }

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let pending {
            self.pending = nil
            pending.dispose()
        }
        if let subscription {
            self.subscription = nil
            disposeLater(subscription)
        }
    }
}
