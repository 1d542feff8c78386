import AnimaticClock

extension ObservableType {
    /// Subscribes to the source `dueTime` after the subscription is made; events then pass
    /// through unchanged. So `shift.delaySubscription(1)` moves from 1.0 to 1.5.
    ///
    /// Disposing before `dueTime` cancels the subscription that was due (the source never
    /// starts). A negative, NaN or infinite `dueTime` ends the sequence with a
    /// `StoryTimeError`, also reported to the story being recorded.
    ///
    /// ```swift
    /// view.rx.fade(duration: 0.5).delaySubscription(1, scheduler: MainScheduler.instance)
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(dueTime, "delaySubscription") {
        case .success(let time): return DelaySubscriptionProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }

    /// `delaySubscription` with the due time in seconds (`TimeInterval`).
    public func delaySubscription(_ dueTime: Double, scheduler: any SchedulerType) -> Observable<Element> {
        switch storyDuration(dueTime, "delaySubscription") {
        case .success(let time): return DelaySubscriptionProducer(asObservable(), time, scheduler)
        case .failure(let error): return refused(error)
        }
    }
}

final class DelaySubscriptionProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ dueTime: StoryTime, _ scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = DelaySubscriptionSink(observer)
        let source = self.source
        sink.timer = scheduler.scheduleAfter(dueTime) {
            sink.timer = nil
            sink.subscribe(to: source)
        }
        return sink
    }
}

final class DelaySubscriptionSink<Element>: OperatorSink<Element, Element> {
    var timer: (any Disposable)?
    override func next(_ element: Element) { downstream?.next(element) }
    override func didDispose() {
        if let timer {
            self.timer = nil
            timer.dispose()
        }
    }
}
