import AnimaticTimeline

/// The view hierarchy in writing order: each view's subviews in view order, the stage's
/// (top-level) views first.
///
/// ```swift
/// let tree = ViewTree(timeline.views)
/// tree.forEachInDocumentOrder { view in print(timeline.views[view].displayName) }
/// ```
package struct ViewTree: Sendable {
    /// `firstChild[v]` is view v's first subview (`firstChild[n]` the stage's first view), or -1.
    private var firstChild: [Int32]
    private var nextSibling: [Int32]

    /// The hierarchy of `views` (each view's ``TimelineView/parent``): siblings in the order
    /// they joined, except that a view that joined below a sibling
    /// (``TimelineView/drawnBelow``, `insertSubview(_:at:)`) comes directly before it.
    ///
    /// - Complexity: O(n) for n views.
    package init(_ views: TimelineViews) {
        let n = views.count
        var firstChild = [Int32](repeating: -1, count: n + 1)
        var nextSibling = [Int32](repeating: -1, count: n)
        var inserted = false
        for v in stride(from: n - 1, through: 0, by: -1) {
            if views.drawnBelow(of: v) != nil { inserted = true }
            let parent = views.parent(of: v) ?? n
            nextSibling[v] = firstChild[parent]
            firstChild[parent] = Int32(v)
        }
        if inserted { ViewTree.placeInserted(views, firstChild: &firstChild, nextSibling: &nextSibling) }
        self.firstChild = firstChild
        self.nextSibling = nextSibling
    }

    /// The hierarchy of `views` with the children of each parent that `order` lists in the
    /// order of their own elements there (``DrawOrder/Occurrence/isCopy`` false): the order
    /// the document writes them in, copies aside.
    package init(_ views: TimelineViews, order: DrawOrder) {
        self.init(views)
        guard !order.isEmpty else { return }
        var firstChild = self.firstChild, nextSibling = self.nextSibling
        for (parent, occurrences) in order.occurrences {
            var last: Int32 = -1
            for occurrence in occurrences where !occurrence.isCopy {
                let v = Int32(occurrence.view)
                if last < 0 { firstChild[parent] = v } else { nextSibling[Int(last)] = v }
                last = v
            }
            if last >= 0 { nextSibling[Int(last)] = -1 }
        }
        self.firstChild = firstChild
        self.nextSibling = nextSibling
    }

    /// Links the siblings of a story that inserted views below others: in joining order, each
    /// view goes in front of its siblings or directly below the one it joined below.
    private static func placeInserted(_ views: TimelineViews, firstChild: inout [Int32], nextSibling: inout [Int32]) {
        let n = views.count
        var previousSibling = [Int32](repeating: -1, count: n)
        var lastChild = [Int32](repeating: -1, count: n + 1)
        for p in 0...n { firstChild[p] = -1 }
        for v in 0..<n {
            let parent = views[v].parent ?? n
            if let below = views[v].drawnBelow {
                let before = previousSibling[below]
                previousSibling[v] = before
                nextSibling[v] = Int32(below)
                previousSibling[below] = Int32(v)
                if before >= 0 { nextSibling[Int(before)] = Int32(v) } else { firstChild[parent] = Int32(v) }
            } else {
                let last = lastChild[parent]
                previousSibling[v] = last
                nextSibling[v] = -1
                if last >= 0 { nextSibling[Int(last)] = Int32(v) } else { firstChild[parent] = Int32(v) }
                lastChild[parent] = Int32(v)
            }
        }
    }

    /// The views on the stage itself, in view order.
    package var topLevel: [Int] { children(of: firstChild.count - 1) }

    /// The subviews of view `v`, in view order.
    package func children(of v: Int) -> [Int] {
        var result: [Int] = []
        var c = firstChild[v]
        while c >= 0 { result.append(Int(c)); c = nextSibling[Int(c)] }
        return result
    }

    /// Calls `body` with each subview of `v` in view order.
    @inline(__always) package func forEachChild(of v: Int, _ body: (Int) throws -> Void) rethrows {
        var c = firstChild[v]
        while c >= 0 { try body(Int(c)); c = nextSibling[Int(c)] }
    }

    /// Calls `body` for every view, parents before their subviews, siblings in view order
    /// (the order in which the document writes them).
    ///
    /// - Complexity: O(n) for n views, walking the links: only a view that has both subviews
    ///   and a later sibling leaves that sibling on a stack while its subviews are visited.
    package func forEachInDocumentOrder(_ body: (Int) -> Void) {
        var pending: [Int32] = []
        var c = firstChild[firstChild.count - 1]
        while true {
            if c < 0 {
                guard let sibling = pending.popLast() else { return }
                c = sibling
            }
            body(Int(c))
            let next = nextSibling[Int(c)], child = firstChild[Int(c)]
            if child >= 0 {
                if next >= 0 { pending.append(next) }
                c = child
            } else {
                c = next
            }
        }
    }
}
