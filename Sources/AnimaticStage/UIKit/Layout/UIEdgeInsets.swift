import Foundation

/// Insets from the four edges of a rectangle, shaped like UIKit's `UIEdgeInsets` (positive
/// values move an edge inwards): what ``UIView/safeAreaInsets``, ``Story/Device/safeAreaInsets``
/// and a button's `contentEdgeInsets` hold.
///
/// ```swift
/// let content = view.bounds.inset(by: view.safeAreaInsets)   // the part no bar or notch covers
/// button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24)
/// ```
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets` writes insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle with its edges moved in by `insets`, as UIKit's `inset(by:)`
    /// (`UIEdgeInsetsInsetRect` in UIGeometry.h): the origin moves by `left` and `top`, the
    /// size shrinks by both insets of each axis, and may become negative, as in UIKit.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top,
                      width: r.width - insets.left - insets.right,
                      height: r.height - insets.top - insets.bottom)
    }
}

/// A two-dimensional vector, shaped like Core Graphics' `CGVector` (Foundation on Linux has no
/// `CGVector`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of components `dx`, `dy`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector from integer components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The zero vector.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    /// The zero vector.
    public static let zero = CGVector()

    /// The vector's components, for debugging: `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
