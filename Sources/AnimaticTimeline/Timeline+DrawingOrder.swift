import AnimaticClock

/// The order one parent's children are drawn in over time: the joins and moves
/// (``Timeline/orderMoves``) give the order of `subviews`/`sublayers`, and each child's
/// ``AnimatedProperty/zPosition`` at each instant sorts it, stably (see
/// ``Timeline/drawingOrder(ofChildrenOf:at:)``).
package struct SiblingOrders: Sendable, Equatable {
    /// `(from, order)` with increasing `from` (ticks), each order holding every child joined by
    /// then (removed ones too), back to front; consecutive orders differ. When ``cycle`` is set,
    /// the orders from its start on repeat with its period: the list ends with the orders of
    /// its first period.
    package var orders: [Order]
    /// When the orders start repeating and how long one repetition lasts (zPosition animations
    /// that repeat forever), or `nil`.
    package var cycle: Cycle?

    /// The orders `orders`, repeating along `cycle` when it is set.
    package init(orders: [Order], cycle: Cycle?) { self.orders = orders; self.cycle = cycle }

    /// One order and the instant it starts.
    package struct Order: Sendable, Equatable {
        /// When it starts, in ticks.
        package var from: Int64
        /// The children back to front.
        package var order: [Int]

        package init(from: Int64, order: [Int]) { self.from = from; self.order = order }
    }

    /// A repetition of the orders: from `start` on, the order at `t` is the order at
    /// `start + (t − start) mod period`.
    package struct Cycle: Sendable, Equatable {
        /// When the first repetition starts, in ticks.
        package var start: Int64
        /// How long one repetition lasts, in ticks.
        package var period: Int64

        package init(start: Int64, period: Int64) { self.start = start; self.period = period }

        /// `ticks` mapped into the first repetition when it lies after it.
        package func firstCycleTime(_ ticks: Int64) -> Int64 {
            guard period > 0, ticks >= start + period else { return ticks }
            return start + (ticks - start) % period
        }
    }

    /// The order in force at `ticks` (the first order before the first `from`).
    package func order(at ticks: Int64) -> [Int] {
        let t = cycle?.firstCycleTime(ticks) ?? ticks
        return (orders.last { $0.from <= t } ?? orders.first)?.order ?? []
    }
}

extension Timeline {
    /// The children of `parent` (`nil`: the stage's own views) on stage at `time`, back to front
    /// as Core Animation draws them: in `subviews`/`sublayers` order (joins and
    /// ``orderMoves``), sorted stably by their ``AnimatedProperty/zPosition`` at `time`, the
    /// higher in front (Apple, `CALayer.zPosition`: "Higher values place this layer visually
    /// closer to the viewer than layers with lower values"); equal values keep their order.
    ///
    /// ```swift
    /// let onTop = timeline.drawingOrder(ofChildrenOf: timeline.view(named: "hud"), at: try StoryTime(seconds: 1.5)).last
    /// ```
    ///
    /// - Complexity: O(c · (m + log k)) for c children, m moves and k zPosition changes each.
    public func drawingOrder(ofChildrenOf parent: Int?, at time: StoryTime) -> [Int] {
        let base = baseOrders(ofChildrenOf: parent)
        let order = (base.last { $0.from <= time.ticks })?.order ?? []
        let alive = order.filter { c in
            views[c].addedAt <= time && (views[c].removedAt.map { time < $0 } ?? true)
        }
        return sortedByZPosition(alive, at: time.ticks)
    }

    /// `children` sorted stably by their zPosition at `ticks`.
    func sortedByZPosition(_ children: [Int], at ticks: Int64) -> [Int] {
        let time = StoryTime(ticks: ticks)
        let keyed = children.enumerated().map { (k, c) in (z: value(of: c, .zPosition, at: time)[component: 0], k: k, c: c) }
        return keyed.sorted { ($0.z, $0.k) < ($1.z, $1.k) }.map(\.c)
    }

    /// The `subviews`/`sublayers` orders of `parent`'s children over time (joins and moves).
    package func baseOrders(ofChildrenOf parent: Int?) -> [SiblingOrders.Order] {
        var children: [Int] = []
        for v in 0..<views.count where views.parent(of: v) == parent { children.append(v) }
        let moves = orderMoves.filter { $0.view < views.count && views.parent(of: $0.view) == parent }
        return views.siblingOrders(children: children, moves: moves).map { SiblingOrders.Order(from: $0.from, order: $0.order) }
    }

    /// Whether some child of `parent` has a zPosition other than 0 at some instant.
    func hasZPositions(amongChildrenOf children: [Int]) -> Bool {
        children.contains { c in
            segmentCount(of: c, .zPosition) > 0 || views.initialValue(of: c, .zPosition)[component: 0] != 0
        }
    }

    /// The longest common cycle of zPosition repeats that the orders follow: longer than this
    /// many times the longest period, the orders are not written as a cycle (reported while
    /// recording, ``zPositionCycleProblems``).
    package static let longestOrderCycle: Int64 = 64

    /// The common cycle of the endless zPosition repeats of `children`: `nil` when none repeats,
    /// `.failure` with the periods when the least common multiple of their periods is longer
    /// than ``longestOrderCycle`` times the longest.
    func zPositionCycle(of children: [Int]) -> Result<(start: Int64, period: Int64), CycleTooLong>? {
        let repeats = endlessRepeats.filter { $0.property == .zPosition && $0.period.ticks > 0 && children.contains($0.view) }
        guard !repeats.isEmpty else { return nil }
        func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
        let longest = repeats.map(\.period.ticks).max()!
        var period: Int64 = 1
        for r in repeats {
            let p = r.period.ticks
            let (product, overflow) = (period / gcd(period, p)).multipliedReportingOverflow(by: p)
            guard !overflow, product <= longest * Timeline.longestOrderCycle else {
                return .failure(CycleTooLong(repeats: repeats))
            }
            period = product
        }
        return .success((repeats.map(\.start.ticks).max()!, period))
    }

    /// The endless zPosition repeats, grouped by parent, whose siblings' orders have no common
    /// cycle within ``longestOrderCycle`` times the longest period (what the recording reports).
    package var zPositionCycleProblems: [CycleTooLong] {
        let repeats = endlessRepeats.filter { $0.property == .zPosition }
        guard repeats.count > 1 else { return [] }
        var parents: [Int?] = []
        for r in repeats where !parents.contains(views.parent(of: r.view)) { parents.append(views.parent(of: r.view)) }
        return parents.compactMap { parent in
            let children = (0..<views.count).filter { views.parent(of: $0) == parent }
            if case .failure(let problem)? = zPositionCycle(of: children) { return problem }
            return nil
        }
    }

    /// Endless zPosition repeats among siblings whose common cycle is too long to draw.
    package struct CycleTooLong: Error, Sendable {
        /// The repeats.
        package var repeats: [EndlessRepeat]
    }

    /// The drawing orders of `parent`'s children over time (joins, moves and zPositions),
    /// exact at the instants the zPositions cross: each interval between changes of the
    /// tracks' segments is sampled every ``SiblingOrders/sampling`` ticks (1/240 s) and a change of order between
    /// two samples is narrowed to its tick by bisection, so only two crossings of the same pair
    /// within one sampling step go unseen. `nil` when the zPositions repeat forever with no
    /// common cycle (``CycleTooLong``).
    package func siblingOrders(ofChildrenOf parent: Int?) -> SiblingOrders? {
        let base = baseOrders(ofChildrenOf: parent)
        guard let lastBase = base.last else { return SiblingOrders(orders: [], cycle: nil) }
        let children = lastBase.order
        guard hasZPositions(amongChildrenOf: children) else { return SiblingOrders(orders: base, cycle: nil) }
        var cycle: SiblingOrders.Cycle?
        switch zPositionCycle(of: children) {
        case .failure?: return nil
        case .success(let found)?: cycle = SiblingOrders.Cycle(start: found.start, period: found.period)
        case nil: break
        }
        // The instants where something other than a moving zPosition changes, and the spans
        // where a zPosition moves.
        var events = Set(base.map(\.from))
        var moving: [(start: Int64, end: Int64)] = []
        var settled: Int64 = lastBase.from
        for c in children {
            settled = max(settled, views[c].addedAt.ticks, views[c].removedAt?.ticks ?? 0)
            let repeating = cycle != nil ? endlessRepeat(of: c, .zPosition) : nil
            forEachSegment(of: c, .zPosition) { s in
                if repeating == nil { settled = max(settled, s.end) }
                events.insert(s.start); events.insert(s.end)
                if s.duration > 0 { moving.append((s.start, s.end)) }
            }
        }
        if var found = cycle { found.start = max(found.start, settled); cycle = found }
        let horizon = cycle.map { $0.start + $0.period } ?? (events.max() ?? 0)
        // Repeats after their first cycle: their segments again, shifted by whole periods.
        if let cycle {
            for r in endlessRepeats where r.property == .zPosition && children.contains(r.view) && r.period.ticks > 0 {
                var shift = r.period.ticks
                while r.start.ticks + shift < horizon {
                    forEachSegment(of: r.view, .zPosition) { s in
                        guard s.start >= r.start.ticks, s.start < r.firstCycleEnd.ticks else { return }
                        events.insert(s.start + shift); events.insert(s.end + shift)
                        if s.duration > 0 { moving.append((s.start + shift, s.end + shift)) }
                    }
                    shift += r.period.ticks
                }
            }
            events.insert(cycle.start)
            events.insert(horizon)
        }
        let instants = events.filter { $0 >= 0 && $0 <= horizon }.sorted()
        func order(_ ticks: Int64) -> [Int] {
            let t = cycle?.firstCycleTime(ticks) ?? ticks
            let b = (base.last { $0.from <= t } ?? base[0]).order
            return sortedByZPosition(b, at: t)
        }
        var orders: [SiblingOrders.Order] = []
        func add(_ ticks: Int64, _ o: [Int]) {
            if let last = orders.last, last.order == o { return }
            if let last = orders.last, last.from == ticks { orders[orders.count - 1].order = o } else { orders.append(.init(from: ticks, order: o)) }
        }
        let start = base[0].from
        var current = order(start)
        add(start, current)
        for (i, a) in instants.enumerated() where a >= start {
            let b = i + 1 < instants.count ? instants[i + 1] : a
            let at = order(a)
            if at != current { add(a, at); current = at }
            guard b > a else { continue }
            guard moving.contains(where: { $0.start < b && $0.end > a }) else { continue }
            // Samples in (a, b), each change narrowed to its first tick.
            var x = a
            while x < b - 1 {
                let y = min(b - 1, x + SiblingOrders.sampling)
                var oy = order(y)
                while oy != current {
                    var lo = x, hi = y
                    while hi - lo > 1 {
                        let mid = lo + (hi - lo) / 2
                        if order(mid) == current { lo = mid } else { hi = mid }
                    }
                    current = order(hi)
                    add(hi, current)
                    x = hi
                    oy = order(y)
                }
                x = y
            }
        }
        // The first repetition ends where the second starts: what follows is the cycle again.
        if let cycle { orders.removeAll { $0.from >= cycle.start + cycle.period } }
        return SiblingOrders(orders: orders, cycle: cycle)
    }
}

extension SiblingOrders {
    /// How far apart the samples between two changes of segments lie: 1/240 s.
    package static let sampling: Int64 = StoryTime.ticksPerSecond / 240
}
