import AnimaticEngine
import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `animateKeyframes` calculation modes (Apple, `UIView.KeyframeAnimationOptions` and
/// `CAAnimationCalculationMode`; see `KeyframeCollector`).
@Suite struct KeyframeModeTests {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func alpha(_ r: Recording, _ t: Double) throws -> Double { try r.timeline.state(at: s(t))["box"]!.state.alpha }
    private func x(_ r: Recording, _ t: Double) throws -> Double { try r.timeline.state(at: s(t))["box"]!.state.centerX }

    /// Discrete: each value shows from the end of its keyframe on; nothing in between.
    @Test func discreteJumpsAtEachKeyframesEnd() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { box.alpha = 0 }
            })
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.250 +0.000 box alpha 1 -> 0.5 linear
            0.750 +0.000 box alpha 0.5 -> 0 linear

            """)
        #expect(try alpha(r, 0.2499) == 1)
        #expect(try alpha(r, 0.25) == 0.5)
        #expect(try alpha(r, 0.7499) == 0.5)
        #expect(try alpha(r, 0.75) == 0)
    }

    /// Discrete under the default ease-in-out curve: the jump is where the curve reaches the
    /// keyframe's end.
    @Test func discreteFollowsTheWholeCurve() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeDiscrete, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.alpha = 0.5 }
            })
        }
        let expected = Int64((TimingCurve.easeInOut.fraction(reaching: 0.25) * 2e9).rounded())
        #expect(r.timeline.segments.map(\.start.ticks) == [expected])
    }

    /// Paced: keyframe times are ignored; the values follow at constant speed.
    @Test func pacedMovesAtConstantSpeedThroughTheValues() throws {
        let box = UIView(frame: CGRect(x: -50, y: 0, width: 100, height: 100))   // centre x 0
        box.accessibilityIdentifier = "box"
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModePaced, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { box.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { box.center.x = 300 }
            })
        }
        // The pieces meet at 2/3 s, rounded to the nanosecond: 150 pt/s × 1 ns = 1.5e-7 pt at most.
        for (t, expected) in [(0.5, 75.0), (1.0, 150.0), (1.5, 225.0), (2.0, 300.0)] {
            #expect(try abs(x(r, t) - expected) < 1.5e-7, "t=\(t)")
        }
        #expect(r.timeline.segments.map(\.start.ticks) == [0, 666_666_667])
    }

    @Test func pacedWithEqualValuesRecordsNothing() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModePaced, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 1 }
            })
        }
        #expect(r.timeline.segmentCount == 0)
    }

    /// Cubic: a Catmull–Rom spline through the values at the key times (exact there), smooth
    /// in between (within the sampling tolerance of the analytic spline).
    @Test func cubicPassesThroughTheValuesOnASmoothCurve() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 1 }
            })
        }
        #expect(try abs(alpha(r, 0.5) - 0) < 1e-12)
        #expect(try abs(alpha(r, 1) - 1) < 1e-12)
        // Hermite with tangents (0 - 1)/2 and (1 - 1)/2 at s = 1/2: 1/2 - 1/16.
        #expect(try abs(alpha(r, 0.25) - 0.4375) <= SampledTolerance.fraction)
        #expect(try abs(alpha(r, 0.75) - 0.4375) <= SampledTolerance.fraction)
        #expect(r.timeline.segmentCount > 2)
    }

    /// Cubic paced through three points: ends on the last value, passes the middle one.
    @Test func cubicPacedEndsOnTheLastValue() throws {
        let box = UIView(frame: CGRect(x: -50, y: 0, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubicPaced, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { box.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { box.center.x = 200 }
            })
        }
        #expect(try abs(x(r, 1) - 200) < 1e-9)
        // Collinear, evenly spaced values: constant speed along the line.
        #expect(try abs(x(r, 0.5) - 100) < 0.25)
    }

    @Test func aCompletionWaitsForACollectedAnimation() {
        let box = makeBox()
        var finishedAt: StoryTime?
        _ = record { stage, clock in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: .calculationModeDiscrete, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0 }
            }, completion: { _ in finishedAt = clock.now })
        }
        #expect(finishedAt == s(1.5))
    }
}

/// `animateKeyframes` with `.repeat` and `.autoreverse`: the whole keyframe animation repeats.
@Suite struct KeyframeRepeatTests {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    private func alpha(_ r: Recording, _ t: Double) throws -> Double { try r.timeline.state(at: s(t))["box"]!.state.alpha }

    /// A keyframe covering the second half only: every cycle starts again from the start
    /// value (not from where the previous cycle ended), forever; the completion never runs.
    @Test func repeatRestartsEachCycleFromTheStartValue() throws {
        let box = makeBox()
        var completed = false
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [.repeat, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
            }, completion: { _ in completed = true })
        }
        #expect(!completed)
        #expect(r.problems.isEmpty)
        #expect(r.timeline.endlessRepeats.count == 1)
        for cycle in [0.0, 2.0, 49.0] {
            let start = 0.5 + cycle
            #expect(try alpha(r, start + 0.25) == 1, "cycle \(cycle)")
            #expect(try abs(alpha(r, start + 0.75) - 0.5) < 1e-9, "cycle \(cycle)")
            #expect(try abs(alpha(r, start + 0.999) - 0.002) < 1e-6, "cycle \(cycle)")
        }
    }

    /// Autoreverse without repeat: there and back once, then the model value (UIKit removes the
    /// animation); the completion runs after both passes.
    @Test func autoreverseOncePlaysThereAndBackThenShowsTheModel() throws {
        let box = makeBox()
        var completedAt: StoryTime?
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.autoreverse, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0 }
            }, completion: { _ in completedAt = clock.now })
        }
        #expect(try abs(alpha(r, 0.5) - 0.5) < 1e-9)
        #expect(try abs(alpha(r, 1.5) - 0.5) < 1e-9)
        #expect(try abs(alpha(r, 1.999) - 0.999) < 1e-6)
        #expect(try alpha(r, 2) == 0)
        #expect(completedAt == s(2))
    }

    /// Repeat and autoreverse with discrete steps: the cycle is the steps there and back.
    @Test func repeatingAutoreversingDiscreteSteps() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .calculationModeDiscrete, linear],
                                    animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
            })
        }
        // Forward: 1 until 0.5, 0.5 until 1, then 0; back: 0.5 from 1.0 (mirror of 1.0), 1 from 1.5.
        for cycle in [0.0, 2.0, 20.0] {
            #expect(try alpha(r, cycle + 0.25) == 1, "cycle \(cycle)")
            #expect(try alpha(r, cycle + 0.75) == 0.5, "cycle \(cycle)")
            #expect(try alpha(r, cycle + 1.25) == 0.5, "cycle \(cycle)")
            #expect(try alpha(r, cycle + 1.75) == 1, "cycle \(cycle)")
        }
    }
}
