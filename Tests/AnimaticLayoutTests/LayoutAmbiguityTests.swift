import Testing
@testable import AnimaticLayout

/// `isAmbiguous(_:)`: whether a variable can take another value with the same error.
@Suite struct LayoutAmbiguityTests {
    @Test func aViewWithOnlyAWidthIsAmbiguousInX() throws {
        let view = HorizontalFrame("view")
        let solver = try solved([LayoutConstraint(view.width, .equal, 100), LayoutConstraint(view.right, .greaterThanOrEqual, 0)])
        #expect(solver.isAmbiguous(view.x))
        #expect(!solver.isAmbiguous(view.width))
        #expect(solver.ambiguousVariables().map(\.name) == ["view.x"])
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() throws {
        let superview = HorizontalFrame("superview"), view = HorizontalFrame("view")
        let solver = try solved([
            LayoutConstraint(superview.x, .equal, 0), LayoutConstraint(superview.width, .equal, 320),
            LayoutConstraint(view.centerX, .equal, superview.centerX),
            LayoutConstraint(view.width, .equal, 0.5 * superview.width),
        ])
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aVariableNoConstraintMentionsIsAmbiguous() {
        #expect(LayoutSolver().isAmbiguous(LayoutVariable("stranger")))
    }

    @Test func aSumOfTwoLeavesBothFreeUntilOneIsFixed() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = try solved([LayoutConstraint(x + y, .equal, 100)])
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.add(LayoutConstraint(x, .equal, 30))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
    }

    /// An inequality alone leaves a range; a weak equality picks one point of it.
    @Test func anInequalityAloneIsAmbiguousUntilAWeakWishPicksAPoint() throws {
        let x = LayoutVariable("x")
        let solver = try solved([LayoutConstraint(x, .greaterThanOrEqual, 0)])
        #expect(solver.isAmbiguous(x))
        try solver.add(LayoutConstraint(x, .equal, 0, priority: .fittingSizeLevel))
        #expect(!solver.isAmbiguous(x))
        let upper = LayoutVariable("upper")
        try solver.add(LayoutConstraint(upper, .lessThanOrEqual, 10))
        #expect(solver.isAmbiguous(upper))
    }

    /// Two inequalities that pin the value (x >= 0, x <= 0): the row still has a slack with no
    /// cost, so only the simplex over the optimal face can tell that x cannot move.
    @Test func opposingInequalitiesThatMeetAreNotAmbiguous() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = try solved([
            LayoutConstraint(x, .greaterThanOrEqual, 0), LayoutConstraint(x, .lessThanOrEqual, 0),
            LayoutConstraint(y, .greaterThanOrEqual, x + 5), LayoutConstraint(y, .lessThanOrEqual, 5),
        ])
        #expect(x.value == 0 && y.value == 5)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    /// Equal errors either way: x == 3 and x == 7 at the same priority leave x anywhere in 3...7,
    /// as UIKit reports; a third wish at 5 makes the best error unique.
    @Test func aTieBetweenEqualPrioritiesIsAmbiguous() throws {
        let x = LayoutVariable("x")
        let solver = try solved([
            LayoutConstraint(x, .equal, 3, priority: 250), LayoutConstraint(x, .equal, 7, priority: 250),
        ])
        #expect(solver.isAmbiguous(x))
        try solver.add(LayoutConstraint(x, .equal, 5, priority: 250))
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(!solver.isAmbiguous(x))
    }

    /// A tie at a higher priority broken by a lower one is not ambiguous: the lower level decides.
    @Test func aLowerPriorityBreaksATie() throws {
        let x = LayoutVariable("x")
        let solver = try solved([
            LayoutConstraint(x, .equal, 3, priority: 750), LayoutConstraint(x, .equal, 7, priority: 750),
            LayoutConstraint(x, .equal, 100, priority: 1),
        ])
        #expect(x.value == 7)
        #expect(!solver.isAmbiguous(x))
    }

    /// The check does not disturb the solver.
    @Test func askingDoesNotChangeTheSolution() throws {
        let view = HorizontalFrame("view")
        let solver = try solved([
            LayoutConstraint(view.x, .greaterThanOrEqual, 0), LayoutConstraint(view.right, .lessThanOrEqual, 100),
            LayoutConstraint(view.width, .equal, 40, priority: 500),
        ])
        let before = (view.x.value, view.width.value)
        #expect(solver.isAmbiguous(view.x))
        #expect(!solver.isAmbiguous(view.width))
        solver.updateVariables()
        #expect((view.x.value, view.width.value) == before)
    }
}
