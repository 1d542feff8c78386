import Foundation
import Testing
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// RxCocoa's data-source bindings (`rx.items(dataSource:)`, `rx.items`, `rx.itemSelected`,
/// `rx.modelSelected`, `rx.setDelegate`) on the stage's table, collection and picker views, as
/// RxCocoa's proxies behave (RxCocoa/iOS/UITableView+Rx.swift, Proxies/).
@Suite struct RxDataSourceTests {
    struct Section {
        var header: String
        var items: [String]
    }

    /// A data source shaped as RxDataSources' `RxTableViewSectionedReloadDataSource`: each event
    /// stores the sections and reloads the table.
    final class SectionedReload: NSObject, UITableViewDataSource, RxTableViewDataSourceType, SectionedViewDataSourceType {
        typealias Element = [Section]
        var sections: [Section] = []
        var events = 0
        func tableView(_ tableView: UITableView, observedEvent: Event<[Section]>) {
            events += 1
            Binder(self) { dataSource, sections in
                dataSource.sections = sections
                tableView.reloadData()
            }.on(observedEvent)
        }
        func model(at indexPath: IndexPath) throws -> Any { sections[indexPath.section].items[indexPath.row] }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            let item = sections[indexPath.section].items[indexPath.row]
            cell.accessibilityIdentifier = item
            cell.textLabel?.text = item
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    }

    final class Heights: NSObject, UITableViewDelegate {
        var selected: [IndexPath] = []
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    /// The frame a view state places (its centre and size; no transform in these tests).
    func frame(of state: ViewState) -> CGRect {
        CGRect(x: state.centerX - state.width / 2, y: state.centerY - state.height / 2, width: state.width, height: state.height)
    }

    func makeTable() -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.accessibilityIdentifier = "table"
        return table
    }

    // MARK: - Edge cases

    @Test func beforeAnyItemsAreBoundTheProxyShowsNoRowsAndModelAtThrows() {
        let table = makeTable()
        _ = table.rx.dataSource
        #expect(table.dataSource === table.rx.dataSource)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 0)
        #expect(throws: RxCocoaError.self) { let _: String = try table.rx.model(at: IndexPath(row: 0, section: 0)) }
    }

    @Test func anErrorOfTheBoundSequenceFailsTheRecordingAndKeepsTheRows() {
        let table = makeTable()
        let dataSource = SectionedReload()
        let subject = PublishSubject<[Section]>()
        let r = record { stage, clock in
            stage.addSubview(table)
            _ = subject.bind(to: table.rx.items(dataSource: dataSource))
            subject.onNext([Section(header: "A", items: ["a1"])])
            clock.schedule(at: s(1)) { subject.onError(RxBindingTests.BadValue()) }
        }
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.message.contains("Binding error to UITableView.rx.items(dataSource:): bad value") == true)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(dataSource.events == 1)   // the error reaches no data source, as in RxCocoa
    }

    @Test func completionKeepsTheLastRowsAndDisposingUnbindsTheDataSource() {
        let table = makeTable()
        let dataSource = SectionedReload()
        let binding = Observable.just([Section(header: "A", items: ["a1", "a2"])]).bind(to: table.rx.items(dataSource: dataSource))
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.rx.dataSource.forwardToDelegate() === dataSource)
        binding.dispose()
        #expect(table.rx.dataSource.forwardToDelegate() == nil)
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 0)
    }

    // MARK: - Tables

    @Test func sectionsBoundThroughADataSourceRecordTheCellsAndANewElementReloads() throws {
        let table = makeTable()
        let dataSource = SectionedReload()
        let sections = BehaviorRelay(value: [Section(header: "Today", items: ["milk", "bread"]),
                                            Section(header: "Later", items: ["tax"])])
        let bag = DisposeBag()
        let r = record { stage, clock in
            stage.addSubview(table)
            sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
            clock.schedule(at: s(1)) { sections.accept([Section(header: "Today", items: ["eggs"])]) }
        }
        #expect(r.problems.isEmpty)
        // Plain table: 28 pt headers, 44 pt rows.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 400, height: 44))
        let early = try r.timeline.state(at: s(0.5))
        #expect(early["milk"].map { frame(of: $0.state) } == CGRect(x: 0, y: 28, width: 400, height: 44))
        #expect(early["bread"].map { frame(of: $0.state) } == CGRect(x: 0, y: 72, width: 400, height: 44))
        #expect(early["tax"].map { frame(of: $0.state) } == CGRect(x: 0, y: 144, width: 400, height: 44))
        let late = try r.timeline.state(at: s(1.5))
        #expect(late["eggs"].map { frame(of: $0.state) } == CGRect(x: 0, y: 28, width: 400, height: 44))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 1)
        #expect(dataSource.events == 2)
        #expect(try table.rx.model(at: IndexPath(row: 0, section: 0)) as String == "eggs")
    }

    @Test func itemsWithACellIdentifierConfigureEachRowAndModelSelectedReadsIt() throws {
        let table = makeTable()
        var configured: [String] = []
        var selectedModels: [String] = []
        var selectedPaths: [IndexPath] = []
        let heights = Heights()
        let bag = DisposeBag()
        let r = record { stage, _ in
            stage.addSubview(table)
            table.rx.setDelegate(heights).disposed(by: bag)
            Observable.just(["one", "two", "three"])
                .bind(to: table.rx.items(cellIdentifier: "cell", cellType: UITableViewCell.self)) { row, name, cell in
                    cell.accessibilityIdentifier = name
                    configured.append("\(row):\(name)")
                }
                .disposed(by: bag)
            table.rx.modelSelected(String.self).subscribe(onNext: { selectedModels.append($0) }).disposed(by: bag)
            table.rx.itemSelected.subscribe(onNext: { selectedPaths.append($0) }).disposed(by: bag)
            stage.tap(row: IndexPath(row: 1, section: 0), in: table, at: 1)
        }
        #expect(r.problems.isEmpty)
        #expect(configured == ["0:one", "1:two", "2:three"])
        // The delegate given to rx.setDelegate still answers the heights and hears the selection.
        #expect(try r.timeline.state(at: s(0.5))["three"].map { frame(of: $0.state) } == CGRect(x: 0, y: 100, width: 400, height: 50))
        #expect(selectedPaths == [IndexPath(row: 1, section: 0)])
        #expect(selectedModels == ["two"])
        #expect(heights.selected == [IndexPath(row: 1, section: 0)])
        #expect(table.delegate === table.rx.delegate)
    }

    @Test func theDelegateATableHadIsForwardedToOnceTheProxyIsInstalled() {
        let table = makeTable()
        let heights = Heights()
        table.delegate = heights
        _ = table.rx.itemSelected
        #expect(table.delegate !== heights)
        #expect(table.rx.delegate.forwardToDelegate() === heights)
        _ = Observable.just(["a"]).bind(to: table.rx.items) { tableView, row, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell")!
            cell.textLabel?.text = name
            return cell
        }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
    }

    @Test func contentOffsetIsAControlPropertyThatFollowsScrolling() {
        let table = makeTable()
        var offsets: [CGFloat] = []
        let subscription = table.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) })
        _ = Observable.just(Array(0..<20).map(String.init)).bind(to: table.rx.items(cellIdentifier: "cell")) { (_: Int, _: String, _: UITableViewCell) in }
        table.contentOffset = CGPoint(x: 0, y: 40)
        Observable.just(CGPoint(x: 0, y: 90)).bind(to: table.rx.contentOffset).dispose()
        subscription.dispose()
        table.contentOffset = CGPoint(x: 0, y: 10)
        #expect(offsets == [0, 40, 90])
        #expect(table.contentOffset.y == 10)
    }

    /// A sectioned data source that also commits edits and moves, as RxDataSources' editable data
    /// sources do; it logs each call so the order against `rx.itemDeleted`/`rx.itemMoved` shows.
    final class EditableSections: NSObject, UITableViewDataSource, RxTableViewDataSourceType {
        typealias Element = [String]
        var rows: [String] = []
        var log: [String]
        init(log: [String] = []) { self.log = log }
        func tableView(_ tableView: UITableView, observedEvent: Event<[String]>) {
            Binder(self) { dataSource, rows in dataSource.rows = rows; tableView.reloadData() }.on(observedEvent)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("data source commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("data source move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        }
    }

    @Test func noEditNoEventAndAnEditOfAnotherStyleIsNotADeletion() {
        let table = makeTable()
        let dataSource = EditableSections()
        let bag = DisposeBag()
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        Observable.just(["a", "b"]).bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
        table.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)
        table.rx.itemInserted.subscribe(onNext: { inserted.append($0) }).disposed(by: bag)
        #expect(deleted.isEmpty && inserted.isEmpty)
        // UIKit commits `.insert` for the green plus button: an insertion, not a deletion.
        table.dataSource?.tableView(table, commit: .insert, forRowAt: IndexPath(row: 1, section: 0))
        // `.none` is never committed by UIKit; a data source call with it is neither.
        table.dataSource?.tableView(table, commit: .none, forRowAt: IndexPath(row: 0, section: 0))
        #expect(deleted.isEmpty)
        #expect(inserted == [IndexPath(row: 1, section: 0)])
    }

    @Test func itemDeletedAndItemMovedFollowTheDataSourceCallsUIKitMakes() {
        let table = makeTable()
        let dataSource = EditableSections()
        let bag = DisposeBag()
        var moves: [String] = []
        Observable.just(["a", "b", "c"]).bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
        table.rx.itemDeleted.subscribe(onNext: { dataSource.log.append("rx.itemDeleted \($0.row)") }).disposed(by: bag)
        table.rx.itemMoved.subscribe(onNext: { event in
            moves.append("\(event.sourceIndex.row)->\(event.destinationIndex.row)")
            dataSource.log.append("rx.itemMoved")
        }).disposed(by: bag)
        // What UIKit sends the table's data source when the user swipes row 2 and taps Delete,
        // then drags row 0 below row 1 in editing mode.
        table.dataSource?.tableView(table, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
        table.dataSource?.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        // RxCocoa's `methodInvoked`: the bound data source is told first, then the event is sent.
        #expect(dataSource.log == ["data source commit delete 2", "rx.itemDeleted 2",
                                   "data source move 0 to 1", "rx.itemMoved"])
        #expect(moves == ["0->1"])
        #expect(table.dataSource === table.rx.dataSource)
    }

    // MARK: - Collection views

    @Test func collectionItemsAreBoundAndSelectedThroughTheProxies() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var selected: [Int] = []
        let bag = DisposeBag()
        let r = record { stage, _ in
            stage.addSubview(collection)
            Observable.just([1, 2, 3, 4, 5])
                .bind(to: collection.rx.items(cellIdentifier: "cell", cellType: UICollectionViewCell.self)) { _, number, cell in
                    cell.accessibilityIdentifier = "item\(number)"
                }
                .disposed(by: bag)
            collection.rx.modelSelected(Int.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            stage.tap(item: IndexPath(item: 4, section: 0), in: collection, at: 1)
        }
        #expect(r.problems.isEmpty)
        #expect(collection.numberOfItems(inSection: 0) == 5)
        let item5 = try r.timeline.state(at: s(0.5))["item5"].map { frame(of: $0.state) }
        // The second line, 10 pt below the first (minimumLineSpacing); a lone item in its line is centred.
        #expect(item5 == CGRect(x: 150, y: 110, width: 100, height: 100))
        #expect(selected == [5])
    }

    // MARK: - Pickers

    @Test func aPickerShowsItsTitlesWithTheSelectedRowInTheMiddleAndReportsTheUsersChoice() throws {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.accessibilityIdentifier = "picker"
        var chosen: [String] = []
        var rows: [(row: Int, at: Double)] = []
        var columnFrameAtStart = CGRect.zero
        let bag = DisposeBag()
        let r = record { stage, clock in
            stage.addSubview(picker)
            Observable.just(["S", "M", "L", "XL"]).bind(to: picker.rx.itemTitles) { _, size in size }.disposed(by: bag)
            picker.rx.modelSelected(String.self).subscribe(onNext: { chosen += $0 }).disposed(by: bag)
            picker.rx.itemSelected.subscribe(onNext: { rows.append(($0.row, clock.now.seconds)) }).disposed(by: bag)
            columnFrameAtStart = picker.view(forRow: 0, forComponent: 0)?.superview?.frame ?? .zero
            stage.select(row: 2, inComponent: 0, of: picker, at: 1)
        }
        #expect(r.problems.isEmpty)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 4)
        #expect((picker.view(forRow: 3, forComponent: 0) as? UILabel)?.text == "XL")
        #expect(picker.view(forRow: 3, forComponent: 0)?.frame == CGRect(x: 0, y: 96, width: 300, height: 32))
        // Row 0 in the middle: the column starts at 108 - 16 = 92; after the turn, row 2 is: 92 - 64.
        #expect(columnFrameAtStart == CGRect(x: 0, y: 92, width: 300, height: 128))
        let column = try #require(picker.view(forRow: 0, forComponent: 0)?.superview)
        #expect(column.frame == CGRect(x: 0, y: 28, width: 300, height: 128))
        #expect(r.timeline.text.contains("1.000 +0.300"))
        #expect(picker.selectedRow(inComponent: 0) == 2)
        // The delegate hears the choice when the wheel stops.
        #expect(rows.map(\.row) == [2] && rows.map(\.at) == [1.3])
        #expect(chosen == ["L"])
    }

    @Test func selectingARowOutOfRangeIsReported() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        let r = record { stage, _ in
            stage.addSubview(picker)
            _ = Observable.just(["a"]).bind(to: picker.rx.itemTitles) { _, title in title }
            picker.selectRow(1, inComponent: 0, animated: false)
        }
        #expect(r.problems.map(\.message).contains { $0.contains("row 1 of component 0 is out of range") })
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    /// RxCocoa's `rx.itemDeleted`, `rx.itemInserted` and `rx.itemMoved` come from the data source
    /// proxy's `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)` (what UIKit calls
    /// when the user deletes, inserts or reorders a row), after the bound data source heard them.
    @Test func editingCommitsAndMovesAreControlEventsAfterTheBoundDataSourceHearsThem() throws {
        final class Editable: NSObject, UITableViewDataSource {
            var log: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                log.append("commit style \(editingStyle.rawValue) row \(indexPath.row)")
            }
            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                log.append("move \(sourceIndexPath.row) \(destinationIndexPath.row)")
            }
        }
        let table = makeTable()
        let source = Editable()
        let bag = DisposeBag()
        table.rx.setDataSource(source).disposed(by: bag)
        var events: [String] = []
        table.rx.itemDeleted.subscribe(onNext: { events.append("deleted \($0.row) after \(source.log.count)") }).disposed(by: bag)
        table.rx.itemInserted.subscribe(onNext: { events.append("inserted \($0.row)") }).disposed(by: bag)
        table.rx.itemMoved.subscribe(onNext: { events.append("moved \($0.sourceIndex.row)->\($0.destinationIndex.row)") }).disposed(by: bag)
        let proxy = try #require(table.dataSource)
        proxy.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        proxy.tableView(table, commit: .insert, forRowAt: IndexPath(row: 2, section: 0))
        proxy.tableView(table, commit: .none, forRowAt: IndexPath(row: 0, section: 0))
        proxy.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(source.log == ["commit style 1 row 1", "commit style 2 row 2", "commit style 0 row 0", "move 0 2"])
        #expect(events == ["deleted 1 after 1", "inserted 2", "moved 0->2"])
    }

    /// RxCocoa's `UIRefreshControl.rx.isRefreshing` binder begins and ends refreshing.
    @Test func isRefreshingBindsBeginAndEndRefreshing() {
        let control = UIRefreshControl()
        let bag = DisposeBag()
        let refreshing = PublishSubject<Bool>()
        refreshing.bind(to: control.rx.isRefreshing).disposed(by: bag)
        #expect(!control.isRefreshing)
        refreshing.onNext(true)
        #expect(control.isRefreshing)
        refreshing.onNext(false)
        #expect(!control.isRefreshing)
    }
}
