import AnimaticTimeline
import Foundation

/// A `CATransform3D` split into the parts an animation interpolates: translation, scale,
/// skew, perspective and a rotation quaternion, composed (row vectors, the point on the left)
/// as `scale · skew · rotation · translation · perspective`.
///
/// Core Animation interpolates a `transform` animation "by decomposing both start and end
/// transforms into the primitive components (rotation, translation, etc.) and then recreating
/// the transform from interpolated components", not entry by entry; Apple does not document
/// the decomposition. Animatic uses the one CSS Transforms Level 2 specifies ("Decomposing a
/// 3D matrix", "Interpolation of decomposed 3D matrix values"; Graphics Gems II's `unmatrix`
/// with a quaternion), which WebKit's engineers wrote down from the engine that runs CSS 3D
/// transforms on Core Animation: translation, scale, skew and perspective interpolate linearly,
/// the rotation along the great circle between the two quaternions (slerp). So a turn about y
/// from 0 to π goes through π/2 (the layer seen edge on), never through a squashed matrix.
struct DecomposedTransform3D: Equatable {
    var translation: (Double, Double, Double)
    var scale: (Double, Double, Double)
    /// The shear factors xy, xz, yz.
    var skew: (Double, Double, Double)
    var perspective: (Double, Double, Double, Double)
    /// The rotation as a unit quaternion (x, y, z, w).
    var quaternion: (Double, Double, Double, Double)

    static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.perspective == b.perspective && a.quaternion == b.quaternion
    }

    /// The rotation of `angle` radians about the unit axis (x, y, z), as Core Animation's
    /// `CATransform3DMakeRotation` turns.
    static func quaternion(angle: Double, x: Double, y: Double, z: Double) -> (Double, Double, Double, Double) {
        let s = sin(angle / 2)
        return (x * s, y * s, z * s, cos(angle / 2))
    }

    /// Decomposes `t`, or `nil` when it has no decomposition (`m44` is 0, or the matrix without
    /// its perspective column is singular: a layer scaled to nothing).
    init?(_ t: CATransform3D) {
        var r = t.rows.map { $0.map(Double.init) }
        guard r.joined().allSatisfy(\.isFinite), r[3][3] != 0 else { return nil }
        let h = r[3][3]
        r = r.map { $0.map { $0 / h } }
        // The matrix without its perspective column: M = N · P, P the identity with the
        // perspective vector as its last column, so N · p = M's last column.
        var n = r
        for i in 0..<3 { n[i][3] = 0 }
        n[3][3] = 1
        guard let inverse = Self.inverse(n) else { return nil }
        if r[0][3] != 0 || r[1][3] != 0 || r[2][3] != 0 {
            let rhs = [r[0][3], r[1][3], r[2][3], r[3][3]]
            let p = (0..<4).map { i in (0..<4).reduce(0.0) { $0 + inverse[i][$1] * rhs[$1] } }
            perspective = (p[0], p[1], p[2], p[3])
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (r[3][0], r[3][1], r[3][2])
        // The upper 3×3 block's rows by Gram–Schmidt: rows = S · K · R.
        var row = (0..<3).map { i in [r[i][0], r[i][1], r[i][2]] }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func combine(_ a: [Double], _ b: [Double], _ sb: Double) -> [Double] { [a[0] + sb * b[0], a[1] + sb * b[1], a[2] + sb * b[2]] }
        func scaled(_ a: [Double], _ s: Double) -> [Double] { a.map { $0 * s } }
        let sx = length(row[0])
        row[0] = scaled(row[0], 1 / sx)
        var xy = dot(row[0], row[1])
        row[1] = combine(row[1], row[0], -xy)
        let sy = length(row[1])
        row[1] = scaled(row[1], 1 / sy)
        xy /= sy
        var xz = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], -xz)
        var yz = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], -yz)
        let sz = length(row[2])
        row[2] = scaled(row[2], 1 / sz)
        xz /= sz
        yz /= sz
        var s = (sx, sy, sz)
        // A reflection: flip every scale and row so that the rows are a rotation.
        let cross = [row[1][1] * row[2][2] - row[1][2] * row[2][1], row[1][2] * row[2][0] - row[1][0] * row[2][2],
                     row[1][0] * row[2][1] - row[1][1] * row[2][0]]
        if dot(row[0], cross) < 0 {
            s = (-sx, -sy, -sz)
            row = row.map { scaled($0, -1) }
        }
        scale = s
        skew = (xy, xz, yz)
        // The rows R map a point p to p·R: R is the transpose of the column-vector rotation of
        // the quaternion (see `rotationRows`). The magnitudes as CSS's `unmatrix` defines them
        // (w = ½√(1 + trace) ≥ 0, …), computed from the largest one and the off-diagonal sums
        // so that a component near 0 keeps its precision; the signs by CSS's comparisons.
        let (r00, r11, r22) = (row[0][0], row[1][1], row[2][2])
        let wx = row[1][2] - row[2][1], wy = row[2][0] - row[0][2], wz = row[0][1] - row[1][0]
        let sxy = row[0][1] + row[1][0], sxz = row[0][2] + row[2][0], syz = row[1][2] + row[2][1]
        var q: (Double, Double, Double, Double)
        let trace = r00 + r11 + r22
        if trace > 0 {
            let f = 2 * (1 + trace).squareRoot()
            q = (wx / f, wy / f, wz / f, f / 4)
        } else if r00 > r11 && r00 > r22 {
            let f = 2 * max(0, 1 + r00 - r11 - r22).squareRoot()
            q = (f / 4, sxy / f, sxz / f, wx / f)
        } else if r11 > r22 {
            let f = 2 * max(0, 1 + r11 - r00 - r22).squareRoot()
            q = (sxy / f, f / 4, syz / f, wy / f)
        } else {
            let f = 2 * max(0, 1 + r22 - r00 - r11).squareRoot()
            q = (sxz / f, syz / f, f / 4, wz / f)
        }
        q = (abs(q.0), abs(q.1), abs(q.2), abs(q.3))
        if row[1][2] < row[2][1] { q.0 = -q.0 }
        if row[2][0] < row[0][2] { q.1 = -q.1 }
        if row[0][1] < row[1][0] { q.2 = -q.2 }
        quaternion = q
    }

    /// The rows of the rotation of quaternion `q`, for row vectors (p · rows).
    static func rotationRows(_ q: (Double, Double, Double, Double)) -> [[Double]] {
        let (x, y, z, w) = q
        return [[1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
                [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
                [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]]
    }

    /// The matrix these parts compose to.
    var matrix: CATransform3D {
        let rotation = Self.rotationRows(quaternion)
        let k: [[Double]] = [[1, 0, 0], [skew.0, 1, 0], [skew.1, skew.2, 1]]
        let s: [Double] = [scale.0, scale.1, scale.2]
        // N: the upper 3×3 block U = S · K · R, the translation below it.
        var n: [[Double]] = Array(repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<3 {
            for j in 0..<3 {
                var sum = 0.0
                for m in 0..<3 { sum += k[i][m] * rotation[m][j] }
                n[i][j] = s[i] * sum
            }
        }
        n[3] = [translation.0, translation.1, translation.2, 1]
        // M = N · P: P is the identity but for its last column, the perspective vector.
        let p: [Double] = [perspective.0, perspective.1, perspective.2, perspective.3]
        var m = n
        for i in 0..<4 {
            var sum = 0.0
            for j in 0..<4 { sum += n[i][j] * p[j] }
            m[i][3] = sum
        }
        return CATransform3D(rows: m.map { row in row.map { CGFloat($0) } })
    }

    /// The parts a fraction `f` of the way from `a` to `b`: linear for all but the rotation,
    /// which follows the great circle (CSS Transforms Level 2, "Interpolation of decomposed 3D
    /// matrix values": no turn to the nearer of q and −q, as that text specifies).
    static func interpolate(_ a: Self, _ b: Self, _ f: Double) -> Self {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var out = a
        out.translation = (mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1), mix(a.translation.2, b.translation.2))
        out.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
        out.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
        out.perspective = (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                           mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3))
        let qa = a.quaternion, qb = b.quaternion
        let product = min(1, max(-1, qa.0 * qb.0 + qa.1 * qb.1 + qa.2 * qb.2 + qa.3 * qb.3))
        if abs(product) < 1 {
            let theta = acos(product)
            let w = sin(f * theta) / (1 - product * product).squareRoot()
            let wa = cos(f * theta) - product * w
            out.quaternion = (qa.0 * wa + qb.0 * w, qa.1 * wa + qb.1 * w, qa.2 * wa + qb.2 * w, qa.3 * wa + qb.3 * w)
        }
        return out
    }

    /// The inverse of a 4×4 matrix by Gauss–Jordan elimination, or `nil` when it is singular.
    static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        var a = matrix
        var inverse = (0..<4).map { i in (0..<4).map { j in i == j ? 1.0 : 0.0 } }
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let p = a[column][column]
            for j in 0..<4 { a[column][j] /= p; inverse[column][j] /= p }
            for i in 0..<4 where i != column {
                let f = a[i][column]
                for j in 0..<4 { a[i][j] -= f * a[column][j]; inverse[i][j] -= f * inverse[column][j] }
            }
        }
        return inverse
    }
}

extension CATransform3D {
    /// The perspective terms on the layer's plane below which it is drawn as flat: `m14` and
    /// `m24` within 1e-12 of `m44` (the rounding of `sin(π)` times an `m34`), which moves a
    /// point 1,000 pt from the anchor by a millionth of a point.
    static let flatPerspective = 1e-12

    /// Whether the plane's projection is the 2D affine transform ``planeTransform`` (no
    /// perspective term on the plane, up to rounding).
    var isFlatOnPlane: Bool {
        abs(m14) <= Self.flatPerspective * abs(m44) && abs(m24) <= Self.flatPerspective * abs(m44)
    }
}

extension CATransform3D {
    /// The angle of this transform's turn about x (`.rotationX`) or y (`.rotationY`), 0 when it
    /// does not turn, or `nil` when it turns about another axis (or has no decomposition).
    func turn(about part: CALayer.KeyPathPart) -> Double? {
        guard let d = DecomposedTransform3D(self) else { return nil }
        let (x, y, z, w) = d.quaternion
        let along = part == .rotationX ? x : y, across = part == .rotationX ? y : x
        guard abs(across) < 1e-12, abs(z) < 1e-12 else { return nil }
        return 2 * atan2(along, w)
    }

    /// This transform with its turn replaced by `angle` about x (`.rotationX`) or y
    /// (`.rotationY`), the other parts kept (Apple, "Core Animation Programming Guide",
    /// "Key-Value Coding Extensions", Table 4), or `nil` when it turns about another axis.
    func turned(about part: CALayer.KeyPathPart, by angle: Double) -> CATransform3D? {
        guard turn(about: part) != nil, var d = DecomposedTransform3D(self) else { return nil }
        d.quaternion = DecomposedTransform3D.quaternion(angle: angle, x: part == .rotationX ? 1 : 0,
                                                        y: part == .rotationY ? 1 : 0, z: 0)
        return d.matrix
    }
}

extension TransformComponents {
    /// The components of `m` whose rotation lies nearest `reference`, allowing the second
    /// split every matrix has: a rotation half a turn further with both scales negated
    /// (R(θ + π)·K·(−S) = R(θ)·K·S). A layer turned about y through π/2 shrinks to nothing
    /// and widens again mirrored (a negative x scale) instead of spinning half a turn in the
    /// plane when its width changes sign.
    static func continuing(_ m: AffineMatrix, near reference: Double) -> TransformComponents {
        var plain = UIView.components(of: m)
        plain.rotation = TransformComponents.nearest(plain.rotation, to: reference)
        var flipped = plain
        flipped.rotation = TransformComponents.nearest(plain.rotation + .pi, to: reference)
        flipped.scaleX = -plain.scaleX
        flipped.scaleY = -plain.scaleY
        return abs(flipped.rotation - reference) + 1e-9 < abs(plain.rotation - reference) ? flipped : plain
    }
}
