/// A constraint or variable named in an error: its identity and its name, without keeping it
/// (the constraint and variable classes are not `Sendable`; errors must be).
package struct LayoutReference: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the constraint or variable (valid while it is alive).
    package let id: ObjectIdentifier
    /// Its name: a constraint's label or written form, a variable's name.
    package let name: String

    /// Whether this names `constraint`.
    package func refers(to constraint: LayoutConstraint) -> Bool { id == ObjectIdentifier(constraint) }

    /// Whether this names `variable`.
    package func refers(to variable: LayoutVariable) -> Bool { id == ObjectIdentifier(variable) }

    /// The name, quoted.
    package var description: String { "'\(name)'" }
}

/// Why the layout solver refused a request. The solver is unchanged after any of them.
package enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added;
    /// `conflicts` are those the tableau shows it contradicting (their combination with the new
    /// constraint proves there is no solution), in the order they were added; empty when the
    /// constraint cannot hold by itself (`0 == 5`).
    case unsatisfiable(LayoutReference, conflicts: [LayoutReference])
    /// The constraint was already added.
    case duplicateConstraint(LayoutReference)
    /// The constraint to remove was never added (or was already removed).
    case unknownConstraint(LayoutReference)
    /// A coefficient or the constant of the constraint is NaN or infinite; `detail` says which.
    case nonFinite(LayoutReference, detail: String)
    /// The priority of the constraint (or edit variable) is not in 1...1000.
    case invalidPriority(LayoutReference, priority: Float)
    /// A value suggested for the edit variable is NaN or infinite.
    case nonFiniteSuggestion(LayoutReference, value: Double)
    /// The variable is already an edit variable.
    case duplicateEditVariable(LayoutReference)
    /// The variable is not an edit variable (suggest or remove).
    case unknownEditVariable(LayoutReference)
    /// Edit variables cannot be required: a suggestion must be allowed to lose.
    case requiredEditVariable(LayoutReference)
    /// The simplex failed where the algorithm says it cannot (an unbounded objective, no entering
    /// variable in the dual simplex, an iteration limit): numbers too far apart for the tolerance.
    case internalFailure(String)

    /// A sentence for logs, naming the constraints and variables involved.
    package var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            if conflicts.isEmpty { return "required constraint \(constraint) cannot be satisfied" }
            let names = conflicts.map(\.description).joined(separator: ", ")
            return "required constraint \(constraint) cannot be satisfied: it conflicts with \(names)"
        case let .duplicateConstraint(constraint): return "constraint \(constraint) was already added"
        case let .unknownConstraint(constraint): return "constraint \(constraint) was not added"
        case let .nonFinite(constraint, detail): return "constraint \(constraint) is not finite: \(detail)"
        case let .invalidPriority(item, priority):
            return "\(item) has priority \(priority); priorities are 1...1000"
        case let .nonFiniteSuggestion(variable, value): return "suggested value \(value) for \(variable) is not finite"
        case let .duplicateEditVariable(variable): return "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable): return "\(variable) is not an edit variable"
        case let .requiredEditVariable(variable): return "edit variable \(variable) cannot have required priority"
        case let .internalFailure(detail): return "layout solver failure: \(detail)"
        }
    }
}
