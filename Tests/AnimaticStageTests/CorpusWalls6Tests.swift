import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
import AnimaticReactive
import AnimaticEngine
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit and Core Animation members behind the corpus's next compile walls (issue #29, sixth
/// session): UIKit's block-less animation API, a layer's delegate and animations by key, the
/// status bar's frame, a colour's grey level, a text field's attributed placeholder, text
/// measuring, haptics, and a window's view members.
@Suite struct CorpusWalls6Tests {
    private func centers(_ r: Recording, _ view: Int = 0) -> [Segment] { r.timeline.segments(of: view, .center) }

    // MARK: - beginAnimations / commitAnimations

    @Test func beginCommitRecordsWhatTheBlockAPIRecordsWithTheSameParameters() {
        func moved(_ animate: (UIView) -> Void) -> Recording {
            let box = makeBox()
            return record { stage, _ in
                stage.addSubview(box)
                animate(box)
                box.alpha = 0.5   // after the block: at once
            }
        }
        let old = moved { box in
            UIView.beginAnimations("move", context: nil)
            UIView.setAnimationDuration(0.5)
            UIView.setAnimationDelay(0.25)
            UIView.setAnimationCurve(.easeOut)
            box.center = CGPoint(x: 200, y: 250)
            UIView.commitAnimations()
        }
        let block = moved { box in
            UIView.animate(withDuration: 0.5, delay: 0.25, options: .curveEaseOut, animations: {
                box.center = CGPoint(x: 200, y: 250)
            })
        }
        #expect(old.problems.isEmpty, "\(old.problems)")
        let move = centers(old)
        #expect(move.count == 1)
        #expect(move.first?.start == s(0.25) && move.first?.duration == s(0.5) && move.first?.curve == .easeOut)
        #expect(move.first?.from == .point(x: 200, y: 150) && move.first?.to == .point(x: 200, y: 250))
        #expect(move == centers(block))
        let fade = old.timeline.segments(of: 0, .alpha)
        #expect(fade.count == 1 && fade.first?.duration == .zero && fade.first?.to == .scalar(0.5))
        #expect(fade == block.timeline.segments(of: 0, .alpha))
    }

    @Test func aBlockWithoutParametersTakesUIKitsDefaults() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.beginAnimations(nil, context: nil)
            box.alpha = 0
            UIView.commitAnimations()
        }
        let fade = r.timeline.segments(of: 0, .alpha)
        #expect(r.problems.isEmpty)
        #expect(fade.count == 1 && fade.first?.start == .zero && fade.first?.duration == s(0.2) && fade.first?.curve == .easeInOut)
    }

    @Test func parametersApplyToTheChangesMadeAfterThem() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.beginAnimations(nil, context: nil)
            box.alpha = 0                       // 0.2 s, the default
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            box.center = CGPoint(x: 0, y: 0)    // 1 s, linear
            UIView.commitAnimations()
        }
        #expect(r.timeline.segments(of: 0, .alpha).first?.duration == s(0.2))
        #expect(centers(r).first?.duration == s(1) && centers(r).first?.curve == .linear)
    }

    @Test func nestedBlocksStartWithTheEnclosingParametersAndRestoreThem() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.beginAnimations("outer", context: nil)
            UIView.setAnimationDuration(0.8)
            UIView.beginAnimations("inner", context: nil)
            box.alpha = 0                       // inherits 0.8 s
            UIView.setAnimationDuration(0.3)
            box.backgroundColor = .blue         // 0.3 s
            UIView.commitAnimations()
            box.center = CGPoint(x: 10, y: 10)  // the outer block's 0.8 s again
            UIView.commitAnimations()
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.segments(of: 0, .alpha).first?.duration == s(0.8))
        #expect(r.timeline.segments(of: 0, .backgroundColor).first?.duration == s(0.3))
        #expect(centers(r).first?.duration == s(0.8))
    }

    @Test func repeatCountAndAutoreverseRecordAsModifyAnimationsDoes() {
        func run(_ body: (UIView) -> Void) -> [Segment] {
            let box = makeBox()
            return record { stage, _ in
                stage.addSubview(box)
                body(box)
            }.timeline.segments(of: 0, .alpha)
        }
        let old = run { box in
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.5)
            UIView.setAnimationRepeatCount(2)
            UIView.setAnimationRepeatAutoreverses(true)
            box.alpha = 0
            UIView.commitAnimations()
        }
        let block = run { box in
            UIView.animate(withDuration: 0.5) {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { box.alpha = 0 }
            }
        }
        #expect(old.count > 1)
        #expect(old == block)
        #expect(old.last?.end == s(2))
    }

    @Test func settersOutsideABlockHaveNoEffectAndInsideAnAnimateBlockChangeIt() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.setAnimationDuration(3)          // outside any block: no effect (Apple)
            UIView.setAnimationCurve(.easeIn)
            box.alpha = 0.5                         // at once
            UIView.animate(withDuration: 1) {
                UIView.setAnimationCurve(.linear)   // the keyboard idiom
                box.center = CGPoint(x: 0, y: 0)
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.segments(of: 0, .alpha).first?.duration == .zero)
        #expect(centers(r).first?.duration == s(1) && centers(r).first?.curve == .linear)
    }

    @Test func misuseAndWhatCannotBeShownAreReported() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.commitAnimations()
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(-1)
            UIView.setAnimationDidStop(Selector("done"))
            UIView.setAnimationTransition(.flipFromLeft, for: box, cache: true)
            UIView.setAnimationTransition(.none, for: box, cache: true)
            box.alpha = 0
            UIView.commitAnimations()
        }
        #expect(r.problems.count == 4)
        #expect(r.problems.first == .misuse(call: "UIView.commitAnimations()",
                                            problem: "no animation block is open (call UIView.beginAnimations(_:context:) first)"))
        #expect(r.problems.dropFirst().first?.call == "UIView.setAnimationDuration(_:)")
        #expect(r.problems.dropFirst(2).first == .notSupported(
            call: "UIView.setAnimationDidStop(_:)",
            feature: "calling the animation delegate's selector when the block's animations stop (use UIView.animate's completion)"))
        #expect(r.problems.last == .notSupported(call: "UIView.setAnimationTransition(_:for:cache:)",
                                                 feature: "the flipFromLeft transition of box"))
        // The refused duration left the default.
        #expect(r.timeline.segments(of: 0, .alpha).first?.duration == s(0.2))
    }

    @Test func aBlockLeftOpenByAStoryDoesNotAnimateTheNext() {
        let first = makeBox()
        _ = record { stage, _ in
            stage.addSubview(first)
            UIView.beginAnimations(nil, context: nil)
            first.alpha = 0
        }
        #expect(BeginCommitBlocks.state.value.open.count == 1)
        #expect(AnimationScope.current != nil)
        let box = makeBox()
        let plain = record { stage, _ in
            stage.addSubview(box)
            box.alpha = 0                   // at once: the old block is closed
        }
        #expect(AnimationScope.current == nil && BeginCommitBlocks.state.value.open.isEmpty)
        #expect(plain.timeline.segments(of: 0, .alpha).first?.duration == .zero)
        let other = makeBox()
        let r = record { stage, _ in
            stage.addSubview(other)
            UIView.beginAnimations(nil, context: nil)
            other.alpha = 0
            UIView.commitAnimations()
            other.center = .zero
        }
        #expect(BeginCommitBlocks.state.value.open.isEmpty)
        #expect(r.timeline.segments(of: 0, .alpha).first?.duration == s(0.2))
        #expect(centers(r).first?.duration == .zero)
    }

    // MARK: - CALayer.delegate, animation(forKey:)

    @Test func aViewIsItsLayersDelegate() {
        let box = makeBox()
        #expect(box.layer.delegate === box)
        #expect(box.layer.delegate is UIView)
        let loose = CALayer()
        #expect(loose.delegate == nil)
        box.layer.addSublayer(loose)
        #expect(loose.delegate == nil)
        let r = record { stage, _ in
            stage.addSubview(box)
            box.layer.delegate = box            // the same: nothing to report
            loose.delegate = makeBox("other")
        }
        #expect(r.problems == [.notSupported(
            call: "CALayer.delegate",
            feature: "a layer delegate other than the layer's view (UIView): its drawing and action methods are not called")])
    }

    @Test func animationForKeyIsTheAddedAnimationWhileItRuns() {
        let box = makeBox()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        var seen: [String: Bool] = [:]
        let r = record { stage, clock in
            stage.addSubview(box)
            box.layer.add(fade, forKey: "fade")
            seen["at 0"] = box.layer.animation(forKey: "fade") === fade
            seen["other key"] = box.layer.animation(forKey: "opacity") == nil
            clock.schedule(at: s(0.5)) { seen["at 0.5"] = box.layer.animation(forKey: "fade") === fade }
            clock.schedule(at: s(1.5)) { seen["at 1.5"] = box.layer.animation(forKey: "fade") == nil }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(seen == ["at 0": true, "other key": true, "at 0.5": true, "at 1.5": true])
        let removed = makeBox()
        let r2 = record { stage, _ in
            stage.addSubview(removed)
            removed.layer.add(fade, forKey: "fade")
            removed.layer.removeAnimation(forKey: "fade")
            seen["removed"] = removed.layer.animation(forKey: "fade") == nil
        }
        #expect(r2.problems.isEmpty && seen["removed"] == true)
    }

    // MARK: - UIApplication's status bar, UIAccessibility

    @Test func theStatusBarIsTheSafeAreasTopOnADeviceAndHiddenElsewhere() {
        var device: (CGRect, Bool)?
        var plain: (CGRect, Bool)?
        _ = record { stage, _ in
            stage.deviceSafeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            device = (UIApplication.shared.statusBarFrame, UIApplication.shared.isStatusBarHidden)
        }
        _ = record { _, _ in plain = (UIApplication.shared.statusBarFrame, UIApplication.shared.isStatusBarHidden) }
        #expect(device?.0 == CGRect(x: 0, y: 0, width: 400, height: 59) && device?.1 == false)
        #expect(plain?.0 == .zero && plain?.1 == true)
        #expect(UIApplication.shared.statusBarFrame == .zero)   // outside a recording
        #expect(UIApplication.shared.statusBarStyle == .default)
        #expect(UIAccessibility.isReduceTransparencyEnabled == false)
    }

    // MARK: - UIColor.getWhite(_:alpha:), UIColor(patternImage:)

    @Test func greysGiveTheirLevelOtherColoursAreNotConverted() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        #expect(UIColor.black.getWhite(&white, alpha: nil) && white == 0)
        white = -1; alpha = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1 && alpha == -1)
        #expect(!UIColor(red: 0.5, green: 0.5, blue: 0.500001, alpha: 1).getWhite(&white, alpha: &alpha))
    }

    @Test func aPatternColourIsReportedAndClear() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        var color: UIColor?
        let r = record { _, _ in color = UIColor(patternImage: image) }
        #expect(color == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(r.problems == [.notSupported(
            call: "UIColor(patternImage:)",
            feature: "pattern colours (a 8×4 pt image tiled as a fill); the colour is clear")])
    }

    // MARK: - UITextField.attributedPlaceholder, hasText

    private func shownLabel(_ field: UITextField) -> UILabel? { field.subviews.compactMap { $0 as? UILabel }.first }

    @Test func theAttributedPlaceholderShowsInItsColourAndFont() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let serif = UIFont.systemFont(ofSize: 13)
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.green, .font: serif])
        #expect(field.placeholder == "Email")
        let label = try #require(shownLabel(field))
        #expect(label.text == "Email" && label.textColor == .green && label.font == serif)
        #expect(!field.hasText)
        field.text = "a"
        #expect(field.hasText)
        #expect(shownLabel(field)?.textColor == .black && shownLabel(field)?.font == .systemFont(ofSize: 17))
        field.text = ""
        #expect(shownLabel(field)?.textColor == .green)
        // A plain placeholder drops the attributes, as in UIKit.
        field.placeholder = "Email"
        #expect(field.attributedPlaceholder == nil)
        #expect(shownLabel(field)?.textColor == UITextField.placeholderColor && shownLabel(field)?.font == .systemFont(ofSize: 17))
    }

    @Test func placeholderAttributesThatAreNotDrawnAreReported() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.accessibilityIdentifier = "email"
        let text = NSMutableAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.green])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 3))
        text.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 5))
        let r = record { _, _ in field.attributedPlaceholder = text }
        #expect(r.problems == [
            .notSupported(call: "UITextField.attributedPlaceholder", feature: "the attribute NSKern (text field email)"),
            .notSupported(call: "UITextField.attributedPlaceholder",
                          feature: "a placeholder whose colour or font changes within it (drawn in its first character's) (text field email)"),
        ])
        #expect(shownLabel(field)?.textColor == .green)
    }

    // MARK: - Text measuring

    @Test func boundingRectWrapsToTheWidthWithLineFragments() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = NSAttributedString(string: "Hello world", attributes: [.font: font])
        let big = CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)
        // "Hello" 0.65 + 0.55 + 0.25 + 0.25 + 0.55 em, " " 0.25, "world" 0.85 + 0.55 + 0.33 + 0.25 + 0.55.
        let one = text.boundingRect(with: big, options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(one.width - 50.3) < 1e-9 && one.height == font.lineHeight && one.origin == .zero)
        let narrow = text.boundingRect(with: CGSize(width: 30, height: 5), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        #expect(abs(narrow.width - 25.3) < 1e-9 && narrow.height == 2 * font.lineHeight)
        // Without line fragments the text is one line, whatever the width.
        let line = text.boundingRect(with: CGSize(width: 30, height: 5), options: [], context: nil)
        #expect(abs(line.width - 50.3) < 1e-9 && line.height == font.lineHeight)
        let context = NSStringDrawingContext()
        let twoParagraphs = "Hello\nworld".boundingRect(with: big, options: .usesLineFragmentOrigin,
                                                        attributes: [.font: font], context: context)
        #expect(abs(twoParagraphs.width - 25.3) < 1e-9 && twoParagraphs.height == 2 * font.lineHeight)
        #expect(context.totalBounds == twoParagraphs && context.actualScaleFactor == 1)
        // No font: UIKit's default 12 pt.
        #expect(NSAttributedString(string: "ii").boundingRect(with: big, options: [], context: nil).width == 6)
    }

    // MARK: - Haptics, the navigation bar's shadow image

    @Test func feedbackGeneratorsAreAcceptedAndDrawNothing() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segments.isEmpty)
    }

    @Test func theNavigationBarKeepsItsShadowImage() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.shadowImage == nil)
        let empty = UIImage()
        navigation.navigationBar.shadowImage = empty
        #expect(navigation.navigationBar.shadowImage === empty)
    }

    // MARK: - show(_:sender:), performBatchUpdates with a non-escaping block

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() throws {
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844)) { _ in
            first.show(second, sender: nil)
        }
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.last === second)
        let root = UIViewController(), sheet = UIViewController()
        _ = try Story.record(presenting: root, size: CGSize(width: 390, height: 844)) { _ in
            root.show(sheet, sender: nil)
        }
        #expect(root.presentedViewController === sheet)
    }

    /// Uses `items` inside the updates block without `self.`, which compiles only if the block
    /// does not escape (as UIKit's `NS_NOESCAPE` block imports).
    private final class Feed {
        var items: [Int] = []
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        func add() {
            list.performBatchUpdates({ items.append(1) }, completion: nil)
            table.performBatchUpdates({ items.append(2) })
        }
    }

    @Test func batchUpdatesRunANonEscapingBlock() {
        let feed = Feed()
        feed.add()
        #expect(feed.items == [1, 2])
        var ran = false
        let optional: (() -> Void)? = { ran = true }
        feed.table.performBatchUpdates(optional)
        #expect(ran)
    }

    // MARK: - A window's view members

    @Test func theWindowConvertsLaysOutAndCannotBeHidden() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            #expect(stage.convert(CGPoint(x: 160, y: 110), to: box) == CGPoint(x: 10, y: 10))
            #expect(stage.convert(CGPoint(x: 10, y: 10), from: box) == CGPoint(x: 160, y: 110))
            #expect(stage.convert(CGRect(x: 150, y: 100, width: 10, height: 10), to: box) == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(stage.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: box) == CGRect(x: 150, y: 100, width: 10, height: 10))
            #expect(stage.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
            stage.isHidden = false
            #expect(!stage.isHidden)
            stage.isHidden = true
        }
        #expect(r.problems == [.notSupported(call: "UIWindow.isHidden", feature: "hiding the window (the stage)")])
    }

    @Test func theWindowsLayoutIfNeededLaysOutTheViewsOnIt() {
        final class Laid: UIView {
            var passes = 0
            override func layoutSubviews() { super.layoutSubviews(); passes += 1 }
        }
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Laid(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        _ = record { stage, _ in
            stage.addSubview(outer)
            stage.layoutIfNeeded()
            let before = inner.passes
            inner.setNeedsLayout()
            stage.layoutIfNeeded()
            #expect(inner.passes == before + 1)
        }
    }

    // MARK: - rx.deallocated, encode(with:)

    @Test func deallocatedFiresOnceWhenTheViewGoes() {
        var events: [String] = []
        var view: UIView? = UIView()
        let subscription = view!.rx.deallocated.subscribe(onNext: { events.append("next") },
                                                           onCompleted: { events.append("completed") })
        weak let weakView = view
        #expect(events.isEmpty)
        view = nil
        #expect(weakView == nil)
        #expect(events == ["next", "completed"])
        subscription.dispose()
    }

    @Test func takeUntilDeallocatedEndsWithTheView() {
        let taps = PublishSubject<Int>()
        var seen: [Int] = []
        var completed = false
        var view: UIView? = UIView()
        let subscription = taps.take(until: view!.rx.deallocated)
            .subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
        taps.onNext(1)
        view = nil
        taps.onNext(2)
        #expect(seen == [1] && completed)
        subscription.dispose()
    }

    @Test func encodeWithCoderIsAcceptedAndCallableFromOverrides() {
        final class Card: UIView {
            var encoded = false
            override func encode(with coder: NSCoder) {
                super.encode(with: coder)
                encoded = true
            }
        }
        let card = Card()
        card.encode(with: NSCoder())
        #expect(card.encoded)
    }

    // MARK: - CGMutablePath

    @Test func aMutablePathBuildsTheElementsItIsGiven() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        path.addQuadCurve(to: CGPoint(x: 50, y: 40), control: CGPoint(x: 40, y: 20))
        path.addCurve(to: CGPoint(x: 70, y: 60), control1: CGPoint(x: 55, y: 45), control2: CGPoint(x: 65, y: 55))
        path.closeSubpath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], transform: CGAffineTransform(translationX: 5, y: 6))
        #expect(path.elements == [
            .move(x: 10, y: 20), .line(x: 30, y: 20), .quad(cx: 40, cy: 20, x: 50, y: 40),
            .cubic(c1x: 55, c1y: 45, c2x: 65, c2y: 55, x: 70, y: 60), .close,
            .move(x: 5, y: 6), .line(x: 6, y: 7),
        ])
        #expect(path.currentPoint == CGPoint(x: 6, y: 7))
        #expect(path.boundingBox == CGRect(x: 5, y: 6, width: 65, height: 54))
        let rect = CGMutablePath()
        rect.addRect(CGRect(x: 0, y: 0, width: 4, height: 2), transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(rect.elements == CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 4), transform: nil).elements)
        let oval = CGMutablePath()
        oval.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(oval.elements == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).elements)
    }

    @Test func anArcsClockwiseFlagIsCoreGraphicsFlippedOne() {
        // Core Graphics: clockwise in its flipped space runs counter-clockwise on a UIKit screen,
        // which is UIBezierPath's clockwise: false.
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let ui = UIBezierPath()
        ui.move(to: CGPoint(x: 0, y: 0))
        ui.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cg.elements == ui.cgPath.elements)
        #expect(cg.elements[1] == .line(x: 60, y: 50))   // joined to the arc's start by a line
        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi / 2)
        #expect(relative.elements == UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath.elements)
    }

    @Test func aShapeLayerKeepsTheMutablePathAsItWasWhenSet() {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        shape.path = path
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(shape.path !== path)
        #expect(shape.path?.elements == [.move(x: 0, y: 0), .line(x: 10, y: 0)])
        #expect(path.mutableCopy()?.elements == path.elements && path.copy()?.elements == path.elements)
    }

    // MARK: - CALayer.setValue(_:forKeyPath:)

    @Test func setValueForKeyPathStoresThroughStoredLayersAndSetsProperties() {
        let layer = CALayer(), inner = CALayer(), pulse = CABasicAnimation(keyPath: "opacity")
        let r = record { _, _ in
            layer.setValue(3, forKeyPath: "count")
            layer.setValue(inner, forKeyPath: "inner")
            layer.setValue("deep", forKeyPath: "inner.tag")
            layer.setValue(pulse, forKeyPath: "pulse")
            layer.setValue(2, forKeyPath: "pulse.round")
            layer.setValue(CGPoint(x: 4, y: 5), forKeyPath: "position")
            layer.setValue(1, forKeyPath: "position.z")
            layer.setValue(1, forKeyPath: "missing.key")
        }
        #expect(layer.position == CGPoint(x: 4, y: 5))
        #expect(layer.value(forKeyPath: "count") as? Int == 3)
        #expect(inner.value(forKey: "tag") as? String == "deep")
        #expect(pulse.value(forKey: "round") as? Int == 2)
        #expect(r.problems == [
            .notSupported(call: "CALayer.setValue(_:forKeyPath:)", feature: "setting the layer's property 'position.z' by key path (set the property itself)"),
            .notSupported(call: "CALayer.setValue(_:forKeyPath:)", feature: "setting 'key' of nothing stored under 'missing' by key path"),
        ])
    }

    // MARK: - CALayer.presentation()

    @Test func thePresentationLayerCarriesTheValuesOnScreenNow() throws {
        let box = makeBox()
        var shown: [CALayer?] = []
        let r = record { stage, clock in
            shown.append(box.layer.presentation())   // off stage: never committed
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                box.center = CGPoint(x: 300, y: 150)
                box.alpha = 0
                box.transform = CGAffineTransform(scaleX: 3, y: 3)
            })
            clock.schedule(at: s(0.5)) { shown.append(box.layer.presentation()) }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(shown.count == 2 && shown[0] == nil)
        let half = try #require(shown[1])
        #expect(half !== box.layer && half.delegate == nil)
        #expect(half.position == CGPoint(x: 250, y: 150))
        #expect(half.opacity == 0.5)
        #expect(half.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(half.transform.m11 == 2 && half.transform.m22 == 2)
        #expect(box.layer.position == CGPoint(x: 300, y: 150) && box.alpha == 0)   // the model
        #expect(type(of: try #require(ShapeHolder().shapeLayerPresentation())) == CAShapeLayer.self)
    }

    /// A view whose layer is a shape layer, on a stage, for the class of its presentation copy.
    private final class ShapeHolder {
        final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        func shapeLayerPresentation() -> CALayer? {
            let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var copy: CALayer?
            _ = record { stage, _ in
                stage.addSubview(view)
                copy = view.layer.presentation()
            }
            return copy
        }
    }

    // MARK: - CAMediaTimingFunction.getControlPoint(at:values:)

    @Test func controlPointsAreTheEndsAndTheTwoGivenPoints() {
        func points(_ function: CAMediaTimingFunction) -> [[Float]] {
            (0...3).map { index in
                var xy: [Float] = [-1, -1]
                function.getControlPoint(at: index, values: &xy)
                return xy
            }
        }
        #expect(points(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1)) == [[0, 0], [0.2, 0.8], [0.3, 1], [1, 1]])
        #expect(points(CAMediaTimingFunction(name: .easeIn)) == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        #expect(points(CAMediaTimingFunction(name: .default)) == [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]])
        var untouched: [Float] = [-1, -1]
        let r = record { _, _ in CAMediaTimingFunction(name: .linear).getControlPoint(at: 4, values: &untouched) }
        #expect(untouched == [-1, -1])
        #expect(r.problems == [.invalidArgument(call: "CAMediaTimingFunction.getControlPoint(at:values:)", argument: "idx",
                                                problem: "the index must lie within 0...3, got 4")])
    }

    // MARK: - Accepted with no visual effect: accessibility posts, status bar setters, key window

    @Test func accessibilityPostsStatusBarSettersAndTheKeyWindowChangeNothing() {
        let box = makeBox()
        var key: Bool?
        let r = record { stage, _ in
            stage.addSubview(box)
            UIAccessibility.post(notification: .screenChanged, argument: box)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
            UIApplication.shared.setStatusBarHidden(true, with: .fade)
            stage.makeKeyAndVisible()
            stage.makeKey()
            key = UIApplication.shared.windows.first { $0.isKeyWindow }?.isKeyWindow
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segments.isEmpty)
        #expect(key == true)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000 && UIAccessibility.Notification.announcement.rawValue == 1008)
    }
}
