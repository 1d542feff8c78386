import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UITableView` laid out as UIKit lays out a plain table, asking only for the rows in view and
/// calling `willDisplay` for each, in order, after the cell has its frame and is in the table.
@Suite struct TableViewTests {
    final class NameCell: UITableViewCell {
        var made = 0
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            made += 1
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class List: UITableViewDataSource, UITableViewDelegate {
        var rows = 5
        var height: CGFloat = 60
        var displayed: [Int] = []
        var ended: [Int] = []
        var selectedRows: [Int] = []
        var superviewsAtDisplay: [Bool] = []
        var framesAtDisplay: [CGRect] = []
        var fadeIn = false
        var prefix = "row"
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.accessibilityIdentifier = "\(prefix)\(indexPath.row)"
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath.row)
            superviewsAtDisplay.append(cell.superview === tableView)
            framesAtDisplay.append(cell.frame)
            if fadeIn {
                cell.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0.1 * Double(indexPath.row), options: .curveLinear, animations: { cell.alpha = 1 })
            }
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            ended.append(indexPath.row)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath.row) }
    }

    func makeTable(_ list: List, height: CGFloat = 200) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: height), style: .plain)
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        table.dataSource = list
        table.delegate = list
        return table
    }

    @Test func onlyTheRowsInViewAreMadeStackedWithTheirHeightsAndDisplayedInOrder() {
        let list = List()
        let table = makeTable(list)
        #expect(table.numberOfRows(inSection: 0) == 5 && table.numberOfSections == 1)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 180, width: 400, height: 60))
        let cells = table.visibleCells
        #expect(cells.count == 4)                          // rows at 0, 60, 120, 180 meet 0..<200
        #expect(list.displayed == [0, 1, 2, 3])
        #expect(list.superviewsAtDisplay == [true, true, true, true])
        #expect(list.framesAtDisplay[2] == CGRect(x: 0, y: 120, width: 400, height: 60))
        #expect(table.contentSize == CGSize(width: 400, height: 300))
        #expect(cells.allSatisfy { $0 is NameCell && $0.reuseIdentifier == "name" })
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) == nil)
        #expect(table.indexPath(for: cells[1]) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 130)) == IndexPath(row: 2, section: 0))
        // The last row has no separator; the others a 0.5 pt line inset 16 at the bottom.
        #expect(cells[0].separatorView?.frame == CGRect(x: 16, y: 59.5, width: 384, height: 0.5))
        #expect(cells[3].textLabel?.frame == CGRect(x: 16, y: 0, width: 368, height: 60))
    }

    @Test func scrollingBringsNewRowsAndReusesTheCellsThatLeft() {
        let list = List()
        let table = makeTable(list)
        let cells = table.visibleCells
        table.contentOffset = CGPoint(x: 0, y: 130)       // 130..<330: rows 2, 3, 4
        #expect(list.ended == [0, 1])
        #expect(list.displayed == [0, 1, 2, 3, 4])
        #expect(table.indexPathsForVisibleRows == [2, 3, 4].map { IndexPath(row: $0, section: 0) })
        // The queue gives back the last cell that left (row 1's); row 0's waits, out of the table.
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cells[1])
        #expect(cells[0].superview == nil)
        #expect(cells[1].frame == CGRect(x: 0, y: 240, width: 400, height: 60))
    }

    @Test func cellsFadingInFromWillDisplayRecordOneAfterAnother() throws {
        let list = List()
        list.fadeIn = true
        let r = record { stage, _ in
            stage.addSubview(self.makeTable(list))
        }
        #expect(r.problems.isEmpty)
        let at = { (t: Double, row: Int) throws -> Double in try r.timeline.state(at: s(t))["row\(row)"]!.state.alpha }
        #expect(try at(0, 0) == 0 && at(0.25, 0) == 0.5 && at(0.5, 0) == 1)
        #expect(try abs(at(0.25, 2) - 0.1) < 1e-12)        // row 2 starts at 0.2: 0.05 s of 0.5 in
        #expect(try abs(at(0.45, 2) - 0.5) < 1e-12)
        #expect(try at(0.3, 3) == 0 && abs(at(0.55, 3) - 0.5) < 1e-12)
        #expect(try r.timeline.state(at: s(0.1))["row4"] == nil)   // not in view: never made
    }

    @Test func headersTitlesAndTheTableHeaderViewTakeTheirPlaces() {
        final class Sections: UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 1 ? "More" : nil }
        }
        let source = Sections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        table.rowHeight = 50
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        table.dataSource = source
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 40, width: 300, height: 50))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 90, width: 300, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 168, width: 300, height: 50))
        #expect(table.contentSize.height == 218)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        _ = table.visibleCells
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "More")
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 90, width: 300, height: 28))
    }

    @Test func automaticRowsTakeFortyFourPoints() {
        final class Plain: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let source = Plain()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        table.dataSource = source
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.contentSize.height == 0 || table.numberOfRows(inSection: 0) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 300, height: 44))
    }

    @Test func anUnregisteredIdentifierIsReportedAndAPlainCellStandsIn() {
        let r = record { _, _ in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
            #expect(type(of: cell) == UITableViewCell.self && cell.reuseIdentifier == "nope")
            #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
            table.register(UIView.self, forCellReuseIdentifier: "view")
        }
        #expect(r.problems.count == 2)
        #expect(r.problems.first.map { if case .misuse(let call, _) = $0 { return call == "UITableView.dequeueReusableCell(withIdentifier:for:)" }; return false } == true)
    }

    @Test func insertedRowsFadeInAndTheRowsBelowSlideDown() throws {
        let list = List()
        list.rows = 2
        var table: UITableView!
        let r = record { stage, clock in
            table = self.makeTable(list, height: 300)
            stage.addSubview(table)
            clock.schedule(at: s(1)) {
                list.rows = 3
                list.prefix = "new"
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        #expect(r.problems.isEmpty)
        let state = { (t: Double, id: String) throws -> ViewState in try r.timeline.state(at: s(t))[id]!.state }
        // The old row 0 (identifier "row0") moves from y 30 (centre) to 90 over 0.3 s.
        #expect(try state(0.9, "row0").centerY == 30)
        #expect(try state(1.3, "row0").centerY == 90)
        #expect(try state(1.3, "row1").centerY == 150)
        #expect(try state(1.0, "new0").alpha == 0)
        #expect(try abs(state(1.15, "new0").alpha - 0.5) < 1e-9)
        #expect(try state(1.3, "new0").alpha == 1 && state(1.3, "new0").centerY == 30)
        #expect(table.visibleCells.count == 3)
        #expect(list.displayed == [0, 1, 0])
    }

    @Test func aTapSelectsTheRowAndTellsTheDelegate() {
        let list = List()
        var table: UITableView!
        _ = record { stage, _ in
            table = self.makeTable(list)
            stage.addSubview(table)
            stage.tap(row: IndexPath(row: 1, section: 0), in: table, at: 0.5)
        }
        #expect(list.selectedRows == [1])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    }

    @Test func aTableViewControllerIsItsTablesDataSourceAndDelegate() {
        final class Menu: UITableViewController, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
        }
        let menu = Menu(style: .grouped)
        #expect(menu.tableView.dataSource === menu && menu.tableView.delegate === menu)
        #expect(menu.view === menu.tableView && menu.tableView.style == .grouped)
        #expect(menu.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 160)
    }
}
