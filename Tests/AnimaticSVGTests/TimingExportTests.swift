import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// A story with a spring that overshoots and three endless repeats: an autoreversing move of a
/// child, a forward-only fade (jumping back each cycle) and a turn-and-scale of the parent,
/// plus a plain move that ends after the repeats' first cycles.
func repeatingTimeline() -> Timeline {
    let r = TimelineRecorder()
    let card = r.addView(identifier: "card", parent: nil,
                         initial: ViewState(centerX: 200, centerY: 150, width: 120, height: 80,
                                            backgroundColor: RGBA(red: 0, green: 0, blue: 1)), at: .zero)
    let dot = r.addView(identifier: "dot", parent: card,
                        initial: ViewState(centerX: 20, centerY: 20, width: 16, height: 16,
                                           backgroundColor: RGBA(red: 1, green: 0, blue: 0)), at: .zero)
    let runner = r.addView(identifier: "runner", parent: nil,
                           initial: ViewState(centerX: 20, centerY: 270, width: 20, height: 20,
                                              backgroundColor: RGBA(red: 0, green: 1, blue: 0)), at: .zero)
    let spring = SpringTiming(dampingRatio: 0.4, initialVelocity: 0, duration: 0.6)
    r.record(view: runner, property: .center, start: .zero, duration: s(0.6),
             curve: spring.sampled(tolerance: 0.25 / 300), to: .point(x: 320, y: 270))
    r.record(view: runner, property: .center, start: s(1), duration: s(1.5), curve: .easeInOut,
             to: .point(x: 20, y: 200))
    // dot: there and back forever from 0.25 s, 0.4 s each way.
    r.record(view: dot, property: .center, start: s(0.25), duration: s(0.4), curve: .easeIn,
             from: .point(x: 20, y: 20), to: .point(x: 100, y: 60))
    r.record(view: dot, property: .center, start: s(0.65), duration: s(0.4), curve: .easeIn.reversed,
             from: .point(x: 100, y: 60), to: .point(x: 20, y: 20))
    r.repeatForever(view: dot, property: .center, start: s(0.25), period: s(0.8))
    // dot: fades, then starts again from opaque, every 0.7 s from 0.5 s.
    r.record(view: dot, property: .alpha, start: s(0.5), duration: s(0.7), curve: .linear,
             from: .scalar(1), to: .scalar(0.2))
    r.repeatForever(view: dot, property: .alpha, start: s(0.5), period: s(0.7))
    // card: turn and grow, and back, forever from 0 (period 1.2 s).
    let turned = TimelineValue.transform(TransformComponents(translationX: 0, translationY: 0, rotation: .pi / 3,
                                                            skew: 0, scaleX: 1.3, scaleY: 1.3))
    r.record(view: card, property: .transform, start: .zero, duration: s(0.6), curve: .easeInOut,
             from: .transform(.identity), to: turned)
    r.record(view: card, property: .transform, start: s(0.6), duration: s(0.6), curve: .easeInOut,
             from: turned, to: .transform(.identity))
    r.repeatForever(view: card, property: .transform, start: .zero, period: s(1.2))
    return r.timeline
}

@Suite struct TimingExportTests {
    @Test func endlessRepeatsAreASecondIndefiniteElementThatBeginsLater() throws {
        let t = repeatingTimeline()
        #expect(t.endlessRepeats.count == 3)
        #expect(t.duration == s(2.5))
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: t, size: stage))
        let cycles = root.all.filter { $0["repeatCount"] == "indefinite" }
        // Centre of the dot; alpha of the dot; rotation and scale of the card.
        #expect(cycles.count == 4)
        #expect(cycles.contains { $0["begin"] == "0.25s" && $0["dur"] == "0.8s" && $0.name == "animateTransform" && $0["type"] == nil })
        #expect(cycles.contains { $0["begin"] == "0.5s" && $0["dur"] == "0.7s" && $0["attributeName"] == "opacity" })
        #expect(cycles.filter { $0["begin"] == nil && $0["dur"] == "1.2s" }.count == 2)
        for cycle in cycles {
            #expect(cycle["fill"] == nil)
            // Each follows the whole-story element of the same attribute in its group.
            let siblings = cycle.parent!.children.filter { $0.name == cycle.name && $0["attributeName"] == cycle["attributeName"] }
            #expect(siblings.count == 2 && siblings[0]["dur"] == "2.5s" && siblings[1] === cycle)
        }
    }

    @Test func endlessRepeatsMatchTheModelForManyCycles() throws {
        let t = repeatingTimeline()
        var times = sampleTimes(t, beyond: 3)
        // The 3rd, 10th and 100th cycles of the card, just inside them.
        for k in [2.0, 9.0, 99.0] {
            for phase in [0.001, 0.3, 0.599, 0.601, 0.9, 1.199] { times.append(1.2 * k + phase) }
        }
        try checkContract(t, times: times)
    }

    @Test func aLoopingStoryPlaysItsRepeatsOutInEachPass() throws {
        let t = repeatingTimeline()
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: t, size: stage, options: .init(loop: true)))
        #expect(root.all.filter { $0.name.hasPrefix("animate") }.allSatisfy { $0["begin"] == nil && $0["dur"] == "2.5s" })
        let d = t.duration.seconds
        let times = sampleTimes(t, beyond: 0).filter { $0 > 0.001 && $0 < d - 0.001 }.map { $0 + d }
        try checkContract(t, options: .init(loop: true), times: times) { $0 - d }
    }

    @Test func aFrameInsideALaterCycleShowsTheModel() throws {
        let t = repeatingTimeline()
        let time = s(7.7)
        let root = try SVGNode.parse(Array(try SVGExport.frame(timeline: t, size: stage, at: time).utf8))
        let evaluator = SMILEvaluator(root: root)
        let state = try t.state(at: time)
        for view in t.views {
            let m = try evaluator.matrixToRoot(try #require(evaluator.element(id: view.identifier!)), at: 0)
            let snapshot = state.views[view.index]
            #expect(m.distance(to: snapshot.matrixToStage.multiplied(by: .translation(snapshot.state.boundsX, snapshot.state.boundsY))) < 1e-3)
        }
    }
}
