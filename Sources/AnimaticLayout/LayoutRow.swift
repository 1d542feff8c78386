/// What a tableau symbol stands for (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001, section 3).
enum SymbolKind: UInt8 {
    /// A `LayoutVariable`: unrestricted in sign.
    case external
    /// The slack of an inequality: restricted to `>= 0`.
    case slack
    /// The error of an optional constraint: restricted to `>= 0`, minimized by the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// The artificial variable of phase one when a required constraint has no subject: `>= 0`.
    case artificial
}

/// One variable of the simplex tableau, ordered by creation (the order Bland's rule uses).
struct Symbol: Hashable, Comparable {
    /// The creation number: unique within a solver, smaller is older.
    let id: Int
    /// What the symbol stands for.
    let kind: SymbolKind

    /// Whether the simplex may pivot it in or out: a slack, error or artificial variable
    /// (restricted to `>= 0`, not a dummy).
    var isPivotable: Bool { kind == .slack || kind == .error || kind == .artificial }

    /// Equal symbols have equal ids.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Older first.
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// The numeric tolerances of the solver.
enum LayoutTolerance {
    /// Coefficients and constants within this of zero count as zero in every decision: a
    /// coefficient this small is never a pivot, an objective coefficient this small is neither an
    /// improvement nor a cost, a row constant must be below `-pivot` to be infeasible, and two
    /// ratios this close are a tie (broken by Bland's rule).
    static let pivot = 1e-9
    /// Coefficients this small left by cancellation are removed from rows; far below `pivot`,
    /// so dropping them moves a solution by less than `drop × |value|`.
    static let drop = 1e-12
}

/// A linear expression over symbols, `constant + Σ coefficient·symbol`, kept sparse and sorted by
/// symbol id so arithmetic is linear-time and deterministic (no hash order reaches the numbers).
///
/// In the tableau a row belongs to a basic symbol and means `basic = constant + Σ …`; a row
/// built from a new constraint, before it has a subject, means `0 = constant + Σ …`.
struct LayoutRow {
    /// One nonzero coefficient.
    struct Cell {
        /// The symbol.
        var symbol: Symbol
        /// Its coefficient (never exactly zero).
        var coefficient: Double
    }

    /// The constant term.
    var constant: Double
    /// The nonzero coefficients, sorted by symbol id.
    private(set) var cells: [Cell] = []

    /// The row `constant` with no symbols.
    init(constant: Double = 0) { self.constant = constant }

    /// Where `symbol` is, or where it would be inserted. Complexity: O(log cells).
    private func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let id = cells[mid].symbol.id
            if id == symbol.id { return (true, mid) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, 0 when absent. Complexity: O(log cells).
    func coefficient(of symbol: Symbol) -> Double {
        let place = search(symbol)
        return place.found ? cells[place.index].coefficient : 0
    }

    /// Whether every symbol is a dummy (true for a row without symbols).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is negligible.
    /// Complexity: O(cells).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let place = search(symbol)
        if place.found {
            let sum = cells[place.index].coefficient + coefficient
            if abs(sum) <= LayoutTolerance.drop { cells.remove(at: place.index) } else { cells[place.index].coefficient = sum }
        } else if abs(coefficient) > LayoutTolerance.drop {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: place.index)
        }
    }

    /// Adds `factor × other` (its constant too), merging the sorted cells.
    /// Complexity: O(cells + other.cells).
    mutating func add(_ other: LayoutRow, times factor: Double) {
        guard factor != 0 else { return }
        constant += factor * other.constant
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let product = factor * other.cells[j].coefficient
                if abs(product) > LayoutTolerance.drop { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: product)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + factor * other.cells[j].coefficient
                if abs(sum) > LayoutTolerance.drop { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let place = search(symbol)
        guard place.found else { return 0 }
        return cells.remove(at: place.index).coefficient
    }

    /// Multiplies the constant and every coefficient by `factor` (nonzero).
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `0 = constant + k·symbol + rest` into `symbol = -(constant + rest)/k`; `symbol` must
    /// have a nonzero coefficient. The row then belongs to `symbol`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Turns `basic = …` into `entering = …` (a pivot's row): moves `basic` to the right side and
    /// solves for `entering`, which must have a nonzero coefficient.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` (the row that now defines it); returns whether `symbol` was
    /// present. Complexity: O(log cells) when absent, O(cells + row.cells) when present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: LayoutRow) -> Bool {
        let place = search(symbol)
        guard place.found else { return false }
        let coefficient = cells.remove(at: place.index).coefficient
        add(row, times: coefficient)
        return true
    }
}
