import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage

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

    @Test func theBarIsReportedWhenTheStackAppearsWithIt() {
        let navigation = UINavigationController(rootViewController: Page())
        do {
            _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844))
            Issue.record("recorded without a report")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "UINavigationController",
                feature: "drawing the navigation bar (hide it with setNavigationBarHidden(true, animated:))")])
        }
    }

    @Test func pushIsReportedAndTheStackChangesAtOnce() {
        let first = Page(), second = Page()
        let navigation = UINavigationController(rootViewController: first)
        navigation.setNavigationBarHidden(true, animated: false)
        do {
            _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844)) { _ in
                first.navigationController?.pushViewController(second, animated: true)
                #expect(navigation.topViewController === second)
                #expect(second.view.superview === navigation.view && first.view.superview == nil)
            }
            Issue.record("recorded without a report")
        } catch {
            #expect(error.problems.map(\.call) == ["UINavigationController.pushViewController(_:animated:)"])
        }
        #expect(navigation.viewControllers.count == 2)
    }
}
