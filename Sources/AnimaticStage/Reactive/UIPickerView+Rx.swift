import AnimaticReactive
import AnimaticRuntime
import Foundation

// RxCocoa's picker view bindings (RxCocoa/iOS/UIPickerView+Rx.swift, Proxies/RxPickerViewDataSourceProxy.swift,
// Proxies/RxPickerViewDelegateProxy.swift, DataSources/RxPickerViewAdapter.swift).

/// The data source a picker gets while `rx.items` binds to it (RxCocoa's
/// `RxPickerViewDataSourceProxy`): it forwards to the bound data source; with none, the picker
/// has no components.
open class RxPickerViewDataSourceProxy: NSObject, UIPickerViewDataSource, AnimaticForwardingProxy {
    /// The picker this proxy is the data source of.
    public private(set) weak var pickerView: UIPickerView?
    private final var forward = ForwardTarget()

    /// The proxy of `pickerView`.
    public required init(pickerView: UIPickerView) { self.pickerView = pickerView }

    /// The data source messages are forwarded to.
    public final func forwardToDelegate() -> AnyObject? { forward.object }
    final func setForward(_ object: AnyObject?, retain: Bool) { forward.set(object, retain: retain) }

    private enum Key { nonisolated(unsafe) static var proxy: UInt8 = 0 }

    /// The proxy of `pickerView`, made and installed as its data source on first use.
    public static func proxy(for pickerView: UIPickerView) -> RxPickerViewDataSourceProxy {
        let proxy = installedProxy(of: pickerView, key: &Key.proxy) { RxPickerViewDataSourceProxy(pickerView: pickerView) }
        if pickerView.dataSource !== proxy {
            if let current = pickerView.dataSource { proxy.forward.set(current, retain: false) }
            pickerView.dataSource = proxy
        }
        return proxy
    }

    private final var source: UIPickerViewDataSource? { forward.object as? UIPickerViewDataSource }

    open func numberOfComponents(in pickerView: UIPickerView) -> Int { source?.numberOfComponents(in: pickerView) ?? 0 }
    open func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        source?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0
    }
}

/// The delegate a picker gets once `.rx` observes it (RxCocoa's `RxPickerViewDelegateProxy`):
/// it forwards every ``UIPickerViewDelegate`` method and feeds `rx.itemSelected`.
open class RxPickerViewDelegateProxy: NSObject, UIPickerViewDelegate, AnimaticForwardingProxy {
    /// The picker this proxy is the delegate of.
    public private(set) weak var pickerView: UIPickerView?
    private final var forward = ForwardTarget()
    final let selected = PublishSubject<(row: Int, component: Int)>()

    /// The proxy of `pickerView`.
    public required init(pickerView: UIPickerView) { self.pickerView = pickerView }

    /// The delegate messages are forwarded to.
    public final func forwardToDelegate() -> AnyObject? { forward.object }
    /// Sets the delegate messages are forwarded to.
    public final func setForwardToDelegate(_ delegate: AnyObject?, retainDelegate: Bool) { forward.set(delegate, retain: retainDelegate) }
    final func setForward(_ object: AnyObject?, retain: Bool) { forward.set(object, retain: retain) }

    private enum Key { nonisolated(unsafe) static var proxy: UInt8 = 0 }

    /// The proxy of `pickerView`, made and installed as its delegate on first use.
    public static func proxy(for pickerView: UIPickerView) -> RxPickerViewDelegateProxy {
        let proxy = installedProxy(of: pickerView, key: &Key.proxy) { RxPickerViewDelegateProxy(pickerView: pickerView) }
        if pickerView.delegate !== proxy {
            if let current = pickerView.delegate { proxy.forward.set(current, retain: false) }
            pickerView.delegate = proxy
        }
        return proxy
    }

    private final var pickerDelegate: UIPickerViewDelegate { forward.object as? UIPickerViewDelegate ?? noDelegate }

    open func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerDelegate.pickerView(pickerView, widthForComponent: component)
    }
    open func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        pickerDelegate.pickerView(pickerView, rowHeightForComponent: component)
    }
    open func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        pickerDelegate.pickerView(pickerView, titleForRow: row, forComponent: component)
    }
    open func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        pickerDelegate.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
    }
    open func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerDelegate.pickerView(pickerView, viewForRow: row, forComponent: component, reusing: view)
    }
    open func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selected.onNext((row, component))
        pickerDelegate.pickerView(pickerView, didSelectRow: row, inComponent: component)
    }
}

/// RxCocoa's adapter behind `rx.itemTitles` (`RxStringPickerViewAdapter`): one component whose
/// rows are the last array bound, titled by a closure.
final class RxPickerViewArrayAdapter<Items: Sequence>: NSObject, UIPickerViewDataSource, UIPickerViewDelegate,
    RxPickerViewDataSourceType, SectionedViewDataSourceType {
    typealias Element = Items
    private var items: [Items.Element] = []
    private let title: (Int, Items.Element) -> String?

    init(title: @escaping (Int, Items.Element) -> String?) { self.title = title }

    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Items>) {
        Binder(self) { adapter, elements in
            adapter.items = Array(elements)
            pickerView.reloadAllComponents()
        }.on(observedEvent)
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.row) else { throw RxCocoaError.itemsNotYetBound(object: self) }
        return items[indexPath.row]
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { items.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(row, items[row])
    }
}

extension Reactive where Base: UIPickerView {
    /// The picker's delegate proxy (RxCocoa's `UIPickerView.rx.delegate`).
    public var delegate: RxPickerViewDelegateProxy { RxPickerViewDelegateProxy.proxy(for: base) }
    /// The picker's data source proxy (RxCocoa's `UIPickerView.rx.dataSource`).
    public var dataSource: RxPickerViewDataSourceProxy { RxPickerViewDataSourceProxy.proxy(for: base) }

    /// Forwards the delegate messages to `delegate` (held weakly) until the result is disposed
    /// (RxCocoa's `rx.setDelegate(_:)`).
    public func setDelegate(_ delegate: UIPickerViewDelegate) -> any Disposable {
        let proxy = self.delegate
        proxy.setForwardToDelegate(delegate, retainDelegate: false)
        base.reloadAllComponents()
        return Disposables.create { [weak proxy, weak delegate] in
            if let proxy, proxy.forwardToDelegate() === delegate { proxy.setForwardToDelegate(nil, retainDelegate: false) }
        }
    }

    /// Each row the user selects, with its component (RxCocoa's `UIPickerView.rx.itemSelected`).
    public var itemSelected: ControlEvent<(row: Int, component: Int)> { ControlEvent(events: delegate.selected.asObservable()) }

    /// The models of the selected rows of every component, each time the user selects a row
    /// (RxCocoa's `rx.modelSelected(_:)`: it needs `rx.items` or a ``SectionedViewDataSourceType``
    /// adapter; the index path's `section` is the component).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<[T]> {
        let source = itemSelected.flatMap { [weak view = base] _ -> Observable<[T]> in
            guard let view else { return .empty() }
            let models: [T] = try (0..<view.numberOfComponents).map { component in
                try view.rx.model(at: IndexPath(row: view.selectedRow(inComponent: component), section: component))
            }
            return .just(models)
        }
        return ControlEvent(events: source)
    }

    /// The model at `indexPath` (`row` of component `section`) of the bound adapter (RxCocoa's `rx.model(at:)`).
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let adapter = RxPickerViewDataSourceProxy.proxy(for: base).forwardToDelegate() as? SectionedViewDataSourceType else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        return try castOrThrow(T.self, try adapter.model(at: indexPath))
    }

    /// Binds a sequence of arrays to one component whose rows are titled by `titleForRow`
    /// (RxCocoa's `rx.itemTitles(_:)`).
    ///
    /// ```swift
    /// sizes.bind(to: picker.rx.itemTitles) { _, size in size.name }
    /// ```
    public func itemTitles<Items: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ titleForRow: @escaping (Int, Items.Element) -> String?) -> any Disposable where Source.Element == Items {
        { titleForRow in self.items(adapter: RxPickerViewArrayAdapter<Items>(title: titleForRow))(source) }
    }

    /// Binds a sequence to the picker through `adapter`, its data source and delegate, which
    /// is told each event and reloads the components (RxCocoa's `rx.items(adapter:)`;
    /// RxDataSources' `RxPickerViewStringAdapter` is such an adapter). The adapter is held until
    /// the result is disposed.
    public func items<Source: ObservableType,
                      Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource & UIPickerViewDelegate>(
        adapter: Adapter
    ) -> (_ source: Source) -> any Disposable where Source.Element == Adapter.Element {
        { source in
            let delegateSubscription = self.setDelegate(adapter)
            let proxy = RxPickerViewDataSourceProxy.proxy(for: self.base)
            let dataSourceSubscription = subscribeProxyDataSource(source, proxy: proxy, dataSource: adapter, view: self.base,
                                                                  call: "UIPickerView.rx.items(adapter:)") { [weak pickerView = self.base] event in
                guard let pickerView else { return }
                adapter.pickerView(pickerView, observedEvent: event)
            }
            return Disposables.create(delegateSubscription, dataSourceSubscription)
        }
    }
}
