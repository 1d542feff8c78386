import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Springs, repeats, transitions and their bad input, through the UIKit-shaped API.
@Suite struct TimingTests {
    private func run(_ body: @escaping (UIView, @escaping (Bool) -> Void) -> Void)
        -> (problems: [StoryProblem], text: String, completions: [String], timeline: Timeline) {
        let box = makeBox()
        var completions: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                body(box) { completions.append("\(clock.now) \($0)") }
            }
        }
        return (r.problems, r.timeline.text, completions, r.timeline)
    }

    private let springCall = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"

    @Test func springRecordsTheSampledSpringPerProperty() {
        let result = run { box, done in
            UIView.animate(withDuration: 0.5, delay: 0.25, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: {
                box.center.x += 100
                box.alpha = 0.5
            }, completion: done)
        }
        #expect(result.problems.isEmpty)
        #expect(result.completions == ["1.750s true"])
        let center = result.timeline.segments(of: 0, .center)
        let alpha = result.timeline.segments(of: 0, .alpha)
        #expect(center.count == 1 && alpha.count == 1)
        #expect(center[0].start == s(1.25) && center[0].duration == s(0.5))
        let spring = SpringTiming(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5)
        guard case .piecewiseLinear(let points) = center[0].curve,
              case .piecewiseLinear(let alphaPoints) = alpha[0].curve else {
            Issue.record("not sampled"); return
        }
        // 100 px need a finer sampling than a change of 0.5 in alpha (0.25/100 vs 0.005/0.5).
        #expect(points.count > alphaPoints.count)
        // The model overshoots (progress above 1) and follows the spring within 0.25 px.
        #expect(points.contains { $0.progress > 1.1 })
        var worst = 0.0
        for k in 0...2000 {
            let t = 1.25 + 0.5 * Double(k) / 2000
            guard case .point(let x, _) = result.timeline.value(of: 0, .center, at: s(t)) else { continue }
            worst = max(worst, abs(x - (200 + 100 * spring.progress(at: (t - 1.25) / 0.5))))
        }
        #expect(worst <= 0.25, "\(worst) px")
    }

    @Test func badSpringParametersAreReported() {
        for (damping, velocity, duration, argument) in [
            (CGFloat.nan, CGFloat(0), 0.5, "dampingRatio"), (-0.5, 0, 0.5, "dampingRatio"),
            (0.5, .nan, 0.5, "initialSpringVelocity"), (0.5, .infinity, 0.5, "initialSpringVelocity"),
            (0.5, 0, 0, "duration"),
        ] as [(CGFloat, CGFloat, Double, String)] {
            let result = run { box, done in
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                               initialSpringVelocity: velocity, options: [], animations: { box.alpha = 0 }, completion: done)
            }
            #expect(result.problems.count == 1)
            guard case .invalidArgument(call: springCall, argument: argument, _)? = result.problems.first else {
                Issue.record("\(result.problems)")
                continue
            }
            #expect(result.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
            #expect(result.completions == ["1.000s false"])
        }
        // A negative velocity is fine: the view first moves away.
        let away = run { box, _ in
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: -3,
                           options: [], animations: { box.center.x += 100 })
        }
        #expect(away.problems.isEmpty)
        guard case .point(let x, _) = away.timeline.value(of: 0, .center, at: s(1.005)) else { return }
        #expect(x < 200)
    }

    @Test func finiteRepeatsAreExpandedWithUIKitsEndState() {
        let result = run { box, done in
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { box.alpha = 0 }
            }, completion: done)
        }
        #expect(result.problems.isEmpty)
        #expect(result.text == """
            1.000 +0.500 box alpha 1 -> 0 easeIn
            1.500 +0.500 box alpha 0 -> 1 easeOut
            2.000 +0.500 box alpha 1 -> 0 easeIn
            2.500 +0.500 box alpha 0 -> 1 easeOut
            3.000 +0.000 box alpha 1 -> 0 linear

            """)
        #expect(result.completions == ["3.000s true"])
    }

    @Test func fractionalAndForwardOnlyRepeats() {
        let half = run { box, done in
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: true) { box.alpha = 0 }
            }, completion: done)
        }
        #expect(half.text == """
            1.000 +0.400 box alpha 1 -> 0 linear
            1.400 +0.400 box alpha 0 -> 1 linear
            1.800 +0.400 box alpha 1 -> 0 linear

            """)
        #expect(half.completions == ["2.200s true"])
        let forward = run { box, done in
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: false) { box.alpha = 0 }
            }, completion: done)
        }
        #expect(forward.text == """
            1.000 +0.400 box alpha 1 -> 0 linear
            1.400 +0.400 box alpha 1 -> 0 linear
            1.800 +0.200 box alpha 1 -> 0.5 linear
            2.000 +0.000 box alpha 0.5 -> 0 linear

            """)
        #expect(forward.completions == ["2.000s true"])
        // .autoreverse alone: there and back once, then the jump to the model value.
        let once = run { box, done in
            UIView.animate(withDuration: 0.5, delay: 0, options: .autoreverse, animations: { box.alpha = 0 },
                           completion: done)
        }
        #expect(once.text == """
            1.000 +0.500 box alpha 1 -> 0 easeInOut
            1.500 +0.500 box alpha 0 -> 1 easeInOut
            2.000 +0.000 box alpha 1 -> 0 linear

            """)
        #expect(once.completions == ["2.000s true"])
    }

    @Test func endlessRepeatsEndTheRecordingAndNeverComplete() {
        let result = run { box, done in
            UIView.animate(withDuration: 0.5, delay: 0.5, options: [.repeat, .autoreverse, .curveLinear], animations: {
                box.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            }, completion: done)
        }
        #expect(result.problems.isEmpty)
        #expect(result.completions.isEmpty)
        #expect(result.timeline.endlessRepeats.count == 1)
        #expect(result.timeline.duration == s(2.5))
        #expect(result.text.hasSuffix("1.500 +1.000 box transform repeats forever\n"))
        // The third cycle (3.5 ... 4.5 s) plays like the first.
        for t in [1.6, 1.75, 2.2, 2.49] {
            #expect(result.timeline.value(of: 0, .transform, at: s(t)) == result.timeline.value(of: 0, .transform, at: s(t + 2)))
        }
        // With a count of .infinity too.
        let infinite = run { box, _ in
            UIView.animate(withDuration: 0.5, animations: {
                UIView.modifyAnimations(withRepeatCount: .infinity, autoreverses: false) { box.alpha = 0 }
            })
        }
        #expect(infinite.timeline.endlessRepeats.count == 1)
        #expect(infinite.timeline.duration == s(1.5))
    }

    @Test func aLaterAnimationInterruptsAnEndlessRepeatFromTheValueOnScreen() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: { box.center.x = 300 })
            clock.schedule(at: s(1.25)) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .beginFromCurrentState, animations: { box.center.x = 0 })
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.endlessRepeats.isEmpty)
        #expect(r.timeline.text == """
            0.000 +0.500 box center (200, 150) -> (300, 150) linear
            0.500 +0.500 box center (200, 150) -> (300, 150) linear
            1.000 +0.250 box center (200, 150) -> (250, 150) linear
            1.250 +0.500 box center (250, 150) -> (0, 150) easeInOut

            """)
    }

    @Test func badRepeatCountsAreReported() {
        for count in [CGFloat(-1), .nan, 1e9] {
            let result = run { box, done in
                UIView.animate(withDuration: 0.5, animations: {
                    UIView.modifyAnimations(withRepeatCount: count, autoreverses: true) { box.alpha = 0 }
                }, completion: done)
            }
            #expect(result.problems.count == 1)
            guard case .invalidArgument(call: "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)", argument: "count", _)?
                    = result.problems.first else {
                Issue.record("\(result.problems)")
                continue
            }
            #expect(result.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
            #expect(result.completions == ["1.000s false"])
        }
        // Outside an animation block the changes apply at once, unreported (as in UIKit).
        let outside = run { box, _ in
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { box.alpha = 0 }
        }
        #expect(outside.problems.isEmpty)
        #expect(outside.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
    }

    @Test func crossDissolveInterpolatesColourAndAlphaOfTheSubtreeOnly() {
        let result = run { box, done in
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            inner.accessibilityIdentifier = "inner"
            box.addSubview(inner)
            UIView.transition(with: box, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
                box.backgroundColor = .blue
                inner.alpha = 0.5
                box.center.x = 250
            }, completion: done)
        }
        #expect(result.problems.isEmpty)
        #expect(result.text == """
            1.000 +0.500 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear
            1.000 +0.500 inner alpha 1 -> 0.5 linear
            1.000 +0.000 box center (200, 150) -> (250, 150) linear

            """)
        #expect(result.completions == ["1.500s true"])
    }

    /// A label's text colour blended by a cross-dissolve repeats with `modifyAnimations` as the
    /// view's colours do (it used to record one pass, silently).
    @Test func aCrossDissolvedTextColourRepeatsLikeTheViewsColours() {
        let result = run { box, done in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
            label.text = "Hi"
            label.accessibilityIdentifier = "label"
            box.addSubview(label)
            UIView.transition(with: box, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) {
                    label.textColor = .blue
                    box.backgroundColor = .blue
                }
            }, completion: done)
        }
        #expect(result.problems.isEmpty)
        #expect(result.text == """
            1.000 +0.500 label textColor rgba(0, 0, 0, 1) -> rgba(0, 0, 1, 1) linear
            1.000 +0.500 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear
            1.500 +0.500 label textColor rgba(0, 0, 0, 1) -> rgba(0, 0, 1, 1) linear
            1.500 +0.500 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear

            """)
        #expect(result.completions == ["2.000s true"])
    }

    @Test func otherTransitionsAreReportedNotSupported() {
        let result = run { box, done in
            UIView.transition(with: box, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                box.backgroundColor = .blue
            }, completion: done)
        }
        #expect(result.problems == [
            .notSupported(call: "UIView.transition(with:duration:options:animations:completion:)",
                          feature: "the transition .transitionFlipFromLeft"),
        ])
        #expect(result.text == "1.000 +0.000 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear\n")
        #expect(result.completions == ["1.000s false"])
    }
}

@Suite struct SpringInterruptionTests {
    /// A spring interrupted while it overshoots, or while it still moves away from its target
    /// (negative velocity), is cut exactly: the next animation starts from the value on screen.
    @Test(arguments: [(CGFloat(0.3), CGFloat(0), 0.4), (0.7, -4, 0.02)])
    func aSpringIsCutWhereItIs(damping: CGFloat, velocity: CGFloat, at cut: Double) {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                           options: [], animations: { box.center.x = 300 })
            clock.schedule(at: s(cut)) { UIView.animate(withDuration: 0.5) { box.center.x = 100 } }
        }
        #expect(r.problems.isEmpty)
        let segments = r.timeline.segments(of: 0, .center)
        #expect(segments.count == 2)
        let spring = SpringTiming(dampingRatio: Double(damping), initialVelocity: Double(velocity), duration: 1)
        let expected = 200 + 100 * spring.progress(at: cut)
        guard case .point(let cutX, _) = segments[1].from, case .point(let endX, _) = segments[0].to else { return }
        #expect(abs(cutX - expected) <= 0.25, "\(cutX) vs \(expected)")
        #expect(cutX == endX)
        // The cut part keeps the spring's shape (within the sampling tolerance).
        for k in 1..<20 {
            let t = cut * Double(k) / 20
            guard case .point(let x, _) = r.timeline.value(of: 0, .center, at: s(t)) else { continue }
            #expect(abs(x - (200 + 100 * spring.progress(at: t))) <= 0.25, "t \(t): \(x)")
        }
    }
}
