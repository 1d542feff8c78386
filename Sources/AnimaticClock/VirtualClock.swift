/// A virtual clock that runs scheduled actions in time order, first-in first-out for equal
/// times, without ever waiting for real time.
///
/// This is the recording scheduler's engine. The clock is set to an action's due time
/// *before* that action runs, so code inside an action that reads ``now`` sees its own time.
/// Actions may schedule further actions, including at the current time: those run after
/// every action already due at that time (FIFO).
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: StoryTime(ticks: 5)) { print("second") }
/// clock.schedule(after: .zero) { print("first") }
/// _ = clock.run(until: .maximum)   // prints "first", "second"; clock.now.ticks == 5
/// ```
///
/// Not thread-safe: a clock belongs to the thread that records a story.
///
/// - Complexity: ``schedule(at:_:)`` and running one action are O(1) amortised, plus
///   O(log d) when a new distinct due time appears (d distinct due times pending). Actions
///   are kept per due time in first-in first-out buckets: stories schedule many actions at a
///   few times (every view's animation ends at 0.5 s, 1 s, ...), so a bucket per time beats
///   one heap entry per action (no sifting through 100,000 entries per action).
public final class VirtualClock {
    /// The current virtual time.
    ///
    /// A computed property over private storage: read from another module, a stored class
    /// property gets a dynamic exclusivity check on every read (`@exclusivity(unchecked)`
    /// does not travel across modules), and the stage reads the time at every change.
    public var now: StoryTime { current }
    @exclusivity(unchecked) private var current: StoryTime = .zero

    /// One bucket per pending due time (slots are reused once drained).
    @exclusivity(unchecked) private var buckets: [Bucket] = []
    /// Indices of drained buckets, ready for reuse.
    @exclusivity(unchecked) private var freeBuckets: [Int32] = []
    /// The pending due times, a binary min-heap; each has exactly one bucket.
    @exclusivity(unchecked) private var times = TimeHeap()
    /// Due time -> bucket index, for every pending due time.
    @exclusivity(unchecked) private var bucketOfTime: [Int64: Int32] = [:]
    /// The last (time, bucket) looked up: consecutive schedules usually share a due time.
    @exclusivity(unchecked) private var lastTime: Int64 = -1
    @exclusivity(unchecked) private var lastBucket: Int32 = -1
    @exclusivity(unchecked) private var pending = 0
    /// Actions taken from the queue so far (run or cancelled): the work ``run(until:)`` did.
    @exclusivity(unchecked) private var taken = 0

    /// The most actions ``run(until:)`` takes at one instant of story time before it stops
    /// with ``RunOutcome/tooManyActions(atOneInstant:)``: time that never moves on (an action
    /// that schedules itself again at the same time) would otherwise run for ever.
    package var maximumActionsPerInstant = VirtualClock.defaultMaximumActionsPerInstant
    /// The most actions ``run(until:)`` takes in all before it stops with
    /// ``RunOutcome/tooManyActions(atOneInstant:)`` (a timer with a period of 1 ns would
    /// otherwise take hours to reach a limit of story time).
    package var maximumActions = VirtualClock.defaultMaximumActions
    /// 1,000,000: the bundled samples take at most 14 actions in all, the 100,000-view benchmark
    /// 800,000, of which at most 100,000 per instant (a million zero-time actions take about
    /// a second in a debug build).
    package static let defaultMaximumActionsPerInstant = 1_000_000
    /// 2,000,000: two and a half times the whole 100,000-view benchmark (a timer of period
    /// 1 ns reaches it after 2 ms of story time, in about a second of a release build).
    package static let defaultMaximumActions = 2_000_000

    /// How many actions the clock has taken from its queue (run or found cancelled).
    package var actionsTaken: Int { taken }

    /// The actions due at one time, in scheduling order; `nil` marks a cancelled or taken one.
    private struct Bucket {
        var time: Int64
        var generation: UInt32
        var head: Int
        var actions: ContiguousArray<Entry>
    }

    /// A closure wrapped in a struct: stored directly in an array, a closure would be
    /// reabstracted through a heap-allocated thunk on every insert.
    private enum Entry {
        /// Run, cancelled, or not yet scheduled.
        case none
        case plain(() -> Void)
        /// A completion with its argument (no closure to allocate for the call).
        case flag((Bool) -> Void, Bool)
    }

    /// Creates a clock at time zero with nothing scheduled.
    public init() {}

    /// How many actions are waiting (cancelled ones included until their time comes).
    package var pendingCount: Int { pending }

    /// The due time of the next pending action, if any.
    package var nextDueTime: StoryTime? { times.first.map { StoryTime(ticks: $0) } }

    /// Schedules `action` at the absolute time `time`; a time in the past means "now".
    ///
    /// - Returns: a token for ``cancel(_:)``.
    @discardableResult
    public func schedule(at time: StoryTime, _ action: @escaping () -> Void) -> ClockToken {
        let due = time.ticks < now.ticks ? now.ticks : time.ticks
        let b = bucket(for: due)
        let index = buckets[b].actions.count
        buckets[b].actions.append(.plain(action))
        pending += 1
        return ClockToken(bucket: Int32(b), generation: buckets[b].generation, index: index)
    }

    /// Schedules `action(argument)` at `time`, as ``schedule(at:_:)`` does with
    /// `{ action(argument) }`, without allocating a closure for it.
    @discardableResult
    package func schedule(at time: StoryTime, _ action: @escaping (Bool) -> Void, _ argument: Bool) -> ClockToken {
        let due = time.ticks < now.ticks ? now.ticks : time.ticks
        let b = bucket(for: due)
        let index = buckets[b].actions.count
        buckets[b].actions.append(.flag(action, argument))
        pending += 1
        return ClockToken(bucket: Int32(b), generation: buckets[b].generation, index: index)
    }

    /// Schedules `action` at `now + delay` (a negative delay means now).
    ///
    /// A delay longer than ``StoryTime/maximum`` (only `StoryTime(ticks:)` makes one: every
    /// conversion refuses it) is reported to the story being recorded, and the action is kept
    /// at the end of time, where it never runs: the sum never wraps around into the past.
    @discardableResult
    public func schedule(after delay: StoryTime, _ action: @escaping () -> Void) -> ClockToken {
        let ticks = delay.ticks
        if ticks > StoryTime.maximumTicks || current.ticks > StoryTime.maximumTicks {
            return schedule(at: StoryTime(ticks: lateTicks(after: delay)), action)
        }
        return schedule(at: StoryTime(ticks: current.ticks + max(0, ticks)), action)
    }

    /// `now + delay` for a delay or a clock beyond ``StoryTime/maximum``: the sum, saturated at
    /// `Int64.max`; a delay beyond the maximum is reported to the story being recorded.
    private func lateTicks(after delay: StoryTime) -> Int64 {
        if delay.ticks > StoryTime.maximumTicks {
            StoryContext.reportToCurrent(StoryTimeError.tooLarge(
                what: "a delay given to the story clock (StoryTime(ticks: \(delay.ticks)))", value: delay.seconds))
        }
        let (sum, overflow) = current.ticks.addingReportingOverflow(max(0, delay.ticks))
        return overflow ? .max : sum
    }

    /// Cancels a pending action. Call it only for actions that have not run yet (callers that
    /// cannot tell keep a flag of their own); cancelling twice is harmless.
    public func cancel(_ token: ClockToken) {
        let b = Int(token.bucket)
        guard b >= 0, b < buckets.count, buckets[b].generation == token.generation,
              token.index >= buckets[b].head, token.index < buckets[b].actions.count else { return }
        buckets[b].actions[token.index] = .none
    }

    /// Runs every action due at or before `limit`, in (time, scheduling order) order.
    ///
    /// - Returns: ``RunOutcome/idle`` when nothing is left, or ``RunOutcome/stoppedAtLimit``
    ///   when actions remain after `limit` (the clock then stands at `limit`).
    ///   It stops with ``RunOutcome/tooManyActions(atOneInstant:)`` (the clock at the instant
    ///   it was working on, the rest still pending) before taking more than 1,000,000 actions
    ///   at one instant or 2,000,000 in all.
    @discardableResult
    public func run(until limit: StoryTime) -> RunOutcome {
        while let time = times.first {
            if time > limit.ticks {
                if limit.ticks > current.ticks { current = limit }
                return .stoppedAtLimit
            }
            let b = Int(bucketOfTime[time]!)
            // One comparison per action bounds both counts: the instant's allowance, or what
            // is left of the whole, whichever ends first.
            let stop = maximumActions - taken > maximumActionsPerInstant ? taken + maximumActionsPerInstant
                                                                         : maximumActions
            // Actions scheduled now, while the bucket drains, join its end (FIFO).
            while buckets[b].head < buckets[b].actions.count {
                if taken >= stop {
                    current = StoryTime(ticks: time)
                    return .tooManyActions(atOneInstant: taken < maximumActions)
                }
                taken &+= 1
                let i = buckets[b].head
                buckets[b].head = i + 1
                pending -= 1
                // Moved out (the slot keeps `.none`): no retain of the action to copy it.
                var entry = Entry.none
                swap(&entry, &buckets[b].actions[i])
                switch entry {
                case .none:
                    continue
                case .plain(let action):
                    // Set before each action (a cancelled action does not move the clock).
                    current = StoryTime(ticks: time)
                    action()
                case .flag(let action, let argument):
                    current = StoryTime(ticks: time)
                    action(argument)
                }
            }
            times.removeFirst()
            bucketOfTime[time] = nil
            if lastTime == time { lastTime = -1; lastBucket = -1 }
            buckets[b].actions.removeAll(keepingCapacity: buckets[b].actions.capacity <= 1 << 20)
            buckets[b].head = 0
            buckets[b].generation &+= 1
            freeBuckets.append(Int32(b))
        }
        return .idle
    }

    /// Runs every action due before `end`, none due at or after it, and leaves the clock at
    /// `end` (never going back): the end of a story recorded for a fixed time. What is due at
    /// or after `end`, or scheduled afterwards, stays pending.
    ///
    /// ```swift
    /// clock.schedule(at: StoryTime(ticks: 9)) { print("runs") }
    /// clock.schedule(at: StoryTime(ticks: 10)) { print("never runs") }
    /// clock.run(before: StoryTime(ticks: 10))   // .stoppedAtLimit; clock.now.ticks == 10
    /// ```
    ///
    /// - Returns: ``RunOutcome/idle`` when nothing is left, or ``RunOutcome/stoppedAtLimit``
    ///   when actions remain at or after `end`, or ``RunOutcome/tooManyActions(atOneInstant:)``
    ///   (the clock then stays where it stopped).
    @discardableResult
    package func run(before end: StoryTime) -> RunOutcome {
        let outcome: RunOutcome = end.ticks > 0 ? run(until: StoryTime(ticks: end.ticks - 1))
                                                : (times.first == nil ? .idle : .stoppedAtLimit)
        if case .tooManyActions = outcome { return outcome }
        if end.ticks > current.ticks { current = end }
        return outcome
    }

    /// Runs the actions due up to `time` and leaves the clock at `time` (never going back).
    public func advance(to time: StoryTime) {
        _ = run(until: time)
        if time.ticks > current.ticks { current = time }
    }

    /// What ``run(until:)`` found when it stopped.
    public enum RunOutcome: Hashable, Sendable {
        /// Nothing is scheduled any more.
        case idle
        /// Actions remain after the limit.
        case stoppedAtLimit
        /// The clock took as many actions as it may (see ``run(until:)``), at one instant
        /// (`atOneInstant`) or in all, and stopped with actions still pending.
        case tooManyActions(atOneInstant: Bool)
    }

    /// The bucket of due time `due`, created (or recycled) if the time is new.
    @inline(__always)
    private func bucket(for due: Int64) -> Int {
        if due == lastTime { return Int(lastBucket) }
        let b: Int32
        if let found = bucketOfTime[due] {
            b = found
        } else {
            if let free = freeBuckets.popLast() {
                b = free
                buckets[Int(b)].time = due
            } else {
                b = Int32(buckets.count)
                buckets.append(Bucket(time: due, generation: 0, head: 0, actions: []))
            }
            bucketOfTime[due] = b
            times.insert(due)
        }
        lastTime = due
        lastBucket = b
        return Int(b)
    }
}

/// Identifies one scheduled action of a ``VirtualClock``.
public struct ClockToken: Hashable, Sendable {
    let bucket: Int32
    let generation: UInt32
    let index: Int
}

/// A binary min-heap of distinct due times.
struct TimeHeap {
    var storage: ContiguousArray<Int64> = []

    var first: Int64? { storage.first }

    mutating func insert(_ time: Int64) {
        storage.append(time)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if storage[parent] <= storage[child] { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        let last = storage.removeLast()
        guard !storage.isEmpty else { return }
        storage[0] = last
        let count = storage.count
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var best = left
            if left + 1 < count && storage[left + 1] < storage[left] { best = left + 1 }
            if storage[parent] <= storage[best] { break }
            storage.swapAt(parent, best)
            parent = best
        }
    }
}
