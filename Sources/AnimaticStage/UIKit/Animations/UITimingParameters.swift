import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension UIView {
    /// UIKit's built-in animation curves, with UIKit's raw values (Apple, `UIView.AnimationCurve`):
    /// the cubic Béziers of ``UIView/AnimationOptions``' curve options.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end: `0.42 0 0.58 1`.
        case easeInOut = 0
        /// Slow at the start: `0.42 0 1 1`.
        case easeIn = 1
        /// Slow at the end: `0 0 0.58 1`.
        case easeOut = 2
        /// Even: `0 0 1 1`.
        case linear = 3

        /// The curve's Bézier.
        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// The kind of timing a ``UITimingCurveProvider`` gives (Apple, `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of ``UIView/AnimationCurve``'s curves.
    case builtin = 0
    /// A cubic Bézier of the provider's ``UITimingCurveProvider/cubicTimingParameters``.
    case cubic = 1
    /// The spring of the provider's ``UITimingCurveProvider/springTimingParameters``.
    case spring = 2
    /// Both a cubic and a spring (Animatic plays the spring; see ``UIViewPropertyAnimator``).
    case composed = 3
}

/// What a ``UIViewPropertyAnimator`` needs to time its animations (Apple, `UITimingCurveProvider`):
/// ``UICubicTimingParameters`` or ``UISpringTimingParameters``, or a type of your own that
/// returns one of them.
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin` and `.cubic`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve for a property animator (Apple, `UICubicTimingParameters`).
///
/// ```swift
/// let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
/// let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: timing)
/// ```
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve this was made with; `.easeInOut` for the other initialisers (UIKit
    /// does not document the value there).
    public let animationCurve: UIView.AnimationCurve
    /// The Bézier's first control point (time, progress).
    public let controlPoint1: CGPoint
    /// The Bézier's second control point (time, progress).
    public let controlPoint2: CGPoint
    private let builtin: Bool

    /// Core Animation's default timing curve, `0.25 0.1 0.25 1` (UIKit's header,
    /// UITimingParameters.h: "initializes with the default CA timing curve";
    /// `CAMediaTimingFunctionName.default`).
    public init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        builtin = false
    }

    /// One of UIKit's built-in curves (``UIView/AnimationCurve``).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        guard case .cubicBezier(let x1, let y1, let x2, let y2) = curve.timingCurve else {
            preconditionFailure("UIKit's built-in curves are cubic Béziers")
        }
        controlPoint1 = CGPoint(x: x1, y: y1)
        controlPoint2 = CGPoint(x: x2, y: y2)
        builtin = true
    }

    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points. Times (x) outside
    /// 0...1 cannot be played (the curve would run backwards in time): they are reported to
    /// the story as ``StoryProblem/invalidArgument(call:argument:problem:)`` and clamped.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        builtin = false
        for (name, point) in [("controlPoint1", point1), ("controlPoint2", point2)]
        where !(point.x >= 0 && point.x <= 1) || !point.y.isFinite {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: "UICubicTimingParameters(controlPoint1:controlPoint2:)", argument: name,
                problem: "a control point needs a time (x) within 0...1 and a finite progress (y), got \(point)"))
        }
    }

    /// `.builtin` for ``init(animationCurve:)``, else `.cubic`.
    open var timingCurveType: UITimingCurveType { builtin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as the timeline records it (times clamped to 0...1, NaN progress as 0).
    var curve: TimingCurve {
        func time(_ v: CGFloat) -> Double { v.isNaN ? 0 : min(1, max(0, Double(v))) }
        func progress(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        return .cubicBezier(x1: time(controlPoint1.x), y1: progress(controlPoint1.y),
                            x2: time(controlPoint2.x), y2: progress(controlPoint2.y))
    }
}

/// Spring timing for a property animator (Apple, `UISpringTimingParameters`), played as
/// Animatic plays UIView springs (`SpringTiming`: the oscillation envelope decays by 1500×
/// over the animation's duration, sampled within 0.25 pt / 0.25° / 0.005).
///
/// ```swift
/// let spring = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0.5, dy: 0))
/// let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: spring)
/// ```
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The initial velocity in total distances per second (UITimingParameters.h: "1 is defined
    /// as traveling the total animation distance in a second"). Animatic uses `dx` for every
    /// property; UIKit uses `dy` for a position's y (see the README's differences).
    public let initialVelocity: CGVector
    /// The damping ratio ζ (1: no overshoot; below 1: oscillates).
    let dampingRatio: Double
    /// The spring's own duration in seconds when it is given by its physics (mass, stiffness and
    /// damping, or iOS 17's duration and bounce): the animator's duration is then not used.
    let settlingSeconds: Double?

    /// UIKit's default spring: damping ratio 4.56 and no initial velocity, as Apple documents
    /// `UISpringTimingParameters.init()`; it runs over the animator's duration.
    public init() {
        dampingRatio = 4.56
        initialVelocity = .zero
        settlingSeconds = nil
    }

    /// A spring with damping ratio `ratio` and no initial velocity, over the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` and initial velocity `velocity` (total distances per
    /// second), over the animator's duration: UIKit's `UIView.animate(...usingSpringWithDamping:)`
    /// spring. A NaN or negative ratio or a non-finite velocity is reported when an animator
    /// uses it (the animations then apply at once).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        initialVelocity = velocity
        settlingSeconds = nil
    }

    /// A spring of mass `mass`, stiffness `stiffness` and damping coefficient `damping`: damping
    /// ratio `damping / (2·√(stiffness·mass))` and natural frequency `√(stiffness/mass)`, as Apple
    /// documents. Its duration replaces the animator's: UIKit's header (UITimingParameters.h)
    /// says "the duration is computed assuming a small settling oscillation"; Animatic's is the
    /// time in which the envelope decays by 1500× (`SpringTiming/settlingDuration(dampingRatio:naturalFrequency:)`).
    /// A mass or stiffness that is not above 0, or a negative or non-finite damping, is reported
    /// (``StoryProblem/invalidArgument(call:argument:problem:)``); the spring is then critically
    /// damped over the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let m = Double(mass), k = Double(stiffness), c = Double(damping)
        var problem: (String, String)?
        if !(m > 0) || !m.isFinite {
            problem = ("mass", "mass must be a finite number > 0, got \(m)")
        } else if !(k > 0) || !k.isFinite {
            problem = ("stiffness", "stiffness must be a finite number > 0, got \(k)")
        } else if !(c >= 0) || !c.isFinite {
            problem = ("damping", "damping must be a finite number ≥ 0, got \(c)")
        }
        if let (argument, text) = problem {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)", argument: argument, problem: text))
            dampingRatio = 1
            settlingSeconds = nil
            return
        }
        let ratio = c / (2 * (k * m).squareRoot())
        dampingRatio = ratio
        settlingSeconds = SpringTiming.settlingDuration(dampingRatio: ratio, naturalFrequency: (k / m).squareRoot())
    }

    /// iOS 17's spring of perceptual `duration` and `bounce` (see
    /// ``UIView/animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:file:line:)``
    /// for how Animatic maps them): its duration replaces the animator's.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let call = "UISpringTimingParameters(duration:bounce:initialVelocity:)"
        if let spring = UIView.springFromBounce(duration: duration, bounce: Double(bounce), call: call) {
            self.init(ratio: spring.ratio, velocity: velocity, seconds: spring.seconds)
        } else {
            self.init(ratio: 1, velocity: velocity, seconds: nil)
        }
    }

    /// iOS 17's spring of perceptual `duration` and `bounce`, without initial velocity.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    private init(ratio: Double, velocity: CGVector, seconds: Double?) {
        dampingRatio = ratio
        initialVelocity = velocity
        settlingSeconds = seconds
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}

extension UIView {
    /// The damping ratio and settling duration of iOS 17's spring of perceptual `duration` and
    /// `bounce`, or `nil` after reporting bad input. Apple, WWDC 2023 session 10158 "Animate with
    /// springs": a spring of bounce 1 oscillates as cos(2π·t / duration), so ω₀ = 2π / duration,
    /// and the damping ratio is 1 − bounce for bounce ≥ 0. For a negative bounce (overdamped)
    /// Animatic uses ζ = 1 / (1 + bounce), the conversion used by SwiftUI ports (not confirmed
    /// from Apple's text). The motion then runs for the spring's settling duration
    /// (``SpringTiming/settlingDuration(dampingRatio:naturalFrequency:)``).
    static func springFromBounce(duration: TimeInterval, bounce: Double, call: String) -> (ratio: Double, seconds: Double)? {
        if !(duration > 0) || !duration.isFinite {
            report(.invalidArgument(call: call, argument: "duration",
                                    problem: "a spring needs a finite duration > 0, got \(duration) s"))
            return nil
        }
        if !(bounce > -1 && bounce <= 1) {
            report(.invalidArgument(call: call, argument: "bounce",
                                    problem: "bounce must lie within -1 (exclusive) ... 1, got \(bounce)"))
            return nil
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let seconds = SpringTiming.settlingDuration(dampingRatio: ratio, naturalFrequency: 2 * Double.pi / duration)
        return (ratio, seconds)
    }
}

extension UICubicTimingParameters {
    /// The curve of UIView animation options (ease-in-out unless another curve is set).
    convenience init(options: UIView.AnimationOptions) {
        switch (options.rawValue >> 16) & 0xF {
        case 1: self.init(animationCurve: .easeIn)
        case 2: self.init(animationCurve: .easeOut)
        case 3: self.init(animationCurve: .linear)
        default: self.init(animationCurve: .easeInOut)
        }
    }
}
