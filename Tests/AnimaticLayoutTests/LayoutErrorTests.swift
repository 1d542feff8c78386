import Testing
@testable import AnimaticLayout

/// Refused requests: typed errors that name what they are about, and a solver left as it was.
@Suite struct LayoutErrorTests {
    @Test func conflictingRequiredEqualitiesNameEachOther() throws {
        let width = LayoutVariable("view.width")
        let first = LayoutConstraint(width, .equal, 100, label: "width 100")
        let second = LayoutConstraint(width, .equal, 200, label: "width 200")
        let solver = try solved([first])
        #expect(throws: LayoutError.unsatisfiable(second.reference, conflicts: [first.reference])) {
            try solver.add(second)
        }
        do {
            try solver.add(second)
        } catch {
            #expect(error.description == "required constraint 'width 200' cannot be satisfied: it conflicts with 'width 100'")
        }
        #expect(!solver.hasConstraint(second))
        solver.updateVariables()
        #expect(width.value == 100)
    }

    @Test func conflictingRequiredInequalitiesNameEachOther() throws {
        let x = LayoutVariable("x")
        let atLeast = LayoutConstraint(x, .greaterThanOrEqual, 10, label: "x >= 10")
        let unrelated = LayoutConstraint(LayoutVariable("y"), .equal, 3, label: "y")
        let atMost = LayoutConstraint(x, .lessThanOrEqual, 5, label: "x <= 5")
        let solver = try solved([atLeast, unrelated, LayoutConstraint(x, .equal, 50, priority: 999)])
        #expect(throws: LayoutError.unsatisfiable(atMost.reference, conflicts: [atLeast.reference])) {
            try solver.add(atMost)
        }
        solver.updateVariables()
        #expect(x.value == 50)
    }

    /// The conflict goes through a chain of equalities and an inequality: all of them are named,
    /// the constraints that play no part are not.
    @Test func aConflictThroughAChainNamesTheWholeChain() throws {
        let a = HorizontalFrame("a"), b = HorizontalFrame("b")
        let aPinned = LayoutConstraint(a.x, .equal, 0, label: "a.x == 0")
        let aWide = LayoutConstraint(a.width, .greaterThanOrEqual, 100, label: "a.width >= 100")
        let spacing = LayoutConstraint(b.x, .equal, a.right + 8, label: "b after a")
        let bWidth = LayoutConstraint(b.width, .equal, 50, label: "b.width == 50")
        let unrelated = LayoutConstraint(LayoutVariable("other"), .greaterThanOrEqual, 3, label: "other")
        let solver = try solved([aPinned, unrelated, aWide, spacing, bWidth])
        let tooNarrow = LayoutConstraint(b.right, .lessThanOrEqual, 150, label: "b.right <= 150")
        #expect(throws: LayoutError.unsatisfiable(
            tooNarrow.reference, conflicts: [aPinned.reference, aWide.reference, spacing.reference, bWidth.reference])) {
            try solver.add(tooNarrow)
        }
        // The solver still works: a wider limit fits.
        try solver.add(LayoutConstraint(b.right, .lessThanOrEqual, 158))
        solver.updateVariables()
        #expect(b.x.value == 108)
    }

    @Test func aConstraintThatCannotHoldByItselfHasNoConflicts() throws {
        let solver = LayoutSolver()
        let impossible = LayoutConstraint(LayoutExpression(constant: 5), .equal, label: "5 == 0")
        #expect(throws: LayoutError.unsatisfiable(impossible.reference, conflicts: [])) { try solver.add(impossible) }
        let negative = LayoutConstraint(LayoutExpression(constant: -1), .greaterThanOrEqual)
        #expect(throws: LayoutError.unsatisfiable(negative.reference, conflicts: [])) { try solver.add(negative) }
        // Optional ones are accepted: they just keep their error.
        try solver.add(LayoutConstraint(LayoutExpression(constant: 5), .equal, priority: 10))
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = LayoutVariable("x")
        let solver = try solved([LayoutConstraint(x, .equal, 1)])
        for priority: LayoutPriority in [1, 250, 999, 999.9] {
            try solver.add(LayoutConstraint(x, .equal, 2, priority: priority))
        }
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = try solved([LayoutConstraint(x, .equal, 7)])
        let cases: [(LayoutConstraint, String)] = [
            (LayoutConstraint(Double.nan * x, .equal, 1), "the coefficient of x is nan"),
            (LayoutConstraint(y - x * .infinity, .equal, 0, priority: 500), "the coefficient of x is -inf"),
            (LayoutConstraint(x, .lessThanOrEqual, Double.infinity), "the constant is -inf"),
            (LayoutConstraint(x + Double.nan, .greaterThanOrEqual), "the constant is nan"),
            (LayoutConstraint(x / 0, .equal, 1), "the coefficient of x is inf"),
        ]
        for (constraint, detail) in cases {
            #expect(throws: LayoutError.nonFinite(constraint.reference, detail: detail)) { try solver.add(constraint) }
            #expect(!solver.hasConstraint(constraint))
        }
        solver.updateVariables()
        #expect(x.value == 7)
    }

    /// Finite but extreme numbers whose products overflow inside the tableau: the solver may
    /// answer infinity or fail with an error, but it must not trap or hang.
    @Test func extremeMagnitudesDoNotCrash() {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        let solver = LayoutSolver()
        let constraints = [
            LayoutConstraint(x, .equal, 1e300 * y), LayoutConstraint(y, .equal, 1e300 * z),
            LayoutConstraint(z, .greaterThanOrEqual, 1), LayoutConstraint(x + 1e-300 * z, .lessThanOrEqual, 5, priority: 500),
            LayoutConstraint(z, .equal, 1e308, priority: 10), LayoutConstraint(y - 1e-308 * x, .equal, 0, priority: 20),
        ]
        for constraint in constraints { _ = try? solver.add(constraint) }
        solver.updateVariables()
        _ = solver.ambiguousVariables()
        for constraint in constraints { _ = try? solver.remove(constraint) }
        #expect(solver.footprint.variables == 0)
    }

    @Test func invalidPrioritiesAreRefused() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        for priority: Float in [0, -1, 1000.5, 2000, .infinity] {
            let constraint = LayoutConstraint(x, .equal, 1, priority: LayoutPriority(priority))
            #expect(throws: LayoutError.invalidPriority(constraint.reference, priority: priority)) {
                try solver.add(constraint)
            }
        }
        let nan = LayoutConstraint(x, .equal, 1, priority: LayoutPriority(.nan))
        #expect {
            try solver.add(nan)
        } throws: { error in
            if case let .invalidPriority(reference, priority) = error as? LayoutError {
                return reference.refers(to: nan) && priority.isNaN
            }
            return false
        }
        #expect(throws: LayoutError.invalidPriority(x.reference, priority: 0)) {
            try solver.addEditVariable(x, priority: 0)
        }
    }

    @Test func addingTwiceAndRemovingUnknownConstraintsAreErrors() throws {
        let x = LayoutVariable("x")
        let constraint = LayoutConstraint(x, .equal, 1, label: "pin")
        let solver = try solved([constraint])
        #expect(throws: LayoutError.duplicateConstraint(constraint.reference)) { try solver.add(constraint) }
        let stranger = LayoutConstraint(x, .equal, 2)
        #expect(throws: LayoutError.unknownConstraint(stranger.reference)) { try solver.remove(stranger) }
        try solver.remove(constraint)
        #expect(throws: LayoutError.unknownConstraint(constraint.reference)) { try solver.remove(constraint) }
        #expect(LayoutError.unknownConstraint(constraint.reference).description == "constraint 'pin' was not added")
    }

    @Test func editVariableMisuseIsAnError() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = LayoutSolver()
        #expect(throws: LayoutError.unknownEditVariable(x.reference)) { try solver.suggestValue(x, 1) }
        #expect(throws: LayoutError.unknownEditVariable(x.reference)) { try solver.removeEditVariable(x) }
        #expect(throws: LayoutError.requiredEditVariable(x.reference)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: LayoutError.duplicateEditVariable(x.reference)) { try solver.addEditVariable(x, priority: 500) }
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: LayoutError.self) { try solver.suggestValue(x, value) }
        }
        #expect(throws: LayoutError.nonFiniteSuggestion(x.reference, value: .infinity)) { try solver.suggestValue(x, .infinity) }
        try solver.suggestValue(x, 12)
        solver.updateVariables()
        #expect(x.value == 12)
        y.value = .nan
        #expect(throws: LayoutError.self) { try solver.addEditVariable(y, priority: 500) }
        #expect(!solver.hasEditVariable(y))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: LayoutError.unknownEditVariable(x.reference)) { try solver.suggestValue(x, 1) }
    }

    /// After a refused constraint, the solver gives exactly the answers of one that never saw it.
    @Test func aRefusedConstraintLeavesNoTrace() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let base = [
            LayoutConstraint(x + y, .lessThanOrEqual, 100),
            LayoutConstraint(x, .greaterThanOrEqual, 20),
            LayoutConstraint(x, .equal, 70, priority: 500),
            LayoutConstraint(y, .equal, 70, priority: 400),
        ]
        let solver = try solved(base)
        let (x0, y0) = (x.value, y.value)
        for refused in [LayoutConstraint(y, .greaterThanOrEqual, 81), LayoutConstraint(x + y, .equal, 101),
                        LayoutConstraint(x, .lessThanOrEqual, 19)] {
            #expect(throws: LayoutError.self) { try solver.add(refused) }
        }
        solver.updateVariables()
        #expect(x.value == x0 && y.value == y0)
        #expect((x0, y0) == (70, 30))
        try solver.add(LayoutConstraint(y, .greaterThanOrEqual, 50))
        solver.updateVariables()
        #expect((x.value, y.value) == (50, 50))
    }
}
