import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

extension CALayer {
    /// Why this layer cannot be drawn exactly under a transform with perspective on its plane,
    /// or `nil` when it can: a ``CAShapeLayer`` that draws only its path filled, a path of
    /// straight lines. SVG has no projective transform, but a projective map takes a straight
    /// line to a straight line, so such a path seen in perspective is again a path of straight
    /// lines, through the projected vertices. A curve, a stroke (its width would vary with
    /// depth), a background, border or shadow of the layer's rectangle, an image, text, a
    /// gradient or sublayers have no such exact form.
    func projectionObstacle() -> String? {
        guard let shape = self as? CAShapeLayer else {
            return "a \(type(of: self)) (only a CAShapeLayer's filled path of straight lines is drawn in perspective)"
        }
        func shows(_ c: CGColor?) -> Bool { c.map { $0.rgba.alpha > 0 } ?? false }
        guard let path = shape.path, !path.elements.isEmpty else { return "a CAShapeLayer without a path" }
        if path.elements.contains(where: { if case .quad = $0 { return true }; if case .cubic = $0 { return true }; return false }) {
            return "a path with curves (a curve seen in perspective is no Bézier curve)"
        }
        if !(sublayers ?? []).isEmpty || !(owner?.subviews ?? []).isEmpty { return "sublayers or subviews" }
        if shows(backgroundColor) { return "a background colour (a rectangle Animatic draws as the layer's, not as a path)" }
        if borderWidth > 0 && shows(borderColor) { return "a border (its width would vary with depth)" }
        if shadowOpacity > 0 { return "a shadow" }
        if contents != nil { return "contents (an image)" }
        if mask != nil { return "a mask" }
        if shows(shape.strokeColor) && shape.lineWidth > 0 { return "a stroked path (the stroke's width would vary with depth)" }
        return nil
    }

    /// Records an explicit 3D `transform` animation whose projection has perspective as the
    /// shape layer's path seen in perspective (see ``projectionObstacle()``): each span between
    /// two values is sampled by `AdaptiveSampling`, the sampler of springs, into instants
    /// between which the projected vertices move in straight lines within 90% of
    /// `SampledTolerance.length` (0.25 pt) of where the projection puts them, and a
    /// `CAKeyframeAnimation` of `path` through those projected paths, with the animation's
    /// timing (duration, repeats, autoreverse, begin time, fill mode, removal), runs in its
    /// place; the view's 2D `transform` shows the model's meanwhile, which must be the identity.
    ///
    /// A vertex's projection: relative to the anchor point, (x, y, 0, 1) times the matrix,
    /// divided by w = x·m14 + y·m24 + m44 (Apple, "CATransform3D"); a vertex with w ≤ 0 lies
    /// behind the eye, which is reported.
    ///
    /// - Returns: why it cannot, or `nil` once the path animation is added.
    func addProjectedPathAnimation(_ basic: CAPropertyAnimation, spans: [KeyframeCollector.Piece],
                                   matrixAt: (Double) -> CATransform3D, duration: StoryTime,
                                   view: UIView, recorder: StageRecorder) -> String? {
        if let obstacle = projectionObstacle() { return obstacle }
        guard let shape = self as? CAShapeLayer, let elements = shape.path?.elements else { return "a CAShapeLayer without a path" }
        if view.transform != .identity { return "a layer whose own 2D transform is not the identity" }
        if let keyframes = basic as? CAKeyframeAnimation, keyframes.calculationMode != .linear {
            return "CAKeyframeAnimation.calculationMode .\(keyframes.calculationMode.rawValue)"
        }
        let anchor = (Double(bounds.minX + anchorPoint.x * bounds.width), Double(bounds.minY + anchorPoint.y * bounds.height))
        var vertices: [(Double, Double)] = []
        for element in elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): vertices.append((x - anchor.0, y - anchor.1))
            case .close, .quad, .cubic: break
            }
        }
        var behind = false
        func project(_ index: Double) -> [Double] {
            let m = matrixAt(index)
            var out: [Double] = []
            out.reserveCapacity(vertices.count * 2)
            for (x, y) in vertices {
                let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
                if !(w > 1e-9) { behind = true }
                let px = x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)
                let py = x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)
                out.append(px / w + anchor.0)
                out.append(py / w + anchor.1)
            }
            return out
        }
        func index(_ value: TimelineValue) -> Double {
            if case .scalar(let n) = value { return n }
            return 0
        }
        let allowed = SampledTolerance.length * 0.9
        let total = Double(duration.ticks)
        var times: [Double] = []
        var paths: [[Double]] = []
        func append(_ time: Double, _ path: [Double]) {
            if let last = times.last, last == time, paths.last == path { return }
            times.append(time); paths.append(path)
        }
        for span in spans {
            let a = index(span.from), b = index(span.to)
            let start = Double(span.start.ticks) / total, length = Double(span.duration.ticks) / total
            let first = project(a), last = project(b)
            append(start, first)
            guard span.duration > .zero else { append(start, last); continue }
            let curve = span.curve
            let points = AdaptiveSampling.sample(
                from: 0, first: first, to: 1, last: last, longest: 1, shortest: 1e-4,
                at: { u in project(a + (b - a) * curve.progress(at: u)) }) { f, t, k, n, actual in
                    let u = Double(k) / Double(n)
                    var i = 0
                    while i < actual.count {
                        let x = f[i] + (t[i] - f[i]) * u, y = f[i + 1] + (t[i + 1] - f[i + 1]) * u
                        if !(hypot(x - actual[i], y - actual[i + 1]) <= allowed) { return false }
                        i += 2
                    }
                    return true
                }
            for point in points.dropFirst() { append(min(1, start + point.time * length), point.value) }
        }
        if behind { return "a vertex behind the eye (w ≤ 0: the plane turned through the viewer)" }
        guard times.count > 1 else { return nil }
        func path(_ coordinates: [Double]) -> CGPath {
            var next = 0
            let moved: [PathElement] = elements.map { element in
                switch element {
                case .move:
                    defer { next += 2 }
                    return .move(x: coordinates[next], y: coordinates[next + 1])
                case .line:
                    defer { next += 2 }
                    return .line(x: coordinates[next], y: coordinates[next + 1])
                case .close, .quad, .cubic: return element
                }
            }
            return CGPath(elements: moved)
        }
        let projected = CAKeyframeAnimation(keyPath: "path")
        projected.values = paths.map(path)
        projected.keyTimes = times.map { NSNumber(value: $0) }
        projected.duration = basic.duration
        projected.repeatCount = basic.repeatCount
        projected.repeatDuration = basic.repeatDuration
        projected.autoreverses = basic.autoreverses
        projected.beginTime = basic.beginTime
        projected.fillMode = basic.fillMode
        projected.isRemovedOnCompletion = basic.isRemovedOnCompletion
        projected.speed = basic.speed
        projected.timeOffset = basic.timeOffset
        add(projected, forKey: nil)
        return nil
    }
}
