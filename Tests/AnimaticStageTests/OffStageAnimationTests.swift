import AnimaticEngine
import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Animation blocks that change a view before it is on stage: the layer keeps the animations
/// and shows them once the view is on screen (see `PendingBlockChange`).
@Suite struct OffStageAnimationTests {
    /// Configure, animate, then add, all in one instant: the view appears animating from the
    /// start, exactly as if it had been added first.
    @Test func animateThenAddInTheSameInstant() throws {
        let box = makeBox()
        var finishedAt: [StoryTime] = []
        let r = record { stage, clock in
            box.alpha = 0
            UIView.animate(withDuration: 0.5, animations: {
                box.alpha = 1
                box.transform = CGAffineTransform(translationX: 0, y: -20)
            }, completion: { _ in finishedAt.append(clock.now) })
            stage.addSubview(box)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +0.500 box alpha 0 -> 1 easeInOut
            0.000 +0.500 box transform translate(0, 0) rotate(0°) -> translate(0, -20) rotate(0°) easeInOut

            """)
        #expect(try r.timeline.state(at: .zero)["box"]!.state.alpha == 0)
        #expect(finishedAt == [s(0.5)])
    }

    /// A subview of a container that is not on stage yet, animated, then the container added.
    @Test func aSubviewOfAnOffStageContainer() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let title = makeBox("title")
        container.addSubview(title)
        let r = record { stage, _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { title.center.y += 50 })
            stage.addSubview(container)
        }
        #expect(r.timeline.text == """
            0.000 +1.000 title center (200, 150) -> (200, 200) linear

            """)
    }

    /// A delayed animation, then the view added in the same instant: the view shows the start
    /// value until the delay is over (UIKit's block animations fill backwards), then animates.
    @Test func aDelayedAnimationThenAddShowsItsStartValueUntilItBegins() throws {
        let box = makeBox()
        let r = record { stage, _ in
            UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { box.alpha = 0 })
            stage.addSubview(box)
        }
        #expect(r.timeline.text == """
            1.000 +1.000 box alpha 1 -> 0 linear

            """)
        #expect(try r.timeline.state(at: s(0.75))["box"]!.state.alpha == 1)
    }

    /// A view added at a later instant than the block: UIKit did not animate it (it was outside
    /// a window when the transaction committed), so it joins with its model values and the
    /// completion ran at once.
    @Test func aViewAddedLaterShowsTheModelAndTheCompletionRanAtOnce() throws {
        let box = makeBox()
        var finishedAt: [StoryTime] = []
        let r = record { stage, clock in
            UIView.animate(withDuration: 1, animations: { box.alpha = 0.25 }, completion: { _ in finishedAt.append(clock.now) })
            clock.schedule(at: s(0.3)) { stage.addSubview(box) }
        }
        #expect(r.timeline.text == "")
        #expect(try r.timeline.state(at: s(0.3))["box"]!.state.alpha == 0.25)
        #expect(finishedAt == [.zero])
    }

    /// A spring of an off-stage view is reported (not silently dropped).
    @Test func aSpringOfAnOffStageViewIsReported() {
        let box = makeBox()
        let r = record { stage, _ in
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { box.alpha = 0 })
            stage.addSubview(box)
        }
        #expect(r.problems == [
            .notSupported(call: "UIView.animate", feature: "a spring, repeat or transition animation of a view added "
                + "to the stage after it (view box, alpha; add the view before animating it)"),
        ])
    }

    /// Changes kept by one story never leak into the next story that uses the view.
    @Test func pendingChangesBelongToTheirStory() throws {
        let box = makeBox()
        _ = record { _, _ in UIView.animate(withDuration: 1) { box.alpha = 0 } }
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.timeline.text == "")
        #expect(try r.timeline.state(at: .zero)["box"]!.state.alpha == 0)
    }
}

/// The view layer's corner radius, which UIKit animates in blocks, follows the same rule.
@Suite struct OffStageCornerRadiusTests {
    @Test func aCornerRadiusAnimatedBeforeTheViewJoinsInTheSameInstantPlays() {
        let box = makeBox()
        let r = record { stage, _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.layer.cornerRadius = 20 })
            stage.addSubview(box)
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box cornerRadius 0 -> 20 linear

            """)
    }
}
