import AnimaticClock
import AnimaticTimeline
import Foundation

/// The keyframes of one `UIView.animateKeyframes` call whose calculation mode is not linear (or
/// that repeats), collected while its blocks run and recorded when the call's block returns.
///
/// UIKit turns a keyframe animation into one `CAKeyframeAnimation` per animated property, whose
/// `keyTimes` are 0, each keyframe's start and end (as fractions of the whole), and 1, whose
/// `values` are the value before the animation, held until a keyframe starts, and each
/// keyframe's value from its end on, and whose `calculationMode` is the option's; the options'
/// curve is the whole animation's `timingFunction` (a `po` of such an animation, quoted on
/// manongdao.com/q-629500.html: `keyTimes = (0, 0.1, 1); values = (1, 0, 0); calculationMode =
/// linear; timingFunction = easeInEaseOut`). A property therefore holds its value at times no
/// keyframe of its own covers, and each property has its own key times. Core Animation then
/// interpolates by mode (Apple, `CAAnimationCalculationMode`, `CAKeyframeAnimation.calculationMode`
/// and `UIView.KeyframeAnimationOptions.calculationModeCubic` / `…CubicPaced`):
/// - `.discrete`: no interpolation; each value shows from its key time until the next one, so
///   a property jumps to a keyframe's value at the keyframe's end (where the whole animation's
///   curve reaches it) and holds it. Exact: zero-duration segments.
/// - `.paced`: Apple documents that `keyTimes` and `timingFunction` are ignored and times are
///   generated for a constant velocity: the values follow one another in linear time, each
///   stretch taking its share of the total distance (for numbers the difference; for
///   multi-number values the Euclidean distance of ``TimelineValue/components``, so a
///   transform mixes points and radians). Equal successive values take no time. Exact:
///   straight segments.
/// - `.cubic`: a Catmull–Rom spline through the values, whose parameters cannot be changed
///   (UIKit's documentation; Core Animation's Kochanek–Bartels spline with tension, continuity
///   and bias 0), each segment between two key times, along the whole animation's curve (see ``Spline``). Because the held values are
///   key values too, the spline bends before and after a keyframe (it dips or overshoots where
///   a linear animation would hold). Two equal key times (a zero-duration keyframe) are a jump.
/// - `.cubicPaced`: the same spline through the distinct values, travelled at constant speed
///   along its arc length in linear time (key times and curve ignored, as for `.paced`).
/// The splines have no SMIL form, so they are sampled into straight pieces by
/// ``AdaptiveSampling`` (the sampler springs use) within 90% of ``SampledTolerance`` (0.25 pt,
/// 0.25°, 0.005) of the spline; the timeline and the SVG both play those pieces, so the
/// browser matches the model exactly.
///
/// Repeats (`.repeat`, `.autoreverse`) apply to the whole animation, as a `CAAnimation`'s
/// `repeatCount` / `autoreverses` do to each property's keyframe animation: every property's
/// cycle is the whole animation (its holds included), a cycle starts again from the value before
/// the animation, and a finite autoreverse ends on the model value (see `emit`).
@usableFromInline package final class KeyframeCollector {
    @usableFromInline package enum Mode: Int { case linear = 0, discrete = 1, paced = 2, cubic = 3, cubicPaced = 4 }

    @usableFromInline package struct Entry {
        package var view: Int
        package var property: AnimatedProperty
        package var start: Double
        package var duration: Double
        package var value: TimelineValue
    }

    package let mode: Mode
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    @exclusivity(unchecked) package weak var recorder: StageRecorder?

    package init(mode: Mode) { self.mode = mode }

    /// Keeps a change made in a keyframe covering `start ..< start + duration` of the whole.
    package func add(recorder: StageRecorder, view: Int, property: AnimatedProperty, value: TimelineValue,
             start: Double, duration: Double) {
        self.recorder = recorder
        entries.append(Entry(view: view, property: property, start: start, duration: duration, value: value))
    }

    /// How the whole keyframe animation repeats (`UIView.KeyframeAnimationOptions.repeat` and
    /// `.autoreverse`): forever or once, there and back or not.
    @usableFromInline package struct Repeat {
        package var forever: Bool
        package var autoreverses: Bool

        /// Forever or once, there and back or not.
        package init(forever: Bool, autoreverses: Bool) {
            self.forever = forever; self.autoreverses = autoreverses
        }
    }

    /// One straight or curved piece of a property's motion, relative to the animation's start.
    @usableFromInline package struct Piece {
        package var start: StoryTime
        package var duration: StoryTime
        package var curve: TimingCurve
        package var from: TimelineValue
        package var to: TimelineValue

        /// A piece from `from` to `to` over `start ..< start + duration` along `curve`.
        package init(start: StoryTime, duration: StoryTime, curve: TimingCurve, from: TimelineValue, to: TimelineValue) {
            self.start = start; self.duration = duration; self.curve = curve; self.from = from; self.to = to
        }
    }

    /// Records every collected property for a whole animation that starts at `begin` and lasts
    /// `length` along `curve`, repeating as `repeats` says.
    ///
    /// - Returns: how long after `begin` the animation ends (a finite autoreverse plays twice),
    ///   or `nil` when it repeats forever.
    @discardableResult
    package func record(begin: StoryTime, length: StoryTime, curve: TimingCurve, repeats: Repeat? = nil) -> StoryTime? {
        defer { entries = [] }
        let end: StoryTime? = repeats.map { $0.forever ? nil : StoryTime(ticks: length.ticks * 2) } ?? length
        guard let recorder, !entries.isEmpty else { return end }
        var order: [TrackKey] = []
        var groups: [TrackKey: [Entry]] = [:]
        for entry in entries {
            let key = TrackKey(view: entry.view, entry.property)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in order {
            let keyframes = groups[key]!.sorted { $0.start < $1.start }
            let view = keyframes[0].view, property = keyframes[0].property
            let initial = recorder.presentationValue(view: view, property: property, at: begin)
            var extent = 1.0
            if case .size(let w, let h) = recorder.presentationValue(view: view, property: .size, at: begin) {
                extent = max(abs(w), abs(h))
            }
            let pieces = self.pieces(keyframes, from: initial, length: length, curve: curve, extent: extent)
            guard let repeats else {
                for piece in pieces {
                    recorder.record(view: view, property: property, start: begin + piece.start,
                                             duration: piece.duration, curve: piece.curve, to: piece.to)
                }
                continue
            }
            emit(pieces, view: view, property: property, initial: initial, begin: begin, length: length,
                 repeats: repeats, recorder: recorder)
        }
        return end
    }

    /// Records one cycle of a repeating keyframe animation (there, and back with autoreverse),
    /// then declares it endless, or ends it on the model value after one cycle.
    private func emit(_ pieces: [Piece], view: Int, property: AnimatedProperty, initial: TimelineValue,
                      begin: StoryTime, length: StoryTime, repeats: Repeat, recorder: StageRecorder) {
        guard let last = pieces.last?.to else { return }
        var cycle = pieces
        if repeats.autoreverses {
            let twice = StoryTime(ticks: length.ticks * 2)
            for piece in pieces.reversed() {
                cycle.append(Piece(start: twice - piece.start - piece.duration, duration: piece.duration,
                                   curve: piece.curve.reversed, from: piece.to, to: piece.from))
            }
        } else if repeats.forever && last != initial {
            // Each cycle starts again from the start value (Core Animation restarts the keyframe
            // animation from its first value), even if no keyframe of this property starts then.
            cycle.insert(Piece(start: .zero, duration: .zero, curve: .linear, from: last, to: initial), at: 0)
        }
        let period = StoryTime(ticks: length.ticks * (repeats.autoreverses ? 2 : 1))
        if repeats.forever {
            // A jump at the very end of a cycle (a discrete keyframe ending at 1, or the mirror of
            // one at 0 on the way back) never shows: the next cycle starts at that instant, as
            // Core Animation shows the value of key time 1 only at the end of the last cycle.
            cycle.removeAll { $0.duration == .zero && $0.start >= period }
        }
        for piece in cycle {
            recorder.record(view: view, property: property, start: begin + piece.start,
                                     duration: piece.duration, curve: piece.curve, from: piece.from, to: piece.to)
        }
        if repeats.forever {
            recorder.repeatForever(view: view, property: property, start: begin, period: period)
        } else {
            // UIKit's end state: the animation is removed and the model value (the last
            // keyframe's) shows.
            recorder.record(view: view, property: property, start: begin + period, duration: .zero,
                                     curve: .linear, to: last)
        }
    }

    /// The pieces of one property's motion over the whole animation, by calculation mode.
    ///
    /// The key times and values are Core Animation's (see the type's documentation): the value
    /// before the animation at 0, for each keyframe the value shown so far at its start (unless
    /// an earlier keyframe still runs then) and its own value at its end, and the last value
    /// at 1. A zero-duration keyframe gives two equal key times: a jump.
    private func pieces(_ keyframes: [Entry], from initial: TimelineValue, length: StoryTime, curve: TimingCurve,
                        extent: Double) -> [Piece] {
        let total = Double(length.ticks)
        func ticks(_ fraction: Double) -> StoryTime { StoryTime(ticks: Int64((fraction * total).rounded())) }
        /// A piece covering the progress `from ..< to` of the whole, along `curve`.
        func along(_ curve: TimingCurve, _ from: Double, _ to: Double, _ a: TimelineValue, _ b: TimelineValue) -> Piece {
            let part = curve.subcurve(fromProgress: from, toProgress: to)
            let start = ticks(part.startTime), end = max(start, ticks(part.endTime))
            return Piece(start: start, duration: end - start, curve: part.curve, from: a,
                         to: TimelineRecorder.unwrapped(b, from: a))
        }
        var pieces: [Piece] = []
        var previous = initial
        switch mode {
        case .linear:
            for keyframe in keyframes {
                pieces.append(along(curve, keyframe.start, min(1, keyframe.start + keyframe.duration), previous,
                                    keyframe.value))
                previous = pieces.last!.to
            }
        case .discrete:
            // Each value shows from its key time until the next one (Apple, `discrete`): the
            // keyframe's value from its end on, where the whole animation's curve reaches it.
            for keyframe in keyframes {
                let value = TimelineRecorder.unwrapped(keyframe.value, from: previous)
                let at = ticks(curve.fraction(reaching: min(1, keyframe.start + keyframe.duration)))
                pieces.append(Piece(start: at, duration: .zero, curve: .linear, from: previous, to: value))
                previous = value
            }
        case .paced:
            // Key times AND the timing function are ignored (Apple, `paced`): the time of each
            // stretch is its share of the total distance, in linear time.
            let values = distinctValues(keyframes, from: initial)
            let distances = zip(values, values.dropFirst()).map { KeyframeCollector.distance($0, $1) }
            let length = distances.reduce(0, +)
            guard length > 0 else { return [] }
            var reached = 0.0
            for (i, distance) in distances.enumerated() {
                let from = reached / length
                reached += distance
                pieces.append(along(.linear, from, i == distances.count - 1 ? 1 : reached / length,
                                    values[i], values[i + 1]))
            }
        case .cubic, .cubicPaced:
            let spline: Spline
            if mode == .cubic {
                var times = [0.0], values = [initial]
                for keyframe in keyframes {
                    if keyframe.start > times.last! { times.append(keyframe.start); values.append(values.last!) }
                    times.append(max(times.last!, min(1, keyframe.start + keyframe.duration)))
                    values.append(TimelineRecorder.unwrapped(keyframe.value, from: values.last!))
                }
                if times.last! < 1 { times.append(1); values.append(values.last!) }
                spline = Spline(times: times, values: values, property: keyframes[0].property)
            } else {
                let values = distinctValues(keyframes, from: initial)
                guard values.count > 1 else { return [] }
                spline = Spline(pacedThrough: values, property: keyframes[0].property)
            }
            // The paced spline ignores the timing function too (Apple, `cubicPaced`).
            let samples = spline.sample(curve: mode == .cubic ? curve : .linear, extent: extent)
            for (a, b) in zip(samples, samples.dropFirst()) {
                let start = ticks(a.time), end = max(start, ticks(b.time))
                pieces.append(Piece(start: start, duration: end - start, curve: .linear, from: a.value, to: b.value))
            }
        }
        return pieces
    }

    /// `initial` and each keyframe's value that differs from the one before (rotations unwrapped):
    /// the values a paced mode travels through (a repeated value adds no distance, hence no time).
    private func distinctValues(_ keyframes: [Entry], from initial: TimelineValue) -> [TimelineValue] {
        var values = [initial]
        for keyframe in keyframes {
            let value = TimelineRecorder.unwrapped(keyframe.value, from: values.last!)
            if value != values.last! { values.append(value) }
        }
        return values
    }

    /// The Euclidean distance between two values' numbers (rotations in radians).
    package static func distance(_ a: TimelineValue, _ b: TimelineValue) -> Double { distance(a.components, b.components) }

    /// The Euclidean distance between two lists of numbers.
    package static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

/// A Catmull–Rom spline (Kochanek–Bartels with tension, continuity and bias 0, Core Animation's
/// default for `cubic`) through values at key times (fractions of the whole animation), or
/// through values travelled at constant speed (paced).
///
/// Segment k runs from value k to value k + 1 as the cubic Hermite curve whose tangents are
/// half the difference of the neighbouring values (at the first and last value, of the value
/// and its one neighbour); a segment of zero length (two equal key times) is a jump.
@usableFromInline package struct Spline {
    /// When each value is reached, as fractions of the whole (non-decreasing).
    private var times: [Double]
    private let points: [[Double]]
    private let property: AnimatedProperty
    /// For a paced spline: the cumulative arc length at evenly spread parameters, 64 per segment.
    private var arc: [Double] = []
    private static let arcSteps = 64

    /// The Kochanek–Bartels tension, continuity and bias at each value (all 0: Catmull–Rom).
    private let shapes: [Shape]

    /// How the curve passes one value (Kochanek–Bartels, "Interpolating Splines with Local
    /// Tension, Continuity, and Bias Control", SIGGRAPH 1984): `CAKeyframeAnimation`'s
    /// `tensionValues`, `continuityValues` and `biasValues`.
    @usableFromInline package struct Shape: Equatable {
        package var tension = 0.0, continuity = 0.0, bias = 0.0

        /// A shape (all zero: Catmull-Rom).
        package init(tension: Double = 0, continuity: Double = 0, bias: Double = 0) {
            self.tension = tension; self.continuity = continuity; self.bias = bias
        }
    }

    package init(times: [Double], values: [TimelineValue], property: AnimatedProperty, shapes: [Shape] = []) {
        self.times = times
        self.points = values.map(\.components)
        self.property = property
        self.shapes = shapes.allSatisfy { $0 == Shape() } ? [] : shapes
    }

    /// The spline through `values` (at least two), each segment taking its share of the
    /// spline's arc length (measured over 64 chords per segment) of the whole.
    package init(pacedThrough values: [TimelineValue], property: AnimatedProperty, shapes: [Shape] = []) {
        let n = values.count - 1
        self.init(times: (0...n).map { Double($0) / Double(n) }, values: values, property: property, shapes: shapes)
        var table = [0.0]
        var previous = point(segment: 0, at: 0)
        for i in 1...(Spline.arcSteps * n) {
            let k = min(n - 1, (i - 1) / Spline.arcSteps)
            let p = point(segment: k, at: Double(i - k * Spline.arcSteps) / Double(Spline.arcSteps))
            table.append(table.last! + KeyframeCollector.distance(p, previous))
            previous = p
        }
        arc = table
        if let total = table.last, total > 0 {
            times = (0...n).map { table[$0 * Spline.arcSteps] / total }
            times[n] = 1
        }
    }

    /// Segment `k`'s numbers at `s` (0...1 along the segment).
    private func point(segment k: Int, at s: Double) -> [Double] {
        let p1 = points[k], p2 = points[k + 1]
        let p0 = k > 0 ? points[k - 1] : p1
        let p3 = k + 2 < points.count ? points[k + 2] : p2
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        guard !shapes.isEmpty else {
            return (0..<p1.count).map { i in
                let m1 = (p2[i] - p0[i]) / 2, m2 = (p3[i] - p1[i]) / 2
                return h00 * p1[i] + h10 * m1 + h01 * p2[i] + h11 * m2
            }
        }
        // Kochanek–Bartels: the tangent leaving value k and the one arriving at value k + 1,
        // each weighing the chords before and after its value (all 0: Catmull–Rom, as above).
        let a = k < shapes.count ? shapes[k] : Shape(), b = k + 1 < shapes.count ? shapes[k + 1] : Shape()
        let outBefore = (1 - a.tension) * (1 + a.bias) * (1 + a.continuity) / 2
        let outAfter = (1 - a.tension) * (1 - a.bias) * (1 - a.continuity) / 2
        let inBefore = (1 - b.tension) * (1 + b.bias) * (1 - b.continuity) / 2
        let inAfter = (1 - b.tension) * (1 - b.bias) * (1 + b.continuity) / 2
        return (0..<p1.count).map { i in
            let m1 = outBefore * (p1[i] - p0[i]) + outAfter * (p2[i] - p1[i])
            let m2 = inBefore * (p2[i] - p1[i]) + inAfter * (p3[i] - p2[i])
            return h00 * p1[i] + h10 * m1 + h01 * p2[i] + h11 * m2
        }
    }

    /// The value of segment `k` when the whole has reached `progress` (a fraction of the whole,
    /// within the segment's key times).
    package func value(segment k: Int, atProgress progress: Double) -> TimelineValue {
        let s: Double
        if arc.isEmpty {
            let span = times[k + 1] - times[k]
            s = span > 0 ? min(1, max(0, (progress - times[k]) / span)) : 1
        } else {
            // Paced: the parameter where the arc length reaches the progress's share.
            let target = min(1, max(0, progress)) * arc.last!
            var lo = k * Spline.arcSteps, hi = (k + 1) * Spline.arcSteps
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if arc[mid] < target { lo = mid } else { hi = mid }
            }
            let f = arc[hi] > arc[lo] ? min(1, max(0, (target - arc[lo]) / (arc[hi] - arc[lo]))) : 0
            s = (Double(lo - k * Spline.arcSteps) + f) / Double(Spline.arcSteps)
        }
        return TimelineValue(property: property, components: point(segment: k, at: s))
    }

    /// The spline played along `curve` over the whole, sampled into points (time fractions of
    /// the whole, and values) joined by straight pieces: each segment separately (so every value
    /// is a point, exactly, at the time `curve` reaches its key time) by ``AdaptiveSampling``,
    /// the sampler springs use, each piece within 90% of ``SampledTolerance`` of the spline at 24
    /// test points. A zero-length segment gives two points at one time (a jump).
    package func sample(curve: TimingCurve, extent: Double) -> [(time: Double, value: TimelineValue)] {
        var out: [(time: Double, value: TimelineValue)] = [(0, TimelineValue(property: property, components: points[0]))]
        for k in 0..<(points.count - 1) {
            let first = TimelineValue(property: property, components: points[k])
            let last = TimelineValue(property: property, components: points[k + 1])
            let start = curve.fraction(reaching: times[k]), end = curve.fraction(reaching: times[k + 1])
            guard end > start else {
                out.append((start, last))
                continue
            }
            let samples = AdaptiveSampling.sample(
                from: start, first: first, to: end, last: last, longest: end - start, shortest: 1e-4,
                at: { value(segment: k, atProgress: curve.progress(at: $0)) }) { from, to, k, n, actual in
                let chord = Timeline.interpolate(from, to, Double(k) / Double(n))
                return SampledTolerance.progress(from: chord, to: actual, extent: extent) * 0.9 >= 1
            }
            out += samples.dropFirst()
        }
        return out
    }
}
