import AnimaticEngine
import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Edge cases of the keyframe calculation modes, repeats and autoreverse (Apple,
/// `UIView.KeyframeAnimationOptions` and `CAAnimationCalculationMode`; see `KeyframeCollector`).
/// The box's centre starts at x = 200; times are exact story times.
@Suite struct KeyframeModeEdgeTests {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func alpha(_ r: Recording, _ t: StoryTime) throws -> Double { try r.timeline.state(at: t)["box"]!.state.alpha }
    private func x(_ r: Recording, _ t: StoryTime) throws -> Double { try r.timeline.state(at: t)["box"]!.state.centerX }
    private func ns(_ ticks: Int64) -> StoryTime { StoryTime(ticks: ticks) }

    /// The uniform Catmull–Rom segment through p1 (s = 0) and p2 (s = 1), in its matrix form
    /// (written independently of the implementation's Hermite form).
    private func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
        0.5 * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (3 * p1 - p0 - 3 * p2 + p3) * s * s * s)
    }

    /// Records one keyframe animation of the box, with `keyframes` as (start, duration, centre x).
    private func recordX(_ options: UIView.KeyframeAnimationOptions, duration: Double = 1, delay: Double = 0,
                         _ keyframes: [(Double, Double, Double)]) -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: {
                for (start, length, value) in keyframes {
                    UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: length) { box.center.x = value }
                }
            })
        }
    }

    // MARK: - A single keyframe, in every mode

    @Test func singleKeyframeDiscreteJumpsAtItsEnd() throws {
        let r = recordX([.calculationModeDiscrete, linear], [(0.25, 0.5, 300)])
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segments.map(\.start.ticks) == [750_000_000])
        #expect(r.timeline.segments.map(\.duration.ticks) == [0])
        #expect(try x(r, ns(749_999_999)) == 200)
        #expect(try x(r, ns(750_000_000)) == 300)
        #expect(try x(r, ns(2_000_000_000)) == 300)
    }

    /// Paced ignores the keyframe's times: the one stretch takes the whole second.
    @Test func singleKeyframePacedTakesTheWholeDuration() throws {
        let r = recordX([.calculationModePaced, linear], [(0.25, 0.5, 300)])
        #expect(r.timeline.segments.map(\.start.ticks) == [0])
        #expect(r.timeline.segments.map(\.duration.ticks) == [1_000_000_000])
        #expect(try x(r, ns(250_000_000)) == 225)
        #expect(try x(r, ns(500_000_000)) == 250)
        #expect(try x(r, ns(1_000_000_000)) == 300)
    }

    /// Cubic through 200 (0), 200 (0.25), 300 (0.75), 300 (1): the spline does not hold still
    /// outside the keyframe: it dips before it (193.75 at 0.125 s) and overshoots after it
    /// (306.25 at 0.875 s), as Core Animation's spline through those values does.
    @Test func singleKeyframeCubicPassesItsKeyTimesExactly() throws {
        let r = recordX([.calculationModeCubic, linear], [(0.25, 0.5, 300)])
        #expect(try x(r, ns(0)) == 200)
        #expect(try x(r, ns(250_000_000)) == 200)
        #expect(try x(r, ns(750_000_000)) == 300)
        #expect(try x(r, ns(1_000_000_000)) == 300)
        for (t, expected) in [(125_000_000, 193.75), (500_000_000, 250.0), (875_000_000, 306.25)] as [(Int64, Double)] {
            #expect(try abs(x(r, ns(t)) - expected) <= SampledTolerance.length, "t=\(t)")
        }
    }

    // MARK: - Zero-duration keyframes

    @Test func zeroDurationKeyframeIsAJumpInEveryTimedMode() throws {
        for options in [linear, [.calculationModeDiscrete, linear]] as [UIView.KeyframeAnimationOptions] {
            let r = recordX(options, [(0.5, 0, 300)])
            #expect(r.timeline.segments.map(\.start.ticks) == [500_000_000], "\(options)")
            #expect(try x(r, ns(499_999_999)) == 200)
            #expect(try x(r, ns(500_000_000)) == 300)
        }
        // Cubic: key times 0, 0.5, 0.5, 1 with 200, 200, 300, 300: a jump at 0.5 s between two
        // spline segments (each bending towards the value across the jump).
        let r = recordX([.calculationModeCubic, linear], [(0.5, 0, 300)])
        #expect(try abs(x(r, ns(499_999_999)) - 200) < 1e-6)
        #expect(try x(r, ns(500_000_000)) == 300)
        #expect(try abs(x(r, ns(250_000_000)) - catmullRom(200, 200, 200, 300, 0.5)) <= SampledTolerance.length)
        #expect(try abs(x(r, ns(750_000_000)) - catmullRom(200, 300, 300, 300, 0.5)) <= SampledTolerance.length)
    }

    /// Paced: a zero-duration keyframe is one more value; times are recomputed anyway.
    @Test func zeroDurationKeyframesArePacedLikeAnyOther() throws {
        let r = recordX([.calculationModePaced, linear], [(0, 0, 300), (1, 0, 200)])
        #expect(r.timeline.segments.map(\.start.ticks) == [0, 500_000_000])
        #expect(try x(r, ns(250_000_000)) == 250)
        #expect(try x(r, ns(500_000_000)) == 300)
        #expect(try x(r, ns(750_000_000)) == 250)
    }

    // MARK: - Discrete at exactly a keyframe boundary, under a curve

    /// With the default ease-in-out curve the jumps are where the curve reaches each keyframe's
    /// end: 0.5 is reached at exactly half the time (the curve is symmetric); at that
    /// nanosecond the new value shows, one nanosecond before the old one.
    @Test func discreteBoundaryUnderEaseInOut() throws {
        let r = recordX(.calculationModeDiscrete, duration: 2, [(0, 0.5, 300), (0.5, 0.5, 100)])
        #expect(r.timeline.segments.map(\.start.ticks) == [1_000_000_000, 2_000_000_000])
        #expect(try x(r, ns(999_999_999)) == 200)
        #expect(try x(r, ns(1_000_000_000)) == 300)
        #expect(try x(r, ns(1_999_999_999)) == 300)
        #expect(try x(r, ns(2_000_000_000)) == 100)
    }

    // MARK: - Paced

    /// Paced ignores the options' curve too (Apple: `timingFunction` is ignored): ease-in-out
    /// paced motion still has constant velocity.
    @Test func pacedIgnoresTheCurve() {
        let r = recordX(.calculationModePaced, [(0, 0.1, 300)])
        #expect(r.timeline.text == """
            0.000 +1.000 box center (200, 150) -> (300, 150) linear

            """)
    }

    /// Equal values add no distance: 200 → 300 → 300 → 200 takes half the time each way, and
    /// values all equal to the start record nothing.
    @Test func pacedWithEqualValues() throws {
        let r = recordX([.calculationModePaced, linear], [(0, 0.2, 300), (0.2, 0.6, 300), (0.8, 0.2, 200)])
        #expect(r.timeline.segments.map(\.start.ticks) == [0, 500_000_000])
        #expect(try x(r, ns(500_000_000)) == 300)
        #expect(try x(r, ns(750_000_000)) == 250)
        let still = recordX(.calculationModePaced, [(0, 0.5, 200), (0.5, 0.5, 200)])
        #expect(still.problems.isEmpty)
        #expect(still.timeline.segmentCount == 0)
    }

    // MARK: - Cubic through 3 and 4 values

    /// 200 → 300 → 200 over back-to-back keyframes: exact at the key times, and within the
    /// sampling tolerance of the analytic Catmull–Rom spline at every millisecond.
    @Test func cubicThroughThreeValues() throws {
        let r = recordX([.calculationModeCubic, linear], [(0, 0.5, 300), (0.5, 0.5, 200)])
        #expect(try x(r, ns(500_000_000)) == 300)
        #expect(try x(r, ns(1_000_000_000)) == 200)
        #expect(try abs(x(r, ns(250_000_000)) - 256.25) <= SampledTolerance.length)
        var worst = 0.0
        for ms in 0...1000 {
            let u = Double(ms) / 1000
            let expected = u < 0.5 ? catmullRom(200, 200, 300, 200, u * 2) : catmullRom(200, 300, 200, 200, u * 2 - 1)
            worst = try max(worst, abs(x(r, ns(Int64(ms) * 1_000_000)) - expected))
        }
        #expect(worst <= SampledTolerance.length)
        #expect(worst > 0.01)   // sampled: not the exact spline, but close
        #expect(r.timeline.segmentCount < 40)
    }

    /// 200 → 300 → 100 → 200 in thirds of 1.5 s.
    @Test func cubicThroughFourValues() throws {
        let r = recordX([.calculationModeCubic, linear], duration: 1.5, [(0, 1.0 / 3, 300), (1.0 / 3, 1.0 / 3, 100), (2.0 / 3, 1.0 / 3, 200)])
        #expect(try x(r, ns(500_000_000)) == 300)
        #expect(try x(r, ns(1_000_000_000)) == 100)
        #expect(try x(r, ns(1_500_000_000)) == 200)
        let p = [200.0, 200, 300, 100, 200, 200]
        var worst = 0.0
        for ms in 0...1500 {
            let k = min(2, ms / 500), s = Double(ms - k * 500) / 500
            worst = try max(worst, abs(x(r, ns(Int64(ms) * 1_000_000)) - catmullRom(p[k], p[k + 1], p[k + 2], p[k + 3], s)))
        }
        #expect(worst <= SampledTolerance.length)
        #expect(try abs(x(r, ns(750_000_000)) - 200) <= SampledTolerance.length)
        #expect(try abs(x(r, ns(1_250_000_000)) - 137.5) <= SampledTolerance.length)
    }

    /// Under ease-in-out the spline's middle value shows where the curve reaches its key time.
    @Test func cubicFollowsTheWholeCurve() throws {
        let r = recordX(.calculationModeCubic, duration: 2, [(0, 0.25, 300), (0.25, 0.75, 200)])
        let at = Int64((TimingCurve.easeInOut.fraction(reaching: 0.25) * 2e9).rounded())
        #expect(try x(r, ns(at)) == 300)
        #expect(try x(r, ns(2_000_000_000)) == 200)
    }

    /// Cubic paced through 200, 300, 200: constant speed (20 pt per 0.1 s each way), the turn
    /// at exactly half the time, the last value at the end.
    @Test func cubicPacedHasConstantSpeed() throws {
        let r = recordX(.calculationModeCubicPaced, [(0, 0.9, 300), (0.9, 0.1, 200)])
        #expect(try x(r, ns(500_000_000)) == 300)
        #expect(try x(r, ns(1_000_000_000)) == 200)
        for step in 0..<10 {
            let a = try x(r, ns(Int64(step) * 100_000_000)), b = try x(r, ns(Int64(step + 1) * 100_000_000))
            #expect(abs(abs(b - a) - 20) <= 2 * SampledTolerance.length, "step \(step): \(a) → \(b)")
        }
    }

    // MARK: - Two properties with different keyframe sets

    /// Alpha has one keyframe, the centre two: each property gets its own key times (values
    /// held outside its own keyframes), and with `.repeat` both repeat with the WHOLE
    /// animation's period, from the animation's start (delay 0.25 s), holds included.
    @Test func twoPropertiesRepeatWithTheWholePeriod() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0.25, options: [.repeat, .calculationModeDiscrete, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { box.center.x = 300 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0) { box.center.x = 250 }
            })
        }
        #expect(r.problems.isEmpty)
        let repeats = r.timeline.endlessRepeats
        #expect(repeats.count == 2)
        #expect(repeats.allSatisfy { $0.start == ns(250_000_000) && $0.period == ns(1_000_000_000) })
        for cycle in [0, 2, 49] as [Int64] {
            let start = 250_000_000 + cycle * 1_000_000_000
            #expect(try alpha(r, ns(start)) == 1, "cycle \(cycle)")
            #expect(try alpha(r, ns(start + 499_999_999)) == 1)
            #expect(try alpha(r, ns(start + 500_000_000)) == 0.5)
            #expect(try alpha(r, ns(start + 999_999_999)) == 0.5)
            #expect(try x(r, ns(start)) == 200)
            #expect(try x(r, ns(start + 499_999_999)) == 200)
            #expect(try x(r, ns(start + 500_000_000)) == 300)
            #expect(try x(r, ns(start + 750_000_000)) == 250)
            #expect(try x(r, ns(start + 999_999_999)) == 250)
        }
    }

    /// A discrete keyframe ending at 1 under `.repeat`: its value would show at the cycle's
    /// last instant only, which is the next cycle's first, so it never shows, and the property
    /// still repeats (a jump recorded at the cycle's end used to end the repeat).
    @Test func repeatingDiscreteKeyframeEndingAtOne() throws {
        let r = recordX([.repeat, .calculationModeDiscrete, linear], delay: 0.2, [(0, 0.5, 300), (0.5, 0.5, 100)])
        #expect(r.timeline.endlessRepeats.map(\.period) == [ns(1_000_000_000)])
        for cycle in [0, 2, 49] as [Int64] {
            let start = 200_000_000 + cycle * 1_000_000_000
            #expect(try x(r, ns(start)) == 200, "cycle \(cycle)")
            #expect(try x(r, ns(start + 499_999_999)) == 200)
            #expect(try x(r, ns(start + 500_000_000)) == 300)
            #expect(try x(r, ns(start + 999_999_999)) == 300)
        }
    }

    // MARK: - Autoreverse end jump

    /// Discrete there and back once, then the model value (the last keyframe's) at 2 s, when
    /// the completion runs.
    @Test func autoreverseDiscreteThenJumpsToTheModelValue() throws {
        let box = makeBox()
        var completedAt: StoryTime?
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.autoreverse, .calculationModeDiscrete, linear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 300 }
            }, completion: { _ in completedAt = clock.now })
        }
        #expect(try x(r, ns(249_999_999)) == 200)
        #expect(try x(r, ns(250_000_000)) == 300)
        // The mirror of the jump at 0.25 s: at its very instant the way back already shows the
        // earlier value (a mirrored step cannot keep which side its instant belongs to).
        #expect(try x(r, ns(1_749_999_999)) == 300)
        #expect(try x(r, ns(1_750_000_000)) == 200)
        #expect(try x(r, ns(1_999_999_999)) == 200)
        #expect(try x(r, ns(2_000_000_000)) == 300)
        #expect(completedAt == ns(2_000_000_000))
        #expect(r.timeline.endlessRepeats.isEmpty)
    }

    /// Cubic with repeat and autoreverse: the 50th cycle shows what the first does.
    @Test func repeatingAutoreversingCubic() throws {
        let r = recordX([.repeat, .autoreverse, .calculationModeCubic, linear], delay: 0.5, [(0, 0.5, 300), (0.5, 0.5, 200)])
        #expect(r.timeline.endlessRepeats.map(\.period) == [ns(2_000_000_000)])
        for phase in stride(from: Int64(0), to: 2_000_000_000, by: 50_000_000) {
            let first = try x(r, ns(500_000_000 + phase))
            #expect(try x(r, ns(500_000_000 + 49 * 2_000_000_000 + phase)) == first, "phase \(phase)")
            let mirror = try x(r, ns(500_000_000 + 2_000_000_000 - phase))
            #expect(abs(first - mirror) < 1e-9, "phase \(phase)")
        }
        #expect(try x(r, ns(1_000_000_000)) == 300)
        #expect(try x(r, ns(2_000_000_000)) == 300)
    }
}
