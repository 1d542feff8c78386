import Animatic
import Testing

/// A shape layer's `path` is in the layer's own coordinates, which its bounds origin shifts (Apple,
/// `CALayer.bounds`: the bounds rectangle is "in the layer's own coordinate space"; a point at the
/// bounds origin is the layer's top-left corner): DOFavoriteButton's circle layer has bounds
/// (25, 25, 50, 50) and the oval in that rectangle, which fills the layer. The path is drawn in the
/// group translated by the origin's opposite, as the subviews are; the background stays in the frame.
@Suite struct ShapeBoundsOriginExportTests {
    static let size = CGSize(width: 200, height: 100)

    /// Edge case first: a zero bounds origin draws the path as before, with no group.
    @Test func aZeroOriginDrawsThePathInTheViewsGroup() throws {
        let svg = try Self.circle(bounds: CGRect(x: 0, y: 0, width: 50, height: 50)).svg()
        #expect(svg.contains(#"<g id="circle" transform="translate(10 20)"><path d="M 50 25"#), "\(svg)")
        #expect(!svg.contains("translate(-"), "\(svg)")
    }

    @Test func theOriginMovesThePathBackIntoTheLayer() throws {
        let svg = try Self.circle(bounds: CGRect(x: 25, y: 25, width: 50, height: 50)).svg()
        // The oval in (25, 25, 50, 50), drawn 25 up and left: it fills the layer's frame (10, 20, 50, 50).
        #expect(svg.contains(#"<g id="circle" transform="translate(10 20)"><g transform="translate(-25 -25)"><path d="M 75 50"#), "\(svg)")
    }

    /// A layer that joined with a zero origin and is given one later (no implicit animation):
    /// the path's group jumps then, and a layer taken off and put back keeps its origin.
    @Test func anOriginSetLaterMovesThePathThen() throws {
        let layer = CAShapeLayer()
        layer.name = "circle"
        layer.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        layer.fillColor = UIColor.orange.cgColor
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(host)
            host.layer.addSublayer(layer)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: DispatchWorkItem {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.bounds.origin = CGPoint(x: 20, y: 0)
                CATransaction.commit()
            })
        }
        let svg = try story.svg()
        // At 1 s the path's group jumps 20 to the left (the translation's x; a jump is a 1 ms step).
        #expect(svg.contains(#"<g id="circle" transform="translate(10 20)"><g transform="translate(0)"><animateTransform dur="0.001s" attributeName="transform" begin="1s" values="-20;-20" fill="freeze"/><path d="M 50 25"#), "\(svg)")
        // Taken off the tree, the layer keeps its origin (and gives it to the view it joins with next).
        layer.removeFromSuperlayer()
        #expect(layer.bounds == CGRect(x: 20, y: 0, width: 50, height: 50))
    }

    static func circle(bounds: CGRect) throws -> Story {
        try Story.record(size: size) { stage in
            let layer = CAShapeLayer()
            layer.name = "circle"
            layer.bounds = bounds
            layer.position = CGPoint(x: 35, y: 45)
            layer.path = UIBezierPath(ovalIn: bounds).cgPath
            layer.fillColor = UIColor.orange.cgColor
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            stage.addSubview(host)
            host.layer.addSublayer(layer)
        }
    }
}
