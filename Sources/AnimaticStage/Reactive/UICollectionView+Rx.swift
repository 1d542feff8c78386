import AnimaticReactive
import AnimaticRuntime
import Foundation

// RxCocoa's collection view bindings (RxCocoa/iOS/UICollectionView+Rx.swift,
// Proxies/RxCollectionViewDataSourceProxy.swift, Proxies/RxCollectionViewDelegateProxy.swift,
// DataSources/RxCollectionViewReactiveArrayDataSource.swift).

/// The data source a collection view gets while `rx.items` binds to it (RxCocoa's
/// `RxCollectionViewDataSourceProxy`): it forwards every ``UICollectionViewDataSource`` method
/// to the bound data source; with none, the collection view has no items.
open class RxCollectionViewDataSourceProxy: NSObject, UICollectionViewDataSource, AnimaticForwardingProxy {
    /// The collection view this proxy is the data source of.
    public private(set) weak var collectionView: UICollectionView?
    private final var forward = ForwardTarget()

    /// The proxy of `collectionView`.
    public required init(collectionView: UICollectionView) { self.collectionView = collectionView }

    /// The data source messages are forwarded to (RxCocoa's `forwardToDelegate()`).
    public final func forwardToDelegate() -> AnyObject? { forward.object }
    final func setForward(_ object: AnyObject?, retain: Bool) { forward.set(object, retain: retain) }

    private enum Key { nonisolated(unsafe) static var proxy: UInt8 = 0 }

    /// The proxy of `collectionView`, made and installed as its data source on first use.
    public static func proxy(for collectionView: UICollectionView) -> RxCollectionViewDataSourceProxy {
        let proxy = installedProxy(of: collectionView, key: &Key.proxy) { RxCollectionViewDataSourceProxy(collectionView: collectionView) }
        if collectionView.dataSource !== proxy {
            if let current = collectionView.dataSource { proxy.forward.set(current, retain: false) }
            collectionView.dataSource = proxy
        }
        return proxy
    }

    private final var source: UICollectionViewDataSource? { forward.object as? UICollectionViewDataSource }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let source else {
            UIView.report(.misuse(call: "RxCollectionViewDataSourceProxy.collectionView(_:cellForItemAt:)",
                                  problem: "the collection view asked for a cell but no data source is bound (rx.items)"))
            return UICollectionViewCell(frame: .zero)
        }
        return source.collectionView(collectionView, cellForItemAt: indexPath)
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { source?.numberOfSections(in: collectionView) ?? 1 }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        (source ?? sharedNoDataSource).collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
}

/// Answers with UIKit's defaults (a missing supplementary view is reported).
private final class NoDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
nonisolated(unsafe) private let sharedNoDataSource = NoDataSource()

/// The delegate a collection view gets once `.rx` observes it (RxCocoa's
/// `RxCollectionViewDelegateProxy`): it forwards every ``UICollectionViewDelegate`` and
/// ``UICollectionViewDelegateFlowLayout`` method (a flow layout's sizes keep coming from the
/// delegate given to `rx.setDelegate(_:)`), and feeds `rx.itemSelected` and its kin.
open class RxCollectionViewDelegateProxy: RxScrollViewDelegateProxy, UICollectionViewDelegateFlowLayout {
    /// The collection view this proxy is the delegate of.
    public private(set) weak var collectionView: UICollectionView?
    final let selected = PublishSubject<IndexPath>()
    final let deselected = PublishSubject<IndexPath>()
    final let highlighted = PublishSubject<IndexPath>()
    final let unhighlighted = PublishSubject<IndexPath>()
    final let willDisplay = PublishSubject<(cell: UICollectionViewCell, at: IndexPath)>()
    final let didEndDisplaying = PublishSubject<(cell: UICollectionViewCell, at: IndexPath)>()

    /// The proxy of `collectionView`.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(scrollView: collectionView)
    }

    /// The proxy of a collection view (`scrollView` must be one).
    public required init(scrollView: UIScrollView) {
        self.collectionView = scrollView as? UICollectionView
        super.init(scrollView: scrollView)
    }

    private final var flowDelegate: UICollectionViewDelegateFlowLayout {
        forwardToDelegate() as? UICollectionViewDelegateFlowLayout ?? noDelegate
    }
    private final var itemDelegate: UICollectionViewDelegate { forwardToDelegate() as? UICollectionViewDelegate ?? noDelegate }

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplay.onNext((cell, indexPath))
        itemDelegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        didEndDisplaying.onNext((cell, indexPath))
        itemDelegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {
        itemDelegate.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        itemDelegate.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.onNext(indexPath)
        itemDelegate.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.onNext(indexPath)
        itemDelegate.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        itemDelegate.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        highlighted.onNext(indexPath)
        itemDelegate.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        unhighlighted.onNext(indexPath)
        itemDelegate.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    // UICollectionViewDelegateFlowLayout, forwarded (the defaults read the layout's properties).
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize {
        flowDelegate.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets {
        flowDelegate.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flowDelegate.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flowDelegate.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
        flowDelegate.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForFooterInSection section: Int) -> CGSize {
        flowDelegate.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }
}

/// RxCocoa's data source for `rx.items(_:)` and `rx.items(cellIdentifier:cellType:)` of a
/// collection view: one section whose items are the last array bound.
final class RxCollectionViewReactiveArrayDataSource<Items: Sequence>: NSObject, UICollectionViewDataSource,
    RxCollectionViewDataSourceType, SectionedViewDataSourceType {
    typealias Element = Items
    private var items: [Items.Element]?
    private let cellFactory: (UICollectionView, Int, Items.Element) -> UICollectionViewCell

    init(cellFactory: @escaping (UICollectionView, Int, Items.Element) -> UICollectionViewCell) {
        self.cellFactory = cellFactory
    }

    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Items>) {
        Binder(self) { dataSource, elements in
            dataSource.items = Array(elements)
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.reloadData()
        }.on(observedEvent)
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard let items, indexPath.section == 0, items.indices.contains(indexPath.item) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items?.count ?? 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellFactory(collectionView, indexPath.item, items![indexPath.item])
    }
}

extension Reactive where Base: UICollectionView {
    /// Binds a sequence of arrays to the items, one section, a cell made by `cellFactory` for
    /// each (RxCocoa's `UICollectionView.rx.items(_:)`).
    public func items<Items: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Items.Element) -> UICollectionViewCell) -> any Disposable
        where Source.Element == Items {
        { cellFactory in
            self.items(dataSource: RxCollectionViewReactiveArrayDataSource<Items>(cellFactory: cellFactory))(source)
        }
    }

    /// Binds a sequence of arrays to the items, dequeuing a `cellType` cell registered under
    /// `cellIdentifier` for each and configuring it (RxCocoa's `rx.items(cellIdentifier:cellType:)`).
    public func items<Items: Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Items.Element, Cell) -> Void) -> any Disposable
        where Source.Element == Items {
        { source in
            { configureCell in
                let dataSource = RxCollectionViewReactiveArrayDataSource<Items> { collectionView, item, element in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: IndexPath(item: item, section: 0))
                    guard let typed = cell as? Cell else {
                        UIView.report(.misuse(call: "UICollectionView.rx.items(cellIdentifier:cellType:)",
                                              problem: "the cell registered as '\(cellIdentifier)' is a \(type(of: cell)), not a \(Cell.self)"))
                        return cell
                    }
                    configureCell(item, element, typed)
                    return cell
                }
                return self.items(dataSource: dataSource)(source)
            }
        }
    }

    /// Binds a sequence to the collection view through `dataSource`, which is told each event
    /// and reloads (RxCocoa's `UICollectionView.rx.items(dataSource:)`; RxDataSources'
    /// `RxCollectionViewSectionedReloadDataSource` is such a data source).
    public func items<DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> any Disposable where DataSource.Element == Source.Element {
        { source in
            _ = self.delegate
            let proxy = RxCollectionViewDataSourceProxy.proxy(for: self.base)
            return subscribeProxyDataSource(source, proxy: proxy, dataSource: dataSource, view: self.base,
                                            call: "UICollectionView.rx.items(dataSource:)") { [weak collectionView = self.base] event in
                guard let collectionView else { return }
                dataSource.collectionView(collectionView, observedEvent: event)
            }
        }
    }

    /// The collection view's data source proxy (RxCocoa's `rx.dataSource`), installed on first use.
    public var dataSource: RxCollectionViewDataSourceProxy { RxCollectionViewDataSourceProxy.proxy(for: base) }

    /// Forwards the data source messages to `dataSource` (held weakly) until the result is
    /// disposed (RxCocoa's `rx.setDataSource(_:)`).
    public func setDataSource(_ dataSource: UICollectionViewDataSource) -> any Disposable {
        let proxy = self.dataSource
        proxy.setForward(dataSource, retain: false)
        return Disposables.create { [weak proxy, weak dataSource] in
            if let proxy, proxy.forwardToDelegate() === dataSource { proxy.setForward(nil, retain: false) }
        }
    }

    private var collectionProxy: RxCollectionViewDelegateProxy {
        RxScrollViewDelegateProxy.proxy(for: base) as! RxCollectionViewDelegateProxy
    }

    /// The index path of each item selected (RxCocoa's `rx.itemSelected`).
    public var itemSelected: ControlEvent<IndexPath> { ControlEvent(events: collectionProxy.selected.asObservable()) }
    /// The index path of each item deselected (RxCocoa's `rx.itemDeselected`).
    public var itemDeselected: ControlEvent<IndexPath> { ControlEvent(events: collectionProxy.deselected.asObservable()) }
    /// The index path of each item highlighted (RxCocoa's `rx.itemHighlighted`).
    public var itemHighlighted: ControlEvent<IndexPath> { ControlEvent(events: collectionProxy.highlighted.asObservable()) }
    /// The index path of each item whose highlight ended (RxCocoa's `rx.itemUnhighlighted`).
    public var itemUnhighlighted: ControlEvent<IndexPath> { ControlEvent(events: collectionProxy.unhighlighted.asObservable()) }
    /// Each cell about to show (RxCocoa's `rx.willDisplayCell`).
    public var willDisplayCell: ControlEvent<(cell: UICollectionViewCell, at: IndexPath)> {
        ControlEvent(events: collectionProxy.willDisplay.asObservable())
    }
    /// Each cell that left the collection view (RxCocoa's `rx.didEndDisplayingCell`).
    public var didEndDisplayingCell: ControlEvent<(cell: UICollectionViewCell, at: IndexPath)> {
        ControlEvent(events: collectionProxy.didEndDisplaying.asObservable())
    }

    /// The model of each item selected, read from the bound data source (RxCocoa's `rx.modelSelected(_:)`).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvents(itemSelected, of: base) { view, indexPath in try view.rx.model(at: indexPath) }
    }

    /// The model of each item deselected (RxCocoa's `rx.modelDeselected(_:)`).
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvents(itemDeselected, of: base) { view, indexPath in try view.rx.model(at: indexPath) }
    }

    /// The model at `indexPath` of the bound data source (RxCocoa's `rx.model(at:)`).
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try boundModel(at: indexPath, forwardedTo: RxCollectionViewDataSourceProxy.proxy(for: base).forwardToDelegate(), of: base)
    }
}
