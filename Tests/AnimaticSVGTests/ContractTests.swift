import AnimaticClock
import AnimaticExport
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// Checks an exported FILE against the model through the contract alone: the element with the
/// view's id maps its user space to the root like `matrixToStage`, its opacity product is
/// `effectiveOpacity`, and it shows exactly when the view is visible.
func checkContract(_ timeline: Timeline, options: SVGExport.Options = .init(),
                   times: [Double], modelTime: (Double) -> Double = { $0 }) throws {
    let bytes = try SVGExport.bytes(timeline: timeline, size: stage, options: options)
    let evaluator = SMILEvaluator(root: try SVGNode.parse(bytes))
    let ids = ViewIdentifiers.assign(timeline.views)
    for t in times {
        let state = try timeline.state(at: s(modelTime(t)))
        for view in timeline.views {
            let snapshot = state.views[view.index]
            let element = try #require(evaluator.element(id: ids[view.index]))
            let m = try evaluator.matrixToRoot(element, at: t)
            // The id'd element's space is the view's frame space (the reference's
            // T(center)·transform·T(−size/2)): the view's own bounds origin moves only its subviews.
            let e = snapshot.matrixToStage.multiplied(by: .translation(snapshot.state.boundsX, snapshot.state.boundsY))
            let w = snapshot.state.width, h = snapshot.state.height
            var worst = 0.0
            for (x, y) in [(0.0, 0.0), (w, 0), (0, h), (w, h), (w / 2, h / 2)] {
                let a = m.apply(x, y), b = e.apply(x, y)
                worst = max(worst, abs(a.x - b.x), abs(a.y - b.y))
            }
            #expect(worst <= 0.01, "view \(view.displayName) at \(t) s: off by \(worst) px\nfile \(m)\nmodel \(e)")
            let opacity = try evaluator.effectiveOpacity(element, at: t)
            #expect(abs(opacity - snapshot.effectiveOpacity) <= 1e-3,
                    "view \(view.displayName) at \(t) s: opacity \(opacity) vs \(snapshot.effectiveOpacity)")
            #expect(try evaluator.isVisible(element, at: t) == snapshot.isVisible,
                    "view \(view.displayName) at \(t) s: visibility")
        }
    }
}

/// A grid of times plus every boundary of the timeline, just before and just after it.
func sampleTimes(_ timeline: Timeline, beyond: Double = 0.5) -> [Double] {
    var times: [Double] = []
    let end = timeline.duration.seconds + beyond
    // 60 samples a second, 0.1 ms off the frame grid so that none lands exactly on an
    // instant change (where a float time and the nanosecond model may fall either side).
    var i = 0
    while Double(i) / 60 <= end { times.append(Double(i) / 60 + 1e-4); i += 1 }
    var boundaries: [Double] = []
    for segment in timeline.segments { boundaries += [segment.start.seconds, segment.end.seconds] }
    for view in timeline.views {
        boundaries.append(view.addedAt.seconds)
        if let r = view.removedAt { boundaries.append(r.seconds) }
    }
    for b in boundaries { times += [max(0, b - 1e-6), b + 1e-6] }
    return times
}

@Suite struct ContractTests {
    @Test func oneViewStoryMatchesTheModel() throws {
        let t = articleTimeline()
        try checkContract(t, times: sampleTimes(t))
    }

    @Test func richStoryMatchesTheModelAtManyTimes() throws {
        let t = richTimeline()
        try checkContract(t, times: sampleTimes(t))
    }

    @Test func exactSegmentBoundariesOfContinuousChanges() throws {
        let t = articleTimeline()
        try checkContract(t, times: [0, 0.5, 1.0, 1.5, 2.0, 2.5])
    }

    @Test func loopingStoryRepeatsTheModel() throws {
        let t = richTimeline()
        let d = t.duration.seconds
        let times = sampleTimes(t, beyond: 0).filter { $0 > 0.001 && $0 < d - 0.001 }.map { $0 + 2 * d }
        try checkContract(t, options: .init(loop: true), times: times) { $0 - 2 * d }
    }

    @Test func longStoryKeepsKeyTimesPrecise() throws {
        // A 1000 s story with a move late in it: keyTimes need 9 decimals.
        let r = TimelineRecorder()
        let v = r.addView(identifier: "late", parent: nil,
                          initial: ViewState(centerX: 0, centerY: 0, width: 10, height: 10), at: .zero)
        r.record(view: v, property: .center, start: s(999.3), duration: s(0.25), curve: .easeInOut,
                 to: .point(x: 400, y: 300))
        r.record(view: v, property: .alpha, start: s(1000), duration: s(0.05), curve: .linear, to: .scalar(0))
        let t = r.timeline
        try checkContract(t, times: sampleTimes(t).filter { $0 > 999 })
    }

    @Test func deepHierarchyAndZeroLengthStory() throws {
        let r = TimelineRecorder()
        var parent: Int? = nil
        for i in 0..<30 {
            parent = r.addView(identifier: "level\(i)", parent: parent,
                               initial: ViewState(centerX: 5, centerY: 3, width: 10, height: 6,
                                                  transform: TransformComponents(.rotation(0.05))),
                               at: .zero)
        }
        let t = r.timeline
        #expect(t.duration == .zero)
        try checkContract(t, times: [0, 1])
        let text = try SVGExport.document(timeline: t, size: stage)
        #expect(!text.contains("<animate"))
    }
}
