import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
import AnimaticReactive
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UITabBarController` and `UITabBar`: the selected child's view above a 49 pt bar of its
/// children's items; a tap selects through the bar's delegate, which subclasses override.
@Suite struct TabBarTests {
    final class Tabs: UITabBarController {
        var animated: [String] = []
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            animated.append(item.title ?? "?")
            super.tabBar(tabBar, didSelect: item)
        }
    }

    final class Page: UIViewController {
        var appeared = 0
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appeared += 1 }
    }

    final class Watcher: UITabBarControllerDelegate {
        var refuse: UIViewController?
        var selected: [UIViewController] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController)
        }
    }

    @Test func theBarTakesItsChildrensItemsAndTheSelectedViewFillsTheController() throws {
        let home = Page(), search = Page()
        home.title = "Home"
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 7)
        home.view.accessibilityIdentifier = "home"
        let tabs = Tabs()
        tabs.viewControllers = [home, search]
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search"])
        #expect(tabs.tabBar.selectedItem === home.tabBarItem)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === home)
        #expect(home.tabBarController === tabs && home.parent === tabs)
        var insets = UIEdgeInsets.zero
        let story = try Story.record(presenting: tabs, size: CGSize(width: 400, height: 300)) { _ in
            insets = home.view.safeAreaInsets
        }
        #expect(insets.bottom == 49)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 251, width: 400, height: 49))
        #expect(home.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(tabs.tabBar.buttons.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 49), CGRect(x: 200, y: 0, width: 200, height: 49)])
        #expect(tabs.tabBar.buttons[0].label.textColor == .systemBlue)
        #expect(try story.state(at: 0)["home"] != nil)
        #expect(home.appeared == 1)
    }

    @Test func aTapOnATabSelectsItThroughTheOverriddenDelegateMethod() throws {
        let home = Page(), search = Page(), more = Page()
        home.title = "Home"; search.title = "Search"; more.title = "More"
        search.view.accessibilityIdentifier = "search"
        let tabs = Tabs()
        let watcher = Watcher()
        watcher.refuse = more
        tabs.delegate = watcher
        tabs.viewControllers = [home, search, more]
        let story = try Story.record(presenting: tabs, size: CGSize(width: 300, height: 300)) { stage in
            stage.tap(tab: 1, in: tabs.tabBar, at: 1)
            stage.tap(tab: 2, in: tabs.tabBar, at: 2)
        }
        #expect(tabs.animated == ["Search", "More"])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === search)
        #expect(watcher.selected.count == 1 && watcher.selected[0] === search)
        #expect(tabs.tabBar.selectedItem === search.tabBarItem)
        #expect(search.appeared == 1)
        #expect(try story.state(at: 0.5)["search"]?.isVisible != true)
        #expect(try story.state(at: 1.2)["search"]?.isVisible == true)
    }

    /// RxCocoa's `rx.didSelect` (Drrrible's MainTabBarController scrolls a tab to the top when it
    /// is selected again): the former delegate still decides and hears the selection first.
    @Test func rxDidSelectFollowsTheDelegateTheControllerHad() throws {
        let home = Page(), search = Page(), more = Page()
        home.title = "Home"; search.title = "Search"; more.title = "More"
        let tabs = Tabs()
        let watcher = Watcher()
        watcher.refuse = more
        tabs.delegate = watcher
        tabs.viewControllers = [home, search, more]
        let bag = DisposeBag()
        var seen: [String] = []
        tabs.rx.didSelect.subscribe(onNext: { seen.append("\($0.title ?? "?") after \(watcher.selected.count)") }).disposed(by: bag)
        #expect(tabs.delegate === tabs.rx.delegate && tabs.rx.delegate.forwardToDelegate() === watcher)
        _ = try Story.record(presenting: tabs, size: CGSize(width: 300, height: 300)) { stage in
            stage.tap(tab: 1, in: tabs.tabBar, at: 1)
            stage.tap(tab: 2, in: tabs.tabBar, at: 2)   // refused by the watcher: no event
            stage.tap(tab: 1, in: tabs.tabBar, at: 3)   // the same tab again: UIKit tells the delegate again
        }
        #expect(seen == ["Search after 1", "Search after 2"])
        #expect(tabs.selectedViewController === search)
    }

    @Test func aSelectedIndexOutOfRangeIsReported() {
        let r = record { _, _ in
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController()]
            tabs.selectedIndex = 3
            #expect(tabs.selectedIndex == 0)
        }
        #expect(r.problems.count == 1)
        #expect(UITabBarController().selectedIndex == NSNotFound)
    }

    @Test func itemPropertiesRedrawTheirTab() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        let item = UITabBarItem(title: "One", image: nil, tag: 1)
        bar.items = [item]
        item.isEnabled = false
        #expect(bar.buttons[0].alpha == 0.4)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(bar.buttons[0].label.textColor == .red)
        item.title = "Uno"
        #expect(bar.buttons[0].label.text == "Uno")
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 49))
    }

    @Test func thePageControlsDotsAreCentredAndTheCurrentOneHighlighted() {
        let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        dots.numberOfPages = 3
        dots.currentPage = 1
        dots.layoutIfNeeded()
        let views = dots.subviews
        #expect(views.count == 3)
        #expect(views.map(\.frame.origin.x) == [80.5, 96.5, 112.5])
        #expect(views[1].backgroundColor == .white && views[0].backgroundColor == UIColor(red: 1, green: 1, blue: 1, alpha: 0.3))
        dots.currentPage = 7
        #expect(dots.currentPage == 2)
        #expect(dots.size(forNumberOfPages: 3) == CGSize(width: 39, height: 26))
        dots.numberOfPages = 1
        dots.hidesForSinglePage = true
        #expect(dots.isHidden && dots.currentPage == 0)
    }
}
