/// One term of a linear expression: a constant coefficient times a variable.
package struct LayoutTerm {
    /// The variable.
    package var variable: LayoutVariable
    /// The constant the variable is multiplied by.
    package var coefficient: Double

    /// `coefficient × variable`.
    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`, the left side of a `LayoutConstraint`.
///
/// Build it with the operators `+`, `-` and `*`/`/` by constants:
/// `0.5 * superviewWidth + 10 - width`. A variable may occur in several terms; the solver adds
/// their coefficients. Coefficients and the constant are checked when a constraint is added
/// (`LayoutError.nonFinite`), not here, so building an expression never fails.
package struct LayoutExpression {
    /// The terms, in the order they were written.
    package var terms: [LayoutTerm]
    /// The constant part.
    package var constant: Double

    /// The expression with `terms` and `constant`.
    package init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    package init(_ variable: LayoutVariable) {
        self.init([LayoutTerm(variable)])
    }

    /// The expression's value for its variables' current `value`s.
    ///
    /// Complexity: O(number of terms).
    package var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The first coefficient or constant that is NaN or infinite, described for a message; nil
    /// when every number is finite.
    var nonFiniteNumber: String? {
        if let term = terms.first(where: { !$0.coefficient.isFinite }) {
            return "the coefficient of \(term.variable.name) is \(term.coefficient)"
        }
        return constant.isFinite ? nil : "the constant is \(constant)"
    }

    /// Every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> LayoutExpression {
        LayoutExpression(terms.map { LayoutTerm($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

extension LayoutExpression: CustomStringConvertible {
    /// The expression as written, such as `0.5*superview.width - width + 10`.
    package var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatLayoutNumber(magnitude))*"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.name
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.name
            }
        }
        if text.isEmpty { return formatLayoutNumber(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatLayoutNumber(abs(constant)) }
        return text
    }
}

/// `value` as messages show it: whole numbers without a fraction (`10`, not `10.0`).
func formatLayoutNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

/// A value a `LayoutConstraint` side can be written with: a variable, an expression or a number.
package protocol LayoutExpressionConvertible {
    /// The value as a linear expression.
    var layoutExpression: LayoutExpression { get }
}

extension LayoutExpression: LayoutExpressionConvertible {
    /// The expression itself.
    package var layoutExpression: LayoutExpression { self }
}

extension LayoutVariable: LayoutExpressionConvertible {
    /// `1 × self`.
    package var layoutExpression: LayoutExpression { LayoutExpression(self) }
}

extension Double: LayoutExpressionConvertible {
    /// The constant expression `self`.
    package var layoutExpression: LayoutExpression { LayoutExpression(constant: self) }
}

extension Int: LayoutExpressionConvertible {
    /// The constant expression `Double(self)`.
    package var layoutExpression: LayoutExpression { LayoutExpression(constant: Double(self)) }
}

// MARK: - Operators

extension LayoutExpression {
    /// The sum of two expressions.
    package static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    package static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        lhs + (-rhs)
    }

    /// The expression negated.
    package static prefix func - (operand: LayoutExpression) -> LayoutExpression {
        operand.scaled(by: -1)
    }

    /// The expression plus a constant.
    package static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    package static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// A constant plus the expression.
    package static func + (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        rhs + lhs
    }

    /// A constant minus the expression.
    package static func - (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        -rhs + lhs
    }

    /// The expression times a constant.
    package static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        lhs.scaled(by: rhs)
    }

    /// A constant times the expression.
    package static func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        rhs.scaled(by: lhs)
    }

    /// The expression divided by a constant (a zero divisor gives infinite coefficients, which
    /// `LayoutSolver.add(_:)` refuses).
    package static func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        lhs.scaled(by: 1 / rhs)
    }
}

extension LayoutVariable {
    /// `coefficient × variable`.
    package static func * (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression([LayoutTerm(lhs, rhs)])
    }

    /// `coefficient × variable`.
    package static func * (lhs: Double, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression([LayoutTerm(rhs, lhs)])
    }

    /// `variable ÷ divisor`.
    package static func / (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression([LayoutTerm(lhs, 1 / rhs)])
    }

    /// `-1 × variable`.
    package static prefix func - (operand: LayoutVariable) -> LayoutExpression {
        LayoutExpression([LayoutTerm(operand, -1)])
    }

    /// The variable plus a constant.
    package static func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs) + rhs
    }

    /// The variable minus a constant.
    package static func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs) - rhs
    }

    /// A constant plus the variable.
    package static func + (lhs: Double, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(rhs) + lhs
    }

    /// A constant minus the variable.
    package static func - (lhs: Double, rhs: LayoutVariable) -> LayoutExpression {
        lhs - LayoutExpression(rhs)
    }

    /// The sum of two variables.
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(lhs) + LayoutExpression(rhs)
    }

    /// The difference of two variables.
    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(lhs) - LayoutExpression(rhs)
    }

    /// The variable plus an expression.
    package static func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs) + rhs
    }

    /// The variable minus an expression.
    package static func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs) - rhs
    }

    /// An expression plus the variable.
    package static func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
        lhs + LayoutExpression(rhs)
    }

    /// An expression minus the variable.
    package static func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
        lhs - LayoutExpression(rhs)
    }
}
