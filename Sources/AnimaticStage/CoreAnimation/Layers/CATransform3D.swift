import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A 4×4 transform of a layer, shaped like Core Animation's `CATransform3D` (Apple,
/// "CATransform3D"): row vectors, so a point (x, y, z, 1) times the matrix gives the
/// transformed point; `m41`, `m42`, `m43` translate, and `m34 = −1/d` adds perspective.
///
/// ```swift
/// card.layer.transform = CATransform3DRotate(CATransform3DMakeScale(0.9, 0.9, 1), .pi / 12, 0, 0, 1)
/// ```
///
/// How Animatic draws one: a layer is flat, so only where the points (x, y, 0, 1) of its
/// plane go matters: x′ = (x·m11 + y·m21 + m41) / w, y′ = (x·m12 + y·m22 + m42) / w with
/// w = x·m14 + y·m24 + m44. Without a perspective term on the plane (`m14` = `m24` = 0) that is
/// exactly the 2D affine transform (m11, m12, m21, m22, m41, m42) / m44, which Animatic draws:
/// every 2D transform, `m34` alone, and rotations about x or y seen head on (a card turned
/// about y looks narrower). A transform with `m14` or `m24` non-zero (perspective together with a
/// rotation about x or y) has no affine form and is reported as not supported, never flattened.
/// An explicit animation between 3D transforms (`transform` with `CATransform3D` values,
/// `transform.rotation.x` and `.y`) is interpolated as Core Animation does, in 3D, and drawn as
/// its plane's projection at every instant, sampled within 0.25 pt; where that projection has
/// perspective, a shape layer's filled straight-line path is drawn as the path seen in
/// perspective and anything else is reported (`CALayer+Transform3DAnimation.swift`).
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// The first row of the matrix (`m11` to `m14`): where the x axis goes, and `m14` the x
    /// perspective term.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row of the matrix (`m21` to `m24`): where the y axis goes, and `m24` the y
    /// perspective term.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row of the matrix (`m31` to `m34`): where the z axis goes, and `m34` the z
    /// perspective term (-1 / eye distance for perspective).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row of the matrix (`m41` to `m44`): the translation in x, y and z, and `m44` the
    /// homogeneous scale.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All zeros, as the C struct's default initializer.
    public init() {
        (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
        (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// A matrix from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The sixteen entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The 2D transform of the layer's plane as drawn (see the type's documentation), or `nil`
    /// when the transform has perspective on the plane (`m14`/`m24` non-zero beyond rounding:
    /// ``isFlatOnPlane``), `m44` is 0, or an entry is not finite.
    var planeTransform: CGAffineTransform? {
        guard isFlatOnPlane, m44 != 0, rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        return CGAffineTransform(a: m11 / m44, b: m12 / m44, c: m21 / m44, d: m22 / m44, tx: m41 / m44, ty: m42 / m44)
    }

    /// Whether the layer's plane is seen exactly edge on (the plane's projective map, rows
    /// (m11 m12 m14), (m21 m22 m24), (m41 m42 m44), is singular within 1e-12 of its rows'
    /// lengths): every point of the plane, and of the sublayers flattened into it, lands on
    /// one line, so the layer covers no area, with or without perspective (TextFieldEffects'
    /// YokoTextField folds its view to −90° about x under `m34`).
    var isEdgeOn: Bool {
        guard rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return false }
        let r = [[m11, m12, m14], [m21, m22, m24], [m41, m42, m44]].map { $0.map(Double.init) }
        let det = r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
            + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
        let lengths = r.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        return abs(det) <= 1e-12 * lengths[0] * lengths[1] * lengths[2]
    }

    /// The 2D transform the layer is drawn with: ``planeTransform``, or for a plane seen edge on
    /// (``isEdgeOn``) the zero matrix, which draws it, exactly, as nothing; `nil` otherwise.
    var drawnPlaneTransform: CGAffineTransform? {
        planeTransform ?? (isEdgeOn ? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) : nil)
    }
}

/// The identity transform (Apple, `CATransform3DIdentity`).
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity (Apple, `CATransform3DIsIdentity`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal (Apple, `CATransform3DEqualToTransform`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz) (Apple, `CATransform3DMakeTranslation`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz) (Apple, `CATransform3DMakeScale`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) (Apple, `CATransform3DMakeRotation`);
/// about (0, 0, 1) it is `CGAffineTransform(rotationAngle:)`. A zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
                         m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
                         m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the product a·b (Apple, `CATransform3DConcat`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}

/// `t` after a translation by (tx, ty, tz) first (Apple, `CATransform3DTranslate`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after a scale by (sx, sy, sz) first (Apple, `CATransform3DScale`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after a rotation about (x, y, z) first (Apple, `CATransform3DRotate`).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (Apple, `CATransform3DInvert`).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    guard let inverse = DecomposedTransform3D.inverse(t.rows.map { $0.map(Double.init) }) else { return t }
    return CATransform3D(rows: inverse.map { $0.map { CGFloat($0) } })
}

/// `m` as a 3D transform (Apple, `CATransform3DMakeAffineTransform`).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly an affine transform: nothing in z, no perspective (Apple,
/// `CATransform3DIsAffine`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: (m11, m12, m21, m22, m41, m42) (Apple,
/// `CATransform3DGetAffineTransform`; undefined by Apple when `t` is not affine).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A layer's 3D transform, kept beside its view's 2D one (see ``CALayer/transform``).
final class Transform3DBox {
    let value: CATransform3D
    init(_ value: CATransform3D) { self.value = value }
}

extension CALayer {
    /// The layer's transform (Apple, `CALayer.transform`), about its ``anchorPoint``: for a
    /// view's layer, the view's `transform` as a 3D transform. Setting it sets the view's `transform` to the
    /// 2D transform of the layer's plane (see ``CATransform3D``), inside animation blocks too;
    /// a transform with perspective on the plane, and a block animation to or from a transform
    /// that is not affine, are reported as not supported (an explicit `CABasicAnimation` or
    /// `CAKeyframeAnimation` of `transform` animates it in 3D).
    public final var transform: CATransform3D {
        get {
            let flat = owner?.transform ?? transform3D?.value.drawnPlaneTransform ?? .identity
            if let kept = transform3D?.value, kept.drawnPlaneTransform == flat { return kept }
            return CATransform3DMakeAffineTransform(flat)
        }
        set {
            let call = "CALayer.transform"
            guard let flat = newValue.drawnPlaneTransform else {
                StoryContext.reportToCurrent(StageError.notSupported(
                    call: call, feature: "a CATransform3D with perspective on the layer's plane (m14 \(newValue.m14), "
                        + "m24 \(newValue.m24), m44 \(newValue.m44)): perspective with a rotation about x or y"))
                return
            }
            if AnimationScope.current != nil, !CATransform3DIsAffine(newValue) || !CATransform3DIsAffine(transform) {
                StoryContext.reportToCurrent(StageError.notSupported(
                    call: call, feature: "animating to or from a CATransform3D that is not affine (rotations about x or y) in "
                        + "an animation block: Core Animation interpolates it in 3D (a CABasicAnimation of \"transform\" is drawn so)"))
            }
            // Kept when the view's 2D transform cannot say it all (or there is no view yet).
            transform3D = CATransform3DIsAffine(newValue) && owner != nil ? nil : Transform3DBox(newValue)
            withAction(forKey: "transform") { owner?.transform = flat }
        }
    }

    /// The layer's transform as a 2D affine transform (Apple, `CALayer.affineTransform()`).
    public final func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the layer's transform to a 2D affine transform (Apple, `CALayer.setAffineTransform(_:)`).
    public final func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
}
