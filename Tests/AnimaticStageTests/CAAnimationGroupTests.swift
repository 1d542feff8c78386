import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Hears a group's delegate calls with the story time.
private final class GroupLog: CAAnimationDelegate {
    var events: [String] = []
    let clock: VirtualClock
    init(clock: VirtualClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(clock.now.seconds)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(clock.now.seconds) \(flag)") }
}

/// `CAAnimationGroup`: children in the group's time, clipped to its duration, and the group's
/// own timing, fill, delegate and removal.
@Suite struct CAAnimationGroupTests {
    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

    private func fade(_ from: Double, _ to: Double, duration: Double = 0, begin: Double = 0) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = from
        fade.toValue = to
        fade.duration = duration
        fade.beginTime = begin
        return fade
    }

    private func group(_ animations: [CAAnimation], duration: Double, configure: (CAAnimationGroup) -> Void = { _ in },
                       key: String? = "group") -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            let group = CAAnimationGroup()
            group.animations = animations
            group.duration = duration
            configure(group)
            box.layer.add(group, forKey: key)
        }
    }

    /// Edge: an empty group animates nothing and reports nothing.
    @Test func anEmptyGroupChangesNothing() throws {
        let r = group([], duration: 1)
        #expect(r.problems.isEmpty)
        #expect(try state(r, 0.5).alpha == 1)
    }

    /// A 2 s child in a 1 s group plays its first second only (not scaled), then the model.
    @Test func aLongerChildIsClippedNotScaled() throws {
        let r = group([fade(1, 0, duration: 2)], duration: 1)
        #expect(r.problems.isEmpty)
        for (t, a) in [(0.0, 1.0), (0.5, 0.75), (0.999, 0.5005), (1.0, 1.0), (3.0, 1.0)] {
            #expect(try abs(state(r, t).alpha - a) < 1e-9, "t=\(t)")
        }
    }

    /// A group's linear curve maps its time to itself (`CAMediaTimingFunction(name: .linear)`,
    /// or control points on the diagonal), so its children run exactly as in a group without
    /// one: activity indicators set it on every group.
    @Test func aLinearGroupCurveLeavesTheChildrensTime() throws {
        for function in [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0.3, 0.3, 0.7, 0.7)] {
            let r = group([fade(1, 0)], duration: 2) { $0.timingFunction = function }
            #expect(r.problems.isEmpty)
            for (t, a) in [(0.0, 1.0), (0.5, 0.75), (1.0, 0.5), (1.5, 0.25), (2.0, 1.0)] {
                #expect(try abs(state(r, t).alpha - a) < 1e-9, "t=\(t)")
            }
        }
    }

    /// Any other group curve bends every child's time (see `GroupCurveTests`): half-way through
    /// a 2 s ease-in group, a linear child is at ease-in's 0.315, not 0.5.
    @Test func aCurvedGroupCurveBendsTheChildrensTime() throws {
        let r = group([fade(1, 0)], duration: 2) { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        #expect(r.problems.isEmpty)
        #expect(try abs(state(r, 1).alpha - (1 - TimingCurve.easeIn.progress(at: 0.5))) < 1e-9)
        #expect(try state(r, 1).alpha > 0.68)
    }

    /// A child with no duration lasts the group's (Apple's Listing 1).
    @Test func aChildWithoutDurationTakesTheGroups() throws {
        let r = group([fade(1, 0)], duration: 2)
        #expect(try abs(state(r, 1).alpha - 0.5) < 1e-9)
        #expect(try abs(state(r, 1.5).alpha - 0.25) < 1e-9)
    }

    /// A child's beginTime is seconds into the group; before it the model shows (or, filling
    /// backwards, its from value), after it ends the model (or, filling forwards, its end).
    @Test func aChildsBeginAndFillAreInTheGroupsTime() throws {
        let late = fade(0.8, 0.2, duration: 0.5, begin: 0.5)
        let r = group([late], duration: 2)
        for (t, a) in [(0.25, 1.0), (0.5, 0.8), (0.75, 0.5), (1.25, 1.0), (2.5, 1.0)] {
            #expect(try abs(state(r, t).alpha - a) < 1e-9, "t=\(t)")
        }
        let filled = fade(0.8, 0.2, duration: 0.5, begin: 0.5)
        filled.fillMode = .both
        let f = group([filled], duration: 2)
        for (t, a) in [(0.25, 0.8), (0.75, 0.5), (1.25, 0.2), (1.99, 0.2), (2.0, 1.0)] {
            #expect(try abs(state(f, t).alpha - a) < 1e-9, "t=\(t)")
        }
    }

    /// A child's own repeats and autoreverse play inside the group (an endless one up to its end).
    @Test func aChildRepeatsInsideTheGroup() throws {
        let pulse = fade(1, 0, duration: 0.25)
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        let r = group([pulse], duration: 1.2)
        #expect(r.timeline.endlessRepeats.isEmpty)
        for (t, a) in [(0.125, 0.5), (0.25, 0.0), (0.375, 0.5), (0.625, 0.5), (1.1, 0.6), (1.2, 1.0)] {
            #expect(try abs(state(r, t).alpha - a) < 1e-9, "t=\(t)")
        }
    }

    /// The group repeats and autoreverses as a whole; 1.5 passes end halfway back.
    @Test func theGroupRepeatsAsAWhole() throws {
        let r = group([fade(1, 0, duration: 0.5)], duration: 1) {
            $0.repeatCount = 1.5
            $0.autoreverses = true
        }
        // Pass 1: 0→0.5 fades, 0.5→1 holds the model (1); back: 1→1.5 model, 1.5→2 un-fades.
        for (t, a) in [(0.25, 0.5), (0.75, 1.0), (1.25, 1.0), (1.75, 0.5), (2.25, 0.5), (2.75, 1.0), (3.0, 1.0)] {
            #expect(try abs(state(r, t).alpha - a) < 1e-9, "t=\(t)")
        }
    }

    /// Not removed and filling forwards, the group holds what it showed last; a group
    /// beginning later and filling backwards shows its start at once.
    @Test func theGroupsFillModes() throws {
        let child = fade(1, 0.4, duration: 1)
        let r = group([child], duration: 1) {
            $0.isRemovedOnCompletion = false
            $0.fillMode = .forwards
        }
        #expect(try abs(state(r, 5).alpha - 0.4) < 1e-9)
        let box = makeBox()
        let b = record { stage, _ in
            stage.addSubview(box)
            let group = CAAnimationGroup()
            group.animations = [self.fade(0.2, 0.6, duration: 1)]
            group.duration = 1
            group.beginTime = CACurrentMediaTime() + 1
            group.fillMode = .backwards
            box.layer.add(group, forKey: nil)
        }
        for (t, a) in [(0.5, 0.2), (1.5, 0.4), (2.5, 1.0)] {
            #expect(try abs(state(b, t).alpha - a) < 1e-9, "t=\(t)")
        }
    }

    /// Scale and rotation of the same transform, with the same timing, play together.
    @Test func partsOfOneTransformCombine() throws {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 2
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        let r = group([scale, spin], duration: 1)
        #expect(r.problems.isEmpty)
        let half = try state(r, 0.5).transform
        #expect(abs(half.scaleX - 1.5) < 1e-9 && abs(half.scaleY - 1.5) < 1e-9)
        #expect(abs(half.rotation - Double.pi / 2) < 1e-9)
        let end = try state(r, 1).transform
        // The model again (a whole turn from 0 looks the same: the timeline unwraps the jump back).
        #expect(abs(end.scaleX - 1) < 1e-12 && abs(sin(end.rotation)) < 1e-12 && cos(end.rotation) > 0, "\(end.rotation)")
    }

    /// Edge: overlapping children of one key path, a nested group and an unknown key path are
    /// reported, naming what is not supported.
    @Test func unsupportedGroupsAreReported() throws {
        let r = group([fade(1, 0), fade(0, 1, duration: 0.5)], duration: 1)
        #expect(r.problems.map(\.message).contains { $0.contains("CAAnimationGroup animating \"opacity\" and \"opacity\"") })
        let nested = group([CAAnimationGroup()], duration: 1)
        #expect(nested.problems.map(\.message).contains { $0.contains("a CAAnimationGroup containing CAAnimationGroup") })
        let plain = group([CAAnimation()], duration: 1)
        #expect(plain.problems.map(\.message).contains { $0.contains("a CAAnimationGroup containing CAAnimation") })
        let box = makeBox()
        let bare = record { stage, _ in
            stage.addSubview(box)
            box.layer.add(CAAnimation(), forKey: nil)
        }
        #expect(bare.problems.map(\.message) == ["CALayer.add(_:forKey:): CAAnimation (animations other than CABasicAnimation, "
            + "CAKeyframeAnimation, CASpringAnimation and CAAnimationGroup) is not supported yet"])
        let odd = CABasicAnimation(keyPath: "anchorPointZ")
        let unknown = group([odd], duration: 1)
        #expect(unknown.problems.map(\.message).contains { $0.contains("\"anchorPointZ\"") })
    }

    /// The group's delegate hears its start and stop; the children's delegates are ignored
    /// (Apple); a transaction's completion runs at the group's end.
    @Test func delegateAndTransactionCompletion() throws {
        let box = makeBox()
        var log: GroupLog?
        var childLog: GroupLog?
        var completed: [Double] = []
        _ = record { stage, clock in
            stage.addSubview(box)
            let delegate = GroupLog(clock: clock)
            let ignored = GroupLog(clock: clock)
            log = delegate
            childLog = ignored
            let child = self.fade(1, 0, duration: 0.4)
            child.delegate = ignored
            let group = CAAnimationGroup()
            group.animations = [child]
            group.duration = 0.75
            group.delegate = delegate
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed.append(clock.now.seconds) }
            box.layer.add(group, forKey: "g")
            CATransaction.commit()
        }
        #expect(log?.events == ["start 0.0", "stop 0.75 true"])
        #expect(childLog?.events == [])
        #expect(completed == [0.75])
    }

    /// Removing the group by key restores every property it animates, now.
    @Test func removingTheGroupRestoresItsProperties() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            let group = CAAnimationGroup()
            group.animations = [self.fade(1, 0), move]
            group.duration = 1
            box.layer.add(group, forKey: "g")
            clock.schedule(at: s(0.5)) { box.layer.removeAnimation(forKey: "g") }
        }
        #expect(try abs(state(r, 0.25).alpha - 0.75) < 1e-9)
        #expect(try abs(state(r, 0.25).centerX - 25) < 1e-9)
        #expect(try state(r, 0.6).alpha == 1)
        #expect(try state(r, 0.6).centerX == 200)
    }
}
