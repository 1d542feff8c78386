import Foundation

/// A 2D affine matrix in Core Graphics order: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The timeline's own matrix type, independent of any UI framework; the stage converts its
/// `CGAffineTransform` to and from it.
public struct AffineMatrix: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The identity matrix.
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a matrix from its six entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A translation.
    public static func translation(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A rotation by `angle` radians (positive turns clockwise on screen, where y points down).
    public static func rotation(_ angle: Double) -> AffineMatrix {
        let cosine = cos(angle), sine = sin(angle)
        return AffineMatrix(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale about the origin.
    public static func scale(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `self` applied after `other`: the matrix mapping p to `self(other(p))`.
    ///
    /// Reads like the SVG `transform` list `self other`: the right-hand matrix acts first.
    @inlinable public func multiplied(by other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx,
            ty: b * other.tx + d * other.ty + ty)
    }

    /// Where the point (x, y) lands.
    @inlinable public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// The determinant `a·d − b·c`.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the matrix is singular.
    public var inverted: AffineMatrix? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineMatrix(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The largest absolute difference between corresponding entries.
    public func distance(to other: AffineMatrix) -> Double {
        max(abs(a - other.a), abs(b - other.b), abs(c - other.c), abs(d - other.d),
            abs(tx - other.tx), abs(ty - other.ty))
    }
}

/// A transform split the way Core Animation interpolates it: translation, rotation, skew and
/// scale, composed as `translate · rotate · skewX · scale`.
///
/// `rotation` is *unwrapped*: it keeps counting past ±π so that a view turned by `+π/2` five
/// times stands at `5π/2`, which is what an animation between two such values must show.
/// `skew` is the shear factor k of `[[1, k], [0, 1]]` (the SVG `skewX` angle is `atan(k)`).
public struct TransformComponents: Hashable, Sendable {
    public var translationX: Double, translationY: Double
    public var rotation: Double
    public var skew: Double
    public var scaleX: Double, scaleY: Double

    /// No transform.
    public static let identity = TransformComponents(
        translationX: 0, translationY: 0, rotation: 0, skew: 0, scaleX: 1, scaleY: 1)

    /// Creates components directly.
    public init(translationX: Double, translationY: Double, rotation: Double, skew: Double,
                scaleX: Double, scaleY: Double) {
        self.translationX = translationX; self.translationY = translationY
        self.rotation = rotation; self.skew = skew; self.scaleX = scaleX; self.scaleY = scaleY
    }

    /// Decomposes `matrix`, choosing the rotation nearest to `previousRotation` (the shorter
    /// way round, as Core Animation turns).
    ///
    /// A change of exactly 180° is ambiguous in UIKit; Animatic turns it clockwise on screen
    /// (the rotation grows by +π). A singular matrix (a zero scale) keeps the previous
    /// rotation so that shrinking to nothing does not spin.
    public init(_ matrix: AffineMatrix, nearRotation previousRotation: Double = 0) {
        translationX = matrix.tx
        translationY = matrix.ty
        let sx = (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot()
        let raw: Double
        if sx > 1e-12 {
            raw = atan2(matrix.b, matrix.a)
        } else {
            // First column vanished: read the angle off the second column instead.
            let sy0 = (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot()
            raw = sy0 > 1e-12 ? atan2(-matrix.c, matrix.d) : previousRotation
        }
        let angle = TransformComponents.nearest(raw, to: previousRotation)
        rotation = angle
        // Undo the rotation: R(-θ)·M = K·S = [[sx, k·sy], [0, sy]].
        let scaleYValue: Double, shear: Double
        if sx > 1e-12 {
            // cos θ = a/sx and sin θ = b/sx: no trigonometry needed.
            scaleX = sx
            shear = (matrix.a * matrix.c + matrix.b * matrix.d) / sx
            scaleYValue = (matrix.a * matrix.d - matrix.b * matrix.c) / sx
        } else {
            let cosine = cos(angle), sine = sin(angle)
            scaleX = cosine * matrix.a + sine * matrix.b
            shear = cosine * matrix.c + sine * matrix.d
            scaleYValue = -sine * matrix.c + cosine * matrix.d
        }
        scaleY = scaleYValue
        skew = abs(scaleYValue) > 1e-12 ? shear / scaleYValue : 0
    }

    /// The angle equal to `raw` modulo 2π that lies nearest `reference`; an exact half turn
    /// goes the positive (clockwise on screen) way.
    public static func nearest(_ raw: Double, to reference: Double) -> Double {
        let twoPi = 2 * Double.pi
        var delta = (raw - reference).truncatingRemainder(dividingBy: twoPi)
        if delta > Double.pi + 1e-9 { delta -= twoPi }
        if delta <= -Double.pi + 1e-9 { delta += twoPi }
        return reference + delta
    }

    /// The matrix these components compose to.
    public var matrix: AffineMatrix {
        let cosine = cos(rotation), sine = sin(rotation)
        // R·K·S with K = [[1, k], [0, 1]], S = diag(sx, sy).
        return AffineMatrix(
            a: cosine * scaleX, b: sine * scaleX,
            c: (cosine * skew - sine) * scaleY, d: (sine * skew + cosine) * scaleY,
            tx: translationX, ty: translationY)
    }

    /// Componentwise interpolation, the way Core Animation blends two transforms.
    public func interpolated(to other: TransformComponents, progress p: Double) -> TransformComponents {
        TransformComponents(
            translationX: translationX + (other.translationX - translationX) * p,
            translationY: translationY + (other.translationY - translationY) * p,
            rotation: rotation + (other.rotation - rotation) * p,
            skew: skew + (other.skew - skew) * p,
            scaleX: scaleX + (other.scaleX - scaleX) * p,
            scaleY: scaleY + (other.scaleY - scaleY) * p)
    }
}

/// A colour as straight (not premultiplied) sRGB components in 0...1.
public struct RGBA: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// Fully transparent black, UIKit's `nil` background.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

/// The properties of a view that the timeline records.
///
/// Raw values are stable (they order segments and index per-view tables).
public enum AnimatedProperty: UInt8, CaseIterable, Sendable, CustomStringConvertible {
    /// `center`, a point in the superview's bounds coordinates.
    case center = 0
    /// `bounds.size`.
    case size = 1
    /// `transform`, about the view's centre.
    case transform = 2
    /// `alpha`.
    case alpha = 3
    /// `backgroundColor`.
    case backgroundColor = 4
    /// `isHidden` (changes instantly, never interpolates).
    case isHidden = 5
    /// A label's `textColor`.
    case textColor = 6
    /// `layer.cornerRadius`.
    case cornerRadius = 7
    /// `layer.borderColor` (the border's width is fixed: ``LayerLook/borderWidth``).
    case borderColor = 8
    /// `layer.shadowOpacity`.
    case shadowOpacity = 9
    /// A shape layer's `strokeStart` (0...1 of the path's length).
    case strokeStart = 10
    /// A shape layer's `strokeEnd` (0...1 of the path's length).
    case strokeEnd = 11
    /// A shape layer's `strokeColor` (clear for none).
    case strokeColor = 12
    /// A shape layer's `fillColor` (clear for none).
    case fillColor = 13
    /// A shape layer's `lineWidth`.
    case lineWidth = 14

    /// How many numbers one value of this property takes.
    @inlinable public var width: Int {
        switch self {
        case .center, .size: return 2
        case .transform: return 6
        case .alpha, .isHidden, .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth: return 1
        case .backgroundColor, .textColor, .borderColor, .strokeColor, .fillColor: return 4
        }
    }

    /// Whether a change inside an animation block animates (`isHidden` always changes at once).
    @inlinable public var animates: Bool { self != .isHidden }

    /// Whether `UIView.animate` animates the property of a view's own layer: the view's
    /// animatable properties (frame, bounds, center, transform, alpha, backgroundColor: Apple,
    /// UIView, "Animations") and its layer's `cornerRadius` (animatable in view animation blocks
    /// since iOS 11). A block changes the others (a label's text colour, a layer's border colour
    /// and shadow, a shape layer's stroke) at once: UIKit answers `NSNull` for their layer
    /// actions (objc.io issue 12, "View-Layer Synergy").
    @inlinable public var animatesInViewBlocks: Bool { rawValue <= 4 || self == .cornerRadius }

    /// Whether the value is a colour.
    public var isColor: Bool {
        switch self {
        case .backgroundColor, .textColor, .borderColor, .strokeColor, .fillColor: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .center: return "center"
        case .size: return "size"
        case .transform: return "transform"
        case .alpha: return "alpha"
        case .backgroundColor: return "backgroundColor"
        case .isHidden: return "isHidden"
        case .textColor: return "textColor"
        case .cornerRadius: return "cornerRadius"
        case .borderColor: return "borderColor"
        case .shadowOpacity: return "shadowOpacity"
        case .strokeStart: return "strokeStart"
        case .strokeEnd: return "strokeEnd"
        case .strokeColor: return "strokeColor"
        case .fillColor: return "fillColor"
        case .lineWidth: return "lineWidth"
        }
    }
}

/// One value of an ``AnimatedProperty``.
public enum TimelineValue: Hashable, Sendable {
    case point(x: Double, y: Double)
    case size(width: Double, height: Double)
    case transform(TransformComponents)
    case scalar(Double)
    case color(RGBA)
    case flag(Bool)

    /// The value as plain numbers, in the order ``init(property:components:)`` reads them.
    public var components: [Double] {
        var out: [Double] = []
        append(to: &out)
        return out
    }

    /// Appends the value's numbers to `out`, in ``components`` order (no allocation beyond
    /// `out`'s growth).
    @inlinable public func append(to out: inout [Double]) {
        switch self {
        case .point(let x, let y): out.append(x); out.append(y)
        case .size(let w, let h): out.append(w); out.append(h)
        case .transform(let t):
            out.append(t.translationX); out.append(t.translationY); out.append(t.rotation)
            out.append(t.skew); out.append(t.scaleX); out.append(t.scaleY)
        case .scalar(let v): out.append(v)
        case .color(let c): out.append(c.red); out.append(c.green); out.append(c.blue); out.append(c.alpha)
        case .flag(let f): out.append(f ? 1 : 0)
        }
    }

    /// Writes the numbers of ``components`` at `out`.
    func write(to out: UnsafeMutablePointer<Double>) {
        switch self {
        case .point(let x, let y): out[0] = x; out[1] = y
        case .size(let w, let h): out[0] = w; out[1] = h
        case .transform(let t):
            out[0] = t.translationX; out[1] = t.translationY; out[2] = t.rotation
            out[3] = t.skew; out[4] = t.scaleX; out[5] = t.scaleY
        case .scalar(let v): out[0] = v
        case .color(let c): out[0] = c.red; out[1] = c.green; out[2] = c.blue; out[3] = c.alpha
        case .flag(let f): out[0] = f ? 1 : 0
        }
    }

    /// Rebuilds a value of `property` from numbers laid out as ``components``.
    public init<C: RandomAccessCollection>(property: AnimatedProperty, components v: C)
    where C.Element == Double, C.Index == Int {
        let i = v.startIndex
        switch property {
        case .center: self = .point(x: v[i], y: v[i + 1])
        case .size: self = .size(width: v[i], height: v[i + 1])
        case .transform:
            self = .transform(TransformComponents(
                translationX: v[i], translationY: v[i + 1], rotation: v[i + 2],
                skew: v[i + 3], scaleX: v[i + 4], scaleY: v[i + 5]))
        case .alpha, .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth: self = .scalar(v[i])
        case .backgroundColor, .textColor, .borderColor, .strokeColor, .fillColor:
            self = .color(RGBA(red: v[i], green: v[i + 1], blue: v[i + 2], alpha: v[i + 3]))
        case .isHidden: self = .flag(v[i] != 0)
        }
    }

    /// Whether this value fits `property`.
    public func fits(_ property: AnimatedProperty) -> Bool {
        switch (self, property) {
        case (.point, .center), (.size, .size), (.transform, .transform), (.flag, .isHidden): return true
        case (.scalar, _): return property.width == 1 && property != .isHidden
        case (.color, _): return property.isColor
        default: return false
        }
    }
}
