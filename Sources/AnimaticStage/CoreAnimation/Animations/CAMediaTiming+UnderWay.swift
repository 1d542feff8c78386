import AnimaticClock
import AnimaticEngine
import AnimaticTimeline
import Foundation

extension StageRecorder {
    /// Records an explicit animation whose `beginTime` is `elapsed` before `start` (now): an
    /// animation already under way, as Core Animation plays it (Apple, "CAMediaTiming": the
    /// local time is the parent's time minus `beginTime`, times `speed`, plus `timeOffset`).
    ///
    /// An endless repeat shows the phase it has reached (as a `timeOffset` of `elapsed` would);
    /// a finite one plays what is left of its passes and ends `elapsed` earlier than if it began
    /// now; one that has already ended plays nothing.
    ///
    /// - Returns: when the passes end (`nil` for an endless repeat; `start` for one already
    ///   over) and the last value shown.
    func recordPassesUnderWay(index: Int, property: AnimatedProperty, start: StoryTime, length: StoryTime,
                              pieces: [KeyframeCollector.Piece], count: Double, autoreverses: Bool,
                              animation: CAAnimation, elapsed: StoryTime) -> (end: StoryTime?, last: TimelineValue) {
        let speed = Double(animation.speed)
        if count.isInfinite {
            var cycle = KeyframeCollector.Piece.cycle(of: pieces, length: length, autoreverses: autoreverses)
            var period = StoryTime(ticks: length.ticks * (autoreverses ? 2 : 1))
            if animation.hasLocalTime {
                (cycle, period) = KeyframeCollector.Piece.timed(cycle, span: period, speed: speed, offset: animation.timeOffset)
            }
            let phased = KeyframeCollector.Piece.timed(cycle, span: period, speed: 1, offset: elapsed.seconds)
            return recordKeyframePasses(index: index, property: property, start: start, length: phased.span,
                                        pieces: phased.pieces, count: .infinity, autoreverses: false)
        }
        let timed = KeyframeCollector.Piece.localPasses(of: pieces, length: length, count: count,
                                                        autoreverses: autoreverses, animation: animation)
        guard elapsed < timed.end else {
            let last = KeyframeCollector.Piece.value(of: timed.pieces, at: timed.end) ?? pieces.first?.from ?? .scalar(0)
            return (start, last)
        }
        let rest = KeyframeCollector.Piece.clipped(timed.pieces, from: elapsed)
        return recordKeyframePasses(index: index, property: property, start: start, length: timed.end - elapsed,
                                    pieces: rest, count: 1, autoreverses: false)
    }
}
