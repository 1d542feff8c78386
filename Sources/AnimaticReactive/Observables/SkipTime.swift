import AnimaticClock

extension ObservableType {
    /// Drops the elements sent during the first `duration` after subscription (RxSwift's
    /// `Skip.swift`, time version); the terminal event always passes.
    ///
    /// An element sent at the very instant the window closes passes only if it was scheduled
    /// after the window's own action. A negative or infinite duration ends the sequence with a
    /// `StoryTimeError`, reported to the story being recorded.
    ///
    /// ```swift
    /// taps.skip(.seconds(1), scheduler: MainScheduler.instance)   // ignore taps in the first second
    /// ```
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(duration, "skip duration") {
        case .success(let time): return SkipTimeProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }

    /// `skip(_:scheduler:)` with the duration in seconds (`TimeInterval`).
    public func skip(_ duration: Double, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(duration, "skip duration") {
        case .success(let time): return SkipTimeProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }
}

final class SkipTimeProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let duration: StoryTime
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ duration: StoryTime, _ scheduler: any SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = SkipTimeSink(observer)
        sink.timer = scheduler.scheduleAfter(duration) { [weak sink] in
            sink?.open = true
            sink?.timer = nil
        }
        sink.subscribe(to: source)
        return sink
    }
}

final class SkipTimeSink<Element>: OperatorSink<Element, Element> {
    var open = false
    var timer: (any Disposable)?
    override func next(_ element: Element) {
        if open { downstream?.next(element) }
    }
    override func didDispose() {
        if let timer {
            self.timer = nil
            timer.dispose()
        }
    }
}
