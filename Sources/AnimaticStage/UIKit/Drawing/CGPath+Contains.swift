import AnimaticTimeline
import Foundation

// Whether a point is inside a path's filled area (Core Graphics' `CGPath.contains(_:using:transform:)`,
// UIKit's `UIBezierPath.contains(_:)`): the area a fill covers, every subpath closed, each curve
// followed in 32 straight steps.

extension CGPath {
    /// Whether `point` is inside the area the path fills under `rule` (Apple,
    /// `CGPath.contains(_:using:transform:)`), after `transform` is applied to the path.
    /// An open subpath counts as closed, as a fill closes it.
    ///
    /// ```swift
    /// let hit = ring.contains(touch, using: .evenOdd)   // the hole of the ring is outside
    /// ```
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let winding = PathElement.windingNumber(of: elements, around: point, transform: transform)
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}

extension UIBezierPath {
    /// Whether `point` is inside the area the path fills (Apple, `UIBezierPath.contains(_:)`),
    /// under the even-odd rule when ``usesEvenOddFillRule`` is set, else the non-zero rule.
    ///
    /// ```swift
    /// if cutout.contains(touch) { return nil }   // let the touch through the hole
    /// ```
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension PathElement {
    /// Steps a curve is followed in when counting windings.
    private static let curveSteps = 32

    /// How many times `elements`, each subpath closed, winds around `point` (counter-clockwise
    /// on screen counts positive), after `transform`.
    static func windingNumber(of elements: [PathElement], around point: CGPoint, transform: CGAffineTransform) -> Int {
        let px = Double(point.x), py = Double(point.y)
        var winding = 0
        var start = (x: 0.0, y: 0.0), current = (x: 0.0, y: 0.0)
        var open = false
        func map(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let p = CGPoint(x: x, y: y).applying(transform)
            return (Double(p.x), Double(p.y))
        }
        func edge(to next: (x: Double, y: Double)) {
            let a = current, b = next
            if a.y <= py {
                if b.y > py, cross(a, b) > 0 { winding += 1 }
            } else if b.y <= py, cross(a, b) < 0 {
                winding -= 1
            }
            current = next
        }
        func cross(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
            (b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y)
        }
        func close() {
            if open { edge(to: start) }
            open = false
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                close()
                start = map(x, y); current = start; open = true
            case .line(let x, let y):
                open = true
                edge(to: map(x, y))
            case .quad(let cx, let cy, let x, let y):
                open = true
                let p0 = current, c = map(cx, cy), p1 = map(x, y)
                for i in 1...curveSteps {
                    let t = Double(i) / Double(curveSteps), u = 1 - t
                    edge(to: (u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                open = true
                let p0 = current, c1 = map(c1x, c1y), c2 = map(c2x, c2y), p1 = map(x, y)
                for i in 1...curveSteps {
                    let t = Double(i) / Double(curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    edge(to: (a * p0.x + b * c1.x + c * c2.x + d * p1.x, a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
            case .close:
                close()
                current = start
            }
        }
        close()
        return winding
    }
}
