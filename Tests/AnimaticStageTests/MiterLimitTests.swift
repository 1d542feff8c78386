import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CAShapeLayer.miterLimit`, animatable (Apple: "Default is 10. Animatable."): the property
/// added through the three-file recipe with the compiler naming each file
/// (`AnimatedProperty.swift`, `CAShapeLayer.swift`, `SVGContent.swift`; CONTRIBUTING.md). Before
/// it, the value was kept for source compatibility and SVG's default, 4, drawn instead.
@Suite struct MiterLimitTests {
    /// A view drawn by a shape layer.
    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    /// A 100×100 view drawing a red-stroked open "V", 4 wide, named `name`.
    private func chevron(_ name: String = "chevron", limit: CGFloat? = nil) -> (UIView, CAShapeLayer) {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = name
        let layer = view.layer as! CAShapeLayer
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 90))
        path.addLine(to: CGPoint(x: 90, y: 10))
        layer.path = path.cgPath
        layer.strokeColor = UIColor.red.cgColor
        layer.fillColor = nil
        layer.lineWidth = 4
        if let limit { layer.miterLimit = limit }
        return (view, layer)
    }

    /// The model before the view joins is its initial state: Core Animation's default 10; a
    /// limit under 1 draws as 1 (a miter is never shorter than the line is wide), NaN as 1 too.
    @Test func theInitialStateIsTheModelClampedToOneAndTenByDefault() {
        let (plain, _) = chevron("plain"), (low, _) = chevron("low", limit: 0.25), (nan, _) = chevron("nan", limit: .nan)
        let r = record { stage, _ in
            stage.addSubview(plain); stage.addSubview(low); stage.addSubview(nan)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.views.map { $0.initial.value(of: .miterLimit) } == [.scalar(10), .scalar(1), .scalar(1)])
    }

    /// On stage a change records at once outside any animation; UIView blocks do not animate a
    /// shape layer's own properties (UIKit answers no action for them); a CABasicAnimation of
    /// "miterLimit" animates it, found through the descriptor's key path alone.
    @Test func aChangeRecordsAndABasicAnimationAnimatesIt() {
        let (view, layer) = chevron()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { layer.miterLimit = 2 }
            clock.schedule(at: s(2)) { UIView.animate(withDuration: 1) { layer.miterLimit = 3 } }
            clock.schedule(at: s(3)) {
                let grow = CABasicAnimation(keyPath: "miterLimit")
                grow.fromValue = 3
                grow.toValue = 12
                grow.duration = 0.5
                layer.add(grow, forKey: "grow")
            }
            clock.schedule(at: s(4)) { layer.setValue(0.5, forKey: "miterLimit") }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            1.000 +0.000 chevron miterLimit 10 -> 2 linear
            2.000 +0.000 chevron miterLimit 2 -> 3 linear
            3.000 +0.500 chevron miterLimit 3 -> 12 linear
            3.500 +0.000 chevron miterLimit 12 -> 3 linear
            4.000 +0.000 chevron miterLimit 3 -> 1 linear

            """)
        #expect(layer.miterLimit == 0.5)
    }
}
