import AnimaticClock
import AnimaticRuntime
import Foundation
import Testing
@testable import AnimaticStage

/// A view whose touch area reaches 20 pt beyond its bounds (an override of `point(inside:with:)`).
private final class WideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A view that logs where the touches it gets are, in its own coordinates.
private final class Sketch: UIView {
    var lines: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    private func log(_ what: String, _ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        lines.append("\(what) \(t.phase.rawValue) \(str(t.location(in: self))) \(str(t.previousLocation(in: self))) "
                     + "\(t.tapCount) \(t.timestamp) \(t.view === self)")
    }
}

/// A controller that logs the touches passed up to it by its root view.
private final class Screen: UIViewController {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// Logs the selectors it is sent.
private final class TapCounter: AnimaticSelectorTarget {
    let log: (String) -> Void
    init(_ log: @escaping (String) -> Void) { self.log = log }
    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        log(selector.name)
        return true
    }
}

@Suite struct HitTestingAndTouchTests {
    // MARK: - Conversion

    @Test func convertGoesThroughBoundsOriginsCentersAndTransforms() {
        let parent = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 10, y: 20)
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 20))
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 120, y: 70))
        #expect(child.convert(CGPoint(x: 120, y: 70), from: nil) == .zero)
        #expect(parent.convert(CGPoint(x: 10, y: 20), to: nil) == CGPoint(x: 100, y: 50))
        // Scaled twice about its centre (40, 50 in the parent's bounds): (0, 0) is 20 pt up-left of it.
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 20, y: 30))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 60))
        #expect(parent.convert(CGPoint(x: 20, y: 30), to: child) == .zero)
        // A quarter turn: the bounding box of the turned square.
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let box = child.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: parent)
        #expect(abs(box.minX - 40) < 1e-9 && abs(box.minY - 40) < 1e-9)
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 20) < 1e-9)
        // An anchor point at the top-left corner turns about that corner.
        child.transform = .identity
        child.anchorPoint = .zero
        child.center = CGPoint(x: 30, y: 40)
        child.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: parent) == CGPoint(x: 60, y: 70))
    }

    @Test func aViewScaledToNothingConvertsToNaNAndIsNeverHit() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0, y: 0)
        let p = view.convert(CGPoint(x: 50, y: 50), from: nil)
        #expect(p.x.isNaN && p.y.isNaN)
        var hit: UIView?
        _ = record { stage, _ in
            stage.addSubview(view)
            hit = stage.hitTest(CGPoint(x: 50, y: 50), with: nil)
        }
        #expect(hit == nil)
    }

    // MARK: - Hit-testing

    @Test func hitTestingFindsTheFrontmostDeepestViewThatTakesTouches() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let cover = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        back.addSubview(card)
        card.addSubview(badge)
        back.addSubview(cover)
        let wide = WideView(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
        var hits: [UIView?] = []
        _ = record { stage, _ in
            stage.addSubview(back)
            stage.addSubview(wide)
            let points = [CGPoint(x: 115, y: 115), CGPoint(x: 170, y: 170), CGPoint(x: 115, y: 160),
                          CGPoint(x: 5, y: 5), CGPoint(x: 365, y: 10), CGPoint(x: 500, y: 10)]
            hits += points.map { stage.hitTest($0, with: nil) }
            cover.isHidden = true
            hits.append(stage.hitTest(CGPoint(x: 115, y: 115), with: nil))
            badge.alpha = 0.005
            hits.append(stage.hitTest(CGPoint(x: 115, y: 115), with: nil))
            card.isUserInteractionEnabled = false
            hits.append(stage.hitTest(CGPoint(x: 115, y: 115), with: nil))
        }
        let expected: [UIView?] = [cover, card, card, back, wide, nil, badge, card, back]
        #expect(hits.count == expected.count)
        for (hit, want) in zip(hits, expected) { #expect(hit === want) }
        // The model decides, not what an animation shows: a subview outside its parent's
        // bounds is not hit there (point(inside:) of the parent says no first).
        #expect(back.hitTest(CGPoint(x: 500, y: 500), with: nil) == nil)
    }

    // MARK: - Touches

    @Test func aViewGetsItsTouchesWithLocationsPhasesTapCountsAndStoryTimes() {
        let sketch = Sketch(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        sketch.bounds.origin = CGPoint(x: 0, y: 50)
        _ = record { stage, _ in
            stage.addSubview(sketch)
            stage.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 130, y: 110), at: 1, duration: 1.0 / 30)
            stage.tap(CGPoint(x: 150, y: 150), at: 2, count: 2)
        }
        #expect(sketch.lines == [
            "began 0 (10.0, 60.0) (10.0, 60.0) 1 1.0 true",
            "moved 1 (20.0, 60.0) (10.0, 60.0) 1 1.016666666 true",
            "moved 1 (30.0, 60.0) (20.0, 60.0) 1 1.033333333 true",
            "ended 3 (30.0, 60.0) (30.0, 60.0) 1 1.033333333 true",
            "began 0 (50.0, 100.0) (50.0, 100.0) 1 2.0 true",
            "ended 3 (50.0, 100.0) (50.0, 100.0) 1 2.1 true",
            "began 0 (50.0, 100.0) (50.0, 100.0) 2 2.2 true",
            "ended 3 (50.0, 100.0) (50.0, 100.0) 2 2.3 true",
        ])
    }

    @Test func touchesAViewDoesNotHandleGoUpTheResponderChainToItsController() {
        let screen = Screen()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        _ = record { stage, _ in
            screen.view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            screen.view.addSubview(inner)
            stage.addSubview(screen.view)
            stage.tap(CGPoint(x: 10, y: 10), at: 1)
        }
        #expect(screen.began == 1)
        #expect(inner.next === screen.view)
        #expect(screen.view.next === screen)
        #expect(screen.next == nil)
    }

    @Test func aTapAtAControlsPointTracksItAsUIKitsControlsDo() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        var events: [String] = []
        for (name, event) in [("down", UIControl.Event.touchDown), ("repeat", .touchDownRepeat), ("up", .touchUpInside),
                              ("outside", .touchUpOutside), ("exit", .touchDragExit), ("cancel", .touchCancel)] {
            button.addAction(UIAction { _ in events.append("\(name)@\(StoryContext.current!.clock.now.seconds)") }, for: event)
        }
        var highlighted: [Bool] = []
        _ = record { stage, clock in
            stage.addSubview(button)
            stage.tap(CGPoint(x: 150, y: 120), at: 1, count: 2)
            _ = clock.schedule(at: s(1.05)) { highlighted.append(button.isHighlighted) }
            _ = clock.schedule(at: s(1.15)) { highlighted.append(button.isHighlighted) }
            // Dragged 200 pt away (beyond the 70 pt margin) before lifting.
            stage.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 320), at: 3, duration: 0.05)
        }
        #expect(events == ["down@1.0", "up@1.1", "down@1.2", "repeat@1.2", "up@1.3", "down@3.0", "exit@3.033333333",
                           "outside@3.05"])
        #expect(highlighted == [true, false])
        #expect(!button.isTracking)
    }

    @Test func aButtonsTapWinsOverASingleTapRecognizerOfItsSuperviewButNotOverADoubleTap() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        panel.addSubview(button)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        let target = TapCounter { log.append($0) }
        panel.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector("single:")))
        let double = UITapGestureRecognizer(target: target, action: Selector("double:"))
        double.numberOfTapsRequired = 2
        panel.addGestureRecognizer(double)
        _ = record { stage, _ in
            stage.addSubview(panel)
            stage.tap(CGPoint(x: 150, y: 120), at: 1)
            stage.tap(CGPoint(x: 20, y: 20), at: 2)
            stage.tap(CGPoint(x: 150, y: 120), at: 3, count: 2)
        }
        // The double tap recognizes at its second lift and cancels the button's touch.
        #expect(log == ["button", "single:", "button", "double:"])
    }
}

@Suite struct EnvironmentTraitsTests {
    @Test func aStageIsALightCompactPortraitPhoneLeftToRightAtScaleOne() {
        let view = UIView()
        let traits = view.traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 1 && traits.displayScale == UIScreen.main.scale)
        #expect(traits.userInterfaceIdiom == .phone && traits.layoutDirection == .leftToRight)
        #expect(UIViewController().traitCollection == traits)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIViewController().preferredStatusBarStyle == .default)
        #expect(UIStatusBarStyle.lightContent.rawValue == 1 && UIStatusBarStyle.darkContent.rawValue == 3)
    }

    @Test func traitCollectionsCombineAndCompareAsUIKits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        let both = UITraitCollection(traitsFrom: [dark, regular, UITraitCollection(userInterfaceStyle: .light)])
        #expect(both.userInterfaceStyle == .light && both.horizontalSizeClass == .regular)
        #expect(both.verticalSizeClass == .unspecified && both.displayScale == 0)
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
        #expect(!both.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
        #expect(UITraitCollection.current.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!UITraitCollection.current.containsTraits(in: regular))
        #expect(UITraitCollection.current.hash == UITraitCollection.current.hash)
    }

    @Test func processInfoAndDispatchConstantsAsOnAPhone() {
        #if !canImport(Darwin)
        #expect(ProcessInfo.processInfo.thermalState == .nominal)
        #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC) == 0.25)
        #endif
    }
}
