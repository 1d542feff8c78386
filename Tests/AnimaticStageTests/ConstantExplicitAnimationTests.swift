import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// An explicit animation whose `fromValue` and `toValue` are equal shows that value for its
/// duration (Apple, `CABasicAnimation.fromValue`: "the value the receiver uses to start
/// interpolation"), then the model again once removed. Before, the recorder dropped it as a
/// change that changes nothing, and the jump from the value on screen with it: a view told to
/// show opacity 0.6 for 0.6 s stayed opaque.
@Suite struct ConstantExplicitAnimationTests {
    private func alpha(_ r: Recording, _ t: Double) throws -> Double {
        try #require(r.timeline.state(at: s(t))["box"]).state.alpha
    }

    private func run(_ make: @escaping () -> CAAnimation) -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            box.layer.add(make(), forKey: "hold")
        }
    }

    private func hold(_ value: Double, duration: Double) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = value
        fade.toValue = value
        fade.duration = duration
        return fade
    }

    /// Removed on completion: the value from 0 to the end, then the model.
    @Test func theValueShowsForTheDurationThenTheModel() throws {
        let r = run { self.hold(0.6, duration: 0.6) }
        #expect(r.problems.isEmpty)
        #expect(try alpha(r, 0) == 0.6)
        #expect(try alpha(r, 0.3) == 0.6)
        #expect(try alpha(r, 0.599) == 0.6)
        #expect(try alpha(r, 0.6) == 1)
        #expect(try alpha(r, 2) == 1)
    }

    /// Not removed, filling forwards: the value stays after the end.
    @Test func heldForwardsItStays() throws {
        let r = run {
            let fade = self.hold(0.25, duration: 0.5)
            fade.isRemovedOnCompletion = false
            fade.fillMode = .forwards
            return fade
        }
        #expect(r.problems.isEmpty)
        #expect(try alpha(r, 0.2) == 0.25)
        #expect(try alpha(r, 3) == 0.25)
    }

    /// A delayed one (no backwards fill) shows the model until its begin time.
    @Test func aDelayedOneWaitsForItsBeginTime() throws {
        let r = run {
            let fade = self.hold(0.4, duration: 1)
            fade.beginTime = CACurrentMediaTime() + 0.5
            return fade
        }
        #expect(r.problems.isEmpty)
        #expect(try alpha(r, 0.25) == 1)
        #expect(try alpha(r, 0.75) == 0.4)
        #expect(try alpha(r, 1.25) == 0.4)
        #expect(try alpha(r, 1.5) == 1)
    }

    /// Keyframes that all have one value hold it too.
    @Test func keyframesOfOneValueHoldIt() throws {
        let r = run {
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0.5, 0.5, 0.5]
            fade.duration = 1
            return fade
        }
        #expect(r.problems.isEmpty)
        #expect(try alpha(r, 0.5) == 0.5)
        #expect(try alpha(r, 1) == 1)
    }

    /// Inside a group, a child from and to one value holds it for the group.
    @Test func aGroupsConstantChildHoldsItsValue() throws {
        let r = run {
            let group = CAAnimationGroup()
            group.animations = [self.hold(0.3, duration: 0)]
            group.duration = 0.8
            return group
        }
        #expect(r.problems.isEmpty)
        #expect(try alpha(r, 0.4) == 0.3)
        #expect(try alpha(r, 0.8) == 1)
    }
}
