import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CAKeyframeAnimation.path` for `position`, with and without `rotationMode`, sampled within
/// 0.25 pt and 0.25° of the path.
@Suite struct CAKeyframePathTests {
    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["box"]!.state }

    private func follow(_ path: UIBezierPath, _ configure: (CAKeyframeAnimation) -> Void) -> Recording {
        let box = makeBox()
        return record { stage, _ in
            stage.addSubview(box)
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = path.cgPath
            configure(along)
            box.layer.add(along, forKey: "along")
        }
    }

    /// Edge: two straight lines, one per half of the time; the tangent turns at the corner.
    @Test func linesTakeOneSpanEach() throws {
        let corner = UIBezierPath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 100, y: 0))
        corner.addLine(to: CGPoint(x: 100, y: 100))
        let r = follow(corner) {
            $0.duration = 2
            $0.rotationMode = .rotateAuto
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        for (t, x, y, angle) in [(0.5, 50.0, 0.0, 0.0), (0.99, 99.0, 0.0, 0.0), (1.5, 100.0, 50.0, Double.pi / 2)] {
            let v = try state(r, t)
            #expect(abs(v.centerX - x) < 1e-6 && abs(v.centerY - y) < 1e-6, "t=\(t): \(v.centerX), \(v.centerY)")
            #expect(abs(v.transform.rotation - angle) < 1e-9, "t=\(t): \(v.transform.rotation)")
        }
        #expect(try state(r, 2).centerX == 200 && state(r, 2).transform.rotation == 0)   // the model after
    }

    /// A circle at constant speed (paced), facing backwards: within 0.25 pt of the circle at
    /// the distance travelled, and within 0.25° of the reversed tangent.
    @Test func pacedCircleFacingBackwards() throws {
        let circle = UIBezierPath(ovalIn: CGRect(x: 100, y: 50, width: 100, height: 100))
        let r = follow(circle) {
            $0.duration = 1
            $0.calculationMode = .paced
            $0.rotationMode = .rotateAutoReverse
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        for i in 0..<100 {
            let u = Double(i) / 100
            let v = try state(r, u)
            let phase = 2 * Double.pi * u   // from the rightmost point, clockwise on screen
            #expect(hypot(v.centerX - (150 + 50 * cos(phase)), v.centerY - (100 + 50 * sin(phase))) <= 0.25, "u=\(u)")
            let tangent = phase + Double.pi / 2 + Double.pi
            let off = TransformComponents.nearest(v.transform.rotation, to: tangent) - tangent
            #expect(abs(off) <= 0.25 * Double.pi / 180, "u=\(u): \(off)")
        }
    }

    /// A cubic in linear mode moves with the curve's parameter along the timing function.
    @Test func cubicFollowsItsParameter() throws {
        let swoop = UIBezierPath()
        swoop.move(to: CGPoint(x: 0, y: 0))
        swoop.addCurve(to: CGPoint(x: 300, y: 0), controlPoint1: CGPoint(x: 0, y: 200), controlPoint2: CGPoint(x: 300, y: 200))
        let r = follow(swoop) {
            $0.duration = 1
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }
        for i in 0..<50 {
            let u = Double(i) / 50
            let t = TimingCurve.easeIn.progress(at: u)
            let x = 3 * (1 - t) * t * t * 300 + t * t * t * 300, y = 3 * (1 - t) * (1 - t) * t * 200 + 3 * (1 - t) * t * t * 200
            let v = try state(r, u)
            #expect(hypot(v.centerX - x, v.centerY - y) <= 0.25, "u=\(u)")
        }
    }

    /// A path inside a group with a fade, beginning 0.5 s in: the model before, the path after,
    /// turning with it.
    @Test func aPathInAGroup() throws {
        let corner = UIBezierPath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 100, y: 0))
        corner.addLine(to: CGPoint(x: 100, y: 100))
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = corner.cgPath
            along.rotationMode = .rotateAuto
            along.duration = 1
            along.beginTime = 0.5
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            let group = CAAnimationGroup()
            group.animations = [along, fade]
            group.duration = 2
            box.layer.add(group, forKey: nil)
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try state(r, 0.25).centerX == 200)
        #expect(try abs(state(r, 0.75).centerX - 50) < 1e-6 && state(r, 0.75).transform.rotation == 0)
        #expect(try abs(state(r, 1.25).centerY - 50) < 1e-6 && abs(state(r, 1.25).transform.rotation - Double.pi / 2) < 1e-9)
        #expect(try abs(state(r, 1.25).alpha - 0.375) < 1e-9)
        #expect(try state(r, 1.75).centerX == 200)
    }

    /// Edge: other modes, other key paths, several subpaths and an additive path inside a
    /// group are reported.
    @Test func unsupportedPathsAreReported() throws {
        let two = UIBezierPath()
        two.move(to: .zero)
        two.addLine(to: CGPoint(x: 10, y: 0))
        two.move(to: CGPoint(x: 0, y: 10))
        two.addLine(to: CGPoint(x: 10, y: 10))
        #expect(follow(two) { _ in }.problems.map(\.message).contains { $0.contains("several subpaths") })
        let line = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(follow(line) { $0.calculationMode = .discrete }.problems.map(\.message).contains { $0.contains(".discrete") })
        #expect(follow(line) { $0.keyPath = "opacity" }.problems.map(\.message).contains { $0.contains("only \"position\"") })
        let box = makeBox()
        let grouped = record { stage, _ in
            stage.addSubview(box)
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = line.cgPath
            along.isAdditive = true
            let group = CAAnimationGroup()
            group.animations = [along]
            box.layer.add(group, forKey: nil)
        }
        #expect(grouped.problems.map(\.message).contains { $0.contains("an additive or cumulative CAKeyframeAnimation.path inside a group") })
    }
}
