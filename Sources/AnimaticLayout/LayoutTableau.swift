/// The simplex tableau of the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): rows in basic
/// feasible solved form, one objective row per priority level, and the pivoting that keeps them
/// so.
///
/// Invariants between public operations:
/// - every row belongs to its basic symbol: `basic = constant + Σ coefficient·parameter`, and no
///   basic symbol appears on any right side;
/// - feasible: every pivotable (restricted) basic symbol has a constant `>= -pivot tolerance`;
/// - a row whose basic symbol is a dummy has only dummy parameters (and a zero constant);
/// - external symbols (variables) that are parameters occur only in rows of other external
///   symbols, never in restricted rows or the objective (the paper's separation into unrestricted
///   and restricted parts), because a new row with an external parameter is solved for it;
/// - optimal: no pivotable parameter has a lexicographically negative objective coefficient.
///
/// A value type: copying it (for a snapshot to roll back to, or to explore the optimal face
/// without disturbing the solver) costs nothing until one copy changes.
struct LayoutTableau {
    /// One priority level of the objective: the sum of the errors of its optional constraints.
    struct Level {
        /// The `LayoutPriority.rawValue` of its constraints.
        let priority: Float
        /// The sum of its error symbols, in terms of the current parameters.
        var objective: LayoutRow
        /// How many constraints use the level; the level goes when none does.
        var users: Int
    }

    /// What `optimize(_:)` minimizes.
    enum Goal {
        /// The objective, lexicographically over `levels` (highest priority first).
        case objective
        /// The `artificial` row alone (phase one of adding a required constraint).
        case artificial
        /// The `artificial` row, moving only within the optimal face of the objective: only
        /// parameters whose objective coefficient is zero at every level may enter.
        case optimalFace
    }

    /// How `optimize(_:)` ended.
    enum Outcome {
        /// No parameter improves the goal.
        case optimal
        /// A parameter improves the goal without limit.
        case unbounded
        /// The iteration limit was reached (only possible by rounding, as Bland's rule cannot cycle).
        case iterationLimit
    }

    /// The rows, by basic symbol.
    var rows: [Symbol: LayoutRow] = [:]
    /// The objective's levels, highest priority first.
    var levels: [Level] = []
    /// The goal of phase one or of an optimal-face search, substituted along with the rows while set.
    var artificial: LayoutRow?
    /// Pivotable basic symbols whose rows may have become infeasible (for the dual simplex).
    var infeasible: Set<Symbol> = []
    /// The id of the next symbol.
    private var nextSymbolID = 0

    /// A new symbol of `kind`.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    // MARK: Priority levels

    /// The index of the level for `priority`, made (with an empty objective) if there is none yet,
    /// counting one more user. Complexity: O(levels).
    mutating func useLevel(_ priority: Float) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) {
            levels[index].users += 1
            return index
        }
        let index = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert(Level(priority: priority, objective: LayoutRow(), users: 1), at: index)
        return index
    }

    /// The index of the level for `priority`, if there is one.
    func levelIndex(_ priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Counts one user less of the level for `priority`, removing the level when it has none.
    mutating func releaseLevel(_ priority: Float) {
        guard let index = levelIndex(priority) else { return }
        levels[index].users -= 1
        if levels[index].users == 0 { levels.remove(at: index) }
    }

    /// The sign of `symbol`'s objective coefficient taken lexicographically: the sign at the
    /// highest level where it is not negligible, 0 when it is negligible at every level.
    /// Complexity: O(levels × log cells).
    func objectiveSign(of symbol: Symbol) -> Int {
        for level in levels {
            let coefficient = level.objective.coefficient(of: symbol)
            if coefficient < -LayoutTolerance.pivot { return -1 }
            if coefficient > LayoutTolerance.pivot { return 1 }
        }
        return 0
    }

    // MARK: Pivoting

    /// Replaces the parameter `symbol` by `row` everywhere: in every row, every level and the
    /// artificial goal; rows left infeasible are noted in `infeasible`.
    /// Complexity: O(rows × log cells + size of the rows that contain `symbol`).
    mutating func substitute(_ symbol: Symbol, with row: LayoutRow) {
        // Walks the indices by hand: `rows.indices` would hold a copy of the dictionary and make
        // the first in-place change copy every row.
        var index = rows.startIndex
        while index != rows.endIndex {
            if rows.values[index].substitute(symbol, with: row) {
                let basic = rows.keys[index]
                if basic.isPivotable && rows.values[index].constant < -LayoutTolerance.pivot { infeasible.insert(basic) }
            }
            rows.formIndex(after: &index)
        }
        for index in levels.indices { levels[index].objective.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges the basic `leaving` for the parameter `entering`, which must have a nonzero
    /// coefficient in `leaving`'s row.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = rows.removeValue(forKey: leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The most simplex iterations one optimization may take before it reports `iterationLimit`.
    private var iterationLimit: Int { 1_000 + 50 * (rows.count + levels.count) }

    /// How many degenerate pivots in a row (pivots that do not move the solution) make
    /// `optimize(_:)` switch from the steepest entering parameter to Bland's rule.
    static let degeneratePivotsBeforeBland = 32

    /// Primal simplex (the paper's `optimize`): pivots until no parameter improves `goal`, keeping
    /// the tableau feasible.
    ///
    /// The entering parameter is the one with the most negative goal coefficient (at the highest
    /// level that decides, for `.objective`), which takes few pivots; ties go to the oldest. Only
    /// degenerate pivots can cycle, so after `degeneratePivotsBeforeBland` of them in a row the
    /// rest of the run uses Bland's rule (the oldest improving parameter enters; among rows tied
    /// for the smallest ratio the oldest basic symbol leaves), which cannot cycle.
    /// Complexity: O(pivots × (rows + size of the rows that change)); pivots are few in practice.
    mutating func optimize(_ goal: Goal) -> Outcome {
        var degenerateRun = 0
        for _ in 0..<iterationLimit {
            // The artificial variable is >= 0: at 0 it cannot improve, whatever its row says.
            if goal == .artificial, let artificial, artificial.constant <= LayoutTolerance.pivot { return .optimal }
            let bland = degenerateRun >= Self.degeneratePivotsBeforeBland
            guard let entering = enteringSymbol(goal, bland: bland) else { return .optimal }
            guard let leaving = leavingSymbol(forEntering: entering) else { return .unbounded }
            degenerateRun = leaving.ratio <= LayoutTolerance.pivot ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving.symbol)
        }
        return .iterationLimit
    }

    /// The parameter to enter for `goal`: one whose goal coefficient is negative (for
    /// `.objective`, lexicographically: negative at the highest level where it is not zero).
    /// With `bland`, the oldest; otherwise the one decided at the highest level with the most
    /// negative coefficient there, ties to the oldest.
    private func enteringSymbol(_ goal: Goal, bland: Bool) -> Symbol? {
        var best: (symbol: Symbol, level: Int, coefficient: Double)?
        /// Keeps `symbol` if the rule in force prefers it to the best so far.
        func consider(_ symbol: Symbol, level: Int, coefficient: Double) {
            if let current = best {
                if bland {
                    if current.symbol < symbol { return }
                } else if (current.level, current.coefficient, current.symbol.id) < (level, coefficient, symbol.id) {
                    return
                }
            }
            best = (symbol, level, coefficient)
        }
        switch goal {
        case .objective:
            for (index, level) in levels.enumerated() {
                for cell in level.objective.cells where cell.symbol.isPivotable && cell.coefficient < -LayoutTolerance.pivot {
                    let decidedHigher = levels[..<index].contains {
                        abs($0.objective.coefficient(of: cell.symbol)) > LayoutTolerance.pivot
                    }
                    if !decidedHigher { consider(cell.symbol, level: index, coefficient: cell.coefficient) }
                }
            }
        case .artificial, .optimalFace:
            guard let artificial else { return nil }
            for cell in artificial.cells where cell.symbol.isPivotable && cell.coefficient < -LayoutTolerance.pivot {
                if goal == .optimalFace && objectiveSign(of: cell.symbol) != 0 { continue }
                consider(cell.symbol, level: 0, coefficient: cell.coefficient)
            }
        }
        return best?.symbol
    }

    /// The basic symbol whose row first reaches zero as `entering` grows, and that ratio: among
    /// pivotable rows where `entering` has a negative coefficient, the smallest
    /// `constant / -coefficient`, ties to the oldest symbol; nil when no row limits it.
    private func leavingSymbol(forEntering entering: Symbol) -> (symbol: Symbol, ratio: Double)? {
        var best: (symbol: Symbol, ratio: Double)?
        for (basic, row) in rows where basic.isPivotable {
            let coefficient = row.coefficient(of: entering)
            guard coefficient < -LayoutTolerance.pivot else { continue }
            let candidate = (symbol: basic, ratio: -row.constant / coefficient)
            if Self.isBetter(candidate, than: best) { best = candidate }
        }
        return best
    }

    /// Dual simplex (the paper's `dualOptimize`, used after edit suggestions): while a restricted
    /// row is infeasible, pivots it out for the parameter that keeps the objective optimal
    /// (smallest ratio of objective coefficient to row coefficient, compared lexicographically).
    /// The oldest infeasible row leaves and ties go to the oldest parameter, Bland's rule for the
    /// dual. Returns false if an infeasible row has no parameter to fix it (impossible when the
    /// required constraints are satisfiable) or the iteration limit is reached.
    mutating func dualOptimize() -> Bool {
        var iterations = 0
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], leaving.isPivotable, row.constant < -LayoutTolerance.pivot else { continue }
            var entering: (symbol: Symbol, coefficient: Double)?
            for cell in row.cells where cell.symbol.isPivotable && cell.coefficient > LayoutTolerance.pivot {
                if let current = entering, !dualRatio(cell, isSmallerThan: current) { continue }
                entering = (cell.symbol, cell.coefficient)
            }
            guard let entering else { return false }
            pivot(entering: entering.symbol, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit { return false }
        }
        return true
    }

    /// Whether the objective-to-row ratio of `cell` is lexicographically smaller than that of
    /// `current`, or tied with it and the older symbol.
    private func dualRatio(_ cell: LayoutRow.Cell, isSmallerThan current: (symbol: Symbol, coefficient: Double)) -> Bool {
        for level in levels {
            let mine = level.objective.coefficient(of: cell.symbol) / cell.coefficient
            let theirs = level.objective.coefficient(of: current.symbol) / current.coefficient
            if mine < theirs - LayoutTolerance.pivot { return true }
            if mine > theirs + LayoutTolerance.pivot { return false }
        }
        return cell.symbol < current.symbol
    }

    // MARK: Removing symbols

    /// Removes `symbol` from the tableau by projection, keeping it feasible: a basic symbol's row
    /// is dropped; a parameter is first pivoted into the basis through the row the paper chooses
    /// for a marker (a dummy row if it has one; else the restricted row that limits it first as
    /// it grows, else as it shrinks; else a row of a variable), then dropped. Used when a
    /// constraint's marker and error variables or an unused variable leave.
    /// Complexity: one pivot, O(rows + size of the rows that contain `symbol`).
    mutating func eliminate(_ symbol: Symbol) {
        if rows.removeValue(forKey: symbol) != nil { return }
        var dummyRow: Symbol?
        var growing: (symbol: Symbol, ratio: Double)?
        var shrinking: (symbol: Symbol, ratio: Double)?
        var external: Symbol?
        for (basic, row) in rows {
            let coefficient = row.coefficient(of: symbol)
            guard abs(coefficient) > LayoutTolerance.pivot else { continue }
            switch basic.kind {
            case .dummy:
                if dummyRow == nil || basic < dummyRow! { dummyRow = basic }
            case .external:
                if external == nil || basic < external! { external = basic }
            case .slack, .error, .artificial:
                let ratio = coefficient < 0 ? -row.constant / coefficient : row.constant / coefficient
                let candidate = (symbol: basic, ratio: ratio)
                if coefficient < 0 {
                    if Self.isBetter(candidate, than: growing) { growing = candidate }
                } else if Self.isBetter(candidate, than: shrinking) {
                    shrinking = candidate
                }
            }
        }
        if let leaving = dummyRow ?? growing?.symbol ?? shrinking?.symbol ?? external {
            pivot(entering: symbol, leaving: leaving)
            rows.removeValue(forKey: symbol)
        } else {
            removeColumn(symbol)  // negligible everywhere
        }
    }

    /// Removes the parameter `symbol` from every row and level: fixes it at 0 for good.
    mutating func removeColumn(_ symbol: Symbol) {
        var index = rows.startIndex
        while index != rows.endIndex {
            rows.values[index].remove(symbol)
            rows.formIndex(after: &index)
        }
        for index in levels.indices { levels[index].objective.remove(symbol) }
        artificial?.remove(symbol)
    }

    /// Changes the constant of the optional equality whose error symbols are `plus` (coefficient
    /// -1 in its original row `expression - plus + minus = 0`) and `minus` by `delta`, as the
    /// paper does for an edit constraint: rather than rebuilding, it is `plus` that absorbs the
    /// change (`plus_old = plus_new + delta`), so only the constants of the rows where `plus` or
    /// `minus` is basic, or where `plus` is a parameter, change. Rows left infeasible are noted
    /// in `infeasible` for `dualOptimize()`. Complexity: O(rows × log cells).
    mutating func shiftEquality(plus: Symbol, minus: Symbol, by delta: Double) {
        if rows[plus] != nil {
            rows[plus]!.constant -= delta
            if rows[plus]!.constant < -LayoutTolerance.pivot { infeasible.insert(plus) }
            return
        }
        if rows[minus] != nil {
            rows[minus]!.constant += delta
            if rows[minus]!.constant < -LayoutTolerance.pivot { infeasible.insert(minus) }
            return
        }
        var index = rows.startIndex
        while index != rows.endIndex {
            let coefficient = rows.values[index].coefficient(of: plus)
            if coefficient != 0 {
                rows.values[index].constant += coefficient * delta
                let basic = rows.keys[index]
                if basic.isPivotable && rows.values[index].constant < -LayoutTolerance.pivot { infeasible.insert(basic) }
            }
            rows.formIndex(after: &index)
        }
        for level in levels.indices {
            levels[level].objective.constant += levels[level].objective.coefficient(of: plus) * delta
        }
    }

    /// Whether `candidate` has a smaller ratio than `current`, or a tied ratio and an older symbol.
    private static func isBetter(_ candidate: (symbol: Symbol, ratio: Double),
                                 than current: (symbol: Symbol, ratio: Double)?) -> Bool {
        guard let current else { return true }
        if candidate.ratio < current.ratio - LayoutTolerance.pivot { return true }
        if candidate.ratio > current.ratio + LayoutTolerance.pivot { return false }
        return candidate.symbol < current.symbol
    }

    // MARK: Optimal face

    /// Whether the basic or parametric symbol `symbol` can take more than one value among the
    /// optimal solutions: the solutions with the same (lexicographic) error as the current one.
    ///
    /// A parametric external symbol is free. A basic one moves with any external parameter of its
    /// row; failing that it can only move with restricted parameters whose objective coefficient
    /// is zero at every level (a parameter with a positive coefficient must stay 0 for the error
    /// to stay optimal). When its row has such parameters, two small simplex runs on a copy of
    /// the tableau minimize and maximize it within the optimal face; it is ambiguous if either
    /// moves it by more than the tolerance (relative to its value) or is unbounded.
    /// Complexity: O(1) when the row decides it, two simplex runs otherwise.
    func canMoveWithinOptimalFace(_ symbol: Symbol) -> Bool {
        guard let row = rows[symbol] else { return true }
        let movers = row.cells.filter { abs($0.coefficient) > LayoutTolerance.pivot }
        if movers.contains(where: { $0.symbol.kind == .external }) { return true }
        guard movers.contains(where: { $0.symbol.isPivotable && objectiveSign(of: $0.symbol) == 0 }) else { return false }
        for direction in [1.0, -1.0] {
            var copy = self
            var goal = row
            goal.scale(by: direction)
            copy.artificial = goal
            copy.infeasible = []
            switch copy.optimize(.optimalFace) {
            case .unbounded, .iterationLimit: return true
            case .optimal:
                let moved = goal.constant - (copy.artificial?.constant ?? goal.constant)
                if moved > LayoutTolerance.pivot * max(1, abs(goal.constant)) { return true }
            }
        }
        return false
    }
}
