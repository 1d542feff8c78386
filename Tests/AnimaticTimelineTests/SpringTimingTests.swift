import Foundation
import Testing
import AnimaticClock
@testable import AnimaticTimeline

private func s(_ seconds: Double) -> StoryTime { try! StoryTime(seconds: seconds) }

/// Largest |sampled − analytic| over `n` evenly spread fractions (and every point's
/// neighbourhood), in progress units.
private func maxError(_ spring: SpringTiming, _ curve: TimingCurve, n: Int = 20_000) -> Double {
    var worst = 0.0
    for k in 0...n {
        let u = Double(k) / Double(n)
        worst = max(worst, abs(curve.progress(at: u) - spring.progress(at: u)))
    }
    return worst
}

private func pointCount(_ curve: TimingCurve) -> Int {
    if case .piecewiseLinear(let points) = curve { return points.count }
    return 2
}

@Suite struct SpringTimingTests {
    @Test func startsAtZeroWithTheGivenVelocityAndEndsAtOne() {
        for (zeta, v0) in [(0.3, 0.0), (0.5, 2.0), (1.0, -1.0), (2.0, 5.0), (0.05, 0.5)] {
            let spring = SpringTiming(dampingRatio: zeta, initialVelocity: v0, duration: 0.5)
            #expect(spring.rawProgress(atSeconds: 0) == 0)
            #expect(spring.progress(at: 0) == 0)
            #expect(spring.progress(at: 1) == 1)
            let h = 1e-7
            let slope = (spring.rawProgress(atSeconds: h) - spring.rawProgress(atSeconds: -h)) / (2 * h)
            #expect(abs(slope - v0) < 1e-4, "ζ \(zeta) v \(v0): slope \(slope)")
            // The envelope has decayed by 1500× at the end: the residual is small (largest
            // near critical damping, where the envelope carries the factor 1 + ω₀t).
            #expect(abs(spring.residual) < (zeta == 1 ? 0.01 : 0.0015), "ζ \(zeta) v \(v0): residual \(spring.residual)")
        }
    }

    @Test func satisfiesTheOscillatorEquation() {
        for zeta in [0.2, 0.7, 1.0, 1.8] {
            let spring = SpringTiming(dampingRatio: zeta, initialVelocity: 1.5, duration: 0.8)
            let w = spring.naturalFrequency, h = 1e-4
            for t in stride(from: 0.05, through: 0.75, by: 0.1) {
                let x0 = spring.rawProgress(atSeconds: t - h), x1 = spring.rawProgress(atSeconds: t),
                    x2 = spring.rawProgress(atSeconds: t + h)
                let a = (x2 - 2 * x1 + x0) / (h * h), v = (x2 - x0) / (2 * h)
                let residual = a + 2 * zeta * w * v + w * w * (x1 - 1)
                #expect(abs(residual) < 1e-3 * w * w, "ζ \(zeta) t \(t): \(residual)")
            }
        }
    }

    @Test func overshootsBelowCriticalDampingOnly() {
        func peak(_ zeta: Double) -> Double {
            let spring = SpringTiming(dampingRatio: zeta, initialVelocity: 0, duration: 0.6)
            return (0...2000).map { spring.progress(at: Double($0) / 2000) }.max()!
        }
        #expect(peak(0.3) > 1.3)
        #expect(peak(0.7) > 1.01)
        for zeta in [1.0, 1.3, 3.0] { #expect(peak(zeta) <= 1 + 1e-12, "ζ \(zeta)") }
        // The decay rate fixes the envelope: ln(1500) over the duration.
        let spring = SpringTiming(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5)
        #expect(abs(spring.naturalFrequency * 0.5 * 0.5 - log(1500)) < 1e-12)
    }

    @Test func badParametersAreNamed() {
        #expect(SpringTiming(dampingRatio: .nan, initialVelocity: 0, duration: 1).problem!.hasPrefix("dampingRatio"))
        #expect(SpringTiming(dampingRatio: -0.1, initialVelocity: 0, duration: 1).problem!.hasPrefix("dampingRatio"))
        #expect(SpringTiming(dampingRatio: 0.5, initialVelocity: .infinity, duration: 1).problem!.hasPrefix("initialSpringVelocity"))
        #expect(SpringTiming(dampingRatio: 0.5, initialVelocity: 0, duration: 0).problem!.contains("duration"))
        #expect(SpringTiming(dampingRatio: 0, initialVelocity: -3, duration: 1).problem == nil)
        // ζ = 0 is simulated as the minimum damping ratio and still settles.
        #expect(abs(SpringTiming(dampingRatio: 0, initialVelocity: 0, duration: 1).residual) < 0.0015)
    }

    /// The sampled curve stays within its tolerance of the analytic spring, and needs fewer
    /// points than sampling at 60 frames per second.
    @Test(arguments: [
        (0.5, 0.0, 0.5, 100.0), (0.3, 0.0, 0.5, 100.0), (0.7, 0.0, 0.8, 300.0), (1.0, 0.0, 0.5, 100.0),
        (0.45, 0.0, 0.8, 98.0), (0.8, 3.0, 1.0, 200.0), (2.0, 0.0, 0.6, 150.0), (0.2, -2.0, 1.2, 50.0),
    ])
    func sampledCurveStaysWithinTolerance(zeta: Double, velocity: Double, duration: Double, distance: Double) {
        let spring = SpringTiming(dampingRatio: zeta, initialVelocity: velocity, duration: duration)
        let tolerance = SampledTolerance.progress(from: .point(x: 0, y: 0), to: .point(x: distance, y: 0), extent: 10)
        let curve = spring.sampled(tolerance: tolerance)
        let error = maxError(spring, curve) * distance
        #expect(error <= 0.25, "max error \(error) px")
        // Uniform sampling of the same spring: at 60 fps, and as dense as the same bound needs.
        func uniform(_ count: Int) -> Double {
            let frames = (0..<count).map { k in
                let u = Double(k) / Double(count - 1)
                return TimingCurve.Point(time: u, progress: spring.progress(at: u))
            }
            return maxError(spring, .piecewiseLinear(frames), n: 4000) * distance
        }
        let at60 = Int((duration * 60).rounded(.up)) + 1
        var needed = 2
        while uniform(needed) > 0.25 { needed += 1 }
        #expect(pointCount(curve) < needed, "\(pointCount(curve)) points vs \(needed) evenly spread")
        print("spring ζ \(zeta) v \(velocity) \(duration) s \(distance) px: \(pointCount(curve)) points, "
              + "max error \(error) px; 60 fps: \(at60) points, max error \(uniform(at60)) px; "
              + "even spacing needs \(needed) points for 0.25 px")
    }

    @Test func toleranceIsPerProperty() {
        let identity = TimelineValue.transform(.identity)
        var turned = TransformComponents.identity
        turned.rotation = .pi / 2
        #expect(abs(SampledTolerance.progress(from: identity, to: .transform(turned), extent: 10) - 0.25 / 90) < 1e-15)
        var scaled = TransformComponents.identity
        scaled.scaleX = 0.3; scaled.scaleY = 0.3
        #expect(abs(SampledTolerance.progress(from: identity, to: .transform(scaled), extent: 140) - 0.25 / (0.7 * 140)) < 1e-15)
        #expect(SampledTolerance.progress(from: .scalar(0), to: .scalar(1), extent: 1) == 0.005)
        #expect(SampledTolerance.progress(from: .scalar(1), to: .scalar(1), extent: 1).isInfinite)
    }

    @Test func reversedCurvesPlayBackwards() {
        #expect(TimingCurve.easeIn.reversed == .easeOut)
        #expect(TimingCurve.easeInOut.reversed == .easeInOut)
        let curve = TimingCurve.cubicBezier(x1: 0.2, y1: 0.1, x2: 0.6, y2: 0.9)
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(curve.reversed.progress(at: u) - (1 - curve.progress(at: 1 - u))) < 1e-9)
        }
        let spring = SpringTiming(dampingRatio: 0.4, initialVelocity: 0, duration: 0.5).sampled(tolerance: 0.001)
        for u in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(spring.reversed.progress(at: u) - (1 - spring.progress(at: 1 - u))) < 1e-12)
        }
    }
}

@Suite struct RepeatRecorderTests {
    private func recorder() -> (TimelineRecorder, Int) {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "box", parent: nil,
                          initial: ViewState(centerX: 100, centerY: 100, width: 50, height: 50), at: .zero)
        return (r, v)
    }

    @Test func endlessRepeatIsPeriodicForever() {
        let (r, v) = recorder()
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .linear, from: .scalar(1), to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(1.5), duration: s(0.5), curve: .linear, from: .scalar(0), to: .scalar(1))
        #expect(r.repeatForever(view: v, property: .alpha, start: s(1), period: s(1)))
        let t = r.timeline
        #expect(t.duration == s(2))
        #expect(t.endlessRepeats == [EndlessRepeat(view: v, property: .alpha, start: s(1), period: s(1))])
        func alpha(_ seconds: Double) -> Double {
            guard case .scalar(let a) = t.value(of: v, .alpha, at: s(seconds)) else { return .nan }
            return a
        }
        #expect(alpha(0.5) == 1)
        #expect(abs(alpha(1.25) - 0.5) < 1e-12)
        #expect(abs(alpha(3.25) - 0.5) < 1e-12)       // the third cycle
        #expect(abs(alpha(1000.75) - 0.5) < 1e-9)
        #expect(alpha(5) == 1)                          // a cycle boundary shows the start value
        #expect(t.text.hasSuffix("1.000 +1.000 box alpha repeats forever\n"))
    }

    @Test func aLaterChangeEndsTheRepeatFromTheValueOnScreen() {
        let (r, v) = recorder()
        r.record(view: v, property: .alpha, start: s(1), duration: s(0.5), curve: .linear, from: .scalar(1), to: .scalar(0))
        r.repeatForever(view: v, property: .alpha, start: s(1), period: s(0.5))
        // At 2.25 s the third cycle is half way: alpha 0.5.
        r.record(view: v, property: .alpha, start: s(2.25), duration: s(0.5), curve: .linear, to: .scalar(1))
        let t = r.timeline
        #expect(t.endlessRepeats.isEmpty)
        #expect(t.text == """
            1.000 +0.500 box alpha 1 -> 0 linear
            1.500 +0.500 box alpha 1 -> 0 linear
            2.000 +0.250 box alpha 1 -> 0.5 linear
            2.250 +0.500 box alpha 0.5 -> 1 linear

            """)
    }

    @Test func aChangeInsideTheFirstCycleDropsTheRestOfIt() {
        let (r, v) = recorder()
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .linear, from: .scalar(1), to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(1), duration: s(1), curve: .linear, from: .scalar(0), to: .scalar(1))
        r.repeatForever(view: v, property: .alpha, start: .zero, period: s(2))
        r.record(view: v, property: .alpha, start: s(0.5), duration: s(1), curve: .linear, to: .scalar(0.2))
        #expect(r.timeline.text == """
            0.000 +0.500 box alpha 1 -> 0.5 linear
            0.500 +1.000 box alpha 0.5 -> 0.2 linear

            """)
    }

    @Test func loopExportExpandsRepeatsUntilTheEnd() {
        let (r, v) = recorder()
        r.record(view: v, property: .center, start: .zero, duration: s(0.4), curve: .linear,
                 from: .point(x: 100, y: 100), to: .point(x: 200, y: 100))
        r.repeatForever(view: v, property: .center, start: .zero, period: s(0.4))
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .linear, to: .scalar(0))
        let t = r.timeline
        let expanded = t.expandingEndlessRepeats(until: s(1))
        #expect(expanded.endlessRepeats.isEmpty)
        #expect(expanded.duration == s(1))
        for seconds in stride(from: 0.0, to: 1.0, by: 0.05) {
            #expect(expanded.value(of: v, .center, at: s(seconds)) == t.value(of: v, .center, at: s(seconds)))
        }
    }

    @Test func forcedStartValuesJumpAndSameValuesAreInstant() {
        let (r, v) = recorder()
        r.record(view: v, property: .alpha, start: .zero, duration: s(1), curve: .linear, to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(1), duration: s(1), curve: .linear, from: .scalar(1), to: .scalar(0))
        r.record(view: v, property: .alpha, start: s(2), duration: s(1), curve: .linear, from: .scalar(1), to: .scalar(1))
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 1 -> 0 linear
            1.000 +1.000 box alpha 1 -> 0 linear
            2.000 +0.000 box alpha 0 -> 1 linear

            """)
    }
}
