import AnimaticEngine
import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CAKeyframeAnimation` with values, key times, timing functions, discrete mode and repeats.
@Suite struct CAKeyframeAnimationTests {
    private func tx(_ r: Recording, _ t: Double) throws -> Double { try r.timeline.state(at: s(t))["box"]!.state.transform.translationX }
    private func alpha(_ r: Recording, _ t: Double) throws -> Double { try r.timeline.state(at: s(t))["box"]!.state.alpha }

    /// The classic shake: evenly spaced key times, straight pieces, then the model value.
    @Test func aShakeGoesThroughEveryValueAtEvenlySpacedTimes() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
            shake.values = [0, -10, 10, -10, 10, 0]
            shake.duration = 0.5
            box.layer.add(shake, forKey: "shake")
        }
        #expect(r.problems.isEmpty)
        for (t, x) in [(0.0, 0.0), (0.05, -5.0), (0.1, -10.0), (0.2, 10.0), (0.25, 0.0), (0.45, 5.0), (0.5, 0.0), (1.0, 0.0)] {
            let shown = try tx(r, t)
            #expect(abs(shown - x) < 1e-9, "t=\(t): \(shown)")
        }
    }

    @Test func keyTimesAndTimingFunctionsShapeEachSpan() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.2, 0.6]
            fade.keyTimes = [0, 0.25, 1]
            fade.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
            fade.duration = 2
            fade.isRemovedOnCompletion = false
            fade.fillMode = .forwards
            box.layer.add(fade, forKey: nil)
        }
        #expect(try abs(alpha(r, 0.25) - 0.6) < 1e-9)
        #expect(try abs(alpha(r, 0.5) - 0.2) < 1e-9)
        let eased = 0.2 + 0.4 * TimingCurve.easeIn.progress(at: 0.5)
        #expect(try abs(alpha(r, 1.25) - eased) < 1e-9)
        #expect(try abs(alpha(r, 5) - 0.6) < 1e-9)      // holds its last value (not removed)
    }

    @Test func discreteHoldsEachValueFromItsKeyTime() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = [0.2, 0.5, 0.8]
            steps.calculationMode = .discrete
            steps.duration = 0.9
            box.layer.add(steps, forKey: nil)
        }
        #expect(try alpha(r, 0.1) == 0.2)
        #expect(try alpha(r, 0.5) == 0.5)
        #expect(try alpha(r, 0.89) == 0.8)
        #expect(try alpha(r, 1) == 1)   // removed: the model value
    }

    /// A heartbeat forever: the cycle repeats in the 3rd and 50th periods.
    @Test func anEndlessKeyframePulse() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let beat = CAKeyframeAnimation(keyPath: "transform.scale")
            beat.values = [1, 1.3, 1, 1.15, 1]
            beat.duration = 0.8
            beat.repeatCount = .infinity
            box.layer.add(beat, forKey: "beat")
        }
        #expect(r.timeline.endlessRepeats.count == 1)
        for cycle in [0.0, 2.0, 49.0] {
            #expect(try abs(r.timeline.state(at: s(cycle * 0.8 + 0.2))["box"]!.state.transform.scaleX - 1.3) < 1e-9, "cycle \(cycle)")
        }
    }

    /// ("both, too few": a whole curve with segment curves is played, see
    /// `KeyframeCurveCompositionTests`, but no segment curve for a segment is still refused.)
    @Test(arguments: ["path", "unknown mode", "keyTimes", "both, too few"])
    func unsupportedOrBadSettingsAreReported(setting: String) {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let animation = CAKeyframeAnimation(keyPath: "opacity")
            animation.values = [1, 0]
            switch setting {
            case "path": animation.path = UIBezierPath(rect: .zero).cgPath
            case "unknown mode": animation.calculationMode = CAAnimationCalculationMode(rawValue: "bogus")
            case "keyTimes": animation.keyTimes = [0, 0.5, 1]
            default:
                animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
                animation.timingFunctions = []
            }
            box.layer.add(animation, forKey: nil)
        }
        #expect(r.problems.count == 1, "\(r.problems)")
        #expect(r.timeline.segmentCount == 0)
    }

    private func move(_ mode: CAAnimationCalculationMode, _ values: [Double], keyTimes: [NSNumber]? = nil) -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = values
            animation.keyTimes = keyTimes
            animation.calculationMode = mode
            animation.duration = 1
            box.layer.add(animation, forKey: nil)
        }
    }

    /// Paced: constant speed through the values, a repeated value taking no time, key times
    /// ignored.
    @Test func pacedGoesAtConstantSpeed() throws {
        let r = move(.paced, [0, 100, 100, 300], keyTimes: [0, 0.9, 0.95, 1])
        #expect(r.problems.isEmpty)
        for (t, x) in [(1.0 / 3, 100.0), (0.5, 150.0), (2.0 / 3, 200.0), (0.999, 299.7)] {
            #expect(try abs(r.timeline.state(at: s(t))["box"]!.state.centerX - x) < 1e-6, "t=\(t)")
        }
    }

    /// Cubic: the Catmull–Rom spline through the values at their key times (each value exactly
    /// at its key time), within 0.25 pt in between; cubicPaced: the spline at constant speed.
    @Test func cubicModesFollowTheSpline() throws {
        let values: [Double] = [0, 100, 40, 300]
        let times = [0, 0.2, 0.7, 1.0]
        let r = move(.cubic, values, keyTimes: times.map { NSNumber(value: $0) })
        #expect(r.problems.isEmpty)
        let spline = Spline(times: times, values: values.map { .point(x: $0, y: 150) }, property: .center)
        for i in 0..<100 {
            let t = Double(i) / 100
            let k = t < 0.2 ? 0 : t < 0.7 ? 1 : 2
            guard case .point(let x, _) = spline.value(segment: k, atProgress: t) else { Issue.record("not a point"); continue }
            #expect(try abs(r.timeline.state(at: s(t))["box"]!.state.centerX - x) <= 0.25, "t=\(t)")
        }
        #expect(try abs(r.timeline.state(at: s(0.2))["box"]!.state.centerX - 100) < 1e-6)
        let paced = move(.cubicPaced, values)
        #expect(paced.problems.isEmpty)
        #expect(try abs(paced.timeline.state(at: s(0.999))["box"]!.state.centerX - 300) < 1)
        let xs = try (0..<100).map { try paced.timeline.state(at: s(Double($0) / 100))["box"]!.state.centerX }
        #expect(xs.max()! > 100 && xs.max()! < 330)
    }
}
