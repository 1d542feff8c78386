import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CASpringAnimation`: the physical spring (mass, stiffness, damping, initial velocity) over
/// the animation's own duration, sampled within 0.25 pt of the analytic motion.
@Suite struct CASpringAnimationTests {
    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

    /// x(t) of a spring released at 0 towards 1 (the textbook solution, written out here).
    private func analytic(m: Double, k: Double, c: Double, v: Double, _ t: Double) -> Double {
        let w = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
        let wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
    }

    private func move(_ configure: (CASpringAnimation) -> Void) -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 100
            spring.toValue = 300
            configure(spring)
            box.layer.add(spring, forKey: "spring")
        }
    }

    /// Edge: without a duration the spring lasts Core Animation's 0.25 s and is cut there, then
    /// the model (x 200) shows.
    @Test func noDurationCutsTheSpringAtAQuarterSecond() throws {
        let r = move { _ in }
        #expect(r.problems.isEmpty)
        let at = 100 + 200 * analytic(m: 1, k: 100, c: 10, v: 0, 0.2)
        #expect(try abs(state(r, 0.2).centerX - at) <= 0.25)
        #expect(try state(r, 0.25).centerX == 200)
    }

    /// Apple's defaults (m 1, k 100, c 10: ζ 0.5, ω₀ 10) over the settling duration: every
    /// sampled time within 0.25 pt of the analytic spring, overshooting past 300.
    @Test func theDefaultSpringFollowsThePhysics() throws {
        var settling = 0.0
        let r = move { spring in
            settling = spring.settlingDuration
            spring.duration = settling
        }
        #expect(abs(settling - log(1500) / 5) < 1e-12)
        var peak = 0.0
        for i in 0..<200 {
            let t = settling * Double(i) / 200
            let shown = try state(r, t).centerX
            peak = max(peak, shown)
            #expect(abs(shown - (100 + 200 * analytic(m: 1, k: 100, c: 10, v: 0, t))) <= 0.25, "t=\(t)")
        }
        #expect(peak > 330)   // ζ 0.5 overshoots by e^(−π/√3) ≈ 16 %
    }

    /// Mass, stiffness, damping and a negative initial velocity all shape the motion.
    @Test func everyParameterCounts() throws {
        let r = move { spring in
            spring.mass = 2
            spring.stiffness = 300
            spring.damping = 12
            spring.initialVelocity = -3
            spring.duration = 1.5
        }
        for t in [0.02, 0.05, 0.1, 0.3, 0.7, 1.2] {
            let expected = 100 + 200 * analytic(m: 2, k: 300, c: 12, v: -3, t)
            #expect(try abs(state(r, t).centerX - expected) <= 0.25, "t=\(t)")
        }
        #expect(try state(r, 0.02).centerX < 100)   // moving away first
    }

    /// Apple's settling-duration examples (m 1, k 100): damping 5 and 15.
    @Test func settlingDurations() {
        let soft = CASpringAnimation()
        soft.damping = 5
        #expect(abs(soft.settlingDuration - log(1500) / 2.5) < 1e-12)     // 2.93 s (Apple: ≈ 2.85)
        let firm = CASpringAnimation()
        firm.damping = 15
        #expect(abs(firm.settlingDuration - log(1500) / 7.5) < 1e-12)     // 0.98 s (Apple: just over 1)
    }

    /// Filling forwards and not removed, a spring cut early holds where it got to.
    @Test func aCutSpringHoldsWhereItGot() throws {
        let r = move { spring in
            spring.duration = 0.1
            spring.isRemovedOnCompletion = false
            spring.fillMode = .forwards
        }
        let reached = 100 + 200 * analytic(m: 1, k: 100, c: 10, v: 0, 0.1)
        #expect(try abs(state(r, 0.5).centerX - reached) < 1e-9)
    }

    /// Opacity overshooting 1 shows clamped, as Core Animation draws it.
    @Test func opacityOvershootIsClamped() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromValue = 0
            spring.toValue = 1
            spring.damping = 4
            spring.duration = 1
            box.layer.add(spring, forKey: nil)
        }
        let values = try (0...100).map { try state(r, Double($0) / 100).alpha }
        #expect(values.max()! == 1 && values.min()! == 0)
    }

    /// Edge: bad parameters are reported, naming them.
    @Test func badParametersAreReported() throws {
        for (configure, word) in [({ (s: CASpringAnimation) in s.mass = 0 }, "mass"),
                                  ({ $0.stiffness = -1 }, "stiffness"),
                                  ({ $0.damping = .nan }, "damping"),
                                  ({ $0.initialVelocity = .infinity }, "initialVelocity")] {
            let r = move(configure)
            #expect(r.problems.map(\.message).contains { $0.contains("CASpringAnimation") && $0.contains(word) }, "\(word): \(r.problems.map(\.message))")
        }
    }

    /// A spring inside a group, beginning 0.5 s in: the model before, the spring after.
    @Test func aSpringInAGroup() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 100
            spring.toValue = 300
            spring.beginTime = 0.5
            spring.duration = 1
            let group = CAAnimationGroup()
            group.animations = [spring]
            group.duration = 2
            box.layer.add(group, forKey: nil)
        }
        #expect(try state(r, 0.25).centerX == 200)
        #expect(try abs(state(r, 0.8).centerX - (100 + 200 * analytic(m: 1, k: 100, c: 10, v: 0, 0.3))) <= 0.25)
        #expect(try state(r, 1.75).centerX == 200)
    }
}
