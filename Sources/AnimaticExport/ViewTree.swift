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
    private let firstChild: [Int32]
    private let nextSibling: [Int32]

    /// The hierarchy of `views` (each view's ``TimelineView/parent``).
    package init(_ views: TimelineViews) {
        let n = views.count
        var firstChild = [Int32](repeating: -1, count: n + 1)
        var nextSibling = [Int32](repeating: -1, count: n)
        for v in stride(from: n - 1, through: 0, by: -1) {
            let parent = views[v].parent ?? n
            nextSibling[v] = firstChild[parent]
            firstChild[parent] = Int32(v)
        }
        self.firstChild = firstChild
        self.nextSibling = nextSibling
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
    package func forEachInDocumentOrder(_ body: (Int) -> Void) {
        var stack: [Int] = []
        var siblings: [Int] = []
        func push(childrenOf v: Int) {
            siblings.removeAll(keepingCapacity: true)
            forEachChild(of: v) { siblings.append($0) }
            stack.append(contentsOf: siblings.reversed())
        }
        push(childrenOf: firstChild.count - 1)
        while let v = stack.popLast() {
            body(v)
            push(childrenOf: v)
        }
    }
}
