import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Custom view controller transitions: animators, presentation controllers, transition
/// coordinators and navigation delegates, recorded on the story clock.
@Suite struct CustomTransitionTests {
    static let size = CGSize(width: 300, height: 600)

    /// Times (ms) and names of what the test's objects heard.
    final class Log {
        var entries: [String] = []
        func add(_ entry: String) {
            let ms = (StoryContext.current?.clock.now.ticks ?? -1_000_000) / 1_000_000
            entries.append("\(ms) \(entry)")
        }
    }

    final class LoggingController: UIViewController {
        let name: String, log: Log
        init(_ name: String, log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).viewDidDisappear") }
    }

    /// Fades the `.to` view in (presenting) or the `.from` view out over `duration`, moving the
    /// presented view to its final frame first; remembers the context it got.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let presenting: Bool, duration: TimeInterval, log: Log
        var context: (any UIViewControllerContextTransitioning)?
        init(presenting: Bool, duration: TimeInterval, log: Log) { self.presenting = presenting; self.duration = duration; self.log = log }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            log.add("animateTransition")
            if presenting {
                let to = transitionContext.view(forKey: .to)!
                to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                to.alpha = 0
                transitionContext.containerView.addSubview(to)
                UIView.animate(withDuration: duration, animations: { to.alpha = 1 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            } else {
                let from = transitionContext.view(forKey: .from)!
                UIView.animate(withDuration: duration, animations: { from.alpha = 0 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
    }

    /// A half-height sheet with a dimming view that fades alongside the transition.
    final class HalfSheet: UIPresentationController {
        let dimming = UIView()
        var log: Log?
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView!.bounds
            return CGRect(x: 0, y: b.midY, width: b.width, height: b.height / 2)
        }
        override func presentationTransitionWillBegin() {
            log?.add("presentationTransitionWillBegin")
            dimming.accessibilityIdentifier = "dimming"
            dimming.backgroundColor = .black
            dimming.frame = containerView!.bounds
            dimming.alpha = 0
            containerView!.addSubview(dimming)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.4 })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() {
            log?.add("dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("dismissalTransitionDidEnd(\(completed))") }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let log: Log
        var presentation: UIPresentationController?
        var presentDuration = 0.3, dismissDuration = 0.2
        var animators: [FadeAnimator] = []
        init(log: Log) { self.log = log }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            let a = FadeAnimator(presenting: true, duration: presentDuration, log: log); animators.append(a); return a
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            let a = FadeAnimator(presenting: false, duration: dismissDuration, log: log); animators.append(a); return a
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? { presentation }
    }

    /// The problems a recording reported (none when it succeeded).
    static func problems(_ body: () throws -> Void) -> [StoryProblem] {
        do { try body(); return [] } catch let error as StoryError { return error.problems } catch { return [.thrown(error)] }
    }

    // MARK: - Edge cases first

    @Test func completingATransitionTwiceIsReportedAndChangesNothing() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        let delegate = Delegate(log: log)
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overFullScreen
        var completions = 0
        let problems = Self.problems {
            _ = try Story.record(presenting: root, size: Self.size) { _ in
                root.present(sheet, animated: true) {
                    completions += 1
                    delegate.animators[0].context!.completeTransition(true)
                }
            }
        }
        #expect(completions == 1)
        #expect(problems.contains(.misuse(call: "UIViewControllerContextTransitioning.completeTransition(_:)",
                                                   problem: "the transition (UIViewController.present(_:animated:completion:)) was already completed")))
    }

    @Test func anInteractionControllerIsReportedAsNotSupported() throws {
        final class Interactive: UIViewControllerTransitioningDelegate {
            let animator: FadeAnimator
            init(_ animator: FadeAnimator) { self.animator = animator }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? { UIPercentDrivenInteractiveTransition() }
        }
        let root = UIViewController(), sheet = UIViewController()
        let delegate = Interactive(FadeAnimator(presenting: true, duration: 0.3, log: Log()))
        sheet.transitioningDelegate = delegate
        let problems = Self.problems {
            _ = try Story.record(presenting: root, size: Self.size) { _ in root.present(sheet, animated: true) }
        }
        #expect(problems.contains(.notSupported(
            call: "UIViewController.present(_:animated:completion:)",
            feature: "interactive transitions (an interaction controller was returned; the transition runs animated)")))
    }

    /// Hero's way: the delegate is its own animator and interaction controller; its
    /// `startInteractiveTransition(_:)` animates, reports progress, finishes and completes.
    final class SelfDriven: UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning,
                            UIViewControllerInteractiveTransitioning {
        let log: Log
        var presentation: UIPresentationController?
        init(log: Log) { self.log = log }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { self }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? { presentation }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.375 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { log.add("animateTransition") }
        func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
            let to = context.view(forKey: .to)!
            let coordinator = context.viewController(forKey: .to)!.transitionCoordinator!
            log.add("start interactive=\(context.isInteractive) initially=\(coordinator.initiallyInteractive)")
            to.alpha = 0
            context.containerView.addSubview(to)
            UIView.animate(withDuration: 0.5, animations: { to.alpha = 1 }) { _ in
                context.finishInteractiveTransition()
                self.log.add("finish interactive=\(context.isInteractive)")
                context.completeTransition(true)
            }
            StoryContext.current!.clock.schedule(at: s(0.25)) {
                context.updateInteractiveTransition(0.5)
                context.updateInteractiveTransition(.nan)   // ignored
                self.log.add("progress \(coordinator.percentComplete)")
            }
        }
    }

    @Test func anAppsInteractionControllerStartsTheTransitionInsteadOfTheAnimatorAndKeepsItsProgress() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalPresentationStyle = .fullScreen
        let delegate = SelfDriven(log: log)
        sheet.transitioningDelegate = delegate
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            log.entries = []
            root.present(sheet, animated: true) { log.add("completion") }
        }
        #expect(log.entries == ["0 start interactive=true initially=true", "250 progress 0.5",
                                "500 finish interactive=false", "500 completion"])
        let sheetIndex = try #require(story.timeline.view(named: "sheet"))
        let fades = story.timeline.segments(of: sheetIndex, .alpha)
        #expect(fades.map(\.duration) == [s(0.5)] && fades.map(\.to) == [.scalar(1)])
        #expect(root.presentedViewController === sheet)
    }

    @Test func alongsideAnimationsOfAnInteractiveTransitionAreReported() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        let delegate = SelfDriven(log: log)
        delegate.presentation = HalfSheet(presentedViewController: sheet, presenting: root)   // fades its dimming alongside
        sheet.transitioningDelegate = delegate
        let problems = Self.problems {
            _ = try Story.record(presenting: root, size: Self.size) { _ in root.present(sheet, animated: true) }
        }
        #expect(problems == [.notSupported(
            call: "UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)",
            feature: "alongside animations of an interactive transition (UIKit drives them by the interaction's progress)")])
    }

    // MARK: - Presenting with an animator

    @Test func aCustomAnimatorsPresentationRecordsItsAnimationAndEndsWhenItCompletesTheTransition() throws {
        let log = Log()
        let root = LoggingController("root", log: log), sheet = LoggingController("sheet", log: log)
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalPresentationStyle = .overFullScreen
        let delegate = Delegate(log: log)
        sheet.transitioningDelegate = delegate
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            log.entries = []
            root.present(sheet, animated: true) { log.add("completion") }
        }
        #expect(log.entries == [
            "0 sheet.viewWillAppear", "0 animateTransition",
            "300 sheet.viewDidAppear", "300 animationEnded(true)", "300 completion",
        ])
        let sheetIndex = try #require(story.timeline.view(named: "sheet"))
        let fades = story.timeline.segments(of: sheetIndex, .alpha)
        #expect(fades.count == 1)
        #expect(fades[0].start == .zero && fades[0].duration == s(0.3))
        #expect(fades[0].from == .scalar(0) && fades[0].to == .scalar(1))
        #expect(try story.state(at: 0.3)["sheet"]!.state.alpha == 1)
        // The presented view is in the transition's container, which is on the stage.
        let context = try #require(delegate.animators.first?.context)
        #expect(sheet.view.superview === context.containerView)
        #expect(context.containerView.frame == CGRect(origin: .zero, size: Self.size))
        let container = try #require(story.timeline.views[sheetIndex].parent)
        #expect(story.timeline.views[container].parent == nil)   // on the stage itself
        #expect(story.timeline.views[container].removedAt == nil && story.timeline.views[sheetIndex].removedAt == nil)
        // An over-full-screen presentation leaves the presenter's view alone.
        #expect(context.view(forKey: .from) == nil)
        #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === sheet)
        #expect(context.finalFrame(for: sheet) == CGRect(origin: .zero, size: Self.size))
        #expect(context.initialFrame(for: sheet) == .zero)
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(root.presentedViewController === sheet && !sheet.isBeingPresented)
        #expect(story.duration == 0.3)
    }

    @Test func aFullScreenCustomPresentationGivesThePresentersViewAndItsAppearanceCalls() throws {
        let log = Log()
        let root = LoggingController("root", log: log), sheet = LoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        let delegate = Delegate(log: log)
        sheet.transitioningDelegate = delegate
        _ = try Story.record(presenting: root, size: Self.size) { _ in
            log.entries = []
            root.present(sheet, animated: true)
        }
        #expect(log.entries == [
            "0 root.viewWillDisappear", "0 sheet.viewWillAppear", "0 animateTransition",
            "300 root.viewDidDisappear", "300 sheet.viewDidAppear", "300 animationEnded(true)",
        ])
        let context = try #require(delegate.animators.first?.context)
        #expect(context.view(forKey: .from) === root.view)
        #expect(context.finalFrame(for: root) == .zero)
    }

    /// Slides the `.to` view in under the `.from` view, which it moves off the bottom (IBAnimatable's
    /// `CardsAnimator` inserts the incoming view below the outgoing one, presenting and dismissing);
    /// notes what it found in the container when it started.
    final class UnderAnimator: UIViewControllerAnimatedTransitioning {
        var fromWasInContainer: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
            fromWasInContainer.append(from.superview === context.containerView)
            to.frame = context.containerView.bounds
            context.containerView.insertSubview(to, belowSubview: from)
            UIView.animate(withDuration: 0.5, animations: { from.center.y += 600 }) { _ in
                from.center.y -= 600
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    @Test func aFullScreenPresentationPutsThePresentersViewInTheContainerAndItsDismissalPutsItBack() throws {
        final class Under: UIViewControllerTransitioningDelegate {
            let animator = UnderAnimator()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let root = UIViewController(), sheet = UIViewController()
        root.view.accessibilityIdentifier = "root"
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalPresentationStyle = .fullScreen
        let delegate = Under()
        sheet.transitioningDelegate = delegate
        var during: (UIView?, UIView?) = (nil, nil)
        var after: (superview: UIView?, stage: [String?], sheetWindow: UIWindow?) = (nil, [], nil)
        var stage: UIView?
        let story = try Story.record(presenting: root, size: Self.size) { shown in
            stage = shown
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            badge.accessibilityIdentifier = "badge"
            shown.addSubview(badge)   // in front of the root view: the root view goes back behind it
            root.present(sheet, animated: true) {
                during = (root.view.superview, sheet.view.superview)
                StoryContext.current!.clock.schedule(at: s(1)) {
                    sheet.dismiss(animated: true) {
                        after = (root.view.superview, shown.subviews.map(\.accessibilityIdentifier), sheet.view.window)
                    }
                }
            }
        }
        // Both times the animator found the outgoing view in the container (Apple: UIKit "automatically
        // adds the view of the presenting view controller to it"), so nothing was reported.
        #expect(delegate.animator.fromWasInContainer == [true, true])
        // Once presented, the presenter's view is out of the window (shouldRemovePresentersView).
        #expect(during.0 == nil && during.1 != nil)
        #expect(after.superview != nil && after.superview === stage)
        #expect(after.stage == ["root", "badge"])
        #expect(after.sheetWindow == nil && root.presentedViewController == nil)
        // In the timeline: the root view on stage until 0, in the container until 0.5, out until the
        // dismissal puts it in the container at 1, back on the stage itself at 1.5.
        let roots = story.timeline.views.filter { $0.identifier == "root" }
        #expect(roots.map(\.addedAt) == [.zero, .zero, s(1), s(1.5)])
        #expect(roots.map(\.removedAt) == [.zero, s(0.5), s(1.5), nil])
        #expect(roots.map { $0.parent == nil } == [true, false, false, true])
        let sheetIndex = try #require(story.timeline.view(named: "sheet"))
        let slides = story.timeline.segments(of: roots[1].index, .center)
        #expect(slides.map(\.to) == [.point(x: 150, y: 900), .point(x: 150, y: 300)])   // off the bottom, then put back at once
        #expect(story.timeline.views[sheetIndex].removedAt == s(1.5))
    }

    @Test func aPresentationControllerPlacesTheViewAndItsAlongsideAnimationRunsOverTheAnimatorsDuration() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalPresentationStyle = .custom
        let delegate = Delegate(log: log)
        delegate.presentDuration = 0.4
        let half = HalfSheet(presentedViewController: sheet, presenting: root)
        half.log = log
        delegate.presentation = half
        sheet.transitioningDelegate = delegate
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            log.entries = []
            root.present(sheet, animated: true) {
                StoryContext.current!.clock.schedule(at: s(1)) { sheet.dismiss(animated: true) { log.add("dismissed") } }
            }
        }
        #expect(log.entries == [
            "0 presentationTransitionWillBegin", "0 animateTransition",
            "400 presentationTransitionDidEnd(true)", "400 animationEnded(true)",
            "1000 dismissalTransitionWillBegin", "1000 animateTransition",
            "1200 dismissalTransitionDidEnd(true)", "1200 animationEnded(true)", "1200 dismissed",
        ])
        #expect(sheet.presentationController == nil)
        let dimming = try #require(story.timeline.view(named: "dimming"))
        let fades = story.timeline.segments(of: dimming, .alpha)
        #expect(fades.map(\.start) == [.zero, s(1)])
        #expect(fades.map(\.duration) == [s(0.4), s(0.2)])
        #expect(fades.map(\.to) == [.scalar(0.4), .scalar(0)])
        #expect(fades.allSatisfy { $0.curve == .easeInOut })
        let sheetIndex = try #require(story.timeline.view(named: "sheet"))
        #expect(story.timeline.views[sheetIndex].initial.centerX == 150)
        #expect(story.timeline.views[sheetIndex].initial.centerY == 450)   // the frame of the presentation controller
        #expect(story.timeline.views[sheetIndex].removedAt == s(1.2))
        // The container left with the dimming view inside it.
        #expect(story.timeline.views[dimming].removedAt == s(1.2))
        let container = try #require(story.timeline.views[dimming].parent)
        #expect(story.timeline.views[container].removedAt == s(1.2))
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.window == nil)
    }

    @Test func aCustomStyleWithoutAnimatorSlidesToThePresentationControllersFrame() throws {
        final class OnlyController: UIViewControllerTransitioningDelegate {
            var half: HalfSheet?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? { half }
        }
        let root = UIViewController(), sheet = UIViewController()
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalPresentationStyle = .custom
        let delegate = OnlyController()
        delegate.half = HalfSheet(presentedViewController: sheet, presenting: root)
        sheet.transitioningDelegate = delegate
        let story = try Story.record(presenting: root, size: Self.size) { _ in root.present(sheet, animated: true) }
        let sheetIndex = try #require(story.timeline.view(named: "sheet"))
        let slide = try #require(story.timeline.segments(of: sheetIndex, .center).first)
        #expect(slide.start == .zero && slide.duration == s(0.5) && slide.curve == UIViewController.modalCurve)
        #expect(slide.from == .point(x: 150, y: 1050) && slide.to == .point(x: 150, y: 450))
        let dimming = try #require(story.timeline.view(named: "dimming"))
        let fade = try #require(story.timeline.segments(of: dimming, .alpha).first)
        #expect(fade.duration == s(0.5) && fade.curve == UIViewController.modalCurve)
    }

    // MARK: - The coordinator of UIKit's own transitions

    @Test func theCoordinatorRunsAlongsideAnimationsOverUIKitsSlideAndItsCompletionAtTheEnd() throws {
        final class Header: UIViewController {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            var completedAt: StoryTime?
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.accessibilityIdentifier = "bar"
                bar.alpha = 0
                view.addSubview(bar)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(alongsideTransition: { _ in self.bar.alpha = 1 },
                                               completion: { _ in self.completedAt = StoryContext.current!.clock.now })
            }
        }
        let root = UIViewController(), sheet = Header()
        sheet.modalPresentationStyle = .fullScreen
        #expect(sheet.transitionCoordinator == nil)
        let story = try Story.record(presenting: root, size: Self.size) { _ in root.present(sheet, animated: true) }
        let bar = try #require(story.timeline.view(named: "bar"))
        let fade = try #require(story.timeline.segments(of: bar, .alpha).first)
        #expect(fade.start == .zero && fade.duration == s(0.5) && fade.curve == UIViewController.modalCurve)
        #expect(sheet.completedAt == s(0.5))
        #expect(sheet.transitionCoordinator == nil)
    }

    // MARK: - Status bar and orientation: accepted, no visual effect

    @Test func statusBarAndOrientationPreferencesHaveUIKitsDefaultsAndCanBeOverridden() throws {
        final class Dark: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let plain = UIViewController(), dark = Dark()
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown && plain.shouldAutorotate)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade)
        #expect(dark.preferredStatusBarStyle == .lightContent && dark.prefersStatusBarHidden)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3 && UIInterfaceOrientation.landscapeLeft.rawValue == 4)
        let story = try Story.record(presenting: dark, size: Self.size) { _ in dark.setNeedsStatusBarAppearanceUpdate() }
        #expect(story.timeline.segments.isEmpty)
    }

    // MARK: - Segues made in code

    @Test func aSeguesPerformRunsItsHandlerOrTheSubclassAndStoryboardSeguesAreReported() throws {
        final class FadeSegue: UIStoryboardSegue {
            override func perform() {
                destination.modalTransitionStyle = .crossDissolve
                destination.modalPresentationStyle = .overFullScreen
                source.present(destination, animated: true)
            }
        }
        let root = UIViewController(), next = UIViewController()
        next.view.accessibilityIdentifier = "next"
        var handled = 0
        let story = try Story.record(presenting: root, size: Self.size) { _ in
            UIStoryboardSegue(identifier: "h", source: root, destination: next) { handled += 1 }.perform()
            FadeSegue(identifier: "fade", source: root, destination: next).perform()
        }
        #expect(handled == 1)
        let nextIndex = try #require(story.timeline.view(named: "next"))
        let fade = try #require(story.timeline.segments(of: nextIndex, .alpha).first)
        #expect(fade.duration == s(0.4) && fade.to == .scalar(1))
        #expect(root.shouldPerformSegue(withIdentifier: "x", sender: nil))
        let problems = Self.problems {
            _ = try Story.record(presenting: UIViewController(), size: Self.size) { _ in
                UIStoryboardSegue(identifier: "plain", source: root, destination: next).perform()
                root.performSegue(withIdentifier: "show", sender: nil)
            }
        }
        #expect(problems == [
            .notSupported(call: "UIStoryboardSegue.perform()",
                          feature: "a segue made in code without a transition (override perform() or give a performHandler)"),
            .misuse(call: "UIViewController.performSegue(withIdentifier: \"show\", sender:)",
                    problem: "UIViewController was not made from a storyboard, so it has no segues "
                        + "(UIKit raises \"Receiver has no segue with identifier\"); make a UIStoryboardSegue in code and call perform()"),
        ])
    }

    // MARK: - Navigation

    @Test func aNavigationDelegatesAnimatorPushesInAContainerBelowTheBar() throws {
        final class NavDelegate: UINavigationControllerDelegate {
            let log: Log
            var animator: FadeAnimator?
            init(log: Log) { self.log = log }
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                log.add("willShow")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                log.add("didShow")
            }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                log.add("animationControllerFor \(operation)")
                let a = FadeAnimator(presenting: true, duration: 0.25, log: log)
                animator = a
                return a
            }
        }
        let log = Log()
        let first = LoggingController("first", log: log), second = LoggingController("second", log: log)
        second.view.accessibilityIdentifier = "second"
        let navigation = UINavigationController(rootViewController: first)
        let delegate = NavDelegate(log: log)
        navigation.delegate = delegate
        let story = try Story.record(presenting: navigation, size: Self.size) { _ in
            log.entries = []
            navigation.pushViewController(second, animated: true)
        }
        #expect(log.entries == [
            "0 animationControllerFor push", "0 first.viewWillDisappear", "0 second.viewWillAppear", "0 willShow",
            "0 animateTransition", "250 first.viewDidDisappear", "250 second.viewDidAppear", "250 didShow",
            "250 animationEnded(true)",
        ])
        let index = try #require(story.timeline.view(named: "second"))
        let fade = try #require(story.timeline.segments(of: index, .alpha).first)
        #expect(fade.start == .zero && fade.duration == s(0.25) && fade.from == .scalar(0))
        // Afterwards the pushed view is the navigation controller's, below its bar; the first left.
        #expect(second.view.superview === navigation.view)
        let subviews = navigation.view.subviews
        #expect(subviews.firstIndex { $0 === second.view }! < subviews.firstIndex { $0 === navigation.navigationBar }!)
        #expect(first.view.window == nil)
        #expect(delegate.animator?.context?.containerView.window == nil)
        #expect(navigation.topViewController === second)
    }
}
