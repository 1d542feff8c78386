import Foundation

/// Insets from the four edges of a rectangle, shaped like UIKit's `UIEdgeInsets`: what
/// ``UIView/safeAreaInsets`` and ``Story/Device/safeAreaInsets`` hold.
///
/// ```swift
/// let content = view.bounds.inset(by: view.safeAreaInsets)   // the part no bar or notch covers
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

    /// `{top, left, bottom, right}`, as UIKit's `NSCoder.string(for:)` writes insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle made smaller by `insets` (larger for negative insets), as UIKit's
    /// `CGRect.inset(by:)`: the origin moves by `left`/`top`, the size shrinks by both insets
    /// of each axis. A size that would become negative gives the null rectangle, as
    /// `CGRect.insetBy(dx:dy:)` does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let width = r.width - insets.left - insets.right
        let height = r.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: width, height: height)
    }
}
