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

/// Schedules one clock action per event; all delays are equal, so the actions fire in the
/// order the events arrived and each one delivers the oldest waiting event.
///
/// The waiting events are kept without building `Event` values: the elements in one queue and
/// the completion as a flag (it arrives last, nothing follows it), so a delayed completion, the
/// common "pause" of a story, stores nothing generic at all.
///
/// On Animatic's own schedulers (``MainScheduler``, ``StoryScheduler``) the actions go to the
/// story's ``VirtualClock`` directly and the sink keeps their tokens, the first one inline: a
/// pause costs no allocation beyond the sink. Other schedulers get `scheduleAfter` and their
/// disposables.
@usableFromInline final class DelaySink<Element>: OperatorSink<Element, Element> {
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    /// The clock behind `scheduler`, when it is one of Animatic's own.
    private let clock: VirtualClock?
    /// Elements waiting for their time, oldest first from `elementHead`.
    @exclusivity(unchecked) private var elements: [Element] = []
    @exclusivity(unchecked) private var elementHead = 0
    /// The completion waits behind every element.
    @exclusivity(unchecked) private var completionWaiting = false
    /// Clock path: one token per waiting event, oldest first.
    @exclusivity(unchecked) private var tokens = TokenQueue()
    /// Other schedulers: one entry per waiting event, oldest first from `actionHead`: the
    /// action that will deliver it (`nil` while `scheduleAfter` has not returned it yet).
    @exclusivity(unchecked) private var actions: [(any Disposable)?] = []
    @exclusivity(unchecked) private var actionHead = 0
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

    override func next(_ element: Element) {
        if downstream == nil || sourceEnded { return }
        elements.append(element)
        enqueue()
    }

    override func completed() {
        if downstream == nil || sourceEnded { return }
        sourceEnded = true
        completionWaiting = true
        enqueue()
    }

    private func enqueue() {
        if let clock {
            tokens.push(clock.schedule(after: dueTime) { [self] in
                tokens.popOldest()
                deliverOldest()
            })
            return
        }
        let index = actions.count
        actions.append(nil)
        let action = scheduler.scheduleAfter(dueTime) { [self] in
            guard actionHead < actions.count else { return }
            actions[actionHead] = nil
            actionHead += 1
            if actionHead == actions.count {
                actions.removeAll(keepingCapacity: true)
                actionHead = 0
            }
            deliverOldest()
        }
        if index >= actionHead && index < actions.count { actions[index] = action }
    }

    private func deliverOldest() {
        if elementHead < elements.count {
            let element = elements[elementHead]
            elementHead += 1
            if elementHead == elements.count {
                elements.removeAll(keepingCapacity: true)
                elementHead = 0
            }
            downstream?.next(element)
        } else if completionWaiting {
            completionWaiting = false
            forwardCompleted()
        }
    }

    override func didDispose() {
        let pending = actions[actionHead...]
        actions = []
        actionHead = 0
        elements = []
        elementHead = 0
        completionWaiting = false
        for action in pending { action?.dispose() }
        if let clock {
            let waiting = tokens
            tokens = TokenQueue()
            waiting.forEach { clock.cancel($0) }
        }
    }
}

/// A first-in first-out queue of clock tokens that holds its first token inline, so that one
/// waiting event needs no array.
struct TokenQueue {
    private var first: ClockToken?
    private var rest: [ClockToken] = []
    private var restHead = 0

    /// Adds the newest token.
    mutating func push(_ token: ClockToken) {
        if first == nil && restHead == rest.count {
            first = token
        } else {
            rest.append(token)
        }
    }

    /// Drops the oldest token (its action is running).
    mutating func popOldest() {
        if first != nil {
            first = nil
        } else if restHead < rest.count {
            restHead += 1
            if restHead == rest.count {
                rest.removeAll(keepingCapacity: true)
                restHead = 0
            }
        }
    }

    /// Calls `body` with every token, oldest first.
    func forEach(_ body: (ClockToken) -> Void) {
        if let first { body(first) }
        for token in rest[restHead...] { body(token) }
    }
}
