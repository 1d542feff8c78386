import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit members behind the corpus's compile walls of the eleventh session (issue #29):
/// XLPagerTabStrip's `navigationItem.titleView` and its orientation checks
/// (`UIWindowScene.interfaceOrientation`, `UIApplication.statusBarOrientation`), RxTodo's
/// `UITableView.setEditing(_:animated:)`, IBAnimatable's playground pages (`PlaygroundPage`).
@Suite struct CorpusWalls12Tests {
    // MARK: - Orientation

    @Test func theInterfaceIsPortraitAsTheDeviceWhateverTheStagesProportions() throws {
        var wide: (UIInterfaceOrientation, UIInterfaceOrientation?)?
        _ = record { _, _ in   // 400×300
            wide = (UIApplication.shared.statusBarOrientation,
                    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation)
        }
        #expect(wide?.0 == .portrait && wide?.1 == .portrait)
        var tall: (UIInterfaceOrientation, UIInterfaceOrientation?)?
        _ = try Story.record(presenting: UIViewController(), device: .iPhone15) { _ in
            tall = (UIApplication.shared.statusBarOrientation,
                    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation)
        }
        #expect(tall?.0 == .portrait && tall?.1 == .portrait)
        #expect(tall?.0.isPortrait == true && tall?.0.isLandscape == false)
        #expect(UIDevice.current.orientation == .portrait)
    }

    // MARK: - UINavigationItem.titleView

    @Test func aTitleViewIsShownCentredInsteadOfTheTitle() throws {
        let page = UIViewController()
        page.title = "Hidden"
        let segments = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        segments.accessibilityIdentifier = "segments"
        page.navigationItem.titleView = segments
        let navigation = UINavigationController(rootViewController: page)
        _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844))
        let bar = navigation.navigationBar
        #expect(segments.superview === bar)
        #expect(segments.frame == CGRect(x: 95, y: 7, width: 200, height: 30))   // (390 - 200) / 2, (44 - 30) / 2
        let titles = bar.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles == [])     // no title label
    }

    @Test func aTitleViewWiderThanTheBarsFreeWidthIsNarrowedAndALabelKeepsItsPlace() throws {
        let page = UIViewController()
        let label = UILabel()
        label.text = "Custom"
        label.frame = CGRect(x: 0, y: 0, width: 500, height: 60)
        page.navigationItem.titleView = label
        let navigation = UINavigationController(rootViewController: page)
        _ = try Story.record(presenting: navigation, size: CGSize(width: 390, height: 844))
        // 60 pt from either edge, at most the bar's 44 pt tall: the label is not laid out as a back button.
        #expect(label.frame == CGRect(x: 60, y: 0, width: 270, height: 44))
    }

    // MARK: - UITableView.setEditing(_:animated:)

    /// RxTodo binds `tableView.setEditing(isEditing, animated: true)` to its state, first with
    /// `false`: leaving a mode the table is not in changes nothing; entering it with rows showing
    /// is reported (the rows' editing controls are not drawn), and each visible cell hears it.
    @Test func setEditingIsAcceptedWhenItChangesNothingAndReportedWhenRowsWouldShowControls() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessibilityIdentifier = "row\(indexPath.row)"
                return cell
            }
        }
        let rows = Rows()
        var cellsEditing: [Bool] = []
        let quiet = record { stage, _ in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            table.dataSource = rows
            stage.addSubview(table)
            table.layoutIfNeeded()
            table.setEditing(false, animated: true)
        }
        #expect(quiet.problems.isEmpty)
        let loud = record { stage, _ in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            table.dataSource = rows
            stage.addSubview(table)
            table.layoutIfNeeded()
            table.setEditing(true, animated: true)
            cellsEditing = table.visibleCells.map(\.isEditing)
            #expect(table.isEditing)
            table.isEditing = true   // again: no second report
        }
        #expect(cellsEditing == [true, true])
        #expect(loud.problems == [.notSupported(call: "UITableView.setEditing(_:animated:)",
                                               feature: "the delete and reorder controls of a table's rows in editing mode")])
    }

    // MARK: - PlaygroundSupport

    /// IBAnimatable's playground pages: `PlaygroundPage.current.liveView = iPhoneView`, then
    /// animations of views inside it.
    @Test func aPlaygroundPagesLiveViewJoinsTheStageAndAReplacementTakesItsPlace() throws {
        var read: [Bool] = []
        let r = record { stage, _ in
            let phone = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            phone.accessibilityIdentifier = "phone"
            PlaygroundPage.current.liveView = phone
            PlaygroundPage.current.needsIndefiniteExecution = true
            read.append(phone.superview === stage)
            read.append((PlaygroundPage.current.liveView as? UIView) === phone)
            read.append(PlaygroundPage.current.needsIndefiniteExecution)
            let controller = UIViewController()
            controller.view.accessibilityIdentifier = "page"
            PlaygroundPage.current.liveView = controller
            read.append(phone.superview == nil && stage.rootViewController === controller)
            PlaygroundPage.current.liveView = nil
            read.append(stage.rootViewController == nil)
            PlaygroundPage.current.setLiveView(phone)
            read.append(phone.superview === stage)
        }
        #expect(read == [true, true, true, true, true, true])
        #expect(r.problems.isEmpty)
        #expect(try r.timeline.state(at: s(0))["phone"] != nil)
        // Each recording starts with none; outside one, nothing is kept.
        _ = record { _, _ in read = [PlaygroundPage.current.liveView == nil, !PlaygroundPage.current.needsIndefiniteExecution] }
        #expect(read == [true, true])
        PlaygroundPage.current.liveView = UIView()
        #expect(PlaygroundPage.current.liveView == nil)
    }

    @Test func finishingAPlaygroundPageIsReported() {
        let r = record { _, _ in PlaygroundPage.current.finishExecution() }
        #expect(r.problems == [.notSupported(call: "PlaygroundPage.finishExecution()",
                                             feature: "ending a story before its scheduled work has run")])
    }
}
