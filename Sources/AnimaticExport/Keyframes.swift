import AnimaticClock
import AnimaticTimeline

/// One (view, property) track of a timeline as keyframes that span the whole story: times in
/// ticks from 0 to the story's end, a value per keyframe, and one cubic spline per interval
/// (`0 0 1 1` for holds and jumps). The shape is SMIL's (one animation element per track in
/// the SVG writer), and any format that interpolates splines between keyframes can play it.
///
/// - Holds are two equal neighbouring values.
/// - Instant changes are two keyframes at the same time (equal `keyTimes`; checked in
///   Chromium to jump at that instant, the new value showing from it on, like the model).
/// - `.piecewiseLinear` curves become one keyframe per point with linear splines.
/// - Béziers with a control point outside [0, 1], which browsers reject, are cut into
///   sub-Béziers that browsers accept (exact).
///
/// The buffers are reused from track to track, so building a track allocates nothing once
/// they have grown.
package struct Keyframes {
    /// Numbers per value (``AnimatedProperty/width``).
    package private(set) var width = 0
    /// Keyframe times in ticks (fractional for sampled curves).
    package private(set) var times: [Double] = []
    /// `width` numbers per keyframe.
    package private(set) var values: [Double] = []
    /// Four control numbers per interval (`count - 1` intervals).
    package private(set) var splines: [Double] = []
    private var scratch: [Double] = []
    private var scratch2: [Double] = []
    /// The view and property ``build(_:view:property:storyTicks:)`` last read (what an endless
    /// repeat of the track is looked up by).
    package private(set) var source: (view: Int, property: AnimatedProperty)?

    /// Empty keyframes, whose buffers grow on first use.
    package init() {}

    /// The number of keyframes.
    package var count: Int { times.count }
    /// Whether there is no keyframe (the property never changes).
    package var isEmpty: Bool { times.isEmpty }

    /// Number `component` of keyframe `keyframe`'s value.
    @inline(__always) package func value(_ keyframe: Int, _ component: Int) -> Double {
        values[keyframe * width + component]
    }

    /// Whether `component` takes more than one value over the track (values closer than
    /// `tolerance` count as equal: decomposing a rotation matrix leaves skews of 1e-16).
    package func varies(_ component: Int, tolerance: Double = 0) -> Bool {
        guard count > 1 else { return false }
        let first = values[component]
        var i = component + width
        while i < values.count {
            if abs(values[i] - first) > tolerance { return true }
            i += width
        }
        return false
    }

    /// Which components take more than one value over the track, as a mask (bit c: component
    /// c ``varies(_:tolerance:)``), in one pass over the keyframes: what a writer asks of every
    /// component of a track at once.
    ///
    /// - Complexity: O(n · width) for n keyframes, stopping early once every component varies.
    package func variedComponents(tolerance: Double = 0) -> UInt32 {
        guard count > 1 else { return 0 }
        let all: UInt32 = (1 << UInt32(width)) - 1
        var mask: UInt32 = 0
        return values.withUnsafeBufferPointer { v in
            var i = width
            while i < v.count {
                for c in 0..<width where abs(v[i + c] - v[c]) > tolerance { mask |= 1 << UInt32(c) }
                if mask == all { break }
                i += width
            }
            return mask
        }
    }

    /// Empties the keyframes (keeping their buffers) for values of `width` numbers.
    package mutating func reset(width: Int) {
        self.width = width
        guard !times.isEmpty else { return }   // most tracks of most views stay empty
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        splines.removeAll(keepingCapacity: true)
    }

    // MARK: - Building from the timeline

    /// Builds the track of `property` of `view`, or leaves it empty when nothing changes.
    /// Reads the segments in place (``Timeline/forEachSegment(of:_:_:)``).
    package mutating func build(_ timeline: Timeline, view: Int, property: AnimatedProperty, storyTicks: Int64) {
        reset(width: property.width)
        source = (view, property)
        guard timeline.segmentCount(of: view, property) > 0 else { return }
        Keyframes.components(of: timeline.views.initialValue(of: view, property), into: &scratch)
        push(0, scratch, linearSpline)
        timeline.forEachSegment(of: view, property) { append($0, startingAt: Double($0.start)) }
        let end = Double(storyTicks)
        if times[count - 1] < end { hold(until: end) }
    }

    /// Appends one segment starting at `start` ticks of these keyframes (never before the last
    /// keyframe): a hold up to it, a jump to its start value when that differs from the last
    /// value, then its curve (or a jump for an instant change).
    private mutating func append(_ segment: TrackSegment, startingAt time: Double) {
        let last = times[count - 1]
        let start = max(time, last)
        if start > last { hold(until: start) }
        if !lastValueEquals(segment.from) { jump(start, segment.from) }
        let duration = Double(segment.duration)
        if duration <= 0 {
            jump(start, segment.to)
        } else {
            appendCurve(segment.curve, start: start, end: start + duration, from: segment.from, to: segment.to)
        }
    }

    /// Builds ONE cycle of the endless repeat `cycle` of `property` of `view`: times in ticks
    /// from the cycle's start (0) to its period, from the value shown at the cycle's start
    /// through the segments that start within the first cycle, holding until the period.
    package mutating func buildCycle(_ timeline: Timeline, view: Int, property: AnimatedProperty, cycle: EndlessRepeat) {
        reset(width: property.width)
        let s = cycle.start.ticks, e = s + cycle.period.ticks
        Keyframes.components(of: timeline.value(of: view, property, at: cycle.start), into: &scratch)
        push(0, scratch, linearSpline)
        timeline.forEachSegment(of: view, property) { segment in
            guard segment.start >= s && segment.start < e else { return }
            append(segment, startingAt: Double(segment.start - s))
        }
        let end = Double(e - s)
        if times[count - 1] < end { hold(until: end) }
    }

    /// Builds a one-number track that is not a property's: `initial` at 0, then each piece of
    /// `pieces` (in start order, never overlapping; times in ticks) as a hold up to its start,
    /// a jump to its `from` when that differs, and its curve to `to` (a jump when it takes no
    /// time), holding until `storyTicks`. Such a track never repeats endlessly (``source`` is
    /// `nil`). Used for a view's content versions' shares during cross-dissolves.
    package mutating func build(initial: Double,
                                pieces: [(start: Int64, duration: Int64, curve: TimingCurve, from: Double, to: Double)],
                                storyTicks: Int64) {
        reset(width: 1)
        source = nil
        push(0, CollectionOfOne(initial), linearSpline)
        for piece in pieces {
            [piece.from, piece.to].withUnsafeBufferPointer { numbers in
                let from = UnsafeBufferPointer(rebasing: numbers[0..<1])
                let to = UnsafeBufferPointer(rebasing: numbers[1..<2])
                let last = times[count - 1]
                let start = max(Double(piece.start), last)
                if start > last { hold(until: start) }
                if !lastValueEquals(from) { jump(start, from) }
                if piece.duration <= 0 {
                    jump(start, to)
                } else {
                    appendCurve(piece.curve, start: start, end: start + Double(piece.duration), from: from, to: to)
                }
            }
        }
        let end = Double(storyTicks)
        if times[count - 1] < end { hold(until: end) }
    }

    /// The same keyframes with each interval cut into pieces wherever `map`, applied to one
    /// component, is not linear enough: between two keyframes SMIL interpolates the mapped
    /// value, so the pieces are chosen (in progress, keeping the exact sub-curve as spline)
    /// until the mapped midpoint deviates by at most `tolerance` in the original units.
    ///
    /// Used for skew: the model interpolates the shear factor k, SVG the angle atan(k).
    package mutating func buildMapped(from source: Keyframes, component: Int, tolerance: Double,
                              map: (Double) -> Double, unmap: (Double) -> Double) {
        reset(width: 1)
        guard !source.isEmpty else { return }
        push(source.times[0], CollectionOfOne(map(source.value(0, component))), linearSpline)
        for i in 1..<source.count {
            let t0 = source.times[i - 1], t1 = source.times[i]
            let k0 = source.value(i - 1, component), k1 = source.value(i, component)
            let s = 4 * (i - 1)
            let spline = (source.splines[s], source.splines[s + 1], source.splines[s + 2], source.splines[s + 3])
            if k0 == k1 || t1 <= t0 {
                push(t1, CollectionOfOne(map(k1)), spline)
                continue
            }
            let curve = TimingCurve.cubicBezier(x1: spline.0, y1: spline.1, x2: spline.2, y2: spline.3)
            refine(curve, t0: t0, t1: t1, k0: k0, k1: k1, p0: 0, p1: 1, depth: 0,
                   tolerance: tolerance, map: map, unmap: unmap)
        }
    }

    private mutating func refine(_ curve: TimingCurve, t0: Double, t1: Double, k0: Double, k1: Double,
                                 p0: Double, p1: Double, depth: Int, tolerance: Double,
                                 map: (Double) -> Double, unmap: (Double) -> Double) {
        let a = map(k0 + (k1 - k0) * p0), b = map(k0 + (k1 - k0) * p1)
        let mid = (p0 + p1) / 2
        let truth = k0 + (k1 - k0) * mid
        if depth >= 12 || abs(unmap((a + b) / 2) - truth) <= tolerance {
            let piece = curve.subcurve(fromProgress: p0, toProgress: p1)
            let spline: (Double, Double, Double, Double)
            if case .cubicBezier(let x1, let y1, let x2, let y2) = piece.curve {
                spline = (x1, y1, x2, y2)
            } else {
                spline = linearSpline
            }
            let time = p1 >= 1 ? t1 : t0 + (t1 - t0) * piece.endTime
            push(max(time, times[count - 1]), CollectionOfOne(b), spline)
            return
        }
        refine(curve, t0: t0, t1: t1, k0: k0, k1: k1, p0: p0, p1: mid, depth: depth + 1,
               tolerance: tolerance, map: map, unmap: unmap)
        refine(curve, t0: t0, t1: t1, k0: k0, k1: k1, p0: mid, p1: p1, depth: depth + 1,
               tolerance: tolerance, map: map, unmap: unmap)
    }

    // MARK: - Pieces

    /// The spline of holds and jumps (equal values, so its shape never shows).
    private let linearSpline: (Double, Double, Double, Double) = (0, 0, 1, 1)

    /// The spline of a moving linear interval. `0 0 1 1` is linear too, but its time has zero
    /// slope at both ends, and Chromium's spline solver is then off by up to 8e-5 of the
    /// change in the first and last 0.1% of the interval (0.03 px on a 360 px move, measured);
    /// with both control points on the diagonal at thirds, time runs at slope 1 and progress
    /// still equals time exactly, since each control point has x == y.
    package static let movingLinearSpline: (Double, Double, Double, Double) = (1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)

    /// Where a Bézier whose time starts (x1 = 0) or ends (x2 = 1) with zero slope is cut, by
    /// parameter, so that the zero-slope end becomes a short piece of its own: the same
    /// solver error then applies to a few percent of the change instead of all of it.
    package static let flatTimeCut = 0.1

    mutating func push<C: Collection<Double>>(_ time: Double, _ value: C,
                                                      _ spline: (Double, Double, Double, Double)) {
        if !times.isEmpty {
            splines.append(spline.0); splines.append(spline.1)
            splines.append(spline.2); splines.append(spline.3)
        }
        times.append(time)
        values.append(contentsOf: value)
    }

    private func lastValueEquals(_ value: UnsafeBufferPointer<Double>) -> Bool {
        values.withUnsafeBufferPointer { all in
            let last = all.baseAddress! + (count - 1) * width
            for c in 0..<width where last[c] != value[c] { return false }
            return true
        }
    }

    private mutating func hold(until time: Double) {
        let base = (count - 1) * width
        splines.append(0); splines.append(0); splines.append(1); splines.append(1)
        times.append(time)
        for c in 0..<width { values.append(values[base + c]) }
    }

    /// An instant change at `time`: the new value shows from `time` on.
    private mutating func jump(_ time: Double, _ value: UnsafeBufferPointer<Double>) {
        let n = count
        let replaceLast = (n == 1 && times[0] == time)
            || (n >= 2 && times[n - 1] == time && times[n - 2] == time)
        if replaceLast {
            let base = (n - 1) * width
            for c in 0..<width { values[base + c] = value[c] }
        } else {
            push(time, value, linearSpline)
        }
    }

    private mutating func appendCurve(_ curve: TimingCurve, start: Double, end: Double,
                                      from: UnsafeBufferPointer<Double>, to: UnsafeBufferPointer<Double>) {
        switch curve {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            func unit(_ v: Double) -> Bool { v >= 0 && v <= 1 }
            let inRange = unit(x1) && unit(y1) && unit(x2) && unit(y2)
            if inRange && x1 == y1 && x2 == y2 {
                push(end, to, Keyframes.movingLinearSpline)
            } else if inRange && (x1 < 1e-3 || x2 > 1 - 1e-3) {
                var cuts: [Double] = [0]
                if x1 < 1e-3 { cuts.append(Keyframes.flatTimeCut) }
                if x2 > 1 - 1e-3 { cuts.append(1 - Keyframes.flatTimeCut) }
                cuts.append(1)
                for i in 1..<cuts.count {
                    split((x1, y1, x2, y2), start: start, end: end, from: from, to: to,
                          s0: cuts[i - 1], s1: cuts[i], depth: 1)
                }
            } else if inRange {
                push(end, to, (x1, y1, x2, y2))
            } else {
                // Cut first where progress turns (roots of dy/ds), then as needed.
                var cuts: [Double] = [0]
                for root in Keyframes.quadraticRoots(3 * y1 - 3 * y2 + 1, 2 * y2 - 4 * y1, y1).sorted()
                where root > 1e-9 && root < 1 - 1e-9 && root > cuts[cuts.count - 1] {
                    cuts.append(root)
                }
                cuts.append(1)
                for i in 1..<cuts.count {
                    split((x1, y1, x2, y2), start: start, end: end, from: from, to: to,
                          s0: cuts[i - 1], s1: cuts[i], depth: 0)
                }
            }
        case .piecewiseLinear(let points):
            for point in points where point.time > 0 && point.time < 1 {
                let time = start + (end - start) * point.time
                push(max(time, times[count - 1]), Keyframes.mix(from, to, point.progress),
                     Keyframes.movingLinearSpline)
            }
            push(end, to, Keyframes.movingLinearSpline)
        }
    }

    /// A Bézier that SVG would reject (a control number outside [0, 1], e.g. an overshoot):
    /// cut it, by parameter, into pieces that are each again Béziers whose normalised control
    /// points lie in [0, 1] (pieces between the progress extrema are monotone, and small
    /// monotone pieces always qualify), so the output stays exact. A curve whose time is not
    /// monotone (x controls outside [0, 1]) is sampled into linear pieces instead.
    private mutating func split(_ c: (Double, Double, Double, Double), start: Double, end: Double,
                                from: UnsafeBufferPointer<Double>, to: UnsafeBufferPointer<Double>,
                                s0: Double, s1: Double, depth: Int) {
        let (x1, y1, x2, y2) = c
        let timeMonotone = x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1
        let X0 = Keyframes.bezier(s0, x1, x2), X1 = Keyframes.bezier(s1, x1, x2)
        let Y0 = Keyframes.bezier(s0, y1, y2), Y1 = Keyframes.bezier(s1, y1, y2)
        let sm = (s0 + s1) / 2
        func emit(_ spline: (Double, Double, Double, Double)) {
            let time = s1 >= 1 ? end : max(times[count - 1], start + (end - start) * X1)
            if s1 >= 1 { push(time, to, spline) } else { push(time, Keyframes.mix(from, to, Y1), spline) }
        }
        if timeMonotone && X1 > X0 {
            if Y1 == Y0 {
                if depth > 0 || abs(Keyframes.bezier(sm, y1, y2) - Y0) < 1e-12 {
                    emit((0, 0, 1, 1))
                    return
                }
            } else {
                let (cx1, cx2) = Keyframes.splitControls(x1, x2, s0, s1)
                let (cy1, cy2) = Keyframes.splitControls(y1, y2, s0, s1)
                let n = ((cx1 - X0) / (X1 - X0), (cy1 - Y0) / (Y1 - Y0),
                         (cx2 - X0) / (X1 - X0), (cy2 - Y0) / (Y1 - Y0))
                func unit(_ v: Double) -> Bool { v >= -1e-9 && v <= 1 + 1e-9 }
                if unit(n.0) && unit(n.1) && unit(n.2) && unit(n.3) {
                    func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
                    emit((clamp(n.0), clamp(n.1), clamp(n.2), clamp(n.3)))
                    return
                }
            }
        }
        let chord = abs(Keyframes.bezier(sm, y1, y2) - (Y0 + Y1) / 2)
        if depth >= 14 || (!timeMonotone && chord <= 2e-5) {
            emit((0, 0, 1, 1))
            return
        }
        split(c, start: start, end: end, from: from, to: to, s0: s0, s1: sm, depth: depth + 1)
        split(c, start: start, end: end, from: from, to: to, s0: sm, s1: s1, depth: depth + 1)
    }

    /// Real roots of a·s² + b·s + c.
    package static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
        let d = b * b - 4 * a * c
        if d < 0 { return [] }
        let r = d.squareRoot()
        return [(-b - r) / (2 * a), (-b + r) / (2 * a)]
    }

    /// B(s) of a cubic with end values 0 and 1 and inner control values c1, c2.
    package static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The inner control values of the part of the cubic (0, c1, c2, 1) between s0 and s1
    /// (blossoming: b(s0, s0, s1) and b(s0, s1, s1)).
    package static func splitControls(_ c1: Double, _ c2: Double, _ s0: Double, _ s1: Double) -> (Double, Double) {
        func blossom(_ u: Double, _ v: Double, _ w: Double) -> Double {
            let a0 = c1 * u, a1 = c1 + (c2 - c1) * u, a2 = c2 + (1 - c2) * u
            let b0 = a0 + (a1 - a0) * v, b1 = a1 + (a2 - a1) * v
            return b0 + (b1 - b0) * w
        }
        return (blossom(s0, s0, s1), blossom(s0, s1, s1))
    }

    private static func mix(_ a: UnsafeBufferPointer<Double>, _ b: UnsafeBufferPointer<Double>,
                            _ p: Double) -> [Double] {
        var out = Array(a)
        for c in 0..<a.count { out[c] = a[c] + (b[c] - a[c]) * p }
        return out
    }

    /// The numbers of `value` in ``TimelineValue/components`` order, into a reused buffer.
    package static func components(of value: TimelineValue, into out: inout [Double]) {
        out.removeAll(keepingCapacity: true)
        value.append(to: &out)
    }
}
