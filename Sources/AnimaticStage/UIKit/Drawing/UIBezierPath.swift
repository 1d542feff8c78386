import AnimaticTimeline
import Foundation

/// An immutable path, as layers take it (`shape.path = bezierPath.cgPath`); its subclass
/// ``CGMutablePath`` is built step by step, as in Core Graphics.
public class CGPath: @unchecked Sendable {
    /// The path's elements; arcs are already cubic Béziers. Only a ``CGMutablePath`` changes them.
    public internal(set) var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// The path's length in points (see `PathElement.length(of:)`).
    public var length: Double { PathElement.length(of: elements) }
}

/// A path made of lines, curves and arcs, shaped like UIKit's `UIBezierPath`.
///
/// ```swift
/// let check = UIBezierPath()
/// check.move(to: CGPoint(x: 10, y: 40))
/// check.addLine(to: CGPoint(x: 30, y: 60))
/// check.addLine(to: CGPoint(x: 70, y: 15))
/// shape.path = check.cgPath
/// ```
///
/// Arcs become cubic Béziers of at most a quarter turn each (radial error below 0.03 % of
/// the radius, the usual Core Graphics approximation). Differences from iOS:
/// `init(roundedRect:cornerRadius:)` draws circular corners (iOS draws "continuous" corners,
/// slightly softer), and `init(ovalIn:)` starts at the rightmost point and runs clockwise on
/// screen, which is where a `strokeEnd` animation of a circle starts drawing.
public final class UIBezierPath: NSObject {
    private(set) var elements: [PathElement] = []
    private var start: CGPoint?
    /// The end point of the last element (`.zero` for an empty path).
    public private(set) var currentPoint: CGPoint = .zero
    /// Kept for source compatibility; the layer's `lineWidth` is what draws.
    public var lineWidth: CGFloat = 1
    /// Whether ``fill()`` and ``addClip()`` use the even-odd rule (a hole where the path
    /// overlaps itself an even number of times) instead of the non-zero winding rule (Apple,
    /// `usesEvenOddFillRule`: `false` by default). A shape layer given `cgPath` uses its own
    /// `fillRule`, as in Core Animation, since a `CGPath` carries no fill rule.
    public var usesEvenOddFillRule = false
    /// How ``stroke()`` ends open subpaths (Apple, `lineCapStyle`: `.butt` by default). A shape
    /// layer given `cgPath` uses its own `lineCap`, as in Core Animation.
    public var lineCapStyle: CGLineCap = .butt
    /// How ``stroke()`` joins segments (Apple, `lineJoinStyle`: `.miter` by default). A shape
    /// layer given `cgPath` uses its own `lineJoin`.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The limit past which a miter join is drawn bevelled (Apple, `miterLimit`: 10). Kept:
    /// Animatic's strokes use SVG's default limit, 4 (below 10, sharper joins are bevelled).
    public var miterLimit: CGFloat = 10
    /// How finely curves are approximated when drawn (Apple, `flatness`: 0.6). Kept: vector
    /// output draws curves exactly.
    public var flatness: CGFloat = 0.6

    /// An empty path.
    public override init() {}

    /// A closed rectangle, clockwise on screen from the top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`: four quarter arcs clockwise on screen from the
    /// rightmost point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let cx = Double(r.midX), cy = Double(r.midY), rx = Double(r.width) / 2, ry = Double(r.height) / 2
        let k = 0.5522847498307936   // 4/3 · tan(π/8)
        move(to: CGPoint(x: cx + rx, y: cy))
        append(.cubic(c1x: cx + rx, c1y: cy + k * ry, c2x: cx + k * rx, c2y: cy + ry, x: cx, y: cy + ry))
        append(.cubic(c1x: cx - k * rx, c1y: cy + ry, c2x: cx - rx, c2y: cy + k * ry, x: cx - rx, y: cy))
        append(.cubic(c1x: cx - rx, c1y: cy - k * ry, c2x: cx - k * rx, c2y: cy - ry, x: cx, y: cy - ry))
        append(.cubic(c1x: cx + k * rx, c1y: cy - ry, c2x: cx + rx, c2y: cy - k * ry, x: cx + rx, y: cy))
        close()
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side),
    /// clockwise on screen from the end of the top-left corner.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
        guard radius > 0 else {
            self.init(rect: r)
            return
        }
        self.init()
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        addArc(withCenter: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
               startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        addArc(withCenter: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
               startAngle: 0, endAngle: .pi / 2, clockwise: true)
        addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        addArc(withCenter: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
               startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        addArc(withCenter: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
               startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        close()
    }

    /// An arc on its own (see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                            endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path for a layer.
    public var cgPath: CGPath { CGPath(elements: elements) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        append(.move(x: Double(point.x), y: Double(point.y)))
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint) {
        ensureStart()
        append(.line(x: Double(point.x), y: Double(point.y)))
    }

    /// A quadratic Bézier to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        ensureStart()
        append(.quad(cx: Double(controlPoint.x), cy: Double(controlPoint.y),
                     x: Double(endPoint.x), y: Double(endPoint.y)))
    }

    /// A cubic Bézier to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        ensureStart()
        append(.cubic(c1x: Double(controlPoint1.x), c1y: Double(controlPoint1.y),
                      c2x: Double(controlPoint2.x), c2y: Double(controlPoint2.y),
                      x: Double(endPoint.x), y: Double(endPoint.y)))
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians, 0 at
    /// 3 o'clock, growing clockwise on screen). `clockwise` runs the way angles grow. A line
    /// joins the current point to the arc's start (a move, when the path is empty). Angles a
    /// full turn or more apart draw the whole circle in the direction asked, whichever way
    /// they differ, as Core Graphics does: `startAngle: 0, endAngle: 2 * .pi, clockwise: false`
    /// is the common circle of activity indicators (NVActivityIndicatorView's balls), a full
    /// circle on iOS, not an empty arc.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                       endAngle: CGFloat, clockwise: Bool) {
        let cx = Double(center.x), cy = Double(center.y), r = Double(radius)
        let a0 = Double(startAngle), a1 = Double(endAngle)
        guard [cx, cy, r, a0, a1].allSatisfy(\.isFinite) else { return }
        let twoPi = 2 * Double.pi
        var sweep = a1 - a0
        if abs(sweep) >= twoPi {
            sweep = clockwise ? twoPi : -twoPi
        } else if clockwise {
            sweep -= twoPi * (sweep / twoPi).rounded(.down)
        } else {
            sweep -= twoPi * (sweep / twoPi).rounded(.up)
        }
        let startPoint = CGPoint(x: cx + r * cos(a0), y: cy + r * sin(a0))
        if elements.isEmpty { move(to: startPoint) } else { addLine(to: startPoint) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = a0
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            append(.cubic(c1x: cx + r * (c0 - k * s0), c1y: cy + r * (s0 + k * c0),
                          c2x: cx + r * (c1 + k * s1), c2y: cy + r * (s1 - k * c1),
                          x: cx + r * c1, y: cy + r * s1))
            angle = next
        }
    }

    /// Closes the current subpath with a line back to its start.
    public func close() {
        guard start != nil else { return }
        append(.close)
    }

    /// Appends another path's elements.
    public func append(_ path: UIBezierPath) {
        for element in path.elements { append(element) }
    }

    /// Transforms every point of the path, end and control points alike, by `transform`
    /// (Apple, `apply(_:)`): `apply(CGAffineTransform(rotationAngle: .pi / 2))` turns the path a
    /// quarter turn clockwise on screen around the origin, `(10, 0)` going to `(0, 10)`.
    /// ``currentPoint`` moves with it.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        let moved = CGPath.transformed(elements, &t)
        let startPoint = start.map { $0.applying(transform) }
        elements = moved
        start = startPoint
        currentPoint = elements.isEmpty ? .zero : currentPoint.applying(transform)
    }

    /// Removes every element.
    public func removeAllPoints() {
        elements.removeAll()
        start = nil
        currentPoint = .zero
    }

    private func ensureStart() {
        if start == nil { move(to: currentPoint) }
    }

    private func append(_ element: PathElement) {
        elements.append(element)
        switch element {
        case .move(let x, let y):
            start = CGPoint(x: x, y: y); currentPoint = CGPoint(x: x, y: y)
        case .line(let x, let y), .quad(_, _, let x, let y), .cubic(_, _, _, _, let x, let y):
            currentPoint = CGPoint(x: x, y: y)
        case .close:
            currentPoint = start ?? .zero
        }
    }
}
