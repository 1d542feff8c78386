import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CALayer.sublayerTransform` (Apple, CALayer.sublayerTransform: "Specifies the transform to
/// apply to sublayers when rendering. [...] The default value is the identity transform.
/// Animatable."), applied about the layer's anchor point as its own transform is: the geometry
/// property added through the three-file recipe (`AnimatedProperty.swift`, `CALayer.swift`,
/// `SVGContent.swift`; CONTRIBUTING.md, "Add a geometry property"). Before it, a value other
/// than the identity was reported as not supported and the sublayers drawn without it.
@Suite struct SublayerTransformTests {
    /// A 100×100 container at (100, 100) with a 20×20 child in its top-left corner.
    private func container(_ name: String = "container") -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.accessibilityIdentifier = name
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        child.accessibilityIdentifier = "child"
        container.addSubview(child)
        return (container, child)
    }

    private func rotation(_ value: TimelineValue?) -> Double? {
        if case .transform(let t) = value { return t.rotation }
        return nil
    }

    /// The turn of a sublayer transform, in 0..<2π: the timeline keeps each rotation nearest to
    /// the one before (a jump back to the identity after a half turn is recorded as 2π, the same
    /// picture), as it does for `transform`.
    private func angle(_ value: TimelineValue?) -> Double? {
        rotation(value).map { let a = $0.truncatingRemainder(dividingBy: 2 * .pi); return abs(a - 2 * .pi) < 1e-12 ? 0 : a < 0 ? a + 2 * .pi : a }
    }

    /// Where the model puts the child's centre (10, 10) on the stage at `t`.
    private func childCentre(_ r: Recording, at t: Double) throws -> (x: Double, y: Double) {
        let child = try #require(try r.timeline.state(at: s(t))["child"])
        return child.matrixToStage.apply(10, 10)
    }

    private func near(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
        abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9
    }

    // MARK: - Model

    /// The identity by default; a value set before the view joins is its initial state; the
    /// timeline records nothing for either.
    @Test func theInitialStateIsTheModelValueAndTheIdentityByDefault() {
        let (plain, _) = container("plain")
        let (turned, _) = container("turned")
        #expect(CATransform3DIsIdentity(plain.layer.sublayerTransform))
        turned.layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let r = record { stage, _ in
            stage.addSubview(plain)
            stage.addSubview(turned)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == "")
        #expect(r.timeline.views[0].initial.value(of: .sublayerTransform) == .transform(.identity))
        #expect(rotation(r.timeline.views[2].initial.value(of: .sublayerTransform)) == .pi / 2)
    }

    /// The sublayers turn about the container's anchor point: a quarter turn takes the child's
    /// centre (10, 10) of the container's bounds to (90, 10), so (190, 110) on the stage; the
    /// container itself does not move (its own matrix has no sublayer transform). With the
    /// anchor at the top-left corner (the position stays, so the frame moves to (150, 150)) the
    /// turn is about the corner: (−10, 10), so (140, 160).
    @Test func theSubviewsTurnAboutTheAnchorPointAndTheViewDoesNot() throws {
        let (box, _) = container()
        box.layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let (corner, _) = container("corner")
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(near(try childCentre(r, at: 0), (190, 110)))
        let own = try #require(try r.timeline.state(at: s(0))["container"])
        #expect(near(own.matrixToStage.apply(0, 0), (100, 100)))
        #expect(near(own.matrixToStage.apply(100, 100), (200, 200)))

        corner.layer.anchorPoint = .zero
        corner.layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let r2 = record { stage, _ in stage.addSubview(corner) }
        #expect(near(try childCentre(r2, at: 0), (140, 160)))
    }

    /// A scale and a translation compose as Core Animation's matrices do (translation last):
    /// scale 2 about the centre (50, 50) takes (10, 10) to (−30, −30), then +(5, 0): (−25, −30)
    /// in the container, (75, 70) on the stage. The bounds origin still moves the subviews, inside
    /// the sublayer transform: an origin of (10, 0) moves the child's centre to (0, 10) before the
    /// scale, so (−50, −30) + (5, 0), (55, 70) on the stage.
    @Test func aScaleAndATranslationComposeWithTheBoundsOrigin() throws {
        let (box, _) = container()
        box.layer.sublayerTransform = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 2.5, 0, 0)
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.problems.isEmpty)
        #expect(near(try childCentre(r, at: 0), (75, 70)))
        let (shifted, _) = container("shifted")
        shifted.layer.sublayerTransform = box.layer.sublayerTransform
        shifted.bounds.origin = CGPoint(x: 10, y: 0)
        let r2 = record { stage, _ in stage.addSubview(shifted) }
        #expect(near(try childCentre(r2, at: 0), (55, 70)))
    }

    // MARK: - Recording

    /// A CABasicAnimation of "sublayerTransform.rotation.z" animates it, found through the
    /// descriptor's key path and fields alone (a spinner's container); removed on completion,
    /// the model value shows again. UIView blocks do not animate a layer's sublayer transform
    /// (it is not among UIView's animatable properties): a change inside one is at once.
    @Test func aBasicAnimationOfTheRotationAnimatesItAndAViewBlockSetsItAtOnce() throws {
        let (box, _) = container()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                let spin = CABasicAnimation(keyPath: "sublayerTransform.rotation.z")
                spin.fromValue = 0
                spin.toValue = Double.pi
                spin.duration = 1
                box.layer.add(spin, forKey: "spin")
            }
            clock.schedule(at: s(3)) {
                UIView.animate(withDuration: 1) { box.layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
            }
        }
        #expect(r.problems.isEmpty)
        let v = try #require(r.timeline.view(named: "container"))
        #expect(rotation(r.timeline.value(of: v, .sublayerTransform, at: s(0.5))) == 0)
        #expect(abs(try #require(rotation(r.timeline.value(of: v, .sublayerTransform, at: s(1.5)))) - .pi / 2) < 1e-12)
        #expect(near(try childCentre(r, at: 1.5), (190, 110)))
        #expect(angle(r.timeline.value(of: v, .sublayerTransform, at: s(2.5))) == 0)
        #expect(abs(try #require(angle(r.timeline.value(of: v, .sublayerTransform, at: s(3)))) - .pi / 2) < 1e-12)
        #expect(near(try childCentre(r, at: 2.5), (10 + 100, 10 + 100)))
        #expect(near(try childCentre(r, at: 3), (190, 110)))
        #expect(r.timeline.endlessRepeat(of: v, .sublayerTransform) == nil)
    }

    /// A standalone layer (a sublayer added with `addSublayer`) runs Core Animation's implicit
    /// animation, 0.25 s (Apple, "Core Animation Programming Guide", "Changing a Layer's Default
    /// Behavior"); inside a transaction with actions disabled the change is at once.
    @Test func aStandaloneLayerAnimatesImplicitly() throws {
        let host = makeBox()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.name = "layer"
        let r = record { stage, clock in
            stage.addSubview(host)
            host.layer.addSublayer(layer)
            clock.schedule(at: s(1)) { layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }
            clock.schedule(at: s(2)) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.sublayerTransform = CATransform3DIdentity
                CATransaction.commit()
            }
        }
        #expect(r.problems.isEmpty)
        let v = try #require(r.timeline.view(named: "layer"))
        func scale(_ t: Double) -> Double? {
            if case .transform(let c) = r.timeline.value(of: v, .sublayerTransform, at: s(t)) { return c.scaleX }
            return nil
        }
        #expect(scale(1) == 1)
        #expect(try #require(scale(1.125)) > 1 && scale(1.125)! < 2)
        #expect(scale(1.25) == 2)
        #expect(scale(2) == 1)
    }

    /// A value that cannot be shown (an entry that is not finite) is reported as a value the
    /// key cannot show, naming the view and the key, and records nothing.
    @Test func aNonFiniteValueIsReported() {
        let (box, _) = container()
        var broken = CATransform3DIdentity
        broken.m41 = .infinity
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) { box.layer.sublayerTransform = broken }
        }
        #expect(r.timeline.text == "")
        #expect(r.problems.count == 1)
        #expect("\(r.problems)".contains("layer.sublayerTransform"))
    }
}
