import Testing
@testable import AnimaticLayout

/// Higher priorities are satisfied strictly before lower ones, whatever the number of lower ones.
@Suite struct LayoutPriorityTests {
    @Test func aRequiredConstraintBeats999() throws {
        let x = LayoutVariable("x")
        _ = try solved([LayoutConstraint(x, .equal, 20, priority: 999), LayoutConstraint(x, .equal, 10)])
        #expect(x.value == 10)
    }

    /// With one blended weight per priority (say 750 and 250), 100 errors at 250 would outweigh
    /// one at 750 and pull x to 10; lexicographic levels keep x at 0.
    @Test func oneAt750Beats100At250() throws {
        let x = LayoutVariable("x")
        var constraints = [LayoutConstraint(x, .equal, 0, priority: .defaultHigh)]
        for _ in 0..<100 { constraints.append(LayoutConstraint(x, .equal, 10, priority: .defaultLow)) }
        let solver = try solved(constraints)
        #expect(x.value == 0)
        // Added in the other order the answer is the same.
        let y = LayoutVariable("y")
        for _ in 0..<100 { try solver.add(LayoutConstraint(y, .equal, 10, priority: .defaultLow)) }
        try solver.add(LayoutConstraint(y, .equal, 0, priority: .defaultHigh))
        solver.updateVariables()
        #expect(y.value == 0)
    }

    /// Priorities one apart, and a thousand of the lower: still strictly ordered.
    @Test func oneAt999Beats1000At998AndAFractionCounts() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var constraints = [LayoutConstraint(x, .equal, 1, priority: 999), LayoutConstraint(y, .equal, 1, priority: 999)]
        for _ in 0..<1000 { constraints.append(LayoutConstraint(x, .equal, 2, priority: 998)) }
        constraints.append(LayoutConstraint(y, .equal, 2, priority: 999.5))
        _ = try solved(constraints)
        #expect(x.value == 1)
        #expect(y.value == 2)
    }

    /// Within one priority the errors add up (the paper's weighted sum): three wishes for 10
    /// beat one for 0.
    @Test func withinOnePriorityErrorsAddUp() throws {
        let x = LayoutVariable("x")
        var constraints = [LayoutConstraint(x, .equal, 0, priority: 250)]
        for _ in 0..<3 { constraints.append(LayoutConstraint(x, .equal, 10, priority: 250)) }
        _ = try solved(constraints)
        #expect(x.value == 10)
    }

    /// Three levels over two variables, each deciding what the higher ones leave open.
    @Test func eachLevelDecidesWhatTheHigherLevelsLeaveOpen() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = try solved([
            LayoutConstraint(x + y, .equal, 100),
            LayoutConstraint(x, .greaterThanOrEqual, 30, priority: 750),
            LayoutConstraint(y, .greaterThanOrEqual, 80, priority: 500),  // must give 10 to the 750 one
            LayoutConstraint(x, .equal, 0, priority: 250),
            LayoutConstraint(y, .equal, 0, priority: 250),  // ties with the one above: x + y is fixed
            LayoutConstraint(x, .equal, 25, priority: 100),  // cannot move x below 30 …
            LayoutConstraint(y, .equal, 0, priority: 1),
        ])
        #expect(x.value == 30)
        #expect(y.value == 70)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func removingTheHigherPriorityLetsTheLowerWin() throws {
        let x = LayoutVariable("x")
        let high = LayoutConstraint(x, .equal, 0, priority: 750)
        let solver = try solved([high] + (0..<5).map { _ in LayoutConstraint(x, .equal, 10, priority: 250) })
        #expect(x.value == 0)
        try solver.remove(high)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.add(high)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    /// An optional inequality against an optional equality: the inequality's single error.
    @Test func optionalInequalitiesHaveOneError() throws {
        let x = LayoutVariable("x")
        _ = try solved([
            LayoutConstraint(x, .lessThanOrEqual, 50, priority: 600),
            LayoutConstraint(x, .equal, 80, priority: 500),
            LayoutConstraint(x, .equal, 20, priority: 400),
        ])
        #expect(x.value == 50)
    }
}
