import AnimaticTimeline
import Foundation

#if !canImport(CoreGraphics)
/// A 2D affine transform with Core Graphics' layout and semantics, for platforms without
/// Core Graphics (Linux Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, but no
/// `CGAffineTransform`).
///
/// A point (x, y) maps to `(a·x + c·y + tx, b·x + d·y + ty)`: the matrix is the row-vector
/// matrix `[a b 0; c d 0; tx ty 1]`, exactly as on Apple platforms. Positive angles turn the
/// x axis towards the y axis, which is clockwise on screen where y points down.
///
/// The "modifying" methods apply their new operation *before* the existing transform, as
/// `CGAffineTransformRotate` and friends do:
///
/// ```swift
/// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
/// CGPoint(x: 1, y: 0).applying(t)   // (10, 1): rotated first, then translated
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
    /// The entry at row 1, column 1 of the matrix: the x scale (with rotation and shear).
    public var a: CGFloat
    /// The entry at row 1, column 2 of the matrix: how much x adds to y (rotation and shear).
    public var b: CGFloat
    /// The entry at row 2, column 1 of the matrix: how much y adds to x (rotation and shear).
    public var c: CGFloat
    /// The entry at row 2, column 2 of the matrix: the y scale (with rotation and shear).
    public var d: CGFloat
    /// The entry at row 3, column 1 of the matrix: the translation along x.
    public var tx: CGFloat
    /// The entry at row 3, column 2 of the matrix: the translation along y.
    public var ty: CGFloat

    /// The all-zero matrix, as Core Graphics' `CGAffineTransform()` (not the identity).
    @inlinable public init() {
        a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0
    }

    /// Creates a transform from its six entries.
    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians: `[cos sin; −sin cos]`.
    public init(rotationAngle angle: CGFloat) {
        let radians = Double(angle)
        let cosine = CGFloat(cos(radians)), sine = CGFloat(sin(radians))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` along x and `sy` along y.
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by (`tx`, `ty`).
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// The transform that applies `self` first, then `t2` (`CGAffineTransformConcat(self, t2)`).
    @inlinable public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A rotation by `angle` radians applied *before* this transform
    /// (`CGAffineTransform(rotationAngle: angle).concatenating(self)`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied *before* this transform.
    @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }

    /// A translation applied *before* this transform: the translation is expressed in the
    /// coordinates this transform maps from.
    @inlinable public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx + a * dx + c * dy, ty: ty + b * dx + d * dy)
    }

    /// The inverse transform; a singular transform (determinant zero) is returned unchanged,
    /// as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant,
            c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The six entries, for debugging: `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, …)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (translation ignored): `(a·w + c·h, b·w + d·h)`.
    /// The result may be negative, as in Core Graphics.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners of this rectangle.
    /// The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        // The four corners, without an array (the frame of a transformed view reads this).
        let p0 = CGPoint(x: r.minX, y: r.minY).applying(t), p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t), p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif

extension CGAffineTransform {
    /// The same matrix in the timeline's own type.
    var affineMatrix: AffineMatrix {
        AffineMatrix(a: Double(a), b: Double(b), c: Double(c), d: Double(d),
                          tx: Double(tx), ty: Double(ty))
    }
}
