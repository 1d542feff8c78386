import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Layer properties Animatic cannot draw as UIKit does are reported, never silently dropped.
@Suite struct UnsupportedLookTests {
    /// Under a superlayer whose sublayer transform has perspective, a zPosition moves the layer
    /// in depth (it grows or shrinks): reported, besides the transform itself. Without
    /// perspective it only orders the siblings (ZPositionTests).
    @Test func aZPositionUnderPerspectiveIsReported() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        parent.accessibilityIdentifier = "parent"
        let a = makeBox("a")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let r = record { stage, _ in
            parent.layer.sublayerTransform = perspective
            a.layer.zPosition = 5
            parent.addSubview(a)
            stage.addSubview(parent)
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.sublayerTransform", feature: "a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D"),
            .notSupported(call: "CALayer.zPosition", feature: "a zPosition other than 0 under a sublayer transform with "
                + "perspective (view a, 5.0): it would move the layer in depth, and SVG draws 2D"),
        ])
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
