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
/// The waiting events are kept without building `Event` values: the elements in a
/// ``DelayQueue`` made when the first element arrives (its elements and their arrival times in
/// two arrays, so that no tuple type's metadata is looked up), and the completion as a flag (it
/// arrives last, nothing follows it), so a delayed completion, the common "pause" of a story,
/// stores nothing generic at all: not even an empty `[Element]`, whose generic metadata was
/// looked up when the sink was disposed (330 instructions a sink, 3.3 M on the 10,000-view
/// benchmark; BENCHMARKS.md, branch `perf4`).
///
/// On Animatic's own schedulers (``MainScheduler``, ``StoryScheduler``) the action goes to the
/// story's ``VirtualClock`` directly and the sink keeps its token: a pause costs no allocation
/// beyond the sink and the action. Other schedulers get `scheduleAfter` and its disposable.
@usableFromInline final class DelaySink<Element>: OperatorSink<Element, Element> {
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    /// The clock behind `scheduler`, when it is one of Animatic's own.
    private let clock: VirtualClock?
    /// The elements waiting for their time, once one has arrived.
    @exclusivity(unchecked) private var queue: DelayQueue<Element>?
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
        clock = storyClock(of: scheduler)
        super.init(downstream)
    }

    private var now: StoryTime { clock?.now ?? scheduler.now }

    override func next(_ element: Element) {
        if downstream == nil || sourceEnded { return }
        let waiting: DelayQueue<Element>
        if let queue { waiting = queue } else { waiting = DelayQueue(); queue = waiting }
        waiting.elements.append(element)
        waiting.arrivals.append(now)
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
        if let waiting = queue, waiting.head < waiting.elements.count {
            let element = waiting.elements[waiting.head]
            waiting.head += 1
            if waiting.head == waiting.elements.count {
                waiting.elements.removeAll(keepingCapacity: true)
                waiting.arrivals.removeAll(keepingCapacity: true)
                waiting.head = 0
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
        if let waiting = queue, waiting.head < waiting.elements.count {
            nextTime = waiting.arrivals[waiting.head]
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
        queue = nil
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

/// The elements waiting in a ``DelaySink``, oldest first from `head`, and their arrival times
/// (`arrivals[i]` is when `elements[i]` arrived).
final class DelayQueue<Element> {
    @exclusivity(unchecked) var elements: [Element] = []
    @exclusivity(unchecked) var arrivals: [StoryTime] = []
    @exclusivity(unchecked) var head = 0
}

/// The clock behind `scheduler` when it is one of Animatic's own (``MainScheduler``,
/// ``StoryScheduler``), else `nil`.
///
/// The existential is opened and its type compared (two pointer comparisons) instead of cast
/// with `as?`: a dynamic cast out of `any SchedulerType` took ~255 instructions per
/// `delay` subscription (2.6 M on the 10,000-view benchmark; BENCHMARKS.md, branch `perf4`).
func storyClock<Scheduler: SchedulerType>(of scheduler: Scheduler) -> VirtualClock? {
    if Scheduler.self == MainScheduler.self {
        return unsafeBitCast(scheduler, to: MainScheduler.self).clock
    }
    if Scheduler.self == StoryScheduler.self {
        return unsafeBitCast(scheduler, to: StoryScheduler.self).clock
    }
    return nil
}
