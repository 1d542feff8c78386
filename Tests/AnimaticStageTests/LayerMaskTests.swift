import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CALayer.mask` and `UIView.mask`: the mask is a child of the masked view, flagged as its
/// mask, drawn in its bounds coordinates, and its animations are recorded like any layer's
/// (Apple, `CALayer.mask`, `UIView.mask`).
@Suite struct LayerMaskTests {
    private func view(_ r: Recording, _ id: String) -> TimelineView {
        r.timeline.views.first { $0.identifier == id }!
    }

    // MARK: - Edge cases first

    @Test func noMaskFlagsNothing() {
        let box = makeBox()
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(view(r, "box").look.hasMask == false)
        #expect(view(r, "box").look.isMask == false)
    }

    @Test func aMaskIsNotASublayerAndHasNoSuperlayer() {
        let layer = CALayer()
        let mask = CALayer()
        layer.mask = mask
        #expect(layer.sublayers == nil)
        #expect(mask.superlayer == nil)
        #expect(layer.mask === mask)
        layer.mask = nil
        #expect(layer.mask == nil)
    }

    /// A mask set to nil before the view joins leaves nothing behind.
    @Test func aMaskRemovedBeforeJoiningIsGone() {
        let box = makeBox()
        let mask = CALayer()
        mask.name = "mask"
        box.layer.mask = mask
        box.layer.mask = nil
        let r = record { stage, _ in stage.addSubview(box) }
        #expect(r.timeline.views.count == 1)
        #expect(view(r, "box").look.hasMask == false)
        #expect(r.problems.isEmpty)
    }

    // MARK: - Recorded

    /// A shape mask: a child of the masked view with its frame in the masked view's bounds, its
    /// path drawn as a shape, and its strokeEnd animation recorded exactly.
    @Test func aShapeMaskIsAFlaggedChildWithItsAnimations() {
        let box = makeBox()
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.frame = CGRect(x: 10, y: 20, width: 80, height: 60)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 60)).cgPath
        box.layer.mask = ring
        let r = record { stage, _ in
            stage.addSubview(box)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 2
            ring.add(draw, forKey: "draw")
        }
        let masked = view(r, "box"), mask = view(r, "ring")
        #expect(masked.look.hasMask && !masked.look.isMask)
        #expect(mask.look.isMask && !mask.look.hasMask)
        #expect(mask.parent == masked.index)
        #expect(mask.initial.centerX == 50 && mask.initial.centerY == 50)
        #expect(mask.initial.width == 80 && mask.initial.height == 60)
        if case .shape = mask.content {} else { Issue.record("the mask should draw its path: \(mask.content)") }
        let segments = r.timeline.segments(of: mask.index, .strokeEnd)
        #expect(segments.count == 1)
        #expect(segments.first?.start == .zero && segments.first?.duration == s(2))
        #expect(try! r.timeline.state(at: s(0.5))["ring"]!.state[scalar: .strokeEnd] == 0.25)
        #expect(r.problems.isEmpty)
    }

    /// UIView.mask: the mask view (with its own subviews) is the masked view's mask child, and
    /// view animations of its frame animate the mask.
    @Test func aMaskViewAndItsSubviewsMaskAndAnimate() {
        let box = makeBox()
        let wipe = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        wipe.accessibilityIdentifier = "wipe"
        wipe.backgroundColor = .black
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.accessibilityIdentifier = "dot"
        wipe.addSubview(dot)
        box.mask = wipe
        #expect(box.mask === wipe)
        #expect(box.subviews.isEmpty)
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { wipe.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }
        }
        #expect(view(r, "wipe").look.isMask)
        #expect(view(r, "wipe").parent == view(r, "box").index)
        #expect(view(r, "dot").parent == view(r, "wipe").index)
        #expect(view(r, "dot").look.isMask == false)
        let half = try! r.timeline.state(at: s(0.5))["wipe"]!.state
        #expect(abs(half.width - 50) < 1e-9)
    }

    // MARK: - Reported, never silently dropped

    @Test func aMaskSetAfterTheViewJoinedIsReported() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) { box.layer.mask = CALayer() }
        }
        #expect(r.problems == [.notSupported(
            call: "CALayer.mask",
            feature: "changing it after the view joined the stage (view box is drawn as it was when it joined)")])
        #expect(r.timeline.views.count == 1)
    }

    @Test func aMaskWithASuperlayerIsAMisuse() {
        let box = makeBox()
        let other = CALayer()
        let mask = CALayer()
        other.addSublayer(mask)
        let r = record { stage, _ in
            box.layer.mask = mask
            stage.addSubview(box)
        }
        #expect(box.layer.mask == nil)
        #expect(r.problems == [.misuse(call: "CALayer.mask",
                                       problem: "the mask layer must not have a superlayer (nor its view a superview)")])
    }
}
