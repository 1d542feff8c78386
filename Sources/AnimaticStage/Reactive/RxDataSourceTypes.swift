import AnimaticClock
import AnimaticReactive
import AnimaticRuntime
import Foundation

// RxCocoa's data-source protocols (RxCocoa/Common/SectionedViewDataSourceType.swift,
// RxCocoa/iOS/Protocols/RxTableViewDataSourceType.swift, RxCollectionViewDataSourceType.swift,
// RxPickerViewDataSourceType.swift): what `rx.items(dataSource:)` binds a sequence to.
// RxDataSources' `RxTableViewSectionedReloadDataSource` and its kin adopt them.

/// A data source that can give the model of an index path (RxCocoa's
/// `SectionedViewDataSourceType`): what `rx.modelSelected(_:)` and `rx.model(at:)` read.
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws when the data source has no such item yet.
    func model(at indexPath: IndexPath) throws -> Any
}

/// A table data source that is told each event of the sequence bound to the table (RxCocoa's
/// `RxTableViewDataSourceType`): it stores the new items and reloads the table.
///
/// ```swift
/// sections.bind(to: tableView.rx.items(dataSource: dataSource))   // dataSource: RxTableViewSectionedReloadDataSource
/// ```
public protocol RxTableViewDataSourceType {
    /// The type of the elements bound to the table (an array of sections, for example).
    associatedtype Element
    /// The bound sequence sent `observedEvent` (RxCocoa calls it on the main thread).
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}

/// A collection view data source that is told each event of the sequence bound to it
/// (RxCocoa's `RxCollectionViewDataSourceType`).
public protocol RxCollectionViewDataSourceType {
    /// The type of the elements bound to the collection view.
    associatedtype Element
    /// The bound sequence sent `observedEvent`.
    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
}

/// A picker view data source that is told each event of the sequence bound to it (RxCocoa's
/// `RxPickerViewDataSourceType`).
public protocol RxPickerViewDataSourceType {
    /// The type of the elements bound to the picker view.
    associatedtype Element
    /// The bound sequence sent `observedEvent`.
    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Element>)
}

/// The errors of RxCocoa's `rx.model(at:)` and the array data sources (RxCocoa's `RxCocoaError`).
/// Errors cross no threads in a story, so the objects they name need not be `Sendable`.
public enum RxCocoaError: Error, @unchecked Sendable, CustomStringConvertible {
    /// Items were asked of a data source before any were bound (`rx.items` not used yet).
    case itemsNotYetBound(object: Any)
    /// A value was not of the expected type.
    case castingError(object: Any, targetType: Any.Type)

    /// What went wrong, as RxCocoa words it.
    public var description: String {
        switch self {
        case .itemsNotYetBound(let object):
            "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .castingError(let object, let targetType):
            "Error casting `\(object)` to `\(targetType)`"
        }
    }
}

/// Subscribes `source` to a proxy data source of `object`: the proxy forwards to `dataSource`
/// (retained until the subscription is disposed), and each event reaches `binding`, which
/// stores it and reloads (RxCocoa's `subscribeProxyDataSource(ofObject:dataSource:retainDataSource:binding:)`,
/// RxCocoa/Common/DelegateProxyType.swift). The view is laid out first ("flush any delayed old
/// state"); completion keeps the last items shown (the subscription lives on until disposed),
/// an error is reported as a binding error; disposing removes the data source from the proxy.
func subscribeProxyDataSource<Source: ObservableType, Proxy: AnimaticForwardingProxy>(
    _ source: Source, proxy: Proxy, dataSource: AnyObject, view: UIView, call: String,
    binding: @escaping (Event<Source.Element>) -> Void
) -> any Disposable {
    proxy.setForward(dataSource, retain: true)
    view.layoutIfNeeded()
    let subscription = source.asObservable()
        .catchError { error in
            _ = StoryContext.reportToCurrent(BindingError(target: call, error: error))
            return Observable.empty()
        }
        .concat(Observable.never())
        .subscribe { event in binding(event) }
    return Disposables.create { [weak view, weak proxy] in
        subscription.dispose()
        if view?.window != nil { view?.layoutIfNeeded() }
        proxy?.setForward(nil, retain: false)
    }
}

/// A proxy that stands in as a view's data source or delegate and forwards to another object,
/// as RxCocoa's `DelegateProxy` does through Objective-C's message forwarding (here every
/// method of the protocols is written out and forwarded).
protocol AnimaticForwardingProxy: AnyObject {
    /// Forwards to `object` from now on, holding it strongly when `retain` is set.
    func setForward(_ object: AnyObject?, retain: Bool)
}

/// The object a proxy forwards to, held weakly, or strongly while a binding owns it.
struct ForwardTarget {
    private weak var weakObject: AnyObject?
    private var strongObject: AnyObject?

    var object: AnyObject? { strongObject ?? weakObject }

    mutating func set(_ object: AnyObject?, retain: Bool) {
        weakObject = object
        strongObject = retain ? object : nil
    }
}

/// The proxy of `object` stored under `key`, made by `make` and stored on first use.
func installedProxy<Proxy: AnyObject>(of object: AnyObject, key: UnsafeRawPointer, make: () -> Proxy) -> Proxy {
    if let proxy = objc_getAssociatedObject(object, key) as? Proxy { return proxy }
    let proxy = make()
    objc_setAssociatedObject(object, key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return proxy
}

/// Casts `value` to `T`, as RxCocoa's `castOrThrow`.
func castOrThrow<T>(_ type: T.Type, _ value: Any) throws -> T {
    guard let result = value as? T else { throw RxCocoaError.castingError(object: value, targetType: type) }
    return result
}

/// The model at `indexPath` of the data source a list view's proxy forwards to (`forward`), as
/// RxCocoa's `rx.model(at:)` of table and collection views reads it: `itemsNotYetBound` when
/// that is not a ``SectionedViewDataSourceType``, `castingError` when the model is not a `T`.
func boundModel<T>(at indexPath: IndexPath, forwardedTo forward: AnyObject?, of view: AnyObject) throws -> T {
    guard let dataSource = forward as? SectionedViewDataSourceType else {
        throw RxCocoaError.itemsNotYetBound(object: view)
    }
    return try castOrThrow(T.self, try dataSource.model(at: indexPath))
}

/// The model of each index path `indexPaths` sends, read by `model` while `view` lives (RxCocoa's
/// `rx.modelSelected(_:)` and `rx.modelDeselected(_:)` of table and collection views).
func modelEvents<View: AnyObject, T>(_ indexPaths: ControlEvent<IndexPath>, of view: View,
                                     _ model: @escaping (View, IndexPath) throws -> T) -> ControlEvent<T> {
    ControlEvent(events: indexPaths.flatMap { [weak view] indexPath -> Observable<T> in
        guard let view else { return .empty() }
        return .just(try model(view, indexPath))
    })
}
