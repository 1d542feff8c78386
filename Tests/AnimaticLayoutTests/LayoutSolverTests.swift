import Testing
@testable import AnimaticLayout

/// Solutions of small systems with known answers: equalities, inequalities, multipliers and the
/// shapes Auto Layout builds (stacks, centring, aspect ratios).
@Suite struct LayoutSolverTests {
    @Test func aSingleEqualityFixesItsVariable() throws {
        let x = LayoutVariable("x")
        let solver = try solved([LayoutConstraint(x, .equal, 10)])
        #expect(x.value == 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func anEqualityWithoutVariablesThatHoldsIsAccepted() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(LayoutExpression(constant: 0), .equal))
        try solver.add(LayoutConstraint(LayoutExpression(constant: 5), .greaterThanOrEqual))
        let x = LayoutVariable("x")
        try solver.add(LayoutConstraint(x, .equal, 3))
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test func twoEqualitiesInTwoVariables() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        _ = try solved([LayoutConstraint(x + y, .equal, 10), LayoutConstraint(x - y, .equal, 2)])
        expectClose(x.value, 6)
        expectClose(y.value, 4)
    }

    @Test func aVariableTwiceInOneExpressionAddsItsCoefficients() throws {
        let x = LayoutVariable("x")
        _ = try solved([LayoutConstraint(x + x + 3 * x, .equal, 10)])
        expectClose(x.value, 2)
    }

    @Test func inequalitiesHoldAtTheirBoundsAgainstAWeakerWish() throws {
        let x = LayoutVariable("x")
        let solver = try solved([
            LayoutConstraint(x, .greaterThanOrEqual, 10), LayoutConstraint(x, .lessThanOrEqual, 20),
        ])
        let high = LayoutConstraint(x, .equal, 30, priority: 500)
        try solver.add(high)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.remove(high)
        try solver.add(LayoutConstraint(x, .equal, -5, priority: 500))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func anInequalityAtExactlyItsBoundIsSatisfied() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        _ = try solved([
            LayoutConstraint(x, .equal, 10),
            LayoutConstraint(y, .greaterThanOrEqual, x),
            LayoutConstraint(y, .lessThanOrEqual, x),
        ])
        #expect(y.value == 10)
    }

    @Test func aMultiplierHalvesTheSuperviewWidthPlusTen() throws {
        let superview = LayoutVariable("superview.width"), width = LayoutVariable("view.width")
        let solver = try solved([
            LayoutConstraint(superview, .equal, 300),
            LayoutConstraint(width, .equal, 0.5 * superview + 10),
        ])
        expectClose(width.value, 160)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// Three views in a row with 8 points between them, 16 of margin, equal widths: a stack.
    @Test func aHorizontalChainWithSpacingSharesTheWidth() throws {
        let superview = HorizontalFrame("superview")
        let views = ["a", "b", "c"].map(HorizontalFrame.init)
        var constraints = [LayoutConstraint(superview.x, .equal, 0), LayoutConstraint(superview.width, .equal, 320)]
        constraints.append(LayoutConstraint(views[0].x, .equal, superview.x + 16))
        for (left, right) in zip(views, views.dropFirst()) {
            constraints.append(LayoutConstraint(right.x, .equal, left.right + 8))
            constraints.append(LayoutConstraint(right.width, .equal, left.width))
        }
        constraints.append(LayoutConstraint(views[2].right, .equal, superview.right - 16))
        let solver = try solved(constraints)
        let width = (320.0 - 32 - 16) / 3
        for (index, view) in views.enumerated() {
            expectClose(view.width.value, width)
            expectClose(view.x.value, 16 + Double(index) * (width + 8))
        }
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func centringAViewInItsSuperview() throws {
        let superview = HorizontalFrame("superview"), view = HorizontalFrame("view")
        _ = try solved([
            LayoutConstraint(superview.x, .equal, 20), LayoutConstraint(superview.width, .equal, 320),
            LayoutConstraint(view.width, .equal, 100),
            LayoutConstraint(view.centerX, .equal, superview.centerX),
        ])
        expectClose(view.x.value, 130)
    }

    @Test func anAspectRatioFollowsTheWidth() throws {
        let width = LayoutVariable("w"), height = LayoutVariable("h")
        let solver = try solved([
            LayoutConstraint(height * 16, .equal, width * 9, label: "16:9"),
            LayoutConstraint(width, .equal, 320),
        ])
        expectClose(height.value, 180)
        #expect(!solver.isAmbiguous(height))
    }

    /// A label with intrinsic width 100: compression resistance (>= 100 @750) and hugging
    /// (<= 100 @250) against what its container asks at various priorities.
    @Test func huggingAndCompressionResistanceGiveWayByPriority() throws {
        let width = LayoutVariable("label.width")
        let solver = try solved([
            LayoutConstraint(width, .greaterThanOrEqual, 100, priority: .defaultHigh, label: "compression"),
            LayoutConstraint(width, .lessThanOrEqual, 100, priority: .defaultLow, label: "hugging"),
        ])
        #expect(width.value == 100)
        for (asked, priority, expected) in [(150.0, 500 as LayoutPriority, 150.0), (150, 200, 100), (80, 1000, 80),
                                            (80, 749, 100), (80, 751, 80)] {
            let container = LayoutConstraint(width, .equal, asked, priority: priority)
            try solver.add(container)
            solver.updateVariables()
            #expect(width.value == expected, "asked \(asked) at \(priority)")
            try solver.remove(container)
            solver.updateVariables()
            #expect(width.value == 100)
        }
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let view = HorizontalFrame("view")
        let solver = try solved([
            LayoutConstraint(view.x, .equal, 10),
            LayoutConstraint(view.width, .greaterThanOrEqual, 40),
            LayoutConstraint(view.width, .equal, 60, priority: 500),
        ])
        #expect(view.width.value == 60)
        for extra in [LayoutConstraint(view.width, .equal, 300, priority: 900),
                      LayoutConstraint(view.right, .lessThanOrEqual, 55),
                      LayoutConstraint(view.x, .equal, view.width, priority: 700)] {
            try solver.add(extra)
            solver.updateVariables()
            #expect(view.width.value != 60 || view.x.value != 10)
            try solver.remove(extra)
            solver.updateVariables()
            #expect(view.x.value == 10)
            expectClose(view.width.value, 60)
            #expect(!solver.hasConstraint(extra))
        }
    }

    @Test func removingEveryConstraintForgetsTheVariables() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let sum = LayoutConstraint(x + y, .equal, 10), xFixed = LayoutConstraint(x, .equal, 4)
        let solver = try solved([sum, xFixed])
        #expect(y.value == 6)
        try solver.remove(sum)
        try solver.remove(xFixed)
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.add(LayoutConstraint(y, .equal, 1))
        solver.updateVariables()
        #expect(y.value == 1)
        #expect(x.value == 4)  // no longer in the solver: left as it was
    }

    @Test func aRedundantRequiredEqualityCanBeAddedAndRemovedInEitherOrder() throws {
        let x = LayoutVariable("x")
        let first = LayoutConstraint(x, .equal, 10), second = LayoutConstraint(2 * x, .equal, 20)
        let solver = try solved([first, second])
        #expect(x.value == 10)
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.isAmbiguous(x))
        try solver.add(first)
        try solver.remove(second)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(first)
        #expect(solver.isAmbiguous(x))
    }

    @Test func solvedZeroIsNeverNegativeZero() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        _ = try solved([LayoutConstraint(-1 * x, .equal, 0), LayoutConstraint(y, .equal, x * -3)])
        #expect(x.value == 0 && x.value.sign == .plus)
        #expect(y.value == 0 && y.value.sign == .plus)
    }

    /// The example in `LayoutSolver`'s documentation.
    @Test func theDocumentedExample() throws {
        let solver = LayoutSolver()
        let superviewWidth = LayoutVariable("superview.width"), width = LayoutVariable("view.width")
        try solver.add(LayoutConstraint(width, .equal, 0.5 * superviewWidth + 10))
        try solver.add(LayoutConstraint(width, .lessThanOrEqual, 200, label: "max width"))
        try solver.addEditVariable(superviewWidth, priority: 999)
        try solver.suggestValue(superviewWidth, 320)
        solver.updateVariables()
        expectClose(width.value, 170)
        try solver.suggestValue(superviewWidth, 1024)
        solver.updateVariables()
        expectClose(width.value, 200)
        expectClose(superviewWidth.value, 380)
    }
}
