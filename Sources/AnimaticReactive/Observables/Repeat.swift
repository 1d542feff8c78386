import AnimaticClock

extension ObservableType {
    /// The same element again and again, without end: cut it with `take`, `take(until:)` or
    /// `take(while:)`.
    ///
    /// Each element is scheduled on `scheduler` after the previous one was delivered. On the
    /// default ``CurrentThreadScheduler`` they are all sent during `subscribe` until the
    /// subscription is disposed; on `MainScheduler.instance` each one is a separate clock
    /// action at the same story time. Either way, a `repeatElement` nobody stops never ends
    /// (RxSwift spins at that instant for ever): after 100,000 elements at one instant of story
    /// time the sequence fails with a ``ReactiveArgumentError`` naming `repeatElement`,
    /// reported to the story being recorded, rather than hang the recording. Cut it before operators
    /// that queue elements: `repeatElement(()).concatMap { pulse }` queues forever, while
    /// `repeatElement(()).take(3).concatMap { pulse }` pulses three times. For an endless loop
    /// of an animation, concatenate a lazy sequence instead:
    /// `Observable.concat(sequence(first: pulse) { $0 }).take(until: stop)`.
    ///
    /// ```swift
    /// Observable.repeatElement(()).take(3).concatMap { box.rx.pulse() }   // pulse three times
    /// ```
    public static func repeatElement(
        _ element: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RepeatElementProducer(element, scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// The integers `start`, `start + 1`, ..., `count` of them, then completion.
    ///
    /// Scheduled like ``repeatElement(_:scheduler:)``: on the default ``CurrentThreadScheduler``
    /// everything is sent during `subscribe`.
    ///
    /// A negative `count`, or one that would overflow `Element`, is a programming error
    /// (RxSwift traps): Animatic ends the sequence with a ``ReactiveArgumentError`` and reports
    /// it to the story being recorded.
    ///
    /// ```swift
    /// Observable.range(start: 1, count: 3)   // 1, 2, 3, completed
    /// ```
    public static func range(
        start: Element, count: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        if count < 0 {
            return refused(ReactiveArgumentError(operatorName: "range", reason: "count must not be negative, got \(count)"))
        }
        if count > 0 {
            let (_, overflow) = start.addingReportingOverflow(count - 1)
            if overflow {
                return refused(ReactiveArgumentError(
                    operatorName: "range", reason: "start \(start) + count \(count) overflows \(Element.self)"))
            }
        }
        return RangeProducer(start, count, scheduler)
    }
}

final class RepeatElementProducer<Element>: Observable<Element> {
    let element: Element
    let scheduler: any ImmediateSchedulerType
    init(_ element: Element, _ scheduler: any ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let element = self.element
        var instant = StoryTime.zero
        var sentAtInstant = 0
        let sink = GeneratorSink(observer, scheduler) { observer in
            let now = StoryContext.current?.clock.now ?? .zero
            if now != instant { instant = now; sentAtInstant = 0 }
            if sentAtInstant == zeroPeriodTickLimit {
                let failure = ReactiveArgumentError(
                    operatorName: "repeatElement",
                    reason: "sent \(zeroPeriodTickLimit) elements at one instant without being stopped"
                        + " (cut it with take(_:), take(until:) or take(while:))")
                StoryContext.reportToCurrent(failure)
                observer.error(failure)
                return false
            }
            sentAtInstant += 1
            observer.next(element)
            return true
        }
        sink.scheduleStep()
        return sink
    }
}

final class RangeProducer<Element: RxAbstractInteger>: Observable<Element> {
    let start: Element
    let count: Element
    let scheduler: any ImmediateSchedulerType
    init(_ start: Element, _ count: Element, _ scheduler: any ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let start = self.start, count = self.count
        var index: Element = 0
        let sink = GeneratorSink(observer, scheduler) { observer in
            if index == count {
                observer.completed()
                return false
            }
            let value = start + index
            index += 1
            observer.next(value)
            return true
        }
        sink.scheduleStep()
        return sink
    }
}

/// Sends one step per scheduled action, scheduling the next one after each step until the
/// step says it is done or the subscription is disposed.
final class GeneratorSink<Element>: SubscriptionNode {
    private var downstream: EventSink<Element>?
    private let scheduler: any ImmediateSchedulerType
    private let step: (EventSink<Element>) -> Bool
    private var pending: (any Disposable)?

    init(_ downstream: EventSink<Element>, _ scheduler: any ImmediateSchedulerType,
         _ step: @escaping (EventSink<Element>) -> Bool) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.step = step
    }

    override var isDisposed: Bool { downstream == nil }

    func scheduleStep() {
        let action = scheduler.scheduleNow { [self] in
            pending = nil
            guard let observer = downstream, !observer.isDisposed else { return }
            if step(observer) {
                scheduleStep()
            } else {
                dispose()
            }
        }
        // On the trampoline the action may already have run (and scheduled its successor,
        // which is then the pending one).
        if downstream != nil && pending == nil { pending = action }
    }

    override func dispose() {
        downstream = nil
        if let pending {
            self.pending = nil
            pending.dispose()
        }
    }
}
