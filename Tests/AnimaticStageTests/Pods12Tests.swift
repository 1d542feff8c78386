import Foundation
import Testing
@testable import AnimaticStage
@testable import AnimaticRuntime

/// What pods12 found while recording the corpus apps built with their CocoaPods (RxTodo):
/// `UITableView.setEditing(_:animated:)` and `UserDefaults.value(forKey:)`
/// (Documentation/maintainers/pods12-pods.md).
@Suite struct Pods12Tests {
    // Entering and leaving editing mode on stage: CorpusWalls12Tests (lead12's version, merged with
    // this one, reports entering it only while rows show, each visible cell hearing setEditing).

    @Test func editingOutsideAStoryIsStoredAndNotReported() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
    }

    @Test func userDefaultsValueForKeyIsTheObjectForKeyAndNilWhenAbsent() {
        // The standard defaults, as RxTodo's `UserDefaultsService` reads them, under a key no one else uses.
        let defaults = UserDefaults.standard, key = "animatic-pods12-\(UUID().uuidString)"
        #expect(defaults.value(forKey: key) == nil)
        defaults.set([["title": "Go"], ["title": "Star"]], forKey: key)
        let tasks = defaults.value(forKey: key) as? [[String: Any]]
        #expect(tasks?.count == 2)
        #expect(tasks?.first?["title"] as? String == "Go")
        defaults.removeObject(forKey: key)
        #expect(defaults.value(forKey: key) == nil)
    }

    /// SnapKit's `make.top.equalTo(topLayoutGuide.snp.bottom).offset(15)` (RxTodo's
    /// TaskEditViewController) makes `NSLayoutConstraint(item: field, attribute: .top, …, toItem:
    /// topLayoutGuide, attribute: .bottom, …)`: the guide object itself is the second item, as on
    /// Apple's `topLayoutGuide` page. The field sits 15 pt below the 20 pt safe area; the bottom
    /// guide's top is 10 pt above the view's bottom.
    @Test func aControllersLayoutGuideIsAConstraintItem() throws {
        let screen = UIViewController()
        let field = UIView(), footer = UIView()
        var frames: [CGRect] = []
        _ = try Story.record(presenting: screen, size: CGSize(width: 320, height: 480),
                             safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)) { _ in
            for view in [field, footer] {
                view.translatesAutoresizingMaskIntoConstraints = false
                screen.view.addSubview(view)
                NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: screen.view, attribute: .left,
                                   multiplier: 1, constant: 15).isActive = true
                NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 100).isActive = true
                NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 30).isActive = true
            }
            NSLayoutConstraint(item: field, attribute: .top, relatedBy: .equal, toItem: screen.topLayoutGuide, attribute: .bottom,
                               multiplier: 1, constant: 15).isActive = true
            NSLayoutConstraint(item: screen.bottomLayoutGuide, attribute: .top, relatedBy: .equal, toItem: footer, attribute: .bottom,
                               multiplier: 1, constant: 0).isActive = true
            screen.view.layoutIfNeeded()
            frames = [field.frame, footer.frame]
        }
        #expect(frames == [CGRect(x: 15, y: 35, width: 100, height: 30), CGRect(x: 15, y: 440, width: 100, height: 30)])
    }

    /// A table filling a controller's view in a navigation controller (RxTodo's task list: SnapKit
    /// `make.edges.equalTo(0)`) rests at `contentOffset.y == -adjustedContentInset.top` once the
    /// safe area (20 pt status bar + 44 pt navigation bar) reaches it: its first row is below the bar.
    @Test func aTableRestingAtItsTopFollowsTheSafeAreaOfANavigationController() throws {
        final class List: UIViewController, UITableViewDataSource {
            let table = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                table.frame = view.bounds
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = self
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let list = List()
        var offset = CGPoint(x: 1, y: 1), inset = UIEdgeInsets.zero, firstRow = CGRect.zero
        _ = try Story.record(presenting: UINavigationController(rootViewController: list), size: CGSize(width: 320, height: 480),
                             safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) { _ in
            list.view.layoutIfNeeded()
            offset = list.table.contentOffset
            inset = list.table.adjustedContentInset
            firstRow = list.table.convert(list.table.rectForRow(at: IndexPath(row: 0, section: 0)), to: list.view)
        }
        #expect(inset.top == 64)
        #expect(offset == CGPoint(x: 0, y: -64))
        #expect(firstRow.minY == 64)
    }

    /// Setting `contentInset` in code moves no content (UIKit's apps set `contentOffset` after
    /// it); a scroll view scrolled away from its top is not moved by the safe area either.
    @Test func aContentInsetSetInCodeOrAScrolledViewKeepsItsOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.contentInset = .zero
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
    }
}
