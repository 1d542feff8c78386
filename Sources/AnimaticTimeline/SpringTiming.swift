import Foundation

/// UIKit's damping-ratio spring (`UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`) as a function of time, and its
/// sampling into a ``TimingCurve/piecewiseLinear(_:)`` curve that SVG can play.
///
/// ## The model
/// Progress x(t) (0 at the start, 1 at the target) follows a damped harmonic oscillator of
/// unit mass, damping ratio ζ and natural frequency ω₀:
///
///     x'' + 2ζω₀·x' + ω₀²·(x − 1) = 0,   x(0) = 0,   x'(0) = v₀
///
/// - ζ is `usingSpringWithDamping` (1 = critically damped: no oscillation; below 1 the view
///   overshoots and oscillates; above 1, which Apple leaves undefined, it is overdamped).
///   Apple documents no lower bound; ζ below 0.01 is taken as 0.01 (a spring with ζ = 0 would
///   never settle within any duration).
/// - v₀ is `initialSpringVelocity` in units of the total distance per second, as Apple
///   documents it ("a value of 1 corresponds to the total animation distance traversed in one
///   second"). A negative v₀ starts moving away from the target, as on a phone.
/// - ω₀ is where Apple is silent. UIKit fits the spring to the duration so that the motion
///   has settled when the completion runs. Animatic uses the fit reverse-engineered and
///   widely used to match UIView springs with `CASpringAnimation` (mass 1, "relaxation
///   time" = duration): the oscillation envelope decays by a factor of 1500 over the
///   duration T, i.e. the decay rate is λ = ln(1500) / T, and
///
///       ω₀ = λ / ζ                  for ζ ≤ 1 (envelope e^(−ζω₀t))
///       ω₀ = λ / (ζ − √(ζ² − 1))    for ζ > 1 (the slower of the two overdamped modes)
///
///   which is continuous at ζ = 1.
/// - At T the spring is within about 1/1500 of its travel from the target, and UIKit then
///   removes the animation, so the view snaps by that residual. Animatic instead spreads the
///   residual r = 1 − x(T) linearly over the duration, so the motion lands exactly on the
///   target without a snap: p(u) = x(u·T) + u·r for the time fraction u = t/T. The difference
///   from the raw spring is at most |r| (see ``residual``): for v₀ = 0 below 0.0008 of the
///   travel when ζ ≤ 0.9, and (1 + ln 1500)/1500 ≈ 0.0055 at ζ = 1, where the envelope
///   carries the factor 1 + ω₀t.
///
/// ## What is recorded
/// SMIL has no spring, so each animated property records ``sampled(tolerance:)``: the analytic
/// curve p sampled adaptively into straight pieces, the keyframes lying on p and the pieces
/// chosen (greedily, as long as possible) so that the straight lines stay within `tolerance`
/// of p everywhere. The stage scales the tolerance per property so that the exported motion
/// stays within 0.25 px (positions, sizes, translations, and scales and skews times the view's
/// size), 0.25° (rotations) and 0.005 (alpha, colour components) of p. The recorded curve is
/// the sampled one: `Timeline.state(at:)` and the SVG interpolate the same keyframes, so the
/// browser matches the model exactly and both differ from the analytic spring by at most the
/// tolerance.
///
/// ```swift
/// let spring = SpringTiming(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5)
/// spring.progress(at: 0.5)                       // past 1: the overshoot
/// spring.sampled(tolerance: 0.25 / 100)          // within 0.25 px on a 100 px move
/// ```
package struct SpringTiming: Hashable, Sendable {
    /// `usingSpringWithDamping` as given (must be ≥ 0 and finite).
    package var dampingRatio: Double
    /// `initialSpringVelocity`: total distances per second (must be finite).
    package var initialVelocity: Double
    /// The animation's duration in seconds (must be > 0 and finite).
    package var duration: Double

    /// The factor by which the oscillation envelope decays over the duration.
    package static let settlingFactor = 1500.0
    /// The smallest damping ratio simulated; smaller ones (0 included) use it.
    package static let minimumDampingRatio = 0.01

    /// Creates the spring of one UIKit spring animation.
    package init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    /// Why these parameters cannot be simulated, or `nil` if they can.
    package var problem: String? {
        if !(dampingRatio >= 0) || !dampingRatio.isFinite {
            return "dampingRatio must be a finite number ≥ 0, got \(dampingRatio)"
        }
        if !initialVelocity.isFinite {
            return "initialSpringVelocity must be a finite number, got \(initialVelocity)"
        }
        if !(duration > 0) || !duration.isFinite {
            return "a spring animation needs a finite duration > 0, got \(duration) s"
        }
        return nil
    }

    /// ζ as simulated (at least ``minimumDampingRatio``).
    package var zeta: Double { max(SpringTiming.minimumDampingRatio, dampingRatio) }

    /// λ = ln(1500) / T, the envelope's decay rate per second.
    package var decayRate: Double { log(SpringTiming.settlingFactor) / duration }

    /// ω₀ in radians per second.
    package var naturalFrequency: Double {
        let z = zeta
        return z <= 1 ? decayRate / z : decayRate / (z - (z * z - 1).squareRoot())
    }

    /// The duration T whose fit gives a spring of damping ratio `dampingRatio` the natural
    /// frequency `naturalFrequency` (rad/s): the inverse of ``naturalFrequency``, T = ln(1500) / (ζω₀)
    /// for ζ ≤ 1 and ln(1500) / ((ζ − √(ζ² − 1))ω₀) above (ζ at least ``minimumDampingRatio``).
    /// Used where a spring is given by its physics rather than a duration
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, whose header says
    /// "the duration is computed assuming a small settling oscillation", and iOS 17's
    /// `springDuration`/`bounce`): the envelope has decayed by 1500× when it ends.
    package static func settlingDuration(dampingRatio: Double, naturalFrequency: Double) -> Double {
        let z = max(minimumDampingRatio, dampingRatio)
        let slowest = z <= 1 ? z : z - (z * z - 1).squareRoot()
        return log(settlingFactor) / (slowest * naturalFrequency)
    }

    /// The raw spring x(t), `t` in seconds from the start (not clamped: any t ≥ 0).
    package func rawProgress(atSeconds t: Double) -> Double {
        SpringTiming.rawProgress(dampingRatio: zeta, naturalFrequency: naturalFrequency, initialVelocity: initialVelocity,
                                 atSeconds: t)
    }

    /// The progress x(t) of a damped harmonic oscillator of damping ratio `z` (≥ 0), natural
    /// frequency `w` (rad/s) and initial velocity `v` (travels per second) released at 0
    /// towards 1, `t` seconds after the start.
    package static func rawProgress(dampingRatio z: Double, naturalFrequency w: Double, initialVelocity v: Double,
                                    atSeconds t: Double) -> Double {
        // Displacement y = x − 1 with y(0) = −1, y'(0) = v.
        let y: Double
        if abs(z - 1) < 1e-9 {
            y = exp(-w * t) * (-1 + (v - w) * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v - z * w) / wd
            y = exp(-z * w * t) * (-cos(wd * t) + b * sin(wd * t))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c1 = (v + r2) / (r1 - r2)
            let c2 = -1 - c1
            y = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + y
    }

    /// r = 1 − x(T): how far from the target the raw spring is when the animation ends.
    package var residual: Double { 1 - rawProgress(atSeconds: duration) }

    /// The model p(u) = x(u·T) + u·r at the time fraction `fraction` (clamped to 0...1):
    /// 0 at 0, exactly 1 at 1, above 1 while overshooting.
    package func progress(at fraction: Double) -> Double {
        let u = fraction.isNaN ? 0 : min(1, max(0, fraction))
        if u >= 1 { return 1 }
        return rawProgress(atSeconds: u * duration) + u * residual
    }

    /// The damped oscillation's period as a fraction of the duration (infinite without
    /// oscillation).
    var periodFraction: Double {
        let z = zeta
        guard z < 1 else { return .infinity }
        return 2 * Double.pi / (naturalFrequency * (1 - z * z).squareRoot()) / duration
    }

    /// The model sampled into straight pieces that stay within `tolerance` (in progress
    /// units) of ``progress(at:)``, with as few points as this greedy scheme finds: from each
    /// point, the next one is the farthest whose chord stays within 90% of the tolerance at
    /// 24 evenly spread test points (and at most a quarter of an oscillation away, so that no
    /// swing hides between test points). Points lie on the curve, start at (0, 0) and end at
    /// (1, 1); no piece is shorter than 1/10,000 of the duration.
    ///
    /// - Complexity: O(k · 24 · 30) curve evaluations for k points.
    package func sampled(tolerance: Double) -> TimingCurve {
        let tol = tolerance.isNaN ? 0.001 : max(1e-7, tolerance) * 0.9
        // The longest piece: a quarter of an oscillation (and never the whole when it bends).
        let points = AdaptiveSampling.sample(from: 0, first: 0.0, to: 1, last: 1.0, longest: min(1, periodFraction / 4),
                                             shortest: 1e-4, at: progress(at:)) { from, to, k, n, actual in
            !(abs(actual - (from + (to - from) * Double(k) / Double(n))) > tol)
        }.map { TimingCurve.Point(time: $0.time, progress: $0.value) }
        return .piecewiseLinear(points)
    }
}
