/// An incremental Cassowary solver for linear equalities and inequalities with priorities: the
/// algorithm Auto Layout is built on (Greg J. Badros, Alan Borning, Peter J. Stuckey, "The
/// Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001).
///
/// Required constraints (priority 1000) always hold; adding one that cannot fails with
/// `LayoutError.unsatisfiable`, naming the required constraints it contradicts, and leaves the
/// solver as it was. Optional constraints get error variables (two for an equality, one for an
/// inequality, as in the paper) and the solver minimizes their sum level by level: every
/// distinct priority is its own level of a lexicographic objective, so no number of errors at a
/// lower priority outweighs one at a higher priority, as in Auto Layout.
///
/// Incremental: each change re-optimizes the current tableau instead of solving again. Adding a
/// constraint substitutes its row into the tableau and runs the primal simplex (after a phase
/// with an artificial variable when a required constraint has no variable to solve for);
/// removing one pivots its marker out and runs the primal simplex; a suggested value of an edit
/// variable shifts row constants and runs the dual simplex.
///
/// ```swift
/// let solver = LayoutSolver()
/// let superviewWidth = LayoutVariable("superview.width"), width = LayoutVariable("view.width")
/// try solver.add(LayoutConstraint(width, .equal, 0.5 * superviewWidth + 10))
/// try solver.add(LayoutConstraint(width, .lessThanOrEqual, 200, label: "max width"))
/// try solver.addEditVariable(superviewWidth, priority: 999)
/// try solver.suggestValue(superviewWidth, 320)
/// solver.updateVariables()            // width.value == 170
/// try solver.suggestValue(superviewWidth, 1024)
/// solver.updateVariables()            // width.value == 200, superviewWidth.value == 380
/// ```
///
/// Numbers: coefficients and constants within 1e-9 of zero count as zero in every decision (no
/// pivot on them, no improvement or infeasibility from them, ratios that close are ties); cells
/// below 1e-12 left by cancellation are dropped (`LayoutTolerance`). Rows are sparse and sorted,
/// so results do not depend on hashing and are the same on every run.
///
/// A reference type for one thread: it keeps its variables and constraints and writes solved
/// values into the variables; it holds no global state.
package final class LayoutSolver {
    /// A variable in use: its symbol and how many constraints use it.
    private struct VariableRecord {
        /// The variable.
        let variable: LayoutVariable
        /// Its external symbol in the tableau.
        let symbol: Symbol
        /// How many added constraints mention it; at zero it leaves the tableau.
        var users: Int
    }

    /// An added constraint and the symbols the paper gives it.
    private struct ConstraintRecord {
        /// The constraint.
        let constraint: LayoutConstraint
        /// The marker that identifies its row: a dummy (required equality), a slack (inequality)
        /// or the plus error (optional equality).
        let marker: Symbol
        /// The second symbol of an optional constraint: its error (inequality) or minus error
        /// (equality).
        let other: Symbol?
        /// The variables it mentions, each once.
        let variables: [ObjectIdentifier]
    }

    /// An edit variable: its optional equality and the value it asks for.
    private struct EditRecord {
        /// The constraint `variable == value` at the edit priority.
        let constraint: LayoutConstraint
        /// The suggested value.
        var value: Double
    }

    /// Everything the solver knows, kept together so a failed change can roll back by assigning
    /// a copy taken before it.
    private struct State {
        /// The simplex tableau.
        var tableau = LayoutTableau()
        /// The variables in use, by identity.
        var variables: [ObjectIdentifier: VariableRecord] = [:]
        /// The added constraints, by identity.
        var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
        /// The edit variables, by the variable's identity.
        var edits: [ObjectIdentifier: EditRecord] = [:]
    }

    /// The solver's state.
    private var state = State()

    /// A solver with no constraints.
    package init() {}

    // MARK: Constraints

    /// Adds `constraint` and re-optimizes.
    ///
    /// Throws (leaving the solver unchanged) `duplicateConstraint` if it was added already,
    /// `invalidPriority` if its priority is not in 1...1000, `nonFinite` if a coefficient or the
    /// constant is NaN or infinite, `unsatisfiable` if it is required and contradicts the
    /// required constraints already added.
    /// Complexity: O(pivots × tableau size); usually a handful of pivots. The copy of the state
    /// kept for rolling back costs one O(rows) copy of the row table on the first change.
    package func add(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard state.constraints[ObjectIdentifier(constraint)] == nil else {
            throw .duplicateConstraint(constraint.reference)
        }
        guard constraint.priority.isValid else {
            throw .invalidPriority(constraint.reference, priority: constraint.priority.rawValue)
        }
        if let detail = constraint.expression.nonFiniteNumber { throw .nonFinite(constraint.reference, detail: detail) }
        let saved = state
        do throws(LayoutError) {
            try insert(constraint)
        } catch {
            state = saved
            throw error
        }
    }

    /// Removes `constraint` and re-optimizes; the solution is again the one without it.
    ///
    /// Throws `unknownConstraint` if it is not in the solver.
    /// Complexity: a pivot to take its marker out, then O(pivots × tableau size).
    package func remove(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard let record = state.constraints[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint.reference)
        }
        let saved = state
        do throws(LayoutError) {
            try delete(record)
        } catch {
            state = saved
            throw error
        }
    }

    /// Whether `constraint` has been added (and not removed).
    package func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        state.constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == value` at
    /// `priority` whose value `suggestValue(_:_:)` changes cheaply, as when dragging. It starts
    /// at the variable's current `value`, so adding it does not move the layout.
    ///
    /// Throws `duplicateEditVariable`, `invalidPriority` (not in 1...1000),
    /// `requiredEditVariable` (1000: a suggestion must be allowed to lose) or
    /// `nonFiniteSuggestion` (the variable's current value is not finite).
    package func addEditVariable(_ variable: LayoutVariable, priority: LayoutPriority) throws(LayoutError) {
        let id = ObjectIdentifier(variable)
        guard state.edits[id] == nil else { throw .duplicateEditVariable(variable.reference) }
        guard priority.isValid else { throw .invalidPriority(variable.reference, priority: priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable.reference) }
        guard variable.value.isFinite else { throw .nonFiniteSuggestion(variable.reference, value: variable.value) }
        let constraint = LayoutConstraint(variable - variable.value, .equal, priority: priority,
                                          label: "edit \(variable.name)")
        try add(constraint)
        state.edits[id] = EditRecord(constraint: constraint, value: variable.value)
    }

    /// Stops editing `variable`, removing its edit constraint. Throws `unknownEditVariable`.
    package func removeEditVariable(_ variable: LayoutVariable) throws(LayoutError) {
        let id = ObjectIdentifier(variable)
        guard let edit = state.edits[id] else { throw .unknownEditVariable(variable.reference) }
        try remove(edit.constraint)
        state.edits[id] = nil
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        state.edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `value` as the edit variable's value and re-optimizes with the dual simplex,
    /// starting from the current tableau (the paper's `resolve`).
    ///
    /// Throws `unknownEditVariable` or `nonFiniteSuggestion`, leaving the solver unchanged.
    /// Complexity: O(rows) to shift the constants, then O(pivots × tableau size).
    package func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutError) {
        let id = ObjectIdentifier(variable)
        guard var edit = state.edits[id] else { throw .unknownEditVariable(variable.reference) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable.reference, value: value) }
        guard let record = state.constraints[ObjectIdentifier(edit.constraint)], let minus = record.other else {
            throw .internalFailure("the edit constraint of \(variable.name) is missing")
        }
        let saved = state
        do throws(LayoutError) {
            let delta = value - edit.value
            edit.value = value
            state.edits[id] = edit
            state.tableau.infeasible = []
            state.tableau.shiftEquality(plus: record.marker, minus: minus, by: delta)
            guard state.tableau.dualOptimize() else {
                throw .internalFailure("the dual simplex found no way back to a feasible tableau")
            }
            try optimizeObjective()
        } catch {
            state = saved
            throw error
        }
    }

    // MARK: Results

    /// Writes the solved value of every variable in use into its `value`. A variable the
    /// constraints leave free (see `isAmbiguous(_:)`) gets the value of its parameter, 0.
    /// Complexity: O(variables).
    package func updateVariables() {
        for record in state.variables.values {
            // `+ 0` turns -0 into 0, so written layouts never show "-0".
            record.variable.value = (state.tableau.rows[record.symbol]?.constant ?? 0) + 0
        }
    }

    /// Whether `variable` can take more than one value among the best solutions, those with the
    /// same error at every priority (UIKit's `hasAmbiguousLayout`, for one variable).
    ///
    /// Sound and complete up to the tolerance: it asks whether `variable` can move within the
    /// optimal face of the current tableau, which is exactly the set of best solutions. A
    /// variable no constraint mentions is ambiguous. Limits: it judges the current optimum, not
    /// the constraints' structure, so a value that is fixed only by a tie at some priority
    /// (`x == 3 @250` and `x == 7 @250` leave `x` anywhere in 3...7) is ambiguous, as in UIKit;
    /// movements below 1e-9 relative to the value are not seen.
    /// Complexity: O(1) when the variable's row decides it, else two simplex runs on a copy of
    /// the tableau.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let record = state.variables[ObjectIdentifier(variable)] else { return true }
        return state.tableau.canMoveWithinOptimalFace(record.symbol)
    }

    /// The variables in use for which `isAmbiguous(_:)` is true, in the order they first
    /// appeared. Complexity: `isAmbiguous` for each variable.
    package func ambiguousVariables() -> [LayoutVariable] {
        state.variables.values
            .filter { state.tableau.canMoveWithinOptimalFace($0.symbol) }
            .sorted { $0.symbol < $1.symbol }
            .map(\.variable)
    }

    /// How many rows, priority levels and variables the tableau holds (for tests: all three are
    /// 0 once every constraint is removed, so removal leaves nothing behind).
    var footprint: (rows: Int, levels: Int, variables: Int) {
        (state.tableau.rows.count, state.tableau.levels.count, state.variables.count)
    }

    // MARK: Adding

    /// Builds the constraint's row, gives it a basic symbol and re-optimizes (the paper's
    /// incremental `addConstraint`). Throws after changing `state`; the caller rolls back.
    private func insert(_ constraint: LayoutConstraint) throws(LayoutError) {
        let required = constraint.priority.isRequired
        var variables: [ObjectIdentifier] = []
        // The expression with the rows of basic variables substituted.
        var row = LayoutRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where term.coefficient != 0 {
            let symbol = use(term.variable, in: &variables)
            if let basicRow = state.tableau.rows[symbol] {
                row.add(basicRow, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let marker: Symbol
        var other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=; an optional one also
            // gets an error that lets it be violated: expression + slack - error = 0 for <=.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = state.tableau.makeSymbol(.slack)
            row.add(marker, sign)
            if !required {
                let error = state.tableau.makeSymbol(.error)
                row.add(error, -sign)
                addToObjective([error], priority: constraint.priority)
                other = error
            }
        case .equal:
            if required {
                marker = state.tableau.makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                // expression = plus - minus, both errors minimized.
                marker = state.tableau.makeSymbol(.error)
                let minus = state.tableau.makeSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                addToObjective([marker, minus], priority: constraint.priority)
                other = minus
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        state.constraints[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, variables: variables)

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            state.tableau.substitute(subject, with: row)
            state.tableau.rows[subject] = row
        } else if row.hasOnlyDummies {
            // Only required equalities' markers are left: the constraint is a combination of
            // required equalities; redundant if the constant is 0, contradictory otherwise.
            guard abs(row.constant) <= LayoutTolerance.pivot else {
                throw .unsatisfiable(constraint.reference, conflicts: conflicts(in: row, excluding: constraint))
            }
            row.solve(for: marker)
            state.tableau.rows[marker] = row
        } else {
            try addWithArtificialVariable(row, for: constraint)
        }
        state.tableau.infeasible = []
        try optimizeObjective()
    }

    /// Adds each of `errors` with weight 1 to the objective level of `priority`.
    private func addToObjective(_ errors: [Symbol], priority: LayoutPriority) {
        let level = state.tableau.useLevel(priority.rawValue)
        for error in errors { state.tableau.levels[level].objective.add(error, 1) }
    }

    /// The symbol of `variable`, making it if the variable is new to the solver; counts one
    /// more user the first time a constraint (whose variables are `variables`) mentions it.
    private func use(_ variable: LayoutVariable, in variables: inout [ObjectIdentifier]) -> Symbol {
        let id = ObjectIdentifier(variable)
        let firstInConstraint = !variables.contains(id)
        if firstInConstraint { variables.append(id) }
        if let record = state.variables[id] {
            if firstInConstraint { state.variables[id]!.users += 1 }
            return record.symbol
        }
        let symbol = state.tableau.makeSymbol(.external)
        state.variables[id] = VariableRecord(variable: variable, symbol: symbol, users: 1)
        return symbol
    }

    /// The symbol to solve a new row `0 = constant + …` for (constant >= 0), as the paper
    /// chooses it: a variable if the row has one (keeping variables out of the restricted rows),
    /// else the constraint's own slack or error if its coefficient is negative (so the solved row
    /// is feasible), else nil.
    private func chooseSubject(_ row: LayoutRow, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.cells.first(where: {
            $0.symbol.kind == .external && abs($0.coefficient) > LayoutTolerance.pivot
        }) {
            return external.symbol
        }
        for candidate in [marker, other].compactMap(\.self) where candidate.isPivotable {
            if row.coefficient(of: candidate) < -LayoutTolerance.pivot { return candidate }
        }
        return nil
    }

    /// Adds a required row with no subject through an artificial variable `a = row` (phase one):
    /// minimizes `a`; the constraint can hold exactly when the minimum is 0. Then `a` leaves the
    /// tableau. When the minimum is positive, the final row of `a` is a combination of the
    /// constraint and the required constraints whose markers it contains, which proves `a > 0`:
    /// those are the conflicts reported.
    private func addWithArtificialVariable(_ row: LayoutRow, for constraint: LayoutConstraint) throws(LayoutError) {
        let artificial = state.tableau.makeSymbol(.artificial)
        state.tableau.rows[artificial] = row
        state.tableau.artificial = row
        switch state.tableau.optimize(.artificial) {
        case .optimal: break
        case .unbounded: throw .internalFailure("phase one was unbounded adding \(constraint.reference)")
        case .iterationLimit: throw .internalFailure("phase one did not finish adding \(constraint.reference)")
        }
        let residual = state.tableau.artificial?.constant ?? 0
        state.tableau.artificial = nil
        if residual > LayoutTolerance.pivot {
            let proof = state.tableau.rows[artificial] ?? LayoutRow()
            throw .unsatisfiable(constraint.reference, conflicts: conflicts(in: proof, excluding: constraint))
        }
        if var basicRow = state.tableau.rows.removeValue(forKey: artificial) {
            // Basic at zero: pivot anything else in (a degenerate pivot), a dummy only if the row
            // has nothing else, then drop the artificial column.
            let usable = basicRow.cells.filter { abs($0.coefficient) > LayoutTolerance.pivot }
            if let entering = (usable.first { $0.symbol.isPivotable } ?? usable.first)?.symbol {
                basicRow.solve(for: entering, replacing: artificial)
                state.tableau.substitute(entering, with: basicRow)
                state.tableau.rows[entering] = basicRow
            }
        }
        state.tableau.removeColumn(artificial)
    }

    /// The required constraints other than `constraint` whose markers `row` contains, in the
    /// order they were added.
    private func conflicts(in row: LayoutRow, excluding constraint: LayoutConstraint) -> [LayoutReference] {
        let symbols = Set(row.cells.filter { abs($0.coefficient) > LayoutTolerance.pivot }.map(\.symbol))
        return state.constraints.values
            .filter { $0.constraint !== constraint && $0.constraint.priority.isRequired && symbols.contains($0.marker) }
            .sorted { $0.marker < $1.marker }
            .map(\.constraint.reference)
    }

    /// Runs the primal simplex on the objective, turning its impossible outcomes into errors.
    private func optimizeObjective() throws(LayoutError) {
        switch state.tableau.optimize(.objective) {
        case .optimal: return
        case .unbounded: throw .internalFailure("the objective is unbounded")
        case .iterationLimit: throw .internalFailure("the simplex did not finish")
        }
    }

    // MARK: Removing

    /// Takes the constraint's errors out of the objective, projects its marker and other symbol
    /// out of the tableau, releases its variables and re-optimizes (the paper's
    /// `removeConstraint`). Throws after changing `state`; the caller rolls back.
    private func delete(_ record: ConstraintRecord) throws(LayoutError) {
        let priority = record.constraint.priority.rawValue
        if !record.constraint.priority.isRequired, let level = state.tableau.levelIndex(priority) {
            for error in [record.marker, record.other].compactMap(\.self) where error.kind == .error {
                if let row = state.tableau.rows[error] {
                    state.tableau.levels[level].objective.add(row, times: -1)
                } else {
                    state.tableau.levels[level].objective.add(error, -1)
                }
            }
            state.tableau.releaseLevel(priority)
        }
        state.tableau.eliminate(record.marker)
        if let other = record.other { state.tableau.eliminate(other) }
        for id in record.variables {
            state.variables[id]!.users -= 1
            if state.variables[id]!.users == 0 {
                state.tableau.eliminate(state.variables[id]!.symbol)
                state.variables[id] = nil
            }
        }
        state.constraints[ObjectIdentifier(record.constraint)] = nil
        state.tableau.infeasible = []
        try optimizeObjective()
    }
}
