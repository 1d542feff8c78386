import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Testing

@Suite struct KeyframesTests {
    /// One view at (200, 150) that moves to (250, 150) between 0.5 s and 1 s (easeInOut).
    private func movingView() -> Timeline {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "box", parent: nil,
                          initial: ViewState(centerX: 200, centerY: 150, width: 100, height: 100), at: .zero)
        r.record(view: v, property: .center, start: s(0.5), duration: s(0.5), curve: .easeInOut,
                 to: .point(x: 250, y: 150))
        return r.timeline
    }

    @Test func aChangeIsHeldBeforeAndAfterWithItsCurveBetween() {
        var k = Keyframes()
        k.build(movingView(), view: 0, property: .center, storyTicks: s(2).ticks)
        #expect(k.width == 2)
        #expect(k.times == [0, 0.5e9, 1e9, 2e9])
        #expect(k.values == [200, 150, 200, 150, 250, 150, 250, 150])
        #expect(k.splines == [0, 0, 1, 1, 0.42, 0, 0.58, 1, 0, 0, 1, 1])
        #expect(k.varies(0) && !k.varies(1))
        #expect(k.source?.view == 0 && k.source?.property == .center)
    }

    /// The components that vary, as a mask, in one pass: the same answers as `varies` per
    /// component, with the tolerance.
    @Test func variedComponentsAgreeWithVariesForEveryComponent() {
        let r = TimelineRecorder()
        let v = r.addView(identifier: nil, parent: nil, initial: ViewState(width: 1, height: 1), at: .zero)
        r.record(view: v, property: .backgroundColor, start: s(0), duration: s(1), curve: .linear,
                 to: .color(RGBA(red: 0, green: 1e-10, blue: 0.5, alpha: 1)))
        var k = Keyframes()
        k.build(r.timeline, view: v, property: .backgroundColor, storyTicks: s(2).ticks)
        #expect(k.variedComponents() == 0b1110)           // green by 1e-10, blue, alpha
        #expect(k.variedComponents(tolerance: 1e-9) == 0b1100)
        for c in 0..<4 {
            #expect(k.varies(c) == (k.variedComponents() & (1 << UInt32(c)) != 0))
        }
        var empty = Keyframes()
        empty.build(r.timeline, view: v, property: .alpha, storyTicks: s(2).ticks)
        #expect(empty.variedComponents() == 0)
    }

    @Test func anUnchangedPropertyHasNoKeyframes() {
        var k = Keyframes()
        k.build(movingView(), view: 0, property: .alpha, storyTicks: s(2).ticks)
        #expect(k.isEmpty && k.width == 1)
    }

    @Test func anInstantChangeIsTwoKeyframesAtTheSameTime() {
        let r = TimelineRecorder()
        let v = r.addView(identifier: nil, parent: nil, initial: ViewState(width: 1, height: 1), at: .zero)
        r.record(view: v, property: .alpha, start: s(1), duration: .zero, curve: .linear, to: .scalar(0.5))
        var k = Keyframes()
        k.build(r.timeline, view: v, property: .alpha, storyTicks: s(2).ticks)
        #expect(k.times == [0, 1e9, 1e9, 2e9])
        #expect(k.values == [1, 1, 0.5, 0.5])
    }

    @Test func anOvershootingCurveIsCutIntoPiecesWithControlPointsInTheUnitSquare() {
        let r = TimelineRecorder()
        let v = r.addView(identifier: nil, parent: nil, initial: ViewState(width: 1, height: 1), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .cubicBezier(x1: 0.3, y1: -0.6, x2: 0.6, y2: 1.8),
                 to: .scalar(0))
        let timeline = r.timeline
        var k = Keyframes()
        k.build(timeline, view: v, property: .alpha, storyTicks: s(1).ticks)
        #expect(k.count > 2)
        #expect(k.splines.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(zip(k.times, k.times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(k.times.last == 1e9 && k.values.last == 0)
        // Every cut lies on the model's curve, so the pieces together are exact.
        for i in 0..<k.count {
            let t = StoryTime(ticks: Int64(k.times[i].rounded()))
            guard case .scalar(let model) = timeline.value(of: v, .alpha, at: t) else {
                Issue.record("alpha is a scalar")
                return
            }
            #expect(abs(model - k.value(i, 0)) < 1e-6, "keyframe \(i) at \(t.seconds) s")
        }
        // The overshoot reaches past both ends of the change.
        #expect(k.values.contains { $0 > 1 } && k.values.contains { $0 < 0 })
    }
}
