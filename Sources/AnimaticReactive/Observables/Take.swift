import AnimaticClock

extension ObservableType {
    /// The first `count` elements, then completion.
    ///
    /// On the `count`-th element, `take` forwards it, then completes, then disposes its source,
    /// all before the source's `onNext` call returns: a source that checks a "disposed" flag
    /// right after emitting sees it set. `take(0)` completes at once without subscribing.
    ///
    /// ```swift
    /// view.rx.rotateEndlessly(duration: 0.5).take(5)   // five quarter turns, then done
    /// ```
    ///
    /// A negative `count` is a programming error (RxSwift traps): Animatic ends the sequence
    /// with a ``ReactiveArgumentError`` and reports it to the story being recorded.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return Observable<Element>.takeNothing(count) }
        return TakeCountProducer(asObservable(), count, sink: TakeCountSink<Element>.self)
    }

    /// The elements sent during the first `duration` after subscription, then completion.
    ///
    /// A negative or infinite duration ends the sequence with a `StoryTimeError`, reported to
    /// the story being recorded.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(duration, "take duration") {
        case .success(let time): return TakeTimeProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }

    /// `take(for:scheduler:)` with the duration in seconds (`TimeInterval`).
    public func take(for duration: Double, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(duration, "take duration") {
        case .success(let time): return TakeTimeProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }
}

extension Observable {
    /// `take(count)` for `count <= 0`: refused, or empty.
    @usableFromInline static func takeNothing(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return refused(ReactiveArgumentError(operatorName: "take", reason: "count must not be negative, got \(count)"))
        }
        return EmptyProducer()
    }
}

@usableFromInline final class TakeCountProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let count: Int
    let sinkType: TakeCountSink<Element>.Type
    @usableFromInline init(_ source: Observable<Element>, _ count: Int, sink: TakeCountSink<Element>.Type) {
        self.source = source
        self.count = count
        self.sinkType = sink
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = sinkType.init(observer, count)
        sink.subscribe(to: source)
        return sink
    }
}

@usableFromInline final class TakeCountSink<Element>: OperatorSink<Element, Element> {
    @exclusivity(unchecked) var remaining: Int
    @usableFromInline required init(_ downstream: EventSink<Element>, _ count: Int) {
        remaining = count
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard let observer = downstream, remaining > 0 else { return }
        remaining -= 1
        observer.next(element)
        if remaining == 0 { forwardCompleted() }
    }
}

final class TakeTimeProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let duration: StoryTime
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ duration: StoryTime, _ scheduler: any SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = TakeTimeSink(observer)
        sink.timer = scheduler.scheduleAfter(duration) { sink.forwardCompleted() }
        sink.subscribe(to: source)
        return sink
    }
}

final class TakeTimeSink<Element>: OperatorSink<Element, Element> {
    @exclusivity(unchecked) var timer: (any Disposable)?
    override func next(_ element: Element) { downstream?.next(element) }
    override func didDispose() {
        if let timer {
            self.timer = nil
            timer.dispose()
        }
    }
}
