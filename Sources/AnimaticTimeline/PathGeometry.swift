import Foundation

/// One element of a path, in the path's own coordinates (points, y down), as Core Graphics
/// describes a `CGPath`. Arcs are stored as the cubic Béziers that approximate them.
public enum PathElement: Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    case close
}

/// `CAShapeLayerLineCap` / `CGLineCap`.
public enum LineCapValue: String, Hashable, Sendable { case butt, round, square }
/// `CAShapeLayerLineJoin` / `CGLineJoin`.
public enum LineJoinValue: String, Hashable, Sendable { case miter, round, bevel }

/// A shape layer's static content: its path and stroke style (colours, line width and the
/// stroked range animate: they are ``AnimatedProperty`` values).
public struct ShapeContent: Hashable, Sendable {
    public var path: [PathElement]
    public var lineCap: LineCapValue
    public var lineJoin: LineJoinValue
    /// `fillRule == .evenOdd`.
    public var evenOdd: Bool
    /// The path's length in points (see ``PathElement/length(of:)``).
    public let length: Double

    public init(path: [PathElement], lineCap: LineCapValue = .butt, lineJoin: LineJoinValue = .miter,
                evenOdd: Bool = false) {
        self.path = path; self.lineCap = lineCap; self.lineJoin = lineJoin; self.evenOdd = evenOdd
        length = PathElement.length(of: path)
    }
}

extension PathElement {
    /// The length of a path: lines exactly, quadratic and cubic Béziers by adaptive
    /// subdivision until a piece's control polygon and chord differ by less than 1e-6 of the
    /// piece's size (about 1e-7 relative error on a circle; at most 2^16 pieces per curve).
    /// A `close` adds the segment back to the subpath's start. Moves add nothing.
    public static func length(of path: [PathElement]) -> Double {
        var total = 0.0
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        for element in path {
            switch element {
            case .move(let px, let py):
                x = px; y = py; startX = px; startY = py
            case .line(let px, let py):
                total += hypot(px - x, py - y); x = px; y = py
            case .quad(let cx, let cy, let px, let py):
                // Degree elevation: the same curve as a cubic.
                let c1x = x + 2 * (cx - x) / 3, c1y = y + 2 * (cy - y) / 3
                let c2x = px + 2 * (cx - px) / 3, c2y = py + 2 * (cy - py) / 3
                total += cubicLength(x, y, c1x, c1y, c2x, c2y, px, py, depth: 0)
                x = px; y = py
            case .cubic(let c1x, let c1y, let c2x, let c2y, let px, let py):
                total += cubicLength(x, y, c1x, c1y, c2x, c2y, px, py, depth: 0)
                x = px; y = py
            case .close:
                total += hypot(startX - x, startY - y); x = startX; y = startY
            }
        }
        return total
    }

    private static func cubicLength(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                    _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double,
                                    depth: Int) -> Double {
        let chord = hypot(x3 - x0, y3 - y0)
        let polygon = hypot(x1 - x0, y1 - y0) + hypot(x2 - x1, y2 - y1) + hypot(x3 - x2, y3 - y2)
        if depth >= 16 || polygon - chord <= 1e-6 * max(polygon, 1e-9) {
            // Gravesen's estimate: (2·chord + polygon) / 3, exact to fourth order.
            return (2 * chord + polygon) / 3
        }
        // de Casteljau at 1/2.
        let ax = (x0 + x1) / 2, ay = (y0 + y1) / 2
        let bx = (x1 + x2) / 2, by = (y1 + y2) / 2
        let cx = (x2 + x3) / 2, cy = (y2 + y3) / 2
        let dx = (ax + bx) / 2, dy = (ay + by) / 2
        let ex = (bx + cx) / 2, ey = (by + cy) / 2
        let mx = (dx + ex) / 2, my = (dy + ey) / 2
        return cubicLength(x0, y0, ax, ay, dx, dy, mx, my, depth: depth + 1)
            + cubicLength(mx, my, ex, ey, cx, cy, x3, y3, depth: depth + 1)
    }
}
