import AnimaticClock

// Operators over time on a scheduler: debounce, throttle, timeout, buffer and window by time
// and count. Each follows the RxSwift source file of its name; times are exact story time.
// A negative, NaN or infinite time (or `.never`) ends the sequence with a `StoryTimeError`,
// also reported to the story being recorded.

extension ObservableType {
    /// Sends an element only once `dueTime` has passed without a newer one (RxSwift's
    /// `Debounce.swift`); the completion first sends the element still waiting.
    ///
    /// ```swift
    /// searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timed(storyDuration(dueTime, "debounce dueTime")) { source, time in DebounceProducer(source, time, scheduler) }
    }

    /// `debounce` with the due time in seconds (`TimeInterval`).
    public func debounce(_ dueTime: Double, scheduler: any SchedulerType) -> Observable<Element> {
        timed(storyDuration(dueTime, "debounce dueTime")) { source, time in DebounceProducer(source, time, scheduler) }
    }

    /// Sends at most one element per `dueTime` (RxSwift's `Throttle.swift`): an element is sent
    /// at once if `dueTime` has passed since the last one sent; otherwise, with `latest`, the
    /// newest such element is sent when the period ends (and the completion waits for it),
    /// without `latest` it is dropped.
    ///
    /// ```swift
    /// taps.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> Observable<Element> {
        timed(storyDuration(dueTime, "throttle dueTime")) { source, time in ThrottleProducer(source, time, latest, scheduler) }
    }

    /// `throttle` with the period in seconds (`TimeInterval`).
    public func throttle(_ dueTime: Double, latest: Bool = true, scheduler: any SchedulerType) -> Observable<Element> {
        timed(storyDuration(dueTime, "throttle dueTime")) { source, time in ThrottleProducer(source, time, latest, scheduler) }
    }

    /// Fails with `RxError.timeout` if `dueTime` passes before the first element, or between
    /// two elements (RxSwift's `Timeout.swift`).
    ///
    /// ```swift
    /// response.timeout(.seconds(5), scheduler: MainScheduler.instance)
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// `timeout` with the due time in seconds (`TimeInterval`).
    public func timeout(_ dueTime: Double, scheduler: any SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if `dueTime` passes before the first element, or between two
    /// elements.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let fallback = other.asObservable()
        return timed(storyDuration(dueTime, "timeout dueTime")) { source, time in TimeoutProducer(source, time, fallback, scheduler) }
    }

    /// `timeout(_:other:scheduler:)` with the due time in seconds (`TimeInterval`).
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: Double, other: Source, scheduler: any SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let fallback = other.asObservable()
        return timed(storyDuration(dueTime, "timeout dueTime")) { source, time in TimeoutProducer(source, time, fallback, scheduler) }
    }

    /// Collects the elements into arrays, sent every `timeSpan` or as soon as `count` are
    /// collected, whichever comes first (then the period starts again); the completion sends
    /// the last (possibly empty) array (RxSwift's `Buffer.swift`). A `count` below 1 (RxSwift
    /// traps) ends the sequence with a ``ReactiveArgumentError``, reported to the story.
    ///
    /// ```swift
    /// points.buffer(timeSpan: .seconds(1), count: 10, scheduler: MainScheduler.instance)
    /// ```
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        if count < 1 {
            return refused(ReactiveArgumentError(operatorName: "buffer", reason: "count must be at least 1, got \(count)"))
        }
        switch storyDuration(timeSpan, "buffer timeSpan") {
        case .success(let time): return BufferProducer(asObservable(), time, count, scheduler)
        case .failure(let error): return refused(error)
        }
    }

    /// Splits the elements into windows, each a sequence of its own, a new one every `timeSpan`
    /// or after `count` elements, whichever comes first (RxSwift's `Window.swift`). The first
    /// window is sent at subscription; each window completes when the next one starts.
    ///
    /// Difference from RxSwift: disposing the outer subscription also ends the windows' source
    /// (RxSwift keeps it while a window is subscribed).
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<Observable<Element>> {
        if count < 1 {
            return refused(ReactiveArgumentError(operatorName: "window", reason: "count must be at least 1, got \(count)"))
        }
        switch storyDuration(timeSpan, "window timeSpan") {
        case .success(let time): return WindowProducer(asObservable(), time, count, scheduler)
        case .failure(let error): return refused(error)
        }
    }

    private func timed<Output>(
        _ time: Result<StoryTime, StoryTimeError>, _ make: (Observable<Element>, StoryTime) -> Observable<Output>
    ) -> Observable<Output> {
        switch time {
        case .success(let time): return make(asObservable(), time)
        case .failure(let error): return refused(error)
        }
    }
}

/// An operator sink with one timer at a time.
class TimerOperatorSink<Input, Output>: OperatorSink<Input, Output> {
    final let scheduler: any SchedulerType
    final var timer: (any Disposable)?

    init(_ downstream: EventSink<Output>, _ scheduler: any SchedulerType) {
        self.scheduler = scheduler
        super.init(downstream)
    }

    /// Replaces the pending timer by one running `action` after `delay`.
    final func startTimer(after delay: StoryTime, _ action: @escaping (TimerOperatorSink) -> Void) {
        cancelTimer()
        if disposed { return }
        var fired = false
        let scheduled = scheduler.scheduleAfter(delay) { [weak self] in
            fired = true
            guard let self else { return }
            self.timer = nil
            action(self)
        }
        if !fired { timer = scheduled }
    }

    final func cancelTimer() {
        if let timer {
            self.timer = nil
            timer.dispose()
        }
    }

    override func didDispose() { cancelTimer() }
}

final class DebounceProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let dueTime: StoryTime
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ dueTime: StoryTime, _ scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = DebounceSink(observer, scheduler)
        sink.dueTime = dueTime
        sink.subscribe(to: source)
        return sink
    }
}

final class DebounceSink<Element>: TimerOperatorSink<Element, Element> {
    var dueTime = StoryTime.zero
    private var waiting: Element?

    override func next(_ element: Element) {
        if downstream == nil { return }
        waiting = element
        startTimer(after: dueTime) { sink in
            let me = sink as! DebounceSink
            if let element = me.waiting {
                me.waiting = nil
                me.downstream?.next(element)
            }
        }
    }

    override func error(_ error: any Error) {
        waiting = nil
        forwardError(error)
    }

    override func completed() {
        guard let observer = downstream else { return }
        if let element = waiting {
            waiting = nil
            observer.next(element)
        }
        forwardCompleted()
    }
}

final class ThrottleProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let dueTime: StoryTime
    let latest: Bool
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ dueTime: StoryTime, _ latest: Bool, _ scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = ThrottleSink(observer, scheduler)
        sink.dueTime = dueTime
        sink.latest = latest
        sink.subscribe(to: source)
        return sink
    }
}

final class ThrottleSink<Element>: TimerOperatorSink<Element, Element> {
    var dueTime = StoryTime.zero
    var latest = true
    private var lastSent: StoryTime?
    private var unsent: Element?
    private var completionWaiting = false

    override func next(_ element: Element) {
        if downstream == nil { return }
        let now = scheduler.storyNow
        var remaining = StoryTime.zero
        if let lastSent {
            let elapsed = now - lastSent
            remaining = dueTime.ticks > elapsed.ticks ? dueTime - elapsed : .zero
        }
        if remaining.ticks == 0 {
            sendNow(element)
            return
        }
        if !latest { return }
        let inFlight = unsent != nil
        unsent = element
        if inFlight { return }
        startTimer(after: remaining) { sink in
            let me = sink as! ThrottleSink
            if let element = me.unsent { me.sendNow(element) }
            if me.completionWaiting { me.forwardCompleted() }
        }
    }

    private func sendNow(_ element: Element) {
        unsent = nil
        downstream?.next(element)
        lastSent = scheduler.storyNow
    }

    override func error(_ error: any Error) {
        unsent = nil
        forwardError(error)
    }

    override func completed() {
        if downstream == nil { return }
        if unsent != nil { completionWaiting = true } else { forwardCompleted() }
    }
}

final class TimeoutProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let dueTime: StoryTime
    let other: Observable<Element>
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ dueTime: StoryTime, _ other: Observable<Element>, _ scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = TimeoutSink(observer, scheduler)
        sink.dueTime = dueTime
        sink.other = other
        sink.armTimer()
        if !sink.isDisposed && !sink.switched { sink.subscribe(to: source) }
        return sink
    }
}

/// Until the timer fires it forwards the source; then it disposes the source and forwards
/// `other` through an inner observer.
final class TimeoutSink<Element>: TimerOperatorSink<Element, Element> {
    var dueTime = StoryTime.zero
    var other: Observable<Element>?
    private(set) var switched = false
    private var fallback: InnerSink<Element>?

    func armTimer() {
        startTimer(after: dueTime) { sink in (sink as! TimeoutSink).switchToOther() }
    }

    private func switchToOther() {
        guard !switched, let other, downstream != nil else { return }
        switched = true
        if let node = upstream {
            upstream = nil
            node.dispose()
        }
        let inner = InnerSink<Element>()
        inner.handle(next: { [self] in downstream?.next($0) }, error: { [self] in forwardError($0) },
                     completed: { [self] in forwardCompleted() })
        fallback = inner
        inner.subscribe(to: other)
    }

    override func next(_ element: Element) {
        guard !switched, let observer = downstream else { return }
        observer.next(element)
        if !switched { armTimer() }
    }

    override func error(_ error: any Error) {
        if !switched { forwardError(error) }
    }

    override func completed() {
        if !switched { forwardCompleted() }
    }

    override func didDispose() {
        cancelTimer()
        other = nil
        if let fallback {
            self.fallback = nil
            fallback.stop()
        }
    }
}

final class BufferProducer<Element>: Observable<[Element]> {
    let source: Observable<Element>
    let timeSpan: StoryTime
    let count: Int
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ timeSpan: StoryTime, _ count: Int, _ scheduler: any SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<[Element]>) -> SubscriptionNode {
        let sink = BufferSink<Element>(observer, scheduler)
        sink.timeSpan = timeSpan
        sink.count = count
        sink.armTimer()
        sink.subscribe(to: source)
        return sink
    }
}

final class BufferSink<Element>: TimerOperatorSink<Element, [Element]> {
    var timeSpan = StoryTime.zero
    var count = 1
    private var buffer: [Element] = []

    func armTimer() {
        startTimer(after: timeSpan) { sink in (sink as! BufferSink).sendAndRestart() }
    }

    private func sendAndRestart() {
        let full = buffer
        buffer = []
        downstream?.next(full)
        armTimer()
    }

    override func next(_ element: Element) {
        if downstream == nil { return }
        buffer.append(element)
        if buffer.count == count { sendAndRestart() }
    }

    override func error(_ error: any Error) {
        buffer = []
        forwardError(error)
    }

    override func completed() {
        guard let observer = downstream else { return }
        let last = buffer
        buffer = []
        observer.next(last)
        forwardCompleted()
    }
}

final class WindowProducer<Element>: Observable<Observable<Element>> {
    let source: Observable<Element>
    let timeSpan: StoryTime
    let count: Int
    let scheduler: any SchedulerType
    init(_ source: Observable<Element>, _ timeSpan: StoryTime, _ count: Int, _ scheduler: any SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Observable<Element>>) -> SubscriptionNode {
        let sink = WindowSink<Element>(observer, scheduler)
        sink.timeSpan = timeSpan
        sink.count = count
        observer.next(sink.subject)
        sink.armTimer()
        sink.subscribe(to: source)
        return sink
    }
}

final class WindowSink<Element>: TimerOperatorSink<Element, Observable<Element>> {
    var timeSpan = StoryTime.zero
    var count = 1
    private(set) var subject = PublishSubject<Element>()
    private var received = 0

    func armTimer() {
        startTimer(after: timeSpan) { sink in
            let me = sink as! WindowSink
            me.startNewWindow()
            me.armTimer()
        }
    }

    private func startNewWindow() {
        received = 0
        subject.onCompleted()
        subject = PublishSubject<Element>()
        downstream?.next(subject)
    }

    override func next(_ element: Element) {
        if downstream == nil { return }
        subject.onNext(element)
        received += 1
        if received == count {
            startNewWindow()
            armTimer()
        }
    }

    override func error(_ error: any Error) {
        if downstream == nil { return }
        subject.onError(error)
        forwardError(error)
    }

    override func completed() {
        if downstream == nil { return }
        subject.onCompleted()
        forwardCompleted()
    }
}
