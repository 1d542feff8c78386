import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

extension UIView {
    /// The helper real intros use to move the anchor without moving the view (the position
    /// moves by the anchor's offset, through the transform).
    fileprivate func setAnchorPoint(_ point: CGPoint) {
        let new = CGPoint(x: bounds.width * point.x, y: bounds.height * point.y).applying(transform)
        let old = CGPoint(x: bounds.width * layer.anchorPoint.x, y: bounds.height * layer.anchorPoint.y).applying(transform)
        layer.position = CGPoint(x: layer.position.x - old.x + new.x, y: layer.position.y - old.y + new.y)
        layer.anchorPoint = point
    }
}

/// `CALayer.anchorPoint` and `UIView.anchorPoint` (Apple, "Core Animation Programming Guide",
/// "Layer geometry and transforms"): frame = position − anchor·size, transformed about the
/// anchor; `center` is the position; changing the anchor moves the frame.
@Suite struct AnchorPointTests {
    private func corners(_ r: Recording, _ id: String, at t: Double) throws -> [CGPoint] {
        let view = try #require(try r.timeline.state(at: s(t))[id])
        let (w, h) = (view.state.width, view.state.height)
        return [(0.0, 0.0), (w, 0), (0, h), (w, h)].map {
            let p = view.matrixToStage.apply($0.0, $0.1)
            return CGPoint(x: p.x, y: p.y)
        }
    }

    private func near(_ a: [CGPoint], _ b: [CGPoint], _ tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
    }

    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    // MARK: - Model

    /// Edge cases first: the default, (0, 0), (1, 1) and an anchor outside the bounds; the
    /// centre (position) stays, the frame moves; back at the default the frame is centred again.
    @Test func changingTheAnchorKeepsTheCentreAndMovesTheFrame() {
        let box = makeBox()
        #expect(box.anchorPoint == CGPoint(x: 0.5, y: 0.5) && box.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        box.layer.anchorPoint = .zero
        #expect(box.center == CGPoint(x: 200, y: 150) && box.layer.position == CGPoint(x: 200, y: 150))
        #expect(box.frame == CGRect(x: 200, y: 150, width: 100, height: 100))
        #expect(box.anchorPoint == .zero)
        box.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(box.frame == CGRect(x: 100, y: 50, width: 100, height: 100))
        box.layer.anchorPoint = CGPoint(x: 2, y: -0.5)
        #expect(box.frame == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(box.layer.frame == box.frame)
        box.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(box.frame == CGRect(x: 150, y: 100, width: 100, height: 100))
        #expect(box.extras?.anchorPoint == nil)   // the default takes the fast path again
    }

    /// Setting the frame (or bounds) after the anchor: position = origin + anchor·size, and a
    /// bounds change keeps the position (the frame grows away from the anchor).
    @Test func frameSetAfterTheAnchor() {
        let box = makeBox()
        box.layer.anchorPoint = CGPoint(x: 1, y: 1)
        box.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        #expect(box.center == CGPoint(x: 50, y: 80))
        #expect(box.bounds == CGRect(x: 0, y: 0, width: 40, height: 60))
        #expect(box.frame == CGRect(x: 10, y: 20, width: 40, height: 60))
        box.bounds.size = CGSize(width: 20, height: 10)
        #expect(box.frame == CGRect(x: 30, y: 70, width: 20, height: 10))
        box.layer.anchorPoint = CGPoint(x: 0, y: 0.25)
        box.frame = CGRect(x: -8, y: 4, width: 16, height: 40)
        #expect(box.center == CGPoint(x: -8, y: 14))
    }

    /// Under a rotation or a scale the frame is the box of the bounds turned or scaled about
    /// the anchor; setting it moves the position so the box starts at the new origin.
    @Test func transformsActAboutTheAnchor() {
        let door = makeBox("door")
        door.anchorPoint = CGPoint(x: 0, y: 0.5)   // hinge at (200, 150), the door reaches right
        door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(door.frame, CGRect(x: 150, y: 150, width: 100, height: 100)))
        door.frame = door.frame.offsetBy(dx: 10, dy: -5)   // moves the hinge with it
        #expect(abs(door.center.x - 210) < 1e-9 && abs(door.center.y - 145) < 1e-9)
        #expect(door.bounds.size == CGSize(width: 100, height: 100))
        let card = makeBox("card")
        card.anchorPoint = CGPoint(x: 1, y: 1)     // frame (100, 50)–(200, 150)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(card.frame == CGRect(x: 150, y: 100, width: 50, height: 50))
        card.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(card.center == CGPoint(x: 50, y: 50) && card.bounds.size == CGSize(width: 100, height: 100))
        card.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        #expect(card.bounds.size == CGSize(width: 40, height: 60))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    /// A standalone layer keeps its position when the anchor or bounds change, and its view
    /// joins with the anchor and the same frame.
    @Test func aStandaloneLayerKeepsItsPosition() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 30, y: 20))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 30, y: 20) && layer.frame == CGRect(x: 30, y: 20, width: 40, height: 20))
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(layer.frame == CGRect(x: 30, y: 20, width: 8, height: 8))
        layer.position = CGPoint(x: 5, y: 6)
        #expect(layer.frame == CGRect(x: 5, y: 6, width: 8, height: 8))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.layer.addSublayer(layer)
        #expect(layer.anchorPoint == .zero && layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.frame == CGRect(x: 5, y: 6, width: 8, height: 8))
        layer.removeFromSuperlayer()
        #expect(layer.anchorPoint == .zero && layer.frame == CGRect(x: 5, y: 6, width: 8, height: 8))
    }

    // MARK: - Recording

    /// The `setAnchorPoint` idiom mid-story: anchor and position change in one instant, so the
    /// door does not move; the rotation then turns it about its left edge.
    @Test func aDoorOpensAboutItsHinge() throws {
        let door = makeBox("door")
        let r = record { stage, clock in
            stage.addSubview(door)
            clock.schedule(at: s(1)) {
                door.setAnchorPoint(CGPoint(x: 0, y: 0.5))
                UIView.animate(withDuration: 1) { door.transform = CGAffineTransform(rotationAngle: -.pi / 2) }
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.text.contains("1.000 +0.000 door center (200, 150) -> (150, 150) linear\n"))
        #expect(r.timeline.text.contains("1.000 +0.000 door anchorPoint (0.5, 0.5) -> (0, 0.5) linear\n"))
        let still = [CGPoint(x: 150, y: 100), CGPoint(x: 250, y: 100), CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)]
        #expect(try corners(r, "door", at: 0.5) == still)
        #expect(try corners(r, "door", at: 1) == still)
        // Open: turned a quarter anticlockwise about (150, 150).
        #expect(near(try corners(r, "door", at: 2),
                     [CGPoint(x: 100, y: 150), CGPoint(x: 100, y: 50), CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 50)]))
        #expect(near(door.frame, CGRect(x: 100, y: 50, width: 100, height: 100)))
    }

    /// Changing the anchor mid-story without compensating moves the frame at that instant
    /// (the centre stays), inside a view animation block too (UIView does not animate it).
    @Test func anUncompensatedChangeJumpsAtOnceEvenInABlock() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(0.5)) {
                UIView.animate(withDuration: 1) { box.anchorPoint = CGPoint(x: 1, y: 0) }
            }
        }
        #expect(r.timeline.text == "0.500 +0.000 box anchorPoint (0.5, 0.5) -> (1, 0) linear\n")
        #expect(try corners(r, "box", at: 0.499).first == CGPoint(x: 150, y: 100))
        #expect(try corners(r, "box", at: 0.5).first == CGPoint(x: 100, y: 150))
        let center = try r.timeline.state(at: s(0.5))["box"]!.state.center
        #expect(center.x == 200 && center.y == 150)
    }

    /// Scaling about the bottom-right corner: the corner stays where the scale ends.
    @Test func aScaleAboutACorner() throws {
        let card = makeBox("card")
        card.anchorPoint = CGPoint(x: 1, y: 1)
        card.frame = CGRect(x: 150, y: 100, width: 100, height: 100)   // position (250, 200)
        let r = record { stage, _ in
            stage.addSubview(card)
            UIView.animate(withDuration: 1) { card.transform = CGAffineTransform(scaleX: 0.5, y: 0.25) }
        }
        #expect(try corners(r, "card", at: 0) == [CGPoint(x: 150, y: 100), CGPoint(x: 250, y: 100),
                                                  CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)])
        #expect(try corners(r, "card", at: 1) == [CGPoint(x: 200, y: 175), CGPoint(x: 250, y: 175),
                                                  CGPoint(x: 200, y: 200), CGPoint(x: 250, y: 200)])
        let anchor = try r.timeline.state(at: s(0))["card"]!.state.anchorPoint
        #expect(anchor.x == 1 && anchor.y == 1)
    }

    /// `CABasicAnimation(keyPath: "anchorPoint")` (and `"anchorPoint.x"`) animate it, linearly
    /// here, and the layer goes back to the model value when the animation is removed.
    @Test func anchorPointAnimatesWithCoreAnimation() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            let slide = CABasicAnimation(keyPath: "anchorPoint")
            slide.fromValue = CGPoint(x: 0.5, y: 0.5)
            slide.toValue = CGPoint(x: 0, y: 0)
            slide.duration = 1
            box.layer.add(slide, forKey: "slide")
            clock.schedule(at: s(2)) {
                let x = CABasicAnimation(keyPath: "anchorPoint.x")
                x.fromValue = 1
                x.toValue = 0
                x.duration = 0.5
                box.layer.add(x, forKey: "x")
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try corners(r, "box", at: 0.5).first == CGPoint(x: 175, y: 125))
        #expect(try corners(r, "box", at: 1).first == CGPoint(x: 150, y: 100))   // removed: the model's
        #expect(try corners(r, "box", at: 2.25).first == CGPoint(x: 150, y: 100))  // x 0.5, y the model's 0.5
        #expect(try corners(r, "box", at: 2.125).first == CGPoint(x: 125, y: 100))
    }

    /// A standalone layer animates an anchor change implicitly (0.25 s, linear), as Core
    /// Animation does for any animatable property.
    @Test func aStandaloneLayerAnimatesItsAnchorImplicitly() throws {
        let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let host = makeBox("host")
        let r = record { stage, clock in
            stage.addSubview(host)
            host.layer.addSublayer(dot)
            clock.schedule(at: s(1)) { dot.anchorPoint = CGPoint(x: 0, y: 0) }
        }
        #expect(r.timeline.text.contains("1.000 +0.250 dot anchorPoint (0.5, 0.5) -> (0, 0) linear"))
        #expect(try corners(r, "dot", at: 1.125).first == CGPoint(x: 150 + 10, y: 100 + 10))
    }

    /// Auto Layout sets `bounds` and `center`: the centre goes to the middle of the solved
    /// rectangle (20, 30, 100, 50), whatever the anchor, so a view anchored at its bottom-left
    /// corner is drawn with that corner at the rectangle's middle (70, 55): frame (70, 5, 100, 50).
    @Test func autoLayoutPlacesTheCentreNotTheAnchor() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = UIView()
        child.accessibilityIdentifier = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        child.anchorPoint = CGPoint(x: 0, y: 1)
        box.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 30),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(child.center == CGPoint(x: 70, y: 55))
        #expect(child.bounds.size == CGSize(width: 100, height: 50))
        #expect(child.frame == CGRect(x: 70, y: 5, width: 100, height: 50))
        #expect(try corners(r, "child", at: 0).first == CGPoint(x: 70, y: 5))
    }

    /// A non-finite anchor is reported, on stage and off, and not kept.
    @Test func aNonFiniteAnchorIsReported() {
        let box = makeBox()
        let r = record { stage, _ in
            box.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
            stage.addSubview(box)
            box.layer.anchorPoint = CGPoint(x: 0, y: CGFloat.infinity)
            CALayer().anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
        }
        let expected: [StoryProblem] = [.invalidValue(view: "box", property: "anchorPoint", value: "(nan, 0.0)"),
                                        .invalidValue(view: "box", property: "anchorPoint", value: "(0.0, inf)"),
                                        .invalidValue(view: "CALayer", property: "anchorPoint", value: "(inf, 0.0)")]
        #expect(r.problems == expected)
        #expect(box.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }
}
