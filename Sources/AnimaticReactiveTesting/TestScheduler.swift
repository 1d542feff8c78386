import AnimaticClock
import AnimaticReactive
import Testing
import XCTest

/// A virtual-time scheduler for marble tests, shaped like RxTest's `TestScheduler`
/// (RxTest/Schedulers/TestScheduler.swift, RxSwift/Schedulers/VirtualTimeScheduler.swift), so
/// that RxTest tests move over by changing `import RxTest` to `import AnimaticReactiveTesting`.
///
/// Test times are whole units of ``resolution`` (one second by default, so
/// `.delay(.seconds(30), scheduler: scheduler)` moves an event from 210 to 240). As in RxTest,
/// what an operator schedules on it "now" (a zero or sub-unit delay) runs one unit later
/// (`simulateProcessingDelay`, on by default), while ``scheduleAt(_:action:)`` and the events of
/// hot and cold observables run exactly at their times. ``start(created:subscribed:disposed:create:)``
/// creates the sequence at 100, subscribes at 200 and disposes at 1000, the usual marble timeline.
///
/// Times are checked, never wrapped: the clock runs from 0 to ``maximumTime`` (2,305,843,009
/// units at one second: `StoryTime.maximum`), and a time beyond it (``scheduleAt(_:action:)``,
/// ``advanceTo(_:)``, ``storyTime(_:)``, a delay scheduled on it, a cold observable's event
/// time added to its subscription time, a negative `initialClock`) fails the running test
/// (Swift Testing's `Issue.record`, else `XCTFail`) with a message naming the call and the
/// value, and is not scheduled. A time before now runs now, as in RxTest.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
/// let res = scheduler.start { xs.asObservable().take(1) }
/// #expect(res.events == [.next(210, 1), .completed(210)])
/// #expect(xs.subscriptions == [Subscription(200, 210)])
/// ```
public final class TestScheduler: SchedulerType {
    /// The default times of ``start(created:subscribed:disposed:create:)`` (RxTest's `TestScheduler.Defaults`).
    public enum Defaults {
        /// When the sequence is created: 100.
        public static let created = 100
        /// When it is subscribed: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    /// The story clock the scheduler runs on.
    public let virtualClock: VirtualClock
    /// The story time of one test time unit.
    public let resolution: StoryTime
    /// Whether what is scheduled "now" runs one unit later, as in RxTest.
    public let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock starts at `initialClock` units of `resolution` seconds
    /// (RxTest's `init(initialClock:resolution:simulateProcessingDelay:)`).
    /// A resolution that is not a positive number of seconds of at least 1 ns fails the test
    /// and is read as one second.
    public convenience init(initialClock: TestTime = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        let unit = StoryTime(validSeconds: resolution).flatMap { $0.ticks > 0 ? $0 : nil }
        if unit == nil {
            TestScheduler.fail("TestScheduler(initialClock:resolution:): the resolution must be a positive number of"
                               + " seconds of at least 1 ns, got \(resolution); using 1 s")
        }
        self.init(initialClock: initialClock, resolution: unit ?? StoryTime(ticks: StoryTime.ticksPerSecond),
                  simulateProcessingDelay: simulateProcessingDelay)
    }

    /// Creates a scheduler whose clock starts at `initialClock` units of `resolution`.
    public init(initialClock: TestTime = 0, resolution: StoryTime, simulateProcessingDelay: Bool = true) {
        self.virtualClock = VirtualClock()
        self.resolution = resolution.ticks > 0 ? resolution : StoryTime(ticks: StoryTime.ticksPerSecond)
        self.simulateProcessingDelay = simulateProcessingDelay
        if initialClock < 0 {
            TestScheduler.fail("TestScheduler(initialClock:): the initial clock must not be negative (the clock starts"
                               + " at 0), got \(initialClock); starting at 0")
        } else if let start = checkedStoryTime(initialClock, call: "TestScheduler(initialClock:)") {
            virtualClock.advance(to: start)
        }
    }

    /// The latest test time the clock can reach: `StoryTime.maximum` in units of ``resolution``.
    public var maximumTime: TestTime { TestTime(StoryTime.maximum.ticks / resolution.ticks) }

    /// Records a failure of the running test: an issue in a Swift Testing test, else an XCTest
    /// failure.
    static func fail(_ message: String) {
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
    }

    /// The story time of test time `time` (`time` × ``resolution``), or `nil` after failing the
    /// test with a message naming `call` when it is beyond ``maximumTime`` or before
    /// -``maximumTime``.
    private func checkedStoryTime(_ time: TestTime, call: String) -> StoryTime? {
        let (ticks, overflow) = Int64(time).multipliedReportingOverflow(by: resolution.ticks)
        if !overflow, abs(ticks) <= StoryTime.maximum.ticks { return StoryTime(ticks: ticks) }
        TestScheduler.fail("\(call): test time \(time) is out of range: the clock reaches test time \(maximumTime) at most"
                           + " (StoryTime.maximum at a resolution of \(resolution.seconds) s)")
        return nil
    }

    /// The current story time (``now`` is its date, `Date(timeIntervalSince1970: clock × resolution)`,
    /// as RxTest's `TestSchedulerVirtualTimeConverter` gives).
    public var storyNow: StoryTime { virtualClock.now }

    /// The current time as a date: `Date(timeIntervalSince1970: clock × resolution)`, as RxTest's
    /// `TestSchedulerVirtualTimeConverter` gives.
    public var now: RxTime { rxTime(of: virtualClock.now) }

    /// The current test time (RxTest's `clock`).
    public var clock: TestTime { clockTime }

    /// The current time in test units (rounded down).
    public var clockTime: TestTime { TestTime(virtualClock.now.ticks / resolution.ticks) }

    /// Converts a test time to story time; a time out of range (see ``maximumTime``) fails the
    /// test and gives `StoryTime.maximum` (or its negative).
    public func storyTime(_ time: TestTime) -> StoryTime {
        checkedStoryTime(time, call: "TestScheduler.storyTime(_:)")
            ?? StoryTime(ticks: time < 0 ? -StoryTime.maximum.ticks : StoryTime.maximum.ticks)
    }

    /// Schedules `action` `delay` from now, in whole test units as RxTest rounds it; a time that
    /// is not after now runs one unit later (``simulateProcessingDelay``).
    /// A due time beyond ``maximumTime`` fails the test and is not scheduled.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        let (dueTicks, overflow) = virtualClock.now.ticks.addingReportingOverflow(max(0, delay.ticks))
        let unit = resolution.ticks
        // RxTest converts to virtual time rounding to the nearest unit (split so as not to overflow).
        var due = overflow ? TestTime.max : TestTime(dueTicks / unit + (dueTicks % unit + unit / 2) / unit)
        if due <= clockTime { due = clockTime + (simulateProcessingDelay ? 1 : 0) }
        guard due <= maximumTime else {
            TestScheduler.fail("TestScheduler.scheduleAfter(_:_:): a delay of \(delay) from test time \(clockTime) is out of"
                               + " range: the clock reaches test time \(maximumTime) at most")
            return Disposables.create()
        }
        let at = StoryTime(ticks: Int64(due) * unit)
        let wait = at.ticks > virtualClock.now.ticks ? at - virtualClock.now : .zero
        return StoryScheduler(clock: virtualClock).scheduleAfter(wait, action)
    }

    /// Runs `action` at the absolute test time `time`, as given (a past time runs now, after
    /// what is due now) (RxTest's `scheduleAt(_:action:)`).
    /// A time beyond ``maximumTime`` fails the test and is not scheduled.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> any Disposable {
        schedule(at: time, call: "TestScheduler.scheduleAt(_:action:)", action)
    }

    /// ``scheduleAt(_:action:)`` for `call`, which a failure names.
    @discardableResult
    func schedule(at time: TestTime, call: String, _ action: @escaping () -> Void) -> any Disposable {
        // A time before now runs now: no conversion (which could overflow) needed.
        if time <= clockTime { return StoryScheduler(clock: virtualClock).scheduleAfter(.zero, action) }
        guard let due = checkedStoryTime(time, call: call) else { return Disposables.create() }
        let delay = due.ticks > virtualClock.now.ticks ? due - virtualClock.now : .zero
        return StoryScheduler(clock: virtualClock).scheduleAfter(delay, action)
    }

    /// A hot observable: its events are sent at their absolute times, to whoever is subscribed.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: true)
    }

    /// A cold observable: each subscription receives the events at their times counted from
    /// the moment of subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: false)
    }

    /// An observer that records every event with its test time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs the clock until nothing is left.
    public func start() { virtualClock.run(until: .maximum) }

    /// Runs the clock up to test time `time`.
    /// A time beyond ``maximumTime`` fails the test and leaves the clock where it was.
    public func advanceTo(_ time: TestTime) {
        if time <= clockTime {
            // In the past: what is due by then (any time before -maximumTime is the same).
            return virtualClock.advance(to: StoryTime(ticks: Int64(max(time, -maximumTime)) * resolution.ticks))
        }
        guard let due = checkedStoryTime(time, call: "TestScheduler.advanceTo(_:)") else { return }
        virtualClock.advance(to: due)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the clock to the end, and returns what the observer recorded (RxTest's
    /// `start(created:subscribed:disposed:create:)`; any `ObservableConvertibleType`: an
    /// `Observable`, a `Single`, a `Completable`, a `Driver`).
    public func start<Element, Output: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        let observer = createObserver(Element.self)
        var source: Observable<Element>?
        var subscription: (any Disposable)?
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start` with the usual times, disposing at `disposed`.
    public func start<Element, Output: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with the usual times: created at 100, subscribed at 200, disposed at 1000.
    public func start<Element, Output: ObservableConvertibleType>(
        _ create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// Records the events it receives with their test times.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    /// Every event received, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clockTime, value: event))
    }
}

/// A hot or cold observable that replays a marble table and logs its subscriptions.
public final class TestableObservable<Element>: ObservableType {
    private let scheduler: TestScheduler
    private let isHot: Bool
    /// The marble table.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its disposal time once disposed.
    public private(set) var subscriptions: [Subscription] = []
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextID = 0

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
        self.scheduler = scheduler
        self.recordedEvents = events
        self.isHot = isHot
        if isHot {
            for recorded in events {
                scheduler.schedule(at: recorded.time, call: "TestScheduler.createHotObservable(_:)") { [weak self] in
                    guard let self else { return }
                    for entry in self.observers { entry.observer.on(recorded.value) }
                }
            }
        }
    }

    /// Subscribes `observer`, logging the subscription time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Element
    {
        let index = subscriptions.count
        subscriptions.append(Subscription(scheduler.clockTime))
        let any = AnyObserver(observer)
        var pending: [any Disposable] = []
        let id = nextID
        nextID += 1
        if isHot {
            observers.append((id, any))
        } else {
            let start = scheduler.clockTime
            let call = "TestScheduler.createColdObservable(_:)"
            pending = recordedEvents.map { recorded in
                let (time, overflow) = start.addingReportingOverflow(recorded.time)
                guard !overflow else {
                    TestScheduler.fail("\(call): the event at \(recorded.time) of a subscription at test time \(start) is out"
                                       + " of range: the clock reaches test time \(scheduler.maximumTime) at most")
                    return Disposables.create()
                }
                return scheduler.schedule(at: time, call: call) { any.on(recorded.value) }
            }
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            for action in pending { action.dispose() }
            self.observers.removeAll { $0.id == id }
            let old = self.subscriptions[index]
            self.subscriptions[index] = Subscription(old.subscribe, self.scheduler.clockTime)
        }
    }
}
