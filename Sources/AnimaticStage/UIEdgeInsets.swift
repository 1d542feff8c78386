import Foundation

/// Insets from a rectangle's edges, shaped like UIKit's `UIEdgeInsets` (positive values move
/// the edge inwards).
///
/// ```swift
/// button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24)
/// let inner = card.bounds.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
/// ```
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension CGRect {
    /// The rectangle with its edges moved in by `insets` (UIKit's `inset(by:)`: the origin moves
    /// by `left`, `top`; the size shrinks by both insets of each axis, and may become negative
    /// as in UIKit).
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
    public var dx: CGFloat
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

    public var description: String { "(\(dx), \(dy))" }
}
