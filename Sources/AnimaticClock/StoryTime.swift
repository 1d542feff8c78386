import Dispatch

/// A point in, or a length of, story time, counted in whole nanoseconds.
///
/// Virtual time is kept as an integer so that it never drifts: ten thousand steps of
/// 0.1 s land on exactly 1000 s, where a `Double` clock would be off by a few microseconds.
/// Seconds given as `TimeInterval` are rounded to the nearest nanosecond once, on entry.
///
/// ```swift
/// let t = try StoryTime(seconds: 0.1)
/// t.ticks            // 100_000_000
/// (t * 10_000).seconds  // 1000.0 exactly
/// ```
public struct StoryTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Ticks per second: one tick is one nanosecond.
    public static let ticksPerSecond: Int64 = 1_000_000_000
    /// The largest time a story may reach: `Int64.max / 4` ns, 2,305,843,009.2 s (about 73
    /// years), so that adding two such times, or a time to a length, never overflows `Int64`.
    public static let maximum = StoryTime(ticks: maximumTicks)
    /// ``maximum`` in ticks, a constant the inlined conversions can use directly.
    @usableFromInline static let maximumTicks: Int64 = Int64.max / 4
    /// Time zero, where every story starts.
    public static let zero = StoryTime(ticks: 0)

    /// Whole nanoseconds since the start of the story (or the length, for a duration).
    public var ticks: Int64

    /// Creates a time from whole nanoseconds.
    @inlinable public init(ticks: Int64) { self.ticks = ticks }

    /// Creates a time from seconds, rounded to the nearest nanosecond.
    ///
    /// - Throws: ``StoryTimeError`` when `seconds` is negative, NaN, infinite or beyond
    ///   ``maximum``; `what` names the argument in the message (for example "duration").
    @inlinable public init(seconds: Double, what: String = "time") throws {
        if let time = StoryTime(validSeconds: seconds) {
            self = time
        } else {
            try self.init(checkedSeconds: seconds, what: what)
        }
    }

    /// Creates a time from seconds, rounded to the nearest nanosecond, or `nil` where
    /// ``init(seconds:what:)`` would throw (negative, NaN, infinite or beyond ``maximum``).
    ///
    /// The conversion every `animate` call makes twice, with no error to build: callers that
    /// need the reason ask ``init(seconds:what:)`` only when this fails.
    @inlinable public init?(validSeconds seconds: Double) {
        if seconds == 0 { self.init(ticks: 0); return }   // the usual delay, without rounding
        // NaN fails `>=`; infinity fails the bound.
        let scaled = (seconds * Double(StoryTime.ticksPerSecond)).rounded()
        guard seconds >= 0 && scaled <= Double(StoryTime.maximumTicks) else { return nil }
        self.init(ticks: Int64(scaled))
    }

    /// The out-of-line path of ``init(seconds:what:)``: refuses what it cannot represent.
    @usableFromInline init(checkedSeconds seconds: Double, what: String) throws {
        guard seconds.isFinite else { throw StoryTimeError.notFinite(what: what, value: seconds) }
        guard seconds >= 0 else { throw StoryTimeError.negative(what: what, value: seconds) }
        let scaled = (seconds * Double(StoryTime.ticksPerSecond)).rounded()
        guard scaled <= Double(StoryTime.maximumTicks) else {
            throw StoryTimeError.tooLarge(what: what, value: seconds)
        }
        self.ticks = Int64(scaled)
    }

    /// Creates the instant `seconds` into a story, to look at (a state, a still frame):
    /// rounded to the nearest nanosecond, and any time beyond ``maximum`` read as ``maximum``
    /// (past the end of every story, so it shows the end).
    ///
    /// ```swift
    /// try StoryTime(instant: 0.25).ticks    // 250_000_000
    /// try StoryTime(instant: -0.0).ticks    // 0 (negative zero is zero)
    /// try StoryTime(instant: 1e300)         // StoryTime.maximum
    /// try StoryTime(instant: -1e-9)         // throws StoryTimeError.negative(what: "time", value: -1e-09)
    /// ```
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for any time below zero (even one that
    ///   would round to 0 ns), ``StoryTimeError/notFinite(what:value:)`` for NaN and both
    ///   infinities; `what` names the argument in the message.
    public init(instant seconds: Double, what: String = "time") throws(StoryTimeError) {
        guard seconds.isFinite else { throw .notFinite(what: what, value: seconds) }
        guard seconds >= 0 else { throw .negative(what: what, value: seconds) }
        self = StoryTime(validSeconds: seconds) ?? .maximum
    }

    /// This time as an instant to look at: itself, when it is not negative.
    ///
    /// The check ``init(instant:what:)`` makes, for a time given in ticks.
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` when ``ticks`` is below zero.
    public func checkedInstant(what: String = "time") throws(StoryTimeError) -> StoryTime {
        guard ticks >= 0 else { throw .negative(what: what, value: seconds) }
        return self
    }

    /// Creates a length of time from a `DispatchTimeInterval` (RxSwift 6's `RxTimeInterval`).
    ///
    /// The interval is converted with overflow checks: `.seconds(18_446_744_074)` (584 years)
    /// is refused, never wrapped around to a fraction of a second.
    ///
    /// ```swift
    /// try StoryTime(.milliseconds(300)).ticks       // 300_000_000
    /// try StoryTime(.seconds(Int.max), what: "delay")
    /// // throws "delay of .seconds(9223372036854775807) is beyond the longest story time (about 73 years, 2305843009.2 s)"
    /// ```
    ///
    /// - Throws: ``StoryTimeError/interval(what:value:)`` for `.never`, negative intervals and
    ///   intervals longer than ``maximum``.
    public init(_ interval: DispatchTimeInterval, what: String = "time") throws {
        guard let ticks = StoryTime.ticks(of: interval), ticks >= 0, ticks <= StoryTime.maximumTicks else {
            throw StoryTimeError.interval(what: what, value: interval)
        }
        self.ticks = ticks
    }

    /// The nanoseconds of `interval`, or `nil` when they overflow `Int64` (and for `.never`).
    static func ticks(of interval: DispatchTimeInterval) -> Int64? {
        func scaled(_ value: Int, _ factor: Int64) -> Int64? {
            let product = Int64(value).multipliedReportingOverflow(by: factor)
            return product.overflow ? nil : product.partialValue
        }
        switch interval {
        case .seconds(let s): return scaled(s, 1_000_000_000)
        case .milliseconds(let ms): return scaled(ms, 1_000_000)
        case .microseconds(let us): return scaled(us, 1_000)
        case .nanoseconds(let ns): return Int64(ns)
        case .never: return nil
        @unknown default: return nil
        }
    }

    /// The time in seconds (exact for any time a story can reach, to the nanosecond).
    @inlinable public var seconds: Double {
        Double(ticks / StoryTime.ticksPerSecond) + Double(ticks % StoryTime.ticksPerSecond) / 1e9
    }

    /// Seconds with exactly three decimals, as the text timeline prints them: `"1.500"`.
    public var millisecondText: String {
        // Rounded half away from zero, without adding to `ticks` (which could overflow).
        var ms = ticks / 1_000_000
        let rest = ticks % 1_000_000
        if rest >= 500_000 { ms += 1 } else if rest <= -500_000 { ms -= 1 }
        let sign = ms < 0 ? "-" : ""
        let whole = abs(ms) / 1000
        let frac = abs(ms) % 1000
        let fracText = frac < 10 ? "00\(frac)" : frac < 100 ? "0\(frac)" : "\(frac)"
        return "\(sign)\(whole).\(fracText)"
    }

    /// The time in seconds, rounded to the millisecond (`"1.250s"`).
    public var description: String { "\(millisecondText)s" }

    /// Whether the first time comes before the second.
    @inlinable public static func < (a: StoryTime, b: StoryTime) -> Bool { a.ticks < b.ticks }
    /// The sum of two times (traps on overflow, as `Int64` does: times from a story are checked before).
    @inlinable public static func + (a: StoryTime, b: StoryTime) -> StoryTime {
        StoryTime(ticks: a.ticks + b.ticks)
    }
    /// The difference of two times.
    @inlinable public static func - (a: StoryTime, b: StoryTime) -> StoryTime {
        StoryTime(ticks: a.ticks - b.ticks)
    }
    /// The time `n` times over.
    @inlinable public static func * (a: StoryTime, n: Int64) -> StoryTime {
        StoryTime(ticks: a.ticks * n)
    }
}

/// Why a time or a duration was refused.
public enum StoryTimeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value, in seconds, was NaN or infinite.
    case notFinite(what: String, value: Double)
    /// The value was below zero.
    case negative(what: String, value: Double)
    /// The value lies beyond ``StoryTime/maximum``.
    case tooLarge(what: String, value: Double)
    /// A `DispatchTimeInterval` (RxSwift's `RxTimeInterval`) that story time cannot hold, as
    /// written: `.never`, below zero, or longer than ``StoryTime/maximum`` (its nanoseconds may
    /// even overflow `Int64`, as `.seconds(Int.max)` does); or zero, where a period must be
    /// longer than zero.
    case interval(what: String, value: DispatchTimeInterval)

    /// What was refused and why, naming the value (as the story's problem reports it).
    public var description: String {
        switch self {
        case .notFinite(let what, let value):
            return "\(what) must be a finite number of seconds, got \(value)"
        case .negative(let what, let value):
            return "\(what) must not be negative, got \(value) s"
        case .tooLarge(let what, let value):
            return "\(what) of \(value) s is beyond the longest story time (\(StoryTimeError.longest))"
        case .interval(let what, let value):
            let written = StoryTimeError.written(value)
            if value == .never { return "\(what) must be a finite time, got .never" }
            switch value {
            case .seconds(let v), .milliseconds(let v), .microseconds(let v), .nanoseconds(let v):
                // Zero is refused only where a length must be longer than zero (a period).
                if v <= 0 { return "\(what) must \(v == 0 ? "be longer than zero" : "not be negative"), got \(written)" }
            default: break
            }
            return "\(what) of \(written) is beyond the longest story time (\(StoryTimeError.longest))"
        }
    }

    /// The longest story time, as the messages give it.
    static let longest = "about 73 years, 2305843009.2 s"

    /// An interval as Swift code writes it: `.seconds(18446744074)`, `.never`.
    package static func written(_ interval: DispatchTimeInterval) -> String {
        switch interval {
        case .seconds(let v): return ".seconds(\(v))"
        case .milliseconds(let v): return ".milliseconds(\(v))"
        case .microseconds(let v): return ".microseconds(\(v))"
        case .nanoseconds(let v): return ".nanoseconds(\(v))"
        case .never: return ".never"
        @unknown default: return "\(interval)"
        }
    }
}
