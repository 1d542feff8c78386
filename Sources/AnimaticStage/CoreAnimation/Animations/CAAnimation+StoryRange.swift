import AnimaticRuntime
import AnimaticClock
import Foundation

extension CAAnimation {
    /// A report when this animation would reach beyond the longest story time: `count` passes
    /// (one for an endless repeat: its period) of `length`, there and back with `autoreverses`,
    /// at its `speed`, from `start`. Its pieces could not be timed in story time's integer
    /// nanoseconds, so it is refused, naming the values, instead of overflowing. Call it after
    /// ``timeProblem(call:count:)`` (which refuses a speed that is not positive and finite).
    func spanProblem(call: String, length: StoryTime, count: Double, start: StoryTime) -> StoryProblem? {
        let passes = count.isFinite ? max(count, 1) : 1
        let slowdown = hasLocalTime && speed > 0 ? 1 / Double(speed) : 1
        let seconds = length.seconds * passes * (autoreverses ? 2 : 1) * slowdown
        let end = start.seconds + seconds
        if end <= StoryTime.maximum.seconds { return nil }
        var what = "duration \(length.seconds) s"
        if passes != 1 { what += " × \(passes) passes" }
        if autoreverses { what += " × 2 (autoreverses)" }
        if slowdown != 1 { what += " at speed \(speed)" }
        return .invalidArgument(call: call, argument: "duration", problem: "\(what) from \(start.seconds) s ends at \(end) s, "
                                    + "beyond the longest story time (about 73 years, 2305843009.2 s)")
    }
}
