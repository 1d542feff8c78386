import AnimaticClock
import Foundation

/// A timer that fires on the story clock, shaped like Foundation's `Timer`.
///
/// Story code imports `Animatic`, whose `Timer` is this type (re-exported by name over
/// Foundation's). Inside a recording a timer fires at story times:
///
/// - Its first fire date is set when it is created: `interval` after that, or the `fire:`
///   date (as Foundation's `init(timeInterval:repeats:block:)` sets `fireDate` to now plus the
///   interval). Scheduled later (``RunLoop/add(_:forMode:)``), it fires at that date, or at once
///   if the date has passed.
/// - A repeating timer then fires every `interval` after its previous *scheduled* fire time,
///   so it never drifts, and a fire missed (the timer was added late) is made up once, not
///   repeatedly (Apple, `Timer`, "Repeating Versus Nonrepeating Timers").
/// - An interval of 0 or less counts as 0.1 ms, as Apple documents for
///   `scheduledTimer(withTimeInterval:repeats:block:)`.
/// - A `Date` (``init(fire:interval:repeats:block:)``, ``fireDate``) is read against the real
///   clock when the call is made and rounded to the millisecond: Apple gives a timer's
///   effective resolution as 50-100 ms, so `Date().addingTimeInterval(0.5)` is 0.5 s of story
///   time exactly.
/// - `tolerance` is kept but never changes when a timer fires.
///
/// Outside a recording the timer is a real Foundation timer on the current run loop.
///
/// ```swift
/// var page = 0
/// Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { timer in
///     page += 1
///     UIView.animate(withDuration: 0.4) { pager.contentOffsetX = CGFloat(page) * 375 }
///     if page == 3 { timer.invalidate() }
/// }
/// ```
///
/// A repeating timer that is never invalidated keeps the story running: record part of it
/// (`Story.record(size:limit:)` reports it at the limit).
public final class Timer {
    /// The seconds between fires of a repeating timer; 0 for a one-shot timer (as Foundation's
    /// `timeInterval` returns "even if a time interval was set").
    public var timeInterval: TimeInterval { repeats ? seconds : 0 }
    /// Whether the timer fires again after each fire.
    public let repeats: Bool
    /// Accepted and kept for source compatibility; a story's timers fire exactly on time.
    public var tolerance: TimeInterval = 0
    /// Anything the story wants to keep with the timer.
    public var userInfo: Any?
    /// Whether the timer will still fire (false after ``invalidate()`` or a one-shot fire).
    public private(set) var isValid = true

    private let block: (Timer) -> Void
    private let seconds: TimeInterval
    private let interval: StoryTime
    /// The first fire date, on the real clock (for a timer scheduled outside a recording).
    private var firstDate: Date
    /// The first fire time on `firstClock`, for a timer made inside a recording.
    private var firstStoryTime: StoryTime?
    private weak var firstClock: VirtualClock?
    /// Whether the timer was added to a run loop (it fires, unless paused).
    private var scheduled = false
    /// The next scheduled fire time; `nil` while paused (``fireDate`` in the far future).
    private var nextFire: StoryTime?
    private var token: ClockToken?
    private weak var clock: VirtualClock?
    private var real: Foundation.Timer?

    /// Creates a timer that first fires `interval` seconds from now, once it is scheduled with
    /// ``RunLoop/add(_:forMode:)``.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(firstDelay: nil, interval: interval, repeats: repeats, call: "Timer(timeInterval:repeats:block:)", block: block)
    }

    /// Creates a timer whose first fire is at `date` (read against the real clock now, rounded
    /// to the millisecond), once it is scheduled with ``RunLoop/add(_:forMode:)``.
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(firstDelay: Timer.storyDelay(until: date), interval: interval, repeats: repeats,
                  call: "Timer(fire:interval:repeats:block:)", block: block)
    }

    private init(firstDelay: StoryTime?, interval: TimeInterval, repeats: Bool, call: String, block: @escaping (Timer) -> Void) {
        // Apple: an interval of 0 or less is taken as 0.1 ms. Inside a recording, NaN, the
        // infinities and intervals beyond the longest story time are reported (the timer then
        // never fires).
        let seconds = interval.isNaN || interval <= 0 ? 0.0001 : interval
        self.seconds = seconds
        self.repeats = repeats
        self.block = block
        if interval.isFinite, let valid = StoryTime(validSeconds: seconds) {
            self.interval = valid
        } else {
            self.interval = .maximum
            if StoryContext.current != nil {
                do { _ = try StoryTime(seconds: interval, what: "interval") } catch {
                    StoryContext.reportToCurrent(StoryProblem.invalidArgument(call: call, argument: "interval", problem: "\(error)"))
                }
            }
        }
        let delay = firstDelay ?? self.interval
        firstDate = Date(timeIntervalSinceNow: delay.seconds)
        if let clock = StoryContext.current?.clock {
            firstClock = clock
            firstStoryTime = StoryTime(ticks: min(StoryTime.maximum.ticks, clock.now.ticks &+ delay.ticks))
        }
    }

    /// Creates a timer and schedules it on the current run loop (inside a recording, the story
    /// clock): it first fires `interval` seconds from now.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(firstDelay: nil, interval: interval, repeats: repeats,
                          call: "Timer.scheduledTimer(withTimeInterval:repeats:block:)", block: block)
        timer.schedule()
        return timer
    }

    /// The story time from now until `date` on the real clock, rounded to the millisecond (0 for
    /// a date that has passed; ``StoryTime/maximum`` for one beyond the story's range, such as
    /// `Date.distantFuture`).
    static func storyDelay(until date: Date) -> StoryTime {
        let milliseconds = (date.timeIntervalSinceNow * 1000).rounded()
        if milliseconds.isNaN { return .maximum }
        return StoryTime(validSeconds: max(0, milliseconds) / 1000) ?? .maximum
    }

    /// The next fire date, on the real clock (inside a recording: now plus the story time until
    /// the next fire), or `nil` once invalidated. Setting it moves the next fire (as in
    /// Foundation); `Date.distantFuture` pauses the timer until it is set again.
    public var fireDate: Date? {
        get {
            guard isValid else { return nil }
            if let real { return real.fireDate }
            guard scheduled, let clock else { return firstDate }
            guard let nextFire else { return .distantFuture }
            return Date(timeIntervalSinceNow: (nextFire - clock.now).seconds)
        }
        set {
            guard isValid, let date = newValue else { return }
            if let real {
                real.fireDate = date
            } else if scheduled, let clock {
                cancelPending()
                let delay = Timer.storyDelay(until: date)
                if delay < StoryTime.maximum { arm(at: clock.now + delay, on: clock) }
            } else {
                firstDate = date
                if let clock = StoryContext.current?.clock {
                    firstClock = clock
                    firstStoryTime = StoryTime(ticks: min(StoryTime.maximum.ticks, clock.now.ticks &+ Timer.storyDelay(until: date).ticks))
                } else {
                    firstStoryTime = nil
                }
            }
        }
    }

    /// Fires the timer now, outside its schedule; a one-shot timer is then invalidated, a
    /// repeating one keeps its schedule (as Foundation documents). Does nothing once invalid.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again.
    public func invalidate() {
        isValid = false
        cancelPending()
        real?.invalidate()
        real = nil
    }

    private func cancelPending() {
        if let token, let clock { clock.cancel(token) }
        token = nil
        nextFire = nil
    }

    /// Schedules the timer on the story clock (or the real run loop outside a recording);
    /// scheduling it again changes nothing.
    func schedule() {
        guard isValid, !scheduled else { return }
        scheduled = true
        guard let clock = StoryContext.current?.clock else {
            let box = TimerBox(self)
            let timer = Foundation.Timer(fire: firstDate, interval: repeats ? seconds : 0, repeats: repeats) { _ in
                box.timer?.realFired()
            }
            real = timer
            Foundation.RunLoop.current.add(timer, forMode: .default)
            return
        }
        self.clock = clock
        let first: StoryTime
        if let firstStoryTime, firstClock === clock {
            first = firstStoryTime
        } else {
            // Made outside this recording: the first fire is as far away as its date.
            first = clock.now + Timer.storyDelay(until: firstDate)
        }
        if first < StoryTime.maximum { arm(at: first, on: clock) }
    }

    private func arm(at time: StoryTime, on clock: VirtualClock) {
        nextFire = time
        // The clock keeps the timer alive until it fires or is invalidated, as a run loop
        // retains its timers (Apple, `RunLoop.add(_:forMode:)`). A time that has passed runs now.
        token = clock.schedule(at: time) { self.clockFired() }
    }

    private func clockFired() {
        guard isValid, let clock, let due = nextFire else { return }
        token = nil
        if repeats {
            // The next scheduled time after now: fires missed while the timer waited to be
            // added are skipped, not made up one by one.
            var next = due.ticks &+ interval.ticks
            if next <= clock.now.ticks {
                next = due.ticks &+ ((clock.now.ticks - due.ticks) / interval.ticks + 1) &* interval.ticks
            }
            if next <= StoryTime.maximum.ticks { arm(at: StoryTime(ticks: next), on: clock) }
        }
        block(self)
        if !repeats { invalidate() }
    }

    private func realFired() {
        block(self)
        if !repeats { isValid = false }
    }
}

/// Holds a story timer weakly for the real Foundation timer's block.
private final class TimerBox: @unchecked Sendable {
    weak var timer: Timer?
    init(_ timer: Timer) { self.timer = timer }
}

extension Timer {
    /// A timer whose first fire is `seconds` from now (rounded to the millisecond, as a `Date`
    /// is; 0 for a time that has passed), repeating every `interval` when it is above 0: what a
    /// Core Foundation run-loop timer asks for (see `CFRunLoopTimer.swift`).
    static func firing(in seconds: Double, interval: TimeInterval, call: String, block: @escaping (Timer) -> Void) -> Timer {
        let milliseconds = (seconds * 1000).rounded()
        let delay = milliseconds.isNaN ? StoryTime.maximum : StoryTime(validSeconds: max(0, milliseconds) / 1000) ?? .maximum
        return Timer(firstDelay: delay, interval: interval, repeats: interval > 0, call: call, block: block)
    }
}

/// The run loop, shaped like Foundation's `RunLoop`: inside a recording, the story clock's.
///
/// ```swift
/// let timer = Timer(timeInterval: 0.5, repeats: true) { _ in pulse() }
/// RunLoop.main.add(timer, forMode: .common)
/// ```
public final class RunLoop: @unchecked Sendable {
    /// A run-loop mode (accepted for source compatibility: a story has one mode).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A mode named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The default mode.
        public static let `default` = Mode("kCFRunLoopDefaultMode")
        /// The common modes.
        public static let common = Mode("kCFRunLoopCommonModes")
        /// UIKit's mode while the user drags a scroll view.
        public static let tracking = Mode("UITrackingRunLoopMode")
    }

    /// The main run loop.
    public static let main = RunLoop()

    /// The current run loop: in a story, the main one (stories run on one thread).
    public static var current: RunLoop { main }

    private init() {}

    /// Schedules `timer` (see ``Timer``); adding it again, in another mode, changes nothing.
    public func add(_ timer: Timer, forMode mode: Mode) { timer.schedule() }

    /// Runs `block` on the next turn of the run loop: inside a recording, on the story clock
    /// at the current time, after the work already due then.
    public func perform(_ block: @escaping () -> Void) {
        AnimaticRuntime.DispatchQueue.main.submit(at: nil, call: "RunLoop.perform", block)
    }

    /// Runs `block` on the next turn of the run loop (modes are accepted for source
    /// compatibility).
    public func perform(inModes modes: [Mode], block: @escaping () -> Void) {
        AnimaticRuntime.DispatchQueue.main.submit(at: nil, call: "RunLoop.perform", block)
    }

    /// Running the run loop by hand would stop the story's clock: inside a recording it is
    /// reported as misuse and returns at once.
    public func run(until limitDate: Date) { reportRun("RunLoop.run(until:)") }

    /// See ``run(until:)``.
    public func run() { reportRun("RunLoop.run()") }

    private func reportRun(_ call: String) {
        StoryContext.reportToCurrent(StoryProblem.misuse(
            call: call, problem: "the story's clock runs the run loop; running it by hand would stop the story"))
    }
}

/// An operation queue, shaped like Foundation's `OperationQueue` for the calls intros use
/// (`OperationQueue.main.addOperation { ... }`): inside a recording, operations run on the
/// story clock at the time they are added, after the work already due then.
public final class OperationQueue: @unchecked Sendable {
    /// The main queue.
    public static let main = OperationQueue()
    /// The queue the current code runs on: in a story, the main one.
    public static var current: OperationQueue? { main }
    /// Accepted for source compatibility (a story runs one operation at a time).
    public var maxConcurrentOperationCount = 1
    /// The queue's name.
    public var name: String?

    /// Creates a queue.
    public init() {}

    /// Adds an operation running `block`.
    public func addOperation(_ block: @escaping () -> Void) {
        AnimaticRuntime.DispatchQueue.main.submit(at: nil, call: "RunLoop.perform", block)
    }
}
