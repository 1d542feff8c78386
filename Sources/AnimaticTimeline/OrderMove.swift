import AnimaticClock

/// A view moved among its siblings while on stage: from `time` on it is drawn directly below
/// the sibling `below`, or in front of all its siblings when `below` is `nil`.
///
/// UIKit draws a view's subviews in the order of its `subviews` array (Apple, "subviews":
/// "the last view in the array is displayed on top"), and `bringSubviewToFront(_:)`,
/// `sendSubviewToBack(_:)`, `exchangeSubview(at:withSubviewAt:)`, `insertSubview` of a view
/// that already is a subview and `addSubview` of one (it moves to the front) change that order;
/// Core Animation draws sibling layers in order of `zPosition`, then of `sublayers`. The stage
/// records the resulting drawing order as these moves (``Timeline/orderMoves``); the exporters
/// draw each sibling order from the instant it starts (`TimelineRecorder.moveView(_:below:at:)`).
public struct OrderMove: Hashable, Sendable {
    /// When the view is drawn at its new place.
    public var time: StoryTime
    /// The index of the view that moved.
    public var view: Int
    /// The sibling it is now drawn directly below, or `nil`: in front of its siblings.
    public var below: Int?
    /// How many views had joined the stage when it moved: the moves and the joins of one
    /// instant happen in this order.
    public var joinedBefore: Int

    /// A move of `view` at `time` to directly below `below` (`nil`: to the front), after
    /// `joinedBefore` views had joined.
    public init(time: StoryTime, view: Int, below: Int?, joinedBefore: Int) {
        self.time = time
        self.view = view
        self.below = below
        self.joinedBefore = joinedBefore
    }
}

extension TimelineRecorder {
    /// Records that `view` is drawn, from `time` on, directly below its sibling `below` (a view
    /// with the same parent), or in front of its siblings when `below` is `nil`. A `below`
    /// that is not a sibling, or the view itself, is ignored (the stage passes only siblings).
    package func moveView(_ view: Int, below: Int?, at time: StoryTime) {
        guard view >= 0, view < views.count else { return }
        if let below, below < 0 || below >= views.count || below == view || views[below].parent != views[view].parent {
            return
        }
        orderMoves.append(OrderMove(time: time, view: view, below: below, joinedBefore: views.count))
    }
}

extension TimelineViews {
    /// The sibling orders of one parent over time: `(from, order)` with increasing `from`
    /// (in ticks), each order holding every child joined by then (removed ones too), from the
    /// joins of `children` (the parent's, in index order) and the parent's `moves`.
    package func siblingOrders(children: [Int], moves: [OrderMove]) -> [(from: Int64, order: [Int])] {
        var order: [Int] = []
        var snapshots: [(from: Int64, order: [Int])] = []
        func snapshot(_ ticks: Int64) {
            if let last = snapshots.last, last.from >= ticks { snapshots[snapshots.count - 1] = (last.from, order) }
            else { snapshots.append((ticks, order)) }
        }
        var m = 0
        func applyMoves(before joined: Int) {
            while m < moves.count && moves[m].joinedBefore <= joined {
                let move = moves[m]
                m += 1
                guard let at = order.firstIndex(of: move.view) else { continue }
                order.remove(at: at)
                if let below = move.below, let place = order.firstIndex(of: below) { order.insert(move.view, at: place) }
                else { order.append(move.view) }
                snapshot(move.time.ticks)
            }
        }
        for c in children {
            applyMoves(before: c)
            if let below = self[c].drawnBelow, let place = order.firstIndex(of: below) { order.insert(c, at: place) }
            else { order.append(c) }
            snapshot(self[c].addedAt.ticks)
        }
        applyMoves(before: Int.max)
        return snapshots
    }

}

extension TimelineRecorder {
    /// The children of `parent` (`nil`: the stage's views) in the order they are drawn now,
    /// back to front, removed ones included.
    package func currentOrder(ofChildrenOf parent: Int?) -> [Int] {
        let all = TimelineViews(storage: views)
        var children: [Int] = []
        for v in 0..<views.count where all.parent(of: v) == parent { children.append(v) }
        let moves = orderMoves.filter { all.parent(of: $0.view) == parent }
        return all.siblingOrders(children: children, moves: moves).last?.order ?? []
    }

    /// Records that `view` is drawn, from `time` on, behind all its siblings.
    package func moveViewToBack(_ view: Int, at time: StoryTime) {
        guard view >= 0, view < views.count else { return }
        let order = currentOrder(ofChildrenOf: TimelineViews(storage: views).parent(of: view))
        guard let back = order.first, back != view else { return }
        moveView(view, below: back, at: time)
    }
}
