import AnimaticClock
import Foundation

/// A point in time on a scheduler: a `Date`, as in RxSwift (`public typealias RxTime = Date`,
/// RxSwift/Schedulers/SchedulerType.swift).
///
/// Animatic's schedulers keep time as ``StoryTime`` (``SchedulerType/storyNow``) and give it
/// as the date that many seconds after 1970-01-01 00:00:00 UTC, as RxTest's `TestScheduler`
/// does with its virtual time (RxTest/Schedulers/TestSchedulerVirtualTimeConverter.swift):
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// scheduler.advanceTo(250)
/// scheduler.now == Date(timeIntervalSince1970: 250)   // true
/// scheduler.storyNow == StoryTime(ticks: 250_000_000_000)   // true
/// ```
public typealias RxTime = Date

extension SchedulerType {
    /// The story time of ``now``: its time since 1970-01-01 00:00:00 UTC, to the microsecond
    /// (the default for a scheduler written for RxSwift, which gives a `Date`).
    public var storyNow: StoryTime { storyTime(of: now) }
}

/// The date `time` after 1970-01-01 00:00:00 UTC: the `now` of a scheduler that keeps story time.
package func rxTime(of time: StoryTime) -> RxTime {
    Date(timeIntervalSince1970: time.seconds)
}

/// The story time of `date`: its seconds since 1970, rounded to the microsecond (a `Date` holds
/// a `Double` of seconds since 2001, whose precision near the present is about 0.1 µs, so finer
/// digits are noise), clamped to ``StoryTime``'s range (1897 to 2043).
func storyTime(of date: RxTime) -> StoryTime {
    let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
    let limit = Double(StoryTime.maximum.ticks / 1_000)
    guard !microseconds.isNaN else { return .zero }
    return StoryTime(ticks: Int64(Swift.max(-limit, Swift.min(limit, microseconds))) * 1_000)
}
