import Foundation

/// Paths compare by their elements, as on Apple platforms, where the CoreGraphics overlay makes
/// `CGPath` `Equatable` through `CGPathEqualToPath` ("Indicates whether two graphics paths are
/// equivalent": the same elements and points, not the same object).
///
/// ```swift
/// if view.layer.shadowPath != target.layer.shadowPath { state.shadowPath = target.layer.shadowPath }
/// ```
extension CGPath: Equatable {
    /// Whether two paths have the same elements (Core Graphics' `CGPathEqualToPath`).
    public static func == (l: CGPath, r: CGPath) -> Bool { l === r || l.elements == r.elements }
}
