import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIViewPropertyAnimator`: what a phone shows while a story starts, pauses, scrubs, reverses,
/// stops and continues an animator, and when its completions run.
@Suite struct PropertyAnimatorTests {
    /// A run: the box (centre (200, 150), alpha 1) on stage from 0; `body` at 1 s gets the box,
    /// the clock and a logger; returns the problems, timeline text, log lines and timeline.
    private func run(_ body: @escaping (UIView, VirtualClock, @escaping (String) -> Void) -> Void)
        -> (problems: [StoryProblem], text: String, log: [String], timeline: Timeline) {
        let box = makeBox()
        var log: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                body(box, clock) { log.append("\(clock.now) \($0)") }
            }
        }
        return (r.problems, r.timeline.text, log, r.timeline)
    }

    private let linear200to300 = { (box: UIView) in UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x += 100 } }

    @Test func startsRecordsTheBlockOverTheDurationAndCompletesAtTheEnd() {
        var states: [String] = []
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
            a.addCompletion { log("done \($0) \(a.state)") }
            states.append("\(a.state) \(a.isRunning)")
            a.startAnimation()
            states.append("\(a.state) \(a.isRunning) \(box.alpha)")
            clock.schedule(at: s(1.5)) { states.append("\(a.fractionComplete)") }
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == "1.000 +1.000 box alpha 1 -> 0 easeInOut\n")
        #expect(r.log == ["2.000s done end inactive"])
        #expect(states == ["inactive false", "active true 0.0", "0.5"])
    }

    @Test func startingTwiceChangesNothing() {
        let r = run { box, clock, log in
            let a = self.linear200to300(box)
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
            clock.schedule(at: s(1.5)) { a.startAnimation(); a.startAnimation(afterDelay: 0.3) }
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == "1.000 +1.000 box center (200, 150) -> (300, 150) linear\n")
        #expect(r.log == ["2.000s done end"])
    }

    @Test func animationsAddedWhileRunningJoinOverTheRemainingTime() {
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
            clock.schedule(at: s(1.6)) { a.addAnimations { box.center.x += 100 } }
            // Apple: the delay is the factor times the remaining duration (0.4 s here).
            clock.schedule(at: s(1.6)) { a.addAnimations({ box.backgroundColor = .blue }, delayFactor: 0.5) }
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == """
            1.000 +1.000 box alpha 1 -> 0 linear
            1.600 +0.400 box center (200, 150) -> (300, 150) linear
            1.800 +0.200 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear

            """)
        #expect(r.log == ["2.000s done end"])
    }

    @Test func aPropertyChangedAgainTakesOverWhereItsNewChangeStarts() {
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x += 100 }
            a.addAnimations({ box.center.y += 50 }, delayFactor: 0.5)
            a.addCompletion { log("done \($0) \(box.center.x) \(box.center.y)") }
            a.startAnimation()
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == """
            1.000 +0.500 box center (200, 150) -> (250, 150) linear
            1.500 +0.500 box center (250, 150) -> (300, 200) linear

            """)
        #expect(r.log == ["2.000s done end 300.0 200.0"])
    }

    @Test func delayFactorOnAnInactiveAnimatorDelaysByThatShareOfTheDuration() {
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 2, curve: .easeIn)
            a.addAnimations { box.alpha = 0.5 }
            a.addAnimations({ box.center.x = 300 }, delayFactor: 0.25)
            a.addCompletion { log("done \($0)") }
            a.startAnimation(afterDelay: 1)
            log("delay \(a.delay)")
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == """
            2.000 +2.000 box alpha 1 -> 0.5 easeIn
            2.500 +1.500 box center (200, 150) -> (300, 150) easeIn

            """)
        #expect(r.log == ["1.000s delay 1.0", "4.000s done end"])
    }

    @Test func pauseAtZeroRunsTheBlocksAndHoldsTheStart() {
        var seen: [String] = []
        let r = run { box, clock, log in
            let a = self.linear200to300(box)
            a.addCompletion { log("done \($0)") }
            a.pauseAnimation()
            seen.append("\(a.state) \(a.isRunning) \(a.fractionComplete) \(box.center.x)")
            clock.schedule(at: s(3)) { a.startAnimation() }
        }
        #expect(r.problems.isEmpty)
        #expect(seen == ["active false 0.0 300.0"])
        #expect(r.text == "3.000 +1.000 box center (200, 150) -> (300, 150) linear\n")
        #expect(r.log == ["4.000s done end"])
    }

    @Test func pauseHoldsTheValueAndResumeRunsTheRestOfTheCurve() {
        var seen: [String] = []
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x += 100 }
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
            clock.schedule(at: s(1.5)) { a.pauseAnimation(); a.pauseAnimation(); seen.append("\(a.fractionComplete) \(a.isRunning)") }
            clock.schedule(at: s(3)) { a.startAnimation() }
        }
        #expect(r.problems.isEmpty)
        #expect(seen == ["0.5 false"])
        // Pausing and resuming replays the same curve, shifted by the pause.
        let whole = TimingCurve.easeInOut
        #expect(r.text == """
            1.000 +0.500 box center (200, 150) -> (250, 150) \(whole.subcurve(fromTime: 0, toTime: 0.5))
            3.000 +0.500 box center (250, 150) -> (300, 150) \(whole.subcurve(fromTime: 0.5, toTime: 1))

            """)
        #expect(r.log == ["3.500s done end"])
        #expect(r.timeline.value(of: 0, .center, at: s(2)) == .point(x: 250, y: 150))
    }

    @Test func pausesOnCompletionStaysActiveAtTheEndThenReversesToTheStart() {
        var seen: [String] = []
        let r = run { box, clock, log in
            let a = self.linear200to300(box)
            a.pausesOnCompletion = true
            a.addCompletion { log("done \($0) \(box.center.x)") }
            a.startAnimation()
            clock.schedule(at: s(2.5)) {
                seen.append("\(a.state) \(a.isRunning) \(a.fractionComplete)")
                a.isReversed = true
                a.startAnimation()
            }
            clock.schedule(at: s(4)) {
                seen.append("\(a.state) \(a.isRunning) \(a.fractionComplete)")
                a.stopAnimation(false)
                a.finishAnimation(at: .start)
            }
        }
        #expect(r.problems.isEmpty)
        #expect(seen == ["active false 1.0", "active false 0.0"])
        #expect(r.text == """
            1.000 +1.000 box center (200, 150) -> (300, 150) linear
            2.500 +1.000 box center (300, 150) -> (200, 150) linear

            """)
        #expect(r.log == ["4.000s done start 200.0"])
    }

    @Test func scrubbingWhilePausedJumpsLinearlyThenTheRestFollowsTheCurve() {
        var seen: [String] = []
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x += 100 }
            a.addCompletion { log("done \($0)") }
            a.fractionComplete = 0.8          // inactive: becomes active, paused
            seen.append("\(a.state) \(a.isRunning)")
            clock.schedule(at: s(1.5)) { a.fractionComplete = 0.2 }
            clock.schedule(at: s(2)) { a.startAnimation() }
        }
        #expect(r.problems.isEmpty)
        #expect(seen == ["active false"])
        // Linear scrubbing: 80 % and 20 % of the way; the rest (0.8 s) along easeIn after 20 %.
        #expect(r.text == """
            1.000 +0.000 box center (200, 150) -> (280, 150) linear
            1.500 +0.000 box center (280, 150) -> (220, 150) linear
            2.000 +0.800 box center (220, 150) -> (300, 150) \(TimingCurve.easeIn.subcurve(fromTime: 0.2, toTime: 1))

            """)
        #expect(r.log == ["2.800s done end"])
    }

    @Test func scrubbingAlongTheCurveWhenNotLinear() {
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.alpha = 0 }
            a.scrubsLinearly = false
            a.pauseAnimation()
            a.fractionComplete = 0.5
            clock.schedule(at: s(2)) { a.startAnimation() }
        }
        let p = TimingCurve.easeIn.progress(at: 0.5)
        #expect(r.problems.isEmpty)
        #expect(r.timeline.value(of: 0, .alpha, at: s(1.5)) == .scalar(1 - p))
        #expect(r.text.hasSuffix("2.000 +0.500 box alpha \(NumberText.fixed(1 - p, places: 3)) -> 0 \(TimingCurve.easeIn.subcurve(fromTime: 0.5, toTime: 1))\n"))
    }

    @Test func reversingMidwayPlaysBackToTheStartValues() {
        let r = run { box, clock, log in
            let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x += 100 }
            a.addCompletion { log("done \($0) model \(box.center.x)") }
            a.startAnimation()
            clock.schedule(at: s(1.4)) { a.isReversed = true; log("reversed \(a.isRunning)") }
        }
        let c = TimingCurve.easeInOut
        let x = 200 + 100 * c.progress(at: 0.4)
        #expect(r.problems.isEmpty)
        #expect(r.text == """
            1.000 +0.400 box center (200, 150) -> (\(NumberText.fixed(x, places: 3)), 150) \(c.subcurve(fromTime: 0, toTime: 0.4))
            1.400 +0.400 box center (\(NumberText.fixed(x, places: 3)), 150) -> (200, 150) \(c.subcurve(fromTime: 0, toTime: 0.4).reversed)

            """)
        // Reversed to the start: completion `.start`, and the model is the start value again.
        #expect(r.log == ["1.400s reversed true", "1.800s done start model 200.0"])
    }

    @Test func stopWithoutFinishingThenFinishAtEachPosition() {
        for (position, expected, model) in [
            (UIViewAnimatingPosition.end, "\n2.000 +0.000 box center (250, 150) -> (300, 150) linear", 300.0),
            (.start, "\n2.000 +0.000 box center (250, 150) -> (200, 150) linear", 200),
            (.current, "", 250),
        ] {
            var seen: [String] = []
            let r = run { box, clock, log in
                let a = self.linear200to300(box)
                a.addCompletion { log("done \($0) \(a.state)") }
                a.startAnimation()
                clock.schedule(at: s(1.5)) {
                    a.stopAnimation(false)
                    seen.append("\(a.state) \(a.isRunning) \(box.center.x)")
                }
                clock.schedule(at: s(2)) { a.finishAnimation(at: position); seen.append("\(box.center.x)") }
            }
            #expect(r.problems.isEmpty)
            #expect(seen == ["stopped false 250.0", "\(model)"])
            #expect(r.text == "1.000 +0.500 box center (200, 150) -> (250, 150) linear" + expected + "\n")
            #expect(r.log == ["2.000s done \(position) inactive"])
        }
    }

    @Test func stopWithoutFinishingTrueLeavesTheViewsAndNeverCompletes() {
        var seen: [String] = []
        let r = run { box, clock, log in
            let a = self.linear200to300(box)
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
            clock.schedule(at: s(1.25)) { a.stopAnimation(true); seen.append("\(a.state) \(box.center.x)") }
        }
        #expect(r.problems.isEmpty)
        #expect(seen == ["inactive 225.0"])
        #expect(r.text == "1.000 +0.250 box center (200, 150) -> (225, 150) linear\n")
        #expect(r.log.isEmpty)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelayWithTheOptionsCurve() {
        let r = run { box, _, log in
            let a = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.25, options: [.curveEaseOut],
                                                                   animations: { box.alpha = 0.2 },
                                                                   completion: { log("done \($0)") })
            log("\(a.state) \(a.isRunning)")
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == "1.250 +0.500 box alpha 1 -> 0.2 easeOut\n")
        #expect(r.log == ["1.000s active true", "1.750s done end"])
    }

    @Test func continueAnimationRunsTheRestOverTheFactorOfTheDuration() {
        let r = run { box, clock, log in
            let a = self.linear200to300(box)
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
            clock.schedule(at: s(1.5)) { a.pauseAnimation() }
            clock.schedule(at: s(2)) { a.continueAnimation(withTimingParameters: nil, durationFactor: 2) }
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == """
            1.000 +0.500 box center (200, 150) -> (250, 150) linear
            2.000 +2.000 box center (250, 150) -> (300, 150) linear

            """)
        #expect(r.log == ["4.000s done end"])
    }

    @Test func continueAnimationWithNewTimingReversed() {
        let r = run { box, clock, log in
            let a = self.linear200to300(box)
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
            clock.schedule(at: s(1.5)) { a.pauseAnimation(); a.isReversed = true }
            clock.schedule(at: s(2)) {
                a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 0.5)
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.text == """
            1.000 +0.500 box center (200, 150) -> (250, 150) linear
            2.000 +0.500 box center (250, 150) -> (200, 150) easeOut

            """)
        #expect(r.log == ["2.500s done start"])
    }

    @Test func springAnimatorRecordsTheUIViewSpringAndPausesOnIt() {
        let spring = run { box, _, _ in
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { box.center.x += 100 })
        }
        let animator = run { box, _, log in
            let a = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { box.center.x += 100 }
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
        }
        #expect(animator.problems.isEmpty)
        #expect(animator.text == spring.text)
        #expect(animator.timeline.segments(of: 0, .center).map(\.curve) == spring.timeline.segments(of: 0, .center).map(\.curve))
        #expect(animator.log == ["1.500s done end"])
        let paused = run { box, clock, _ in
            let a = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { box.center.x += 100 }
            a.startAnimation()
            clock.schedule(at: s(1.2)) { a.pauseAnimation() }
            clock.schedule(at: s(2)) { a.startAnimation() }
        }
        // Paused and resumed, the spring is the same motion with a hold in the middle.
        func x(_ r: (problems: [StoryProblem], text: String, log: [String], timeline: Timeline), _ t: Double) -> Double {
            guard case .point(let x, _) = r.timeline.value(of: 0, .center, at: s(t)) else { return .nan }
            return x
        }
        for k in 0...50 {
            let t = 1 + 0.01 * Double(k)
            // Before the pause as the spring; after it, the spring shifted by the 0.8 s hold.
            #expect(abs(x(paused, t <= 1.2 ? t : t + 0.8) - x(spring, t)) < 1e-9, "\(t)")
        }
        #expect(x(paused, 1.6) == x(spring, 1.2))
    }

    @Test func springParametersForms() {
        let r = run { box, _, log in
            // Critically damped by its physics: ζ = 20 / (2·√(100·1)) = 1, ω₀ = 10 rad/s.
            let a = UIViewPropertyAnimator(duration: 5, timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero))
            a.addAnimations { box.alpha = 0 }
            a.addCompletion { log("done \($0)") }
            a.startAnimation()
        }
        let seconds = SpringTiming.settlingDuration(dampingRatio: 1, naturalFrequency: 10)
        #expect(r.problems.isEmpty)
        #expect(abs(seconds - log(1500) / 10) < 1e-12)
        let segments = r.timeline.segments(of: 0, .alpha)
        #expect(segments.count == 1 && segments.first?.duration == StoryTime(ticks: Int64((seconds * 1e9).rounded())))
    }

    @Test func misuseIsReportedNeverACrash() {
        let r = run { box, clock, _ in
            let a = self.linear200to300(box)
            a.isReversed = true                        // inactive: nothing to reverse
            a.finishAnimation(at: .end)                // not stopped
            a.addAnimations({ box.alpha = 0.5 }, delayFactor: 1.5)
            a.startAnimation()
            a.fractionComplete = 0.5                   // running
            a.isInterruptible = false                  // active
            a.isUserInteractionEnabled = false         // active
            a.continueAnimation(withTimingParameters: nil, durationFactor: 1)   // running
            clock.schedule(at: s(1.5)) {
                a.stopAnimation(false)
                a.startAnimation()                     // stopped
                a.pauseAnimation()                     // stopped
                a.addAnimations { box.alpha = 0 }      // stopped
                a.fractionComplete = 0.1               // stopped
                a.finishAnimation(at: .current)
                let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.3 }
                b.isInterruptible = false
                b.startAnimation()
                b.pauseAnimation()                     // not interruptible
                b.stopAnimation(true)                  // not interruptible
            }
        }
        let calls = r.problems.map { "\($0.call ?? "?")" }
        #expect(calls == [
            "UIViewPropertyAnimator.isReversed", "UIViewPropertyAnimator.finishAnimation(at:)",
            "UIViewPropertyAnimator.addAnimations(_:delayFactor:)", "UIViewPropertyAnimator.fractionComplete",
            "UIViewPropertyAnimator.isInterruptible", "UIViewPropertyAnimator.isUserInteractionEnabled",
            "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)",
            "UIViewPropertyAnimator.startAnimation()", "UIViewPropertyAnimator.pauseAnimation()",
            "UIViewPropertyAnimator.addAnimations(_:)", "UIViewPropertyAnimator.fractionComplete",
            "UIViewPropertyAnimator.pauseAnimation()", "UIViewPropertyAnimator.stopAnimation(_:)",
        ])
        #expect(r.problems[0] == .misuse(call: "UIViewPropertyAnimator.isReversed",
                                         problem: "it can change only on an active animator (state inactive)"))
        // The refused delay factor's change applied at once; the rest ran as a phone would
        // (the animator that refused to pause or stop ran to its end).
        #expect(r.text == """
            1.000 +0.000 box alpha 1 -> 0.5 linear
            1.000 +0.500 box center (200, 150) -> (250, 150) linear
            1.500 +1.000 box alpha 0.5 -> 0.3 linear

            """)
    }
}

/// iOS 17's `UIView.animate(springDuration:bounce:...)`.
@Suite struct BounceSpringTests {
    @Test func bounceIsADampingRatioAndTheSpringRunsForItsSettlingDuration() {
        var done: [String] = []
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0.1, options: [],
                           animations: { box.center.x += 100 }, completion: { done.append("\(clock.now) \($0)") })
        }
        // ζ = 1 − 0.3, ω₀ = 2π / 0.5: settling ln(1500) / (ζω₀) = 0.8313 s.
        let seconds = SpringTiming.settlingDuration(dampingRatio: 0.7, naturalFrequency: 4 * Double.pi)
        #expect(abs(seconds - log(1500) / (0.7 * 4 * Double.pi)) < 1e-12)
        let length = StoryTime(ticks: Int64((seconds * 1e9).rounded()))
        #expect(r.problems.isEmpty)
        let segments = r.timeline.segments(of: 0, .center)
        #expect(segments.count == 1 && segments[0].start == s(0.1) && segments[0].duration == length)
        // The same motion as UIKit's damping-ratio spring of that ratio over that duration.
        let spring = SpringTiming(dampingRatio: 0.7, initialVelocity: 0, duration: length.seconds)
        #expect(abs(spring.naturalFrequency - 4 * Double.pi) < 1e-6)
        let reference = record { stage, _ in
            let other = makeBox()
            stage.addSubview(other)
            UIView.animate(withDuration: length.seconds, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                           options: [], animations: { other.center.x += 100 })
        }
        #expect(r.timeline.text == reference.timeline.text)
        #expect(done == ["\(s(0.1) + length) true"])
    }

    @Test func negativeBounceIsOverdampedAndBadInputIsReported() {
        let box = makeBox()
        var done: [Bool] = []
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(springDuration: 0.4, bounce: -0.5, animations: { box.alpha = 0.5 })
            UIView.animate(springDuration: 0, bounce: 0, animations: { box.center.x = 0 }, completion: { done.append($0) })
            UIView.animate(springDuration: 0.4, bounce: 1.5, animations: { box.center.y = 0 }, completion: { done.append($0) })
        }
        let call = "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
        #expect(r.problems.map(\.call) == [call, call])
        if case .invalidArgument(_, let argument, _) = r.problems[0] { #expect(argument == "duration") }
        if case .invalidArgument(_, let argument, _) = r.problems[1] { #expect(argument == "bounce") }
        #expect(done == [false, false])
        // ζ = 1 / (1 − 0.5) = 2 (overdamped), ω₀ = 2π / 0.4.
        let seconds = SpringTiming.settlingDuration(dampingRatio: 2, naturalFrequency: 5 * Double.pi)
        let alpha = r.timeline.segments(of: 0, .alpha)
        #expect(alpha.count == 1 && alpha[0].duration == StoryTime(ticks: Int64((seconds * 1e9).rounded())))
        // The refused springs set their values at once (one jump for the two sets of the instant).
        #expect(r.timeline.text.contains("0.000 +0.000 box center (200, 150) -> (0, 0) linear"))
    }
}

/// The README's property animator example, as it records.
@Suite struct PropertyAnimatorReadmeTests {
    @Test func readmeExample() {
        let card = makeBox("card")
        var done: [String] = []
        let r = record { stage, clock in
            stage.addSubview(card)
            clock.schedule(at: s(1)) {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 100 }
                animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
                animator.addCompletion { done.append("\(clock.now) \($0)") }
                animator.startAnimation()
                clock.schedule(at: s(1.4)) { animator.pauseAnimation() }
                clock.schedule(at: s(3)) { animator.startAnimation() }
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            1.000 +0.400 card center (200, 150) -> (240, 150) linear
            3.000 +0.600 card center (240, 150) -> (300, 150) linear
            3.100 +0.500 card alpha 1 -> 0 linear

            """)
        #expect(done == ["3.600s end"])
    }
}
