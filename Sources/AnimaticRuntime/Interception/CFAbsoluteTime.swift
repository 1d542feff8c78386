import AnimaticClock
import Foundation

/// Core Foundation's absolute time: seconds since the reference date, 1 January 2001 00:00:00
/// GMT (Apple, `CFAbsoluteTime`, a `CFTimeInterval`). Core Foundation is not visible to Swift
/// on Linux, so Animatic declares it.
public typealias CFAbsoluteTime = Double

/// The current absolute time (Apple, `CFAbsoluteTimeGetCurrent()`: "the current system
/// absolute time", in seconds since 1 January 2001 00:00:00 GMT), on the story clock inside a
/// recording.
///
/// ```swift
/// let start = CFAbsoluteTimeGetCurrent()
/// // ... 0.25 s of story time later:
/// let velocity = distance / CGFloat(CFAbsoluteTimeGetCurrent() - start)   // per story second
/// ```
///
/// Apps read it to measure how long something took (a pan's velocity, a frame's duration),
/// so inside a recording it runs with the story: it is 788,918,400 (1 January 2026 00:00:00
/// GMT, a whole number of seconds so that story times stay exact) when the story starts, plus
/// the story time, and every recording of a story reads the same values. It is not the real
/// time of day `Date()` gives. Outside a recording it is the real current time.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    if let clock = StoryContext.current?.clock {
        return storyAbsoluteTimeOrigin + clock.now.seconds
    }
    return Date().timeIntervalSinceReferenceDate
}

/// The absolute time at story time 0 (see ``CFAbsoluteTimeGetCurrent()``).
let storyAbsoluteTimeOrigin: CFAbsoluteTime = 788_918_400

/// Seconds from 1 January 1970 to Core Foundation's reference date, 1 January 2001 (Apple,
/// `kCFAbsoluteTimeIntervalSince1970`): `CFAbsoluteTimeGetCurrent() + kCFAbsoluteTimeIntervalSince1970`
/// is a Unix time.
public let kCFAbsoluteTimeIntervalSince1970: Double = 978_307_200
