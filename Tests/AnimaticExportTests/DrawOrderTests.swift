import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Testing

/// Document order of views that joined behind their siblings, and visibility steps worked out
/// down the tree.
@Suite struct DrawOrderTests {
    private func add(_ r: TimelineRecorder, _ parent: Int?, below: Int? = nil, at time: StoryTime = .zero) -> Int {
        r.addView(identifier: nil, parent: parent, initial: ViewState(width: 1, height: 1), at: time, below: below)
    }

    @Test func aViewThatJoinedBelowASiblingComesDirectlyBeforeIt() {
        let r = TimelineRecorder()
        let root = add(r, nil), a = add(r, root), b = add(r, root)
        let c = add(r, root, below: b)          // between a and b
        let d = add(r, root, below: a)          // first
        let e = add(r, root, below: b)          // between c and b
        let f = add(r, root)                    // in front
        let top = add(r, nil, below: root)      // a stage view behind the root
        let cx = add(r, c)
        let tree = ViewTree(r.timeline.views)
        #expect(tree.topLevel == [top, root])
        #expect(tree.children(of: root) == [d, a, c, e, b, f])
        var order: [Int] = []
        tree.forEachInDocumentOrder { order.append($0) }
        #expect(order == [top, root, d, a, c, cx, e, b, f])
    }

    @Test func belowIsKeptOnlyForAnEarlierSiblingOfTheSameParent() {
        let r = TimelineRecorder()
        let root = add(r, nil), a = add(r, root)
        let other = add(r, nil, below: a)       // a is not its sibling
        let late = add(r, root, below: 99)      // no such view
        let views = r.timeline.views
        #expect(views[other].drawnBelow == nil && views[late].drawnBelow == nil)
        #expect(ViewTree(views).children(of: root) == [a, late])
    }

    @Test func aSubviewJoiningInsideAHiddenParentIsHiddenUntilTheParentShows() {
        // The parent is hidden from 0.5 to 1.5; the child joins at 1 (a button's new title).
        let r = TimelineRecorder()
        let parent = add(r, nil)
        r.record(view: parent, property: .isHidden, start: s(0.5), duration: .zero, curve: .linear, to: .flag(true))
        r.record(view: parent, property: .isHidden, start: s(1.5), duration: .zero, curve: .linear, to: .flag(false))
        let child = add(r, parent, at: s(1))
        let timeline = r.timeline
        var steps = VisibilitySteps()
        steps.build(timeline, view: child)
        #expect(steps.inTree)
        #expect(steps.times == [0, s(1.5).ticks] && steps.hidden == [true, false])
        #expect(VisibilitySteps.isHiddenInTree(timeline, view: child, at: s(1.25)))
        #expect(!VisibilitySteps.isHiddenInTree(timeline, view: child, at: s(1.5)))
        // The parent's own steps: shown, hidden, shown.
        steps.build(timeline, view: parent)
        #expect(steps.times == [0, s(0.5).ticks, s(1.5).ticks] && steps.hidden == [false, true, false])
    }

    @Test func aSubtreeJoiningWithItsRootSwitchesOnlyAtTheRoot() {
        let r = TimelineRecorder()
        let root = add(r, nil, at: s(1))
        let child = add(r, root, at: s(1)), grandchild = add(r, child, at: s(1))
        let timeline = r.timeline
        var steps = VisibilitySteps()
        for v in [child, grandchild] {
            steps.build(timeline, view: v)
            #expect(!steps.inTree && !steps.changes && steps.hidden == [false])
        }
        // What a subview draws with its own steps still knows when the tree hides it.
        steps.buildInTree(timeline, view: grandchild)
        #expect(steps.times == [0, s(1).ticks] && steps.hidden == [true, false])
    }

    // MARK: - Siblings moved on stage (OrderMove, DrawOrder)

    /// Root 0 with a (1) and b (2), all at 0.
    private func pair() -> TimelineRecorder {
        let r = TimelineRecorder()
        let root = add(r, nil)
        _ = add(r, root); _ = add(r, root)
        return r
    }

    @Test func aMoveBeforeTheFirstFrameIsOnlyTheDocumentOrder() {
        let r = pair()
        r.moveView(1, below: nil, at: .zero)
        let timeline = r.timeline
        let order = DrawOrder(timeline)
        #expect(order.occurrences[0] == [
            DrawOrder.Occurrence(view: 2, isCopy: false, hiddenSteps: []),
            DrawOrder.Occurrence(view: 1, isCopy: false, hiddenSteps: []),
        ])
        #expect(ViewTree(timeline.views, order: order).children(of: 0) == [2, 1])
        #expect(ViewTree(timeline.views).children(of: 0) == [1, 2])   // the joining order
    }

    @Test func aMoveInTheInstantTheViewJoinedIsOnlyTheDocumentOrder() {
        let r = pair()
        let late = add(r, 0, at: s(1))
        r.moveView(late, below: 1, at: s(1))   // joined in front, moved to the back at once
        let order = DrawOrder(r.timeline)
        #expect(order.occurrences[0]?.map(\.view) == [3, 1, 2])
        #expect(order.occurrences[0]?.allSatisfy { !$0.isCopy && $0.hiddenSteps.isEmpty } == true)
    }

    /// a to the front at 1 s, back behind b at 2 s: its own element shows before 1 s and from
    /// 2 s, one copy in front of b between; no second copy for the return.
    @Test func aViewMovedAndMovedBackIsDrawnByItsElementAndOneCopy() {
        let r = pair()
        r.moveView(1, below: nil, at: s(1))
        r.moveView(1, below: 2, at: s(2))
        #expect(r.timeline.orderMoves == [
            OrderMove(time: s(1), view: 1, below: nil, joinedBefore: 3),
            OrderMove(time: s(2), view: 1, below: 2, joinedBefore: 3),
        ])
        let one = s(1).ticks, two = s(2).ticks
        #expect(DrawOrder(r.timeline).occurrences[0] == [
            DrawOrder.Occurrence(view: 1, isCopy: false, hiddenSteps: [(0, false), (one, true), (two, false)]),
            DrawOrder.Occurrence(view: 2, isCopy: false, hiddenSteps: []),
            DrawOrder.Occurrence(view: 1, isCopy: true, hiddenSteps: [(0, true), (one, false), (two, true)]),
        ])
        #expect(r.timeline.duration == s(2))
    }

    /// A view removed before the move is not drawn anywhere after it: it needs no copy, and
    /// moves of views under other parents leave this parent's order alone.
    @Test func removedViewsAndOtherParentsNeedNoCopies() {
        let r = pair()
        let third = add(r, 0)
        r.removeView(1, at: s(0.5))
        r.moveView(1, below: nil, at: s(1))       // a, gone: nothing to draw
        r.moveView(third, below: 2, at: s(1))     // c below b: b and c swap
        let other = add(r, nil), x = add(r, other), y = add(r, other)
        r.moveView(x, below: y, at: s(1))          // no change: x already below y
        r.moveView(2, below: x, at: s(1))          // not a sibling: ignored
        #expect(r.timeline.orderMoves.count == 3)
        let order = DrawOrder(r.timeline)
        #expect(order.occurrences[other] == [
            DrawOrder.Occurrence(view: x, isCopy: false, hiddenSteps: []),
            DrawOrder.Occurrence(view: y, isCopy: false, hiddenSteps: []),
        ])
        let one = s(1).ticks
        #expect(order.occurrences[0] == [
            DrawOrder.Occurrence(view: 1, isCopy: false, hiddenSteps: []),
            DrawOrder.Occurrence(view: 2, isCopy: false, hiddenSteps: [(0, false), (one, true)]),
            DrawOrder.Occurrence(view: third, isCopy: false, hiddenSteps: []),
            DrawOrder.Occurrence(view: 2, isCopy: true, hiddenSteps: [(0, true), (one, false)]),
        ])
    }
}
