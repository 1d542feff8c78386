import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// `CAAnimationRotationMode`: whether a layer moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The rotation mode's string value.
    public var rawValue: String
    /// Creates a rotation mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns to follow the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to follow the tangent plus a half turn (it faces backwards).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A point on a keyframe path with the tangent's direction there.
private struct PathSample {
    var x: Double, y: Double, angle: Double
}

/// One drawn element of a path: a line, quadratic or cubic Bézier from its start point.
private struct PathSegment {
    var points: [(Double, Double)]   // start, control points…, end

    func point(_ t: Double) -> (Double, Double) {
        let p = points
        let u = 1 - t
        switch p.count {
        case 2: return (u * p[0].0 + t * p[1].0, u * p[0].1 + t * p[1].1)
        case 3:
            return (u * u * p[0].0 + 2 * u * t * p[1].0 + t * t * p[2].0,
                    u * u * p[0].1 + 2 * u * t * p[1].1 + t * t * p[2].1)
        default:
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p[0].0 + b * p[1].0 + c * p[2].0 + d * p[3].0, a * p[0].1 + b * p[1].1 + c * p[2].1 + d * p[3].1)
        }
    }

    /// The direction of travel at `t` (radians, y down as on screen), from the derivative, or
    /// from a nearby chord where the derivative vanishes (a control point on an end).
    func angle(_ t: Double) -> Double {
        let p = points
        let u = 1 - t
        var dx: Double, dy: Double
        switch p.count {
        case 2: (dx, dy) = (p[1].0 - p[0].0, p[1].1 - p[0].1)
        case 3:
            dx = 2 * u * (p[1].0 - p[0].0) + 2 * t * (p[2].0 - p[1].0)
            dy = 2 * u * (p[1].1 - p[0].1) + 2 * t * (p[2].1 - p[1].1)
        default:
            dx = 3 * u * u * (p[1].0 - p[0].0) + 6 * u * t * (p[2].0 - p[1].0) + 3 * t * t * (p[3].0 - p[2].0)
            dy = 3 * u * u * (p[1].1 - p[0].1) + 6 * u * t * (p[2].1 - p[1].1) + 3 * t * t * (p[3].1 - p[2].1)
        }
        if abs(dx) < 1e-12 && abs(dy) < 1e-12 {
            let a = point(max(0, t - 1e-4)), b = point(min(1, t + 1e-4))
            (dx, dy) = (b.0 - a.0, b.1 - a.1)
        }
        return atan2(dy, dx)
    }

    /// Cumulative lengths at 256 even parameter steps (for constant speed).
    func lengths() -> [Double] {
        var out = [0.0]
        var last = point(0)
        for i in 1...256 {
            let p = point(Double(i) / 256)
            out.append(out[i - 1] + hypot(p.0 - last.0, p.1 - last.1))
            last = p
        }
        return out
    }
}

extension CAKeyframeAnimation {
    /// A `path` animation of `position` as plain keyframe animations (Apple,
    /// `CAKeyframeAnimation.path` and `rotationMode`): the path sampled into points (and, with a
    /// rotation mode, tangent angles added to the model's rotation) at key times, within 90% of
    /// 0.25 pt and 0.25° of the path; run as a group with this animation's timing.
    ///
    /// In `.linear` mode each element after the first move is one keyframe span (key times
    /// evenly spread, or `keyTimes` with one entry per vertex), the curve's own parameter
    /// moving linearly in time (or along `timingFunctions[i]`, or the whole `timingFunction`
    /// mapping time to key time); in `.paced` mode the layer moves at constant speed along the
    /// whole path. Other modes, several subpaths and key paths other than `position` are
    /// reported.
    func pathGroup(_ path: CGPath, modelRotation: Double, call: String) -> Result<CAAnimationGroup, StoryProblem> {
        func fail(_ feature: String) -> Result<CAAnimationGroup, StoryProblem> {
            .failure(.notSupported(call: call, feature: feature))
        }
        // The key path through the descriptors' table, not by its spelling: a path moves the
        // whole position (`center`) only.
        guard let keyPath, let key = CALayer.KeyPaths.shared.animated[keyPath], key.0 == .center, key.1 == .whole else {
            return fail("CAKeyframeAnimation.path for \"\(keyPath ?? "")\" (only \"position\")")
        }
        guard calculationMode == .linear || calculationMode == .paced else {
            return fail("CAKeyframeAnimation.path with calculationMode .\(calculationMode.rawValue)")
        }
        // The drawn segments of the single subpath.
        var segments: [PathSegment] = []
        var start: (Double, Double)?, current: (Double, Double)?
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                if current != nil && !segments.isEmpty { return fail("CAKeyframeAnimation.path with several subpaths") }
                start = (x, y); current = (x, y)
            case .line(let x, let y):
                guard let c = current else { return fail("CAKeyframeAnimation.path not starting with a move") }
                segments.append(PathSegment(points: [c, (x, y)])); current = (x, y)
            case .quad(let cx, let cy, let x, let y):
                guard let c = current else { return fail("CAKeyframeAnimation.path not starting with a move") }
                segments.append(PathSegment(points: [c, (cx, cy), (x, y)])); current = (x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                guard let c = current else { return fail("CAKeyframeAnimation.path not starting with a move") }
                segments.append(PathSegment(points: [c, (c1x, c1y), (c2x, c2y), (x, y)])); current = (x, y)
            case .close:
                if let c = current, let s = start, c != s { segments.append(PathSegment(points: [c, s])) }
                current = start
            }
        }
        guard !segments.isEmpty else { return .failure(.invalidArgument(call: call, argument: "path", problem: "an empty path")) }
        let n = segments.count
        let reverse = rotationMode == .rotateAutoReverse ? Double.pi : 0
        // Where each segment starts and ends, as fractions of the time.
        var bounds: [Double]
        var sample: (Double) -> PathSample
        if calculationMode == .paced {
            let tables = segments.map { $0.lengths() }
            let total = tables.reduce(0) { $0 + $1[256] }
            var acc = [0.0]
            for table in tables { acc.append(acc.last! + table[256]) }
            bounds = total > 0 ? acc.map { $0 / total } : (0...n).map { Double($0) / Double(n) }
            sample = { u in
                let distance = u * total
                var i = 0
                while i < n - 1 && acc[i + 1] < distance { i += 1 }
                let table = tables[i], within = distance - acc[i]
                var k = 0
                while k < 255 && table[k + 1] < within { k += 1 }
                let span = table[k + 1] - table[k]
                let t = (Double(k) + (span > 0 ? min(1, max(0, (within - table[k]) / span)) : 0)) / 256
                let p = segments[i].point(t)
                return PathSample(x: p.0, y: p.1, angle: segments[i].angle(t))
            }
        } else {
            let times = keyTimes?.map(\.doubleValue) ?? (0...n).map { Double($0) / Double(n) }
            guard times.count == n + 1 else {
                return .failure(.invalidArgument(call: call, argument: "keyTimes",
                                                 problem: "\(times.count) keyTimes for a path of \(n + 1) points"))
            }
            guard times.first == 0, times.last == 1, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                return .failure(.invalidArgument(call: call, argument: "keyTimes",
                                                 problem: "keyTimes for a path must rise from 0 to 1, got \(times)"))
            }
            if let functions = timingFunctions, functions.count != n {
                return .failure(.invalidArgument(call: call, argument: "timingFunctions",
                                                 problem: "\(functions.count) timingFunctions for a path of \(n) segments"))
            }
            // Both: the whole curve first, then the segment's (Apple, `timingFunctions`).
            let whole = timingFunction?.curve
            bounds = times.map { whole?.fraction(reaching: $0) ?? $0 }
            sample = { u in
                let key = whole?.progress(at: u) ?? u
                var i = 0
                while i < n - 1 && times[i + 1] <= key { i += 1 }
                let span = times[i + 1] - times[i]
                var t = span > 0 ? min(1, max(0, (key - times[i]) / span)) : 1
                if let f = self.timingFunctions?[i].curve { t = f.progress(at: t) }
                let p = segments[i].point(t)
                return PathSample(x: p.0, y: p.1, angle: segments[i].angle(t))
            }
        }
        // Sampled span by span, angles unwrapped to turn the shorter way between samples.
        let degree = Double.pi / 180
        var keys: [Double] = [], points: [CGPoint] = [], angles: [Double] = []
        for i in 0..<n where bounds[i + 1] > bounds[i] || i == n - 1 {
            let a = bounds[i], b = max(bounds[i], bounds[i + 1])
            let first = sample(a), last = sample(b)
            let found = b > a ? AdaptiveSampling.sample(from: a, first: first, to: b, last: last, longest: (b - a) / 4,
                                                        shortest: 1e-5, at: sample) { p, q, k, count, actual in
                let f = Double(k) / Double(count)
                let dx = p.x + (q.x - p.x) * f - actual.x, dy = p.y + (q.y - p.y) * f - actual.y
                let expected = p.angle + (TransformComponents.nearest(q.angle, to: p.angle) - p.angle) * f
                let off = TransformComponents.nearest(actual.angle, to: expected) - expected
                return hypot(dx, dy) <= 0.225 && (self.rotationMode == nil || abs(off) <= 0.225 * degree)
            } : [(a, first)]
            for (u, s) in found {
                if let k = keys.last, u < k { continue }
                keys.append(u)
                points.append(CGPoint(x: s.x, y: s.y))
                let turned = s.angle + reverse + modelRotation
                angles.append(angles.last.map { TransformComponents.nearest(turned, to: $0) } ?? turned)
            }
        }
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = points
        move.keyTimes = keys.map { NSNumber(value: $0) }
        var children: [CAAnimation] = [move]
        if rotationMode != nil {
            let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            turn.values = angles
            turn.keyTimes = move.keyTimes
            children.append(turn)
        }
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = duration
        group.beginTime = beginTime
        group.repeatCount = repeatCount
        group.repeatDuration = repeatDuration
        group.autoreverses = autoreverses
        group.fillMode = fillMode
        group.isRemovedOnCompletion = isRemovedOnCompletion
        group.delegate = delegate
        group.speed = speed
        group.timeOffset = timeOffset
        return .success(group)
    }
}
