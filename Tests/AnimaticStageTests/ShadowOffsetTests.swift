import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CALayer.shadowOffset`, animatable (Apple, CALayer.shadowOffset: "The default value of this
/// property is (0.0, -3.0)"; listed among the animatable properties in the Core Animation
/// Programming Guide): the property added through the three-file recipe
/// (`AnimatedProperty.swift`, `CALayer.swift`, `SVGContent.swift`; CONTRIBUTING.md).
@Suite struct ShadowOffsetTests {
    /// A shadowed card, named `name`, with its shadow `offset`.
    private func card(_ name: String = "card", offset: CGSize = CGSize(width: 0, height: -3)) -> UIView {
        let card = makeBox(name)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = offset
        return card
    }

    /// The value given before the view joins is its initial state; the default is (0, -3).
    @Test func theInitialStateIsTheModelValueAndZeroMinusThreeByDefault() {
        let plain = makeBox("plain"), shadowed = card("shadowed", offset: CGSize(width: 2, height: 6))
        let r = record { stage, _ in
            stage.addSubview(plain)
            stage.addSubview(shadowed)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == "")
        #expect(r.timeline.views[0].initial.value(of: .shadowOffset) == .size(width: 0, height: -3))
        #expect(r.timeline.views[1].initial.value(of: .shadowOffset) == .size(width: 2, height: 6))
    }

    /// Setting it on stage records it (before, a change after the join was reported as not
    /// supported); negative offsets are ordinary values; NaN, infinity and magnitudes of 2^64
    /// or more cannot be written and are reported, naming the view and the property, and
    /// record nothing.
    @Test func aChangeOnStageRecordsAndUnwritableValuesAreReported() {
        let view = card()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.layer.shadowOffset = CGSize(width: -4, height: 8) }
            clock.schedule(at: s(2)) { view.layer.shadowOffset = CGSize(width: CGFloat.infinity, height: 0) }
            clock.schedule(at: s(3)) { view.layer.shadowOffset = CGSize(width: 0, height: CGFloat.nan) }
            clock.schedule(at: s(4)) { view.layer.shadowOffset = CGSize(width: CGFloat(0x1p64), height: 0) }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 card shadowOffset 0x-3 -> -4x8 linear

            """)
        #expect(r.problems == [
            .invalidValue(view: "card", property: "layer.shadowOffset", value: "(inf, 0.0)"),
            .invalidValue(view: "card", property: "layer.shadowOffset", value: "(0.0, nan)"),
            .invalidValue(view: "card", property: "layer.shadowOffset", value: "(1.8446744073709552e+19, 0.0)"),
        ])
        let v = r.timeline.view(named: "card")!
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(5)) == .size(width: -4, height: 8))
    }

    /// UIView blocks do not animate a layer's shadow, so a change inside one is at once; a
    /// CABasicAnimation of "shadowOffset" animates it, found through the descriptor's key path
    /// alone, and the model value shows again when it is removed.
    @Test func aViewBlockSetsItAtOnceAndABasicAnimationAnimatesIt() {
        let view = card()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { UIView.animate(withDuration: 1) { view.layer.shadowOffset = CGSize(width: 0, height: 10) } }
            clock.schedule(at: s(2)) {
                let lift = CABasicAnimation(keyPath: "shadowOffset")
                lift.fromValue = CGSize(width: 0, height: 2)
                lift.toValue = CGSize(width: 8, height: 18)
                lift.duration = 0.5
                view.layer.add(lift, forKey: "lift")
            }
        }
        #expect(r.problems.isEmpty)
        let v = r.timeline.view(named: "card")!
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(0.5)) == .size(width: 0, height: -3))
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(1)) == .size(width: 0, height: 10))
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(2)) == .size(width: 0, height: 2))
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(2.25)) == .size(width: 4, height: 10))
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(2.5)) == .size(width: 0, height: 10))
        #expect(r.timeline.value(of: v, .shadowOffset, at: s(3)) == .size(width: 0, height: 10))
    }
}
