import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CABasicAnimation` with `repeatCount`, `repeatDuration`, `autoreverses`, and the transform
/// and position key paths real loaders and pulses use.
@Suite struct ExplicitRepeatTests {
    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

    /// The classic spinner: a full turn, forever; a turn of 2π is kept (not unwrapped to none).
    @Test func anEndlessFullTurnSpinner() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi * 2
            spin.duration = 1
            spin.repeatCount = .infinity
            box.layer.add(spin, forKey: "spin")
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.endlessRepeats.count == 1)
        for cycle in [0.0, 2.0, 49.0] {
            let rotation = try state(r, cycle + 0.25).transform.rotation.truncatingRemainder(dividingBy: 2 * .pi)
            #expect(abs(rotation - .pi / 2) < 1e-9, "cycle \(cycle): \(rotation)")
        }
    }

    /// A pulse: scale 1 -> 1.2 and back, forever (autoreverses); the other components stay.
    @Test func anAutoreversingScalePulseKeepsTheRotation() throws {
        let box = makeBox()
        box.transform = CGAffineTransform(rotationAngle: 0.5)
        let r = record { stage, _ in
            stage.addSubview(box)
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 1
            pulse.toValue = 1.2
            pulse.duration = 0.5
            pulse.autoreverses = true
            pulse.repeatCount = .greatestFiniteMagnitude
            box.layer.add(pulse, forKey: nil)
        }
        #expect(try abs(state(r, 0.25).transform.scaleX - 1.1) < 1e-9)
        #expect(try abs(state(r, 0.75).transform.scaleY - 1.1) < 1e-9)
        #expect(try abs(state(r, 10.5).transform.scaleX - 1.2) < 1e-9)
        #expect(try abs(state(r, 0.25).transform.rotation - 0.5) < 1e-9)
    }

    /// Finite: two autoreversing passes of opacity, then the model value; the delegate hears the
    /// end after all passes.
    @Test func finiteRepeatsThenTheModel() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let blink = CABasicAnimation(keyPath: "opacity")
            blink.fromValue = 1
            blink.toValue = 0
            blink.duration = 0.25
            blink.autoreverses = true
            blink.repeatCount = 2
            box.layer.add(blink, forKey: nil)
        }
        #expect(try abs(state(r, 0.125).alpha - 0.5) < 1e-9)
        #expect(try abs(state(r, 0.375).alpha - 0.5) < 1e-9)
        #expect(try abs(state(r, 0.75).alpha - 0) < 1e-9)
        #expect(try state(r, 1.1).alpha == 1)
        #expect(r.timeline.duration == s(1))
    }

    /// repeatDuration: as many passes as fit (fractions included).
    @Test func repeatDurationPlaysPartOfTheLastPass() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 1
            slide.repeatDuration = 1.5
            box.layer.add(slide, forKey: nil)
        }
        #expect(try abs(state(r, 1.25).centerX - 25) < 1e-9)
        #expect(try state(r, 1.6).centerX == 200)      // the model value afterwards
        #expect(try state(r, 1.6).centerY == 150)
    }

    @Test func aNegativeRepeatCountIsReported() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.repeatCount = -1
            box.layer.add(fade, forKey: nil)
        }
        #expect(r.problems == [.invalidArgument(call: "CALayer.add(_:forKey:)", argument: "repeatCount",
                                                problem: "repeatCount must not be negative or NaN, got -1.0")])
    }
}

/// Bad explicit-animation timing is reported, never replaced silently by a default.
@Suite struct ExplicitTimingInputTests {
    private func problems(duration: Double = 1, beginTime: Double = 0, at time: Double = 0) -> [StoryProblem] {
        let box = makeBox()
        return record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(time)) {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = 0
                fade.duration = duration
                fade.beginTime = beginTime
                box.layer.add(fade, forKey: nil)
            }
        }.problems
    }

    @Test(arguments: [-1, Double.nan, Double.infinity, -Double.infinity])
    func aBadDurationIsReported(duration: Double) {
        let found = problems(duration: duration)
        #expect(found.count == 1)
        guard case .invalidArgument(call: "CALayer.add(_:forKey:)", argument: "duration", let problem)? = found.first else {
            Issue.record("\(found)")
            return
        }
        #expect(problem.hasPrefix("duration "), "\(problem)")
    }

    @Test(arguments: [Double.nan, Double.infinity, -1])
    func aBadBeginTimeIsReported(beginTime: Double) {
        let found = problems(beginTime: beginTime, at: 2)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.call == "CALayer.add(_:forKey:)")
    }

    /// A beginTime in the past is no longer a problem: media time 1 s (a day before the story,
    /// see `PastBeginTimeTests`) is an animation long over.
    @Test func aBeginTimeInThePastIsNotAProblem() {
        #expect(problems(beginTime: 1, at: 2) == [])
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            box.layer.add(fade, forKey: nil)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segments.first?.duration == s(0.25))
    }
}
