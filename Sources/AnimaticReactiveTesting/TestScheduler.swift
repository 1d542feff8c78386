import AnimaticClock
import AnimaticReactive

/// A virtual-time scheduler for marble tests, in the style of RxTest.
///
/// Test times are whole units of ``resolution`` (one second by default, so
/// `.delay(.seconds(30), scheduler: scheduler)` moves an event from 210 to 240). The scheduler
/// runs on its own ``VirtualClock``; ``start(created:subscribed:disposed:create:)`` creates the
/// sequence at 100, subscribes at 200 and disposes at 1000, the usual marble timeline.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
/// let res = scheduler.start { xs.asObservable().take(1) }
/// #expect(res.events == [.next(210, 1), .completed(210)])
/// #expect(xs.subscriptions == [Subscription(200, 210)])
/// ```
public final class TestScheduler: SchedulerType {
    /// The clock the scheduler runs on.
    public let clock: VirtualClock
    /// The story time of one test time unit.
    public let resolution: StoryTime

    /// Creates a scheduler whose clock starts at `initialClock` units.
    public init(initialClock: TestTime = 0, resolution: StoryTime = StoryTime(ticks: StoryTime.ticksPerSecond)) {
        self.clock = VirtualClock()
        self.resolution = resolution
        clock.advance(to: StoryTime(ticks: Int64(initialClock) * resolution.ticks))
    }

    /// The current story time.
    public var now: StoryTime { clock.now }

    /// The current time in test units (rounded down).
    public var clockTime: TestTime { TestTime(clock.now.ticks / resolution.ticks) }

    /// Converts a test time to story time.
    public func storyTime(_ time: TestTime) -> StoryTime { StoryTime(ticks: Int64(time) * resolution.ticks) }

    /// Schedules `action` on the clock `delay` from now.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        StoryScheduler(clock: clock).scheduleAfter(delay, action)
    }

    /// Runs `action` at the absolute test time `time`.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> any Disposable {
        let due = storyTime(time)
        let delay = due.ticks > clock.now.ticks ? due - clock.now : .zero
        return scheduleAfter(delay, action)
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
    public func start() { clock.run(until: .maximum) }

    /// Runs the clock up to test time `time`.
    public func advanceTo(_ time: TestTime) { clock.advance(to: storyTime(time)) }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the clock to the end, and returns what the observer recorded.
    public func start<Element>(
        created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        var source: Observable<Element>?
        var subscription: (any Disposable)?
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start` with the usual times, disposing at `disposed`.
    public func start<Element>(disposed: TestTime, create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        start(created: 100, subscribed: 200, disposed: disposed, create: create)
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
                scheduler.scheduleAt(recorded.time) { [weak self] in
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
            pending = recordedEvents.map { recorded in
                scheduler.scheduleAt(start + recorded.time) { any.on(recorded.value) }
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
