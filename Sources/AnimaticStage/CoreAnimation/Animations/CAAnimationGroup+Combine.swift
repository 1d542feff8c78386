import AnimaticClock
import AnimaticEngine
import AnimaticTimeline
import Foundation

extension CALayer {
    /// Two tracks of one property that animate different parts of it (`transform.scale` and
    /// `transform.translation.y`) with different timing, combined into one motion, or `nil` when
    /// the parts overlap (both animate a component in common).
    ///
    /// Core Animation applies each child to its own part at every instant, so the property shows,
    /// at each time, `a`'s parts of `a`'s value and `b`'s parts of `b`'s. Between two instants
    /// where a piece of either begins or ends, that is one piece: along the moving track's curve
    /// when only one moves, along their common curve when both move alike, and otherwise sampled
    /// into straight pieces within 90% of ``SampledTolerance`` (`extent`: the view's largest
    /// side), as the keyframe modes' splines are. A jump of either is a jump of the whole.
    static func combine(_ a: GroupTrack, _ b: GroupTrack, length: StoryTime, extent: Double) -> GroupTrack? {
        guard !b.parts.contains(where: { part in part == .whole || a.parts.contains { $0.overlaps(part) } }),
              !a.parts.contains(.whole), !a.pieces.isEmpty, !b.pieces.isEmpty else { return nil }
        typealias Piece = KeyframeCollector.Piece
        func join(_ x: TimelineValue, _ y: TimelineValue) -> TimelineValue {
            b.parts.reduce(x) { $1.copy(from: y, into: $0) }
        }
        /// What `pieces` show just before `t` (the value `Piece.value(of:at:)` gives is just after).
        func before(_ pieces: [Piece], _ t: StoryTime) -> TimelineValue {
            Piece.value(of: pieces, at: t, justBefore: true) ?? pieces[0].from
        }
        /// The piece of `pieces` running through all of `t0 ... t1`, if one moves then.
        func moving(_ pieces: [Piece], _ t0: StoryTime, _ t1: StoryTime) -> Piece? {
            pieces.first { $0.duration > .zero && $0.start <= t0 && $0.start + $0.duration >= t1 && $0.from != $0.to }
        }
        /// `piece` cut to `t0 ... t1` (on its curve).
        func cut(_ piece: Piece, _ t0: StoryTime, _ t1: StoryTime) -> Piece {
            let u0 = Double((t0 - piece.start).ticks) / Double(piece.duration.ticks)
            let u1 = Double((t1 - piece.start).ticks) / Double(piece.duration.ticks)
            return Piece(start: t0, duration: t1 - t0, curve: piece.curve.subcurve(fromTime: u0, toTime: u1),
                         from: Timeline.interpolate(piece.from, piece.to, piece.curve.progress(at: u0)),
                         to: Timeline.interpolate(piece.from, piece.to, piece.curve.progress(at: u1)))
        }
        var times = Set<StoryTime>([.zero])
        for piece in a.pieces + b.pieces {
            times.insert(min(length, piece.start))
            times.insert(min(length, piece.start + piece.duration))
        }
        let instants = times.sorted()
        var out: [Piece] = []
        for (i, t) in instants.enumerated() {
            let left = join(before(a.pieces, t), before(b.pieces, t))
            let afterA = Piece.value(of: a.pieces, at: t) ?? a.pieces[0].from, afterB = Piece.value(of: b.pieces, at: t) ?? b.pieces[0].from
            let right = join(afterA, afterB)
            if left != right || (i == 0 && t == .zero) {
                out.append(Piece(start: t, duration: .zero, curve: .linear, from: left, to: right))
            }
            guard i + 1 < instants.count else { break }
            let t1 = instants[i + 1]
            let pa = moving(a.pieces, t, t1).map { cut($0, t, t1) }, pb = moving(b.pieces, t, t1).map { cut($0, t, t1) }
            let from = join(pa?.from ?? afterA, pb?.from ?? afterB)
            let to = join(pa?.to ?? before(a.pieces, t1), pb?.to ?? before(b.pieces, t1))
            guard pa != nil || pb != nil else { continue }
            let sampled: Bool
            switch (pa?.curve, pb?.curve) {
            case (let ca?, let cb?): sampled = ca != cb || !ca.isCubic
            case (let c?, nil), (nil, let c?): sampled = !c.isCubic
            case (nil, nil): sampled = false
            }
            guard sampled else {
                out.append(Piece(start: t, duration: t1 - t, curve: pa?.curve ?? pb!.curve, from: from, to: to))
                continue
            }
            let span = Double((t1 - t).ticks)
            func at(_ f: Double) -> StoryTime { t + StoryTime(ticks: Int64((f * span).rounded())) }
            func value(_ f: Double) -> TimelineValue {
                let u = min(1, max(0, f))
                let va = pa.map { Timeline.interpolate($0.from, $0.to, $0.curve.progress(at: u)) } ?? before(a.pieces, t1)
                let vb = pb.map { Timeline.interpolate($0.from, $0.to, $0.curve.progress(at: u)) } ?? before(b.pieces, t1)
                return join(va, vb)
            }
            let samples = AdaptiveSampling.sample(from: 0, first: from, to: 1, last: to, longest: 1, shortest: 1e-4,
                                                  at: value) { p, q, k, n, actual in
                let chord = Timeline.interpolate(p, q, Double(k) / Double(n))
                return SampledTolerance.progress(from: chord, to: actual, extent: extent) * 0.9 >= 1
            }
            for (p, q) in zip(samples, samples.dropFirst()) {
                let s = at(p.time), e = max(s, at(q.time))
                out.append(Piece(start: s, duration: e - s, curve: .linear, from: p.value, to: q.value))
            }
        }
        var combined = a
        combined.spans = nil
        combined.parts += b.parts
        combined.paths += b.paths
        combined.pieces = out
        return combined
    }
}

extension TimingCurve {
    /// Whether the curve is a cubic Bézier (one SMIL plays as a key spline), not sampled points.
    var isCubic: Bool {
        if case .cubicBezier = self { return true }
        return false
    }
}
