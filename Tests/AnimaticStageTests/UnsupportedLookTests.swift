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

    @Test func aShadowPathOfAnyShapeIsDrawnAsItIsWhenTheViewJoins() throws {
        let card = makeBox("card")
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        let odd = makeBox("odd")
        odd.layer.shadowOpacity = 0.3
        odd.layer.shadowPath = UIBezierPath(ovalIn: odd.bounds).cgPath
        let late = makeBox("late")
        late.layer.shadowOpacity = 0.3
        let r = record { stage, clock in
            stage.addSubview(card)
            stage.addSubview(odd)
            stage.addSubview(late)
            // In the instant the view joins it may still change; later, the same path again is
            // no change, another one is reported (it is drawn as it was when the view joined).
            late.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 20, width: 100, height: 100)).cgPath
            clock.schedule(at: s(1)) {
                late.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 20, width: 100, height: 100)).cgPath
                odd.layer.shadowPath = nil
            }
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.shadowPath",
                          feature: "changing it after the view joined the stage (view odd is drawn as it was when it joined)"),
        ])
        #expect(r.timeline.views.map(\.look.shadowPath) == [
            UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath.elements,
            UIBezierPath(ovalIn: odd.bounds).cgPath.elements,
            [.move(x: 0, y: 20), .line(x: 100, y: 20), .line(x: 100, y: 120), .line(x: 0, y: 120), .close],
        ])
    }
}
