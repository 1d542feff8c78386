import AnimaticClock
import Foundation

/// A timer that fires on the story clock, shaped like Foundation's `Timer`.
///
/// Story code imports only `Animatic`, whose `Timer` is this type (see
/// scripts/generate-foundation-exports). Inside a recording a scheduled timer fires at story
/// times: first `timeInterval` after it was scheduled, then, if it repeats, every
/// `timeInterval` after its previous *scheduled* fire time, so it never drifts (Apple,
/// `Timer`: "A repeating timer always schedules itself based on the scheduled firing time, as
/// opposed to the actual firing time"). An interval of 0 or less counts as 0.1 ms, as
/// Foundation documents for `scheduledTimer(timeInterval:...)`. `tolerance` is kept but never
/// changes when a timer fires. Outside a recording the timer is a real Foundation timer on the
/// current run loop.
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
    /// The seconds between fires.
    public let timeInterval: TimeInterval
    /// Whether the timer fires again after each fire.
    public let repeats: Bool
    /// Accepted and kept for source compatibility; a story's timers fire exactly on time.
    public var tolerance: TimeInterval = 0
    /// Anything the story wants to keep with the timer.
    public var userInfo: Any?
    /// Whether the timer will still fire (false after ``invalidate()`` or a one-shot fire).
    public private(set) var isValid = true

    private let block: (Timer) -> Void
    private let interval: StoryTime
    private var nextFire: StoryTime?
    private var token: ClockToken?
    private weak var clock: VirtualClock?
    private var real: Foundation.Timer?

    /// Creates a timer that is not scheduled yet; ``RunLoop/add(_:forMode:)`` schedules it.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        let seconds = interval.isNaN || interval <= 0 ? 0.0001 : interval
        self.timeInterval = seconds
        self.repeats = repeats
        self.block = block
        self.interval = StoryTime(validSeconds: seconds) ?? .maximum
    }

    /// Creates a timer whose first fire is at `date` (measured against the real clock when the
    /// timer is scheduled, and rounded to the microsecond).
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        firstDelay = max(0, (date.timeIntervalSinceNow * 1e6).rounded() / 1e6)
    }

    private var firstDelay: TimeInterval?

    /// Creates a timer and schedules it on the current run loop (inside a recording, the story
    /// clock): it first fires `interval` seconds from now.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// The next fire time (story seconds since the story's start inside a recording), or
    /// `nil` once invalidated.
    public var fireDate: Date? {
        guard isValid else { return nil }
        if let real { return real.fireDate }
        return nextFire.map { Date(timeIntervalSinceReferenceDate: $0.seconds) }
    }

    /// Fires the timer now, outside its schedule; a one-shot timer is then invalidated, a
    /// repeating one keeps its schedule (as Foundation documents).
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again.
    public func invalidate() {
        isValid = false
        if let token, let clock { clock.cancel(token) }
        token = nil
        real?.invalidate()
        real = nil
    }

    /// Schedules the timer on the story clock (or the real run loop outside a recording).
    func schedule() {
        guard isValid, nextFire == nil, real == nil else { return }
        guard let clock = StoryContext.current?.clock else {
            let box = TimerBox(self)
            let timer = Foundation.Timer(timeInterval: timeInterval, repeats: repeats) { _ in box.timer?.realFired() }
            real = timer
            Foundation.RunLoop.current.add(timer, forMode: .default)
            return
        }
        self.clock = clock
        let first = firstDelay.flatMap { StoryTime(validSeconds: $0) } ?? interval
        arm(at: clock.now + first, on: clock)
    }

    private func arm(at time: StoryTime, on clock: VirtualClock) {
        nextFire = time
        // The clock keeps the timer alive until it fires or is invalidated, as a run loop
        // retains its timers (Apple, `RunLoop.add(_:forMode:)`).
        token = clock.schedule(at: time) { self.clockFired() }
    }

    private func clockFired() {
        guard isValid, let clock, let due = nextFire else { return }
        token = nil
        if repeats { arm(at: due + interval, on: clock) }
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
        AnimaticStage.DispatchQueue.main.submit(at: nil, call: "RunLoop.perform", block)
    }

    /// Runs `block` on the next turn of the run loop (modes are accepted for source
    /// compatibility).
    public func perform(inModes modes: [Mode], block: @escaping () -> Void) {
        AnimaticStage.DispatchQueue.main.submit(at: nil, call: "RunLoop.perform", block)
    }

    /// Running the run loop by hand would stop the story's clock: inside a recording it is
    /// reported as misuse and returns at once.
    public func run(until limitDate: Date) { reportRun("RunLoop.run(until:)") }

    /// See ``run(until:)``.
    public func run() { reportRun("RunLoop.run()") }

    private func reportRun(_ call: String) {
        StoryContext.reportToCurrent(StageError.misuse(
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
        AnimaticStage.DispatchQueue.main.submit(at: nil, call: "RunLoop.perform", block)
    }
}
