import AnimaticClock
import Dispatch
import Foundation

/// A scheduler that runs its actions one after another on a dispatch queue: RxSwift's
/// `SerialDispatchQueueScheduler` (RxSwift/Schedulers/SerialDispatchQueueScheduler.swift), for
/// work apps move off the main thread (`subscribe(on:)`, `observe(on:)`).
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// loadThumbnails()
///     .subscribe(on: background)
///     .observe(on: MainScheduler.instance)
///     .subscribe(onNext: { cell.imageView.image = $0 })
/// ```
///
/// Inside a recording a story never goes multi-threaded: as Animatic's `DispatchQueue.global()`
/// does, the actions run on the story's clock and thread, at the story time they are due (after
/// what is due then already), as if the work took no time. Outside any story (made and used
/// with no story bound to the thread) it is RxSwift's scheduler: the actions run on a serial
/// queue of their own (targeting `queue`, or the global queue of `qos`) after their delay of real
/// time, and ``now`` is the wall clock's `Date()`. Animatic's observables and subjects are not
/// thread-safe: outside a story, hand events from one thread to another only through
/// `observe(on:)`/`subscribe(on:)` as RxSwift's documentation asks.
public class SerialDispatchQueueScheduler: SchedulerType {
    /// RxSwift's name for a length of time here: seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point in time here: a `Date`.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// A scheduler on `serialQueue` (RxSwift's internal designated initialiser); `leeway`, how
    /// late a timer may fire, is accepted and unused (virtual time is exact).
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`, which
    /// `serialQueueConfiguration` may configure (RxSwift's
    /// `init(internalSerialQueueName:serialQueueConfiguration:leeway:)`).
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`
    /// (RxSwift's `init(queue:internalSerialQueueName:leeway:)`).
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets the global queue of `qos` (RxSwift's
    /// `init(qos:internalSerialQueueName:leeway:)`).
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// The story's current time; zero outside any story.
    public var storyNow: StoryTime { configuration.storyNow }

    /// In a story, its time as a date (see ``RxTime``); outside any story, the wall clock's
    /// `Date()`, as RxSwift's.
    public var now: RxTime { configuration.now }

    /// Runs `action` at `now + delay`: on the story clock in a story, else on the queue after
    /// `delay` of real time. Disposing the result before then cancels it.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        configuration.scheduleAfter(delay, action)
    }
}

/// A scheduler that runs its actions on a dispatch queue, possibly at the same time: RxSwift's
/// `ConcurrentDispatchQueueScheduler` (RxSwift/Schedulers/ConcurrentDispatchQueueScheduler.swift).
///
/// ```swift
/// Observable.from(urls).flatMap { url in download(url).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .utility)) }
/// ```
///
/// Inside a recording the actions run on the story's clock and thread, one after another at the
/// story time they are due, as ``SerialDispatchQueueScheduler``'s do; outside any story, on
/// `queue` after their delay of real time.
public class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// RxSwift's name for a length of time here: seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point in time here: a `Date`.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue` (RxSwift's `init(queue:leeway:)`); `leeway` is accepted and unused.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue)
    }

    /// A scheduler on a new concurrent queue of `qos` (RxSwift's `init(qos:leeway:)`).
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue(label: "rxswift.queue.\(qos.qosClass)", qos: qos, attributes: .concurrent), leeway: leeway)
    }

    /// The story's current time; zero outside any story.
    public var storyNow: StoryTime { configuration.storyNow }

    /// In a story, its time as a date (see ``RxTime``); outside any story, the wall clock's
    /// `Date()`, as RxSwift's.
    public var now: RxTime { configuration.now }

    /// Runs `action` at `now + delay`: on the story clock in a story, else on the queue after
    /// `delay` of real time. Disposing the result before then cancels it.
    public func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        configuration.scheduleAfter(delay, action)
    }
}

/// What the dispatch-queue schedulers share (RxSwift's `DispatchQueueConfiguration`): the queue
/// and the story clock bound when the scheduler was made.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let boundClock = StoryContext.current?.clock

    /// The clock the actions go to: the bound one, else the current story's; `nil` outside any story.
    var clock: VirtualClock? { boundClock ?? StoryContext.current?.clock }

    var storyNow: StoryTime { clock?.now ?? .zero }

    var now: RxTime {
        guard let clock else { return Date() }
        return rxTime(of: clock.now)
    }

    func scheduleAfter(_ delay: StoryTime, _ action: @escaping () -> Void) -> any Disposable {
        guard let clock else { return MainQueueAction.schedule(after: delay, on: queue, action) }
        return ClockAction.schedule(on: clock, after: delay, action)
    }
}
