import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// Core Animation's local time (Apple, "CAMediaTiming": `speed`, `timeOffset`; Apple, "Core
/// Animation Programming Guide", "Advanced Animation Tricks"): an animation's local time is
/// (parent time − `beginTime`) × `speed` + `timeOffset`. So its active span of A local seconds
/// (every pass) lasts A / `speed` in its parent's time, and a `timeOffset` of o starts it o
/// seconds in: it plays from o to the end of its active span, then wraps to its start and plays
/// up to o (Apple's documentation only says "an additional offset in active local time"; the
/// wrap is what a phone shows).
extension KeyframeCollector.Piece {
    /// The value `pieces` show at `time` (the last piece started by then; before every piece,
    /// the first one's start value); `justBefore` leaves out what starts at `time` itself, so a
    /// jump at `time` is not taken yet.
    static func value(of pieces: [Self], at time: StoryTime, justBefore: Bool = false) -> TimelineValue? {
        guard var shown = pieces.first?.from else { return nil }
        for piece in pieces where piece.start < time || (!justBefore && piece.start == time) {
            if piece.duration > .zero, time < piece.start + piece.duration {
                let u = Double((time - piece.start).ticks) / Double(piece.duration.ticks)
                shown = Timeline.interpolate(piece.from, piece.to, piece.curve.progress(at: u))
            } else {
                shown = piece.to
            }
        }
        return shown
    }

    /// The parts of `pieces` from `time` on, moved to start at 0 (a piece crossing `time` cut
    /// there on its curve), led by what shows at `time`.
    static func clipped(_ pieces: [Self], from time: StoryTime) -> [Self] {
        guard time > .zero else { return pieces }
        var out: [Self] = []
        if let shown = value(of: pieces, at: time) {
            out.append(.init(start: .zero, duration: .zero, curve: .linear, from: shown, to: shown))
        }
        for piece in pieces where piece.start + piece.duration > time || piece.start >= time {
            var cut = piece
            if piece.start < time {
                let u = Double((time - piece.start).ticks) / Double(piece.duration.ticks)
                cut.from = Timeline.interpolate(piece.from, piece.to, piece.curve.progress(at: u))
                cut.curve = piece.curve.subcurve(fromTime: u, toTime: 1)
                cut.duration = piece.start + piece.duration - time
                cut.start = .zero
            } else {
                cut.start = piece.start - time
            }
            out.append(cut)
        }
        return out
    }

    /// `pieces` over a local span of `span`, started `offset` into it (wrapping around) and
    /// played at `speed`: the pieces in the parent's time, and the span's length there.
    static func timed(_ pieces: [Self], span: StoryTime, speed: Double, offset: Double) -> (pieces: [Self], span: StoryTime) {
        var local = pieces
        if offset != 0, span > .zero {
            let ticks = Double(span.ticks)
            var scaledOffset = offset * Double(StoryTime.ticksPerSecond)
            // An offset too large for nanoseconds (1e300 s) is first reduced in seconds.
            if !scaledOffset.isFinite { scaledOffset = offset.truncatingRemainder(dividingBy: span.seconds) * Double(StoryTime.ticksPerSecond) }
            var o = scaledOffset.truncatingRemainder(dividingBy: ticks)
            if o < 0 { o += ticks }
            let cut = StoryTime(ticks: Int64(o.rounded()))
            if cut > .zero && cut < span {
                local = clipped(pieces, from: cut)
                for var piece in clipped(pieces, at: cut) {
                    piece.start = piece.start + (span - cut)
                    local.append(piece)
                }
            }
        }
        guard speed != 1 else { return (local, span) }
        func scaled(_ t: StoryTime) -> StoryTime { StoryTime(ticks: Int64((Double(t.ticks) / speed).rounded())) }
        return (local.map {
            var piece = $0
            let end = scaled($0.start + $0.duration)
            piece.start = scaled($0.start)
            piece.duration = end - piece.start
            return piece
        }, scaled(span))
    }

    /// `count` passes of `pass` (each `length` long, relative to 0), each pass's values moved
    /// on by the previous passes' total change (`isCumulative`, Apple: "each repeat cycle's
    /// value is the previous cycle's end value plus the current cycle's value").
    static func cumulativePasses(of pass: [Self], length: StoryTime, count: Double) -> (pieces: [Self], end: StoryTime, last: TimelineValue) {
        guard let first = pass.first?.from, let end = pass.last?.to else { return (pass, length, .scalar(0)) }
        let kind = first.kind
        func moved(_ value: TimelineValue, _ k: Int) -> TimelineValue {
            TimelineValue(kind: kind) { i in value[component: i] + Double(k) * (end[component: i] - first[component: i]) }
        }
        let whole = Int(count.rounded(.up))
        var out: [Self] = []
        for k in 0..<max(1, whole) {
            var passPieces = pass
            if k == whole - 1, count < Double(whole) {
                passPieces = clipped(pass, at: StoryTime(ticks: Int64((Double(length.ticks) * (count - Double(k))).rounded())))
            }
            for var piece in passPieces {
                piece.start = piece.start + StoryTime(ticks: length.ticks * Int64(k))
                piece.from = moved(piece.from, k)
                piece.to = moved(piece.to, k)
                out.append(piece)
            }
        }
        let total = StoryTime(ticks: Int64((Double(length.ticks) * max(1, count)).rounded()))
        return (out, total, out.last?.to ?? first)
    }
}

extension KeyframeCollector.Piece {
    /// A finite `count` of passes of `pass` (each `length` local seconds) in `animation`'s
    /// local time: cumulative or there and back as it says, then offset and sped up; relative
    /// to 0 in the parent's time.
    static func localPasses(of pass: [Self], length: StoryTime, count: Double, autoreverses: Bool,
                            animation: CAAnimation) -> (pieces: [Self], end: StoryTime) {
        let played = (animation as? CAPropertyAnimation)?.isCumulative == true
            ? cumulativePasses(of: pass, length: length, count: count)
            : passes(of: pass, length: length, count: count, autoreverses: autoreverses)
        guard animation.hasLocalTime else { return (played.pieces, played.end) }
        let timed = timed(played.pieces, span: played.end, speed: Double(animation.speed), offset: animation.timeOffset)
        return (timed.pieces, timed.span)
    }
}

extension CAAnimation {
    /// What is wrong with this animation's `speed`, `timeOffset` and `isCumulative` for Animatic,
    /// as a report to make.
    func timeProblem(call: String, count: Double) -> StoryProblem? {
        if !speed.isFinite || speed < 0 {
            return .invalidArgument(call: call, argument: "speed", problem: "CAAnimation.speed must be a finite number ≥ 0, got \(speed)")
        }
        if speed == 0 {
            return .notSupported(call: call, feature: "CAAnimation.speed 0 (an animation frozen at its timeOffset)")
        }
        if !timeOffset.isFinite {
            return .invalidArgument(call: call, argument: "timeOffset", problem: "CAAnimation.timeOffset must be finite, got \(timeOffset)")
        }
        if let property = self as? CAPropertyAnimation, property.isCumulative {
            if count.isInfinite {
                return .notSupported(call: call, feature: "CAPropertyAnimation.isCumulative with an endless repeat")
            }
            if autoreverses {
                return .notSupported(call: call, feature: "CAPropertyAnimation.isCumulative with autoreverses")
            }
        }
        return nil
    }

    /// Whether this animation needs local-time handling (`speed`, `timeOffset`, `isCumulative`).
    var hasLocalTime: Bool {
        speed != 1 || timeOffset != 0 || (self as? CAPropertyAnimation)?.isCumulative == true
    }
}

extension StageRecorder {
    /// Records an explicit animation's passes of `pieces` (see ``recordKeyframePasses``) in the
    /// animation's local time (`speed`, `timeOffset`, `isCumulative`), `elapsed` into them when
    /// its `beginTime` is that long before `start` (see ``recordPassesUnderWay``).
    ///
    /// - Returns: when the passes end (`nil` for an endless repeat) and the last value shown.
    func recordTimedPasses(index: Int, property: AnimatedProperty, start: StoryTime, length: StoryTime,
                           pieces: [KeyframeCollector.Piece], count: Double, autoreverses: Bool,
                           animation: CAAnimation, elapsed: StoryTime = .zero) -> (end: StoryTime?, last: TimelineValue) {
        if elapsed > .zero {
            return recordPassesUnderWay(index: index, property: property, start: start, length: length, pieces: pieces,
                                        count: count, autoreverses: autoreverses, animation: animation, elapsed: elapsed)
        }
        guard animation.hasLocalTime else {
            return recordKeyframePasses(index: index, property: property, start: start, length: length, pieces: pieces,
                                        count: count, autoreverses: autoreverses)
        }
        let speed = Double(animation.speed)
        if count.isInfinite {
            let cycle = KeyframeCollector.Piece.cycle(of: pieces, length: length, autoreverses: autoreverses)
            let period = StoryTime(ticks: length.ticks * (autoreverses ? 2 : 1))
            let timed = KeyframeCollector.Piece.timed(cycle, span: period, speed: speed, offset: animation.timeOffset)
            return recordKeyframePasses(index: index, property: property, start: start, length: timed.span,
                                        pieces: timed.pieces, count: .infinity, autoreverses: false)
        }
        let timed = KeyframeCollector.Piece.localPasses(of: pieces, length: length, count: count,
                                                        autoreverses: autoreverses, animation: animation)
        let recorded = recordKeyframePasses(index: index, property: property, start: start, length: timed.end,
                                            pieces: timed.pieces, count: 1, autoreverses: false)
        return recorded
    }
}
