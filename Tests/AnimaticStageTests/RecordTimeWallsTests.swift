import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Hears an animation's delegate calls with the story time.
private final class TimingLog: CAAnimationDelegate {
    var events: [String] = []
    let clock: VirtualClock
    init(clock: VirtualClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(clock.now.seconds)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(clock.now.seconds) \(flag)") }
}

/// The box's state at `t` seconds.
private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

/// The cubic Bézier timing curve's progress at time fraction `x`, solved by bisection here (not
/// with Animatic's solver): the reference the tests compare with.
private func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func b(_ s: Double, _ c1: Double, _ c2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, y1, y2)
}
private func easeIn(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
private func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }
private func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }

/// Records `animation` (made at story time 0, when `CACurrentMediaTime()` is read) on the box,
/// added at `at` seconds.
private func run(at time: Double = 0, _ make: @escaping () -> CAAnimation) -> (Recording, [String]) {
    let box = makeBox()
    var log: TimingLog?
    let r = record { stage, clock in
        stage.addSubview(box)
        let delegateLog = TimingLog(clock: clock)
        log = delegateLog
        clock.schedule(at: s(time)) {
            let animation = make()
            animation.delegate = delegateLog
            box.layer.add(animation, forKey: "walls")
        }
    }
    return (r, log?.events ?? [])
}

private func fade(_ from: Double, _ to: Double, duration: Double = 0) -> CABasicAnimation {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = from
    fade.toValue = to
    fade.duration = duration
    return fade
}

/// `CAAnimationGroup.timingFunction`: the group's curve maps the group's time before its
/// children see it (Apple, "Core Animation Cookbook", "Timing": the group's timing function
/// takes precedence over its children's timing).
@Suite struct GroupCurveTests {
    /// A linear child under an ease-in group follows the group's curve exactly.
    @Test func aLinearChildFollowsTheGroupsCurve() throws {
        let (r, events) = run {
            let group = CAAnimationGroup()
            group.animations = [fade(1, 0)]
            group.duration = 2
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            return group
        }
        #expect(r.problems.isEmpty)
        for t in [0.25, 0.5, 0.75, 1.5] {
            #expect(try abs(state(r, t).alpha - (1 - easeIn(t / 2))) < 1e-6, "t=\(t)")
        }
        #expect(try state(r, 2).alpha == 1)   // removed: the model
        #expect(events == ["start 0.0", "stop 2.0 true"])
        // One piece along the group's own curve (no sampling for a linear child).
        #expect(r.timeline.segments.filter { $0.property == .alpha && $0.duration > .zero }.map(\.curve) == [.easeIn])
    }

    /// A child with its own curve under the group's: the composition (the child's curve of the
    /// group's), sampled within Animatic's on-screen tolerance for alpha (0.005).
    @Test func aCurvedChildComposesWithTheGroupsCurve() throws {
        let (r, _) = run {
            let child = fade(0, 1)
            child.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let group = CAAnimationGroup()
            group.animations = [child]
            group.duration = 1
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            return group
        }
        #expect(r.problems.isEmpty)
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(try abs(state(r, t).alpha - easeInOut(easeIn(t))) <= 0.005, "t=\(t)")
        }
        // Neither curve alone: at 0.5 s ease-in of ease-in-out is 0.207, each alone 0.315 and 0.5.
        #expect(try abs(state(r, 0.5).alpha - 0.2073) < 0.005)
    }

    /// A keyframe child's key times arrive where the group's curve reaches them; with a child
    /// that begins late and a repeating group.
    @Test func keyTimesArriveWhereTheGroupsCurveReachesThem() throws {
        let (r, _) = run {
            let blink = CAKeyframeAnimation(keyPath: "opacity")
            blink.values = [1, 0, 1]
            blink.keyTimes = [0, 0.5, 1]
            let group = CAAnimationGroup()
            group.animations = [blink]
            group.duration = 1
            group.repeatCount = 2
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            return group
        }
        #expect(r.problems.isEmpty)
        let reached = 0.6575   // ease-in reaches 0.5 there (bisection, 4 digits)
        for pass in [0.0, 1.0] {
            #expect(try state(r, pass + reached).alpha < 0.001, "pass \(pass)")
            #expect(try abs(state(r, pass + 0.4).alpha - (1 - 2 * easeIn(0.4))) < 1e-6, "pass \(pass)")
        }
    }

    /// Edge: a group curve over a child that starts late and ends early: the holds before and
    /// after it move with the curve too (the child's start arrives where the curve reaches it).
    @Test func aLateChildStartsWhereTheCurveReachesItsBegin() throws {
        let (r, _) = run {
            let child = fade(1, 0, duration: 0.5)
            child.beginTime = 0.5
            let group = CAAnimationGroup()
            group.animations = [child]
            group.duration = 2
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            return group
        }
        #expect(r.problems.isEmpty)
        // Ease-out reaches 0.25 (the child's begin, 0.5 of 2 s) early: about 0.3 s in.
        #expect(try state(r, 0.2).alpha == 1)
        for t in [0.6, 1.0] {
            let local = 2 * easeOut(t / 2)
            let expected = local < 0.5 ? 1 : local < 1 ? 1 - (local - 0.5) / 0.5 : 1
            #expect(try abs(state(r, t).alpha - expected) < 1e-6, "t=\(t)")
        }
    }
}

/// A `beginTime` before now (`CACurrentMediaTime() - x`): the animation is already under way,
/// as Core Animation's local time (parent time − `beginTime`) makes it.
@Suite struct PastBeginTimeTests {
    /// `CACurrentMediaTime()` counts from a realistic boot, not from 0.
    @Test func mediaTimeStartsADayAfterBoot() {
        var times: [Double] = []
        _ = record { _, clock in
            times.append(CACurrentMediaTime())
            clock.schedule(at: s(0.25)) { times.append(CACurrentMediaTime()) }
        }
        #expect(times == [86_400, 86_400.25])
    }

    /// An endless repeat begun 0.25 s ago shows that phase: the NVActivityIndicatorView idiom
    /// (`beginTime = CACurrentMediaTime() + -0.25`).
    @Test func anEndlessRepeatBegunEarlierShowsItsPhase() throws {
        let (r, events) = run {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.repeatCount = .infinity
            move.beginTime = CACurrentMediaTime() + -0.25
            return move
        }
        #expect(r.problems.isEmpty)
        for cycle in [0.0, 1.0, 7.0] {
            #expect(try abs(state(r, cycle).centerX - 25) < 1e-6, "cycle \(cycle)")
            #expect(try abs(state(r, cycle + 0.5).centerX - 75) < 1e-6, "cycle \(cycle)")
        }
        #expect(events == ["start 0.0"])
    }

    /// A finite animation begun 0.25 s ago plays the rest and ends 0.25 s early; added later in
    /// the story, the same.
    @Test func aFiniteAnimationBegunEarlierEndsEarlier() throws {
        for added in [0.0, 1.5] {
            let (r, events) = run(at: added) {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0
                move.toValue = 100
                move.duration = 1
                move.timingFunction = CAMediaTimingFunction(name: .easeIn)
                move.beginTime = CACurrentMediaTime() - 0.25
                return move
            }
            #expect(r.problems.isEmpty)
            #expect(try abs(state(r, added).centerX - 100 * easeIn(0.25)) < 1e-6)
            #expect(try abs(state(r, added + 0.5).centerX - 100 * easeIn(0.75)) < 1e-6)
            #expect(try state(r, added + 0.75).centerX == 200)   // ended: the model
            #expect(events == ["start \(added)", "stop \(added + 0.75) true"])
        }
    }

    /// Edge: an animation that ended before it was added plays nothing (its delegate hears
    /// start and stop now); kept by its fill mode, its end value shows from now. A plain
    /// `beginTime = 0.5` is such an animation: media time 0.5 s is a day before the story.
    @Test func anAnimationThatAlreadyEndedPlaysNothing() throws {
        for begin in [{ CACurrentMediaTime() - 2 }, { 0.5 }] {
            let (r, events) = run(at: 1) {
                let a = fade(1, 0, duration: 1)
                a.beginTime = begin()
                return a
            }
            #expect(r.problems.isEmpty)
            #expect(try state(r, 1).alpha == 1 && state(r, 1.5).alpha == 1)
            #expect(events == ["start 1.0", "stop 1.0 true"])
            let (kept, _) = run(at: 1) {
                let a = fade(1, 0, duration: 1)
                a.beginTime = begin()
                a.fillMode = .forwards
                a.isRemovedOnCompletion = false
                return a
            }
            #expect(try state(kept, 0.5).alpha == 1 && state(kept, 1).alpha == 0 && state(kept, 3).alpha == 0)
        }
    }

    /// A group and a keyframe animation begun earlier, repeating forever and a finite number
    /// of times, autoreversing.
    @Test func groupsAndKeyframesBegunEarlier() throws {
        let (g, _) = run {
            let group = CAAnimationGroup()
            group.animations = [fade(1, 0)]
            group.duration = 1
            group.repeatCount = Float.greatestFiniteMagnitude
            group.beginTime = CACurrentMediaTime() - 0.4
            return group
        }
        #expect(g.problems.isEmpty)
        #expect(try abs(state(g, 0).alpha - 0.6) < 1e-6 && abs(state(g, 0.5).alpha - 0.1) < 1e-6)
        #expect(try abs(state(g, 0.7).alpha - 0.9) < 1e-6)
        let (k, events) = run {
            let blink = CAKeyframeAnimation(keyPath: "opacity")
            blink.values = [1, 0]
            blink.duration = 1
            blink.repeatCount = 2
            blink.autoreverses = true
            blink.beginTime = CACurrentMediaTime() - 1.5
            return blink
        }
        #expect(k.problems.isEmpty)
        // 1.5 s in: halfway back in the first pass; 2.5 s of the 4 remain.
        #expect(try abs(state(k, 0).alpha - 0.5) < 1e-6 && abs(state(k, 0.5).alpha - 1) < 1e-6)
        #expect(try abs(state(k, 1).alpha - 0.5) < 1e-6 && abs(state(k, 2).alpha - 0.5) < 1e-6)
        #expect(events == ["start 0.0", "stop 2.5 true"])
    }

    /// Edge: a negative media time (before boot), NaN or infinity is still refused.
    @Test func aMediaTimeBeforeBootIsRefused() {
        for bad in [-1.0, -Double.infinity, .nan] {
            let (r, _) = run {
                let a = fade(1, 0, duration: 1)
                a.beginTime = bad
                return a
            }
            #expect(r.problems.count == 1 && r.problems.first?.call == "CALayer.add(_:forKey:)", "\(bad)")
        }
    }
}

/// `CAKeyframeAnimation` with both `timingFunction` and `timingFunctions`: "that function is
/// applied first followed by the timing function for the specific keyframe segment" (Apple,
/// `CAKeyframeAnimation.timingFunctions`).
@Suite struct KeyframeCurveCompositionTests {
    @Test func theWholeCurveComesFirstThenTheSegments() throws {
        let (r, _) = run {
            let move = CAKeyframeAnimation(keyPath: "position.x")
            move.values = [0, 100, 300]
            move.keyTimes = [0, 0.5, 1]
            move.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            move.timingFunction = CAMediaTimingFunction(name: .easeOut)
            move.duration = 1
            return move
        }
        #expect(r.problems.isEmpty)
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            let key = easeOut(t)
            let x = key < 0.5 ? 100 * easeIn(key / 0.5) : 100 + 200 * (key - 0.5) / 0.5
            #expect(try abs(state(r, t).centerX - x) <= 0.25, "t=\(t)")   // Animatic's tolerance for points
        }
        // Neither curve alone: at 0.25 s the whole curve alone gives 81.9 (key 0.41), the
        // segment's alone 3.1; composed, 46.2.
        #expect(try abs(state(r, 0.25).centerX - 100 * easeIn(easeOut(0.25) / 0.5)) < 0.25)
    }

    /// The same along a path (its segments' functions after the whole curve).
    @Test func alongAPath() throws {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 100))
        line.addLine(to: CGPoint(x: 100, y: 100))
        line.addLine(to: CGPoint(x: 100, y: 200))
        let (r, _) = run {
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = line.cgPath
            along.keyTimes = [0, 0.5, 1]
            along.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
            along.timingFunction = CAMediaTimingFunction(name: .easeOut)
            along.duration = 1
            return along
        }
        #expect(r.problems.isEmpty)
        for t in [0.1, 0.25, 0.4, 0.6, 0.9] {
            let key = easeOut(t)
            let (x, y) = key < 0.5 ? (100 * easeIn(key / 0.5), 100.0) : (100.0, 100 + 100 * easeIn((key - 0.5) / 0.5))
            let shown = try state(r, t)
            #expect(abs(shown.centerX - x) <= 0.25 && abs(shown.centerY - y) <= 0.25, "t=\(t): \(shown.center) vs \((x, y))")
        }
    }
}

/// A group whose children animate different parts of one property with different timing
/// (NVActivityIndicatorView's BallPulseRise: `transform.scale` at key times 0, 0.5, 1 and
/// `transform.translation.y` at 0, 0.25, 0.75, 1, both along a custom curve).
@Suite struct GroupPartsTests {
    private static let curve = CAMediaTimingFunction(controlPoints: 0.15, 0.46, 0.9, 0.6)

    private static func scale() -> CAKeyframeAnimation {
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.keyTimes = [0, 0.5, 1]
        scale.timingFunctions = [curve, curve]
        scale.values = [0.4, 1.1, 0.75]
        scale.duration = 1
        return scale
    }

    private static func rise() -> CAKeyframeAnimation {
        let rise = CAKeyframeAnimation(keyPath: "transform.translation.y")
        rise.keyTimes = [0, 0.25, 0.75, 1]
        rise.timingFunctions = [curve, curve, curve]
        rise.values = [0, 30, -30, 0]
        rise.duration = 1
        return rise
    }

    private static func group(_ children: [CAAnimation]) -> () -> CAAnimation {
        {
            let group = CAAnimationGroup()
            group.animations = children
            group.duration = 1
            group.repeatCount = .infinity
            return group
        }
    }

    /// Each part shows what its child alone shows, at every time (within the tolerance for
    /// scales on a 100 pt box, 0.0025, and for points, 0.25 pt).
    @Test func eachPartFollowsItsOwnChild() throws {
        let (both, _) = run(Self.group([Self.scale(), Self.rise()]))
        let (scaleAlone, _) = run(Self.group([Self.scale()]))
        let (riseAlone, _) = run(Self.group([Self.rise()]))
        #expect(both.problems.isEmpty)
        for t in stride(from: 0.0, through: 2.0, by: 0.04) {
            let shown = try state(both, t).transform
            let scale = try state(scaleAlone, t).transform, rise = try state(riseAlone, t).transform
            #expect(abs(shown.scaleX - scale.scaleX) <= 0.0025 && abs(shown.scaleY - scale.scaleY) <= 0.0025, "t=\(t)")
            #expect(abs(shown.translationY - rise.translationY) <= 0.25, "t=\(t)")
        }
        // At the key times the values are exact: 0.25 s: rise 30 (scale halfway in time on
        // its first span); 0.5 s: scale 1.1.
        #expect(try abs(state(both, 0.25).transform.translationY - 30) < 1e-6)
        #expect(try abs(state(both, 0.5).transform.scaleX - 1.1) < 1e-6)
    }

    /// Edge: a jump of one part (a discrete child) is a jump of the whole; the other part keeps
    /// moving across it.
    @Test func aJumpOfOnePartIsAJumpOfTheWhole() throws {
        let step = CAKeyframeAnimation(keyPath: "transform.translation.x")
        step.values = [0, 40]
        step.calculationMode = .discrete
        step.duration = 1
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = Double.pi
        turn.duration = 0.8
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let (r, _) = run {
            let group = CAAnimationGroup()
            group.animations = [step, turn]
            group.duration = 1
            return group
        }
        #expect(r.problems.isEmpty)
        #expect(try state(r, 0.45).transform.translationX == 0 && state(r, 0.55).transform.translationX == 40)
        for t in [0.2, 0.45, 0.55, 0.7] {
            #expect(try abs(state(r, t).transform.rotation - Double.pi * easeInOut(t / 0.8)) < 0.25 * Double.pi / 180, "t=\(t)")
        }
        #expect(try state(r, 0.9).transform.rotation == 0)   // the turn ended: the model
    }

    /// Edge: two children animating a component in common are still refused.
    @Test func overlappingPartsAreStillRefused() {
        let uniform = CABasicAnimation(keyPath: "transform.scale")
        uniform.toValue = 2
        uniform.duration = 0.5
        let wide = CABasicAnimation(keyPath: "transform.scale.x")
        wide.toValue = 3
        let (r, _) = run {
            let group = CAAnimationGroup()
            group.animations = [uniform, wide]
            group.duration = 1
            return group
        }
        #expect(r.problems.map(\.message).contains { $0.contains("\"transform.scale\"") && $0.contains("\"transform.scale.x\"") })
    }
}
