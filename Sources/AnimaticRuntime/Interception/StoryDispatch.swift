import AnimaticClock
import Dispatch
import Foundation

// Grand Central Dispatch as story code uses it, on the story clock.
//
// Story code imports `Animatic`, which re-exports these types by name over Foundation's and
// Dispatch's (Sources/Animatic/StoryClockExports.swift): `DispatchQueue`, `DispatchGroup`,
// `DispatchWorkItem`, `DispatchTime` and `DispatchWallTime` there are these types. Inside a
// recording (`Story.record`), work submitted to any queue runs on the story's virtual clock, on
// the recording thread: the main queue's work as UIKit runs it (after the current code returns,
// first in, first out; Apple, "DispatchQueue.async(execute:)"), a global or private queue's
// work at the same story time, as if it had taken no time (a story never really goes
// multi-threaded). Outside a recording every call is handed to the real Grand Central Dispatch.

/// A point in time for ``DispatchQueue/asyncAfter(deadline:qos:flags:execute:)``, shaped like
/// Dispatch's `DispatchTime`.
///
/// Inside a recording, ``now()`` is the story clock's time, so `.now() + 0.5` is exactly half a
/// second of story time later (no real clock is read). Outside one, it is the real uptime clock.
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { title.alpha = 1 }
/// ```
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Nanoseconds since the clock's origin (the story's start, inside a recording).
    public let uptimeNanoseconds: UInt64

    /// A time `uptimeNanoseconds` after the clock's origin.
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// The current time: the story clock's inside a recording, else the real uptime clock.
    public static func now() -> AnimaticRuntime.DispatchTime {
        if let clock = StoryContext.current?.clock {
            return AnimaticRuntime.DispatchTime(uptimeNanoseconds: UInt64(max(0, clock.now.ticks)))
        }
        return AnimaticRuntime.DispatchTime(uptimeNanoseconds: Dispatch.DispatchTime.now().uptimeNanoseconds)
    }

    /// A time that never comes: work scheduled at it never runs (as in Dispatch).
    public static let distantFuture = AnimaticRuntime.DispatchTime(uptimeNanoseconds: .max)

    /// Whether the first time comes before the second.
    public static func < (lhs: AnimaticRuntime.DispatchTime, rhs: AnimaticRuntime.DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }

    /// `time` plus `seconds`, rounded to the nanosecond; saturates at ``distantFuture`` (and at
    /// the origin for negative sums), as Dispatch does. Inside a recording, where the time is
    /// story time, a NaN or infinite `seconds` and a sum beyond the longest story time (about
    /// 73 years) are reported, naming the values, and give ``distantFuture``.
    public static func + (time: AnimaticRuntime.DispatchTime, seconds: Double) -> AnimaticRuntime.DispatchTime {
        time.adding(nanoseconds: seconds * 1e9, finite: seconds.isFinite, call: "DispatchTime + TimeInterval", written: seconds.isFinite ? "\(seconds) s" : "\(seconds)")
    }

    /// `time` minus `seconds` (see ``+(_:_:)-(DispatchTime,Double)``).
    public static func - (time: AnimaticRuntime.DispatchTime, seconds: Double) -> AnimaticRuntime.DispatchTime {
        time.adding(nanoseconds: -seconds * 1e9, finite: seconds.isFinite, call: "DispatchTime - TimeInterval", written: seconds.isFinite ? "\(seconds) s" : "\(seconds)")
    }

    /// `time` plus an interval; `.never` gives ``distantFuture`` (as in Dispatch). Inside a
    /// recording, a sum beyond the longest story time is reported (see
    /// ``+(_:_:)-(DispatchTime,Double)``): `.now() + .seconds(18_446_744_074)` never wraps around.
    public static func + (time: AnimaticRuntime.DispatchTime, interval: DispatchTimeInterval) -> AnimaticRuntime.DispatchTime {
        guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
        return time.adding(nanoseconds: Double(nanoseconds), call: "DispatchTime + DispatchTimeInterval",
                           written: StoryTimeError.written(interval))
    }

    /// `time` minus an interval.
    public static func - (time: AnimaticRuntime.DispatchTime, interval: DispatchTimeInterval) -> AnimaticRuntime.DispatchTime {
        guard let nanoseconds = interval.nanoseconds else { return AnimaticRuntime.DispatchTime(uptimeNanoseconds: 0) }
        return time.adding(nanoseconds: -Double(nanoseconds), call: "DispatchTime - DispatchTimeInterval",
                           written: "-" + StoryTimeError.written(interval))
    }

    /// `self + nanoseconds`, saturated, and checked inside a recording; `written` is the value
    /// added as the story wrote it, for the message (`"0.5 s"`, `".seconds(2)"`).
    fileprivate func adding(nanoseconds: Double, finite: Bool = true, call: String,
                            written: @autoclosure () -> String) -> AnimaticRuntime.DispatchTime {
        if self == .distantFuture { return self }
        let sum = (Double(uptimeNanoseconds) + nanoseconds).rounded()
        if !finite || sum > Double(StoryTime.maximum.ticks), StoryContext.current != nil {
            // Story time: `now() + x` is a time in the story, which cannot lie beyond its end.
            let problem = finite
                ? "\(written()) after \(Double(uptimeNanoseconds) / 1e9) s is beyond the longest story time (about 73 years, 2305843009.2 s)"
                : "the time must be a finite number of seconds, got \(written())"
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(call: call, argument: "time", problem: problem))
            return .distantFuture
        }
        if sum.isNaN || sum >= Double(UInt64.max) { return .distantFuture }
        if sum <= 0 { return AnimaticRuntime.DispatchTime(uptimeNanoseconds: 0) }
        return AnimaticRuntime.DispatchTime(uptimeNanoseconds: UInt64(sum))
    }
}

/// A wall-clock time for ``DispatchQueue/asyncAfter(wallDeadline:qos:flags:execute:)``, shaped
/// like Dispatch's `DispatchWallTime`. A story has one clock, so inside a recording it is the
/// story clock's time like ``DispatchTime``; outside, it is the real time of day.
public struct DispatchWallTime: Comparable, Hashable, Sendable {
    /// Nanoseconds since the clock's origin (the story's start, inside a recording; the Unix
    /// epoch outside).
    public let nanoseconds: UInt64

    init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

    /// The current time (see ``DispatchWallTime``).
    public static func now() -> AnimaticRuntime.DispatchWallTime {
        if let clock = StoryContext.current?.clock {
            return AnimaticRuntime.DispatchWallTime(nanoseconds: UInt64(max(0, clock.now.ticks)))
        }
        return AnimaticRuntime.DispatchWallTime(nanoseconds: UInt64(max(0, Date().timeIntervalSince1970 * 1e9)))
    }

    /// A time that never comes.
    public static let distantFuture = AnimaticRuntime.DispatchWallTime(nanoseconds: .max)

    /// Whether the first time comes before the second.
    public static func < (lhs: AnimaticRuntime.DispatchWallTime, rhs: AnimaticRuntime.DispatchWallTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// `time` plus `seconds` (checked as ``DispatchTime``'s sums are).
    public static func + (time: AnimaticRuntime.DispatchWallTime, seconds: Double) -> AnimaticRuntime.DispatchWallTime {
        time.adding(nanoseconds: seconds * 1e9, finite: seconds.isFinite, call: "DispatchWallTime + TimeInterval", written: seconds.isFinite ? "\(seconds) s" : "\(seconds)")
    }

    /// `time` plus an interval; `.never` gives ``distantFuture``.
    public static func + (time: AnimaticRuntime.DispatchWallTime, interval: DispatchTimeInterval) -> AnimaticRuntime.DispatchWallTime {
        guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
        return time.adding(nanoseconds: Double(nanoseconds), call: "DispatchWallTime + DispatchTimeInterval",
                           written: StoryTimeError.written(interval))
    }

    /// `time` minus `seconds`.
    public static func - (time: AnimaticRuntime.DispatchWallTime, seconds: Double) -> AnimaticRuntime.DispatchWallTime {
        time.adding(nanoseconds: -seconds * 1e9, finite: seconds.isFinite, call: "DispatchWallTime - TimeInterval", written: seconds.isFinite ? "\(seconds) s" : "\(seconds)")
    }

    private func adding(nanoseconds: Double, finite: Bool = true, call: String,
                        written: @autoclosure () -> String) -> AnimaticRuntime.DispatchWallTime {
        let sum = AnimaticRuntime.DispatchTime(uptimeNanoseconds: self.nanoseconds)
            .adding(nanoseconds: nanoseconds, finite: finite, call: call, written: written())
        return AnimaticRuntime.DispatchWallTime(nanoseconds: sum.uptimeNanoseconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (saturating), or `nil` for `.never`.
    var nanoseconds: Int64? {
        switch self {
        case .seconds(let s): return Int64(s).multipliedReportingOverflow(by: 1_000_000_000).overflow
            ? (s < 0 ? .min : .max) : Int64(s) * 1_000_000_000
        case .milliseconds(let ms): return Int64(ms).multipliedReportingOverflow(by: 1_000_000).overflow
            ? (ms < 0 ? .min : .max) : Int64(ms) * 1_000_000
        case .microseconds(let us): return Int64(us).multipliedReportingOverflow(by: 1_000).overflow
            ? (us < 0 ? .min : .max) : Int64(us) * 1_000
        case .nanoseconds(let ns): return Int64(ns)
        case .never: return nil
        @unknown default: return nil
        }
    }
}

/// A work item: a block that can be run, cancelled and waited on, shaped like Dispatch's
/// `DispatchWorkItem`.
///
/// Cancelling an item that has not started makes every later attempt to run it return at once,
/// from a queue or from ``perform()`` (Apple, `DispatchWorkItem.cancel()` and
/// `dispatch_block_cancel`: "future attempts to execute the work item return immediately");
/// its ``notify(queue:execute:)`` work still runs, once, as Dispatch does. Thread-safe, like
/// Dispatch's, for use outside a recording.
///
/// ```swift
/// let reveal = DispatchWorkItem { UIView.animate(withDuration: 0.3) { hint.alpha = 1 } }
/// DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: reveal)
/// reveal.cancel()        // before 2 s: the block never runs
/// ```
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    /// Guards the fields below (outside a recording, real threads may share the item).
    private let state = NSCondition()
    private var notifications: [(AnimaticRuntime.DispatchQueue, () -> Void)] = []
    /// Whether the item has been run (or skipped, cancelled) once: waits end, notifications go.
    private var completed = false
    private var cancelled = false

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock { cancelled } }

    /// Creates a work item running `block`. `qos` and `flags` are accepted for source
    /// compatibility; a story has no priorities.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
        self.block = block
    }

    /// Runs the block now, on this thread, unless the item was cancelled; the first time, it
    /// then submits the work ``notify(queue:execute:)`` asked for.
    public func perform() {
        if !isCancelled { block() }
        let pending: [(AnimaticRuntime.DispatchQueue, () -> Void)] = state.withLock {
            if completed { return [] }
            completed = true
            state.broadcast()
            defer { notifications = [] }
            return notifications
        }
        for (queue, work) in pending { queue.submit(at: nil, call: "DispatchWorkItem.notify(queue:execute:)", work) }
    }

    /// Cancels the item: if it has not started, it never runs.
    public func cancel() { state.withLock { cancelled = true } }

    /// Submits `execute` to `queue` once the item has run (at once if it already has).
    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                       queue: AnimaticRuntime.DispatchQueue, execute: @escaping () -> Void) {
        let now: Bool = state.withLock {
            if completed { return true }
            notifications.append((queue, execute))
            return false
        }
        if now { queue.submit(at: nil, call: "DispatchWorkItem.notify(queue:execute:)", execute) }
    }

    /// Submits `item` to `queue` once this item has run.
    public func notify(queue: AnimaticRuntime.DispatchQueue, execute item: AnimaticRuntime.DispatchWorkItem) {
        notify(queue: queue) { item.perform() }
    }

    /// Waits until the item has run. On the story thread the wait would stop the story's clock
    /// (on a phone, it blocks the main thread until the item runs, which never happens if the
    /// item is queued on the main queue): inside a recording a wait for an item that has not run
    /// is reported as misuse and returns at once. Outside a recording it really waits.
    public func wait() { _ = wait(timeout: .distantFuture) }

    /// See ``wait()``: `.success` once the item has run, else `.timedOut` at `timeout`. Inside a
    /// recording, a timeout that has already passed polls without a report.
    @discardableResult
    public func wait(timeout: AnimaticRuntime.DispatchTime) -> DispatchTimeoutResult {
        storyWait(state, timeout: timeout, call: "DispatchWorkItem.wait()",
                  problem: "waiting on the main thread for work that has not run would block the story (it never ends)") {
            completed
        }
    }
}

/// Waits on `condition` (locked here) until `done()` holds (it runs with the lock held and is
/// called again until it returns `true`, once) or `timeout` passes, as Dispatch's
/// `wait(timeout:)` does. Inside a recording it never blocks: a wait that would is reported as
/// misuse under `call` (unless `timeout` has already passed: a poll) and times out at once.
private func storyWait(_ condition: NSCondition, timeout: AnimaticRuntime.DispatchTime, call: String,
                       problem: String, done: () -> Bool) -> DispatchTimeoutResult {
    condition.lock()
    defer { condition.unlock() }
    if done() { return .success }
    if StoryContext.current != nil {
        if timeout > .now() { StoryContext.reportToCurrent(StoryProblem.misuse(call: call, problem: problem)) }
        return .timedOut
    }
    // swift-corelibs-foundation's `wait(until:)` traps for dates as far away as
    // `Date.distantFuture`: wait without a limit for anything over a year away.
    let deadline = timeout.realDate
    let limited = deadline.timeIntervalSinceNow < 365 * 86_400
    while !done() {
        if !limited {
            condition.wait()
        } else if !condition.wait(until: deadline) {
            return done() ? .success : .timedOut
        }
    }
    return .success
}

extension AnimaticRuntime.DispatchTime {
    /// This time (read against the real uptime clock, outside a recording) as a `Date`.
    var realDate: Date {
        if self == .distantFuture { return .distantFuture }
        let now = Dispatch.DispatchTime.now().uptimeNanoseconds
        let ahead = uptimeNanoseconds >= now ? Double(uptimeNanoseconds - now) : -Double(now - uptimeNanoseconds)
        return Date(timeIntervalSinceNow: ahead / 1e9)
    }
}

/// A group of work whose end can be waited for, shaped like Dispatch's `DispatchGroup`.
/// Thread-safe, like Dispatch's, for use outside a recording.
///
/// ```swift
/// let group = DispatchGroup()
/// for card in cards {
///     group.enter()
///     UIView.animate(withDuration: 0.4, animations: { card.alpha = 1 }, completion: { _ in group.leave() })
/// }
/// group.notify(queue: .main) { showButton() }     // when every card has faded in
/// ```
public final class DispatchGroup: @unchecked Sendable {
    /// Guards the fields below (outside a recording, real threads may share the group).
    private let state = NSCondition()
    private var count = 0
    private var notifications: [(AnimaticRuntime.DispatchQueue, () -> Void)] = []

    /// Creates an empty group.
    public init() {}

    /// One more piece of work has started.
    public func enter() { state.withLock { count += 1 } }

    /// One piece of work has ended; at zero, the notifications are submitted to their queues.
    /// More `leave()` than `enter()` is reported as misuse (Dispatch crashes: "Unbalanced call
    /// to dispatch_group_leave()").
    public func leave() {
        let balanced: Bool = state.withLock {
            guard count > 0 else { return false }
            count -= 1
            return true
        }
        guard balanced else {
            StoryContext.reportToCurrent(StoryProblem.misuse(call: "DispatchGroup.leave()",
                                                           problem: "leave() without a matching enter()"))
            return
        }
        fireIfEmpty()
    }

    /// Submits `work` to `queue` when the group is empty (at once if it already is, as in
    /// Dispatch). `qos` and `flags` are accepted for source compatibility.
    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: AnimaticRuntime.DispatchQueue,
                       execute work: @escaping () -> Void) {
        state.withLock { notifications.append((queue, work)) }
        fireIfEmpty()
    }

    /// Submits `work` to `queue` when the group is empty.
    public func notify(queue: AnimaticRuntime.DispatchQueue, work: AnimaticRuntime.DispatchWorkItem) {
        notify(queue: queue) { work.perform() }
    }

    /// Waits until the group is empty. On the story thread the wait would stop the story's
    /// clock (a phone's main thread would block): inside a recording a wait for a group that
    /// is not empty is reported as misuse and returns at once. Outside a recording it really
    /// waits.
    public func wait() { _ = wait(timeout: .distantFuture) }

    /// See ``wait()``: `.success` once the group is empty, else `.timedOut` at `timeout`.
    @discardableResult
    public func wait(timeout: AnimaticRuntime.DispatchTime) -> DispatchTimeoutResult {
        storyWait(state, timeout: timeout, call: "DispatchGroup.wait()",
                  problem: "waiting on the main thread for work that has not ended would block the story (it never ends)") {
            count == 0
        }
    }

    private func fireIfEmpty() {
        let pending: [(AnimaticRuntime.DispatchQueue, () -> Void)] = state.withLock {
            guard count == 0 else { return [] }
            state.broadcast()
            defer { notifications = [] }
            return notifications
        }
        for (queue, work) in pending { queue.submit(at: nil, call: "DispatchGroup.notify(queue:execute:)", work) }
    }
}

/// A counting semaphore, shaped like Dispatch's `DispatchSemaphore`.
///
/// Inside a recording nothing runs while the story thread waits, so a wait that would block
/// (the count is zero) is reported as misuse and times out at once; a story's work never
/// needs one (Apple, `DispatchSemaphore`: waiting "blocks the current thread"; on a phone's
/// main thread that freezes the app). `signal()` and waits that succeed at once work as in
/// Dispatch. Outside a recording it blocks as Dispatch's does. Thread-safe.
///
/// ```swift
/// let slots = DispatchSemaphore(value: 2)
/// if slots.wait(timeout: .now()) == .success { /* a free slot */ }
/// ```
public final class DispatchSemaphore: @unchecked Sendable {
    private let state = NSCondition()
    private var value: Int
    private var waiters = 0

    /// A semaphore with `value` free slots. A negative value is reported (Dispatch returns no
    /// semaphore for one) and counts as 0.
    public init(value: Int) {
        if value < 0 {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: "DispatchSemaphore(value:)", argument: "value", problem: "\(value) is negative"))
        }
        self.value = max(0, value)
    }

    /// Frees a slot, waking one waiter; returns non-zero if a thread was woken, as Dispatch does.
    @discardableResult
    public func signal() -> Int {
        state.withLock {
            value += 1
            state.signal()
            return waiters > 0 ? 1 : 0
        }
    }

    /// Takes a slot, waiting for one if none is free (see ``DispatchSemaphore``).
    public func wait() { _ = wait(timeout: .distantFuture) }

    /// Takes a slot: `.success`, or `.timedOut` when none came by `timeout`.
    @discardableResult
    public func wait(timeout: AnimaticRuntime.DispatchTime) -> DispatchTimeoutResult {
        state.withLock { waiters += 1 }
        defer { state.withLock { waiters -= 1 } }
        // `done` takes the slot when there is one (it runs with the lock held).
        return storyWait(state, timeout: timeout, call: "DispatchSemaphore.wait()",
                         problem: "waiting on the main thread for a signal would block the story (nothing signals while it waits)") {
            guard value > 0 else { return false }
            value -= 1
            return true
        }
    }
}

/// A queue of work, shaped like Dispatch's `DispatchQueue`; inside a recording its work runs
/// on the story clock (see the top of StoryDispatch.swift).
///
/// ```swift
/// for (i, line) in lines.enumerated() {
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.15 * Double(i)) {
///         UIView.animate(withDuration: 0.4) { line.alpha = 1 }
///     }
/// }
/// ```
public final class DispatchQueue: @unchecked Sendable {
    /// The queue's name.
    public let label: String
    private let isMain: Bool

    /// Attributes of a queue made with ``init(label:qos:attributes:autoreleaseFrequency:target:)``.
    public struct Attributes: OptionSet, Sendable {
        /// The attributes' bit mask.
        public let rawValue: UInt64
        /// Creates a set of attributes from its bit mask.
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// A concurrent queue (a story runs its work one item after another all the same).
        public static let concurrent = Attributes(rawValue: 1 << 1)
        /// A queue that starts inactive (accepted for source compatibility).
        public static let initiallyInactive = Attributes(rawValue: 1 << 2)
    }

    /// How often a queue drains autorelease pools (accepted for source compatibility).
    public enum AutoreleaseFrequency: Sendable {
        /// The target queue's frequency.
        case inherit
        /// A pool around each work item.
        case workItem
        /// No pool.
        case never
    }

    /// The main queue: inside a recording, the story thread's.
    public static let main = AnimaticRuntime.DispatchQueue(label: "com.apple.main-thread", isMain: true)

    private static let globalQueue = AnimaticRuntime.DispatchQueue(label: "com.apple.root.default-qos", isMain: false)

    /// A global queue. Inside a recording its work runs on the story clock at the time it is
    /// submitted, as if it took no time.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> AnimaticRuntime.DispatchQueue { globalQueue }

    private init(label: String, isMain: Bool) {
        self.label = label
        self.isMain = isMain
    }

    /// A private queue named `label`. Inside a recording its work runs on the story clock at
    /// the time it is submitted; the other arguments are accepted for source compatibility.
    public convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                            autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: AnimaticRuntime.DispatchQueue? = nil) {
        self.init(label: label, isMain: false)
    }

    /// Submits `work` to run after the current code returns: inside a recording, on the story
    /// clock at the current time, after the work already due then (first in, first out).
    /// With `group`, the group is entered now and left when `work` has run.
    public func async(group: AnimaticRuntime.DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping () -> Void) {
        group?.enter()
        submit(at: nil, call: "DispatchQueue.async") {
            work()
            group?.leave()
        }
    }

    /// Submits a work item (see ``async(group:qos:flags:execute:)``); a cancelled item does not run.
    public func async(execute workItem: AnimaticRuntime.DispatchWorkItem) {
        submit(at: nil, call: "DispatchQueue.async(execute:)") { workItem.perform() }
    }

    /// Submits a work item as part of `group`.
    public func async(group: AnimaticRuntime.DispatchGroup, execute workItem: AnimaticRuntime.DispatchWorkItem) {
        group.enter()
        submit(at: nil, call: "DispatchQueue.async(group:execute:)") {
            workItem.perform()
            group.leave()
        }
    }

    /// Submits `work` to run at `deadline`: inside a recording, at that story time (the story
    /// clock's `now()` plus the delay, exactly). A deadline in the past runs as soon as
    /// possible; ``DispatchTime/distantFuture`` never runs (as in Dispatch).
    public func asyncAfter(deadline: AnimaticRuntime.DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping () -> Void) {
        submit(at: deadline.uptimeNanoseconds, call: "DispatchQueue.asyncAfter(deadline:)", work)
    }

    /// Submits a work item to run at `deadline`; a cancelled item does not run.
    public func asyncAfter(deadline: AnimaticRuntime.DispatchTime, execute workItem: AnimaticRuntime.DispatchWorkItem) {
        submit(at: deadline.uptimeNanoseconds, call: "DispatchQueue.asyncAfter(deadline:execute:)") { workItem.perform() }
    }

    /// Submits `work` to run at the wall-clock time `wallDeadline` (see ``DispatchWallTime``).
    public func asyncAfter(wallDeadline: AnimaticRuntime.DispatchWallTime, qos: DispatchQoS = .unspecified,
                           flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
        submit(wallDeadline: wallDeadline, work)
    }

    /// Submits a work item to run at `wallDeadline`.
    public func asyncAfter(wallDeadline: AnimaticRuntime.DispatchWallTime, execute workItem: AnimaticRuntime.DispatchWorkItem) {
        submit(wallDeadline: wallDeadline) { workItem.perform() }
    }

    private func submit(wallDeadline: AnimaticRuntime.DispatchWallTime, _ work: @escaping () -> Void) {
        let call = "DispatchQueue.asyncAfter(wallDeadline:)"
        if StoryContext.current == nil {
            // Outside a recording the wall time is the time of day: wait as long as it is away.
            let seconds = Double(Int64(clamping: wallDeadline.nanoseconds)) / 1e9 - Date().timeIntervalSince1970
            let deadline = AnimaticRuntime.DispatchTime.now() + max(0, seconds)
            return submit(at: deadline.uptimeNanoseconds, call: call, work)
        }
        submit(at: wallDeadline.nanoseconds, call: call, work)
    }

    /// Runs `work` once per iteration and returns when all have run. Inside a recording they
    /// run one after another on the story thread (a story never goes multi-threaded); outside
    /// one, on Dispatch's threads as `DispatchQueue.concurrentPerform` does.
    public static func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        if StoryContext.current != nil {
            for i in 0..<max(0, iterations) { work(i) }
            return
        }
        withoutActuallyEscaping(work) { work in
            let box = UncheckedIteration(work)
            Dispatch.DispatchQueue.concurrentPerform(iterations: iterations) { box.work($0) }
        }
    }

    /// Runs `work` now and returns its result. `DispatchQueue.main.sync` called on the main
    /// thread deadlocks on a phone: inside a recording it is reported as misuse (and `work`
    /// still runs, so the story goes on).
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if isMain, StoryContext.current != nil {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "DispatchQueue.main.sync", problem: "called on the main thread, where it deadlocks"))
        }
        return try work()
    }

    /// Runs a work item now (see ``sync(execute:)``).
    public func sync(execute workItem: AnimaticRuntime.DispatchWorkItem) {
        sync { workItem.perform() }
    }

    /// Schedules `work` on the story clock at `deadline` (nanoseconds of story time; `nil`:
    /// now), or hands it to the real queue outside a recording.
    func submit(at deadline: UInt64?, call: String, _ work: @escaping () -> Void) {
        guard let clock = StoryContext.current?.clock else {
            let box = UncheckedWork(work)
            let real = isMain ? Dispatch.DispatchQueue.main : Dispatch.DispatchQueue.global()
            if let deadline {
                let delay = Int64(clamping: deadline) - Int64(clamping: Dispatch.DispatchTime.now().uptimeNanoseconds)
                real.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: max(0, delay)))) { box.work() }
            } else {
                real.async { box.work() }
            }
            return
        }
        guard let deadline else {
            clock.schedule(at: clock.now, work)
            return
        }
        if deadline == .max { return }   // distantFuture: never
        let due = StoryTime(ticks: Int64(clamping: deadline))
        guard due <= StoryTime.maximum else {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: call, argument: "deadline",
                problem: "deadline \(deadline) ns is beyond the latest story time"))
            return
        }
        clock.schedule(at: due, work)
    }
}

/// An iteration handed to real Dispatch outside a recording (see `concurrentPerform`).
private final class UncheckedIteration: @unchecked Sendable {
    let work: (Int) -> Void
    init(_ work: @escaping (Int) -> Void) { self.work = work }
}

/// Work handed to real Dispatch outside a recording (story code is not `Sendable`-checked: a
/// story belongs to one thread).
private final class UncheckedWork: @unchecked Sendable {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
