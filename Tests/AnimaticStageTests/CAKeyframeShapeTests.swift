import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `tensionValues`, `continuityValues` and `biasValues` shape the cubic keyframe modes
/// (Kochanek–Bartels tangents at each value, 0 where none is given: Apple,
/// `CAKeyframeAnimation.tensionValues`), and `NSValue(caTransform3D:)` boxes a transform for an
/// animation's values.
@Suite struct CAKeyframeShapeTests {
    /// `position.x` through 0, 100, 300 at key times 0, 0.5, 1 over 2 s, linear, in `mode`.
    private func move(_ mode: CAAnimationCalculationMode = .cubic, tension: [NSNumber]? = nil,
                      continuity: [NSNumber]? = nil, bias: [NSNumber]? = nil) -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = [0, 100, 300]
            animation.calculationMode = mode
            animation.tensionValues = tension
            animation.continuityValues = continuity
            animation.biasValues = bias
            animation.duration = 2
            box.layer.add(animation, forKey: nil)
        }
    }

    private func x(_ r: Recording, at t: Double) throws -> Double {
        try r.timeline.state(at: s(t))["box"]!.state.centerX
    }

    /// Halfway through the first span (0 → 100) the Hermite curve is 0.5·0 + 0.125·m1 +
    /// 0.5·100 − 0.125·m2, with m1 = 50 (the tangent leaving the first value) and m2 the
    /// tangent arriving at 100: 150 for Catmull–Rom (all zeros), 0 with tension 1 there,
    /// 100 with bias 1 there (only the chord before it counts), 200 with continuity 1 there
    /// (the arriving tangent is only the chord after it).
    @Test(arguments: [
        ("catmull-rom", [NSNumber](), [NSNumber](), [NSNumber](), 37.5),
        ("tension", [0, 1], [], [], 56.25),
        ("bias", [], [], [0, 1], 43.75),
        ("continuity", [], [0, 1], [], 31.25),
    ] as [(String, [NSNumber], [NSNumber], [NSNumber], Double)])
    func theTangentAtEachValueFollowsItsParameters(name: String, tension: [NSNumber], continuity: [NSNumber],
                                                   bias: [NSNumber], expected: Double) throws {
        let r = move(tension: tension, continuity: continuity, bias: bias)
        #expect(r.problems.isEmpty)
        let halfway = try x(r, at: 0.5)
        #expect(abs(halfway - expected) <= 0.25, "\(name): \(halfway)")
        // Every value is still reached exactly at its key time.
        #expect(abs(try x(r, at: 1) - 100) < 1e-6, "\(name)")
    }

    @Test func missingEntriesAreZeroAndOtherModesIgnoreThem() throws {
        // One entry for three values: the others are 0, so this is Catmull–Rom.
        let short = move(tension: [0])
        #expect(abs(try x(short, at: 0.5) - 37.5) <= 0.25)
        // Linear mode ignores them, as Core Animation does: halfway to 100 is 50.
        let linear = move(.linear, tension: [1, 1, 1])
        #expect(try x(linear, at: 0.5) == 50)
        #expect(linear.problems.isEmpty)
    }

    /// (Along a straight line, constant speed hides the tangents: a bend shows them.)
    @Test func cubicPacedUsesThemToo() throws {
        func bend(tension: [NSNumber]?) -> Recording {
            let box = makeBox()
            return record { stage, _ in
                stage.addSubview(box)
                let animation = CAKeyframeAnimation(keyPath: "position")
                animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 0)]
                animation.calculationMode = .cubicPaced
                animation.tensionValues = tension
                animation.duration = 1
                box.layer.add(animation, forKey: nil)
            }
        }
        let plain = bend(tension: nil), tight = bend(tension: [0, 1, 0])
        #expect(plain.problems.isEmpty && tight.problems.isEmpty)
        let ys = try [0.2, 0.3, 0.4].map { t in
            try abs(plain.timeline.state(at: s(t))["box"]!.state.centerY - tight.timeline.state(at: s(t))["box"]!.state.centerY)
        }
        #expect(ys.max()! > 1, "\(ys)")
    }

    // MARK: - NSValue(caTransform3D:)

    @Test func aBoxedTransformComesBackWhole() {
        var t = CATransform3DMakeRotation(0.3, 0, 0, 1)
        t.m34 = -1 / 500
        t.m41 = 12.5
        let value = NSValue(caTransform3D: t)
        #expect(value.caTransform3DValue == t)
        #expect(NSValue(caTransform3D: CATransform3DIdentity).caTransform3DValue == CATransform3DIdentity)
        // Something else boxed: all zeros, not a crash.
        #expect(NSNumber(value: 3).caTransform3DValue == CATransform3D())
    }

    @Test func boxedTransformsAnimateAsTheTransformsThemselves() throws {
        func recording(_ wrap: (CATransform3D) -> Any) -> Recording {
            let box = makeBox()
            return record { stage, _ in
                stage.addSubview(box)
                let pop = CAKeyframeAnimation(keyPath: "transform")
                pop.values = [wrap(CATransform3DMakeScale(0.5, 0.5, 1)), wrap(CATransform3DMakeScale(1.2, 1.2, 1)),
                              wrap(CATransform3DIdentity)]
                pop.duration = 1
                box.layer.add(pop, forKey: "pop")
                let spin = CABasicAnimation(keyPath: "transform")
                spin.fromValue = wrap(CATransform3DMakeRotation(0, 0, 0, 1))
                spin.toValue = wrap(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
                spin.beginTime = CACurrentMediaTime() + 2
                box.layer.add(spin, forKey: "spin")
            }
        }
        let boxed = recording { NSValue(caTransform3D: $0) }
        let plain = recording { $0 }
        #expect(boxed.problems.isEmpty)
        #expect(boxed.timeline.text == plain.timeline.text)
        #expect(abs(try boxed.timeline.state(at: s(0.25))["box"]!.state.transform.scaleX - 0.85) < 1e-12)
        // A boxed transform that is not affine animates as the transform does, in 3D: halfway
        // through 0.25 s the view has turned π/6 about y (within the sampling's 0.25 pt).
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let flip = CABasicAnimation(keyPath: "transform")
            flip.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
            box.layer.add(flip, forKey: nil)
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(abs(try r.timeline.state(at: s(0.125))["box"]!.state.transform.scaleX - cos(.pi / 6)) * 100 <= 0.25)
    }

    // MARK: - contents

    /// Core Animation cross-fades a layer's `contents` images; a plain view's layer draws no
    /// contents, and a group of contents is not supported: both are reported, never dropped.
    @Test func aContentsCrossFadeOfAPlainLayerOrInAGroupIsReported() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let fade = CABasicAnimation(keyPath: "contents")
            fade.toValue = UIImage()
            fade.duration = 0.5
            box.layer.add(fade, forKey: "fade")
            let group = CAAnimationGroup()
            group.animations = [fade]
            box.layer.add(group, forKey: "group")
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.add(_:forKey:)",
                          feature: "animating contents of a layer that is not an image view's (view box draws no image)"),
            .notSupported(call: "CALayer.add(_:forKey:)",
                          feature: "animating \"contents\" inside a CAAnimationGroup (add the CABasicAnimation of contents "
                            + "to the image view's layer on its own, where it cross-fades the images)"),
        ])
        #expect(r.timeline.segmentCount == 0)
    }
}
