import AnimaticReactive
import AnimaticRuntime
import Foundation

// RxCocoa's table bindings (RxCocoa/iOS/UITableView+Rx.swift, Proxies/RxTableViewDataSourceProxy.swift,
// Proxies/RxTableViewDelegateProxy.swift, DataSources/RxTableViewReactiveArrayDataSource.swift).

/// A row moved by the user: where it was and where it went (RxCocoa's `ItemMovedEvent`, the
/// element of `rx.itemMoved` of tables and collection views).
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

/// The data source a table gets while `rx.items` binds to it (RxCocoa's
/// `RxTableViewDataSourceProxy`): it forwards every ``UITableViewDataSource`` method to the
/// bound data source; with none, the table has no rows, as RxCocoa's proxy answers.
open class RxTableViewDataSourceProxy: NSObject, UITableViewDataSource, AnimaticForwardingProxy {
    /// The table this proxy is the data source of.
    public private(set) weak var tableView: UITableView?
    private final var forward = ForwardTarget()

    /// The proxy of `tableView`.
    public required init(tableView: UITableView) { self.tableView = tableView }

    /// The data source messages are forwarded to (RxCocoa's `forwardToDelegate()`).
    public final func forwardToDelegate() -> AnyObject? { forward.object }
    final func setForward(_ object: AnyObject?, retain: Bool) { forward.set(object, retain: retain) }

    private enum Key { nonisolated(unsafe) static var proxy: UInt8 = 0 }

    /// The proxy of `tableView`, made and installed as its data source on first use (the data
    /// source it had is forwarded to).
    public static func proxy(for tableView: UITableView) -> RxTableViewDataSourceProxy {
        let proxy = installedProxy(of: tableView, key: &Key.proxy) { RxTableViewDataSourceProxy(tableView: tableView) }
        if tableView.dataSource !== proxy {
            if let current = tableView.dataSource { proxy.forward.set(current, retain: false) }
            tableView.dataSource = proxy
        }
        return proxy
    }

    private final var source: UITableViewDataSource? { forward.object as? UITableViewDataSource }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        source?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let source else {
            UIView.report(.misuse(call: "RxTableViewDataSourceProxy.tableView(_:cellForRowAt:)",
                                  problem: "the table asked for a cell but no data source is bound (rx.items)"))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return source.tableView(tableView, cellForRowAt: indexPath)
    }
    open func numberOfSections(in tableView: UITableView) -> Int { source?.numberOfSections(in: tableView) ?? 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        source?.tableView(tableView, titleForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        source?.tableView(tableView, titleForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        source?.tableView(tableView, canEditRowAt: indexPath) ?? true
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        source?.tableView(tableView, canMoveRowAt: indexPath) ?? false
    }
    /// Each edit committed, after the bound data source was told (feeds `rx.itemInserted`, `rx.itemDeleted`).
    final let committed = PublishSubject<(style: UITableViewCell.EditingStyle, indexPath: IndexPath)>()
    /// Each row moved, after the bound data source was told (feeds `rx.itemMoved`).
    final let moved = PublishSubject<ItemMovedEvent>()

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        source?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        committed.onNext((editingStyle, indexPath))
    }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        source?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        moved.onNext((sourceIndexPath, destinationIndexPath))
    }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { source?.sectionIndexTitles(for: tableView) }
}

/// The delegate a table gets once `.rx` observes it (RxCocoa's `RxTableViewDelegateProxy`):
/// it forwards every ``UITableViewDelegate`` method to the table's former delegate or to the one
/// given to `rx.setDelegate(_:)`, and feeds `rx.itemSelected`, `rx.itemDeselected`,
/// `rx.willDisplayCell` and `rx.didEndDisplayingCell`.
open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy, UITableViewDelegate {
    /// The table this proxy is the delegate of.
    public private(set) weak var tableView: UITableView?
    final let selected = PublishSubject<IndexPath>()
    final let deselected = PublishSubject<IndexPath>()
    final let highlighted = PublishSubject<IndexPath>()
    final let unhighlighted = PublishSubject<IndexPath>()
    final let willDisplay = PublishSubject<(cell: UITableViewCell, indexPath: IndexPath)>()
    final let didEndDisplaying = PublishSubject<(cell: UITableViewCell, indexPath: IndexPath)>()

    /// The proxy of `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(scrollView: tableView)
    }

    /// The proxy of a table view (`scrollView` must be one: RxCocoa's proxies are per class).
    public required init(scrollView: UIScrollView) {
        self.tableView = scrollView as? UITableView
        super.init(scrollView: scrollView)
    }

    private final var tableDelegate: UITableViewDelegate { forwardToDelegate() as? UITableViewDelegate ?? noDelegate }

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableDelegate.tableView(tableView, heightForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableDelegate.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableDelegate.tableView(tableView, heightForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableDelegate.tableView(tableView, heightForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableDelegate.tableView(tableView, viewForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableDelegate.tableView(tableView, viewForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        willDisplay.onNext((cell, indexPath))
        tableDelegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tableDelegate.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tableDelegate.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        didEndDisplaying.onNext((cell, indexPath))
        tableDelegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableDelegate.tableView(tableView, willSelectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.onNext(indexPath)
        tableDelegate.tableView(tableView, didSelectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableDelegate.tableView(tableView, willDeselectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        deselected.onNext(indexPath)
        tableDelegate.tableView(tableView, didDeselectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableDelegate.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        highlighted.onNext(indexPath)
        tableDelegate.tableView(tableView, didHighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        unhighlighted.onNext(indexPath)
        tableDelegate.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableDelegate.tableView(tableView, editingStyleForRowAt: indexPath)
    }
}

/// RxCocoa's data source for `rx.items(_:)` and `rx.items(cellIdentifier:cellType:)`
/// (`RxTableViewReactiveArrayDataSourceSequenceWrapper`): one section whose rows are the
/// elements of the last array bound; each new array reloads the table.
final class RxTableViewReactiveArrayDataSource<Items: Sequence>: NSObject, UITableViewDataSource,
    RxTableViewDataSourceType, SectionedViewDataSourceType {
    typealias Element = Items
    private var items: [Items.Element]?
    private let cellFactory: (UITableView, Int, Items.Element) -> UITableViewCell

    init(cellFactory: @escaping (UITableView, Int, Items.Element) -> UITableViewCell) {
        self.cellFactory = cellFactory
    }

    func tableView(_ tableView: UITableView, observedEvent: Event<Items>) {
        Binder(self) { dataSource, elements in
            dataSource.items = Array(elements)
            tableView.reloadData()
        }.on(observedEvent)
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard let items else { throw RxCocoaError.itemsNotYetBound(object: self) }
        guard indexPath.section == 0, items.indices.contains(indexPath.item) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.item]
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items?.count ?? 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellFactory(tableView, indexPath.item, items![indexPath.item])
    }
}

extension Reactive where Base: UITableView {
    /// Binds a sequence of arrays to the table's rows, one section, a cell made by `cellFactory`
    /// for each row (RxCocoa's `rx.items(_:)`); each new array reloads the table.
    ///
    /// ```swift
    /// names.bind(to: tableView.rx.items) { tableView, row, name in
    ///     let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
    ///     cell.textLabel?.text = name
    ///     return cell
    /// }
    /// ```
    public func items<Items: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Items.Element) -> UITableViewCell) -> any Disposable
        where Source.Element == Items {
        { cellFactory in
            self.items(dataSource: RxTableViewReactiveArrayDataSource<Items>(cellFactory: cellFactory))(source)
        }
    }

    /// Binds a sequence of arrays to the table's rows, dequeuing a `cellType` cell registered
    /// under `cellIdentifier` for each row and configuring it (RxCocoa's
    /// `rx.items(cellIdentifier:cellType:)`).
    ///
    /// ```swift
    /// names.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, name, cell in
    ///     cell.textLabel?.text = name
    /// }
    /// ```
    public func items<Items: Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Items.Element, Cell) -> Void) -> any Disposable
        where Source.Element == Items {
        { source in
            { configureCell in
                let dataSource = RxTableViewReactiveArrayDataSource<Items> { tableView, row, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: IndexPath(item: row, section: 0))
                    guard let typed = cell as? Cell else {
                        UIView.report(.misuse(call: "UITableView.rx.items(cellIdentifier:cellType:)",
                                              problem: "the cell registered as '\(cellIdentifier)' is a \(type(of: cell)), not a \(Cell.self)"))
                        return cell
                    }
                    configureCell(row, item, typed)
                    return cell
                }
                return self.items(dataSource: dataSource)(source)
            }
        }
    }

    /// Binds a sequence to the table through `dataSource`, which is told each event and
    /// reloads the table (RxCocoa's `rx.items(dataSource:)`; RxDataSources'
    /// `RxTableViewSectionedReloadDataSource` is such a data source). The data source is held
    /// until the result is disposed; when the sequence completes, the table keeps its last rows.
    ///
    /// ```swift
    /// let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
    ///     configureCell: { _, tableView, indexPath, item in … })
    /// sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    /// ```
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> any Disposable where DataSource.Element == Source.Element {
        { source in
            // RxCocoa installs the delegate proxy first, so that binding never replaces a delegate mid-way.
            _ = self.delegate
            let proxy = RxTableViewDataSourceProxy.proxy(for: self.base)
            return subscribeProxyDataSource(source, proxy: proxy, dataSource: dataSource, view: self.base,
                                            call: "UITableView.rx.items(dataSource:)") { [weak tableView = self.base] event in
                guard let tableView else { return }
                dataSource.tableView(tableView, observedEvent: event)
            }
        }
    }

    /// The table's data source proxy (RxCocoa's `UITableView.rx.dataSource`), installed on first use.
    public var dataSource: RxTableViewDataSourceProxy { RxTableViewDataSourceProxy.proxy(for: base) }

    /// Forwards the data source messages to `dataSource` (held weakly) until the result is
    /// disposed (RxCocoa's `rx.setDataSource(_:)`).
    public func setDataSource(_ dataSource: UITableViewDataSource) -> any Disposable {
        let proxy = self.dataSource
        proxy.setForward(dataSource, retain: false)
        return Disposables.create { [weak proxy, weak dataSource] in
            if let proxy, proxy.forwardToDelegate() === dataSource { proxy.setForward(nil, retain: false) }
        }
    }

    private var tableProxy: RxTableViewDelegateProxy {
        // `proxy(for:)` makes a table proxy for a table view.
        RxScrollViewDelegateProxy.proxy(for: base) as! RxTableViewDelegateProxy
    }

    /// The index path of each row selected (`tableView(_:didSelectRowAt:)`, RxCocoa's `rx.itemSelected`).
    public var itemSelected: ControlEvent<IndexPath> { ControlEvent(events: tableProxy.selected.asObservable()) }
    /// The index path of each row deselected (RxCocoa's `rx.itemDeselected`).
    public var itemDeselected: ControlEvent<IndexPath> { ControlEvent(events: tableProxy.deselected.asObservable()) }
    /// The index path of each row highlighted (RxCocoa's `rx.itemHighlighted`).
    public var itemHighlighted: ControlEvent<IndexPath> { ControlEvent(events: tableProxy.highlighted.asObservable()) }
    /// The index path of each row whose highlight ended (RxCocoa's `rx.itemUnhighlighted`).
    public var itemUnhighlighted: ControlEvent<IndexPath> { ControlEvent(events: tableProxy.unhighlighted.asObservable()) }
    /// The index path of each row the user deletes, once the data source committed it
    /// (`tableView(_:commit:forRowAt:)` with `.delete`, RxCocoa's `rx.itemDeleted`, which observes
    /// the data source proxy's `methodInvoked`).
    ///
    /// ```swift
    /// tableView.rx.itemDeleted.subscribe(onNext: { indexPath in tasks.remove(at: indexPath.row) })
    /// ```
    public var itemDeleted: ControlEvent<IndexPath> { committedRows(.delete) }
    /// The index path of each row the user inserts (`tableView(_:commit:forRowAt:)` with `.insert`,
    /// RxCocoa's `rx.itemInserted`).
    public var itemInserted: ControlEvent<IndexPath> { committedRows(.insert) }
    /// Each row the user moves, from and to (`tableView(_:moveRowAt:to:)` of the data source,
    /// RxCocoa's `rx.itemMoved`).
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        ControlEvent(events: RxTableViewDataSourceProxy.proxy(for: base).moved.asObservable())
    }
    private func committedRows(_ style: UITableViewCell.EditingStyle) -> ControlEvent<IndexPath> {
        let events = RxTableViewDataSourceProxy.proxy(for: base).committed
            .filter { $0.style == style }
            .map { $0.indexPath }
        return ControlEvent(events: events)
    }

    /// Each cell about to show (RxCocoa's `rx.willDisplayCell`).
    public var willDisplayCell: ControlEvent<(cell: UITableViewCell, indexPath: IndexPath)> {
        ControlEvent(events: tableProxy.willDisplay.asObservable())
    }
    /// Each cell that left the table (RxCocoa's `rx.didEndDisplayingCell`).
    public var didEndDisplayingCell: ControlEvent<(cell: UITableViewCell, indexPath: IndexPath)> {
        ControlEvent(events: tableProxy.didEndDisplaying.asObservable())
    }

    /// The model of each row selected, read from the bound data source (RxCocoa's
    /// `rx.modelSelected(_:)`: it needs `rx.items`, or a data source that is a
    /// ``SectionedViewDataSourceType``).
    ///
    /// ```swift
    /// tableView.rx.modelSelected(Task.self).subscribe(onNext: { task in … })
    /// ```
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvents(itemSelected, of: base) { view, indexPath in try view.rx.model(at: indexPath) }
    }

    /// The model of each row deselected (RxCocoa's `rx.modelDeselected(_:)`).
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvents(itemDeselected, of: base) { view, indexPath in try view.rx.model(at: indexPath) }
    }

    /// The model at `indexPath` of the bound data source (RxCocoa's `rx.model(at:)`); throws
    /// ``RxCocoaError`` when no ``SectionedViewDataSourceType`` is bound or the model is of another type.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try boundModel(at: indexPath, forwardedTo: RxTableViewDataSourceProxy.proxy(for: base).forwardToDelegate(), of: base)
    }
}
