import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// 3D transforms animated as Core Animation interpolates them (decomposed, the turn along the
/// great circle) and drawn as the layer's plane shows them: the 2D projection sampled within
/// 0.25 pt at the view's corners.
@Suite struct Transform3DAnimationTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-12) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) < tolerance }
    }

    private func matrix(_ r: Recording, _ t: Double, _ name: String = "box") throws -> AffineMatrix {
        try r.timeline.state(at: s(t))[name]!.state.transform.matrix
    }

    private func perspective(_ d: CGFloat = 100) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return t
    }

    /// Edge first: the identity, a reflection, no decomposition (m44 0, a zero scale); then
    /// matrices of every part come back from their parts.
    @Test func decompositionRoundTrips() throws {
        let identity = try #require(DecomposedTransform3D(CATransform3DIdentity))
        #expect(identity.quaternion == (0, 0, 0, 1) && identity.scale == (1, 1, 1) && identity.perspective == (0, 0, 0, 1))
        #expect(DecomposedTransform3D(CATransform3D()) == nil)
        #expect(DecomposedTransform3D(CATransform3DMakeScale(0, 1, 1)) == nil)
        let mirror = try #require(DecomposedTransform3D(CATransform3DMakeScale(-2, 3, 1)))
        #expect(close(mirror.matrix, CATransform3DMakeScale(-2, 3, 1)))
        let turn = try #require(DecomposedTransform3D(CATransform3DMakeRotation(.pi / 3, 0, 1, 0)))
        #expect(abs(turn.quaternion.1 - sin(.pi / 6)) < 1e-12 && abs(turn.quaternion.3 - cos(.pi / 6)) < 1e-12)
        #expect(abs(turn.quaternion.0) < 1e-12 && abs(turn.quaternion.2) < 1e-12)
        var skewed = CATransform3DIdentity
        skewed.m21 = 0.4
        let cases: [CATransform3D] = [
            CATransform3DMakeRotation(.pi, 1, 0, 0),
            CATransform3DMakeRotation(2.5, 1, 2, 3),
            CATransform3DRotate(CATransform3DTranslate(CATransform3DMakeScale(2, 0.5, 3), 10, -20, 5), 0.7, 0, 1, 1),
            CATransform3DRotate(perspective(500), -.pi / 2, 1, 0, 0),
            CATransform3DConcat(CATransform3DRotate(perspective(), 1, 1, 0, 0), CATransform3DTranslate(perspective(), 3, 4, 0)),
            CATransform3DConcat(skewed, CATransform3DMakeRotation(0.3, 0, 0, 1)),
        ]
        for t in cases {
            let parts = try #require(DecomposedTransform3D(t))
            #expect(close(parts.matrix, t, 1e-9), "\(t)")
        }
    }

    /// The turn interpolates along the great circle: halfway from no turn to π about y is π/2
    /// about y (edge on), not a blend of the matrices (which would be the zero x scale with no
    /// depth); translations, scales and perspective mix linearly.
    @Test func interpolationTurnsAlongTheGreatCircle() throws {
        let a = try #require(DecomposedTransform3D(CATransform3DIdentity))
        let b = try #require(DecomposedTransform3D(CATransform3DMakeRotation(.pi, 0, 1, 0)))
        #expect(close(DecomposedTransform3D.interpolate(a, b, 0.5).matrix, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)))
        #expect(close(DecomposedTransform3D.interpolate(a, b, 0.25).matrix, CATransform3DMakeRotation(.pi / 4, 0, 1, 0)))
        let c = try #require(DecomposedTransform3D(CATransform3DTranslate(CATransform3DMakeScale(3, 3, 1), 40, 0, 0)))
        let mid = DecomposedTransform3D.interpolate(a, c, 0.5).matrix
        #expect(close(mid, CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(60, 0, 0))))
        #expect(DecomposedTransform3D.interpolate(a, b, 0) == a)
    }

    /// IBAnimatable's Triforce: a keyframe turn about y from 0 to π, linear, forever. The view
    /// narrows as cos(πt), is edge on at 0.5 and comes back mirrored (a negative x scale, no
    /// turn in the plane); at every instant within 0.25 pt of the projection at its corners.
    @Test func aTurnAboutYNarrowsAndMirrors() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.keyTimes = [0, 1]
            spin.values = [NSValue(caTransform3D: CATransform3DMakeRotation(0, 0, 1, 0)),
                           NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 1, 0))]
            // Two functions for two values, as IBAnimatable writes it: the extra one is unused.
            spin.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear)]
            spin.duration = 1
            spin.repeatCount = .infinity
            spin.isRemovedOnCompletion = false
            box.layer.add(spin, forKey: "spin")
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try matrix(r, 0) == .identity)
        for k in 1...39 {
            let t = Double(k) / 40
            let m = try matrix(r, t)
            #expect(abs(m.a - cos(.pi * t)) * 100 <= 0.25, "t \(t): a \(m.a)")
            #expect(abs(m.b) < 1e-9 && abs(m.c) < 1e-9 && abs(m.d - 1) < 1e-9, "t \(t): \(m)")
            #expect(try r.timeline.state(at: s(t))["box"]!.state.transform.rotation == 0)
        }
        let m = try matrix(r, 2.25)   // the third pass, a quarter in
        #expect(abs(m.a - cos(.pi / 4)) * 100 <= 0.25)
    }

    /// `transform.rotation.x` and `.y` animate the angle as a number (so 2π is a whole turn
    /// about x, through a mirrored view), keeping the model's other parts (a scale of 2).
    @Test func rotationKeyPathsAboutXAndY() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layer.transform = CATransform3DMakeScale(2, 2, 1)
            let x = CABasicAnimation(keyPath: "transform.rotation.x")
            x.fromValue = 0
            x.toValue = 2 * Double.pi
            x.duration = 1
            box.layer.add(x, forKey: nil)
            let y = CABasicAnimation(keyPath: "transform.rotation.y")
            y.toValue = CGFloat.pi / 2
            y.duration = 1
            y.beginTime = CACurrentMediaTime() + 2
            y.timingFunction = CAMediaTimingFunction(name: .easeIn)
            box.layer.add(y, forKey: nil)
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        for k in 1...19 {
            let t = Double(k) / 20
            let m = try matrix(r, t)
            #expect(abs(m.d - 2 * cos(2 * .pi * t)) * 100 <= 0.25, "t \(t): d \(m.d)")
            #expect(abs(m.a - 2) < 1e-9)
            let progress = TimingCurve.easeIn.progress(at: t)
            let n = try matrix(r, 2 + t)
            #expect(abs(n.a - 2 * cos(.pi / 2 * progress)) * 100 <= 0.25, "t \(2 + t): a \(n.a)")
        }
        #expect(try matrix(r, 1.5) == AffineMatrix.scale(2, 2))   // removed: the model again
    }

    /// NVActivityIndicatorView's SquareSpin turns under `m34` between its key frames: the
    /// plane's projection is no 2D transform there, reported with the instant; static values
    /// whose perspective terms are rounding (sin π × m34) are flat.
    @Test func perspectiveOnThePlaneIsReportedWithItsInstant() throws {
        func turned(_ x: CGFloat, _ y: CGFloat) -> CATransform3D {
            var rx = CATransform3DMakeRotation(x, 1, 0, 0)
            rx.m34 = -1 / 100
            var ry = CATransform3DMakeRotation(y, 0, 1, 0)
            ry.m34 = -1 / 100
            return CATransform3DConcat(rx, ry)
        }
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layer.transform = turned(.pi, 0)
            #expect(abs(box.transform.d + 1) < 1e-12 && box.transform.a == 1)
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = [turned(0, 0), turned(.pi, 0)].map { NSValue(caTransform3D: $0) }
            spin.duration = 3
            box.layer.add(spin, forKey: nil)
        }
        let messages = r.problems.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("perspective on the layer's plane") == true, "\(messages)")
        #expect(messages.first?.contains("\"transform\"") == true)
    }

    /// SquareSpin's first span on a shape layer (a filled 40-point square, no stroke): drawn as
    /// its path seen in perspective, each vertex within 0.25 pt of Core Animation's projection
    /// (the turn about x slerped, the perspective −0.02 → 0 linearly; at a quarter the square is a
    /// trapezoid narrow at the top, edge on at the middle), the 2D transform the identity. A
    /// stroked or curved shape, or a plain view, is reported naming what it draws.
    @Test func aFlatShapeInPerspectiveIsItsProjectedPath() throws {
        func turned(_ x: CGFloat) -> CATransform3D {
            var rx = CATransform3DMakeRotation(x, 1, 0, 0)
            rx.m34 = -1 / 100
            var ry = CATransform3DIdentity
            ry.m34 = -1 / 100
            return CATransform3DConcat(rx, ry)
        }
        func spin() -> CAKeyframeAnimation {
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = [turned(0), turned(.pi)].map { NSValue(caTransform3D: $0) }
            spin.duration = 3
            spin.repeatCount = .infinity
            return spin
        }
        func square(_ name: String) -> CAShapeLayer {
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
            let path = UIBezierPath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 40, y: 0))
            path.addLine(to: CGPoint(x: 40, y: 40))
            path.addLine(to: CGPoint(x: 0, y: 40))
            layer.path = path.cgPath
            layer.fillColor = UIColor.red.cgColor
            layer.name = name
            return layer
        }
        let stroked = square("stroked")
        stroked.strokeColor = UIColor.blue.cgColor
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let r = record { stage, _ in
            stage.addSubview(host)
            for layer in [square("square"), stroked] {
                host.layer.addSublayer(layer)
                layer.add(spin(), forKey: "spin")
            }
        }
        #expect(r.problems.count == 1, "\(r.problems)")
        #expect(r.problems.first?.message.contains("a stroked path") == true, "\(r.problems)")
        let view = try #require(r.timeline.view(named: "square"))
        for k in 0...24 {
            let t = 1.5 * Double(k) / 24, u = t / 3
            let path = try #require(r.timeline.path(of: view, at: s(t)))
            let corners = path.compactMap { element -> (Double, Double)? in
                if case .move(let x, let y) = element { return (x, y) }
                if case .line(let x, let y) = element { return (x, y) }
                return nil
            }
            #expect(corners.count == 4)
            for ((x, y), (x0, y0)) in zip(corners, [(0.0, 0.0), (40, 0), (40, 40), (0, 40)]) {
                let (qx, qy) = (x0 - 20, y0 - 20)
                let w = 1 + qy * sin(.pi * u) * (-0.02 * (1 - u))
                let (ex, ey) = (qx / w + 20, qy * cos(.pi * u) / w + 20)
                #expect(hypot(x - ex, y - ey) <= 0.25, "t \(t): (\(x), \(y)) for (\(ex), \(ey))")
            }
            #expect(try r.timeline.state(at: s(t))["square"]!.state.transform == .identity)
        }
        let quarter = try #require(r.timeline.path(of: view, at: s(0.75)))
        guard case .line(let topRight, _) = quarter[1], case .line(let bottomRight, _) = quarter[2] else { Issue.record("\(quarter)"); return }
        #expect(topRight < 40 && bottomRight > 40)   // narrow at the top, wide at the bottom
    }

    /// A plane seen exactly edge on covers no area, with perspective or not: YokoTextField's
    /// fold (−90° about x under m34 = 1/800, anchored at the bottom) is drawn as nothing (the
    /// zero matrix) and reads back as set; a turn a millionth short of it has perspective and is
    /// reported.
    @Test func aPlaneSeenEdgeOnIsDrawnAsNothing() throws {
        var fold = CATransform3DIdentity
        fold.m34 = 1 / 800
        fold = CATransform3DRotate(fold, -.pi / 2, 1, 0, 0)
        var almost = CATransform3DIdentity
        almost.m34 = 1 / 800
        almost = CATransform3DRotate(almost, -.pi / 2 + 1e-6, 1, 0, 0)
        #expect(fold.isEdgeOn && !fold.isFlatOnPlane && !almost.isEdgeOn)
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            box.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
            box.layer.transform = fold
            #expect(box.layer.transform == fold)
            #expect(box.transform == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
            clock.schedule(at: s(1)) { box.layer.transform = almost }
        }
        #expect(r.problems.count == 1 && r.problems[0].message.contains("perspective"), "\(r.problems)")
        let m = try matrix(r, 0.5)
        #expect(m.a == 0 && m.b == 0 && m.c == 0 && m.d == 0)
    }

    /// Key-value coding reads and sets the turn about x or y of a layer's transform.
    @Test func keyValueCodingOfTurnsAboutXAndY() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
            #expect(abs((box.layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0) - 0.5) < 1e-12)
            #expect((box.layer.value(forKeyPath: "transform.rotation.x") as? CGFloat) == nil)
            box.layer.transform = CATransform3DIdentity
            box.layer.setValue(0.3, forKeyPath: "transform.rotation.x")
            #expect(close(box.layer.transform, CATransform3DMakeRotation(0.3, 1, 0, 0)))
        }
        #expect(r.problems.count == 1, "\(r.problems)")   // reading the turn about x of a turn about y
        #expect(abs(try matrix(r, 0).d - cos(0.3)) < 1e-12)
    }
}
