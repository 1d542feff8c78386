import AnimaticClock
import AnimaticEngine
import AnimaticTimeline
import Foundation

/// An animation's own timing function over motion that has curves of its own: a
/// ``CAAnimationGroup``'s `timingFunction` over its children, and a ``CAKeyframeAnimation``'s
/// `timingFunction` over the segments its `timingFunctions` shape.
///
/// Core Animation applies an animation's timing function to its local time before anything
/// inside it sees that time (Apple, `CAKeyframeAnimation.timingFunctions`: "If you also specify a
/// timing function in the animation object's timingFunction property, that function is applied
/// first followed by the timing function for the specific keyframe segment"; Apple, "Core
/// Animation Cookbook", "Timing": a group's timing function takes precedence over its keyframe
/// children's timing). So a value shown at time t of a pass of length L is the inner motion's
/// value at local time L × curve(t / L).
extension KeyframeCollector.Piece {
    /// `pieces` (one pass, relative to 0, within `length`) played along `curve`: each piece
    /// starts where the curve reaches its start. A linear piece becomes the part of `curve`
    /// between its start and end, exactly (a part of a cubic Bézier is one); a piece with a
    /// curve of its own is the composition of two curves, which no Bézier expresses, so it is
    /// sampled into straight pieces by ``AdaptiveSampling`` within 90% of ``SampledTolerance``,
    /// as the keyframe modes' splines are (`extent`: the view's largest side).
    static func warped(_ pieces: [Self], length: StoryTime, by curve: TimingCurve, extent: Double) -> [Self] {
        guard !curve.isIdentity, length > .zero else { return pieces }
        let total = Double(length.ticks)
        func fraction(_ time: StoryTime) -> Double { min(1, max(0, Double(time.ticks) / total)) }
        func ticks(_ fraction: Double) -> StoryTime { StoryTime(ticks: Int64((fraction * total).rounded())) }
        var out: [Self] = []
        for piece in pieces {
            let p0 = fraction(piece.start), p1 = fraction(piece.start + piece.duration)
            let t0 = curve.fraction(reaching: p0), t1 = max(t0, curve.fraction(reaching: p1))
            let start = ticks(t0), end = max(start, ticks(t1))
            guard piece.duration > .zero, p1 > p0, end > start else {
                out.append(.init(start: start, duration: end - start, curve: .linear, from: piece.from, to: piece.to))
                continue
            }
            if piece.curve.isIdentity {
                out.append(.init(start: start, duration: end - start, curve: curve.subcurve(fromTime: t0, toTime: t1),
                                 from: piece.from, to: piece.to))
                continue
            }
            // The inner curve at the local time the outer curve reaches at time fraction t.
            let inner = piece.curve
            let samples = AdaptiveSampling.sample(
                from: t0, first: piece.from, to: t1, last: piece.to, longest: t1 - t0, shortest: 1e-4,
                at: { t in Timeline.interpolate(piece.from, piece.to, inner.progress(at: (curve.progress(at: t) - p0) / (p1 - p0))) }
            ) { from, to, k, n, actual in
                let chord = Timeline.interpolate(from, to, Double(k) / Double(n))
                return SampledTolerance.progress(from: chord, to: actual, extent: extent) * 0.9 >= 1
            }
            for (a, b) in zip(samples, samples.dropFirst()) {
                let s = ticks(a.time), e = max(s, ticks(b.time))
                out.append(.init(start: s, duration: e - s, curve: .linear, from: a.value, to: b.value))
            }
        }
        return out
    }
}
