import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
import AnimaticReactive
@testable import AnimaticStage
@testable import AnimaticRuntime

/// What an NSObject extension of an app (or a pod: Action's `actionDisposeBag`) adds reaches
/// every NSObject subclass.
extension NSObject {
    fileprivate var walls9ClassName: String { "\(type(of: self))" }
}

/// UIKit members behind the corpus's walls (issue #29, ninth session): bar items as
/// `NSObject`s with RxCocoa's `rx.tap`, `UIApplication.sendAction`, `removeTarget(_:action:for:)`,
/// the system images and `withTintColor`, `UILabel.baselineAdjustment`.
@Suite struct CorpusWalls9Tests {
    /// Counts the selectors sent to it, by name.
    final class Log: NSObject, AnimaticSelectorTarget {
        var calls: [String] = []
        var senders: [ObjectIdentifier] = []
        let answers: Set<String>
        init(answers: Set<String>) { self.answers = answers }
        func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
            guard answers.contains(selector.name) else { return false }
            calls.append(selector.name)
            if let sender = argument as AnyObject? { senders.append(ObjectIdentifier(sender)) }
            return true
        }
    }

    /// A controller whose class answers `dismissCode:` (as an adapted one with that `@objc` method).
    final class Answering: UIViewController, AnimaticSelectorTarget {
        var dismissed = 0
        func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
            guard selector.name == "dismissCode:" else { return false }
            dismissed += 1
            return true
        }
    }

    // MARK: - UIBarItem is an NSObject

    @Test func barItemsAreNSObjectsEqualOnlyToThemselves() {
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let same = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let object: NSObject = done
        #expect(object.walls9ClassName == "UIBarButtonItem")
        #expect(UITabBarItem(title: "Home", image: nil, tag: 1).walls9ClassName == "UITabBarItem")
        #expect(done.isEqual(done) && !done.isEqual(same))
        #expect(done == done && done != same)
        #expect(Set([done, same, done]).count == 2)
        var key = 0
        objc_setAssociatedObject(done, &key, "bag", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(done, &key) as? String == "bag")
        #expect(objc_getAssociatedObject(same, &key) == nil)
    }

    // MARK: - UIBarButtonItem.rx.tap, UIBarItem.rx

    @Test func rxTapIsTheItemsTargetWhileSubscribedAndSharedByItsSubscribers() {
        let own = Log(answers: ["skip:"])
        let item = UIBarButtonItem(title: "Skip", style: .plain, target: own, action: Selector("skip:"))
        var first = 0, second = 0
        let a = item.rx.tap.subscribe(onNext: { first += 1 })
        let b = item.rx.tap.subscribe(onNext: { second += 1 })
        #expect(item.target != nil && item.target !== own)
        #expect(item.action == Selector("action:"))
        item.send()
        item.send()
        #expect(first == 2 && second == 2)
        #expect(own.calls.isEmpty)          // RxCocoa's target replaced the item's own
        a.dispose()
        item.send()
        #expect(first == 2 && second == 3)
        b.dispose()
        #expect(item.target == nil && item.action == nil)
        item.send()
        #expect(first == 2 && second == 3 && own.calls.isEmpty)
    }

    @Test func rxTapSubscribedAgainAfterDisposalGetsTaps() {
        let item = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
        var taps = 0
        item.rx.tap.subscribe(onNext: { taps += 1 }).dispose()
        item.send()
        #expect(taps == 0)
        let again = item.rx.tap.subscribe(onNext: { taps += 1 })
        item.send()
        #expect(taps == 1)
        again.dispose()
    }

    @Test func barItemBindersSetEnabledAndTitle() {
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        let bag = DisposeBag()
        Observable.just(false).bind(to: item.rx.isEnabled).disposed(by: bag)
        Observable.just("Start").bind(to: item.rx.title).disposed(by: bag)
        #expect(!item.isEnabled)
        #expect(item.title == "Start")
    }

    @Test func aNavigationItemIsAnNSObjectWhoseTitleBinds() {
        let controller = UIViewController()
        let item: NSObject = controller.navigationItem
        #expect(item.walls9ClassName == "UINavigationItem")
        let bag = DisposeBag()
        let titles = PublishSubject<String?>()
        titles.bind(to: controller.navigationItem.rx.title).disposed(by: bag)
        titles.onNext("Tasks")
        #expect(controller.navigationItem.title == "Tasks")
        titles.onNext(nil)
        #expect(controller.navigationItem.title == nil)
        #expect(UINavigationItem().title == nil && UINavigationItem(title: "New").title == "New")
    }

    // MARK: - UIApplication.sendAction, UIControl.sendAction(_:to:for:)

    @Test func sendActionToATargetRunsItWithTheSender() {
        let log = Log(answers: ["tapped:"])
        let sender = UIButton()
        #expect(UIApplication.shared.sendAction(Selector("tapped:"), to: log, from: sender, for: nil))
        #expect(log.calls == ["tapped:"])
        #expect(log.senders == [ObjectIdentifier(sender)])
    }

    @Test func sendActionWithNoTargetGoesUpTheResponderChainFromTheSender() {
        let controller = Answering()
        let inner = UIView(), button = UIButton()
        controller.view.addSubview(inner)
        inner.addSubview(button)
        #expect(UIApplication.shared.sendAction(Selector("dismissCode:"), to: nil, from: button, for: nil))
        #expect(controller.dismissed == 1)
        button.sendAction(Selector("dismissCode:"), to: nil, for: nil)
        #expect(controller.dismissed == 2)
        #expect(UIApplication.shared.sendAction(Selector("dismissCode:"), to: nil, from: controller, for: nil))
        #expect(controller.dismissed == 3)
    }

    @Test func sendActionNobodyAnswersReturnsFalseAndIsNoted() {
        let context = StoryContext()
        let handled = context.bind {
            UIApplication.shared.sendAction(Selector("nothing:"), to: nil, from: UIButton(), for: nil)
        }
        #expect(!handled)
        #expect(context.failures.isEmpty)
        #expect(StoryNotes.of(context).map(\.description)
                == ["0 s: UIApplication.sendAction(_:to:from:for:): no responder from the sender up has a method for 'nothing:': nothing was sent"])
        #expect(!UIApplication.shared.sendAction(Selector("x"), to: nil, from: "not a responder", for: nil))
    }

    @Test func sendActionToATargetWithNoTableIsReported() {
        let r = record { _, _ in
            #expect(!UIApplication.shared.sendAction(Selector("x"), to: NSObject(), from: nil, for: nil))
        }
        #expect(r.problems.count == 1)
        guard case .misuse(let call, _)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "UIApplication.sendAction(_:to:from:for:)")
    }

    // MARK: - UIControl.removeTarget(_:action:for:)

    @Test func removeTargetRemovesOnlyThatActionOfThatTarget() {
        let one = Log(answers: ["a", "b"]), two = Log(answers: ["a", "b"])
        let button = UIButton()
        button.addTarget(one, action: Selector("a"), for: .touchUpInside)
        button.addTarget(one, action: Selector("b"), for: [.touchUpInside, .touchDown])
        button.addTarget(two, action: Selector("a"), for: .touchUpInside)
        var blocks = 0
        button.addAction(UIAction { _ in blocks += 1 }, for: .touchUpInside)

        button.removeTarget(one, action: Selector("a"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(one.calls == ["b"] && two.calls == ["a"] && blocks == 1)

        button.removeTarget(one, action: Selector("b"), for: .touchUpInside)   // stays for .touchDown
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(one.calls == ["b", "b"] && two.calls == ["a", "a"] && blocks == 2)

        button.removeTarget(nil, action: Selector("a"), for: .allEvents)       // every target's "a"
        button.sendActions(for: .touchUpInside)
        #expect(two.calls == ["a", "a"] && blocks == 3)

        button.removeTarget(one, action: nil, for: .allEvents)                  // all of one's
        button.sendActions(for: .touchDown)
        #expect(one.calls == ["b", "b"])
        #expect(button.allControlEvents == .touchUpInside)                      // the block's
    }

    // MARK: - System images, withTintColor

    @Test func systemImagesWithoutTheirSVGAreStandInsNamingTheSymbol() {
        for (image, symbol) in [(UIImage.checkmark, "checkmark"), (UIImage.remove, "minus"), (UIImage.add, "plus")] {
            #expect(image.size == CGSize(width: 20, height: 20))
            guard case .notSupported(let call, _)? = image.unavailable else { Issue.record("\(symbol)"); continue }
            #expect(call == "UIImage(systemName: \"\(symbol)\")")
        }
    }

    private static var png: Data { Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNAMDAFXpB/mGBUYGAAAAAElFTkSuQmCC")! }

    @Test func withTintColorFillsTheImageUnlessItDrawsAsATemplate() throws {
        let image = try #require(UIImage(data: Self.png))
        let green = image.withTintColor(.green)
        #expect(green.renderingMode == .automatic && green.size == image.size && green != image)
        #expect(green == image.withTintColor(.green) && green != image.withTintColor(.blue))
        let plain = UIImageView(image: green)
        plain.tintColor = .red
        guard case .image(let drawn) = plain.content(showing: green) else { Issue.record("no image"); return }
        #expect(drawn.tint == UIColor.green.rgba)
        guard case .image(let untinted) = plain.content(showing: image) else { Issue.record("no image"); return }
        #expect(untinted.tint == nil)
        let template = image.withTintColor(.green, renderingMode: .alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        guard case .image(let templated) = plain.content(showing: template) else { Issue.record("no image"); return }
        #expect(templated.tint == UIColor.red.rgba)             // a template takes the view's tint
        #expect(template.withRenderingMode(.alwaysOriginal).withTintColor(.blue).renderingMode == .alwaysOriginal)
    }

    // MARK: - UILabel.baselineAdjustment

    @Test func baselineAdjustmentIsStoredAndAlignsBaselinesByDefault() {
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines)
        label.baselineAdjustment = .alignCenters
        #expect(label.baselineAdjustment == .alignCenters)
        #expect(UIBaselineAdjustment.none.rawValue == 2)
    }

    // MARK: - CALayer.convert through standalone sublayers

    @Test func nestedStandaloneSublayersConvertThroughEachSuperlayer() {
        let outer = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let badge = CALayer(), dot = CALayer()
        badge.frame = CGRect(x: 5, y: 6, width: 40, height: 40)
        dot.frame = CGRect(x: 1, y: 2, width: 4, height: 4)
        outer.layer.addSublayer(badge)
        badge.addSublayer(dot)
        #expect(dot.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 107, y: 59))
        #expect(outer.layer.convert(CGPoint.zero, from: dot) == CGPoint(x: 6, y: 8))
        #expect(dot.convert(CGPoint(x: 6, y: 8), from: outer.layer) == CGPoint.zero)
        dot.removeFromSuperlayer()
        #expect(dot.owner == nil)
    }

    // MARK: - CALayer: kept hints, undrawn looks, contains, convertTime

    @Test func layerHintsAreKeptWithNoProblem() {
        let r = record { stage, _ in
            let box = makeBox()
            stage.addSubview(box)
            #expect(!box.layer.needsDisplayOnBoundsChange && !box.layer.isOpaque && box.layer.filters == nil)
            #expect(box.isOpaque)
            box.layer.needsDisplayOnBoundsChange = true
            box.layer.isOpaque = true
            box.layer.filters = ["blur"]
            box.isOpaque = false
            box.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            box.layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
            box.layer.allowsGroupOpacity = true
            #expect(box.layer.needsDisplayOnBoundsChange && box.layer.isOpaque && box.layer.filters?.count == 1)
            #expect(!box.isOpaque && !UIView().layer.isOpaque && UIView().isOpaque)
        }
        #expect(r.problems.isEmpty)
    }

    @Test func looksAnimaticCannotDrawAreReportedNamingTheView() {
        let r = record { stage, _ in
            let box = makeBox("card")
            stage.addSubview(box)
            box.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            box.layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.maskedCorners", feature: "rounding only some corners (3 of 15) on view card"),
            .notSupported(call: "CALayer.contentsRect", feature: "showing part of a layer's contents ((0.0, 0.0, 0.5, 1.0)) on view card"),
        ])
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    }

    @Test func aLayerContainsThePointsOfItsBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 20, height: 10)
        #expect(layer.contains(CGPoint(x: 0, y: 0)))
        #expect(layer.contains(CGPoint(x: 19.5, y: 9.5)))
        #expect(!layer.contains(CGPoint(x: 20, y: 5)))
        #expect(!layer.contains(CGPoint(x: 55, y: 55)))      // the frame is the superlayer's coordinates
    }

    @Test func convertTimeFollowsEachLayersSpeedBeginAndOffset() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        #expect(child.convertTime(10, from: nil) == 10)
        child.speed = 2
        child.beginTime = 1
        child.timeOffset = 0.5
        #expect(child.convertTime(10, from: nil) == 18.5)          // (10 - 1) × 2 + 0.5
        #expect(child.convertTime(18.5, to: nil) == 10)
        #expect(root.convertTime(18.5, from: child) == 10)
        root.speed = 0.5
        #expect(child.convertTime(10, from: nil) == 8.5)           // ((10 × 0.5) - 1) × 2 + 0.5
        #expect(child.convertTime(8.5, to: nil) == 10)
        #expect(child.convertTime(3, from: child) == 3)
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        outer.layer.timeOffset = 4
        #expect(inner.layer.convertTime(1, from: nil) == 5)        // a view's layer runs in its superview's
    }

    // MARK: - UIBezierPath.contains, CGPath.contains

    @Test func pathsContainTheirFilledArea() {
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 5, y: 5)))
        #expect(!square.contains(CGPoint(x: 15, y: 5)) && !square.contains(CGPoint(x: 5, y: -1)))
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 50)) && circle.contains(CGPoint(x: 50, y: 1)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))             // the square's corner, outside the circle
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))              // same direction: non-zero fills the hole
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 10, y: 50)))
        let open = UIBezierPath()                                  // an open triangle counts as closed
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addLine(to: CGPoint(x: 0, y: 10))
        #expect(open.contains(CGPoint(x: 2, y: 2)) && !open.contains(CGPoint(x: 8, y: 8)))
        #expect(!UIBezierPath().contains(.zero))
        #expect(square.cgPath.contains(CGPoint(x: 25, y: 25), transform: CGAffineTransform(scaleX: 3, y: 3)))
    }

    // MARK: - UIColor(dynamicProvider:), resolvedColor(with:)

    @Test func dynamicColorsResolveAgainstTheStagesLightTraits() {
        var asked: [UIUserInterfaceStyle] = []
        let card = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .black : .white
        }
        #expect(card == .white && asked == [.light])
        #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(asked == [.light, .dark, .light])
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
        let nested = UIColor { _ in card }
        #expect(nested.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }
}
