import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage

/// A start value set outside any block, then an animation of another kind than a plain
/// block in the same instant: the animation starts from the value set and keeps its own
/// timing. UIKit builds every animation's start value from the model value when it is added
/// (Apple, `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
/// the spring animates the block's changes "from the current values"; `CABasicAnimation`:
/// with `fromValue` nil it starts from the layer's current value). Issue #29 found that
/// a spring after such a set was recorded as a linear tween: the spring was fitted to the
/// change as seen before the set (no change at all), not to the change that is recorded.
@Suite struct SetThenAnimateTests {
    /// The damping-ratio spring as Apple's fit gives it (SpringTiming's documented model,
    /// computed here independently, ζ < 1): x'' + 2ζω₀x' + ω₀²(x − 1) = 0, x(0) = 0,
    /// x'(0) = v₀, ω₀ = ln(1500) / (ζT), with the residual at T spread linearly.
    static func spring(damping z: Double, velocity v: Double, duration T: Double, at t: Double) -> Double {
        let w = log(1500) / (z * T)
        let wd = w * (1 - z * z).squareRoot()
        func x(_ t: Double) -> Double {
            1 + exp(-z * w * t) * (-cos(wd * t) + (v - z * w) / wd * sin(wd * t))
        }
        return x(t) + (t / T) * (1 - x(T))
    }

    /// ViewAnimator's entrance: `transform = scale(0.2)` on a view on stage, then a spring to
    /// identity. The scale overshoots past 1 and follows the spring within the recorded
    /// curve's tolerance (0.25 px on a 100 pt view: 0.0025 of scale).
    @Test func springAfterSetScaleOvershootsAsTheSpring() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { box.transform = .identity })
        }
        #expect(r.problems.isEmpty)
        #expect(try r.timeline.state(at: .zero)["box"]!.state.transform.scaleX == 0.2)
        var peak = 0.0
        for step in 1...59 {
            let t = Double(step) / 100
            let expected = 0.2 + 0.8 * Self.spring(damping: 0.5, velocity: 0, duration: 0.6, at: t)
            let shown = try r.timeline.state(at: s(t))["box"]!.state.transform.scaleX
            #expect(abs(shown - expected) <= 0.0026, "at \(t) s the scale is \(shown), the spring gives \(expected)")
            peak = max(peak, shown)
        }
        #expect(peak > 1.1, "a spring of damping 0.5 overshoots (peak \(peak))")
        #expect(try r.timeline.state(at: s(0.6))["box"]!.state.transform.scaleX == 1)
    }

    /// `alpha = 0`, then a spring to 1 with an initial velocity: alpha follows the spring (its
    /// recorded tolerance is 0.005) and is not a straight line from 0 to 1.
    @Test func springAfterSetAlphaFollowsTheSpring() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 2,
                           options: [], animations: { box.alpha = 1 })
        }
        #expect(try r.timeline.state(at: .zero)["box"]!.state.alpha == 0)
        for t in [0.05, 0.1, 0.2, 0.4, 0.7] {
            let expected = Self.spring(damping: 0.9, velocity: 2, duration: 1, at: t)
            let shown = try r.timeline.state(at: s(t))["box"]!.state.alpha
            #expect(abs(shown - min(1, expected)) <= 0.0051, "at \(t) s alpha is \(shown), the spring gives \(expected)")
        }
        // A linear tween would show 0.1 at 0.1 s; the spring is far ahead of it.
        #expect(try r.timeline.state(at: s(0.1))["box"]!.state.alpha > 0.2)
    }

    /// A repeat after a set starts from the value set: `alpha = 0.2`, then two linear
    /// cycles there and back (`modifyAnimations(withRepeatCount: 2, autoreverses: true)`), not
    /// from the value before the set.
    @Test func repeatAfterSetStartsEachPassFromTheSetValue() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.alpha = 0.2
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { box.alpha = 1 }
            })
        }
        #expect(r.problems.isEmpty)
        #expect(abs(try r.timeline.state(at: s(0.25))["box"]!.state.alpha - 0.6) < 1e-12)
        #expect(try r.timeline.state(at: s(0.5))["box"]!.state.alpha == 1)
        #expect(abs(try r.timeline.state(at: s(0.75))["box"]!.state.alpha - 0.6) < 1e-12)
        #expect(try r.timeline.state(at: s(1))["box"]!.state.alpha == 0.2)
        #expect(try r.timeline.state(at: s(1.5))["box"]!.state.alpha == 1)
    }

    /// An explicit `CABasicAnimation` without `fromValue` after the layer's opacity is set in
    /// the same instant: it runs from the value set (Apple, `CABasicAnimation`: "fromValue nil,
    /// toValue non-nil: interpolates between the layer's current value of the property in the
    /// render tree and toValue").
    @Test func basicAnimationWithoutFromValueAfterSet() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layer.opacity = 0.2
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 1.0
            fade.duration = 1
            box.layer.add(fade, forKey: "fade")
        }
        #expect(r.problems.isEmpty)
        #expect(try r.timeline.state(at: .zero)["box"]!.state.alpha == Double(Float(0.2)))
        let half = try r.timeline.state(at: s(0.5))["box"]!.state.alpha
        #expect(abs(half - (Double(Float(0.2)) + 0.8 * 0.5)) < 1e-6)
    }
}
