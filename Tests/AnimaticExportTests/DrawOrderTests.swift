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
}
