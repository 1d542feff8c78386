import Animatic
import Foundation
import Testing

/// How `CAShapeLayer.miterLimit` is exported: the path's `stroke-miterlimit`, written only where
/// it changes what is drawn. SVG's default limit is 4 and Core Animation's 10 (Apple,
/// CAShapeLayer.miterLimit), so a mitered corner whose miter ratio (1 / sin(θ/2)) lies between
/// the two needs the attribute; smooth joins and wide corners do not.
@Suite struct MiterLimitExportTests {
    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    /// The SVG of a stage with one "V" from (10, 10) down to (50, 90) and up to `tip`, stroked red.
    private func svg(up tip: CGPoint, limit: CGFloat? = nil, join: CAShapeLayerLineJoin = .miter,
                     animated: Bool = false) throws -> String {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "v"
        let layer = view.layer as! CAShapeLayer
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 90))
        path.addLine(to: tip)
        layer.path = path.cgPath
        layer.strokeColor = UIColor.red.cgColor
        layer.fillColor = nil
        layer.lineWidth = 4
        layer.lineJoin = join
        if let limit { layer.miterLimit = limit }
        return try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(view)
            if animated {
                let grow = CABasicAnimation(keyPath: "miterLimit")
                grow.fromValue = 2
                grow.toValue = 12
                grow.duration = 1
                layer.add(grow, forKey: "grow")
            }
        }.svg()
    }

    /// A corner with a miter ratio of 4.13 (between SVG's 4 and Core Animation's 10) is mitered
    /// on iOS: the default limit is written, so a browser miters it too.
    @Test func aCornerTheDefaultsDisagreeOnGetsTheLimit() throws {
        let sharp = try svg(up: CGPoint(x: 52, y: 10))
        #expect(sharp.contains(##"stroke="#f00" stroke-width="4" stroke-miterlimit="10""##), "\(sharp)")
    }

    /// A wide corner (ratio 2.24), a limit of 4, or a round join: nothing to write.
    @Test func whereTheLimitDecidesNothingItIsNotWritten() throws {
        #expect(!(try svg(up: CGPoint(x: 90, y: 10))).contains("miterlimit"))
        #expect(!(try svg(up: CGPoint(x: 52, y: 10), limit: 4)).contains("miterlimit"))
        #expect(!(try svg(up: CGPoint(x: 52, y: 10), join: .round)).contains("miterlimit"))
    }

    /// A limit under 1 draws as 1: every corner bevelled, the sharp one included.
    @Test func aLimitUnderOneIsOne() throws {
        let low = try svg(up: CGPoint(x: 90, y: 10), limit: 0.5)
        #expect(low.contains(#"stroke-miterlimit="1""#), "\(low)")
    }

    /// An animated limit (2 to 12 over 1 s from the start, then the model's 10) writes the
    /// value shown first and animates `stroke-miterlimit`, whatever the corners.
    @Test func anAnimatedLimitAnimatesTheAttribute() throws {
        let moving = try svg(up: CGPoint(x: 90, y: 10), animated: true)
        let expected = #"stroke-width="4" stroke-miterlimit="2"><animate attributeName="stroke-miterlimit" dur="1s" "#
            + #"keyTimes="0;1;1" values="2;12;10" fill="freeze"/></path>"#
        #expect(moving.contains(expected), "\(moving)")
    }
}
