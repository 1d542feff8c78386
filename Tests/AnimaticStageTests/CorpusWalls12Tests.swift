import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit members behind the corpus's compile walls of the eleventh session (issue #29):
/// XLPagerTabStrip's `navigationItem.titleView` and its orientation checks
/// (`UIWindowScene.interfaceOrientation`, `UIApplication.statusBarOrientation`).
@Suite struct CorpusWalls12Tests {
    // MARK: - Orientation

    @Test func theOrientationIsTheStagesPortraitUnlessItIsWiderThanTall() throws {
        var wide: (UIInterfaceOrientation, UIInterfaceOrientation?)?
        _ = record { _, _ in   // 400×300
            wide = (UIApplication.shared.statusBarOrientation,
                    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation)
        }
        #expect(wide?.0 == .landscapeRight && wide?.1 == .landscapeRight)
        var tall: (UIInterfaceOrientation, UIInterfaceOrientation?)?
        _ = try Story.record(presenting: UIViewController(), device: .iPhone15) { _ in
            tall = (UIApplication.shared.statusBarOrientation,
                    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation)
        }
        #expect(tall?.0 == .portrait && tall?.1 == .portrait)
        #expect(tall?.0.isPortrait == true && wide?.0.isLandscape == true)
        #expect(UIApplication.shared.statusBarOrientation == .portrait)   // outside a recording
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
}
