import Animatic
import Testing

// Sources/Animatic/Animatic.docc/SupportedAPI.md's code (DocumentationCodeTests checks it is here).

@Suite struct SupportedAPIArticleTests {
    @Test func aShapeLayersStrokeIsDrawnOverOnePointTwoSeconds() throws {
        let logo = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        logo.accessibilityIdentifier = "logo"
        let story = try Story.record(size: CGSize(width: 200, height: 200)) { stage in
            stage.addSubview(logo)
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
            shape.strokeColor = UIColor.white.cgColor
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 4
            shape.name = "ring"                      // the id of its view in the SVG
            logo.layer.addSublayer(shape)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0; draw.toValue = 1; draw.duration = 1.2
            shape.strokeEnd = 1
            shape.add(draw, forKey: "draw")
        }
        #expect(story.duration == 1.2)
        #expect(try story.svg().contains("id=\"ring\""))
        #expect(try story.state(at: 0.6)["ring"]?.state.strokeEnd == 0.5)
        #expect(try story.state(at: 1.2)["ring"]?.state.strokeEnd == 1)
    }

    /// "Drawing order": a zPosition animated from 1 to −1 over 2 s puts `dot` behind `ring` from 1 s.
    @Test func theDrawingOrderAtAnInstantFollowsZPosition() throws {
        let hud = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hud.accessibilityIdentifier = "hud"
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        dot.accessibilityIdentifier = "dot"
        let ring = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        ring.accessibilityIdentifier = "ring"
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(hud)
            hud.addSubview(dot)
            hud.addSubview(ring)
            dot.layer.zPosition = 1
            let sink = CABasicAnimation(keyPath: "zPosition")
            sink.fromValue = 1; sink.toValue = -1; sink.duration = 2
            dot.layer.add(sink, forKey: "sink")
        }
        let behind = try story.timeline.drawingOrder(ofChildrenOf: story.timeline.view(named: "hud"),
                                                     at: StoryTime(seconds: 1.5)).first
        #expect(behind == story.timeline.view(named: "dot"))
        #expect(try story.timeline.drawingOrder(ofChildrenOf: story.timeline.view(named: "hud"),
                                                at: StoryTime(seconds: 0.5)).last == story.timeline.view(named: "dot"))
    }
}
