import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// PKHUD's frame view, as that library writes it: a blur view subclass whose own
/// `init?(coder:)` calls `super.init(coder:)`, with a parallax motion effect.
private final class HUDFrame: UIVisualEffectView {
    init() { super.init(effect: UIBlurEffect(style: .light)) }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

/// An app delegate as apps declare it (a stored `window`), and a subclass of it.
private class AppDelegateWithWindow: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
private final class SubclassedAppDelegate: AppDelegateWithWindow {}
private final class DelegateWithoutWindow: UIApplicationDelegate {}

/// The edges of Core Animation and UIKit behind PKHUD's, Hero's and the activity indicators'
/// walls (issue #29, eleventh session): `UIVisualEffectView`'s designated `init?(coder:)`,
/// motion effects (accepted at rest), `UIApplication.delegate`, a dismissal with nothing to
/// dismiss.
@Suite struct CoreAnimationEdges11Tests {
    static let size = CGSize(width: 200, height: 100)

    private static func problems(_ body: () -> Void) -> [StoryProblem] {
        do {
            _ = try Story.record(size: size) { _ in body() }
            return []
        } catch {
            return error.problems
        }
    }

    // MARK: - UIVisualEffectView

    @Test func anEffectViewDecodedByASubclassHasNoEffectAndAContentViewFillingIt() throws {
        let decoded = try #require(HUDFrame(coder: NSCoder()))
        #expect(decoded.effect == nil)
        #expect(decoded.subviews.count == 1 && decoded.subviews[0] === decoded.contentView)
        decoded.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        decoded.layoutIfNeeded()
        #expect(decoded.contentView.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(HUDFrame().effect == UIBlurEffect(style: .light))
    }

    // MARK: - Motion effects

    @Test func anInterpolatingEffectGivesItsMinimumMidpointAndMaximumAlongItsOwnAxis() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) == nil)  // no bounds yet
        effect.minimumRelativeValue = -20.0
        effect.maximumRelativeValue = NSNumber(value: 30)
        func value(_ h: CGFloat, _ v: CGFloat) -> Double? {
            effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?["center.x"] as? Double
        }
        #expect(value(-1, 0) == -20)
        #expect(value(0, 1) == 5)        // the vertical offset is not this effect's axis
        #expect(value(1, 0) == 30)
        #expect(value(3, 0) == 30)       // offsets beyond 1 are held at the bound
        effect.maximumRelativeValue = "far"
        #expect(value(0, 0) == nil)
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
    }

    @Test func aCentredParallaxIsAcceptedAndKeptAndOneThatMovesAtRestIsReported() {
        var kept: [Int] = []
        let problems = Self.problems {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.accessibilityIdentifier = "hud"
            StageEnvironment.current!.stage!.addSubview(view)
            let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            x.minimumRelativeValue = -20.0
            x.maximumRelativeValue = 20.0
            let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            y.minimumRelativeValue = CGFloat(-20)
            y.maximumRelativeValue = CGFloat(20)
            let group = UIMotionEffectGroup()
            group.motionEffects = [x, y]
            view.addMotionEffect(group)
            view.addMotionEffect(group)          // already there: kept once
            kept.append(view.motionEffects.count)
            let shifted = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
            shifted.minimumRelativeValue = 0
            shifted.maximumRelativeValue = 10
            view.addMotionEffect(shifted)
            kept.append(view.motionEffects.count)
            view.removeMotionEffect(group)
            kept.append(view.motionEffects.count)
        }
        #expect(kept == [1, 2, 1])
        #expect(problems == [.notSupported(call: "UIView.addMotionEffect(_:)",
                                           feature: "a motion effect that changes layer.shadowOffset with the device at rest (view hud)")])
    }

    // MARK: - UIApplication.delegate

    @Test func theAppDelegatesWindowIsTheStageInsideARecordingAndAbsentOutside() throws {
        #expect(UIApplication.shared.delegate == nil)
        var root: UIViewController?
        var same = false
        _ = try Story.record(size: Self.size) { stage in
            let controller = UIViewController()
            stage.rootViewController = controller
            root = UIApplication.shared.delegate?.window??.rootViewController
            same = (UIApplication.shared.delegate?.window ?? nil) === stage
        }
        #expect(root != nil && same)
    }

    @Test func anAppsOwnDelegateAnswersItsStoredWindowThroughTheProtocol() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let own = AppDelegateWithWindow()
        let sub = SubclassedAppDelegate()
        sub.window = window
        let delegates: [any UIApplicationDelegate] = [own, sub, DelegateWithoutWindow()]
        #expect(delegates.map { $0.window == nil } == [false, false, true])   // .some(nil), .some(window), nil
        #expect(delegates[0].window! == nil)
        #expect(delegates[1].window!! === window)
        #expect(sub.window === window)   // the class's own property, typed UIWindow?
    }

    // MARK: - Dismissing with nothing to dismiss

    @Test func dismissingWithNothingToDismissAndNoCompletionChangesNothingAndIsNoted() throws {
        let story = try Story.record(size: Self.size) { stage in
            let controller = UIViewController()
            stage.addSubview(controller.view)
            StoryContext.current!.clock.schedule(at: s(0.5)) { controller.dismiss(animated: true) }
        }
        #expect(story.notes == [StoryNote(time: 0.5, call: "UIViewController.dismiss(animated:completion:)",
                                          text: "UIViewController neither presents nor was presented a view controller: nothing to dismiss")])
        #expect(story.timeline.segments.isEmpty)
    }

    // MARK: - A view that asks for layout from its own layout

    /// IBAnimatable's `GradientDesignable.configureGradient(in:)`: every `layoutSubviews()`
    /// removes the gradient view and inserts a new one, which asks the view for layout again.
    /// Core Animation serves that at its next commit, not in the running pass: the view is laid
    /// out when it joins, again at the next instant another layout pass runs (1 s), and when it
    /// asks from outside its layout (2 s). This used to lay it out forever at 0 s.
    @Test func aViewThatReinsertsASubviewInEveryLayoutIsLaidOutOncePerPass() throws {
        final class Regrowing: UIView {
            var passes: [Double] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                passes.append(StoryContext.current?.clock.now.seconds ?? -1)
                subviews.forEach { $0.removeFromSuperview() }
                insertSubview(UIView(frame: bounds), at: 0)
            }
        }
        final class Other: UIView {}
        let view = Regrowing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = Other(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try Story.record(size: Self.size) { stage in
            stage.addSubview(view)
            stage.addSubview(other)
            let clock = StoryContext.current!.clock
            clock.schedule(at: s(1)) { other.setNeedsLayout() }
            clock.schedule(at: s(2)) { view.setNeedsLayout() }
        }
        #expect(view.passes == [0, 1, 2])
        #expect(view.subviews.count == 1)
    }

    /// A view that asks for layout from outside its own layout is still laid out in the same
    /// instant, once however often it asks.
    @Test func aViewAskingFromOutsideItsLayoutIsLaidOutInTheSameInstantOnce() throws {
        final class Counting: UIView {
            var passes: [Double] = []
            override func layoutSubviews() { passes.append(StoryContext.current?.clock.now.seconds ?? -1) }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = try Story.record(size: Self.size) { stage in
            stage.addSubview(view)
            StoryContext.current!.clock.schedule(at: s(0.5)) {
                view.setNeedsLayout()
                view.setNeedsLayout()
                view.addSubview(UIView())
            }
        }
        #expect(view.passes == [0, 0.5])
    }

    // MARK: - A group animating one key path with children one after the other

    /// IBAnimatable's CirclePendulum: three "position" children of one group, each running while
    /// the others do not. Outside its span a child with no fill mode shows the model value, so the
    /// group shows the one running, or the model: exact whatever their order.
    @Test func aGroupsChildrenOfOneKeyPathOneAfterTheOtherPlayInTurn() throws {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let right = CABasicAnimation(keyPath: "position")
            right.fromValue = CGPoint(x: 0, y: 0)
            right.toValue = CGPoint(x: 100, y: 0)
            right.duration = 1
            let down = CABasicAnimation(keyPath: "position")
            down.fromValue = CGPoint(x: 100, y: 0)
            down.toValue = CGPoint(x: 100, y: 100)
            down.beginTime = 1
            down.duration = 1
            let group = CAAnimationGroup()
            group.animations = [down, right]       // the order does not matter
            group.duration = 3
            box.layer.add(group, forKey: "turns")
        }
        #expect(r.problems.isEmpty)
        func center(_ t: Double) throws -> CGPoint {
            let state = try #require(r.timeline.state(at: s(t))["box"]?.state)
            guard case .point(let x, let y) = state.value(of: .center) else { return CGPoint(x: -1, y: -1) }
            return CGPoint(x: x, y: y)
        }
        #expect(try center(0) == CGPoint(x: 0, y: 0))
        #expect(try center(0.5) == CGPoint(x: 50, y: 0))
        #expect(try center(1) == CGPoint(x: 100, y: 0))
        #expect(try center(1.5) == CGPoint(x: 100, y: 50))
        #expect(try center(2.5) == CGPoint(x: 200, y: 150))   // neither runs: the model
        #expect(try center(3.5) == CGPoint(x: 200, y: 150))
    }

    /// Edge: children of one key path that run at the same time, or one that fills into the
    /// other's time, are still refused (which one Core Animation shows is not documented).
    @Test func aGroupsChildrenOfOneKeyPathThatOverlapOrFillAreRefused() {
        for overlapping in [true, false] {
            let box = makeBox()
            let r = record { stage, _ in
                stage.addSubview(box)
                let first = CABasicAnimation(keyPath: "position")
                first.toValue = CGPoint(x: 100, y: 0)
                first.duration = 1
                let second = CABasicAnimation(keyPath: "position")
                second.toValue = CGPoint(x: 0, y: 100)
                second.beginTime = overlapping ? 0.5 : 1
                second.duration = 1
                if !overlapping { first.fillMode = .forwards }
                let group = CAAnimationGroup()
                group.animations = [first, second]
                group.duration = 2
                box.layer.add(group, forKey: "both")
            }
            #expect(r.problems.map(\.message) == [
                "CALayer.add(_:forKey:): a CAAnimationGroup animating \"position\" and \"position\", which animate a component "
                    + "in common at the same time (or fill) is not supported yet"])
        }
    }

    // MARK: - UIImage(named:in:compatibleWith:)

    /// PKHUD's, SwiftMessages' and Ramotion's demos load their images from a bundle of their own.
    @Test func anImageNamedInABundleIsReadFromThatBundlesResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anim9-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>"#.utf8)
            .write(to: folder.appendingPathComponent("check.svg"))
        let bundle = try #require(Bundle(path: folder.path))
        let image = UIImage(named: "check", in: bundle, compatibleWith: nil)
        #expect(image?.size == CGSize(width: 30, height: 20) && image?.scale == 1)
        #expect(UIImage(named: "cross", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "cross", in: nil, compatibleWith: nil) == nil)
    }
}
