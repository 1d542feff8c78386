import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension CALayer {
    /// An explicit animation of `transform` through 3D values (a `CATransform3D` that is not
    /// affine: a turn about x or y, a z translation or scale, `m34`) or of `transform.rotation.x`
    /// / `.y`, as the layer's plane shows it.
    ///
    /// Core Animation interpolates the values in 3D (``DecomposedTransform3D``; a rotation key
    /// path's angle as a number, the model's other parts kept: Apple, "Core Animation
    /// Programming Guide", "Key-Value Coding Extensions", Table 4). Without perspective on the
    /// plane the layer's projection at every instant is the 2D transform (m11 m12 m21 m22 m41
    /// m42) / m44 (see ``CATransform3D``), but it is not a linear blend of the ends' 2D
    /// transforms (a turn about y narrows the layer as cos θ): so each span between two values
    /// is sampled by `AdaptiveSampling`, the sampler of springs, into pieces whose 2D
    /// components, interpolated as the timeline plays them along the span's timing curve (the
    /// curve's exact sub-range), stay within 90% of `SampledTolerance.length` (0.25 pt) of the
    /// projection at every corner of the view. A projection that is not 2D (perspective on the
    /// plane at some instant) is reported, naming when.
    ///
    /// - Returns: `nil` when the animation has no 3D value (the 2D way applies), `.some(nil)`
    ///   after a report.
    func resolveTransform3D(_ basic: CAPropertyAnimation, part: KeyPathPart, view: UIView, recorder: StageRecorder,
                            call: String, duration: StoryTime, start: StoryTime) -> ResolvedAnimation?? {
        let path = basic.keyPath ?? ""
        let keyframes = basic as? CAKeyframeAnimation
        let single = basic as? CABasicAnimation
        let model3D = transform
        func report(_ feature: String) -> ResolvedAnimation?? {
            recorder.report(.notSupported(call: call, feature: feature))
            return .some(nil)
        }
        func wrong(_ problem: String) -> ResolvedAnimation?? {
            recorder.report(.invalidArgument(call: call, argument: "fromValue/toValue", problem: problem))
            return .some(nil)
        }
        // The values, and how the animation goes from one to the next: a matrix for each index.
        let matrixAt: (Double) -> CATransform3D
        let count: Int
        switch part {
        case .whole:
            func matrix(_ any: Any) -> CATransform3D? {
                if let t = CATransform3D.unboxed(any) { return t }
                if let m = NSValue.unboxingGeometry(any) as? CGAffineTransform { return CATransform3DMakeAffineTransform(m) }
                return nil
            }
            var given: [Any?] = keyframes.map { ($0.values ?? []).map { $0 } } ?? [single?.fromValue, single?.toValue]
            if single?.byValue != nil { return nil }   // the 2D way reports it
            let is3D = given.contains { $0.flatMap(CATransform3D.unboxed).map { !CATransform3DIsAffine($0) } ?? false }
                || (!CATransform3DIsAffine(model3D) && keyframes == nil)
            guard is3D else { return nil }
            if basic.isAdditive || basic.isCumulative {
                return report("an additive or cumulative animation of \"\(path)\" with CATransform3D values (Core Animation concatenates the matrices)")
            }
            if keyframes == nil { given = given.map { $0 ?? model3D } }
            var matrices: [CATransform3D] = []
            for value in given {
                guard let value, let m = matrix(value) else { return wrong("values of the wrong kind for \"\(path)\"") }
                matrices.append(m)
            }
            guard !matrices.isEmpty else { return nil }   // the 2D way reports a keyframe animation without values
            var parts: [DecomposedTransform3D] = []
            for m in matrices {
                guard let d = DecomposedTransform3D(m) else {
                    return report("animating \"\(path)\" to or from a CATransform3D with no decomposition (m44 0, or a "
                        + "layer scaled to nothing in x, y or z): Core Animation interpolates its parts")
                }
                parts.append(d)
            }
            count = parts.count
            matrixAt = { index in
                let i = min(max(0, Int(index.rounded(.down))), max(0, parts.count - 2))
                guard parts.count > 1 else { return parts[0].matrix }
                return DecomposedTransform3D.interpolate(parts[i], parts[i + 1], min(1, max(0, index - Double(i)))).matrix
            }
        case .rotationX, .rotationY:
            guard var base = DecomposedTransform3D(model3D) else {
                return report("animating \"\(path)\" of a layer whose transform has no decomposition (m44 0, or scaled to nothing)")
            }
            let q = base.quaternion
            guard abs(q.0) < 1e-12, abs(q.1) < 1e-12, abs(q.2) < 1e-12 else {
                return report("animating \"\(path)\" of a layer whose transform already turns (Core Animation's order of "
                    + "the turns about x, y and z is not documented)")
            }
            func number(_ any: Any?) -> Double? {
                switch any {
                case let v as Double: return v.isFinite ? v : nil
                case let v as CGFloat: return v.isFinite ? Double(v) : nil
                case let v as Float: return v.isFinite ? Double(v) : nil
                case let v as Int: return Double(v)
                case let v as NSNumber: return v.doubleValue.isFinite ? v.doubleValue : nil
                default: return nil
                }
            }
            var angles: [Double] = []
            if let keyframes {
                for value in keyframes.values ?? [] {
                    guard let n = number(value) else { return wrong("values of the wrong kind for \"\(path)\" (numbers)") }
                    angles.append(n)
                }
                guard !angles.isEmpty else { return nil }
            } else {
                let from = single?.fromValue.map(number), to = single?.toValue.map(number), by = single?.byValue.map(number)
                if from == .some(nil) || to == .some(nil) || by == .some(nil) { return wrong("values of the wrong kind for \"\(path)\" (numbers)") }
                let a = from.flatMap { $0 } ?? ((to ?? nil).flatMap { t in (by ?? nil).map { t - $0 } } ?? 0)
                let b = to.flatMap { $0 } ?? ((by ?? nil).map { a + $0 } ?? 0)
                angles = [a, b]
            }
            let (x, y): (Double, Double) = part == .rotationX ? (1, 0) : (0, 1)
            count = angles.count
            matrixAt = { index in
                let i = min(max(0, Int(index.rounded(.down))), max(0, angles.count - 2))
                let angle = angles.count > 1 ? angles[i] + (angles[i + 1] - angles[i]) * min(1, max(0, index - Double(i))) : angles[0]
                base.quaternion = DecomposedTransform3D.quaternion(angle: angle, x: x, y: y, z: 0)
                return base.matrix
            }
        case .rotation, .scale, .scaleX, .scaleY, .translation, .translationX, .translationY, .x, .y:
            return nil
        }
        // The spans, as pieces of an index that runs 0, 1, …, count − 1 through the values.
        let curve = basic.timingFunction?.curve ?? .linear
        var spans: [KeyframeCollector.Piece]
        if let keyframes {
            if let problem = keyframes.piecesProblem(count: count) { recorder.report(problem(call)); return .some(nil) }
            guard keyframes.calculationMode == .linear || keyframes.calculationMode == .discrete else {
                return report("CAKeyframeAnimation.calculationMode .\(keyframes.calculationMode.rawValue) with CATransform3D values "
                    + "(a spline through 3D transforms)")
            }
            spans = keyframes.pieces((0..<count).map { .scalar(Double($0)) }, first: .scalar(0), length: duration)
        } else {
            if basic is CASpringAnimation {
                return report("a CASpringAnimation of \"\(path)\" with 3D values (a spring through 3D transforms)")
            }
            spans = [.init(start: .zero, duration: duration, curve: curve, from: .scalar(0), to: .scalar(1))]
        }
        var extent = 1.0
        if case .size(let w, let h) = recorder.startValue(view: view.stageIndex, property: .size, at: start) {
            extent = max(1, abs(w), abs(h))
        }
        // Sampling, then the pieces of the 2D components.
        var perspectiveAt: Double?
        func projected(_ index: Double, at offset: StoryTime) -> AffineMatrix {
            let m = matrixAt(index)
            if !m.isFlatOnPlane, perspectiveAt == nil { perspectiveAt = offset.seconds }
            let plane = CGAffineTransform(a: m.m11 / m.m44, b: m.m12 / m.m44, c: m.m21 / m.m44, d: m.m22 / m.m44,
                                          tx: m.m41 / m.m44, ty: m.m42 / m.m44)
            return plane.affineMatrix
        }
        func index(_ value: TimelineValue) -> Double {
            if case .scalar(let n) = value { return n }
            return 0
        }
        let allowed = SampledTolerance.length * 0.9
        var pieces: [KeyframeCollector.Piece] = []
        var rotation = 0.0
        for span in spans {
            let a = index(span.from), b = index(span.to)
            let first = projected(a, at: span.start), last = projected(b, at: span.start + span.duration)
            let from = TransformComponents.continuing(first, near: rotation)
            guard span.duration > .zero else {
                let to = TransformComponents.continuing(last, near: from.rotation)
                pieces.append(.init(start: span.start, duration: .zero, curve: .linear, from: .transform(from), to: .transform(to)))
                rotation = to.rotation
                continue
            }
            let spanCurve = span.curve
            typealias Sample = (tau: Double, matrix: AffineMatrix)
            func at(_ tau: Double) -> Sample {
                let offset = StoryTime(ticks: span.start.ticks + Int64((tau * Double(span.duration.ticks)).rounded()))
                return (tau, projected(a + (b - a) * spanCurve.progress(at: tau), at: offset))
            }
            // The chord between two samples is what the timeline plays: the 2D components
            // interpolated along the span curve's sub-range between their times.
            let points = AdaptiveSampling.sample(
                from: 0, first: (0, first), to: 1, last: (1, last), longest: 1, shortest: 1e-4, at: at) { f, t, k, n, actual in
                    let c0 = TransformComponents.continuing(f.matrix, near: 0)
                    let c1 = TransformComponents.continuing(t.matrix, near: c0.rotation)
                    let u = spanCurve.subcurve(fromTime: f.tau, toTime: t.tau).progress(at: Double(k) / Double(n))
                    var mixed = c0
                    for i in 0..<TransformComponents.count { mixed[i] = c0[i] + (c1[i] - c0[i]) * u }
                    let m = mixed.matrix, p = actual.matrix
                    let error = max(abs(m.a - p.a) + abs(m.c - p.c), abs(m.b - p.b) + abs(m.d - p.d)) * extent
                        + max(abs(m.tx - p.tx), abs(m.ty - p.ty))
                    return error <= allowed
                }
            var previous = from
            var startTau = 0.0
            for point in points.dropFirst() {
                let to = TransformComponents.continuing(point.value.matrix, near: previous.rotation)
                let t0 = StoryTime(ticks: Int64((startTau * Double(span.duration.ticks)).rounded()))
                let t1 = StoryTime(ticks: Int64((point.time * Double(span.duration.ticks)).rounded()))
                if t1 > t0 {
                    pieces.append(.init(start: span.start + t0, duration: t1 - t0,
                                        curve: spanCurve.subcurve(fromTime: startTau, toTime: point.time),
                                        from: .transform(previous), to: .transform(to)))
                }
                previous = to
                startTau = point.time
            }
            rotation = previous.rotation
        }
        let model = view.modelTimelineState(reportingTo: recorder).value(of: .transform)
        if let seconds = perspectiveAt {
            // Perspective on the plane: a flat shape layer is drawn as its projected path
            // (CAShapeLayer+Projection.swift), its 2D transform holding the model's meanwhile.
            if let obstacle = addProjectedPathAnimation(basic, spans: spans, matrixAt: matrixAt, duration: duration,
                                                        view: view, recorder: recorder) {
                return report("animating \"\(path)\" through a CATransform3D with perspective on the layer's plane (m14 or "
                    + "m24 not 0, \(NumberText.fixed(seconds, places: 3)) s in: a turn about x or y under m34), which SVG "
                    + "draws exactly only for a shape layer's filled straight-line path; this layer has \(obstacle)")
            }
            return .some(ResolvedAnimation(model: model, explicitFrom: model, to: model, curve: .linear,
                                           keyframePieces: [.init(start: .zero, duration: duration, curve: .linear, from: model, to: model)]))
        }
        guard let firstPiece = pieces.first, let lastPiece = pieces.last else { return nil }
        return .some(ResolvedAnimation(model: model, explicitFrom: firstPiece.from, to: lastPiece.to, curve: curve,
                                       keyframePieces: pieces))
    }
}
