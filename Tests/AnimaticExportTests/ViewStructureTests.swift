import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Testing

@Suite struct ViewTreeTests {
    @Test func subviewsFollowTheirSuperviewDepthFirstInViewOrder() {
        let r = TimelineRecorder()
        func add(_ parent: Int?) -> Int {
            r.addView(identifier: nil, parent: parent, initial: ViewState(width: 1, height: 1), at: .zero)
        }
        let a = add(nil), a1 = add(a), b = add(nil), a2 = add(a), a1x = add(a1)
        let tree = ViewTree(r.timeline.views)
        #expect(tree.topLevel == [a, b])
        #expect(tree.children(of: a) == [a1, a2])
        #expect(tree.children(of: a1) == [a1x])
        #expect(tree.children(of: b).isEmpty)
        var order: [Int] = []
        tree.forEachInDocumentOrder { order.append($0) }
        #expect(order == [a, a1, a1x, a2, b])
    }
}

@Suite struct VisibilityStepsTests {
    @Test func aViewIsHiddenBeforeItJoinsWhileHiddenAndOnceRemoved() {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "badge", parent: nil, initial: ViewState(width: 10, height: 10), at: s(0.5))
        r.record(view: v, property: .isHidden, start: s(1), duration: .zero, curve: .linear, to: .flag(true))
        r.record(view: v, property: .isHidden, start: s(1.5), duration: .zero, curve: .linear, to: .flag(false))
        r.record(view: v, property: .isHidden, start: s(1.6), duration: .zero, curve: .linear, to: .flag(true))
        r.removeView(v, at: s(1.75))   // hidden already: no step
        let timeline = r.timeline
        var steps = VisibilitySteps()
        steps.build(timeline, view: v)
        #expect(steps.times == [0, s(0.5).ticks, s(1).ticks, s(1.5).ticks, s(1.6).ticks])
        #expect(steps.hidden == [true, false, true, false, true])
        #expect(steps.changes)
        #expect(VisibilitySteps.isHidden(timeline, view: v, at: s(1.25)))
        #expect(!VisibilitySteps.isHidden(timeline, view: v, at: s(1.5)))
    }

    @Test func aViewShownThroughoutHasOneStep() {
        let r = TimelineRecorder()
        let v = r.addView(identifier: nil, parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .linear, to: .scalar(0))
        var steps = VisibilitySteps()
        steps.build(r.timeline, view: v)
        #expect(steps.count == 1 && !steps.changes && steps.hidden == [false])
    }
}
