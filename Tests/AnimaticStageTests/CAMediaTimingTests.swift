import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Hears delegate calls with the story time.
private final class TimeLog: CAAnimationDelegate {
    var events: [String] = []
    let clock: VirtualClock
    init(clock: VirtualClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(clock.now.seconds)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(clock.now.seconds) \(flag)") }
}

/// Local time (`speed`, `timeOffset`), `byValue`, `isAdditive`, `isCumulative`, delegates and
/// transaction completions on basic, keyframe, spring and group animations.
@Suite struct CAMediaTimingTests {
    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

    private func run(_ make: @escaping () -> CAAnimation) -> (Recording, [String], [Double]) {
        let box = makeBox()
        var log: TimeLog?
        var completed: [Double] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            let animation = make()
            let delegate = TimeLog(clock: clock)
            log = delegate
            animation.delegate = delegate
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed.append(clock.now.seconds) }
            box.layer.add(animation, forKey: "a")
            CATransaction.commit()
        }
        return (r, log?.events ?? [], completed)
    }

    private func basic(_ path: String, _ from: Any?, _ to: Any?, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: path)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    // MARK: speed and timeOffset

    /// Edge: speed 0 (frozen) is reported; a negative or NaN speed and an infinite offset are
    /// invalid.
    @Test func unusableLocalTimesAreReported() throws {
        for (speed, offset, word) in [(Float(0), 0.0, "speed 0"), (-1, 0, "speed"), (.nan, 0, "speed"), (1, .infinity, "timeOffset")] {
            let (r, _, _) = run {
                let a = self.basic("opacity", 1, 0)
                a.speed = speed
                a.timeOffset = offset
                return a
            }
            #expect(r.problems.map(\.message).contains { $0.contains(word) }, "\(speed) \(offset): \(r.problems)")
        }
    }

    /// Speed 2 plays a 1 s fade in 0.5 s; the delegate and the transaction hear its real end.
    @Test func speedScalesTheAnimation() throws {
        let (r, events, completed) = run {
            let a = self.basic("opacity", 1, 0)
            a.speed = 2
            return a
        }
        #expect(r.problems.isEmpty)
        #expect(try abs(state(r, 0.25).alpha - 0.5) < 1e-9)
        #expect(try state(r, 0.5).alpha == 1)
        #expect(events == ["start 0.0", "stop 0.5 true"])
        #expect(completed == [0.5])
    }

    /// A timeOffset of 0.25 s starts a 1 s move a quarter in, wraps to its start at 0.75 s and
    /// plays the first quarter last.
    @Test func timeOffsetStartsPartWayAndWraps() throws {
        let (r, events, _) = run {
            let a = self.basic("position.x", 0, 100)
            a.timeOffset = 0.25
            return a
        }
        for (t, x) in [(0.0, 25.0), (0.5, 75.0), (0.74, 99.0), (0.75, 0.0), (0.9, 15.0), (1.0, 200.0)] {
            #expect(try abs(state(r, t).centerX - x) < 1e-6, "t=\(t)")
        }
        #expect(events == ["start 0.0", "stop 1.0 true"])
    }

    /// Offset and speed together on an autoreversing keyframe animation: local time runs at
    /// half speed from 0.5 s into its 2 s active span (there and back).
    @Test func offsetAndSpeedOnAKeyframeAnimation() throws {
        let (r, events, completed) = run {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.values = [1, 0]
            a.duration = 1
            a.autoreverses = true
            a.timeOffset = 0.5
            a.speed = 0.5
            return a
        }
        // Parent t → local 0.5 + t/2: t 0 → 0.5 (0.5), t 1 → 1 (0), t 2 → 1.5 (0.5), t 2.9 → 1.95 (0.95), t 3.5 → wrapped to 0.25 (0.75).
        for (t, a) in [(0.0, 0.5), (1.0, 0.0), (2.0, 0.5), (2.9, 0.95), (3.5, 0.75), (4.0, 1.0)] {
            #expect(try abs(state(r, t).alpha - a) < 1e-6, "t=\(t)")
        }
        #expect(events == ["start 0.0", "stop 4.0 true"])
        #expect(completed == [4.0])
    }

    /// A group at half speed lasts twice as long, children and all; a child's own speed
    /// counts in the group's time.
    @Test func groupAndChildSpeeds() throws {
        let (r, events, _) = run {
            let fast = self.basic("position.x", 0, 100)
            fast.speed = 4          // 1 s of local time in 0.25 s of the group's
            let group = CAAnimationGroup()
            group.animations = [self.basic("opacity", 1, 0), fast]
            group.duration = 1
            group.speed = 0.5
            return group
        }
        #expect(try abs(state(r, 1).alpha - 0.5) < 1e-9)
        #expect(try abs(state(r, 0.25).centerX - 50) < 1e-9)
        #expect(try state(r, 0.6).centerX == 200)   // the child ended at group time 0.25 (0.5 s)
        #expect(events == ["start 0.0", "stop 2.0 true"])
    }

    /// Edge: filling backwards, a delayed animation with an offset shows the value at its
    /// offset until it begins (a basic animation and a group).
    @Test func backwardsFillShowsTheValueAtTheOffset() throws {
        let (r, _, _) = run {
            let a = self.basic("position.x", 0, 100)
            a.timeOffset = 0.25
            a.beginTime = CACurrentMediaTime() + 1
            a.fillMode = .backwards
            return a
        }
        #expect(try abs(state(r, 0.5).centerX - 25) < 1e-6)
        #expect(try abs(state(r, 1.5).centerX - 75) < 1e-6)
        let (g, _, _) = run {
            let group = CAAnimationGroup()
            group.animations = [self.basic("opacity", 1, 0)]
            group.duration = 1
            group.timeOffset = 0.5
            group.beginTime = CACurrentMediaTime() + 1
            group.fillMode = .both
            return group
        }
        #expect(try abs(state(g, 0.5).alpha - 0.5) < 1e-6)
        #expect(try abs(state(g, 1.25).alpha - 0.25) < 1e-6)
    }

    /// An endless repeat with an offset: each cycle starts at the offset.
    @Test func anEndlessRepeatWithAnOffset() throws {
        let (r, events, _) = run {
            let a = self.basic("position.x", 0, 100)
            a.repeatCount = .infinity
            a.timeOffset = 0.5
            return a
        }
        for cycle in [0.0, 2.0, 49.0] {
            #expect(try abs(state(r, cycle + 0.25).centerX - 75) < 1e-6, "cycle \(cycle)")
            #expect(try abs(state(r, cycle + 0.75).centerX - 25) < 1e-6, "cycle \(cycle)")
        }
        #expect(events == ["start 0.0"])
    }

    // MARK: byValue

    /// Edge: byValue with fromValue goes to from + by; with toValue, from to − by; alone, from
    /// what is on screen; a negative opacity change is not clamped before it is added.
    @Test func byValueInEveryCombination() throws {
        let fromBy = basic("position.x", 50, nil)
        fromBy.byValue = 30
        let (a, _, _) = run { fromBy }
        #expect(try abs(state(a, 0.5).centerX - 65) < 1e-9)
        let toBy = basic("position.x", nil, 300)
        toBy.byValue = CGFloat(100)
        let (b, _, _) = run { toBy }
        #expect(try abs(state(b, 0).centerX - 200) < 1e-9 && abs(state(b, 0.5).centerX - 250) < 1e-9)
        let byOnly = basic("opacity", nil, nil)
        byOnly.byValue = -0.5
        let (c, _, _) = run { byOnly }
        #expect(try abs(state(c, 0.5).alpha - 0.75) < 1e-9)
        let spin = basic("transform.rotation.z", nil, nil)
        spin.byValue = Double.pi / 2
        let (d, _, _) = run { spin }
        #expect(try abs(state(d, 0.5).transform.rotation - Double.pi / 4) < 1e-9)
        let point = basic("position", nil, nil)
        point.byValue = CGPoint(x: 10, y: -20)
        let (e, _, _) = run { point }
        #expect(try abs(state(e, 0.5).centerX - 205) < 1e-9 && abs(state(e, 0.5).centerY - 140) < 1e-9)
        let colour = basic("backgroundColor", nil, nil)
        colour.byValue = UIColor.red.cgColor
        let (f, _, _) = run { colour }
        #expect(f.problems.map(\.message).contains { $0.contains("byValue") })
    }

    // MARK: isAdditive and isCumulative

    /// An additive shake moves around the model position.
    @Test func additiveValuesAreAddedToTheModel() throws {
        let (r, _, _) = run {
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, -10, 10, 0]
            shake.isAdditive = true
            shake.duration = 0.3
            return shake
        }
        for (t, x) in [(0.0, 200.0), (0.1, 190.0), (0.2, 210.0), (0.25, 205.0), (0.3, 200.0)] {
            #expect(try abs(state(r, t).centerX - x) < 1e-9, "t=\(t)")
        }
    }

    /// A cumulative half turn repeated 2.5 times turns 1.25 turns; cumulative with an endless
    /// repeat or autoreverse is reported.
    @Test func cumulativeRepeatsBuildOnEachOther() throws {
        let (r, events, _) = run {
            let a = self.basic("transform.rotation.z", 0, Double.pi)
            a.isCumulative = true
            a.repeatCount = 2.5
            return a
        }
        for (t, angle) in [(0.5, 0.5), (1.5, 1.5), (2.25, 2.25)] {
            #expect(try abs(state(r, t).transform.rotation - angle * Double.pi) < 1e-9, "t=\(t)")
        }
        #expect(events == ["start 0.0", "stop 2.5 true"])
        for configure in [{ (a: CABasicAnimation) in a.repeatCount = .infinity }, { $0.autoreverses = true; $0.repeatCount = 2 }] {
            let (bad, _, _) = run {
                let a = self.basic("transform.rotation.z", 0, Double.pi)
                a.isCumulative = true
                configure(a)
                return a
            }
            #expect(bad.problems.map(\.message).contains { $0.contains("isCumulative") })
        }
    }

    // MARK: delegates and completions

    /// A spring's and a keyframe animation's delegate and transaction completion at their ends
    /// (beginning later and repeating).
    @Test func delegatesOfSpringsAndKeyframes() throws {
        let (_, springEvents, springDone) = run {
            let a = CASpringAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            a.duration = 0.8
            a.beginTime = CACurrentMediaTime() + 0.2
            return a
        }
        #expect(springEvents == ["start 0.2", "stop 1.0 true"])
        #expect(springDone == [1.0])
        let (_, keyframeEvents, keyframeDone) = run {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.values = [1, 0, 1]
            a.duration = 0.5
            a.repeatCount = 3
            return a
        }
        #expect(keyframeEvents == ["start 0.0", "stop 1.5 true"])
        #expect(keyframeDone == [1.5])
    }

    // MARK: key paths

    /// `bounds` (a rectangle at the origin) and `bounds.size` animate the size about the
    /// centre; a moved origin is reported.
    @Test func boundsKeyPaths() throws {
        let (r, _, _) = run { self.basic("bounds", CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 200, height: 50)) }
        #expect(try state(r, 0.5).width == 150 && state(r, 0.5).height == 75)
        #expect(try state(r, 0.5).centerX == 200)
        #expect(try state(r, 1).width == 100)
        let (b, _, _) = run { self.basic("bounds.size", nil, CGSize(width: 40, height: 40)) }
        #expect(try state(b, 0.5).width == 70)
        let (c, _, _) = run { self.basic("bounds", nil, CGRect(x: 10, y: 0, width: 40, height: 40)) }
        #expect(c.problems.map(\.message).contains { $0.contains("\"bounds\"") })
    }
}
