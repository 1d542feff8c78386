import AnimaticClock

extension ObservableType {
    /// Delivers each element and the completion `dueTime` later; errors are delivered at once.
    ///
    /// The source is subscribed IMMEDIATELY, so its side effects happen now: `shift.delay(1)`
    /// starts moving at 0 and completes at 1.5. Events due at the same time arrive in the order
    /// they were sent. (To start the source later, use `delaySubscription`.)
    ///
    /// ```swift
    /// Observable.of(()).delay(0.5, scheduler: MainScheduler.instance)   // a half-second pause
    /// Observable.of(()).delay(.milliseconds(500), scheduler: MainScheduler.instance)
    /// ```
    ///
    /// A negative, NaN or infinite `dueTime` (or `.never`) ends the sequence with a
    /// `StoryTimeError`, which is also reported to the story being recorded.
    ///
    /// - Complexity: one scheduled clock action per delivered event.
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(dueTime, "delay") {
        case .success(let time): return DelayProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }

    /// `delay` with the due time in seconds (`TimeInterval`), as RxSwift 4 spelled it.
    public func delay(_ dueTime: Double, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(dueTime, "delay") {
        case .success(let time): return DelayProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }
}

final class DelayProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ dueTime: StoryTime, _ scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = DelaySink(observer, dueTime, scheduler)
        sink.subscribe(to: source)
        return sink
    }
}

/// Schedules one clock action per event; all delays are equal, so the actions fire in the
/// order the events arrived and each one delivers the oldest waiting event.
final class DelaySink<Element>: OperatorSink<Element, Element> {
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    @exclusivity(unchecked) private var waiting: [Waiting] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var sourceEnded = false

    init(_ downstream: EventSink<Element>, _ dueTime: StoryTime, _ scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream)
    }

    override func next(_ element: Element) {
        if downstream == nil || sourceEnded { return }
        enqueue(.next(element))
    }

    override func completed() {
        if downstream == nil || sourceEnded { return }
        sourceEnded = true
        enqueue(.completed)
    }

    private func enqueue(_ event: Event<Element>) {
        let index = waiting.count
        waiting.append(Waiting(event: event, action: nil))
        let action = scheduler.scheduleAfter(dueTime) { [self] in deliverOldest() }
        if index >= head && index < waiting.count { waiting[index].action = action }
    }

    private func deliverOldest() {
        guard head < waiting.count else { return }
        let event = waiting[head].event
        waiting[head].action = nil
        head += 1
        if head == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            head = 0
        }
        switch event {
        case .next(let element): downstream?.next(element)
        case .completed: forwardCompleted()
        case .error(let error): forwardError(error)
        }
    }

    /// An event waiting for its time, and the clock action that will deliver it.
    private struct Waiting {
        var event: Event<Element>
        var action: (any Disposable)?
    }

    override func didDispose() {
        let pending = waiting[head...]
        waiting = []
        head = 0
        for entry in pending { entry.action?.dispose() }
    }
}
