import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Auto Layout places a transformed view by its untransformed frame: it sets `bounds` and
/// `center`, which the transform does not distort (Apple, `UIView.transform`: "In iOS 8.0 and
/// later, the transform property does not affect Auto Layout. Auto Layout calculates a view's
/// alignment rectangle based on its untransformed frame").
@Suite struct TransformedLayoutTests {
    /// A 400×300 box with `child` pinned 20 from the left, 30 from the top, 100×50.
    private func pinned(_ child: UIView) -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 30),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        return box
    }

    @Test func aViewScaledBeforeLayoutGetsTheBoundsItsConstraintsGive() {
        let child = UIView()
        child.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        let box = pinned(child)
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.problems.isEmpty)
        // Before the fix the layout set `frame` through the scale: bounds 83.33×41.67.
        #expect(child.bounds.size == CGSize(width: 100, height: 50))
        #expect(child.center == CGPoint(x: 70, y: 55))
        // The frame is the scaled box around the same centre.
        #expect(child.frame == CGRect(x: 10, y: 25, width: 120, height: 60))
        #expect(child.untransformedFrame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func aLayoutPassAfterAScaleOrAQuarterTurnLeavesBoundsAndCentre() {
        let child = UIView()
        let box = pinned(child)
        var afterScale: (CGSize, CGPoint) = (.zero, .zero)
        var afterTurn: (CGSize, CGPoint, CGRect) = (.zero, .zero, .zero)
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layoutIfNeeded()
            child.transform = CGAffineTransform(scaleX: 2, y: 0.5)
            box.setNeedsLayout()
            box.layoutIfNeeded()
            afterScale = (child.bounds.size, child.center)
            child.transform = CGAffineTransform(rotationAngle: .pi / 2)
            box.setNeedsLayout()
            box.layoutIfNeeded()
            afterTurn = (child.bounds.size, child.center, child.frame)
        }
        #expect(r.problems.isEmpty)
        #expect(afterScale.0 == CGSize(width: 100, height: 50) && afterScale.1 == CGPoint(x: 70, y: 55))
        #expect(afterTurn.0 == CGSize(width: 100, height: 50) && afterTurn.1 == CGPoint(x: 70, y: 55))
        // A quarter turn stands the 100×50 bounds on end around the centre (to within rounding).
        #expect(abs(afterTurn.2.minX - 45) < 1e-9 && abs(afterTurn.2.minY - 5) < 1e-9)
        #expect(abs(afterTurn.2.width - 50) < 1e-9 && abs(afterTurn.2.height - 100) < 1e-9)
    }

    /// A view that translates its autoresizing mask is held at its untransformed frame, so a
    /// sibling constrained to its trailing edge starts after the 40-point-wide frame, not after
    /// the doubled box.
    @Test func aScaledTranslatingViewAnchorsOthersByItsUntransformedFrame() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let held = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        held.transform = CGAffineTransform(scaleX: 2, y: 2)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(held)
        box.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: held.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: held.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 30),
            follower.heightAnchor.constraint(equalToConstant: 30),
        ])
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.problems.isEmpty)
        #expect(follower.frame == CGRect(x: 55, y: 10, width: 30, height: 30))
        #expect(held.bounds.size == CGSize(width: 40, height: 40) && held.center == CGPoint(x: 30, y: 30))
    }
}
