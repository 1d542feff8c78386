import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIPageViewController`: pages as children, the scroll style's slide, swipes through the data
/// source, page curl as a note; exact frames and times.
@Suite struct PageViewControllerTests {
    final class Page: UIViewController {
        let name: String
        var log: [String]
        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = name
            view.backgroundColor = .white
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name) didAppear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(name) didDisappear") }
    }

    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [Page]
        var events: [String] = []
        init(_ pages: [Page]) { self.pages = pages }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let k = pages.firstIndex(where: { $0 === viewController }), k > 0 else { return nil }
            return pages[k - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let k = pages.firstIndex(where: { $0 === viewController }), k + 1 < pages.count else { return nil }
            return pages[k + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            events.append("will \((pendingViewControllers[0] as! Page).name)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            events.append("did \((previousViewControllers[0] as! Page).name) \(finished) \(completed)")
        }
    }

    @Test func aWrongNumberOfPagesIsReportedAndChangesNothing() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let r = record { _, _ in
            pager.setViewControllers([], direction: .forward, animated: false)
            pager.setViewControllers([Page("a"), Page("b")], direction: .forward, animated: false)
        }
        #expect(r.problems.map(\.call) == Array(repeating: "UIPageViewController.setViewControllers(_:direction:animated:completion:)", count: 2))
        #expect(pager.viewControllers == nil && pager.children.isEmpty)
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(book.spineLocation == .mid)
        book.setViewControllers([Page("left"), Page("right")], direction: .forward, animated: false)
        #expect(book.children.count == 2)
        book.view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        book.view.setNeedsLayout()
        book.view.layoutIfNeeded()
        #expect(book.viewControllers?.map(\.view.frame) == [CGRect(x: 0, y: 0, width: 200, height: 300),
                                                          CGRect(x: 200, y: 0, width: 200, height: 300)])
    }

    @Test func theScrollStyleSlidesTheNewPageInAndTheOldOneOut() throws {
        let first = Page("first"), second = Page("second")
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([first], direction: .forward, animated: false)
        #expect(first.parent === pager)
        var completed: [Bool] = []
        let story = try Story.record(presenting: pager, size: CGSize(width: 400, height: 300)) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                pager.setViewControllers([second], direction: .forward, animated: true) { completed.append($0) }
            }
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                pager.setViewControllers([first], direction: .reverse, animated: true)
            }
        }
        #expect(completed == [true])
        // Forward: the new page from x + 400, the old one to x − 400, ease-in-out over 0.3 s.
        #expect(try story.state(at: 1)["second"]?.state.centerX == 600)
        let midNew = try #require(try story.state(at: 1.15)["second"]?.state.centerX)
        let midOld = try #require(try story.state(at: 1.15)["first"]?.state.centerX)
        #expect(abs(midNew - 400) < 0.01 && abs(midOld - 0) < 0.01)
        #expect(try story.state(at: 1.3)["second"]?.state.centerX == 200)
        #expect(try story.state(at: 1.5)["first"]?.isVisible != true)
        // Reverse: the old page comes back from the left.
        // (The page's view joined the stage again: the visible one of the two named "first".)
        func shownFirst(_ t: TimeInterval) throws -> Double? {
            try story.state(at: t).views.first { $0.identifier == "first" && $0.isVisible }?.state.centerX
        }
        #expect(try shownFirst(2) == -200)
        let back = try #require(try shownFirst(2.15))
        #expect(abs(back - 0) < 0.01)
        #expect(try shownFirst(2.3) == 200)
        #expect(pager.children.count == 1 && pager.children[0] === first && second.parent == nil)
        #expect(second.log == ["second didAppear", "second didDisappear"])
    }

    @Test func aSwipeAsksTheDataSourceAndTellsTheDelegate() throws {
        let pages = [Page("one"), Page("two")]
        let source = Pages(pages)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let story = try Story.record(presenting: pager, size: CGSize(width: 400, height: 300)) { stage in
            stage.swipe(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), at: 1)    // to "two"
            stage.swipe(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), at: 2)    // no page after: nothing
        }
        #expect(source.events == ["will two", "did one true true"])
        #expect(pager.viewControllers?.first === pages[1])
        #expect(try story.state(at: 2.5)["two"]?.state.centerX == 200)
    }

    @Test func anAnimatedPageCurlCutsToTheNewPageAndIsNoted() throws {
        let first = Page("first"), second = Page("second")
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.setViewControllers([first], direction: .forward, animated: false)
        let story = try Story.record(presenting: pager, size: CGSize(width: 400, height: 300)) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                pager.setViewControllers([second], direction: .forward, animated: true)
            }
        }
        #expect(story.notes.map(\.text) == ["the page curl is not drawn: the new page replaces the old at once"])
        #expect(try story.state(at: 1)["second"]?.state.centerX == 200)
        #expect(try story.state(at: 1)["first"]?.isVisible != true)
    }
}
