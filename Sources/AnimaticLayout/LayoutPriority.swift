/// How much a constraint matters, as UIKit's `UILayoutPriority`: a `Float` from 1 to 1000, where
/// 1000 (`required`) must hold and anything lower is optional.
///
/// The solver satisfies higher priorities strictly before lower ones (Apple, "Auto Layout Guide:
/// Anatomy of a Constraint", "Constraint Priorities"): no number of errors at a lower priority
/// outweighs any error at a higher one. Every distinct value is its own level, so 999.5 ranks
/// above 999.
package struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value; valid priorities are 1...1000.
    package var rawValue: Float

    /// The priority `rawValue` (checked when a constraint using it is added).
    package init(rawValue: Float) { self.rawValue = rawValue }

    /// The priority `value` (checked when a constraint using it is added).
    package init(_ value: Float) { self.rawValue = value }

    /// 1000: the constraint must hold; adding it fails when it cannot.
    package static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    package static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default content hugging.
    package static let defaultLow = LayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting` uses to pull a size down to fit.
    package static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold (exactly 1000).
    package var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is one a constraint may have: 1...1000 (NaN is not).
    package var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// Orders by value.
    package static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    /// The priority written as a whole number, such as `250`.
    package init(integerLiteral value: Int) { self.init(Float(value)) }

    /// The priority written with a fraction, such as `999.5`.
    package init(floatLiteral value: Float) { self.init(value) }

    /// The value, such as `750` or `999.5`.
    package var description: String { formatLayoutNumber(Double(rawValue)) }
}
