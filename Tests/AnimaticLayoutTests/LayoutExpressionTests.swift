import Testing
@testable import AnimaticLayout

/// Building expressions, constraints and priorities, and how messages write them.
@Suite struct LayoutExpressionTests {
    @Test func operatorsBuildTermsAndConstants() {
        let x = LayoutVariable("x", value: 2), y = LayoutVariable("y", value: 3)
        let expression = 0.5 * x - y + 10
        #expect(expression.terms.map(\.coefficient) == [0.5, -1])
        #expect(expression.terms.map(\.variable.name) == ["x", "y"])
        #expect(expression.constant == 10)
        #expect(expression.value == 8)
        #expect((2 * (x + 1) - (y - 4) / 2).value == 6.5)
        #expect((-(x + y)).value == -5)
    }

    @Test func expressionsDescribeThemselves() {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        #expect((0.5 * x - y + 10).description == "0.5*x - y + 10")
        #expect((-x - 2.5).description == "-x - 2.5")
        #expect(LayoutExpression(constant: 3).description == "3")
        #expect(LayoutConstraint(x, .lessThanOrEqual, y, priority: 250).name == "x - y <= 0 @250")
        #expect(LayoutConstraint(x, .equal, 1).name == "x - 1 == 0")
        #expect(LayoutConstraint(x, .equal, 1, label: "pin").name == "pin")
    }

    @Test func prioritiesAreUIKits() {
        #expect(LayoutPriority.required.rawValue == 1000 && LayoutPriority.required.isRequired)
        #expect(LayoutPriority.defaultHigh.rawValue == 750 && LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(!LayoutPriority(999.5).isRequired && LayoutPriority(999.5) > 999)
        #expect(LayoutPriority(1).isValid && LayoutPriority(1000).isValid)
        for invalid: Float in [0, 0.5, -1, 1000.5, .nan, .infinity] { #expect(!LayoutPriority(invalid).isValid) }
    }
}
