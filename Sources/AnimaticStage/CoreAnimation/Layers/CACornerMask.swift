import Foundation

/// The corners of a layer ``CALayer/cornerRadius`` rounds (Apple, `CACornerMask`, iOS 11), in
/// the layer's coordinates (min Y is the top on iOS).
///
/// ```swift
/// card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top two
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// The four corners, Core Animation's default.
    static let allFour: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
