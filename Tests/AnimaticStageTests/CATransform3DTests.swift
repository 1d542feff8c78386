import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CATransform3D`: the functions' matrices, the layer's transform as its view's 2D one (the
/// plane's exact projection), and the `transform` key path with 3D values.
@Suite struct CATransform3DTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

    /// Edge: the zero matrix, a zero rotation axis, and a matrix without inverse.
    @Test func edgeCases() {
        #expect(CATransform3D().rows.joined().allSatisfy { $0 == 0 })
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    /// Rotation about z is CGAffineTransform's; Translate/Scale/Rotate apply their step first;
    /// Concat(a, b) is a then b; the inverse undoes.
    @Test func matricesAreCoreAnimations() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(quarter, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))))
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 5, 0).m41 == 20)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 5, 0).m42 == 15)
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)).m41 == 20)
        #expect(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0)).m41 == 10)
        #expect(close(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1), quarter))
        #expect(close(CATransform3DScale(CATransform3DIdentity, 2, 2, 2), CATransform3DMakeScale(2, 2, 2)))
        let y = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(abs(y.m11 - 0.5) < 1e-12 && abs(y.m13 + sin(.pi / 3)) < 1e-12 && abs(y.m31 - sin(.pi / 3)) < 1e-12)
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.7, 1, 2, 3)
        t.m34 = -1.0 / 500
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
        #expect(!CATransform3DIsAffine(y))
        #expect(!CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(7, 8, 9)) == CGAffineTransform(translationX: 7, y: 8))
        #expect(CATransform3DEqualToTransform(quarter, quarter))
    }

    /// The layer's transform is the view's: 2D exactly, a turn about y head on as the plane's
    /// projection (narrower), and m34 alone changes nothing on the plane.
    @Test func theLayersTransformIsTheViews() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            box.layer.transform = CATransform3DMakeScale(2, 2, 1)
            #expect(box.transform == CGAffineTransform(scaleX: 2, y: 2))
            clock.schedule(at: s(1)) {
                box.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
                #expect(abs(box.transform.a - 0.5) < 1e-12 && box.transform.d == 1)
                #expect(box.layer.transform == CATransform3DMakeRotation(.pi / 3, 0, 1, 0))   // kept whole
            }
            clock.schedule(at: s(2)) {
                var t = CATransform3DIdentity
                t.m34 = -1.0 / 500
                box.layer.transform = t
                box.transform = CGAffineTransform(rotationAngle: 0.5)
                #expect(box.layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.5)))
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try state(r, 0.5).transform.scaleX == 2)
        #expect(try abs(state(r, 1.5).transform.scaleX - 0.5) < 1e-12)
        #expect(try abs(state(r, 2.5).transform.rotation - 0.5) < 1e-12)
    }

    /// Perspective with a turn about y has no 2D form; animating to a turn about y would be
    /// interpolated in 3D: both reported. A 2D layer transform in a block animates.
    @Test func perspectiveAndThreeDAnimationsAreReported() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            box.layer.transform = CATransform3DRotate(t, 0.5, 0, 1, 0)
            UIView.animate(withDuration: 1) { box.layer.transform = CATransform3DMakeRotation(0.5, 1, 0, 0) }
        }
        let messages = r.problems.map(\.message)
        #expect(messages.contains { $0.contains("CALayer.transform") && $0.contains("perspective") })
        #expect(messages.contains { $0.contains("not affine") })
        let b = makeBox()
        let animated = record { stage, _ in
            stage.addSubview(b)
            UIView.animate(withDuration: 1) { b.layer.transform = CATransform3DMakeScale(3, 3, 1) }
        }
        #expect(animated.problems.isEmpty)
        #expect(try abs(animated.timeline.state(at: s(0.5))["box"]!.state.transform.scaleX - 2) < 1e-9)
    }

    /// The `transform` key path with CATransform3D (and CGAffineTransform) values; additive
    /// transforms, 2D or 3D, are reported (3D turns animate: Transform3DAnimationTests).
    @Test func transformKeyPathWithMatrices() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = CATransform3DIdentity
            grow.toValue = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), 1, 0, 0, 1)
            box.layer.add(grow, forKey: nil)
            let slide = CAKeyframeAnimation(keyPath: "transform")
            slide.values = [CGAffineTransform.identity, CGAffineTransform(translationX: 40, y: 0), CATransform3DIdentity]
            slide.duration = 1
            slide.beginTime = CACurrentMediaTime() + 1
            box.layer.add(slide, forKey: nil)
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        let half = try state(r, 0.125).transform
        #expect(abs(half.scaleX - 1.5) < 1e-9 && abs(half.rotation - 0.5) < 1e-9)
        #expect(try state(r, 0.25).transform == .identity)
        #expect(try abs(state(r, 1.5).transform.translationX - 40) < 1e-9)
        let b = makeBox()
        let bad = record { stage, _ in
            stage.addSubview(b)
            let add = CABasicAnimation(keyPath: "transform")
            add.toValue = CATransform3DMakeScale(2, 2, 1)
            add.isAdditive = true
            b.layer.add(add, forKey: nil)
            let addFlip = CABasicAnimation(keyPath: "transform")
            addFlip.toValue = CATransform3DMakeRotation(.pi, 0, 1, 0)
            addFlip.isAdditive = true
            b.layer.add(addFlip, forKey: nil)
        }
        let messages = bad.problems.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("additive") })
        #expect(messages.contains { $0.contains("CATransform3D") })
    }
}
