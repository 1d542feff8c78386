import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The calls a test's controllers and views hear, each with the story time it came at.
private final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) {
        let ms = (StoryContext.current?.clock.now.ticks ?? -1_000_000) / 1_000_000
        entries.append(ms < 0 ? "\(entry) (no story)" : "\(ms) \(entry)")
    }
}

/// A view that logs its hierarchy, window, safe-area and layout hooks.
private final class LoggingView: UIView {
    let log: CallLog
    let name: String
    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name; self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toSuperview newSuperview: UIView?) {
        log.add("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview \(superview == nil ? "nil" : "view")") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.add("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "stage"))")
    }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow \(window == nil ? "nil" : "stage")") }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log.add("\(name).safeAreaInsetsDidChange \(safeAreaInsets)")
    }
    override func layoutSubviews() { log.add("\(name).layoutSubviews") }
}

/// A controller that logs every lifecycle call, with an optional view of its own and hooks.
private class LoggingController: UIViewController {
    let log: CallLog
    let name: String
    var customView = false
    var onDidAppear: ((LoggingController) -> Void)?
    init(_ name: String, log: CallLog) {
        self.name = name; self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        log.add("\(name).loadView")
        if customView { view = LoggingView("\(name)-root", log: log) } else { super.loadView() }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = name }
        log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.add("\(name).viewIsAppearing(\(animated))") }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear(\(animated))")
        onDidAppear?(self)
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.add("\(name).viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); log.add("\(name).viewSafeAreaInsetsDidChange") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log.add("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))") }
}

/// View controllers: loading, appearance, layout, children, presentation (Apple,
/// "UIViewController"; the presentation timing is documented on
/// `UIViewController.modalDuration`).
@Suite struct ViewControllerTests {
    private static let size = CGSize(width: 300, height: 600)

    // MARK: - Edge cases first

    @Test func aChildAddedToAParentOnScreenHearsItsOwnAppearanceCalls() throws {
        let log = CallLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        _ = try Story.record(presenting: parent, size: Self.size) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
            }
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
        }
        let childEntries = log.entries.filter { $0.contains("child.") && !$0.contains("Layout") && !$0.contains("SafeArea") }
        #expect(childEntries == [
            "1000 child.willMove(toParent: parent)", "1000 child.loadView", "1000 child.viewDidLoad",
            "1000 child.viewWillAppear(false)", "1000 child.viewIsAppearing(false)", "1000 child.viewDidAppear(false)",
            "1000 child.didMove(toParent: parent)",
            "2000 child.willMove(toParent: nil)", "2000 child.viewWillDisappear(false)",
            "2000 child.viewDidDisappear(false)", "2000 child.didMove(toParent: nil)",
        ])
        // The parent's own appearance reached it once, at time 0, before the child existed.
        #expect(log.entries.filter { $0.contains("parent.viewDidAppear") } == ["0 parent.viewDidAppear(false)"])
    }

    @Test func aControllerWhoseViewIsNeverAccessedHearsNothing() throws {
        let log = CallLog()
        let controller = LoggingController("c", log: log)
        controller.title = "Welcome"
        _ = try Story.record(size: Self.size) { _ in }
        #expect(log.entries.isEmpty)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.title == "Welcome")
    }

    @Test func theViewLoadsOnceOnFirstAccessOutsideARecordingWithTheDefaultScreenSize() {
        let log = CallLog()
        let controller = LoggingController("c", log: log)
        let first = controller.view
        let second = controller.view
        #expect(first === second)
        #expect(log.entries == ["c.loadView (no story)", "c.viewDidLoad (no story)"])
        #expect(first!.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(first!.backgroundColor == nil)
        controller.loadViewIfNeeded()
        #expect(log.entries.count == 2)
    }

    @Test func aLoadViewOverrideProvidesTheViewAndLoadViewIfNeededLoadsIt() throws {
        let log = CallLog()
        let controller = LoggingController("c", log: log)
        controller.customView = true
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect((controller.view as? LoggingView)?.name == "c-root")
        #expect(log.entries == ["c.loadView (no story)", "c.viewDidLoad (no story)"])
    }

    @Test func aLoadViewThatSetsNoViewIsReportedAndGetsAPlainView() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let problems = Self.problems {
            let controller = Forgetful()
            #expect(controller.view != nil)
            #expect(controller.view.frame.size == Self.size)
        }
        #expect(problems == [.misuse(call: "UIViewController.loadView()",
                                     problem: "Forgetful.loadView() did not set `view`; a plain view was made")])
    }

    @Test func aNibThatCannotBeFoundIsReportedWhenTheViewLoads() {
        let problems = Self.problems { _ = UIViewController(nibName: "NoSuchIntro", bundle: nil).view }
        #expect(problems.count == 1)
        guard case .misuse(let call, let problem) = problems.first else { Issue.record("\(problems)"); return }
        #expect(call == "UIViewController.init(nibName: \"NoSuchIntro\", bundle:)")
        #expect(problem.hasPrefix("no NoSuchIntro.xib found (looked in "))
    }

    /// Problems reported while `body` runs inside a recording of `size`.
    private static func problems(_ body: () -> Void) -> [StoryProblem] {
        do {
            _ = try Story.record(size: size) { _ in body() }
            return []
        } catch {
            return error.problems
        }
    }

    // MARK: - Appearing as the stage's root

    @Test func recordPresentingCallsLoadingAppearanceAndLayoutInUIKitsOrderAtTimeZero() throws {
        let log = CallLog()
        let controller = LoggingController("c", log: log)
        controller.customView = true
        var inBody: [String] = []
        let story = try Story.record(presenting: controller, size: Self.size,
                                     safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)) { stage in
            inBody = log.entries
            #expect(stage.rootViewController === controller)
            #expect(controller.view.window === stage)
        }
        #expect(inBody == log.entries)   // body runs after viewDidAppear
        #expect(log.entries == [
            "0 c.loadView", "0 c.viewDidLoad", "0 c.viewWillAppear(false)",
            "0 c-root.willMove(toSuperview: view)", "0 c-root.didMoveToSuperview view",
            "0 c-root.willMove(toWindow: stage)", "0 c-root.didMoveToWindow stage",
            "0 c-root.safeAreaInsetsDidChange {20.0, 0.0, 10.0, 0.0}", "0 c.viewSafeAreaInsetsDidChange",
            "0 c.viewIsAppearing(false)",
            "0 c.viewWillLayoutSubviews", "0 c-root.layoutSubviews", "0 c.viewDidLayoutSubviews",
            "0 c.viewDidAppear(false)",
        ])
        #expect(controller.view.frame == CGRect(origin: .zero, size: Self.size))
        #expect(story.size == Self.size)
        #expect(story.timeline.views.map(\.identifier) == ["c-root"])
    }

    @Test func nestedChildrenHearAppearanceAfterTheirParentAndTheirViewsLayoutInsideIt() throws {
        let log = CallLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        let grandchild = LoggingController("grandchild", log: log)
        let orphan = LoggingController("orphan", log: log)   // a child whose view is not in the parent's view
        parent.addChild(child)
        child.addChild(grandchild)
        parent.addChild(orphan)
        #expect(log.entries == ["child.willMove(toParent: parent) (no story)",
                                "grandchild.willMove(toParent: parent) (no story)",
                                "orphan.willMove(toParent: parent) (no story)"])
        log.entries = []
        #expect(parent.children.compactMap { ($0 as? LoggingController)?.name } == ["child", "orphan"])
        #expect(grandchild.parent === child && child.parent === parent)
        parent.view.addSubview(child.view)
        child.view.addSubview(grandchild.view)
        child.didMove(toParent: parent)
        grandchild.didMove(toParent: child)
        log.entries = []
        _ = try Story.record(presenting: parent, size: Self.size)
        let names = ["parent", "child", "grandchild"]
        #expect(log.entries == names.map { "0 \($0).viewWillAppear(false)" }
            + names.map { "0 \($0).viewIsAppearing(false)" }
            + names.flatMap { ["0 \($0).viewWillLayoutSubviews", "0 \($0).viewDidLayoutSubviews"] }
            + names.map { "0 \($0).viewDidAppear(false)" })
        log.entries = []
        orphan.willMove(toParent: nil)
        orphan.removeFromParent()
        #expect(log.entries == ["orphan.willMove(toParent: nil) (no story)", "orphan.didMove(toParent: nil) (no story)"])
        #expect(parent.children.count == 1 && orphan.parent == nil)
    }

    @Test func addingAControllerToItselfOrItsChildIsReported() {
        let parent = UIViewController(), child = UIViewController()
        let problems = Self.problems {
            parent.addChild(child)
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(problems == [
            .misuse(call: "UIViewController.addChild(_:)", problem: "cannot add a view controller as a child of itself"),
            .misuse(call: "UIViewController.addChild(_:)",
                    problem: "cannot add a view controller as a child of one of its own children"),
        ])
        #expect(parent.children.count == 1 && child.children.isEmpty)
    }

    // MARK: - Presenting and dismissing

    @Test func presentingDuringViewDidAppearSlidesUpAndCallsAppearanceAtItsEnd() throws {
        let log = CallLog()
        let root = LoggingController("root", log: log)
        let sheet = LoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        root.onDidAppear = { root in
            root.onDidAppear = nil
            root.present(sheet, animated: true) { log.add("completion") }
        }
        let story = try Story.record(presenting: root, size: Self.size)
        #expect(Array(log.entries.drop { !$0.contains("sheet.loadView") }) == [
            "0 sheet.loadView", "0 sheet.viewDidLoad",
            "0 root.viewWillDisappear(true)", "0 sheet.viewWillAppear(true)", "0 sheet.viewIsAppearing(true)",
            "0 sheet.viewWillLayoutSubviews", "0 sheet.viewDidLayoutSubviews",
            "500 root.viewDidDisappear(true)", "500 sheet.viewDidAppear(true)", "500 completion",
        ])
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(!sheet.isBeingPresented)
        #expect(story.duration == 0.5)
    }

    @Test func thePresentationIsOneRecordedSlideWithUIKitsDurationAndCurve() throws {
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.view.backgroundColor = .blue
        var completedAt: StoryTime?
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            root.present(sheet, animated: true) { completedAt = StoryContext.current?.clock.now }
        }
        #expect(completedAt == s(0.5))
        let slides = story.timeline.segments.filter { $0.viewName == "sheet" }
        #expect(slides.count == 1)
        let slide = try #require(slides.first)
        #expect(slide.property == .center && slide.start == .zero && slide.duration == s(0.5))
        #expect(slide.from == TimelineValue.point(x: 150, y: 900))
        #expect(slide.to == TimelineValue.point(x: 150, y: 300))
        #expect(slide.curve == .cubicBezier(x1: 0.2833, y1: 0.99, x2: 0.31833, y2: 0.99))
        let p = UIViewController.modalCurve.progress(at: 0.5)
        #expect(abs(try story.state(at: 0.25)["sheet"]!.state.center.y - (900 - 600 * p)) < 1e-9)
        #expect(try story.state(at: 0.5)["sheet"]!.state.center.y == 300)
    }

    @Test func dismissSlidesDownThenRemovesTheViewCallsAppearanceAndCompletion() throws {
        let log = CallLog()
        let root = LoggingController("root", log: log)
        let sheet = LoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            root.present(sheet, animated: false)
            StoryContext.current!.clock.schedule(at: s(1)) { sheet.dismiss(animated: true) { log.add("dismissed") } }
        }
        #expect(Array(log.entries.drop { !$0.contains("sheet.loadView") }) == [
            "0 sheet.loadView", "0 sheet.viewDidLoad",
            "0 root.viewWillDisappear(false)", "0 sheet.viewWillAppear(false)", "0 sheet.viewIsAppearing(false)",
            "0 sheet.viewWillLayoutSubviews", "0 sheet.viewDidLayoutSubviews",
            "0 root.viewDidDisappear(false)", "0 sheet.viewDidAppear(false)",
            "1000 sheet.viewWillDisappear(true)", "1000 root.viewWillAppear(true)",
            "1500 sheet.viewDidDisappear(true)", "1500 root.viewDidAppear(true)", "1500 dismissed",
        ])
        let sheetIndex = try #require(story.timeline.views.firstIndex { $0.identifier == "sheet" })
        #expect(story.timeline.views[sheetIndex].removedAt == s(1.5))
        let slide = try #require(story.timeline.segments.first { $0.view == sheetIndex })
        #expect(slide.start == s(1) && slide.duration == s(0.5))
        #expect(slide.from == TimelineValue.point(x: 150, y: 300))
        #expect(slide.to == TimelineValue.point(x: 150, y: 900))
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(story.duration == 1.5)
    }

    @Test func thePresenterKeepsAControllerNothingElseHolds() throws {
        // UIKit's presenter holds the presented controller until it is dismissed.
        let root = UIViewController()
        var atTwoSeconds: String?
        _ = try Story.record(presenting: root, size: Self.size) { _ in
            let walkthrough = UIViewController()
            walkthrough.view.accessibilityIdentifier = "walkthrough"
            root.present(walkthrough, animated: true)
            StoryContext.current!.clock.schedule(at: s(2)) {
                atTwoSeconds = root.presentedViewController?.view.accessibilityIdentifier
            }
        }
        #expect(atTwoSeconds == "walkthrough")
        #expect(root.presentedViewController?.presentingViewController === root)
    }

    @Test func aChildAnswersThePresentationItsAncestorMade() throws {
        // Apple, presentedViewController: "presented by this view controller, or one of its
        // ancestors"; presentingViewController: for a child of a presented controller, the
        // controller that presented the ancestor.
        let start = UIViewController(), sheetContent = UIViewController()
        let navigation = UINavigationController(rootViewController: start)
        let sheet = UINavigationController(rootViewController: sheetContent)
        sheet.modalPresentationStyle = .fullScreen
        var during: [Bool] = []
        _ = try Story.record(presenting: navigation, size: Self.size) { _ in
            #expect(start.presentedViewController == nil)
            start.present(sheet, animated: false)
            during = [start.presentedViewController === sheet, navigation.presentedViewController === sheet,
                      sheet.presentingViewController === navigation, sheetContent.presentingViewController === navigation,
                      sheet.presentedViewController == nil, sheetContent.presentedViewController == nil]
            StoryContext.current!.clock.schedule(at: s(1)) { sheetContent.dismiss(animated: false) }
        }
        #expect(during == [true, true, true, true, true, true])
        #expect(start.presentedViewController == nil && navigation.presentedViewController == nil)
        #expect(sheetContent.presentingViewController == nil && sheet.view.window == nil)
    }

    @Test func aPageSheetSlidesOverThePresenterWithoutItsAppearanceCalls() throws {
        let log = CallLog()
        let root = LoggingController("root", log: log)
        let sheet = LoggingController("sheet", log: log)   // .automatic: a page sheet
        _ = try Story.record(presenting: root, size: Self.size) { _ in
            log.entries = []
            root.present(sheet, animated: true)
        }
        #expect(!log.entries.contains { $0.contains("root.") })
        #expect(log.entries.last == "500 sheet.viewDidAppear(true)")
    }

    @Test func crossDissolveFadesTheViewInOverFourTenthsAndOutAgain() throws {
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalTransitionStyle = .crossDissolve
        sheet.modalPresentationStyle = .overFullScreen
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            root.present(sheet, animated: true) { sheet.dismiss(animated: true) }
        }
        let fades = story.timeline.segments.filter { $0.viewName == "sheet" }
        #expect(fades.map(\.property) == [.alpha, .alpha])
        #expect(fades.map(\.start) == [.zero, s(0.4)])
        #expect(fades.map(\.duration) == [s(0.4), s(0.4)])
        #expect(fades.map(\.to) == [TimelineValue.scalar(1), TimelineValue.scalar(0)])
        #expect(fades.allSatisfy { $0.curve == .easeInOut })
        #expect(sheet.view.alpha == 1)   // back to its value once off stage
        #expect(story.duration == 0.8)
    }

    @Test func refusedPresentationsAndDismissalsAreReportedAndTheirCompletionsNeverRun() {
        var completions = 0
        let call = "UIViewController.present(_:animated:completion:)"
        let problems = Self.problems {
            let offStage = UIViewController(), other = UIViewController()
            offStage.present(other, animated: true) { completions += 1 }
            let stage = StageEnvironment.current!.stage!
            let root = UIViewController()
            stage.addSubview(root.view)
            root.present(root, animated: false) { completions += 1 }
            let first = UIViewController(), second = UIViewController()
            root.present(first, animated: true)
            root.present(second, animated: true) { completions += 1 }
            first.dismiss(animated: true) { completions += 1 }   // still animating in
            UIViewController().dismiss(animated: true) { completions += 1 }
            let flipped = UIViewController()
            flipped.modalTransitionStyle = .partialCurl
            flipped.modalPresentationStyle = .popover
            first.present(flipped, animated: false)   // refused: first's outermost parent is itself, being presented
        }
        #expect(completions == 0)
        #expect(problems == [
            .misuse(call: call, problem: "cannot present UIViewController from UIViewController, whose view is not on stage"),
            .misuse(call: call, problem: "cannot present UIViewController from itself or from one of its children"),
            .misuse(call: call, problem: "UIViewController is already presenting UIViewController"),
            .misuse(call: "UIViewController.dismiss(animated:completion:)", problem: "UIViewController is being presented or dismissed"),
            .misuse(call: "UIViewController.dismiss(animated:completion:)",
                    problem: "UIViewController neither presents nor was presented a view controller"
                        + " (UIKit does not document whether the completion runs then)"),
            .misuse(call: call, problem: "UIViewController is being presented or dismissed"),
        ])
    }

    @Test func unsupportedStylesAreReportedAndDrawnAsFullScreenCoverVertical() {
        let problems = Self.problems {
            let stage = StageEnvironment.current!.stage!
            let root = UIViewController()
            stage.addSubview(root.view)
            let curl = UIViewController()
            curl.modalTransitionStyle = .partialCurl
            curl.modalPresentationStyle = .popover
            root.present(curl, animated: true)
            #expect(curl.isBeingPresented)   // drawn sliding up, as .coverVertical
        }
        #expect(problems == [
            .notSupported(call: "UIViewController.present(_:animated:completion:)",
                          feature: "modalPresentationStyle .popover (drawn as .fullScreen)"),
            .notSupported(call: "UIViewController.present(_:animated:completion:)",
                          feature: "modalTransitionStyle .partialCurl (drawn as .coverVertical)"),
        ])
    }

    @Test func withAnimationsOffThePresentationJumpsAndCompletesAtOnce() throws {
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        var at: StoryTime?
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            UIView.setAnimationsEnabled(false)
            root.present(sheet, animated: true) { at = StoryContext.current?.clock.now }
        }
        #expect(at == .zero)
        #expect(try story.state(at: 0)["sheet"]!.state.center.y == 300)
    }
}
