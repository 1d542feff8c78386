import AnimaticClock
import AnimaticTimeline

// Passes of an explicit keyframe animation (Core Animation's `repeatCount`, `autoreverses`),
// recorded by the engine: what `CAKeyframeAnimation`, `CABasicAnimation` and the springs of the
// face time through `StageRecorder.recordKeyframePasses`.

extension KeyframeCollector.Piece {
    /// `count` passes of `pieces` (each `length` long, relative to 0) one after the other,
    /// there and back with `autoreverses` (a fraction plays part of the last pass, as Core
    /// Animation does), relative to 0; `count` must be finite.
    ///
    /// - Returns: the pieces, when the passes end and the last value shown.
    package static func passes(of pieces: [Self], length: StoryTime, count: Double,
                       autoreverses: Bool) -> (pieces: [Self], end: StoryTime, last: TimelineValue) {
        let cycle = self.cycle(of: pieces, length: length, autoreverses: autoreverses)
        let period = StoryTime(ticks: length.ticks * (autoreverses ? 2 : 1))
        var last = pieces.last?.to ?? pieces.first?.from ?? .scalar(0)
        var out: [Self] = []
        func add(_ piece: Self, at offset: StoryTime) {
            var moved = piece
            moved.start = offset + piece.start
            out.append(moved)
            last = piece.to
        }
        let whole = Int(count.rounded(.down))
        let fraction = count - Double(whole)
        for k in 0..<whole {
            for piece in cycle { add(piece, at: StoryTime(ticks: period.ticks * Int64(k))) }
        }
        var end = StoryTime(ticks: period.ticks * Int64(whole))
        if fraction > 1e-9 {
            let limit = StoryTime(ticks: Int64((Double(period.ticks) * fraction).rounded()))
            for piece in clipped(cycle, at: limit) { add(piece, at: end) }
            end = end + limit
        }
        return (out, end, last)
    }

    /// One cycle of `pieces` (each pass `length` long): the pass, then with `autoreverses` the
    /// same pass backwards.
    package static func cycle(of pieces: [Self], length: StoryTime, autoreverses: Bool) -> [Self] {
        var cycle = pieces
        if autoreverses {
            let twice = StoryTime(ticks: length.ticks * 2)
            for piece in pieces.reversed() {
                cycle.append(.init(start: twice - piece.start - piece.duration, duration: piece.duration,
                                   curve: piece.curve.reversed, from: piece.to, to: piece.from))
            }
        }
        return cycle
    }

    /// The parts of `pieces` before `limit` (a piece crossing it cut there, on its curve).
    package static func clipped(_ pieces: [Self], at limit: StoryTime) -> [Self] {
        var out: [Self] = []
        for piece in pieces where piece.start < limit {
            var cut = piece
            if piece.start + piece.duration > limit, piece.duration > .zero {
                let kept = Double((limit - piece.start).ticks) / Double(piece.duration.ticks)
                cut.to = Timeline.interpolate(piece.from, piece.to, piece.curve.progress(at: kept))
                cut.curve = piece.curve.subcurve(fromTime: 0, toTime: kept)
                cut.duration = limit - piece.start
            }
            out.append(cut)
        }
        return out
    }
}

extension StageRecorder {
    /// Records `count` passes of an explicit keyframe animation's pieces from `start` (there and
    /// back with `autoreverses`; a fraction plays part of the last pass, as Core Animation does),
    /// or, for an infinite count, the first cycle declared endless.
    ///
    /// - Returns: when the passes end (`nil` for an endless repeat) and the last value shown.
    package func recordKeyframePasses(index: Int, property: AnimatedProperty, start: StoryTime, length: StoryTime,
                              pieces: [KeyframeCollector.Piece], count: Double,
                              autoreverses: Bool) -> (end: StoryTime?, last: TimelineValue) {
        func record(_ piece: KeyframeCollector.Piece) {
            timeline.record(view: index, property: property, start: start + piece.start, duration: piece.duration,
                            curve: piece.curve, from: piece.from, to: piece.to)
        }
        if count.isInfinite {
            let cycle = KeyframeCollector.Piece.cycle(of: pieces, length: length, autoreverses: autoreverses)
            for piece in cycle { record(piece) }
            let period = StoryTime(ticks: length.ticks * (autoreverses ? 2 : 1))
            if period > .zero { timeline.repeatForever(view: index, property: property, start: start, period: period) }
            return (nil, cycle.last?.to ?? pieces.first?.from ?? .scalar(0))
        }
        let played = KeyframeCollector.Piece.passes(of: pieces, length: length, count: count, autoreverses: autoreverses)
        for piece in played.pieces { record(piece) }
        return (start + played.end, played.last)
    }
}
