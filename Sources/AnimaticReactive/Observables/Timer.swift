import AnimaticClock

/// The element type of `timer` and `interval`: any fixed-width integer (RxSwift's name).
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0` after `dueTime`, then, with a `period`, `1`, `2`, ... every `period`;
    /// without one it completes after the `0`.
    ///
    /// Ticks land exactly on `subscription + dueTime + k * period` (integer story time). A
    /// negative, NaN or infinite time ends the sequence with a `StoryTimeError`, also reported
    /// to the story being recorded. A zero period is allowed, as in RxSwift
    /// (`Observable+TimerTests.swift`, `testInterval_TimeSpan_Zero`): each tick is one more
    /// scheduler step at the same time, so it must be cut short (`take`, `take(while:)`);
    /// after 100,000 ticks at one instant the sequence fails with a
    /// ``ReactiveArgumentError``, reported to the story, rather than hang the recording.
    ///
    /// ```swift
    /// Observable<Int>.timer(.seconds(1), period: .milliseconds(500), scheduler: MainScheduler.instance)
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType) -> Observable<Element> {
        let due = storyDuration(dueTime, "timer dueTime")
        let step: Result<StoryTime, StoryTimeError>? = period.map { storyDuration($0, "period") }
        return makeTimer(due, step, scheduler)
    }

    /// `timer` with times in seconds (`TimeInterval`).
    public static func timer(_ dueTime: Double, period: Double? = nil, scheduler: any SchedulerType) -> Observable<Element> {
        let due = storyDuration(dueTime, "timer dueTime")
        let step: Result<StoryTime, StoryTimeError>? = period.map { storyDuration($0, "period") }
        return makeTimer(due, step, scheduler)
    }

    /// Emits `0`, `1`, `2`, ... every `period`, the first one `period` after subscription.
    /// A zero period ticks once per scheduler step (see `timer`).
    ///
    /// ```swift
    /// Observable<Int>.interval(0.5, scheduler: MainScheduler.instance).take(4)   // 0.5 ... 2.0 s
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let step = storyDuration(period, "period")
        return makeTimer(step, step, scheduler)
    }

    /// `interval` with the period in seconds (`TimeInterval`).
    public static func interval(_ period: Double, scheduler: any SchedulerType) -> Observable<Element> {
        let step = storyDuration(period, "period")
        return makeTimer(step, step, scheduler)
    }

    private static func makeTimer(
        _ due: Result<StoryTime, StoryTimeError>, _ period: Result<StoryTime, StoryTimeError>?,
        _ scheduler: any SchedulerType
    ) -> Observable<Element> {
        switch (due, period) {
        case (.failure(let error), _), (_, .failure(let error)?): return refused(error)
        case (.success(let first), .success(let step)?): return TimerProducer(first, step, scheduler)
        case (.success(let first), nil): return TimerProducer(first, nil, scheduler)
        }
    }
}

/// How many ticks a zero-period `interval` or `timer`, or elements a `repeatElement`, may send at one instant of story time
/// before it fails (virtual time would otherwise stand still for ever).
let zeroPeriodTickLimit = 100_000

final class TimerProducer<Element: RxAbstractInteger>: Observable<Element> {
    let dueTime: StoryTime
    let period: StoryTime?
    let scheduler: any SchedulerType
    init(_ dueTime: StoryTime, _ period: StoryTime?, _ scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = TimerSink(observer, period, scheduler)
        sink.start(after: dueTime)
        return sink
    }
}

final class TimerSink<Element: RxAbstractInteger>: SubscriptionNode {
    private var downstream: EventSink<Element>?
    private let period: StoryTime?
    private let scheduler: any SchedulerType
    private var timer: (any Disposable)?
    private var count: Element = 0
    /// Zero-period ticks in a row at the current instant.
    private var ticksAtInstant = 0
    private var instant = StoryTime.zero

    init(_ downstream: EventSink<Element>, _ period: StoryTime?, _ scheduler: any SchedulerType) {
        self.downstream = downstream
        self.period = period
        self.scheduler = scheduler
    }

    override var isDisposed: Bool { downstream == nil }

    func start(after delay: StoryTime) {
        timer = scheduler.scheduleAfter(delay) { [self] in tick() }
    }

    private func tick() {
        timer = nil
        guard let observer = downstream else { return }
        let value = count
        count &+= 1
        observer.next(value)
        guard downstream != nil else { return }
        if let period {
            if period.ticks == 0 {
                let current = scheduler.storyNow
                if current != instant { instant = current; ticksAtInstant = 0 }
                ticksAtInstant += 1
                if ticksAtInstant >= zeroPeriodTickLimit {
                    let failure = ReactiveArgumentError(
                        operatorName: "interval",
                        reason: "a zero period sent \(zeroPeriodTickLimit) elements at one instant without being stopped")
                    StoryContext.reportToCurrent(failure)
                    downstream = nil
                    observer.error(failure)
                    return
                }
            }
            start(after: period)
        } else {
            downstream = nil
            observer.completed()
        }
    }

    override func dispose() {
        downstream = nil
        if let timer {
            self.timer = nil
            timer.dispose()
        }
    }
}
