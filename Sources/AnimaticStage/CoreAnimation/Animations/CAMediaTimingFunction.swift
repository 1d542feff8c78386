import AnimaticRuntime
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

/// Core Animation's time in seconds (Apple, `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string value.
    public var rawValue: String
    /// Creates a timing function name from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear pacing: the animation runs evenly over its duration.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: the animation starts slowly and speeds up (control points 0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: the animation starts quickly and slows down at the end
    /// (control points 0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: the animation starts slowly, speeds up, and slows down at the end
    /// (control points 0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default timing function (control points 0.25, 0.1, 0.25, 1), as Core Animation
    /// uses when none is set.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve for Core Animation animations (Apple's documented control points).
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    package let curve: TimingCurve

    /// Creates a timing function from one of the predefined names.
    /// Any name Animatic does not know is paced linearly.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        default: curve = .linear
        }
    }

    /// Creates a cubic Bézier timing function from its two control points (the curve's ends are
    /// (0, 0) and (1, 1)).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubicBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The fill mode's string value.
    public var rawValue: String
    /// Creates a fill mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation has no effect outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The layer keeps the animation's final value after the animation completes.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The animation's first value shows before the animation begins (from when it is added until
    /// its `beginTime`).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The animation fills both backwards and forwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

extension TimingCurve {
    /// Whether the curve maps every time to itself: a cubic Bézier whose control points lie on
    /// the diagonal (`.linear`, `0 0 1 1`; its x and y polynomials are then the same).
    var isIdentity: Bool {
        if case .cubicBezier(let x1, let y1, let x2, let y2) = self { return x1 == y1 && x2 == y2 }
        return false
    }
}
