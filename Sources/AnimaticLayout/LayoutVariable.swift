/// A quantity the layout solver finds a value for: an edge, a width, a centre.
///
/// A reference type compared by identity, like the anchors' variables in Auto Layout: a solver
/// keeps the variables of its constraints and writes their solved values into them
/// (`LayoutSolver.updateVariables()`). Not thread-safe: one solver and its variables belong to
/// one thread.
package final class LayoutVariable {
    /// The name messages use for this variable, such as `"label.width"`.
    package let name: String
    /// The value the last `LayoutSolver.updateVariables()` wrote, or the initial value until then.
    package var value: Double

    /// A variable called `name`, holding `value` until a solver writes one.
    package init(_ name: String, value: Double = 0) {
        self.name = name
        self.value = value
    }

    /// A handle naming this variable in errors (`LayoutError`), safe to send across threads.
    package var reference: LayoutReference {
        LayoutReference(id: ObjectIdentifier(self), name: name)
    }
}

extension LayoutVariable: CustomStringConvertible {
    /// The variable's name.
    package var description: String { name }
}
