import AnimaticClock
import AnimaticTimeline

/// The drawing order of siblings that moved while on stage (``Timeline/orderMoves``) or that
/// a zPosition sorts (`Timeline.siblingOrders(ofChildrenOf:)`), as a format draws it: for each
/// parent whose children changed order, one list of occurrences in document order. Each child
/// appears once as itself (the first time) and, where the order put it elsewhere later, again
/// as a copy; every occurrence says when it is not drawn (and, for zPositions animated forever,
/// when within each repetition of the orders' cycle).
///
/// The sibling order at each instant replays the joins (in front, or below the sibling a view
/// joined below) and the moves in the order they happened, sorted stably by zPosition; only
/// orders that last are drawn,
/// so a move in the instant a view joined, or at 0 before the first frame, changes the
/// document's structure only. Among the views alive in each such interval the occurrences
/// keep that interval's order: the lists are built by reusing the longest common
/// subsequence of the occurrences so far and adding copies for the rest.
///
/// ```swift
/// let order = DrawOrder(timeline)
/// order.occurrences[parent]?.forEach { print($0.view, $0.isCopy, $0.hiddenSteps) }
/// ```
package struct DrawOrder: Sendable {
    /// One place a view is drawn at among its siblings.
    package struct Occurrence: Sendable, Equatable {
        /// The view drawn.
        package var view: Int
        /// Whether this is a copy of the view (drawn where its own element is not).
        package var isCopy: Bool
        /// When it is not drawn: `(ticks, hidden)` steps, the first at 0; empty when it is
        /// always drawn (the view's own visibility still applies). With a ``cycle``, the steps
        /// before the cycle starts.
        package var hiddenSteps: [(ticks: Int64, hidden: Bool)]
        /// The orders' repetition (zPositions animated forever), when this occurrence is hidden
        /// during some of it: from its start on, ``cycleSteps`` apply, every period.
        package var cycle: SiblingOrders.Cycle?
        /// When it is not drawn within one repetition of ``cycle``: `(ticks, hidden)` from the
        /// repetition's start, the first at 0; empty without a cycle.
        package var cycleSteps: [(ticks: Int64, hidden: Bool)]

        /// `view` drawn by its own element or as a copy, hidden along `hiddenSteps` and, from
        /// `cycle`'s start on, along `cycleSteps` in every repetition.
        package init(view: Int, isCopy: Bool, hiddenSteps: [(ticks: Int64, hidden: Bool)],
                     cycle: SiblingOrders.Cycle? = nil, cycleSteps: [(ticks: Int64, hidden: Bool)] = []) {
            self.view = view
            self.isCopy = isCopy
            self.hiddenSteps = hiddenSteps
            self.cycle = cycle
            self.cycleSteps = cycleSteps
        }

        package static func == (a: Occurrence, b: Occurrence) -> Bool {
            a.view == b.view && a.isCopy == b.isCopy && a.hiddenSteps.elementsEqual(b.hiddenSteps) { $0 == $1 }
                && a.cycle == b.cycle && a.cycleSteps.elementsEqual(b.cycleSteps) { $0 == $1 }
        }

        /// Whether it is hidden at some instant (and so needs a `display` animation).
        package var changes: Bool { !hiddenSteps.isEmpty || !cycleSteps.isEmpty }

        /// Whether it is hidden at `ticks`.
        package func isHidden(at ticks: Int64) -> Bool {
            if let cycle, ticks >= cycle.start {
                let phase = cycle.period > 0 ? (ticks - cycle.start) % cycle.period : 0
                return cycleSteps.last { $0.ticks <= phase }?.hidden ?? false
            }
            return hiddenSteps.last { $0.ticks <= ticks }?.hidden ?? false
        }
    }

    /// The occurrences of the children of each parent whose children moved (the stage's own
    /// views under `views.count`), in document order.
    package let occurrences: [Int: [Occurrence]]

    /// Whether no parent needs more than the static order (every occurrence drawn always).
    package var isEmpty: Bool { occurrences.isEmpty }

    /// The occurrences of the children of each parent in `timeline` whose children moved
    /// (``Timeline/orderMoves``) or have a zPosition other than 0 at some instant; empty when
    /// none has.
    package init(_ timeline: Timeline) {
        let views = timeline.views
        let n = views.count
        var parents = Set<Int>()
        for move in timeline.orderMoves where move.view < n { parents.insert(views[move.view].parent ?? n) }
        for v in 0..<n where timeline.segmentCount(of: v, .zPosition) > 0
            || views.initialValue(of: v, .zPosition)[component: 0] != 0 {
            parents.insert(views[v].parent ?? n)
        }
        guard !parents.isEmpty else { occurrences = [:]; return }
        var children: [Int: [Int]] = [:]
        for v in 0..<n {
            let parent = views[v].parent ?? n
            if parents.contains(parent) { children[parent, default: []].append(v) }
        }
        var result: [Int: [Occurrence]] = [:]
        for parent in parents {
            // A cycle too long to draw was reported while recording: its first orders are drawn.
            let orders = timeline.siblingOrders(ofChildrenOf: parent == n ? nil : parent)
                ?? SiblingOrders(orders: timeline.baseOrders(ofChildrenOf: parent == n ? nil : parent), cycle: nil)
            result[parent] = DrawOrder.occurrences(views, children: children[parent] ?? [], orders: orders)
        }
        occurrences = result
    }

    /// The occurrences of one parent's children (see the type's description).
    static func occurrences(_ views: TimelineViews, children: [Int], orders siblingOrders: SiblingOrders) -> [Occurrence] {
        let orders = siblingOrders.orders
        // Each interval's order among the views alive in it; equal neighbours merge.
        var intervals: [(from: Int64, order: [Int])] = []
        for (k, entry) in orders.enumerated() {
            let end = k + 1 < orders.count ? orders[k + 1].from : Int64.max
            let alive = entry.order.filter { c in
                views[c].addedAt.ticks < end && (views[c].removedAt.map { $0.ticks > entry.from } ?? true)
            }
            if let last = intervals.last, last.order == alive { continue }
            intervals.append((entry.from, alive))
        }
        // Occurrences in document order and, per interval, the one each alive view is drawn as.
        var sequence: [(view: Int, copy: Bool)] = []
        var seen = Set<Int>()
        var ids: [Int] = []             // occurrence id at each position of `sequence`
        var used: [[Int: Int]] = []     // per interval: view -> occurrence id
        for interval in intervals {
            let order = interval.order
            // Longest common subsequence of `order` and the sequence's views.
            let a = order.count, b = sequence.count
            var table = [[Int32]](repeating: [Int32](repeating: 0, count: b + 1), count: a + 1)
            if a > 0 && b > 0 {
                for i in stride(from: a - 1, through: 0, by: -1) {
                    for j in stride(from: b - 1, through: 0, by: -1) {
                        table[i][j] = order[i] == sequence[j].view ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                    }
                }
            }
            var i = 0, j = 0
            var merged: [(view: Int, copy: Bool)] = [], mergedIds: [Int] = []
            var chosen: [Int: Int] = [:]
            while i < a || j < b {
                if i < a && j < b && order[i] == sequence[j].view && table[i][j] == table[i + 1][j + 1] + 1 {
                    merged.append(sequence[j]); mergedIds.append(ids[j]); chosen[order[i]] = ids[j]
                    i += 1; j += 1
                } else if j < b && (i == a || table[i][j + 1] >= table[i + 1][j]) {
                    merged.append(sequence[j]); mergedIds.append(ids[j])
                    j += 1
                } else {
                    let v = order[i]
                    let id = mergedIds.count + ids.count   // fresh: above every id so far
                    let copy = seen.contains(v)
                    seen.insert(v)
                    merged.append((v, copy)); mergedIds.append(id); chosen[v] = id
                    i += 1
                }
            }
            // Fresh ids must not repeat: renumber new ones past the largest.
            var next = (ids.max() ?? -1) + 1
            var renamed: [Int: Int] = [:]
            let old = Set(ids)
            for (k, id) in mergedIds.enumerated() where !old.contains(id) {
                renamed[id] = next; mergedIds[k] = next; next += 1
            }
            for (v, id) in chosen { chosen[v] = renamed[id] ?? id }
            sequence = merged
            ids = mergedIds
            used.append(chosen)
        }
        // Children never alive in any interval are drawn once, at the end (always hidden by
        // their own visibility).
        for c in children where !seen.contains(c) {
            seen.insert(c)
            sequence.append((c, false))
            ids.append((ids.max() ?? -1) + 1)
        }
        let cycle = siblingOrders.cycle
        var result: [Occurrence] = []
        for (k, entry) in sequence.enumerated() {
            let id = ids[k]
            func hidden(_ j: Int) -> Bool { used[j][entry.view].map { $0 != id } ?? false }
            // Hidden in the intervals where its view is drawn as another occurrence.
            var steps: [(ticks: Int64, hidden: Bool)] = [(0, false)]
            for (j, interval) in intervals.enumerated() where cycle.map({ interval.from < $0.start }) ?? true {
                let hidden = hidden(j)
                guard steps[steps.count - 1].hidden != hidden else { continue }
                if interval.from <= 0 { steps = [(0, hidden)] } else { steps.append((interval.from, hidden)) }
            }
            if !steps.contains(where: \.hidden) { steps = [] }
            // Within one repetition: from the interval in force at its start.
            var cycleSteps: [(ticks: Int64, hidden: Bool)] = []
            if let cycle, let first = intervals.lastIndex(where: { $0.from <= cycle.start }) ?? intervals.indices.first {
                cycleSteps = [(0, hidden(first))]
                for j in (first + 1)..<intervals.count where intervals[j].from < cycle.start + cycle.period {
                    let hidden = hidden(j)
                    guard cycleSteps[cycleSteps.count - 1].hidden != hidden else { continue }
                    cycleSteps.append((intervals[j].from - cycle.start, hidden))
                }
                if !cycleSteps.contains(where: \.hidden) { cycleSteps = [] }
            }
            result.append(Occurrence(view: entry.view, isCopy: entry.copy, hiddenSteps: steps,
                                     cycle: cycleSteps.isEmpty ? nil : cycle, cycleSteps: cycleSteps))
        }
        return result
    }
}
