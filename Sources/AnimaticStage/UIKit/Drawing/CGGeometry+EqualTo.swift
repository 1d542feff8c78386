import Foundation

// Core Graphics' equality functions as Swift imports them on Apple platforms (Apple,
// `CGPointEqualToPoint`, `CGSizeEqualToSize`, `CGRectEqualToRect`, imported as `equalTo(_:)`).

extension CGPoint {
    /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`).
    ///
    /// ```swift
    /// if !oldSize.equalTo(view.bounds.size) { relayout() }
    /// ```
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal in origin and size (Core Graphics'
    /// `CGRectEqualToRect`): standardized first, so a rectangle of negative width equals the
    /// same rectangle of positive width, as Apple documents.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
