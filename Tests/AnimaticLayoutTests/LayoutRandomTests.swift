import Testing
@testable import AnimaticLayout

/// Random systems with a known solution, and random sequences of additions and removals
/// compared with solving from scratch. Seeded, so every run sees the same systems.
@Suite struct LayoutRandomTests {
    /// Coefficients drawn for random constraints.
    static let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3]

    /// A random required constraint over 1 to 3 of `variables` that `known` satisfies: an
    /// equality, or an inequality that is tight half of the time.
    static func requiredConstraint(_ variables: [LayoutVariable], known: [Double],
                                   using generator: inout SeededGenerator) -> LayoutConstraint {
        let picked = Array(variables.indices.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator)))
        var expression = LayoutExpression()
        var value = 0.0
        for index in picked {
            let coefficient = coefficients.randomElement(using: &generator)!
            expression = expression + coefficient * variables[index]
            value += coefficient * known[index]
        }
        let slack = Bool.random(using: &generator) ? 0 : Double(Int.random(in: 1...20, using: &generator)) / 2
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return LayoutConstraint(expression, .equal, value)
        case 1: return LayoutConstraint(expression, .greaterThanOrEqual, value - slack)
        default: return LayoutConstraint(expression, .lessThanOrEqual, value + slack)
        }
    }

    /// A random optional constraint at a priority in 100...999 with an arbitrary target.
    static func optionalConstraint(_ variables: [LayoutVariable], using generator: inout SeededGenerator) -> LayoutConstraint {
        let first = variables.randomElement(using: &generator)!, second = variables.randomElement(using: &generator)!
        let expression = coefficients.randomElement(using: &generator)! * first + coefficients.randomElement(using: &generator)! * second
        let target = Double(Int.random(in: -200...200, using: &generator))
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return LayoutConstraint(expression, relations.randomElement(using: &generator)!, target,
                                priority: LayoutPriority(Float(Int.random(in: 100...999, using: &generator))))
    }

    /// How far the variables' current values are from satisfying `constraint` (0 when they do).
    static func violation(of constraint: LayoutConstraint) -> Double {
        let value = constraint.expression.value
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    @Test func randomFeasibleSystemsSatisfyEveryRequiredConstraint() throws {
        var generator = SeededGenerator(seed: 2001)
        for system in 0..<300 {
            let count = Int.random(in: 1...10, using: &generator)
            let variables = (0..<count).map { LayoutVariable("v\($0)") }
            let known = (0..<count).map { _ in Double(Int.random(in: -400...400, using: &generator)) / 4 }
            let required = (0..<Int.random(in: 1...(2 * count + 2), using: &generator)).map { _ in
                Self.requiredConstraint(variables, known: known, using: &generator)
            }
            let optional = (0..<Int.random(in: 0...count, using: &generator)).map { _ in
                Self.optionalConstraint(variables, using: &generator)
            }
            let solver = LayoutSolver()
            for constraint in (required + optional).shuffled(using: &generator) { try solver.add(constraint) }
            solver.updateVariables()
            for constraint in required {
                #expect(Self.violation(of: constraint) <= 1e-9, "system \(system): \(constraint) is off by \(Self.violation(of: constraint))")
            }
            // A stay per variable at distinct priorities fixes every value.
            for (index, variable) in variables.enumerated() {
                try solver.add(LayoutConstraint(variable, .equal, 0, priority: LayoutPriority(Float(index + 1))))
            }
            #expect(solver.ambiguousVariables().isEmpty, "system \(system)")
        }
    }

    /// Random additions and removals: after each, the incremental solver agrees with a new solver
    /// given the same constraints in another order. Each variable has a stay at its own low
    /// priority, so the best solution is unique and the two must agree.
    @Test func incrementalChangesAgreeWithSolvingFromScratch() throws {
        var generator = SeededGenerator(seed: 1977)
        for sequence in 0..<40 {
            let count = Int.random(in: 2...8, using: &generator)
            let variables = (0..<count).map { LayoutVariable("v\($0)") }
            let known = (0..<count).map { _ in Double(Int.random(in: -100...100, using: &generator)) }
            let stays = variables.enumerated().map { index, variable in
                LayoutConstraint(variable, .equal, Double(Int.random(in: -50...50, using: &generator)),
                                 priority: LayoutPriority(Float(index + 1)))
            }
            let solver = try solved(stays)
            var active: [LayoutConstraint] = []
            for step in 0..<30 {
                if !active.isEmpty && Int.random(in: 0..<10, using: &generator) < 4 {
                    try solver.remove(active.remove(at: Int.random(in: active.indices, using: &generator)))
                } else {
                    let constraint = Bool.random(using: &generator)
                        ? Self.requiredConstraint(variables, known: known, using: &generator)
                        : Self.optionalConstraint(variables, using: &generator)
                    try solver.add(constraint)
                    active.append(constraint)
                }
                solver.updateVariables()
                let incremental = variables.map(\.value)
                _ = try solved((stays + active).shuffled(using: &generator))
                for (index, variable) in variables.enumerated() {
                    let tolerance = 1e-9 * max(1, abs(variable.value))
                    #expect(abs(incremental[index] - variable.value) <= tolerance,
                            "sequence \(sequence) step \(step): \(variable.name) is \(incremental[index]), from scratch \(variable.value)")
                }
                for constraint in active where constraint.priority.isRequired {
                    #expect(Self.violation(of: constraint) <= 1e-9)
                }
            }
            // Removing everything leaves an empty tableau: no rows, levels or variables behind.
            for constraint in (stays + active).shuffled(using: &generator) { try solver.remove(constraint) }
            #expect(solver.footprint == (0, 0, 0), "sequence \(sequence)")
        }
    }

    /// A stack of 100 views with spacing and equal widths filling 10,000 points (each 98.02
    /// wide), against a weak wish for 10 each, added last constraint first: a larger tableau
    /// where every equal-width constraint goes through the artificial phase, solved exactly.
    @Test func aLongChainOfViews() throws {
        let views = (0..<100).map { HorizontalFrame("v\($0)") }
        var constraints = [LayoutConstraint(views[0].x, .equal, 0), LayoutConstraint(views[99].right, .equal, 10_000)]
        for (left, right) in zip(views, views.dropFirst()) {
            constraints.append(LayoutConstraint(right.x, .equal, left.right + 2))
            constraints.append(LayoutConstraint(right.width, .equal, left.width))
        }
        for view in views { constraints.append(LayoutConstraint(view.width, .equal, 10, priority: .defaultLow)) }
        let solver = try solved(constraints.reversed())
        for (index, view) in views.enumerated() {
            expectClose(view.width.value, (10_000 - 99 * 2) / 100, tolerance: 1e-9)
            expectClose(view.x.value, Double(index) * 100.02, tolerance: 1e-9)
        }
        #expect(solver.ambiguousVariables().isEmpty)
    }
}
