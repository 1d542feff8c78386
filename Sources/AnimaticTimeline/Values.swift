import Foundation

/// A 2D affine matrix in Core Graphics order: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The timeline's own matrix type, independent of any UI framework; the stage converts its
/// `CGAffineTransform` to and from it.
public struct AffineMatrix: Hashable, Sendable {
    /// The x scale (and rotation) component: `[a b; c d]` maps (x, y) to (a·x + c·y, b·x + d·y).
    public var a: Double
    /// The y shear (and rotation) component.
    public var b: Double
    /// The x shear (and rotation) component.
    public var c: Double
    /// The y scale (and rotation) component.
    public var d: Double
    /// The x translation, in points.
    public var tx: Double
    /// The y translation, in points.
    public var ty: Double

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
    /// The x translation, in points.
    public var translationX: Double
    /// The y translation, in points.
    public var translationY: Double
    /// The rotation in radians, unwrapped (see above).
    public var rotation: Double
    /// The shear factor k of `[[1, k], [0, 1]]`.
    public var skew: Double
    /// The x scale factor.
    public var scaleX: Double
    /// The y scale factor.
    public var scaleY: Double

    /// No transform.
    public static let identity = TransformComponents(
        translationX: 0, translationY: 0, rotation: 0, skew: 0, scaleX: 1, scaleY: 1)

    /// Creates components directly.
    @inlinable public init(translationX: Double, translationY: Double, rotation: Double, skew: Double,
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

    /// How many numbers a transform has: translation x and y, rotation, skew, scale x and y,
    /// in that order (the order of ``TimelineValue/components`` and of the timeline's storage).
    public static let count = 6

    /// The component at `i` (``count`` of them, in the order listed there).
    @inlinable public subscript(i: Int) -> Double {
        get {
            switch i {
            case 0: return translationX
            case 1: return translationY
            case 2: return rotation
            case 3: return skew
            case 4: return scaleX
            default: return scaleY
            }
        }
        set {
            switch i {
            case 0: translationX = newValue
            case 1: translationY = newValue
            case 2: rotation = newValue
            case 3: skew = newValue
            case 4: scaleX = newValue
            default: scaleY = newValue
            }
        }
    }

    /// The identity's component at `i`: 1 for the scales, 0 for the others.
    @inlinable public static func identityComponent(_ i: Int) -> Double { i >= 4 ? 1 : 0 }

    /// Components read in order: `number(i)` gives component `i`.
    @inlinable public init(_ number: (Int) -> Double) {
        self.init(translationX: number(0), translationY: number(1), rotation: number(2), skew: number(3),
                  scaleX: number(4), scaleY: number(5))
    }

    /// Componentwise interpolation, the way Core Animation blends two transforms.
    public func interpolated(to other: TransformComponents, progress p: Double) -> TransformComponents {
        TransformComponents { self[$0] + (other[$0] - self[$0]) * p }
    }
}

/// A colour as straight (not premultiplied) sRGB components in 0...1.
public struct RGBA: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1 (1 is opaque).
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// The component at `i`: red, green, blue, alpha.
    @inlinable public subscript(i: Int) -> Double {
        switch i {
        case 0: return red
        case 1: return green
        case 2: return blue
        default: return alpha
        }
    }

    /// Fully transparent black, UIKit's `nil` background.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black, Core Animation's default border, fill and shadow colour.
    public static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
}

/// One value of an ``AnimatedProperty``.
public enum TimelineValue: Hashable, Sendable {
    /// A point, in points (`center`, an anchor point, a shape's path position).
    case point(x: Double, y: Double)
    /// A size, in points (`bounds.size`).
    case size(width: Double, height: Double)
    /// A transform, as its decomposed components.
    case transform(TransformComponents)
    /// A number (`alpha`, a corner radius, a stroke end).
    case scalar(Double)
    /// A colour.
    case color(RGBA)
    /// A yes or no (`isHidden`).
    case flag(Bool)

    /// What the value is made of.
    @inlinable public var kind: ValueKind {
        switch self {
        case .point: return .point
        case .size: return .size
        case .transform: return .transform
        case .scalar: return .scalar
        case .color: return .color
        case .flag: return .flag
        }
    }

    /// The value as plain numbers, in the order ``init(property:components:)`` reads them.
    public var components: [Double] {
        var out: [Double] = []
        append(to: &out)
        return out
    }

    /// The `i`-th of the value's numbers (``ValueKind/width`` of them), in ``components`` order.
    @inlinable public subscript(component i: Int) -> Double {
        switch self {
        case .point(let x, let y): return i == 0 ? x : y
        case .size(let w, let h): return i == 0 ? w : h
        case .transform(let t): return t[i]
        case .scalar(let v): return v
        case .color(let c): return c[i]
        case .flag(let f): return f ? 1 : 0
        }
    }

    /// Appends the value's numbers to `out`, in ``components`` order (no allocation beyond
    /// `out`'s growth).
    @inlinable public func append(to out: inout [Double]) {
        for i in 0..<kind.width { out.append(self[component: i]) }
    }

    /// Writes the numbers of ``components`` at `out`.
    @inlinable func write(to out: UnsafeMutablePointer<Double>) {
        for i in 0..<kind.width { out[i] = self[component: i] }
    }

    /// Rebuilds a value of `property` from numbers laid out as ``components``.
    @inlinable public init<C: RandomAccessCollection>(property: AnimatedProperty, components v: C)
    where C.Element == Double, C.Index == Int {
        self.init(kind: property.descriptor.kind) { v[v.startIndex + $0] }
    }

    /// Builds a value of `kind` from its numbers, `number(i)` giving the `i`-th in
    /// ``components`` order.
    @inlinable public init(kind: ValueKind, _ number: (Int) -> Double) {
        switch kind {
        case .point: self = .point(x: number(0), y: number(1))
        case .size: self = .size(width: number(0), height: number(1))
        case .transform: self = .transform(TransformComponents { number($0) })
        case .scalar: self = .scalar(number(0))
        case .color: self = .color(RGBA(red: number(0), green: number(1), blue: number(2), alpha: number(3)))
        case .flag: self = .flag(number(0) != 0)
        }
    }

    /// Whether this value fits `property` (is of its kind).
    @inlinable public func fits(_ property: AnimatedProperty) -> Bool {
        kind == property.descriptor.kind
    }
}
