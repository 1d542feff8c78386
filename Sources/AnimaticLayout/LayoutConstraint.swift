/// How a constraint's expression compares with zero.
package enum LayoutRelation: Sendable, Hashable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The operator as written in messages: `<=`, `==` or `>=`.
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression == 0`, `<= 0` or `>= 0` with a priority: the solver's unit of
/// input, one per `NSLayoutConstraint`.
///
/// A reference type compared by identity, as the solver adds and removes constraints by
/// identity. Its parts never change once made; to change a constraint, remove it and add another.
///
/// ```swift
/// // width == 0.5 × superview.width + 10, at UIKit's default high priority
/// let half = LayoutConstraint(width, .equal, 0.5 * superviewWidth + 10, priority: .defaultHigh,
///                             label: "half width")
/// ```
package final class LayoutConstraint {
    /// The left side minus the right side, compared with zero.
    package let expression: LayoutExpression
    /// How `expression` compares with zero.
    package let relation: LayoutRelation
    /// How much the constraint matters (1000 is required).
    package let priority: LayoutPriority
    /// A name for messages, such as an `NSLayoutConstraint`'s identifier; nil to describe the
    /// constraint by its expression.
    package let label: String?

    /// The constraint `expression relation 0`.
    package init(_ expression: some LayoutExpressionConvertible, _ relation: LayoutRelation,
                 priority: LayoutPriority = .required, label: String? = nil) {
        self.expression = expression.layoutExpression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// The constraint `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    package convenience init(_ lhs: some LayoutExpressionConvertible, _ relation: LayoutRelation,
                             _ rhs: some LayoutExpressionConvertible,
                             priority: LayoutPriority = .required, label: String? = nil) {
        self.init(lhs.layoutExpression - rhs.layoutExpression, relation, priority: priority, label: label)
    }

    /// The name messages use: the label, or the constraint written out (`w - 100 == 0 @750`).
    package var name: String {
        if let label { return label }
        let written = "\(expression) \(relation.symbol) 0"
        return priority.isRequired ? written : "\(written) @\(priority)"
    }

    /// A handle naming this constraint in errors, safe to send across threads.
    package var reference: LayoutReference {
        LayoutReference(id: ObjectIdentifier(self), name: name)
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint's `name`.
    package var description: String { name }
}
