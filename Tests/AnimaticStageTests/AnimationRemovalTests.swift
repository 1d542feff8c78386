import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

private final class StopLog: CAAnimationDelegate {
    var events: [String] = []
    let clock: VirtualClock
    init(clock: VirtualClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(clock.now.seconds)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(clock.now.seconds) \(flag)") }
}

/// `CALayer.removeAllAnimations()` / `removeAnimation(forKey:)`: the layer shows its model
/// values from that instant (Apple, CALayer), and `add(_:forKey:)` on a layer whose view is not
/// on stage yet.
@Suite struct AnimationRemovalTests {
    @Test func removeAllAnimationsCutsARunningAnimationAndJumpsToTheModel() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                box.alpha = 0
                box.center.x = 300
            })
            clock.schedule(at: s(0.25)) { box.layer.removeAllAnimations() }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +0.250 box alpha 1 -> 0.75 linear
            0.000 +0.250 box center (200, 150) -> (225, 150) linear
            0.250 +0.000 box center (225, 150) -> (300, 150) linear
            0.250 +0.000 box alpha 0.75 -> 0 linear

            """)
    }

    @Test func removeAllAnimationsDropsDelayedAnimationsAndEndsEndlessRepeats() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: {
                box.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
            UIView.animate(withDuration: 1, delay: 5, options: .curveLinear, animations: { box.alpha = 0 })
            clock.schedule(at: s(2.5)) { box.layer.removeAllAnimations() }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.endlessRepeats.isEmpty)
        // Third pass cut halfway (45°), then the model (90°) at once; the delayed fade is gone
        // and alpha jumps to its model value 0 at 2.5 s.
        let state = try r.timeline.state(at: s(2.6))["box"]!.state
        #expect(abs(state.transform.rotation - .pi / 2) < 1e-12)
        #expect(state.alpha == 0)
        #expect(try r.timeline.state(at: s(10))["box"]!.state.alpha == 0)
        #expect(try abs(r.timeline.state(at: s(2.5) - StoryTime(ticks: 1))["box"]!.state.transform.rotation - .pi / 4) < 1e-6)
    }

    @Test func removeAnimationForKeyRemovesOnlyThatAnimationAndTellsTheDelegate() {
        let box = makeBox()
        var log: StopLog?
        let r = record { stage, clock in
            stage.addSubview(box)
            let delegate = StopLog(clock: clock)
            log = delegate
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            fade.delegate = delegate
            box.layer.add(fade, forKey: "fade")
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { box.center.x = 400 })
            clock.schedule(at: s(1)) {
                #expect(box.layer.animationKeys() == ["fade"])
                box.layer.removeAnimation(forKey: "fade")
                #expect(box.layer.animationKeys() == nil)
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 1 -> 0.5 linear
            0.000 +2.000 box center (200, 150) -> (400, 150) linear
            1.000 +0.000 box alpha 0.5 -> 1 linear

            """)
        #expect(log?.events == ["start 0.0", "stop 1.0 false"])
    }

    /// A key UIKit's block animations use ("position" for `center`) removes that property's
    /// block animation.
    @Test func removeAnimationForAUIKitKeyPath() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                box.center.x = 400
                box.alpha = 0
            })
            clock.schedule(at: s(1)) {
                box.layer.removeAnimation(forKey: "position")
                box.layer.removeAnimation(forKey: "no such key")
            }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box center (200, 150) -> (300, 150) linear
            0.000 +2.000 box alpha 1 -> 0 linear
            1.000 +0.000 box center (300, 150) -> (400, 150) linear

            """)
    }

    @Test func removingWithNothingRunningRecordsNothing() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { box.alpha = 0 }
            clock.schedule(at: s(1)) { box.layer.removeAllAnimations() }
            clock.schedule(at: s(3)) { box.layer.removeAllAnimations() }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 1 -> 0 easeInOut

            """)
    }

    /// Configure, animate, then add: an explicit animation added before the view joins the
    /// stage in the same instant runs as if added after.
    @Test func anAnimationAddedOffStageRunsWhenTheViewJoinsInTheSameInstant() {
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        ring.strokeColor = UIColor.white.cgColor
        let host = makeBox("host")
        let r = record { stage, _ in
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            ring.add(draw, forKey: "draw")
            host.layer.addSublayer(ring)
            stage.addSubview(host)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +1.000 ring strokeEnd 0 -> 1 linear

            """)
    }

    @Test func anAnimationAddedOffStageBeforeALaterJoinIsReported() {
        let host = makeBox("host")
        let r = record { stage, clock in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 1
            host.layer.add(fade, forKey: nil)
            clock.schedule(at: s(0.5)) { stage.addSubview(host) }
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.add(_:forKey:)", feature: "an animation added at 0 s to a layer whose view "
                + "joined the stage later, at 0.5 s (add the view first)"),
        ])
    }
}

/// `fillMode` `.backwards` on a delayed explicit animation.
@Suite struct FillModeTests {
    @Test func backwardsShowsTheFromValueUntilTheAnimationBegins() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 1
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 2
            fade.fillMode = .backwards
            box.layer.add(fade, forKey: nil)
        }
        #expect(try r.timeline.state(at: s(0.5))["box"]!.state.alpha == 0.2)
        #expect(try abs(r.timeline.state(at: s(2.5))["box"]!.state.alpha - 0.6) < 1e-9)
        #expect(try r.timeline.state(at: s(3.5))["box"]!.state.alpha == 1)
    }

    @Test func removedShowsTheModelUntilTheAnimationBegins() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 2
            box.layer.add(fade, forKey: nil)
        }
        #expect(try r.timeline.state(at: s(0.5))["box"]!.state.alpha == 1)
    }
}
