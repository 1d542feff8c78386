import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Standalone layers (added with `addSublayer`) animate their property changes made outside
/// animation blocks, as Core Animation's implicit animations do; a view's own layer never does.
@Suite struct ImplicitAnimationTests {
    private func ring() -> (UIView, CAShapeLayer) {
        let host = makeBox("host")
        let shape = CAShapeLayer()
        shape.name = "ring"
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        shape.strokeColor = UIColor.white.cgColor
        host.layer.addSublayer(shape)
        return (host, shape)
    }

    @Test func aChangeOutsideABlockAnimatesForAQuarterSecondLinearly() {
        let (host, shape) = ring()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { shape.strokeEnd = 0.5 }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            1.000 +0.250 ring strokeEnd 1 -> 0.5 linear

            """)
    }

    /// In the instant the layer joins, nothing animates (it has not been on screen yet).
    @Test func changesWhenTheLayerJoinsShowAtOnce() {
        let (host, shape) = ring()
        let r = record { stage, _ in
            stage.addSubview(host)
            shape.strokeEnd = 0.3
        }
        #expect(r.timeline.text == """
            0.000 +0.000 ring strokeEnd 1 -> 0.3 linear

            """)
    }

    @Test func theTransactionsDurationAndTimingFunctionApply() {
        let (host, shape) = ring()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                CATransaction.begin()
                CATransaction.setAnimationDuration(2)
                CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
                shape.lineWidth = 5
                CATransaction.commit()
            }
        }
        #expect(r.timeline.text == """
            1.000 +2.000 ring lineWidth 1 -> 5 easeInOut

            """)
    }

    @Test func disabledActionsMakeItInstant() {
        let (host, shape) = ring()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                shape.strokeEnd = 0
                CATransaction.commit()
            }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 ring strokeEnd 1 -> 0 linear

            """)
    }

    /// A standalone layer changed in one instant, also inside a block: one implicit animation
    /// per property (the transaction's 0.25 s, not the block's second) from what was on screen
    /// before the instant to the last value (Core Animation interpolates between the previous
    /// and current presentation values: Apple, `CABasicAnimation`); a stroke end set to 0 and
    /// back to 1 shows nothing.
    @Test func setThenAnimateAndSeveralSets() {
        let (host, shape) = ring()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                shape.strokeEnd = 0
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { shape.strokeEnd = 1 })
                shape.lineWidth = 3
                shape.lineWidth = 6
            }
        }
        #expect(r.timeline.text == """
            1.000 +0.250 ring lineWidth 1 -> 6 linear

            """)
    }

    /// A CATransaction's completion block waits for its implicit animations.
    @Test func theTransactionCompletionWaitsForTheImplicitAnimation() {
        let (host, shape) = ring()
        var doneAt: StoryTime?
        _ = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                CATransaction.begin()
                CATransaction.setCompletionBlock { doneAt = clock.now }
                shape.strokeEnd = 0.5
                CATransaction.commit()
            }
        }
        #expect(doneAt == s(1.25))
    }

    /// A view's own layer (and the view) never animates implicitly.
    @Test func aViewsOwnLayerDoesNotAnimateImplicitly() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) { box.layer.cornerRadius = 10; box.alpha = 0.5 }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 box cornerRadius 0 -> 10 linear
            1.000 +0.000 box alpha 1 -> 0.5 linear

            """)
    }
}
