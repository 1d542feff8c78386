import AnimaticTimeline
import Foundation

/// A path built step by step (Apple, Core Graphics' `CGMutablePath`): the Swift overlay's
/// methods, each with an optional `transform` applied to the points it adds.
///
/// ```swift
/// let arc = CGMutablePath()
/// arc.move(to: start)
/// arc.addQuadCurve(to: end, control: peak)
/// shape.path = arc                       // the layer keeps the path as it is now
/// ```
///
/// Arcs and ellipses become cubic Béziers, as in ``UIBezierPath``. As in Core Graphics, a line
/// or curve added to an empty path starts at the origin's move: Core Graphics logs "no current
/// point" there and Animatic starts the subpath at (0, 0) after the transform, which is what
/// the path then draws from. A layer given the path keeps a copy: changing the path afterwards
/// does not move the layer (set it again).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    private let builder = UIBezierPath()

    /// An empty path.
    public init() { super.init(elements: []) }

    /// The end point of the last element added (`.zero` for an empty path; Apple, `currentPoint`).
    public var currentPoint: CGPoint { builder.currentPoint }

    private func sync() { elements = builder.elements }

    /// Starts a new subpath at `point` (Apple, `move(to:transform:)`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.move(to: point.applying(transform))
        sync()
    }

    /// A straight line from the current point to `point` (Apple, `addLine(to:transform:)`).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addLine(to: point.applying(transform))
        sync()
    }

    /// Lines through `points`: a move to the first, then lines (Apple, `addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        builder.move(to: first.applying(transform))
        for point in points.dropFirst() { builder.addLine(to: point.applying(transform)) }
        sync()
    }

    /// A quadratic Bézier to `end` bent towards `control` (Apple, `addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
        sync()
    }

    /// A cubic Bézier to `end` (Apple, `addCurve(to:control1:control2:transform:)`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addCurve(to: end.applying(transform), controlPoint1: control1.applying(transform),
                         controlPoint2: control2.applying(transform))
        sync()
    }

    /// A closed rectangle as a new subpath (Apple, `addRect(_:transform:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        appendSubpath(UIBezierPath(rect: rect).elements, transform)
    }

    /// Closed rectangles, each a new subpath (Apple, `addRects(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse that fits `rect`, as a new closed subpath (Apple, `addEllipse(in:transform:)`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        appendSubpath(UIBezierPath(ovalIn: rect).elements, transform)
    }

    /// A rounded rectangle as a new closed subpath (Apple,
    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`); circular corners of the smaller
    /// radius, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` draws them.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendSubpath(UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).elements, transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (Apple,
    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`): a line joins the
    /// current point to the arc's start (a move on an empty path). `clockwise` is Core
    /// Graphics' flag in its own flipped space, and UIKit's coordinates are flipped, so, as on
    /// iOS, `clockwise: true` runs counter-clockwise on screen (the way angles shrink).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle,
                               endAngle: endAngle, clockwise: !clockwise)
        appendJoined(arc.elements, transform)
    }

    /// An arc of `delta` radians from `startAngle` (Apple,
    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`): positive `delta` runs the
    /// way angles grow (clockwise on screen).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle,
                               endAngle: startAngle + delta, clockwise: delta >= 0)
        appendJoined(arc.elements, transform)
    }

    /// Appends `path`'s elements (Apple, `addPath(_:transform:)`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in transformed(path.elements, transform) { add(element) }
        sync()
    }

    /// Closes the current subpath with a line to its start (Apple, `closeSubpath()`).
    public func closeSubpath() {
        builder.close()
        sync()
    }

    /// `elements` as a new closed subpath.
    private func appendSubpath(_ elements: [PathElement], _ transform: CGAffineTransform) {
        for element in transformed(elements, transform) { add(element) }
        sync()
    }

    /// `elements` (starting with a move) joined to the current point by a line, as an arc is.
    private func appendJoined(_ elements: [PathElement], _ transform: CGAffineTransform) {
        let moved = transformed(elements, transform)
        guard case .move(let x, let y)? = moved.first else { return }
        if builder.isEmpty { builder.move(to: CGPoint(x: x, y: y)) } else { builder.addLine(to: CGPoint(x: x, y: y)) }
        for element in moved.dropFirst() { add(element) }
        sync()
    }

    private func add(_ element: PathElement) {
        switch element {
        case .move(let x, let y): builder.move(to: CGPoint(x: x, y: y))
        case .line(let x, let y): builder.addLine(to: CGPoint(x: x, y: y))
        case .quad(let cx, let cy, let x, let y):
            builder.addQuadCurve(to: CGPoint(x: x, y: y), controlPoint: CGPoint(x: cx, y: cy))
        case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
            builder.addCurve(to: CGPoint(x: x, y: y), controlPoint1: CGPoint(x: c1x, y: c1y), controlPoint2: CGPoint(x: c2x, y: c2y))
        case .close: builder.close()
        }
    }

    private func transformed(_ elements: [PathElement], _ transform: CGAffineTransform) -> [PathElement] {
        if transform == .identity { return elements }
        var t = transform
        return CGPath.transformed(elements, &t)
    }
}

extension CGPath {
    /// Whether the path has no elements (Apple, `isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// An immutable copy of the path (Apple, `copy()`).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy of the path with `transform` applied to every point (Apple, `copy(using:)`); a
    /// `nil` transform copies it unchanged.
    ///
    /// ```swift
    /// var move = CGAffineTransform(translationX: 10, y: 20)
    /// let moved = mask.copy(using: &move)
    /// ```
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: CGPath.transformed(elements, transform))
    }

    /// A mutable copy of the path (Apple, `mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.addPath(self)
        return path
    }
}
