import Foundation
import Testing
import AnimaticClock
@testable import AnimaticTimeline

private func s(_ seconds: Double) -> StoryTime { try! StoryTime(seconds: seconds) }

private func boxRecorder() -> (TimelineRecorder, Int) {
    let r = TimelineRecorder()
    let v = r.addView(identifier: "box", parent: nil,
                      initial: ViewState(centerX: 200, centerY: 150, width: 100, height: 100,
                                         backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                      at: .zero)
    return (r, v)
}

@Suite struct TimelineRecorderTests {
    @Test func emptyTimeline() throws {
        let t = TimelineRecorder().timeline
        #expect(t.segmentCount == 0)
        #expect(t.duration == .zero)
        #expect(t.text == "")
        #expect(try t.state(at: .zero).views.isEmpty)
    }

    @Test func unchangedValueRecordsNothing() {
        let (r, v) = boxRecorder()
        #expect(!r.record(view: v, property: .alpha, start: .zero, duration: s(0.5), curve: .easeInOut, to: .scalar(1)))
        #expect(r.timeline.segmentCount == 0)
    }

    @Test func sequentialSegmentsChainTheirValues() throws {
        let (r, v) = boxRecorder()
        r.record(view: v, property: .transform, start: .zero, duration: s(0.5), curve: .easeInOut,
                 to: .transform(TransformComponents(.rotation(.pi / 2))))
        r.record(view: v, property: .center, start: s(0.5), duration: s(0.5), curve: .easeInOut,
                 to: .point(x: 250, y: 150))
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .easeInOut, to: .scalar(0))
        let t = r.timeline
        #expect(t.duration == s(1.5))
        #expect(t.text == """
            0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
            0.500 +0.500 box center (200, 150) -> (250, 150) easeInOut
            1.000 +0.500 box alpha 1 -> 0 easeInOut

            """)
        let quarter = try t.state(at: s(0.125))["box"]!
        #expect(abs(quarter.state.transform.rotation * 180 / .pi - 11.625) < 0.001)
        let end = try t.state(at: s(2))["box"]!
        #expect(end.state.centerX == 250 && end.state.alpha == 0)
        // At a segment's start its from value shows; at its end the to value.
        #expect(t.value(of: v, .center, at: s(0.5)) == .point(x: 200, y: 150))
        #expect(t.value(of: v, .center, at: s(1.0)) == .point(x: 250, y: 150))
    }

    @Test func repeatedQuarterTurnsKeepTurning() {
        let (r, v) = boxRecorder()
        var m = AffineMatrix.identity
        for k in 0..<5 {
            m = m.multiplied(by: .rotation(.pi / 2))
            r.record(view: v, property: .transform, start: s(0.5 * Double(k)), duration: s(0.5),
                     curve: .easeInOut, to: .transform(TransformComponents(m)))
        }
        let segs = r.timeline.segments(of: v, .transform)
        #expect(segs.count == 5)
        for (k, seg) in segs.enumerated() {
            guard case .transform(let a) = seg.from, case .transform(let b) = seg.to else { Issue.record(); return }
            #expect(abs(a.rotation - Double(k) * .pi / 2) < 1e-9)
            #expect(abs(b.rotation - Double(k + 1) * .pi / 2) < 1e-9)
        }
    }

    @Test func interruptionStartsFromTheValueOnScreen() {
        let (r, v) = boxRecorder()
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(0.25), duration: s(0.5), curve: .easeOut, to: .scalar(1))
        let t = r.timeline
        let segs = t.segments(of: v, .alpha)
        #expect(segs.count == 2)
        #expect(segs[0].duration == s(0.25))
        #expect(segs[0].to == .scalar(0.75))
        #expect(segs[1].from == .scalar(0.75))
        // No jump across the cut, and the cut part still follows the old curve.
        #expect(t.value(of: v, .alpha, at: s(0.125)) == .scalar(0.875))
        #expect(t.value(of: v, .alpha, at: s(0.25)) == .scalar(0.75))
    }

    @Test func interruptedEasedSegmentKeepsItsShape() {
        let (r, v) = boxRecorder()
        r.record(view: v, property: .center, start: .zero, duration: s(1), curve: .easeInOut, to: .point(x: 300, y: 150))
        r.record(view: v, property: .center, start: s(0.4), duration: s(1), curve: .easeInOut, to: .point(x: 0, y: 0))
        let t = r.timeline
        for k in 0...40 {
            let time = Double(k) * 0.01
            guard case .point(let x, _) = t.value(of: v, .center, at: s(time)) else { Issue.record(); return }
            let expected = 200 + 100 * TimingCurve.easeInOut.progress(at: time)
            #expect(abs(x - expected) < 1e-9, "at \(time)")
        }
    }

    @Test func laterRecordedEarlierChangeYieldsToTheLaterOne() {
        let (r, v) = boxRecorder()
        // A delayed fade recorded first (starts at 1), then a change starting at 0.5.
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(0.5), duration: s(1), curve: .linear, to: .scalar(0.5))
        let segs = r.timeline.segments(of: v, .alpha)
        #expect(segs.map(\.start) == [s(0.5), s(1)])
        #expect(segs[0].duration == s(0.5))
        #expect(segs[0].to == .scalar(0.75))
        #expect(segs[1].from == .scalar(1))   // recorded before; its from stays as recorded
    }

    @Test func standardCurveIndicesAreTheFourBuiltInCurvesOnly() {
        #expect(TimelineRecorder.standardCurveIndex(.linear) == 0)
        #expect(TimelineRecorder.standardCurveIndex(.easeIn) == 1)
        #expect(TimelineRecorder.standardCurveIndex(.easeOut) == 2)
        #expect(TimelineRecorder.standardCurveIndex(.easeInOut) == 3)
        #expect(TimelineRecorder.standardCurveIndex(.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 0.9)) == nil)
        #expect(TimelineRecorder.standardCurveIndex(.cubicBezier(x1: 0.1, y1: 0, x2: 1, y2: 1)) == nil)
        #expect(TimelineRecorder.standardCurveIndex(.piecewiseLinear([.init(time: 0, progress: 0), .init(time: 1, progress: 1)])) == nil)
    }

    @Test func recordingByStandardCurveIndexEqualsRecordingTheCurve() {
        // The same changes, one recorder given curves and the other their indices: in order,
        // a change that changes nothing, and a change recorded after a later one (clipped).
        let (a, v) = boxRecorder()
        let (b, w) = boxRecorder()
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        let changes: [(AnimatedProperty, Double, Double, Int, TimelineValue)] = [
            (.alpha, 0, 0.5, 3, .scalar(0.5)),
            (.alpha, 0.5, 0.5, 1, .scalar(0.5)),          // changes nothing
            (.transform, 0, 1, 2, .transform(TransformComponents(.rotation(.pi / 2)))),
            (.center, 2, 0.5, 0, .point(x: 300, y: 150)),
            (.center, 1, 2, 3, .point(x: 200, y: 400)),   // runs into the one at 2 s: clipped
        ]
        for (property, start, duration, curve, value) in changes {
            let byCurve = a.record(view: v, property: property, start: s(start), duration: s(duration),
                                   curve: curves[curve], to: value)
            let byIndex = b.record(view: w, property: property, start: s(start), duration: s(duration),
                                   standardCurve: UInt32(curve), to: value)
            #expect(byCurve == byIndex, "\(property) at \(start)")
        }
        #expect(a.timeline.segments == b.timeline.segments)
        #expect(b.timeline.segments(of: w, .center).map(\.duration) == [s(1), s(0.5)])
        #expect(b.timeline.segments(of: w, .alpha).count == 1)
    }

    @Test func forEachSegmentReadsTheSameSegmentsInPlace() {
        let (r, v) = boxRecorder()
        let w = r.addView(identifier: nil, parent: v, initial: ViewState(), at: .zero)
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(0.5), duration: s(1), curve: .easeIn, to: .scalar(0.5))
        r.record(view: v, property: .transform, start: .zero, duration: s(0.5), curve: .easeInOut,
                 to: .transform(TransformComponents(.rotation(.pi / 2).multiplied(by: .scale(2, 3)))))
        r.record(view: w, property: .center, start: s(0.2), duration: .zero, curve: .linear, to: .point(x: 3, y: 4))
        r.record(view: w, property: .backgroundColor, start: s(0.1), duration: s(2),
                 curve: .piecewiseLinear([.init(time: 0.5, progress: 0.8)]), to: .color(RGBA(red: 0, green: 1, blue: 0)))
        r.record(view: w, property: .isHidden, start: s(0.3), duration: .zero, curve: .linear, to: .flag(true))
        let t = r.timeline
        for view in [v, w] {
            for property in AnimatedProperty.allCases {
                let expected = t.segments(of: view, property)
                var seen: [Segment] = []
                t.forEachSegment(of: view, property) { segment in
                    #expect(segment.from.count == property.width && segment.to.count == property.width)
                    seen.append(Segment(
                        view: view, viewName: t.views[view].displayName, property: property,
                        start: StoryTime(ticks: segment.start), duration: StoryTime(ticks: segment.duration),
                        from: TimelineValue(property: property, components: Array(segment.from)),
                        to: TimelineValue(property: property, components: Array(segment.to)),
                        curve: segment.curve))
                    #expect(segment.end == segment.start + segment.duration)
                }
                #expect(seen == expected, "\(view) \(property)")
                #expect(t.segmentCount(of: view, property) == expected.count)
            }
        }
        #expect(t.segmentCount(of: v, .alpha) == 2)
        #expect(t.segmentCount(of: v, .size) == 0)
    }

    @Test func sameStartReplacesTheEarlierChange() {
        let (r, v) = boxRecorder()
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .linear, to: .scalar(0.2))
        let segs = r.timeline.segments(of: v, .alpha)
        #expect(segs.count == 1)
        #expect(segs[0].to == .scalar(0.2))
    }

    @Test func instantChangesApplyFromTheirStart() throws {
        let (r, v) = boxRecorder()
        r.record(view: v, property: .isHidden, start: s(0.7), duration: .zero, curve: .linear, to: .flag(true))
        let t = r.timeline
        #expect(try t.state(at: StoryTime(ticks: s(0.7).ticks - 1))["box"]!.isVisible)
        #expect(try !t.state(at: s(0.7))["box"]!.isVisible)
        #expect(t.text == "0.700 +0.000 box isHidden false -> true linear\n")
    }

    @Test func hierarchyComposesMatricesAndOpacity() throws {
        let r = TimelineRecorder()
        let parent = r.addView(identifier: "parent", parent: nil,
                               initial: ViewState(centerX: 100, centerY: 100, width: 200, height: 100,
                                                  transform: TransformComponents(.rotation(.pi / 2)), alpha: 0.5),
                               at: .zero)
        _ = r.addView(identifier: "child", parent: parent,
                      initial: ViewState(centerX: 50, centerY: 25, width: 10, height: 10, alpha: 0.5), at: .zero)
        let st = try r.timeline.state(at: .zero)
        let child = st["child"]!
        #expect(child.effectiveOpacity == 0.25)
        // The child's bounds origin (0, 0) sits at (45, 20) in the parent's bounds, which is
        // (-55, -30) from the parent's centre; rotated +90°: (30, -55); plus centre (100, 100).
        let p = child.matrixToStage.apply(0, 0)
        #expect(abs(p.x - 130) < 1e-9 && abs(p.y - 45) < 1e-9)
    }

    @Test func segmentsAreOrderedByStartThenRecording() {
        let (r, v) = boxRecorder()
        let w = r.addView(identifier: nil, parent: nil, initial: ViewState(), at: .zero)
        r.record(view: v, property: .alpha, start: s(1), duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: w, property: .alpha, start: s(0), duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .center, start: s(1), duration: s(1), curve: .linear, to: .point(x: 0, y: 0))
        #expect(r.timeline.segments.map(\.viewName) == ["#1", "box", "box"])
        #expect(r.timeline.segments.map(\.property) == [.alpha, .alpha, .center])
    }

    @Test func segmentsRecordedInStartOrderKeepRecordingOrderForTies() {
        let (r, v) = boxRecorder()
        let w = r.addView(identifier: "w", parent: nil, initial: ViewState(), at: .zero)
        r.record(view: w, property: .alpha, start: s(0), duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .center, start: s(1), duration: s(1), curve: .linear, to: .point(x: 0, y: 0))
        r.record(view: v, property: .alpha, start: s(1), duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: w, property: .alpha, start: s(2), duration: s(1), curve: .linear, to: .scalar(1))
        let t = r.timeline
        #expect(t.segments.map(\.viewName) == ["w", "box", "box", "w"])
        #expect(t.segments.map(\.property) == [.alpha, .center, .alpha, .alpha])
        #expect(t.segments.map(\.start) == [s(0), s(1), s(1), s(2)])
        #expect(t.segments(of: 1, .alpha).map(\.start) == [s(0), s(2)])
    }

    @Test func oneEarlierSegmentRecordedLastIsSortedIntoPlace() {
        let (r, v) = boxRecorder()
        r.record(view: v, property: .alpha, start: s(1), duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .center, start: s(2), duration: s(1), curve: .linear, to: .point(x: 0, y: 0))
        r.record(view: v, property: .backgroundColor, start: s(0.5), duration: s(0.25), curve: .linear,
                 to: .color(RGBA(red: 0, green: 0, blue: 1)))
        let t = r.timeline
        #expect(t.segments.map(\.property) == [.backgroundColor, .alpha, .center])
        #expect(t.segments.map(\.start) == [s(0.5), s(1), s(2)])
    }
}
