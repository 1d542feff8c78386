import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

@Suite struct BadInputTests {
    /// Runs one animation call with bad input; returns the problems, the timeline text and
    /// the completions as "time finished".
    private func run(_ body: @escaping (UIView, @escaping (Bool) -> Void) -> Void)
        -> (problems: [StoryProblem], text: String, completions: [String]) {
        let box = makeBox()
        var completions: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                body(box) { completions.append("\(clock.now) \($0)") }
            }
        }
        return (r.problems, r.timeline.text, completions)
    }

    @Test func negativeDuration() {
        let result = run { box, done in
            UIView.animate(withDuration: -1, animations: { box.alpha = 0 }, completion: done)
        }
        #expect(result.problems == [.invalidArgument(call: "UIView.animate(withDuration:animations:completion:)",
                                                     argument: "duration", problem: "duration must not be negative, got -1.0 s")])
        #expect(result.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
        #expect(result.completions == ["1.000s false"])
    }

    @Test func notANumberDuration() {
        let result = run { box, done in
            UIView.animate(withDuration: .nan, delay: 0, options: [], animations: { box.alpha = 0 }, completion: done)
        }
        #expect(result.problems == [
            .invalidArgument(call: "UIView.animate(withDuration:delay:options:animations:completion:)",
                             argument: "duration", problem: "duration must be a finite number of seconds, got nan"),
        ])
        #expect(result.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
        #expect(result.completions == ["1.000s false"])
    }

    @Test func infiniteAndNegativeDelays() {
        let result = run { box, done in
            UIView.animate(withDuration: 1, delay: .infinity, options: [], animations: { box.alpha = 0 }, completion: done)
            UIView.animateKeyframes(withDuration: 1, delay: -0.5, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center = .zero }
            }, completion: done)
        }
        #expect(result.problems == [
            .invalidArgument(call: "UIView.animate(withDuration:delay:options:animations:completion:)",
                             argument: "delay", problem: "delay must be a finite number of seconds, got inf"),
            .invalidArgument(call: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)",
                             argument: "delay", problem: "delay must not be negative, got -0.5 s"),
        ])
        #expect(result.text == """
            1.000 +0.000 box alpha 1 -> 0 linear
            1.000 +0.000 box center (200, 150) -> (0, 0) linear

            """)
        #expect(result.completions == ["1.000s false", "1.000s false"])
    }

    @Test func keyframeTimesOutsideTheWhole() {
        let result = run { box, done in
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 1.5, relativeDuration: 0.1) { box.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: -0.1) { box.center = .zero }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.5) { box.backgroundColor = .blue }
                UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 0.5) { box.isHidden = true }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.bounds.size = .zero }
            }, completion: done)
        }
        let call = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
        #expect(result.problems == [
            .invalidArgument(call: call, argument: "relativeStartTime", problem: "relativeStartTime must lie within 0...1, got 1.5"),
            .invalidArgument(call: call, argument: "relativeDuration", problem: "relativeDuration must lie within 0...1, got -0.1"),
            .invalidArgument(call: call, argument: "relativeDuration",
                             problem: "relativeStartTime + relativeDuration must not exceed 1, got 0.6 + 0.5"),
            .invalidArgument(call: call, argument: "relativeStartTime", problem: "relativeStartTime must lie within 0...1, got nan"),
        ])
        // The bad keyframes apply at once; the good one still animates; the whole completes
        // on time but with `false`.
        #expect(result.text == """
            1.000 +0.000 box alpha 1 -> 0.5 linear
            1.000 +0.000 box center (200, 150) -> (0, 0) linear
            1.000 +0.000 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear
            1.000 +0.000 box isHidden false -> true linear
            1.000 +2.000 box size 100x100 -> 0x0 easeInOut

            """)
        #expect(result.completions == ["3.000s false"])
    }

    @Test func addKeyframeOutsideAKeyframeAnimation() {
        let result = run { box, _ in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0 }
        }
        #expect(result.problems == [
            .misuse(call: "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)",
                    problem: "called outside the animations block of UIView.animateKeyframes"),
        ])
        #expect(result.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
    }

    /// Calculation modes are three bits of the options; 5...7 are none of UIKit's.
    @Test func anUnknownCalculationModeIsReported() {
        let result = run { box, done in
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: 5 << 10),
                                    animations: { box.alpha = 0 }, completion: done)
        }
        #expect(result.problems == [
            .invalidArgument(call: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)",
                             argument: "options", problem: "calculation mode 5 is not one of UIKit's (0...4)"),
        ])
        #expect(result.text == "1.000 +0.000 box alpha 1 -> 0 linear\n")
        #expect(result.completions == ["1.000s false"])
    }

    @Test func valuesThatCannotBeShownAreReportedNotRecorded() {
        let result = run { box, _ in
            box.center = CGPoint(x: CGFloat.nan, y: 0)
            box.alpha = .nan
            box.transform = CGAffineTransform(scaleX: .infinity, y: 1)
            box.bounds = CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity)
        }
        #expect(result.problems == [
            .invalidValue(view: "box", property: "center", value: "(nan, 0.0)"),
            .invalidValue(view: "box", property: "alpha", value: "nan"),
            .invalidValue(view: "box", property: "transform",
                          value: "CGAffineTransform(a: inf, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)"),
            .invalidValue(view: "box", property: "bounds.size", value: "(10.0, inf)"),
        ])
        #expect(result.problems.map(\.message) == [
            "view box: center set to (nan, 0.0), which cannot be shown; the change was not recorded",
            "view box: alpha set to nan, which cannot be shown; the change was not recorded",
            "view box: transform set to CGAffineTransform(a: inf, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0), which cannot be shown; the change was not recorded",
            "view box: bounds.size set to (10.0, inf), which cannot be shown; the change was not recorded",
        ])
        #expect(result.text == "")
    }

    @Test func hierarchyChangesOnStageAreRecordedNotReported() {
        let other = UIView()
        let result = run { box, _ in
            box.bounds.origin = CGPoint(x: 5, y: 0)    // recorded (a scroll): no problem
            box.addSubview(UIView())
            box.addSubview(other)
            box.insertSubview(other, at: 0)   // moved behind its sibling: recorded (DrawOrderTests)
        }
        #expect(result.problems == [])
    }
}
