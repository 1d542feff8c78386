import AnimaticClock
import Foundation

/// The converter of a ``HistoricalScheduler`` (RxSwift's `HistoricalSchedulerTimeConverter`,
/// RxSwift/Schedulers/HistoricalSchedulerTimeConverter.swift): virtual time is a `Date`, the
/// ``RxTime`` itself; a length of time is seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time: a date.
    public typealias VirtualTimeUnit = Date
    /// A virtual length of time: seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: Date) -> RxTime { virtualTime }

    /// The date itself.
    public func convertToVirtualTime(_ time: RxTime) -> Date { time }

    /// The seconds themselves.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }

    /// The seconds themselves.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    /// `time` plus `offset` seconds.
    public func offsetVirtualTime(_ time: Date, offset: TimeInterval) -> Date { time.addingTimeInterval(offset) }

    /// How the two dates compare.
    public func compareVirtualTime(_ lhs: Date, _ rhs: Date) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

/// A ``VirtualTimeScheduler`` whose clock is a `Date` (RxSwift's `HistoricalScheduler`,
/// RxSwift/Schedulers/HistoricalScheduler.swift): replays time-based operators over a stretch of
/// dates as fast as it is told to.
///
/// ```swift
/// let history = HistoricalScheduler()   // the clock starts at 1970-01-01 00:00:00 UTC
/// Observable<Int>.interval(.seconds(60), scheduler: history).take(3).subscribe(onNext: { print($0) })
/// history.advanceTo(Date(timeIntervalSince1970: 120))   // 0, 1
/// history.start()                                      // 2, and the clock reads 180 s
/// ```
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock` (1970-01-01 by default).
    public init(initialClock: Date = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
