import AnimaticClock

extension ObservableType {
    /// Delivers each element and the completion `dueTime` later; errors are delivered at once.
    ///
    /// The source is subscribed IMMEDIATELY, so its side effects happen now: `shift.delay(1)`
    /// starts moving at 0 and completes at 1.5. Events due at the same time arrive in the order
    /// they were sent, one per scheduler step, as in RxSwift's `Delay.swift`: an element and the
    /// completion sent together arrive at two successive steps of the same time. (To start the
    /// source later, use `delaySubscription`.)
    ///
    /// ```swift
    /// Observable.of(()).delay(0.5, scheduler: MainScheduler.instance)   // a half-second pause
    /// Observable.of(()).delay(.milliseconds(500), scheduler: MainScheduler.instance)
    /// ```
    ///
    /// A negative, NaN or infinite `dueTime` (or `.never`) ends the sequence with a
    /// `StoryTimeError`, which is also reported to the story being recorded.
    ///
    /// - Complexity: one scheduled clock action per delivered event, one pending at a time.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(dueTime, "delay") {
        case .success(let time): return DelayProducer(asObservable(), time, scheduler, sink: DelaySink<Element>.self)
        case .failure(let error): return refused(error)
        }
    }

    /// `delay` with the due time in seconds (`TimeInterval`), as RxSwift 4 spelled it.
    @inlinable
    public func delay(_ dueTime: Double, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(dueTime, "delay") {
        case .success(let time): return DelayProducer(asObservable(), time, scheduler, sink: DelaySink<Element>.self)
        case .failure(let error): return refused(error)
        }
    }
}

@usableFromInline final class DelayProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    let sinkType: DelaySink<Element>.Type
    @usableFromInline init(_ source: Observable<Element>, _ dueTime: StoryTime, _ scheduler: any SchedulerType,
                           sink: DelaySink<Element>.Type) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.sinkType = sink
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = sinkType.init(observer, dueTime, scheduler)
        sink.subscribe(to: source)
        return sink
    }
}

/// Delivers one waiting event per scheduler action, as RxSwift's `Delay.swift` does: the first
/// event schedules an action `dueTime` after it arrived; each action delivers the oldest
/// waiting event and, if another one waits, schedules the next action at that event's time
/// plus `dueTime` (at once, as a new scheduler step, when that time has come). So an element
/// and the completion that arrive together are delivered at two successive scheduler steps.
/// An error is delivered at once and drops the waiting events; the source's subscription is
/// disposed as soon as it ends.
///
/// The waiting events are kept without building `Event` values: the elements in one queue (and
/// their arrival times in another, so that no tuple type's metadata is looked up when a sink is
/// made or disposed: three lookups per sink, ~1 % of the anchor benchmark) and the completion as a flag (it arrives last, nothing follows it), so a delayed completion, the
/// common "pause" of a story, stores nothing generic at all.
///
/// On Animatic's own schedulers (``MainScheduler``, ``StoryScheduler``) the action goes to the
/// story's ``VirtualClock`` directly and the sink keeps its token: a pause costs no allocation
/// beyond the sink and the action. Other schedulers get `scheduleAfter` and its disposable.
@usableFromInline final class DelaySink<Element>: OperatorSink<Element, Element> {
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    /// The clock behind `scheduler`, when it is one of Animatic's own.
    private let clock: VirtualClock?
    /// Elements waiting for their time, oldest first from `elementHead`, and their arrival times
    /// (`arrivals[i]` is when `elements[i]` arrived).
    @exclusivity(unchecked) private var elements: [Element] = []
    @exclusivity(unchecked) private var arrivals: [StoryTime] = []
    @exclusivity(unchecked) private var elementHead = 0
    /// The completion waits behind every element; `completionTime` is when it arrived.
    @exclusivity(unchecked) private var completionWaiting = false
    @exclusivity(unchecked) private var completionTime = StoryTime.zero
    /// The one pending action: its clock token (clock path) or its disposable.
    @exclusivity(unchecked) private var token: ClockToken?
    @exclusivity(unchecked) private var action: (any Disposable)?
    @exclusivity(unchecked) private var active = false
    @exclusivity(unchecked) private var sourceEnded = false

    @usableFromInline required init(_ downstream: EventSink<Element>, _ dueTime: StoryTime,
                                    _ scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        if let main = scheduler as? MainScheduler {
            clock = main.clock
        } else if let story = scheduler as? StoryScheduler {
            clock = story.clock
        } else {
            clock = nil
        }
        super.init(downstream)
    }

    private var now: StoryTime { clock?.now ?? scheduler.now }

    override func next(_ element: Element) {
        if downstream == nil || sourceEnded { return }
        elements.append(element)
        arrivals.append(now)
        if !active { schedule(after: dueTime) }
    }

    override func completed() {
        if downstream == nil || sourceEnded { return }
        sourceEnded = true
        if let node = upstream {
            upstream = nil
            node.dispose()
        }
        completionWaiting = true
        completionTime = now
        if !active { schedule(after: dueTime) }
    }

    private func schedule(after delay: StoryTime) {
        active = true
        if let clock {
            token = clock.schedule(after: delay) { [self] in
                token = nil
                drain()
            }
            return
        }
        action = nil
        let scheduled = scheduler.scheduleAfter(delay) { [self] in
            action = nil
            drain()
        }
        // The action may have run (and scheduled the next one) during `scheduleAfter`.
        if active && action == nil && token == nil { action = scheduled }
    }

    /// Delivers the oldest waiting event, then schedules the action for the next one.
    private func drain() {
        active = false
        guard let observer = downstream else { return }
        if elementHead < elements.count {
            let element = elements[elementHead]
            elementHead += 1
            if elementHead == elements.count {
                elements.removeAll(keepingCapacity: true)
                arrivals.removeAll(keepingCapacity: true)
                elementHead = 0
            }
            observer.next(element)
        } else if completionWaiting {
            completionWaiting = false
            forwardCompleted()
            return
        } else {
            return
        }
        if disposed || active { return }
        let nextTime: StoryTime
        if elementHead < elements.count {
            nextTime = arrivals[elementHead]
        } else if completionWaiting {
            nextTime = completionTime
        } else {
            return
        }
        let due = nextTime + dueTime
        let current = now
        schedule(after: due.ticks > current.ticks ? due - current : .zero)
    }

    override func didDispose() {
        if !elements.isEmpty {
            elements = []
            arrivals = []
        }
        elementHead = 0
        completionWaiting = false
        active = false
        if let action {
            self.action = nil
            action.dispose()
        }
        if let token, let clock {
            self.token = nil
            clock.cancel(token)
        }
    }
}
