import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`), for
/// ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
///
/// ```swift
/// let top: UIRectCorner = [.topLeft, .topRight]
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values: top left 1, top right 2, bottom left 4, bottom right 8).
    public let rawValue: UInt
    /// A set of corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension UIBezierPath {
    /// A rectangle with only `corners` rounded, as UIKit's
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: the rounded corners are circular
    /// arcs of radius `cornerRadii.width` (UIKit uses the width for both directions), clamped to
    /// half the rectangle's shorter side (Apple: "values larger than half the rectangle's width
    /// or height are clamped appropriately"); the other corners are square. The path starts at
    /// the end of the top-left corner and runs clockwise on screen, as
    /// ``init(roundedRect:cornerRadius:)``.
    ///
    /// ```swift
    /// let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 120),
    ///                         byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
    /// ```
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, min(r.width, r.height) / 2))
        self.init()
        func rounding(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = rounding(.topLeft), tr = rounding(.topRight), br = rounding(.bottomRight), bl = rounding(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            addArc(withCenter: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            addArc(withCenter: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            addArc(withCenter: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            addArc(withCenter: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        }
        close()
    }
}
