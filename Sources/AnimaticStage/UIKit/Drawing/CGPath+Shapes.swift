import AnimaticTimeline
import Foundation

// Core Graphics' shape initializers of `CGPath` (Apple, `CGPath(rect:transform:)`,
// `CGPath(ellipseIn:transform:)`, `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`) and
// the bounding boxes of a path (`CGPath.boundingBox`, `UIBezierPath.bounds`: the smallest
// rectangle holding every point of the path, control points included).

extension CGPath {
    /// A rectangle's path (Core Graphics' `CGPath(rect:transform:)`), through `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.transformed(UIBezierPath(rect: rect).elements, transform))
    }

    /// The ellipse that fits `rect` (Core Graphics' `CGPath(ellipseIn:transform:)`), through
    /// `transform` when given.
    ///
    /// ```swift
    /// let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    /// ```
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.transformed(UIBezierPath(ovalIn: rect).elements, transform))
    }

    /// A rounded rectangle (Core Graphics' `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    /// Animatic draws circular corners: unequal `cornerWidth` and `cornerHeight` take the smaller.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))
        self.init(elements: CGPath.transformed(path.elements, transform))
    }

    /// The smallest rectangle holding every point of the path, control points included (Core
    /// Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect { PathElement.controlBox(of: elements) }

    /// `elements` through `transform` (unchanged when `nil`).
    static func transformed(_ elements: [PathElement], _ transform: UnsafePointer<CGAffineTransform>?) -> [PathElement] {
        guard let t = transform?.pointee else { return elements }
        func p(_ x: Double, _ y: Double) -> (Double, Double) {
            let q = CGPoint(x: x, y: y).applying(t)
            return (Double(q.x), Double(q.y))
        }
        return elements.map { e in
            switch e {
            case .move(let x, let y): let a = p(x, y); return .move(x: a.0, y: a.1)
            case .line(let x, let y): let a = p(x, y); return .line(x: a.0, y: a.1)
            case .quad(let cx, let cy, let x, let y):
                let c = p(cx, cy), a = p(x, y); return .quad(cx: c.0, cy: c.1, x: a.0, y: a.1)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                let c1 = p(c1x, c1y), c2 = p(c2x, c2y), a = p(x, y)
                return .cubic(c1x: c1.0, c1y: c1.1, c2x: c2.0, c2y: c2.1, x: a.0, y: a.1)
            case .close: return .close
            }
        }
    }
}

extension UIBezierPath {
    /// The smallest rectangle holding every point of the path, control points included (UIKit's
    /// `bounds`); `.null` for an empty path.
    public var bounds: CGRect { PathElement.controlBox(of: elements) }
}

extension PathElement {
    /// The box of every end and control point of `elements`, or `.null` when there is none.
    static func controlBox(of elements: [PathElement]) -> CGRect {
        guard let b = controlBounds(of: elements) else { return .null }
        return CGRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
    }
}
