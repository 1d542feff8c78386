import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// `CAAnimationCalculationMode`: how a keyframe animation goes from value to value.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The calculation mode's string value.
    public var rawValue: String
    /// Creates a calculation mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from each value to the next over its key-time span (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds from its key time to the next; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed through the values (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull–Rom) spline through the values at their key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a list of values, shaped like Core Animation's `CAKeyframeAnimation`.
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
/// shake.values = [0, -12, 12, -8, 8, 0]
/// shake.duration = 0.5
/// field.layer.add(shake, forKey: "shake")
/// ```
///
/// `values` are shown at `keyTimes` (fractions of `duration`; evenly spaced when `nil`, so that in
/// discrete mode each value shows for the same time; Apple,
/// `CAKeyframeAnimation.keyTimes`): in `.linear` mode the layer moves in a straight line from each
/// value to the next, along `timingFunctions[i]` for the i-th span (linear when `nil`), or along
/// the whole animation's `timingFunction` when that is set instead (it then maps time to key time,
/// as in UIKit's keyframe animations); in `.discrete` mode each value holds from its key time to
/// the next. Before the first key time the first value shows. Repeats, autoreverse, `beginTime`,
/// fill modes, removal and delegates work as for ``CABasicAnimation``. The key paths are those
/// ``CABasicAnimation`` supports. `path` (with `rotationMode`) moves `position` along a path
/// (see `pathGroup(_:modelRotation:call:)`). The paced and cubic modes are those of
/// `UIView.animateKeyframes` (see `smoothPieces(_:length:property:extent:)`). With both a
/// `timingFunction` and `timingFunctions`, the first maps the animation's time and then each
/// segment's function its span, as Apple documents ("that function is applied first followed by
/// the timing function for the specific keyframe segment", `timingFunctions`; sampled, as no
/// Bézier is the composition of two). `timingFunctions` in cubic mode are reported.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, one per key time.
    open var values: [Any]?
    /// Key times in 0...1, non-decreasing, one per value (evenly spaced when `nil`).
    open var keyTimes: [NSNumber]?
    /// The curve of each span between two values (one fewer than the values; extra ones are
    /// ignored, too few are reported).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are interpolated (`.linear` by default).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for `position` to follow instead of `values` (see
    /// `pathGroup(_:modelRotation:call:)`; also as a group's child).
    open var path: CGPath?
    /// Whether a layer following `path` turns with it (`nil`: it does not).
    open var rotationMode: CAAnimationRotationMode?
    /// The tension at each value in the cubic modes (Kochanek–Bartels: positive tightens the
    /// curve, negative rounds it; 0 for a value without one; Apple,
    /// `CAKeyframeAnimation.tensionValues`). Other modes ignore it, as Core Animation does.
    open var tensionValues: [NSNumber]?
    /// The continuity at each value in the cubic modes (positive sharpens the corner, negative
    /// inverts it; 0 for a value without one; Apple, `CAKeyframeAnimation.continuityValues`).
    open var continuityValues: [NSNumber]?
    /// The bias at each value in the cubic modes (positive: the curve overshoots past the value,
    /// negative: it undershoots; 0 for a value without one; Apple, `CAKeyframeAnimation.biasValues`).
    open var biasValues: [NSNumber]?

    /// The tension, continuity and bias at value `i` (0 where none is given).
    func shape(at i: Int) -> Spline.Shape {
        func value(_ list: [NSNumber]?) -> Double {
            guard let list, i < list.count else { return 0 }
            let number = list[i].doubleValue
            return number.isFinite ? number : 0
        }
        return Spline.Shape(tension: value(tensionValues), continuity: value(continuityValues), bias: value(biasValues))
    }

    /// What is wrong with this animation's settings for `count` values, as a report to make.
    func piecesProblem(count: Int) -> ((String) -> StoryProblem)? {
        if path != nil {
            return { .notSupported(call: $0, feature: "CAKeyframeAnimation.path inside a group or for \"\(self.keyPath ?? "")\"") }
        }
        let known: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        if !known.contains(calculationMode) {
            let mode = calculationMode.rawValue
            return { .notSupported(call: $0, feature: "CAKeyframeAnimation.calculationMode .\(mode)") }
        }
        if calculationMode == .cubic, timingFunctions != nil {
            return { .notSupported(call: $0, feature: "CAKeyframeAnimation.timingFunctions in .cubic mode") }
        }
        if let keyTimes {
            let times = keyTimes.map(\.doubleValue)
            let expected = calculationMode == .discrete ? [count, count + 1] : [count]
            guard expected.contains(times.count) else {
                return { .invalidArgument(call: $0, argument: "keyTimes",
                                          problem: "\(times.count) keyTimes for \(count) values") }
            }
            guard times.allSatisfy({ $0 >= 0 && $0 <= 1 }), zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                return { .invalidArgument(call: $0, argument: "keyTimes",
                                          problem: "keyTimes must be non-decreasing within 0...1, got \(times)") }
            }
        }
        // One function per span (Apple: "If the number of keyframes in the values property is
        // n, then this property should contain n-1 objects"); extra ones are never reached, and
        // Core Animation plays such animations (IBAnimatable's Triforce ships two functions for
        // two values), so only too few are reported.
        if let functions = timingFunctions, functions.count < max(0, count - 1) {
            return { .invalidArgument(call: $0, argument: "timingFunctions",
                                      problem: "\(functions.count) timingFunctions for \(count) values (expected \(max(0, count - 1)))") }
        }
        return nil
    }

    /// The animation's pieces over `length`, relative to its start (values already checked).
    func pieces(_ values: [TimelineValue], first: TimelineValue, length: StoryTime, property: AnimatedProperty? = nil,
                extent: Double = 1) -> [KeyframeCollector.Piece] {
        let n = values.count
        if let property, n > 1, [.paced, .cubic, .cubicPaced].contains(calculationMode) {
            return smoothPieces(values, length: length, property: property, extent: extent)
        }
        // Evenly spaced by default: n − 1 spans in linear mode; in discrete mode n equal holds
        // (each value shows for the same time).
        let discrete = calculationMode == .discrete
        let spans = Double(discrete ? n : max(1, n - 1))
        let times: [Double] = keyTimes?.map(\.doubleValue) ?? (0..<n).map { (i: Int) -> Double in Double(i) / spans }
        let total = Double(length.ticks)
        // With `timingFunctions` too, the whole curve is applied to the segments afterwards (below).
        let composed = calculationMode != .discrete && n > 1 ? timingFunctions.flatMap { _ in timingFunction?.curve } : nil
        let whole = composed == nil ? timingFunction?.curve : nil
        func at(_ fraction: Double) -> StoryTime {
            let f = whole.map { $0.fraction(reaching: min(1, max(0, fraction))) } ?? fraction
            return StoryTime(ticks: Int64((f * total).rounded()))
        }
        var pieces: [KeyframeCollector.Piece] = []
        if times[0] > 0 || n == 1 {
            pieces.append(.init(start: .zero, duration: .zero, curve: .linear, from: first, to: first))
        }
        if calculationMode == .discrete || n == 1 {
            if times[0] == 0 && n > 1 {
                pieces.append(.init(start: .zero, duration: .zero, curve: .linear, from: first, to: first))
            }
            for i in 1..<max(1, n) {
                pieces.append(.init(start: at(times[i]), duration: .zero, curve: .linear, from: values[i - 1], to: values[i]))
            }
            return pieces
        }
        for i in 0..<(n - 1) {
            let start = at(times[i]), end = at(times[i + 1])
            var curve = timingFunctions?[i].curve ?? .linear
            if let whole {
                curve = whole.subcurve(fromProgress: times[i], toProgress: times[i + 1]).curve
            }
            pieces.append(.init(start: start, duration: max(.zero, end - start), curve: curve,
                                from: values[i], to: values[i + 1]))
        }
        if let composed { return KeyframeCollector.Piece.warped(pieces, length: length, by: composed, extent: extent) }
        return pieces
    }
}

extension CAKeyframeAnimation {
    /// The pieces of the paced and cubic modes (Apple, `CAAnimationCalculationMode`), as
    /// `UIView.animateKeyframes` records them (see ``KeyframeCollector``): `.paced` goes
    /// through the values at constant speed (key times and timing functions ignored; a repeated
    /// value takes no time), exactly, in straight pieces; `.cubic` follows the Catmull–Rom spline
    /// through the values at their key times along the whole `timingFunction`; `.cubicPaced`
    /// the spline at constant speed. The splines are sampled within 90% of ``SampledTolerance``.
    func smoothPieces(_ given: [TimelineValue], length: StoryTime, property: AnimatedProperty,
                      extent: Double) -> [KeyframeCollector.Piece] {
        let total = Double(length.ticks)
        func ticks(_ fraction: Double) -> StoryTime { StoryTime(ticks: Int64((fraction * total).rounded())) }
        let values = given   // as given: a turn from 0 to 2π stays a turn
        var distinct = [values[0]]
        var distinctShapes = [shape(at: 0)]
        for (i, value) in values.enumerated().dropFirst() where value != distinct.last! {
            distinct.append(value)
            distinctShapes.append(shape(at: i))
        }
        var pieces: [KeyframeCollector.Piece] = [.init(start: .zero, duration: .zero, curve: .linear, from: values[0], to: values[0])]
        if calculationMode == .paced {
            let distances = zip(distinct, distinct.dropFirst()).map { KeyframeCollector.distance($0, $1) }
            let whole = distances.reduce(0, +)
            guard whole > 0 else { return pieces }
            var reached = 0.0
            for (i, distance) in distances.enumerated() {
                let start = ticks(reached / whole)
                reached += distance
                let end = i == distances.count - 1 ? length : ticks(reached / whole)
                pieces.append(.init(start: start, duration: max(.zero, end - start), curve: .linear,
                                    from: distinct[i], to: distinct[i + 1]))
            }
            return pieces
        }
        let spline: Spline
        if calculationMode == .cubic {
            let n = values.count
            let times = keyTimes?.map(\.doubleValue) ?? (0..<n).map { Double($0) / Double(n - 1) }
            spline = Spline(times: times, values: values, property: property, shapes: values.indices.map(shape(at:)))
        } else {
            guard distinct.count > 1 else { return pieces }
            spline = Spline(pacedThrough: distinct, property: property, shapes: distinctShapes)
        }
        let curve = calculationMode == .cubic ? (timingFunction?.curve ?? .linear) : .linear
        let samples = spline.sample(curve: curve, extent: extent)
        for (a, b) in zip(samples, samples.dropFirst()) {
            let start = ticks(a.time), end = max(start, ticks(b.time))
            pieces.append(.init(start: start, duration: end - start, curve: .linear, from: a.value, to: b.value))
        }
        return pieces
    }
}
