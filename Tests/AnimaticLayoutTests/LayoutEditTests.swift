import Testing
@testable import AnimaticLayout

/// Edit variables: dragging a value through suggestions, re-solved by the dual simplex.
@Suite struct LayoutEditTests {
    /// A view whose width is dragged between required limits, with a second view following it.
    @Test func aDraggedWidthStopsAtItsLimits() throws {
        let view = HorizontalFrame("view"), follower = HorizontalFrame("follower")
        let solver = try solved([
            LayoutConstraint(view.x, .equal, 10),
            LayoutConstraint(view.width, .greaterThanOrEqual, 50),
            LayoutConstraint(view.width, .lessThanOrEqual, 300),
            LayoutConstraint(view.width, .equal, 80, priority: 250),
            LayoutConstraint(follower.x, .equal, view.right + 8),
            LayoutConstraint(follower.width, .equal, 40),
        ])
        #expect(view.width.value == 80)
        try solver.addEditVariable(view.width, priority: 999)
        solver.updateVariables()
        #expect(view.width.value == 80)  // the edit starts at the current value
        for (suggested, expected) in [(100.0, 100.0), (250, 250), (400, 300), (20, 50), (120, 120), (300, 300), (50, 50)] {
            try solver.suggestValue(view.width, suggested)
            solver.updateVariables()
            #expect(view.width.value == expected, "suggested \(suggested)")
            #expect(follower.x.value == 18 + expected)
            #expect(view.x.value == 10)
        }
        try solver.removeEditVariable(view.width)
        solver.updateVariables()
        #expect(view.width.value == 80)
    }

    /// Two edit variables at different priorities pulling on one sum.
    @Test func twoEditVariablesYieldByPriority() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = try solved([LayoutConstraint(x + y, .equal, 100)])
        try solver.addEditVariable(x, priority: 750)
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 30)
        solver.updateVariables()
        #expect((x.value, y.value) == (30, 70))
        try solver.suggestValue(x, 60)
        solver.updateVariables()
        #expect((x.value, y.value) == (60, 40))
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect((x.value, y.value) == (70, 30))
    }

    /// Each suggestion gives what a fresh solver gives with the edit written as a constraint.
    @Test func suggestionsEqualSolvingWithTheValueAsAConstraint() throws {
        var generator = SeededGenerator(seed: 7)
        let a = HorizontalFrame("a"), b = HorizontalFrame("b")
        let fixed = [
            LayoutConstraint(a.x, .equal, 0),
            LayoutConstraint(b.x, .equal, a.right + 10),
            LayoutConstraint(b.right, .lessThanOrEqual, 400),
            LayoutConstraint(a.width, .greaterThanOrEqual, 20),
            LayoutConstraint(b.width, .greaterThanOrEqual, 60, priority: 750),
            LayoutConstraint(b.width, .equal, 2 * a.width, priority: 500),
            LayoutConstraint(b.width, .equal, 100, priority: 250),
        ]
        let solver = try solved(fixed)
        try solver.addEditVariable(a.width, priority: 600)
        for _ in 0..<40 {
            let value = Double(Int.random(in: -50...450, using: &generator))
            try solver.suggestValue(a.width, value)
            solver.updateVariables()
            let incremental = [a.x, a.width, b.x, b.width].map(\.value)
            _ = try solved(fixed + [LayoutConstraint(a.width, .equal, value, priority: 600)])
            let fresh = [a.x, a.width, b.x, b.width].map(\.value)
            for (mine, theirs) in zip(incremental, fresh) { expectClose(mine, theirs) }
        }
    }

    @Test func suggestingTheSameValueTwiceChangesNothing() throws {
        let x = LayoutVariable("x", value: 5)
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x, .lessThanOrEqual, 10))
        try solver.addEditVariable(x, priority: 999)
        solver.updateVariables()
        #expect(x.value == 5)
        try solver.suggestValue(x, 15)
        try solver.suggestValue(x, 15)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.suggestValue(x, -3)
        solver.updateVariables()
        #expect(x.value == -3)
    }
}
