import Foundation

// Core Graphics' geometric zeros as Swift imports them on Apple platforms (Apple, "Geometric
// Zeros": `let CGPointZero: CGPoint`, `CGSizeZero`, `CGRectZero`, available in Swift on
// current SDKs alongside `CGPoint.zero`). Foundation on Linux declares only the `.zero`
// members.

/// The point (0, 0) (Apple, `CGPointZero`; the same as `CGPoint.zero`).
///
/// ```swift
/// layer.position = CGPointZero
/// ```
public let CGPointZero = CGPoint.zero

/// The size 0 × 0 (Apple, `CGSizeZero`; the same as `CGSize.zero`).
public let CGSizeZero = CGSize.zero

/// The rectangle at (0, 0) of size 0 × 0 (Apple, `CGRectZero`; the same as `CGRect.zero`).
public let CGRectZero = CGRect.zero
