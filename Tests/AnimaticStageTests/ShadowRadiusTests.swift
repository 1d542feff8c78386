import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CALayer.shadowRadius`, animatable (Apple, CALayer.shadowRadius: "The default value of
/// this property is 3.0. Animatable."): the property added through the three-file recipe
/// (`AnimatedProperty.swift`, `CALayer.swift`, `SVGContent.swift`).
@Suite struct ShadowRadiusTests {
    /// A shadowed card, named `name`.
    private func card(_ name: String = "card", radius: CGFloat = 3) -> UIView {
        let card = makeBox(name)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = radius
        return card
    }

    /// The value given before the view joins is its initial state; the default is 3.
    @Test func theInitialStateIsTheModelValueAndThreeByDefault() {
        let plain = makeBox("plain"), shadowed = card("shadowed", radius: 8)
        let r = record { stage, _ in
            stage.addSubview(plain)
            stage.addSubview(shadowed)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == "")
        #expect(r.timeline.views[0].initial.value(of: .shadowRadius) == .scalar(3))
        #expect(r.timeline.views[1].initial.value(of: .shadowRadius) == .scalar(8))
    }

    /// Negative radii show no blur (0); NaN and infinity cannot be shown and are reported,
    /// naming the view and the property, and record nothing.
    @Test func negativeIsZeroAndNonFiniteValuesAreReported() {
        let view = card()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.layer.shadowRadius = -4 }
            clock.schedule(at: s(2)) { view.layer.shadowRadius = .infinity }
            clock.schedule(at: s(3)) { view.layer.shadowRadius = .nan }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 card shadowRadius 3 -> 0 linear

            """)
        #expect(r.problems == [
            .invalidValue(view: "card", property: "layer.shadowRadius", value: "inf"),
            .invalidValue(view: "card", property: "layer.shadowRadius", value: "nan"),
        ])
    }

    /// UIView blocks do not animate a layer's shadow (UIKit answers no action for it), so a
    /// change inside one is at once; a CABasicAnimation of "shadowRadius" animates it, found
    /// through the descriptor's key path alone.
    @Test func aViewBlockSetsItAtOnceAndABasicAnimationAnimatesIt() {
        let view = card()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { UIView.animate(withDuration: 1) { view.layer.shadowRadius = 12 } }
            clock.schedule(at: s(2)) {
                let lift = CABasicAnimation(keyPath: "shadowRadius")
                lift.fromValue = 4
                lift.toValue = 16
                lift.duration = 0.5
                view.layer.add(lift, forKey: "lift")
            }
        }
        #expect(r.problems.isEmpty)
        let v = r.timeline.view(named: "card")!
        #expect(r.timeline.value(of: v, .shadowRadius, at: s(1)) == .scalar(12))
        #expect(r.timeline.value(of: v, .shadowRadius, at: s(2)) == .scalar(4))
        #expect(r.timeline.value(of: v, .shadowRadius, at: s(2.25)) == .scalar(10))
        // Removed on completion (the default): the model value shows again at its end.
        #expect(r.timeline.value(of: v, .shadowRadius, at: s(2.5)) == .scalar(12))
        #expect(r.timeline.value(of: v, .shadowRadius, at: s(3)) == .scalar(12))
    }
}
