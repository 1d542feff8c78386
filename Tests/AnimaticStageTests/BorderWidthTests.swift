import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CALayer.borderWidth`, animatable (Apple, CALayer.borderWidth: "The default value of this
/// property is 0.0. Animatable."): the property added through the three-file recipe
/// (`AnimatedProperty.swift`, `CALayer.swift`, `SVGContent.swift`; CONTRIBUTING.md). Before it,
/// a change on stage was reported as not supported and the border kept its first width.
@Suite struct BorderWidthTests {
    /// A card with a red border `width` wide, named `name`.
    private func card(_ name: String = "card", width: CGFloat = 2) -> UIView {
        let card = makeBox(name)
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.borderWidth = width
        return card
    }

    /// The value given before the view joins is its initial state; the default is 0.
    @Test func theInitialStateIsTheModelValueAndZeroByDefault() {
        let plain = makeBox("plain"), bordered = card("bordered", width: 3)
        let r = record { stage, _ in
            stage.addSubview(plain)
            stage.addSubview(bordered)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == "")
        #expect(r.timeline.views[0].initial.value(of: .borderWidth) == .scalar(0))
        #expect(r.timeline.views[1].initial.value(of: .borderWidth) == .scalar(3))
    }

    /// A negative width draws no border (0); NaN and infinity cannot be shown and are reported,
    /// naming the view and the property, and record nothing.
    @Test func negativeIsZeroAndNonFiniteValuesAreReported() {
        let view = card()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.layer.borderWidth = -4 }
            clock.schedule(at: s(2)) { view.layer.borderWidth = .infinity }
            clock.schedule(at: s(3)) { view.layer.borderWidth = .nan }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 card borderWidth 2 -> 0 linear

            """)
        #expect(r.problems == [
            .invalidValue(view: "card", property: "layer.borderWidth", value: "inf"),
            .invalidValue(view: "card", property: "layer.borderWidth", value: "nan"),
        ])
    }

    /// UIView blocks do not animate a layer's border (UIKit answers no action for it), so a
    /// change inside one is at once; a CABasicAnimation of "borderWidth" animates it, found
    /// through the descriptor's key path alone; a standalone layer runs the implicit animation.
    @Test func aViewBlockSetsItAtOnceAndABasicAnimationAnimatesIt() {
        let view = card()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { UIView.animate(withDuration: 1) { view.layer.borderWidth = 6 } }
            clock.schedule(at: s(2)) {
                let focus = CABasicAnimation(keyPath: "borderWidth")
                focus.fromValue = 0
                focus.toValue = 8
                focus.duration = 0.5
                view.layer.add(focus, forKey: "focus")
            }
        }
        #expect(r.problems.isEmpty)
        let v = r.timeline.view(named: "card")!
        #expect(r.timeline.value(of: v, .borderWidth, at: s(0.5)) == .scalar(2))
        #expect(r.timeline.value(of: v, .borderWidth, at: s(1)) == .scalar(6))
        #expect(r.timeline.value(of: v, .borderWidth, at: s(2)) == .scalar(0))
        #expect(r.timeline.value(of: v, .borderWidth, at: s(2.25)) == .scalar(4))
        // Removed on completion (the default): the model value shows again at its end.
        #expect(r.timeline.value(of: v, .borderWidth, at: s(2.5)) == .scalar(6))
        #expect(r.timeline.value(of: v, .borderWidth, at: s(3)) == .scalar(6))
    }

    /// A sublayer's border runs Core Animation's implicit animation (0.25 s, the default
    /// timing function) when its width changes on stage.
    @Test func aStandaloneLayerAnimatesItImplicitly() {
        let host = makeBox("host")
        let ring = CALayer()
        ring.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        ring.borderColor = UIColor.blue.cgColor
        ring.name = "ring"
        host.layer.addSublayer(ring)
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { ring.borderWidth = 4 }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text.contains("1.000 +0.250 "), "\(r.timeline.text)")
        #expect(r.timeline.text.contains(" borderWidth 0 -> 4 "), "\(r.timeline.text)")
    }
}
