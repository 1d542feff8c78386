import Testing
@testable import AnimaticLayout

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// A solver with `constraints` added and its variables updated.
func solved(_ constraints: [LayoutConstraint]) throws -> LayoutSolver {
    let solver = LayoutSolver()
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
    return solver
}

/// The horizontal variables of a view: its left edge and width.
struct HorizontalFrame {
    /// The left edge.
    let x: LayoutVariable
    /// The width.
    let width: LayoutVariable

    /// Variables named `name.x` and `name.width`.
    init(_ name: String) {
        x = LayoutVariable("\(name).x")
        width = LayoutVariable("\(name).width")
    }

    /// The right edge, `x + width`.
    var right: LayoutExpression { x + width }
    /// The centre, `x + width / 2`.
    var centerX: LayoutExpression { x + 0.5 * width }
}

/// SplitMix64: a small seeded generator, so random tests are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    /// The state.
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
