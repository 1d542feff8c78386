import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Ease-in-out (0.42 0 0.58 1) worked out independently of `TimingCurve`, by bisection.
private enum EaseInOut {
    static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }
    static func solve(_ target: Double, _ f: (Double) -> Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if f(mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
    /// Shown progress after the time fraction `x`.
    static func progress(_ x: Double) -> Double {
        bezier(solve(x) { bezier($0, 0.42, 0.58) }, 0, 1)
    }
    /// The time fraction at which the progress reaches `p`.
    static func time(reaching p: Double) -> Double {
        bezier(solve(p) { bezier($0, 0, 1) }, 0.42, 0.58)
    }
}

@Suite struct KeyframeTests {
    @Test func articleKeyframesFollowTheEasedWhole() throws {
        let box = makeBox()
        var completed: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.33, animations: {
                    box.transform = CGAffineTransform(rotationAngle: .pi / 2)
                })
                UIView.addKeyframe(withRelativeStartTime: 0.33, relativeDuration: 0.33, animations: {
                    box.frame = box.frame.offsetBy(dx: 50, dy: 0)
                })
                UIView.addKeyframe(withRelativeStartTime: 0.66, relativeDuration: 0.34, animations: {
                    box.alpha = 0
                })
            }, completion: { completed.append("\(clock.now) \($0)") })
        }
        #expect(r.problems.isEmpty)
        #expect(completed == ["1.500s true"])
        let t = r.timeline
        #expect(t.segmentCount == 3)
        func ticks(_ fraction: Double) -> Int64 { Int64((fraction * 1.5e9).rounded()) }
        let bounds = [0, EaseInOut.time(reaching: 0.33), EaseInOut.time(reaching: 0.66), 1].map(ticks)
        // 0, 0.598229135, 0.892406617, 1.5 s: the eased whole squeezes the middle keyframe
        // (0.294 s for its 33 %) and stretches the outer ones.
        #expect(bounds == [0, 598_229_135, 892_406_617, 1_500_000_000])
        for (i, property) in [AnimatedProperty.transform, .center, .alpha].enumerated() {
            let seg = t.segments(of: 0, property)[0]
            #expect(seg.start.ticks == bounds[i], "\(property) start")
            #expect(seg.end.ticks == bounds[i + 1], "\(property) end")
        }
        // At every instant the recording equals the model: one ease-in-out over 1.5 s whose
        // progress P drives keyframe k linearly over its share of P. (Keyframe bounds are
        // whole nanoseconds, which moves values by up to ~3e-9 of their range.)
        for time in [0.05, 0.2, 0.4, 0.59, 0.65, 0.75, 0.85, 0.95, 1.1, 1.3, 1.45, 1.5] {
            let p = EaseInOut.progress(time / 1.5)
            func share(_ start: Double, _ length: Double) -> Double { min(1, max(0, (p - start) / length)) }
            let state = try t.state(at: s(time))["box"]!.state
            #expect(abs(state.transform.rotation - .pi / 2 * share(0, 0.33)) < 1e-8, "rotation at \(time)")
            #expect(abs(state.centerX - (200 + 50 * share(0.33, 0.33))) < 1e-6, "x at \(time)")
            #expect(abs(state.alpha - (1 - share(0.66, 0.34))) < 1e-8, "alpha at \(time)")
        }
    }

    @Test func aCurveInTheRawOptionsAppliesToTheWhole() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 2, delay: 0.5, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { box.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { box.alpha = 0 }
                box.center = CGPoint(x: 0, y: 0)   // outside any keyframe: the whole duration
            })
        }
        #expect(r.timeline.text == """
            0.500 +2.000 box center (200, 150) -> (0, 0) linear
            1.000 +1.000 box alpha 1 -> 0.5 linear
            2.000 +0.500 box alpha 0.5 -> 0 linear

            """)
    }

    @Test func easeInWholeGivesEachKeyframeItsPartOfTheCurve() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let easeIn = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: easeIn, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
            })
        }
        let segments = r.timeline.segments(of: 0, .alpha)
        let part = TimingCurve.easeIn.subcurve(fromProgress: 0, toProgress: 0.5)
        #expect(segments[0].curve == part.curve)
        #expect(segments[0].end.ticks == Int64((part.endTime * 1e9).rounded()))
        // Together the two keyframes are one ease-in from 1 to 0.
        for time in stride(from: 0.0, through: 1.0, by: 0.05) {
            guard case .scalar(let alpha) = r.timeline.value(of: 0, .alpha, at: s(time)) else { Issue.record(); return }
            #expect(abs(alpha - (1 - TimingCurve.easeIn.progress(at: time))) < 1e-9, "at \(time)")
        }
    }

    @Test func keyframeOptionRawValues() {
        #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.KeyframeAnimationOptions([]).timingCurve == .easeInOut)
    }
}
