/// How an animation's progress follows its time: UIKit's curves, and sub-ranges of them.
///
/// A curve maps the elapsed fraction of a segment's duration (0...1) to the fraction of the
/// change that is shown (0...1 at the ends). UIKit's named curves are cubic Béziers with
/// Apple's documented control points; SVG's `keySplines` take the same four numbers.
///
/// ```swift
/// TimingCurve.easeInOut.progress(at: 0.25)   // 0.129...
/// ```
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Straight lines through (time, progress) points that start at (0, 0) and end at (1, 1),
    /// times strictly increasing; used for sampled motion that no Bézier can express. Progress
    /// in between may leave 0...1 (a spring's overshoot): values are absolute, so the model
    /// and the SVG's linear keyframes both show it.
    case piecewiseLinear([Point])

    /// One (time fraction, progress) point of a ``piecewiseLinear(_:)`` curve.
    public struct Point: Hashable, Sendable {
        /// The fraction of the duration, 0...1.
        public var time: Double
        /// How far the animation is at `time` (0: its start value, 1: its end value).
        public var progress: Double
        /// A point of the curve.
        public init(time: Double, progress: Double) { self.time = time; self.progress = progress }
    }

    /// `UIView.AnimationOptions.curveLinear`: `0 0 1 1`.
    public static let linear = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `.curveEaseIn`: `0.42 0 1 1`.
    public static let easeIn = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `.curveEaseOut`: `0 0 0.58 1`.
    public static let easeOut = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `.curveEaseInOut`, `UIView.animate`'s default: `0.42 0 0.58 1`.
    public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The short name of a UIKit curve, or the control points of any other.
    public var description: String {
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if self == .linear { return "linear" }
            if self == .easeIn { return "easeIn" }
            if self == .easeOut { return "easeOut" }
            if self == .easeInOut { return "easeInOut" }
            return "cubic(\(NumberText.fixed(x1, places: 4)) \(NumberText.fixed(y1, places: 4)) "
                + "\(NumberText.fixed(x2, places: 4)) \(NumberText.fixed(y2, places: 4)))"
        case .piecewiseLinear(let points):
            return "sampled(\(points.count) points)"
        }
    }

    /// Whether progress equals time everywhere.
    public var isLinear: Bool {
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return x1 == y1 && x2 == y2
        case .piecewiseLinear(let points):
            return points.allSatisfy { $0.time == $0.progress }
        }
    }

    /// The shown fraction of the change after `fraction` of the duration (clamped to 0...1).
    ///
    /// - Complexity: O(1) for Béziers (a few Newton steps), O(log n) for n sampled points.
    public func progress(at fraction: Double) -> Double {
        let x = fraction.isNaN ? 0 : min(1, max(0, fraction))
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return x }
            let s = Bezier.solve(x, x1, x2)
            return Bezier.value(s, y1, y2)
        case .piecewiseLinear(let points):
            return TimingCurve.interpolate(points, at: x)
        }
    }

    /// The earliest time fraction at which the progress reaches `progress` (curves are assumed
    /// to rise monotonically, as every curve Animatic writes does).
    public func fraction(reaching progress: Double) -> Double {
        let target = min(1, max(0, progress))
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return target }
            var lo = 0.0, hi = 1.0
            for _ in 0..<64 {
                let mid = (lo + hi) / 2
                if Bezier.value(mid, y1, y2) < target { lo = mid } else { hi = mid }
            }
            return Bezier.value((lo + hi) / 2, x1, x2)
        case .piecewiseLinear(let points):
            let swapped = points.map { Point(time: $0.progress, progress: $0.time) }
            return TimingCurve.interpolate(swapped, at: target)
        }
    }

    /// The part of this curve between the time fractions `start` and `end`, rescaled so that
    /// it again runs from (0, 0) to (1, 1).
    ///
    /// A sub-range of a cubic Bézier is again a cubic Bézier, so keyframes under an eased
    /// whole and animations cut short by an interruption stay exact. Control points are kept
    /// inside [0, 1] (SVG rejects anything else); for the monotone curves UIKit uses the
    /// correction is below 1e-12. A range whose progress does not change returns ``linear``.
    public func subcurve(fromTime start: Double, toTime end: Double) -> TimingCurve {
        let f0 = min(1, max(0, start)), f1 = min(1, max(f0, end))
        if f0 == 0 && f1 == 1 { return self }
        let p0 = progress(at: f0), p1 = progress(at: f1)
        // Sampled curves (springs) may end a range below its start: only no change is linear.
        var changes = p1 - p0 > 1e-12
        if case .piecewiseLinear = self { changes = abs(p1 - p0) > 1e-12 }
        guard f1 > f0, changes else { return .linear }
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return .linear }
            let s0 = f0 == 0 ? 0 : Bezier.solve(f0, x1, x2)
            let s1 = f1 == 1 ? 1 : Bezier.solve(f1, x1, x2)
            let (cx1, cx2) = Bezier.split(0, x1, x2, 1, s0, s1)
            let (cy1, cy2) = Bezier.split(0, y1, y2, 1, s0, s1)
            func unit(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
                min(1, max(0, (v - lo) / (hi - lo)))
            }
            return .cubicBezier(x1: unit(cx1, f0, f1), y1: unit(cy1, p0, p1),
                                x2: unit(cx2, f0, f1), y2: unit(cy2, p0, p1))
        case .piecewiseLinear(let points):
            var out = [Point(time: 0, progress: 0)]
            for point in points where point.time > f0 && point.time < f1 {
                out.append(Point(time: (point.time - f0) / (f1 - f0),
                                 progress: (point.progress - p0) / (p1 - p0)))
            }
            out.append(Point(time: 1, progress: 1))
            return .piecewiseLinear(out)
        }
    }

    /// The part of this curve between the progress values `startProgress` and `endProgress`
    /// (used for a keyframe that covers that share of a whole eased keyframe animation), and
    /// the time fractions where that part begins and ends.
    public func subcurve(fromProgress startProgress: Double, toProgress endProgress: Double)
        -> (curve: TimingCurve, startTime: Double, endTime: Double) {
        let t0 = fraction(reaching: startProgress), t1 = fraction(reaching: endProgress)
        return (subcurve(fromTime: t0, toTime: t1), t0, t1)
    }

    static func interpolate(_ points: [Point], at x: Double) -> Double {
        guard let last = points.last, let first = points.first else { return x }
        if x <= first.time { return first.progress }
        if x >= last.time { return last.progress }
        var lo = 0, hi = points.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if points[mid].time <= x { lo = mid } else { hi = mid }
        }
        let a = points[lo], b = points[hi]
        let span = b.time - a.time
        return span > 0 ? a.progress + (b.progress - a.progress) * (x - a.time) / span : b.progress
    }
}

/// One-dimensional cubic Bézier helpers with end points 0 and 1.
enum Bezier {
    /// B(s) for control values c1, c2 (end values 0 and 1).
    @inline(__always) static func value(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    @inline(__always) static func slope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The parameter s at which B(s) = x, for an x-curve with controls in [0, 1] (monotone).
    static func solve(_ x: Double, _ c1: Double, _ c2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = value(s, c1, c2) - x
            if abs(error) < 1e-14 { return s }
            let d = slope(s, c1, c2)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<80 {
            let v = value(s, c1, c2)
            if abs(v - x) < 1e-15 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The inner control values of the part of the curve (p0, p1, p2, p3) between s0 and s1.
    static func split(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double,
                      _ s0: Double, _ s1: Double) -> (Double, Double) {
        // Blossoming: the control points of the sub-curve on [s0, s1] are
        // b(s0,s0,s1) and b(s0,s1,s1).
        func blossom(_ u: Double, _ v: Double, _ w: Double) -> Double {
            let a0 = p0 + (p1 - p0) * u, a1 = p1 + (p2 - p1) * u, a2 = p2 + (p3 - p2) * u
            let b0 = a0 + (a1 - a0) * v, b1 = a1 + (a2 - a1) * v
            return b0 + (b1 - b0) * w
        }
        return (blossom(s0, s0, s1), blossom(s0, s1, s1))
    }
}
