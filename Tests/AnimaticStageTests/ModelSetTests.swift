import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A model value set outside any animation block takes effect at that instant, and the next
/// animation of the property starts from it: UIKit builds a block animation's start value from
/// the layer's model value when the block runs (Apple, "UIView.animate(withDuration:...)":
/// the block's changes animate "from the current values"; Core Animation's `fromValue`
/// dumps of UIView animations show the model value before the block, d-ronnqvist's gist
/// "UIView animations on iOS 7 and 8", 2014).
@Suite struct ModelSetTests {
    /// `v.alpha = 0.3; UIView.animate { v.alpha = 1 }` on a view already on stage: the
    /// issue's first example. Before the fix it recorded nothing (1 -> 1).
    @Test func setThenAnimateAlphaOnStageAtZero() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.alpha = 0.3
            UIView.animate(withDuration: 0.5) { box.alpha = 1 }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +0.500 box alpha 0.3 -> 1 easeInOut

            """)
        let state = try r.timeline.state(at: .zero)["box"]!
        #expect(state.state.alpha == 0.3)
        #expect(try r.timeline.state(at: s(0.5))["box"]!.state.alpha == 1)
    }

    /// `w.center.x -= 300` then `UIView.animate { w.center.x += 400 }`: -75 -> 325, not
    /// 225 -> 325.
    @Test func setThenAnimateCenterRelative() {
        let box = UIView(frame: CGRect(x: 175, y: 100, width: 100, height: 100))
        box.accessibilityIdentifier = "w"
        let r = record { stage, _ in
            stage.addSubview(box)
            box.center.x -= 300
            UIView.animate(withDuration: 1) { box.center.x += 400 }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 w center (-75, 150) -> (325, 150) easeInOut

            """)
    }

    /// The same idiom later in the story (inside a scheduled action), for a view that is on
    /// stage: the jump and the animation start at that instant.
    @Test func setThenAnimateLaterInTheStory() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(2)) {
                box.transform = CGAffineTransform(translationX: 0, y: 40)
                box.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut, animations: {
                    box.transform = .identity
                    box.alpha = 1
                })
            }
        }
        #expect(r.timeline.text == """
            2.000 +0.500 box transform translate(0, 40) rotate(0°) -> translate(0, 0) rotate(0°) easeOut
            2.000 +0.500 box alpha 0 -> 1 easeOut

            """)
        #expect(try r.timeline.state(at: s(1.999))["box"]!.state.alpha == 1)
        #expect(try r.timeline.state(at: s(2))["box"]!.state.alpha == 0)
        #expect(try r.timeline.state(at: s(2))["box"]!.state.transform.translationY == 40)
    }

    /// Several sets in one instant: the last one wins, and only it is what the animation
    /// starts from.
    @Test func severalSetsInOneInstantLastWins() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.alpha = 0.2
            box.alpha = 0.7
            box.alpha = 0.4
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 0.9 })
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 0.4 -> 0.9 linear

            """)
    }

    /// Several sets in one instant with no animation after them: one jump to the last value.
    @Test func severalSetsWithoutAnimation() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                box.alpha = 0.2
                box.alpha = 0.6
            }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 box alpha 1 -> 0.6 linear

            """)
    }

    /// Animate, then set in the same instant, outside the block: the set is the last word
    /// at that instant (the view shows the set value from then on; see the README's
    /// "Differences from iOS" for UIKit's additive animations).
    @Test func animateThenSetInTheSameInstant() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { box.alpha = 0 }
            box.alpha = 0.5
        }
        #expect(r.timeline.text == """
            0.000 +0.000 box alpha 1 -> 0.5 linear

            """)
        #expect(try r.timeline.state(at: s(0.5))["box"]!.state.alpha == 0.5)
    }

    /// A set while an animation of the property is in flight stops it there: the view jumps
    /// to the value set and stays.
    @Test func setWhileAnimationIsInFlight() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 0 })
            clock.schedule(at: s(0.25)) { box.alpha = 0.9 }
        }
        #expect(r.timeline.text == """
            0.000 +0.250 box alpha 1 -> 0.75 linear
            0.250 +0.000 box alpha 0.75 -> 0.9 linear

            """)
        #expect(try r.timeline.state(at: s(0.8))["box"]!.state.alpha == 0.9)
    }

    /// A set inside a completion block takes effect when the completion runs, and a new
    /// animation started there begins from it.
    @Test func setInsideCompletionThenAnimate() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { _ in
                box.center = CGPoint(x: 0, y: 0)
                box.alpha = 0.5
                UIView.animate(withDuration: 0.5) { box.center = CGPoint(x: 100, y: 0); box.alpha = 1 }
            })
        }
        #expect(r.timeline.text == """
            0.000 +0.500 box alpha 1 -> 0 easeInOut
            0.500 +0.500 box center (0, 0) -> (100, 0) easeInOut
            0.500 +0.500 box alpha 0.5 -> 1 easeInOut

            """)
    }

    /// `UIView.performWithoutAnimation` inside an animation block: its changes are sets, and
    /// a later change of the same property in the block animates from them.
    @Test func performWithoutAnimationInsideABlock() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { box.center = CGPoint(x: 0, y: 150) }
                box.alpha = 0.5
            }
            UIView.animate(withDuration: 1) { box.center = CGPoint(x: 50, y: 150) }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 1 -> 0.5 easeInOut
            0.000 +1.000 box center (0, 150) -> (50, 150) easeInOut

            """)
    }

    /// Content properties set, then changed in a block, in one instant, as UIKit shows them: the
    /// view's `cornerRadius` animates with the block; a label's text colour and a view layer's
    /// border colour and shadow change at once (UIView does not animate them); a standalone
    /// shape layer runs one implicit animation per property (0.25 s, linear) from the value on
    /// screen before the instant to the last value, so a stroke end set to 0 and back to 1 in
    /// the instant shows no change.
    @Test func contentPropertiesSetThenChangedInABlock() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        label.accessibilityIdentifier = "label"
        let shape = CAShapeLayer()
        shape.name = "ring"
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        shape.strokeColor = UIColor.white.cgColor
        let host = makeBox("host")
        host.layer.addSublayer(shape)
        let r = record { stage, clock in
            stage.addSubview(label)
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                label.textColor = .red
                host.layer.cornerRadius = 4
                host.layer.borderColor = UIColor.blue.cgColor
                host.layer.shadowOpacity = 0.2
                shape.strokeEnd = 0
                shape.lineWidth = 1
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    label.textColor = .blue
                    host.layer.cornerRadius = 20
                    host.layer.borderColor = UIColor.green.cgColor
                    host.layer.shadowOpacity = 0.8
                    shape.strokeEnd = 1
                    shape.lineWidth = 5
                })
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            1.000 +0.000 label textColor rgba(0, 0, 0, 1) -> rgba(0, 0, 1, 1) linear
            1.000 +1.000 host cornerRadius 4 -> 20 linear
            1.000 +0.000 host borderColor rgba(0, 0, 0, 1) -> rgba(0, 1, 0, 1) linear
            1.000 +0.000 host shadowOpacity 0 -> 0.8 linear
            1.000 +0.250 ring lineWidth 1 -> 5 linear

            """)
    }

    /// A set before the view joins the stage is its initial state (this always worked); a
    /// set after it joins, in the same instant, is a jump at that instant.
    @Test func setBeforeAndAfterJoining() {
        let a = makeBox("a")
        let b = makeBox("b")
        let r = record { stage, _ in
            a.alpha = 0
            stage.addSubview(a)
            stage.addSubview(b)
            b.alpha = 0
            UIView.animate(withDuration: 1) { a.alpha = 1; b.alpha = 1 }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 a alpha 0 -> 1 easeInOut
            0.000 +1.000 b alpha 0 -> 1 easeInOut

            """)
    }

    /// Staggered entrances: every view is hidden at once, then each animates in after its
    /// own delay; before its delay it shows the value set.
    @Test func staggeredEntranceAfterHidingEverything() throws {
        let views = (0..<3).map { makeBox("v\($0)") }
        let r = record { stage, _ in
            for v in views { stage.addSubview(v) }
            for (i, v) in views.enumerated() {
                v.alpha = 0
                v.transform = CGAffineTransform(translationX: 0, y: 20)
                UIView.animate(withDuration: 0.4, delay: 0.1 * Double(i), options: .curveEaseOut, animations: {
                    v.alpha = 1
                    v.transform = .identity
                })
            }
        }
        #expect(r.timeline.text == """
            0.000 +0.400 v0 alpha 0 -> 1 easeOut
            0.000 +0.400 v0 transform translate(0, 20) rotate(0°) -> translate(0, 0) rotate(0°) easeOut
            0.000 +0.000 v1 alpha 1 -> 0 linear
            0.000 +0.000 v1 transform translate(0, 0) rotate(0°) -> translate(0, 20) rotate(0°) linear
            0.000 +0.000 v2 alpha 1 -> 0 linear
            0.000 +0.000 v2 transform translate(0, 0) rotate(0°) -> translate(0, 20) rotate(0°) linear
            0.100 +0.400 v1 alpha 0 -> 1 easeOut
            0.100 +0.400 v1 transform translate(0, 20) rotate(0°) -> translate(0, 0) rotate(0°) easeOut
            0.200 +0.400 v2 alpha 0 -> 1 easeOut
            0.200 +0.400 v2 transform translate(0, 20) rotate(0°) -> translate(0, 0) rotate(0°) easeOut

            """)
        #expect(try r.timeline.state(at: s(0.15))["v2"]!.state.alpha == 0)
    }
}

/// Turning animations off: `CATransaction.setDisableActions(true)` and
/// `UIView.setAnimationsEnabled(false)` make block changes show at once.
@Suite struct DisabledActionsTests {
    @Test func disableActionsInAnExplicitTransactionMakesBlockChangesInstant() {
        let box = makeBox()
        var finished: [Bool] = []
        let r = record { stage, _ in
            stage.addSubview(box)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            #expect(CATransaction.disableActions())
            UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished.append($0) })
            CATransaction.commit()
            #expect(!CATransaction.disableActions())
            UIView.animate(withDuration: 1) { box.center.x += 10 }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +0.000 box alpha 1 -> 0 linear
            0.000 +1.000 box center (200, 150) -> (210, 150) easeInOut

            """)
        #expect(finished == [true])
    }

    @Test func nestedTransactionsHaveNestedScope() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.begin()
            #expect(CATransaction.disableActions())           // inherited from the outer one
            CATransaction.setDisableActions(false)
            UIView.animate(withDuration: 1) { box.alpha = 0.5 }   // animates: inner says enabled
            CATransaction.commit()
            UIView.animate(withDuration: 1) { box.center.x = 0 }  // instant: outer still disables
            CATransaction.commit()
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 1 -> 0.5 easeInOut
            0.000 +0.000 box center (200, 150) -> (0, 150) linear

            """)
    }

    /// Outside `begin`/`commit`, the value belongs to the implicit transaction, which commits
    /// at the end of the run-loop turn: actions are back on at the next story action.
    @Test func theImplicitTransactionEndsWithTheCurrentTurn() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            CATransaction.setDisableActions(true)
            UIView.animate(withDuration: 1) { box.alpha = 0 }
            clock.schedule(at: s(1)) {
                #expect(!CATransaction.disableActions())
                UIView.animate(withDuration: 1) { box.alpha = 1 }
            }
        }
        #expect(r.timeline.text == """
            0.000 +0.000 box alpha 1 -> 0 linear
            1.000 +1.000 box alpha 0 -> 1 easeInOut

            """)
    }

    @Test func transactionDurationAndTimingFunctionReadBack() {
        _ = record { _, _ in
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(CATransaction.animationTimingFunction() == nil)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.setAnimationDuration(3)
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }
    }

    @Test func commitWithoutBeginIsReported() {
        let r = record { _, _ in CATransaction.commit() }
        #expect(r.problems == [.misuse(call: "CATransaction.commit()", problem: "no transaction is open (commit without begin)")])
    }

    @Test func setAnimationsEnabledFalseMakesBlocksInstant() {
        let box = makeBox()
        var finishedAt: [StoryTime] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { _ in finishedAt.append(clock.now) })
            UIView.setAnimationsEnabled(true)
            UIView.animate(withDuration: 1) { box.center.x = 0 }
        }
        #expect(r.timeline.text == """
            0.000 +0.000 box alpha 1 -> 0 linear
            0.000 +1.000 box center (200, 150) -> (0, 150) easeInOut

            """)
        #expect(finishedAt == [.zero])
    }

    @Test func aNewStageEnablesAnimationsAgain() {
        let box = makeBox()
        _ = record { _, _ in UIView.setAnimationsEnabled(false) }
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { box.alpha = 0 }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box alpha 1 -> 0 easeInOut

            """)
    }
}

/// A view identifier can never forge lines of the timeline text.
@Suite struct TimelineTextInertTests {
    @Test func everyControlCharacterIsEscaped() {
        var scalars: [Unicode.Scalar] = (0..<0x20).compactMap(Unicode.Scalar.init)
        scalars += (0x7F...0x9F).compactMap(Unicode.Scalar.init)
        scalars += [Unicode.Scalar(0x2028)!, Unicode.Scalar(0x2029)!, "\\"]
        for scalar in scalars {
            let name = "a" + String(Character(scalar)) + "0.000 +1.000 forged alpha 1 -> 0 linear"
            let escaped = Timeline.inert(name)
            #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029 },
                    "U+\(String(scalar.value, radix: 16))")
            #expect(escaped.contains("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"))
        }
        #expect(Timeline.inert("plain-name_1") == "plain-name_1")
        #expect(Timeline.inert("é ✓") == "é ✓")
    }

    @Test func aNewlineInAnIdentifierStaysOnOneLine() {
        let box = makeBox("box\n0.000 +1.000 forged alpha 1 -> 0 linear")
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { box.alpha = 0.5 }
        }
        #expect(r.timeline.text == """
            0.000 +1.000 box\\u{A}0.000 +1.000 forged alpha 1 -> 0 linear alpha 1 -> 0.5 easeInOut

            """)
        #expect(r.timeline.text.split(separator: "\n").count == 1)
    }
}

/// A view's geometry set outside any block while it animates: UIKit's additive animations
/// (iOS 8 and later) keep the running offset, so the view shifts by the change of target and
/// ends on the new value when the animation would have ended.
@Suite struct AdditiveSetTests {
    @Test func aCenterSetMidFlightShiftsTheRestOfTheMotion() throws {
        let box = UIView(frame: CGRect(x: -50, y: 100, width: 100, height: 100))   // centre (0, 150)
        box.accessibilityIdentifier = "box"
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 100 })
            clock.schedule(at: s(0.25)) { box.center.x = 200 }
        }
        // X + (F − T)(1 − p): 200 − 100 × (1 − p).
        for (t, x) in [(0.2, 20.0), (0.25, 125.0), (0.5, 150.0), (0.75, 175.0), (1.0, 200.0), (2.0, 200.0)] {
            #expect(try abs(r.timeline.state(at: s(t))["box"]!.state.centerX - x) < 1e-9, "t=\(t)")
        }
    }

    /// Animate, then set in the same instant: the whole motion is shifted.
    @Test func aTransformSetRightAfterTheBlockShiftsTheWholeAnimation() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                box.transform = CGAffineTransform(translationX: 100, y: 0)
            })
            box.transform = CGAffineTransform(translationX: 40, y: 0)
        }
        for (t, x) in [(0.0, -60.0), (0.5, -10.0), (1.0, 40.0)] {
            #expect(try abs(r.timeline.state(at: s(t))["box"]!.state.transform.translationX - x) < 1e-9, "t=\(t)")
        }
    }
}
