import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UINavigationController` as far as Animatic draws it: the top controller's view filling the
/// stack's, `navigationController` found through the parents; the bar and push/pop transitions
/// reported, never silently drawn as something else.
@Suite struct NavigationControllerTests {
    final class Page: UIViewController {
        let box = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            box.accessibilityIdentifier = "box"
            view.addSubview(box)
        }
    }

    @Test func aControllerOutsideAStackHasNoNavigationController() {
        let page = Page()
        #expect(page.navigationController == nil)
        page.navigationItem.setHidesBackButton(true, animated: true)
        #expect(page.navigationItem.hidesBackButton)
    }

    @Test func theRootAndItsChildrenFindTheirNavigationController() {
        let page = Page()
        let inner = UIViewController()
        page.addChild(inner)
        let navigation = UINavigationController(rootViewController: page)
        #expect(page.navigationController === navigation)
        #expect(inner.navigationController === navigation)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === page)
        #expect(page.parent === navigation)
    }

    @Test func aStackWithItsBarHiddenShowsTheTopViewFillingTheStage() throws {
        let page = Page()
        page.view.accessibilityIdentifier = "page"
        let navigation = UINavigationController(rootViewController: page)
        navigation.setNavigationBarHidden(true, animated: false)
        let story = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844))
        let state = try story.state(at: 0)
        #expect(state["page"]?.state.width == 390 && state["page"]?.state.height == 844)
        #expect(state["box"] != nil)
    }

    /// `isNavigationBarHidden` is settable, as in UIKit: a controller of the stack hiding the bar
    /// from its viewDidLoad (randyefan/PanicAway's showcase does) gets the whole stage, as with
    /// `setNavigationBarHidden(true, animated: false)`.
    @Test func settingIsNavigationBarHiddenFromViewDidLoadHidesTheBarAtOnce() throws {
        final class Hiding: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.isNavigationBarHidden = true
            }
        }
        let page = Hiding()
        let navigation = UINavigationController(rootViewController: page)
        #expect(!navigation.isNavigationBarHidden)   // the page's view is not loaded yet
        var frame = CGRect.null
        _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844)) { _ in
            frame = page.view.frame
        }
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        navigation.isNavigationBarHidden = false
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func theBarShowsTheTitleAndTheTopViewsSafeAreaStartsBelowIt() throws {
        let page = Page()
        page.title = "Welcome"
        page.view.accessibilityIdentifier = "page"
        let navigation = UINavigationController(rootViewController: page)
        var insets = UIEdgeInsets.zero
        let story = try Story.record(presenting: navigation, device: .iPhone15) { _ in
            insets = page.view.safeAreaInsets
        }
        #expect(insets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 103))
        let labels = bar.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Welcome"])   // the root has no back button
        #expect(labels.first?.frame == CGRect(x: 60, y: 59, width: 273, height: 44))
        #expect(labels.first?.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(story.timeline.views.contains { if case .label(let l) = $0.content { return l.lines == ["Welcome"] }; return false })
    }

    @Test func largeTitlesAreReported() {
        let navigation = UINavigationController(rootViewController: Page())
        navigation.navigationBar.prefersLargeTitles = true
        do {
            _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844))
            Issue.record("recorded without a report")
        } catch {
            #expect(error.problems == [.notSupported(call: "UINavigationBar.prefersLargeTitles",
                                                     feature: "large navigation bar titles")])
        }
    }

    @Test func anAnimatedPushSlidesTheNewViewInAndTheOldOneAThirdAway() throws {
        let first = Page(), second = Page()
        first.title = "Intro"
        second.title = "Details"
        first.view.accessibilityIdentifier = "first"
        second.view.accessibilityIdentifier = "second"
        let navigation = UINavigationController(rootViewController: first)
        let story = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844)) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                first.navigationController?.pushViewController(second, animated: true)
                #expect(navigation.topViewController === second)
                #expect(second.parent === navigation)
            }
        }
        #expect(navigation.viewControllers.map { $0 === first } == [true, false])
        #expect(first.view.superview == nil && second.view.superview === navigation.view)
        #expect(first.view.center.x == 195)   // put back for a later pop
        let secondAt = { (t: Double) throws -> Double in try story.state(at: t)["second"]!.state.centerX }
        let firstAt = { (t: Double) throws -> Double in try story.state(at: t)["first"]!.state.centerX }
        #expect(try secondAt(1) == 195 + 390)
        #expect(try secondAt(1.5) == 195)
        #expect(try firstAt(1) == 195)
        #expect(abs(try firstAt(1.4999) - (195 - 117)) < 0.01)
        #expect(try story.state(at: 1.6)["first"]?.isVisible == false)   // left the stage at the end
        let back = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.map(\.text)
        #expect(back == ["Details", "\u{2039} Intro"])
    }

    /// Assigning `viewControllers` is `setViewControllers(_:animated: false)` (Apple's
    /// documentation of the property): on stage the new top replaces the old one at that instant,
    /// with no slide (artsy/eidolon's RegisterViewController assigns it).
    @Test func assigningViewControllersReplacesTheStackWithoutAnimation() throws {
        let first = Page(), second = Page()
        first.view.accessibilityIdentifier = "first"
        second.view.accessibilityIdentifier = "second"
        let navigation = UINavigationController(rootViewController: first)
        let story = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844)) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                navigation.viewControllers = [second]
            }
        }
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === second)
        #expect(first.parent == nil && second.parent === navigation)
        #expect(first.view.superview == nil && second.view.superview === navigation.view)
        #expect(try story.state(at: 0.999)["first"]?.isVisible == true)
        #expect(try story.state(at: 1)["second"]?.state.centerX == 195)   // no slide: in place at once
        #expect(try story.state(at: 1)["first"]?.isVisible == false)
        navigation.viewControllers = []
        #expect(navigation.viewControllers.isEmpty && navigation.topViewController == nil)
    }

    @Test func appearanceCallsOfAPushAreUIKits() throws {
        final class Logged: UIViewController {
            let name: String
            var log: [String] = []
            let shared: (String) -> Void
            init(_ name: String, _ shared: @escaping (String) -> Void) { self.name = name; self.shared = shared; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            override func viewWillAppear(_ a: Bool) { super.viewWillAppear(a); shared("\(name).willAppear") }
            override func viewDidAppear(_ a: Bool) { super.viewDidAppear(a); shared("\(name).didAppear") }
            override func viewWillDisappear(_ a: Bool) { super.viewWillDisappear(a); shared("\(name).willDisappear") }
            override func viewDidDisappear(_ a: Bool) { super.viewDidDisappear(a); shared("\(name).didDisappear") }
            override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); shared("\(name).didMove(\(parent == nil ? "nil" : "nav"))") }
        }
        var log: [String] = []
        func add(_ entry: String) { log.append("\((StoryContext.current?.clock.now.ticks ?? 0) / 1_000_000) \(entry)") }
        let first = Logged("a", add), second = Logged("b", add)
        let navigation = UINavigationController(rootViewController: first)
        navigation.setNavigationBarHidden(true, animated: false)
        _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844)) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                navigation.pushViewController(second, animated: true)
            }
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                navigation.popViewController(animated: false)
            }
        }
        #expect(log.drop { !$0.hasPrefix("1000") } == [
            "1000 a.willDisappear", "1000 b.willAppear",
            "1500 a.didDisappear", "1500 b.didAppear", "1500 b.didMove(nav)",
            "2000 b.willDisappear", "2000 a.willAppear",
            "2000 b.didDisappear", "2000 a.didAppear", "2000 b.didMove(nil)",
        ])
    }
}
