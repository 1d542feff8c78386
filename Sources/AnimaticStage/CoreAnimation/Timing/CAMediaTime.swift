import AnimaticClock
import Foundation

/// Core Animation's media time on the story clock.
///
/// On iOS `CACurrentMediaTime()` is the host's time in seconds since it booted (Apple,
/// `CACurrentMediaTime()`: "the result of calling `mach_absolute_time()` and converting the units
/// to seconds"), so an app's arithmetic on it never comes near 0: `CACurrentMediaTime() - 0.15`
/// is a moment 0.15 s ago, and `beginTime = 0.5` is the distant past. Animatic's media time
/// therefore starts at ``origin`` when the story starts rather than at 0, and a `beginTime` is
/// read back as story time by subtracting it.
enum MediaTime {
    /// The media time at story time 0: a day after the simulated phone booted (86,400 s, a
    /// whole number of seconds so that story times stay exact in a `Double`).
    static let origin: CFTimeInterval = 86_400

    /// The media time at story time `time`.
    static func at(_ time: StoryTime) -> CFTimeInterval { origin + time.seconds }
}
