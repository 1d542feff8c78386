import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage

/// `UILabel.lineBreakMode`, `UITextView`, and the names iOS code compiles against that change
/// nothing drawn (orientation notifications, rasterization, `NSInteger`) or cannot be done on
/// Linux (method swizzling, reported).
@Suite struct TextViewAndLineBreakTests {
    /// At 10 pt each lower-case `a` is 5.5 pt, a space 2.5 pt and "…" 6 pt (Animatic's estimate).
    private func lines(_ text: String, width: CGFloat, lines: Int, mode: NSLineBreakMode) -> [String] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = text
        return label.displayedLines
    }

    @Test func eachLineBreakModeEndsACutLabelAsUIKitDescribes() {
        #expect(UILabel().lineBreakMode == .byTruncatingTail)
        let text = "aaaa aaaa aaaa"     // wraps to three lines of "aaaa" at 40 pt; two are shown
        #expect(lines(text, width: 40, lines: 2, mode: .byTruncatingTail) == ["aaaa", "aaaa a\u{2026}"])     // 30 + 6 ≤ 40
        #expect(lines(text, width: 40, lines: 2, mode: .byTruncatingHead) == ["aaaa", "\u{2026}a aaaa"])     // 6 + 30
        #expect(lines(text, width: 40, lines: 2, mode: .byTruncatingMiddle) == ["aaaa", "aaa\u{2026}aaa"])   // 16.5 + 6 + 16.5
        #expect(lines(text, width: 40, lines: 2, mode: .byWordWrapping) == ["aaaa", "aaaa"])
        #expect(lines(text, width: 40, lines: 2, mode: .byClipping) == ["aaaa", "aaaa"])
        // Character wrapping fills each line: "aaaa aa" is 35.5 pt, one more `a` would be 41.
        #expect(lines(text, width: 40, lines: 0, mode: .byCharWrapping) == ["aaaa aa", "aa aaaa"])
        #expect(lines(text, width: 40, lines: 0, mode: .byWordWrapping) == ["aaaa", "aaaa", "aaaa"])
        // A cut at a paragraph break shows the lines as they are, in every mode.
        #expect(lines("aaaa\naaaa\naaaa", width: 40, lines: 2, mode: .byTruncatingHead) == ["aaaa", "aaaa"])
        #expect(NSLineBreakMode(rawValue: 4) == .byTruncatingTail && NSLineBreakMode.byWordWrapping.rawValue == 0)
    }

    @Test func changingTheLineBreakModeOnStageChangesTheDrawnLinesThen() {
        let r = record { stage, clock in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            label.font = .systemFont(ofSize: 10)
            label.text = "aaaa aaaa aaaa"
            label.numberOfLines = 2
            stage.addSubview(label)
            clock.schedule(at: s(1)) { label.lineBreakMode = .byWordWrapping }
        }
        #expect(r.problems.isEmpty)
        guard case .label(let before) = r.timeline.views[0].content,
              case .label(let after) = r.timeline.views[0].contentChanges.first?.content else {
            Issue.record("no label content"); return
        }
        #expect(before.lines == ["aaaa", "aaaa a\u{2026}"])
        #expect(r.timeline.views[0].contentChanges.map(\.time) == [s(1)])
        #expect(after.lines == ["aaaa", "aaaa"])
    }

    /// The text view's label: its only subview.
    private func textLabel(_ view: UITextView) -> UILabel? { view.subviews.compactMap { $0 as? UILabel }.first }

    @Test func aTextViewStartsAtTheTopLeftInsetAndWrapsToItsWidth() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 200))
        #expect(view.text == "" && view.font == nil && view.isEditable && view.isSelectable)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5 && view.textContainer.maximumNumberOfLines == 0)
        #expect(view.backgroundColor == .white)
        view.font = .systemFont(ofSize: 10)
        view.text = "aaaa aaaa aaaa"
        view.layoutIfNeeded()
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        let label = textLabel(view)
        // 60 - 2 × 5 pt padding = 50 pt for text: "aaaa aaaa" (46.5) fits on the first line.
        #expect(label?.frame == CGRect(x: 5, y: 8, width: 50, height: 2 * lineHeight))
        #expect(label?.displayedLines == ["aaaa aaaa", "aaaa"])
        #expect(label?.font == .systemFont(ofSize: 10) && label?.textColor == .black)
        #expect(view.contentSize == CGSize(width: 60, height: 8 + 2 * lineHeight + 8))
        // With no inset and no padding the text fills the width: all three words on two lines of 60.
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.layoutIfNeeded()
        #expect(textLabel(view)?.frame == CGRect(x: 0, y: 0, width: 60, height: 2 * lineHeight))
    }

    @Test func aTextViewHasAnIntrinsicSizeOnlyWithScrollingOff() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        view.font = .systemFont(ofSize: 10)
        view.text = "aaaa aaaa aaaa"
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.isScrollEnabled = false
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        // Two lines of at most 46.5 pt, plus 2 × 5 pt padding and 8 + 8 pt insets.
        #expect(view.intrinsicContentSize == CGSize(width: 57, height: (2 * lineHeight + 16).rounded(.up)))
        view.text = nil     // UIKit's text is never nil
        #expect(view.text == "" && view.intrinsicContentSize == CGSize(width: 10, height: 16))
    }

    @Test func aTextViewOnStageRecordsWithoutProblemsAndEditingIsReported() {
        let r = record { stage, clock in
            let view = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
            view.text = "Swipe to continue"
            view.textColor = .blue
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.text = "Tap to close" }
        }
        #expect(r.problems.isEmpty)
        // The new text is a new label at 1 s (the old one leaves), as a text field's.
        let texts = r.timeline.views.compactMap { view -> [String]? in
            if case .label(let label) = view.content { return label.lines }
            return nil
        }
        #expect(texts == [["Swipe to continue"], ["Tap to close"]])
        let edit = record { stage, _ in
            let view = UITextView(frame: .zero)
            stage.addSubview(view)
            view.becomeFirstResponder()
        }
        #expect(edit.problems == [.notSupported(call: "UITextView.becomeFirstResponder()",
                                                feature: "editing a text view (set its text instead)")])
    }

    @Test func orientationNotificationsNestPerRecordingAndAreNeverPosted() throws {
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()       // outside a recording: nothing
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        var states: [Bool] = []
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            device.beginGeneratingDeviceOrientationNotifications()
            device.beginGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()
            states.append(device.isGeneratingDeviceOrientationNotifications)
            device.endGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()         // unmatched: nothing
            states.append(device.isGeneratingDeviceOrientationNotifications)
            device.beginGeneratingDeviceOrientationNotifications()
            states.append(device.isGeneratingDeviceOrientationNotifications)
        }
        #expect(states == [true, false, true])
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            states.append(device.isGeneratingDeviceOrientationNotifications)   // a new recording starts at none
        }
        #expect(states == [true, false, true, false])
    }

    @Test func rasterizationIsAcceptedAndDrawsNothingDifferent() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1 && !layer.drawsAsynchronously)
        let r = record { stage, _ in
            let view = makeBox()
            view.layer.shouldRasterize = true
            view.layer.rasterizationScale = 3
            view.layer.drawsAsynchronously = true
            stage.addSubview(view)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.views.count == 1)
    }

    @Test func swizzlingIsReportedNamingBothMethods() throws {
        let original = try #require(class_getInstanceMethod(UIView.self, Selector("layoutSubviews")))
        let replacement = try #require(class_getInstanceMethod(UIView.self, Selector("swizzled_layoutSubviews")))
        #expect(class_getInstanceMethod(nil, Selector("layoutSubviews")) == nil)
        do {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
                method_exchangeImplementations(original, replacement)
            }
            Issue.record("swizzling must fail the recording")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "method_exchangeImplementations(_:_:)",
                feature: "method swizzling (UIView.layoutSubviews with UIView.swizzled_layoutSubviews)")])
        }
        let count: NSInteger = 3
        let unsigned: NSUInteger = 3
        #expect(count == Int(3) && unsigned == UInt(3))
        #expect(HUGE == Float.infinity)
    }
}

/// Key-value observing of a scroll view's offset, inset and size, as a pull-to-refresh uses it.
@Suite struct KeyValueObservingTests {
    final class Header: UIView {
        var seen: [String] = []
        nonisolated(unsafe) static var token: UInt8 = 0
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            let new = change?[.newKey].map { "\($0)" } ?? "-"
            let old = change?[.oldKey].map { "\($0)" } ?? "-"
            seen.append("\(keyPath ?? "?") \(old) -> \(new)\(context == nil ? "" : " ctx")")
        }
    }

    @Test func aScrollViewNotifiesItsObserversAfterEachChange() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let header = Header()
        scroll.addObserver(header, forKeyPath: "contentOffset", options: [.initial, .new, .old], context: &Header.token)
        scroll.addObserver(header, forKeyPath: "contentInset", options: .new, context: nil)
        scroll.contentOffset = CGPoint(x: 0, y: -20)
        scroll.contentOffset = CGPoint(x: 0, y: -20)           // no change: no notification
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentSize = CGSize(width: 100, height: 500)   // not observed
        scroll.removeObserver(header, forKeyPath: "contentOffset", context: &Header.token)
        scroll.contentOffset = .zero
        #expect(header.seen == [
            "contentOffset - -> \(CGPoint.zero) ctx",
            "contentOffset \(CGPoint.zero) -> \(CGPoint(x: 0, y: -20)) ctx",
            "contentInset - -> \(UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))",
        ])
        #expect(header.seen.count == 3)
    }

    @Test func unobservableKeyPathsAndObserversAreReported() {
        let r = record { stage, _ in
            let view = UIView()
            let scroll = UIScrollView()
            stage.addSubview(scroll)
            view.addObserver(Header(), forKeyPath: "frame", options: .new, context: nil)
            scroll.addObserver(NSObject(), forKeyPath: "contentOffset", options: .new, context: nil)
            scroll.addObserver(Header(), forKeyPath: "contentOffset", options: .prior, context: nil)
        }
        #expect(r.problems == [
            .notSupported(call: "NSObject.addObserver(_:forKeyPath:options:context:)", feature: "key-value observing of UIView.frame"),
            .notSupported(call: "NSObject.addObserver(_:forKeyPath:options:context:)",
                          feature: "an observer of UIScrollView.contentOffset that is not a view or view controller (NSObject)"),
            .notSupported(call: "NSObject.addObserver(_:forKeyPath:options:context:)",
                          feature: "key-value observing of UIScrollView.contentOffset before each change (.prior)"),
        ])
    }
}

/// A container that forwards appearance itself (`shouldAutomaticallyForwardAppearanceMethods`
/// false) calls `beginAppearanceTransition`/`endAppearanceTransition`, as XLPagerTabStrip does.
@Suite struct ManualAppearanceForwardingTests {
    final class Page: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear \(animated)") }
        override func viewIsAppearing(_ animated: Bool) { calls.append("isAppearing \(animated)") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear \(animated)") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear \(animated)") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear \(animated)") }
    }
    final class Pager: UIViewController {
        let manual: Bool
        init(manual: Bool) { self.manual = manual; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manual }
    }

    private func show(manual: Bool) -> [String] {
        let page = Page()
        _ = record { stage, _ in
            let pager = Pager(manual: manual)
            pager.addChild(page)
            pager.view.addSubview(page.view)
            page.didMove(toParent: pager)
            pager.appear(asRootOf: stage)
            if manual {
                page.beginAppearanceTransition(true, animated: true)
                page.beginAppearanceTransition(true, animated: true)     // already appearing: nothing
                page.endAppearanceTransition()
                page.beginAppearanceTransition(false, animated: false)
                page.endAppearanceTransition()
                page.endAppearanceTransition()                           // nothing begun: nothing
            }
        }
        return page.calls
    }

    @Test func aContainerThatDoesNotForwardLeavesItsChildrenToItsOwnCalls() {
        #expect(show(manual: false) == ["willAppear false", "isAppearing false", "didAppear false"])
        #expect(show(manual: true) == ["willAppear true", "isAppearing true", "didAppear true",
                                       "willDisappear false", "didDisappear false"])
    }
}

/// A layer's own timing (`CAMediaTiming` on `CALayer`) and its settable `sublayers`.
@Suite struct LayerTimingAndSublayersTests {
    @Test func aLayersOwnTimeIsReportedOnStageAndFillModeIsAccepted() {
        let layer = CALayer()
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0 && layer.fillMode == .removed)
        let r = record { stage, clock in
            let spinner = makeBox("spinner")
            spinner.layer.fillMode = .forwards
            spinner.layer.speed = 1          // a resumed spinner: the default, accepted
            stage.addSubview(spinner)
            clock.schedule(at: s(1)) { spinner.layer.speed = 0 }                  // paused
            let late = makeBox("late")
            late.layer.timeOffset = 0.5                                            // before it joins
            clock.schedule(at: s(2)) { stage.addSubview(late) }
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer (CAMediaTiming)", feature: "a layer's own time (view spinner, speed 0.0)"),
            .notSupported(call: "CALayer (CAMediaTiming)", feature: "a layer's own time (view late, timeOffset 0.5)"),
        ])
    }

    @Test func settingSublayersRemovesAndAddsAsUIKit() {
        let parent = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.sublayers = [a, c]                  // b leaves, c is added in front
        #expect(parent.sublayers?.count == 2 && parent.sublayers?[0] === a && parent.sublayers?[1] === c)
        #expect(b.superlayer == nil && c.superlayer === parent)
        parent.sublayers?.removeAll()
        #expect(parent.sublayers == nil && a.superlayer == nil && c.superlayer == nil)
        parent.addSublayer(a)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && a.superlayer == nil)
        var order: [CALayer]?
        let r = record { stage, _ in
            let view = makeBox()
            stage.addSubview(view)
            view.layer.addSublayer(a)
            view.layer.addSublayer(b)
            view.layer.sublayers = [b, a]          // reordering: drawn so (ZPositionTests)
            order = view.layer.sublayers
        }
        #expect(r.problems.isEmpty)
        #expect(order?.count == 2 && order?[0] === b && order?[1] === a)
    }
}
