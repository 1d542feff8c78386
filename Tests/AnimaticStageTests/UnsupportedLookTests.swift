import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Layer properties Animatic cannot draw as UIKit does are reported, never silently dropped.
@Suite struct UnsupportedLookTests {
    @Test func aZPositionOnStageIsReported() {
        let a = makeBox("a")
        let r = record { stage, _ in
            a.layer.zPosition = 5
            stage.addSubview(a)
        }
        #expect(r.problems == [.notSupported(call: "CALayer.zPosition", feature: "a zPosition other than 0 (view a, 5.0)")])
        #expect(r.problems.map(\.message) == ["CALayer.zPosition: a zPosition other than 0 (view a, 5.0) is not supported yet"])
    }

    @Test func aShadowPathOfTheRoundedBoundsIsFineAnyOtherIsReported() {
        let card = makeBox("card")
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        let plain = makeBox("plain")
        plain.layer.shadowOpacity = 0.3
        plain.layer.shadowPath = UIBezierPath(rect: plain.bounds).cgPath
        let odd = makeBox("odd")
        odd.layer.shadowOpacity = 0.3
        odd.layer.shadowPath = UIBezierPath(ovalIn: odd.bounds).cgPath
        let r = record { stage, _ in
            stage.addSubview(card)
            stage.addSubview(plain)
            stage.addSubview(odd)
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.shadowPath", feature: "a shadow path other than the layer's (rounded) bounds (view odd)"),
        ])
    }
}
