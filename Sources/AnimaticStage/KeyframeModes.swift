import AnimaticClock
import AnimaticTimeline
import Foundation

/// The keyframes of one `UIView.animateKeyframes` call whose calculation mode is not linear,
/// collected while its blocks run and recorded when the call's block returns.
///
/// UIKit turns a keyframe animation into one `CAKeyframeAnimation` per animated property, whose
/// `keyTimes` are 0, each keyframe's start and end (as fractions of the whole), and 1, whose
/// `values` are the value before the animation, held until a keyframe starts, and each
/// keyframe's value from its end on, and whose `calculationMode` is the option's; the options'
/// curve is the whole animation's `timingFunction` (a `po` of such an animation, quoted on
/// manongdao.com/q-629500.html: `keyTimes = (0, 0.1, 1); values = (1, 0, 0); calculationMode =
/// linear; timingFunction = easeInEaseOut`). Core Animation then interpolates by mode
/// (Apple, `CAAnimationCalculationMode`):
/// - `.discrete`: no interpolation; each value shows from its key time to the next, so a
///   property jumps to a keyframe's value at the keyframe's end;
/// - `.paced`: key times and durations are ignored; the values follow one another at constant
///   speed over the whole animation (distance between numbers, for multi-number values the
///   Euclidean distance of their components);
/// - `.cubic`: a Catmull–Rom spline (Kochanek–Bartels with tension, continuity and bias 0)
///   through the values at their key times;
/// - `.cubicPaced`: the same spline through the distinct values, travelled at constant speed.
/// Discrete and paced are recorded exactly (jumps, and pieces along the whole curve); the
/// splines are sampled into straight pieces within ``SampledTolerance`` of the curve, as springs
/// are.
final class KeyframeCollector {
    enum Mode: Int { case linear = 0, discrete = 1, paced = 2, cubic = 3, cubicPaced = 4 }

    struct Entry {
        var view: Int
        var property: AnimatedProperty
        var start: Double
        var duration: Double
        var value: TimelineValue
    }

    let mode: Mode
    private(set) var entries: [Entry] = []
    weak var recorder: StageRecorder?

    init(mode: Mode) { self.mode = mode }

    /// Keeps a change made in a keyframe covering `start ..< start + duration` of the whole.
    func add(recorder: StageRecorder, view: Int, property: AnimatedProperty, value: TimelineValue,
             start: Double, duration: Double) {
        self.recorder = recorder
        entries.append(Entry(view: view, property: property, start: start, duration: duration, value: value))
    }

    /// How the whole keyframe animation repeats (`UIView.KeyframeAnimationOptions.repeat` and
    /// `.autoreverse`): forever or once, there and back or not.
    struct Repeat {
        var forever: Bool
        var autoreverses: Bool
    }

    /// One straight or curved piece of a property's motion, relative to the animation's start.
    struct Piece {
        var start: StoryTime
        var duration: StoryTime
        var curve: TimingCurve
        var from: TimelineValue
        var to: TimelineValue
    }

    /// Records every collected property for a whole animation that starts at `begin` and lasts
    /// `length` along `curve`, repeating as `repeats` says.
    ///
    /// - Returns: how long after `begin` the animation ends (a finite autoreverse plays twice),
    ///   or `nil` when it repeats forever.
    @discardableResult
    func record(begin: StoryTime, length: StoryTime, curve: TimingCurve, repeats: Repeat? = nil) -> StoryTime? {
        defer { entries = [] }
        let end: StoryTime? = repeats.map { $0.forever ? nil : StoryTime(ticks: length.ticks * 2) } ?? length
        guard let recorder, !entries.isEmpty else { return end }
        var order: [Int] = []
        var groups: [Int: [Entry]] = [:]
        for entry in entries {
            let key = entry.view << 5 | Int(entry.property.rawValue)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in order {
            let keyframes = groups[key]!.sorted { $0.start < $1.start }
            let view = keyframes[0].view, property = keyframes[0].property
            let initial = recorder.timeline.presentationValue(view: view, property: property, at: begin)
            var extent = 1.0
            if case .size(let w, let h) = recorder.timeline.presentationValue(view: view, property: .size, at: begin) {
                extent = max(abs(w), abs(h))
            }
            let pieces = self.pieces(keyframes, from: initial, length: length, curve: curve, extent: extent)
            guard let repeats else {
                for piece in pieces {
                    recorder.timeline.record(view: view, property: property, start: begin + piece.start,
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
        for piece in cycle {
            recorder.timeline.record(view: view, property: property, start: begin + piece.start,
                                     duration: piece.duration, curve: piece.curve, from: piece.from, to: piece.to)
        }
        let period = StoryTime(ticks: length.ticks * (repeats.autoreverses ? 2 : 1))
        if repeats.forever {
            recorder.timeline.repeatForever(view: view, property: property, start: begin, period: period)
        } else {
            // UIKit's end state: the animation is removed and the model value (the last
            // keyframe's) shows.
            recorder.timeline.record(view: view, property: property, start: begin + period, duration: .zero,
                                     curve: .linear, to: last)
        }
    }

    /// The pieces of one property's motion over the whole animation, by calculation mode.
    private func pieces(_ keyframes: [Entry], from initial: TimelineValue, length: StoryTime, curve: TimingCurve,
                        extent: Double) -> [Piece] {
        let total = Double(length.ticks)
        /// The time after the start where the whole animation's curve reaches `progress`.
        func time(reaching progress: Double) -> StoryTime {
            StoryTime(ticks: Int64((curve.fraction(reaching: min(1, max(0, progress))) * total).rounded()))
        }
        /// A piece covering the progress `from ..< to` of the whole, along the whole's curve.
        func along(_ from: Double, _ to: Double, _ a: TimelineValue, _ b: TimelineValue) -> Piece {
            let part = curve.subcurve(fromProgress: from, toProgress: to)
            let startTicks = Int64((part.startTime * total).rounded())
            let endTicks = max(startTicks, Int64((part.endTime * total).rounded()))
            return Piece(start: StoryTime(ticks: startTicks), duration: StoryTime(ticks: endTicks - startTicks),
                         curve: part.curve, from: a, to: TimelineRecorder.unwrapped(b, from: a))
        }
        var pieces: [Piece] = []
        var previous = initial
        switch mode {
        case .linear:
            for keyframe in keyframes {
                pieces.append(along(keyframe.start, min(1, keyframe.start + keyframe.duration), previous, keyframe.value))
                previous = pieces.last!.to
            }
        case .discrete:
            for keyframe in keyframes {
                pieces.append(Piece(start: time(reaching: keyframe.start + keyframe.duration), duration: .zero,
                                    curve: .linear, from: previous, to: keyframe.value))
                previous = keyframe.value
            }
        case .paced:
            var values = [initial]
            for keyframe in keyframes where keyframe.value != values.last { values.append(keyframe.value) }
            let distances = zip(values, values.dropFirst()).map { KeyframeCollector.distance($0, $1) }
            let length = distances.reduce(0, +)
            guard length > 0 else { return [] }
            var reached = 0.0
            for (i, distance) in distances.enumerated() {
                let from = reached / length
                reached += distance
                pieces.append(along(from, reached / length, values[i], values[i + 1]))
            }
        case .cubic, .cubicPaced:
            let spline: Spline
            if mode == .cubic {
                var times = [0.0], values = [initial]
                for keyframe in keyframes {
                    if keyframe.start > times.last! { times.append(keyframe.start); values.append(values.last!) }
                    let end = min(1, keyframe.start + keyframe.duration)
                    if end > times.last! { times.append(end); values.append(keyframe.value) }
                    else { values[values.count - 1] = keyframe.value }
                }
                if times.last! < 1 { times.append(1); values.append(values.last!) }
                spline = Spline(times: times, values: values, property: keyframes[0].property)
            } else {
                var values = [initial]
                for keyframe in keyframes where keyframe.value != values.last { values.append(keyframe.value) }
                guard values.count > 1 else { return [] }
                spline = Spline(pacedThrough: values, property: keyframes[0].property)
            }
            let samples = spline.sample(duration: length.seconds, curve: curve, extent: extent)
            for (a, b) in zip(samples, samples.dropFirst()) {
                let start = StoryTime(ticks: Int64((a.time * 1e9).rounded()))
                let end = StoryTime(ticks: Int64((b.time * 1e9).rounded()))
                pieces.append(Piece(start: start, duration: end - start, curve: .linear, from: a.value, to: b.value))
            }
        }
        return pieces
    }

    /// The Euclidean distance between two values' numbers (rotations in radians).
    static func distance(_ a: TimelineValue, _ b: TimelineValue) -> Double {
        zip(a.components, b.components).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

/// A Catmull–Rom spline through values at key times (fractions of the whole animation), or
/// travelled at constant speed (paced).
struct Spline {
    private let times: [Double]
    private let points: [[Double]]
    private let property: AnimatedProperty
    /// For a paced spline: cumulative arc length at each of `table`'s parameters.
    private var arc: [(parameter: Double, length: Double)] = []

    init(times: [Double], values: [TimelineValue], property: AnimatedProperty) {
        self.times = times
        self.points = values.map(\.components)
        self.property = property
    }

    init(pacedThrough values: [TimelineValue], property: AnimatedProperty) {
        let n = values.count - 1
        self.init(times: (0...n).map { Double($0) / Double(n) }, values: values, property: property)
        // Arc length by dense sampling of the spline's own parameter.
        let steps = 64 * n
        var table: [(Double, Double)] = [(0, 0)]
        var previous = point(atParameter: 0)
        var length = 0.0
        for i in 1...steps {
            let u = Double(i) / Double(steps)
            let p = point(atParameter: u)
            length += zip(p, previous).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
            table.append((u, length))
            previous = p
        }
        arc = table
    }

    /// The spline's numbers at `u` (0...1 over the key times).
    private func point(atParameter u: Double) -> [Double] {
        var k = 0
        while k < times.count - 2 && u > times[k + 1] { k += 1 }
        let span = times[k + 1] - times[k]
        let s = span > 0 ? min(1, max(0, (u - times[k]) / span)) : 1
        let p1 = points[k], p2 = points[k + 1]
        let p0 = k > 0 ? points[k - 1] : p1
        let p3 = k + 2 < points.count ? points[k + 2] : p2
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return (0..<p1.count).map { i in
            let m1 = (p2[i] - p0[i]) / 2, m2 = (p3[i] - p1[i]) / 2
            return h00 * p1[i] + h10 * m1 + h01 * p2[i] + h11 * m2
        }
    }

    /// The value at progress `p` of the whole (after the whole animation's curve).
    func value(atProgress p: Double) -> TimelineValue {
        var u = p
        if !arc.isEmpty, let total = arc.last?.length, total > 0 {
            let target = min(1, max(0, p)) * total
            var lo = 0, hi = arc.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if arc[mid].length < target { lo = mid } else { hi = mid }
            }
            let a = arc[lo], b = arc[hi]
            let f = b.length > a.length ? (target - a.length) / (b.length - a.length) : 0
            u = a.parameter + f * (b.parameter - a.parameter)
        }
        return TimelineValue(property: property, components: point(atParameter: u))
    }

    /// Samples the spline over `duration` seconds along `curve` into points joined by straight
    /// pieces, each within ``SampledTolerance`` of the spline at its middle and quarters.
    func sample(duration: Double, curve: TimingCurve, extent: Double) -> [(time: Double, value: TimelineValue)] {
        func at(_ t: Double) -> TimelineValue { value(atProgress: curve.progress(at: duration > 0 ? t / duration : 1)) }
        var out: [(Double, TimelineValue)] = [(0, at(0))]
        func fits(_ t0: Double, _ v0: TimelineValue, _ t1: Double, _ v1: TimelineValue) -> Bool {
            for f in [0.25, 0.5, 0.75] {
                let chord = Timeline.interpolate(v0, v1, f)
                let real = at(t0 + (t1 - t0) * f)
                if SampledTolerance.progress(from: chord, to: real, extent: extent) < 1 { return false }
            }
            return true
        }
        func refine(_ t0: Double, _ v0: TimelineValue, _ t1: Double, _ v1: TimelineValue, depth: Int) {
            if depth >= 12 || fits(t0, v0, t1, v1) {
                out.append((t1, v1))
                return
            }
            let tm = (t0 + t1) / 2, vm = at(tm)
            refine(t0, v0, tm, vm, depth: depth + 1)
            refine(tm, vm, t1, v1, depth: depth + 1)
        }
        // Start from the key times' pieces so that no key time falls inside a straight piece.
        let pieces = max(1, times.count - 1) * 2
        var t0 = 0.0, v0 = out[0].1
        for i in 1...pieces {
            let t1 = duration * Double(i) / Double(pieces)
            let v1 = at(t1)
            refine(t0, v0, t1, v1, depth: 0)
            t0 = t1; v0 = v1
        }
        return out
    }
}
