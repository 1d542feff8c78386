import Foundation

extension TimingCurve {
    /// The curve played backwards: what an autoreversing animation shows on its way back when
    /// recorded as a change from the end value to the start value. Progress q(u) = 1 − p(1 − u),
    /// so a cubic Bézier (x1, y1, x2, y2) becomes (1 − x2, 1 − y2, 1 − x1, 1 − y1)
    /// (ease-in-out stays itself, ease-in becomes ease-out).
    public var reversed: TimingCurve {
        switch self {
        case .linear, .easeInOut: return self
        case .easeIn: return .easeOut
        case .easeOut: return .easeIn
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return .cubicBezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        case .piecewiseLinear(let points):
            return .piecewiseLinear(points.reversed().map {
                Point(time: 1 - $0.time, progress: 1 - $0.progress)
            })
        }
    }
}

/// How closely sampled motion (springs) must follow its model on screen, per property.
package enum SampledTolerance {
    /// Positions, sizes and translations, in points.
    package static let length = 0.25
    /// Rotations, in degrees.
    package static let degrees = 0.25
    /// Alpha and colour components.
    package static let fraction = 0.005

    /// The tolerance in progress units for a change of `from` to `to`: the largest error in
    /// progress that keeps every component within its on-screen tolerance. `extent` is the
    /// view's largest side (for scales and skews, whose error moves the view's edges by
    /// error × size). Infinite when nothing changes.
    package static func progress(from: TimelineValue, to: TimelineValue, extent: Double) -> Double {
        var tolerance = Double.infinity
        func limit(_ change: Double, _ allowed: Double) {
            let size = abs(change)
            if size > 0 && size.isFinite { tolerance = min(tolerance, allowed / size) }
        }
        let side = max(1, abs(extent).isFinite ? abs(extent) : 1)
        switch (from, to) {
        case (.point(let x0, let y0), .point(let x1, let y1)):
            limit(hypot(x1 - x0, y1 - y0), length)
        case (.size(let w0, let h0), .size(let w1, let h1)):
            limit(max(abs(w1 - w0), abs(h1 - h0)), length)
        case (.transform(let a), .transform(let b)):
            limit(hypot(b.translationX - a.translationX, b.translationY - a.translationY), length)
            limit((b.rotation - a.rotation) * 180 / .pi, degrees)
            limit(max(abs(b.scaleX - a.scaleX), abs(b.scaleY - a.scaleY)) * side, length)
            limit((b.skew - a.skew) * side, length)
        case (.scalar(let a), .scalar(let b)):
            limit(b - a, fraction)
        case (.color(let a), .color(let b)):
            limit(max(abs(b.red - a.red), abs(b.green - a.green), abs(b.blue - a.blue),
                      abs(b.alpha - a.alpha)), fraction)
        case (.flag, .flag):
            break   // never sampled: a flag jumps
        case (.point, _), (.size, _), (.transform, _), (.scalar, _), (.color, _), (.flag, _):
            break   // values of two kinds: nothing to measure (exhaustive, so a new kind must say)
        }
        return tolerance
    }
}

/// The adaptive sampler behind every curve SMIL cannot play (springs, and the cubic keyframe
/// calculation modes): a curve becomes points on it joined by straight pieces, each piece as
/// long as this greedy scheme finds while its chord stays close to the curve.
package enum AdaptiveSampling {
    /// Samples `value` over `start...end` into points that lie on it, joined by straight pieces.
    ///
    /// From each point, the next one is the farthest (up to `longest` away; found by bisection
    /// when the longest step does not fit) whose chord `fits` the curve at 24 evenly spread test
    /// points; no step is shorter than `shortest` (a bound on the number of pieces). The first
    /// point is (`start`, `first`) and the last (`end`, `last`), so callers pin the ends exactly.
    ///
    /// - Parameters:
    ///   - value: the curve at a time in `start...end`.
    ///   - fits: whether the curve's `actual` value at test point `k` of `n` between two points
    ///     is close enough to the chord from `from` to `to` there.
    /// - Complexity: O(k · 24 · 30) evaluations of `value` for k points.
    package static func sample<Value>(from start: Double, first: Value, to end: Double, last: Value,
                                     longest: Double, shortest: Double, at value: (Double) -> Value,
                                     fits: (_ from: Value, _ to: Value, _ k: Int, _ n: Int, _ actual: Value) -> Bool)
        -> [(time: Double, value: Value)] {
        var points: [(time: Double, value: Value)] = [(start, first)]
        var a = start, va = first
        func fitsAll(_ b: Double, _ vb: Value) -> Bool {
            let n = 24
            for k in 1..<n where !fits(va, vb, k, n, value(a + (b - a) * Double(k) / Double(n))) { return false }
            return true
        }
        while a < end {
            var b = min(end, a + longest)
            var vb = value(b)
            if !fitsAll(b, vb) {
                // Largest fitting step by bisection between a tiny step and the longest.
                var lo = 0.0, hi = b - a
                for _ in 0..<30 {
                    let mid = (lo + hi) / 2
                    let c = a + mid
                    if fitsAll(c, value(c)) { lo = mid } else { hi = mid }
                }
                b = a + max(lo, shortest)
                if b > end { b = end }
                vb = value(b)
            }
            if b >= end { b = end; vb = last }
            points.append((b, vb))
            a = b; va = vb
        }
        return points
    }
}
