import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A spring animation of one key path, shaped like Core Animation's `CASpringAnimation`.
///
/// ```swift
/// let pop = CASpringAnimation(keyPath: "transform.scale")
/// pop.fromValue = 0.6
/// pop.toValue = 1
/// pop.damping = 8
/// pop.duration = pop.settlingDuration
/// badge.layer.add(pop, forKey: "pop")
/// ```
///
/// The layer follows a damped harmonic oscillator (Apple, "CASpringAnimation": `mass` m,
/// `stiffness` k, `damping` c, `initialVelocity` v₀) from `fromValue` to `toValue` like a
/// ``CABasicAnimation``: progress x with m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v₀
/// (v₀ in travels per second, negative moving away first, as UIKit's spring velocities), i.e.
/// natural frequency √(k/m) and damping ratio c / (2√(km)). Unlike a UIView spring the motion
/// is not fitted to the duration: the animation lasts `duration` (0 means Core Animation's
/// default 0.25 s, so real code sets `duration = settlingDuration`), is cut there when the
/// spring has not settled, and then shows the model value (or, filling forwards, the value it
/// reached). Repeats, autoreverse, `beginTime`, fill modes, delegates and groups work as for
/// ``CABasicAnimation``.
///
/// SMIL has no spring, so the motion is sampled into straight pieces (`AdaptiveSampling`,
/// the sampler of UIView springs) within 90% of `SampledTolerance` (0.25 pt; 0.25°; 0.005 of
/// opacity and colour components) of the analytic spring; the timeline and the SVG play the
/// same pieces. `timingFunction` is ignored, as Core Animation ignores it for springs.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1; must be > 0).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100; must be > 0).
    open var stiffness: CGFloat = 100
    /// The friction (default 10; must be ≥ 0).
    open var damping: CGFloat = 10
    /// The object's velocity when the animation starts, in travels per second (default 0).
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to come to rest with these parameters, in seconds; not
    /// necessarily the animation's `duration` (Apple, `CASpringAnimation.settlingDuration`).
    ///
    /// Apple does not document its rest criterion; Animatic's is the one it fits UIView springs
    /// with (``UISpringTimingParameters``): the oscillation's envelope has decayed 1500-fold,
    /// ln(1500) / (ζω₀) for ζ ≤ 1. For Apple's own example (mass 1, stiffness 100, damping 5)
    /// this gives 2.93 s where Apple quotes "approximately 2.85"; with damping 15, 0.98 s where
    /// Apple quotes "just over 1 second".
    open var settlingDuration: CFTimeInterval {
        guard springProblem == nil else { return 0 }
        return SpringTiming.settlingDuration(dampingRatio: dampingRatio, naturalFrequency: naturalFrequency)
    }

    var naturalFrequency: Double { (Double(stiffness) / Double(mass)).squareRoot() }
    var dampingRatio: Double { Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot()) }

    /// Why these parameters cannot be simulated, or `nil`.
    var springProblem: String? {
        if !(mass > 0) || !mass.isFinite { return "CASpringAnimation.mass must be a finite number > 0, got \(mass)" }
        if !(stiffness > 0) || !stiffness.isFinite { return "CASpringAnimation.stiffness must be a finite number > 0, got \(stiffness)" }
        if !(damping >= 0) || !damping.isFinite { return "CASpringAnimation.damping must be a finite number ≥ 0, got \(damping)" }
        if !initialVelocity.isFinite { return "CASpringAnimation.initialVelocity must be a finite number, got \(initialVelocity)" }
        return nil
    }

    /// The spring's motion from `from` to `to` over `duration` as straight pieces (see the
    /// type's documentation), for a view whose largest side is `extent`.
    func pieces(property: AnimatedProperty, from: TimelineValue, to: TimelineValue, duration: StoryTime,
                extent: Double) -> [KeyframeCollector.Piece] {
        let seconds = duration.seconds
        let (z, w, v) = (dampingRatio, naturalFrequency, Double(initialVelocity))
        func x(_ t: Double) -> Double {
            t <= 0 ? 0 : SpringTiming.rawProgress(dampingRatio: z, naturalFrequency: w, initialVelocity: v, atSeconds: t)
        }
        func shown(_ p: Double) -> TimelineValue {
            let value = Timeline.interpolate(from, to, p)
            switch value {
            case .scalar(let n): return .scalar(property.descriptor.clamped(n))
            case .color(let c):
                func unit(_ n: Double) -> Double { min(1, max(0, n)) }
                return .color(RGBA(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha)))
            default: return value
            }
        }
        let tolerance = SampledTolerance.progress(from: from, to: to, extent: extent)
        guard tolerance.isFinite, seconds > 0 else {
            return [.init(start: .zero, duration: duration, curve: .linear, from: from, to: shown(x(seconds)))]
        }
        let allowed = tolerance * 0.9
        let period = z < 1 ? 2 * Double.pi / (w * (1 - z * z).squareRoot()) : Double.infinity
        let points = AdaptiveSampling.sample(from: 0, first: 0.0, to: seconds, last: x(seconds),
                                             longest: min(seconds, period / 4), shortest: seconds * 1e-4,
                                             at: x) { a, b, k, n, actual in
            !(abs(actual - (a + (b - a) * Double(k) / Double(n))) > allowed)
        }
        var pieces: [KeyframeCollector.Piece] = []
        let total = Double(duration.ticks)
        for (a, b) in zip(points, points.dropFirst()) {
            let start = StoryTime(ticks: Int64((a.time / seconds * total).rounded()))
            let end = StoryTime(ticks: Int64((b.time / seconds * total).rounded()))
            guard end > start else { continue }
            pieces.append(.init(start: start, duration: end - start, curve: .linear, from: shown(a.value), to: shown(b.value)))
        }
        if pieces.isEmpty {
            pieces.append(.init(start: .zero, duration: duration, curve: .linear, from: from, to: shown(x(seconds))))
        }
        return pieces
    }
}
