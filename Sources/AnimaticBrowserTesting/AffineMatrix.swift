import Foundation

/// A 2D affine transform in SVG's matrix form: it maps (x, y) to
/// (a·x + c·y + e, b·x + d·y + f).
///
/// `AffineMatrix.translation(x: 10, y: 0) * AffineMatrix.rotation(degrees: 90)` rotates first,
/// then translates, like `transform="translate(10,0) rotate(90)"`.
public struct AffineMatrix: Sendable, Hashable, CustomStringConvertible {
    /// The six components of the SVG matrix `[a c e; b d f; 0 0 1]`.
    public var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    /// A matrix from its six SVG components.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// The identity.
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// SVG `translate(x, y)`.
    public static func translation(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    /// SVG `rotate(degrees)` (clockwise on screen, since y points down).
    public static func rotation(degrees: Double) -> AffineMatrix {
        let r = degrees * .pi / 180
        return AffineMatrix(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), e: 0, f: 0)
    }

    /// SVG `scale(x, y)`.
    public static func scale(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// The composition that applies `rhs` first, then `lhs` (matrix product `lhs x rhs`).
    public static func * (lhs: AffineMatrix, rhs: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: lhs.a * rhs.a + lhs.c * rhs.b, b: lhs.b * rhs.a + lhs.d * rhs.b,
            c: lhs.a * rhs.c + lhs.c * rhs.d, d: lhs.b * rhs.c + lhs.d * rhs.d,
            e: lhs.a * rhs.e + lhs.c * rhs.f + lhs.e, f: lhs.b * rhs.e + lhs.d * rhs.f + lhs.f)
    }

    /// Where the point (x, y) goes.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    /// The rotation angle in degrees, in (-180, 180] (meaningful when there is no skew).
    public var rotationDegrees: Double { atan2(b, a) * 180 / .pi }

    /// The largest absolute difference between corresponding components.
    public func maxDifference(to other: AffineMatrix) -> Double {
        [abs(a - other.a), abs(b - other.b), abs(c - other.c), abs(d - other.d), abs(e - other.e), abs(f - other.f)].max()!
    }

    /// Whether every component is within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: AffineMatrix, tolerance: Double = 1e-4) -> Bool {
        maxDifference(to: other) <= tolerance
    }

    /// `matrix(a, b, c, d, e, f)` with six significant digits.
    public var description: String {
        func n(_ v: Double) -> String { String(format: "%.6g", v) }
        return "matrix(\(n(a)), \(n(b)), \(n(c)), \(n(d)), \(n(e)), \(n(f)))"
    }
}
