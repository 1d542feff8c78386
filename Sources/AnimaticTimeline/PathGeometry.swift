import Foundation

/// One element of a path, in the path's own coordinates (points, y down), as Core Graphics
/// describes a `CGPath`. Arcs are stored as the cubic Béziers that approximate them.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at (x, y) (`move(to:)`).
    case move(x: Double, y: Double)
    /// A straight line to (x, y) (`addLine(to:)`).
    case line(x: Double, y: Double)
    /// A quadratic Bézier to (x, y) with control point (cx, cy) (`addQuadCurve(to:control:)`).
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    /// A cubic Bézier to (x, y) with control points (c1x, c1y) and (c2x, c2y)
    /// (`addCurve(to:control1:control2:)`).
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    /// Closes the subpath with a line back to its start (`closeSubpath()`).
    case close
}

/// `CAShapeLayerLineCap` / `CGLineCap`.
public enum LineCapValue: String, Hashable, Sendable {
    /// The line ends at its end point (the default).
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}
/// `CAShapeLayerLineJoin` / `CGLineJoin`.
public enum LineJoinValue: String, Hashable, Sendable {
    /// A sharp corner (the default), up to the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}

/// A shape layer's static content: its path and stroke style (colours, line width and the
/// stroked range animate: they are ``AnimatedProperty`` values).
public struct ShapeContent: Hashable, Sendable {
    /// The path the layer joined the stage with, in the layer's coordinates.
    public var path: [PathElement]
    /// How the stroke's open ends look (`CAShapeLayer.lineCap`).
    public var lineCap: LineCapValue
    /// How the stroke's corners look (`CAShapeLayer.lineJoin`).
    public var lineJoin: LineJoinValue
    /// `fillRule == .evenOdd`.
    public var evenOdd: Bool
    /// The path's length in points (see ``PathElement/length(of:)``).
    public let length: Double
    /// The morphs the ``AnimatedProperty/path`` property's values refer to: leg k (1-based) is
    /// `legs[k - 1]`; leg 0 is the joined ``path`` itself. The two ends of a leg have the same
    /// commands (the stage refuses other morphs), so SVG can interpolate along it; between
    /// legs the path only jumps (an animation's first value, the model path when it ends),
    /// whatever the commands.
    package var legs: [PathLeg] = []

    /// Creates a shape's content; its length is measured from the path, and it has no morph legs
    /// yet.
    public init(path: [PathElement], lineCap: LineCapValue = .butt, lineJoin: LineJoinValue = .miter,
                evenOdd: Bool = false) {
        self.path = path; self.lineCap = lineCap; self.lineJoin = lineJoin; self.evenOdd = evenOdd
        length = PathElement.length(of: path)
    }

    /// The path shown for a value of ``AnimatedProperty/path``: `(leg, fraction)` as a point
    /// (see the case); a leg outside the table shows ``path``.
    ///
    /// ```swift
    /// shape.path(at: .point(x: 1, y: 0.5))   // halfway through the first morph
    /// ```
    package func path(at value: TimelineValue) -> [PathElement] {
        guard case .point(let x, let fraction) = value, x >= 1, x.isFinite else { return path }
        let leg = Int(x)
        guard leg <= legs.count else { return path }
        return legs[leg - 1].path(at: fraction)
    }
}

/// One morph of a shape layer's path: from one path to another with the same commands (or,
/// for a jump that takes no time, any two paths).
package struct PathLeg: Hashable, Sendable {
    package var from: [PathElement]
    package var to: [PathElement]

    package init(from: [PathElement], to: [PathElement]) {
        self.from = from; self.to = to
    }

    /// The path `fraction` of the way (0: ``from``, 1: ``to``; beyond either end it
    /// extrapolates), each number moving linearly as Core Animation moves each control point.
    package func path(at fraction: Double) -> [PathElement] {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        return PathElement.interpolate(from, to, fraction) ?? (fraction < 0.5 ? from : to)
    }
}

extension PathElement {
    /// Whether two paths have the same commands in the same order (what Core Animation and
    /// SVG need to morph one into the other).
    package static func sameCommands(_ a: [PathElement], _ b: [PathElement]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.command == $1.command }
    }

    /// The path's commands as SVG letters (`"M L L Z"`), for messages.
    package static func commands(of path: [PathElement]) -> String {
        path.map { String(UnicodeScalar($0.command)) }.joined(separator: " ")
    }

    /// The SVG command letter of the element (M, L, Q, C, Z) as a byte.
    package var command: UInt8 {
        switch self {
        case .move: 77
        case .line: 76
        case .quad: 81
        case .cubic: 67
        case .close: 90
        }
    }

    /// `a` moved `fraction` of the way to `b`, number by number, or `nil` when their commands
    /// differ.
    package static func interpolate(_ a: [PathElement], _ b: [PathElement], _ fraction: Double) -> [PathElement]? {
        guard sameCommands(a, b) else { return nil }
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * fraction }
        return zip(a, b).map { pair -> PathElement in
            switch pair {
            case (.move(let x0, let y0), .move(let x1, let y1)): return .move(x: mix(x0, x1), y: mix(y0, y1))
            case (.line(let x0, let y0), .line(let x1, let y1)): return .line(x: mix(x0, x1), y: mix(y0, y1))
            case (.quad(let cx0, let cy0, let x0, let y0), .quad(let cx1, let cy1, let x1, let y1)):
                return .quad(cx: mix(cx0, cx1), cy: mix(cy0, cy1), x: mix(x0, x1), y: mix(y0, y1))
            case (.cubic(let ax0, let ay0, let bx0, let by0, let x0, let y0),
                  .cubic(let ax1, let ay1, let bx1, let by1, let x1, let y1)):
                return .cubic(c1x: mix(ax0, ax1), c1y: mix(ay0, ay1), c2x: mix(bx0, bx1), c2y: mix(by0, by1),
                              x: mix(x0, x1), y: mix(y0, y1))
            default: return pair.0   // .close (the commands match)
            }
        }
    }
}

extension PathElement {
    /// The box of every end and control point of `elements` (which holds the whole curve), or
    /// `nil` when there is none.
    package static func controlBounds(of elements: [PathElement]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func add(_ x: Double, _ y: Double) {
            guard let b = box else { box = (x, y, x, y); return }
            box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        }
        for e in elements {
            switch e {
            case .move(let x, let y), .line(let x, let y): add(x, y)
            case .quad(let cx, let cy, let x, let y): add(cx, cy); add(x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): add(c1x, c1y); add(c2x, c2y); add(x, y)
            case .close: break
            }
        }
        return box
    }

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
