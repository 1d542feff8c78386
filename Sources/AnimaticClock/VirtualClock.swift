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
/// - Complexity: ``schedule(at:_:)`` and running one action are O(log n) for n pending actions.
public final class VirtualClock {
    /// The current virtual time.
    public private(set) var now: StoryTime = .zero

    @usableFromInline var heap = ClockHeap()
    private var nextSequence: UInt64 = 0
    private var cancelled: Set<UInt64> = []

    /// Creates a clock at time zero with nothing scheduled.
    public init() {}

    /// How many actions are waiting (cancelled ones included until their time comes).
    public var pendingCount: Int { heap.count }

    /// The due time of the next pending action, if any.
    public var nextDueTime: StoryTime? { heap.first.map { StoryTime(ticks: $0.time) } }

    /// Schedules `action` at the absolute time `time`; a time in the past means "now".
    ///
    /// - Returns: a token for ``cancel(_:)``.
    @discardableResult
    public func schedule(at time: StoryTime, _ action: @escaping () -> Void) -> ClockToken {
        let due = time.ticks < now.ticks ? now.ticks : time.ticks
        let sequence = nextSequence
        nextSequence &+= 1
        heap.insert(ClockEntry(time: due, sequence: sequence, action: action))
        return ClockToken(sequence: sequence)
    }

    /// Schedules `action` at `now + delay`.
    @discardableResult
    public func schedule(after delay: StoryTime, _ action: @escaping () -> Void) -> ClockToken {
        schedule(at: StoryTime(ticks: now.ticks &+ max(0, delay.ticks)), action)
    }

    /// Cancels a pending action. Call it only for actions that have not run yet (callers that
    /// cannot tell keep a flag of their own); cancelling twice is harmless.
    public func cancel(_ token: ClockToken) {
        cancelled.insert(token.sequence)
    }

    /// Runs every action due at or before `limit`, in (time, scheduling order) order.
    ///
    /// - Returns: ``RunOutcome/idle`` when nothing is left, or ``RunOutcome/stoppedAtLimit``
    ///   when actions remain after `limit` (the clock then stands at `limit`).
    @discardableResult
    public func run(until limit: StoryTime) -> RunOutcome {
        while let first = heap.first {
            if first.time > limit.ticks {
                if limit.ticks > now.ticks { now = limit }
                return .stoppedAtLimit
            }
            let entry = heap.removeFirst()
            if !cancelled.isEmpty, cancelled.remove(entry.sequence) != nil { continue }
            now = StoryTime(ticks: entry.time)
            entry.action()
        }
        return .idle
    }

    /// Runs the actions due up to `time` and leaves the clock at `time` (never going back).
    public func advance(to time: StoryTime) {
        _ = run(until: time)
        if time.ticks > now.ticks { now = time }
    }

    /// What ``run(until:)`` found when it stopped.
    public enum RunOutcome: Equatable, Sendable {
        /// Nothing is scheduled any more.
        case idle
        /// Actions remain after the limit.
        case stoppedAtLimit
    }
}

/// Identifies one scheduled action of a ``VirtualClock``.
public struct ClockToken: Hashable, Sendable {
    let sequence: UInt64
}

@usableFromInline struct ClockEntry {
    @usableFromInline var time: Int64
    @usableFromInline var sequence: UInt64
    @usableFromInline var action: () -> Void

    @inlinable func precedes(_ other: ClockEntry) -> Bool {
        time < other.time || (time == other.time && sequence < other.sequence)
    }
}

/// A binary min-heap ordered by (time, sequence), which makes equal times FIFO.
@usableFromInline struct ClockHeap {
    @usableFromInline var storage: ContiguousArray<ClockEntry> = []

    @inlinable var count: Int { storage.count }
    @inlinable var first: ClockEntry? { storage.first }

    /// Whether the entry at `i` runs before the one at `j` (reads keys in place: comparing
    /// copies would retain and release each entry's closure).
    @inlinable @inline(__always)
    static func precedes(_ buffer: UnsafeMutableBufferPointer<ClockEntry>, _ i: Int, _ j: Int) -> Bool {
        let ti = buffer[i].time, tj = buffer[j].time
        return ti < tj || (ti == tj && buffer[i].sequence < buffer[j].sequence)
    }

    @inlinable mutating func insert(_ entry: ClockEntry) {
        storage.append(entry)
        storage.withUnsafeMutableBufferPointer { buffer in
            var child = buffer.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                if !ClockHeap.precedes(buffer, child, parent) { break }
                buffer.swapAt(child, parent)
                child = parent
            }
        }
    }

    @inlinable mutating func removeFirst() -> ClockEntry {
        let last = storage.count - 1
        if last > 0 { storage.swapAt(0, last) }
        let result = storage.removeLast()
        storage.withUnsafeMutableBufferPointer { buffer in
            let count = buffer.count
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= count { break }
                let right = left + 1
                var best = left
                if right < count && ClockHeap.precedes(buffer, right, left) { best = right }
                if !ClockHeap.precedes(buffer, best, parent) { break }
                buffer.swapAt(parent, best)
                parent = best
            }
        }
        return result
    }
}
