/// How a ``SharedSequence`` delivers and shares its events (RxCocoa's `SharingStrategyProtocol`,
/// RxCocoa/Traits/SharedSequence/SharedSequence.swift).
public protocol SharingStrategyProtocol {
    /// The scheduler the events are delivered on: the main scheduler, the story's clock.
    static var scheduler: any SchedulerType { get }
    /// Shares one subscription to `source` among the subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a ``SharedSequence`` (RxCocoa's `SharedSequenceConvertibleType`).
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// How the sequence delivers and shares its events.
    associatedtype SharingStrategy: SharingStrategyProtocol
    /// The sequence as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// A sequence that never fails, delivers on the main scheduler and shares one subscription among
/// its subscribers: RxCocoa's `SharedSequence`, of which ``Driver`` and ``Signal`` are the two
/// kinds (RxCocoa/Traits/SharedSequence/SharedSequence.swift).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    let source: Observable<Element>

    /// Shares `source` by the strategy.
    init(_ source: Observable<Element>) { self.source = SharingStrategy.share(source) }

    /// Wraps `source` as it is.
    init(raw: Observable<Element>) { self.source = raw }

    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

extension SharedSequenceConvertibleType {
    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}

/// Delivers on the main scheduler and replays the latest element to a new subscriber
/// (`share(replay: 1, scope: .whileConnected)`): RxCocoa's `DriverSharingStrategy`
/// (RxCocoa/Traits/Driver/Driver.swift).
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the story's clock, or the mock of ``SharingScheduler/mock(scheduler:action:)``.
    public static var scheduler: any SchedulerType { SharingScheduler.make() }
    /// `share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Delivers on the main scheduler and replays nothing (`share(scope: .whileConnected)`): RxCocoa's
/// `SignalSharingStrategy` (RxCocoa/Traits/Signal/Signal.swift).
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the story's clock, or the mock of ``SharingScheduler/mock(scheduler:action:)``.
    public static var scheduler: any SchedulerType { SharingScheduler.make() }
    /// `share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence for driving the UI: never fails, delivers on the main scheduler (the story's clock)
/// and replays its latest element to a new subscriber (RxCocoa's `Driver`, RxCocoa/Traits/Driver/Driver.swift).
///
/// ```swift
/// let page = pageIndex.asDriver()
/// page.map { $0 == 2 }.drive(skip.rx.isHidden).disposed(by: bag)
/// page.map { titles[$0] }.drive(title.rx.text).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A sequence of events for the UI: never fails, delivers on the main scheduler and replays
/// nothing (RxCocoa's `Signal`, RxCocoa/Traits/Signal/Signal.swift).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

// MARK: - Making shared sequences

extension SharedSequence {
    /// A sequence that completes, on the main scheduler (RxCocoa's `empty()`).
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        if let mock = mockedScheduler { return SharedSequence(raw: Observable<Element>.empty().subscribe(on: mock)) }
        return SharedSequence(raw: CocoaSubscribeOnMain(Observable<Element>.empty()))
    }

    /// A sequence that sends nothing and never ends (RxCocoa's `never()`).
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable<Element>.never())
    }

    /// `element` then the completion, on the main scheduler (RxCocoa's `just(_:)`: at once on the
    /// story's thread).
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        if let mock = mockedScheduler { return SharedSequence(raw: Observable.from([element], scheduler: mock)) }
        return SharedSequence(raw: CocoaSubscribeOnMain(Observable.just(element)))
    }

    /// The sequence `factory` makes for each subscription, shared (RxCocoa's `deferred(_:)`).
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// The elements, each in its own main-scheduler action, then the completion (RxCocoa's
    /// `of(_:)`, `Observable.from(_:scheduler: MainScheduler)`): the first at once, the others at
    /// the same story time, after what is already queued.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// The array's elements, as ``of(_:)`` sends them (RxCocoa's `from(_:)`).
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        if let mock = mockedScheduler { return SharedSequence(raw: Observable.from(array, scheduler: mock)) }
        return SharedSequence(raw: CocoaFromOnMain(array))
    }

    /// The element if there is one, then the completion (RxCocoa's `from(optional:)`).
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        from(optional.map { [$0] } ?? [])
    }
}

// MARK: - Operators

extension SharedSequenceConvertibleType {
    /// Transforms each element (RxCocoa's `map`).
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(transform))
    }

    /// Keeps the elements `predicate` accepts (RxCocoa's `filter`).
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Keeps the non-`nil` results of `transform` (RxCocoa's `compactMap`).
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(transform).filter { $0 != nil }.map { $0! })
    }

    /// Each element's sequence replaces the previous one's (RxCocoa's `flatMapLatest`).
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Drops an element equal to the one before it, by `comparer` (RxCocoa's `distinctUntilChanged(_:)`).
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Sends `element` first, then the sequence's elements (RxCocoa's `startWith(_:)`).
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().startWith(element))
    }

    /// Runs the handlers on the events as they pass, once for all subscribers: the result is
    /// shared again by the strategy, as RxCocoa's
    /// `do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)` is.
    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                                         afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                                         onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops an element equal to the one before it (RxCocoa's `distinctUntilChanged()`).
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(==))
    }
}

// MARK: - From observables

extension ObservableConvertibleType {
    /// A ``Driver`` of this sequence: delivered on the main scheduler; an error is replaced by
    /// `onErrorJustReturn` and the completion (RxCocoa's `asDriver(onErrorJustReturn:)`).
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(CocoaObserveOnMain(asObservable()).catch { _ in Observable.just(onErrorJustReturn) })
    }

    /// A ``Driver`` of this sequence that continues with `onErrorDriveWith` after an error
    /// (RxCocoa's `asDriver(onErrorDriveWith:)`).
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(CocoaObserveOnMain(asObservable()).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A ``Driver`` of this sequence that continues with the driver `onErrorRecover` makes for
    /// the error (RxCocoa's `asDriver(onErrorRecover:)`).
    public func asDriver(onErrorRecover: @escaping (_ error: any Error) -> Driver<Element>) -> Driver<Element> {
        Driver(CocoaObserveOnMain(asObservable()).catch { onErrorRecover($0).asObservable() })
    }

    /// A ``Signal`` of this sequence; an error is replaced by `onErrorJustReturn` and the
    /// completion (RxCocoa's `asSignal(onErrorJustReturn:)`).
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(CocoaObserveOnMain(asObservable()).catch { _ in Observable.just(onErrorJustReturn) })
    }

    /// A ``Signal`` of this sequence that continues with `onErrorSignalWith` after an error
    /// (RxCocoa's `asSignal(onErrorSignalWith:)`).
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(CocoaObserveOnMain(asObservable()).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// A ``Signal`` of this sequence that continues with the signal `onErrorRecover` makes for
    /// the error (RxCocoa's `asSignal(onErrorRecover:)`).
    public func asSignal(onErrorRecover: @escaping (_ error: any Error) -> Signal<Element>) -> Signal<Element> {
        Signal(CocoaObserveOnMain(asObservable()).catch { onErrorRecover($0).asObservable() })
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver`` (RxCocoa's `BehaviorRelay.asDriver()`).
    public func asDriver() -> Driver<Element> { Driver(CocoaObserveOnMain(asObservable())) }
}

extension PublishRelay {
    /// The relay as a ``Signal`` (RxCocoa's `PublishRelay.asSignal()`).
    public func asSignal() -> Signal<Element> { Signal(CocoaObserveOnMain(asObservable())) }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver itself (so that `asDriver()` may be called on a `Driver`).
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The signal itself.
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

// MARK: - Subscribing

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every event to `observers` (RxCocoa's `drive(_:)`, RxCocoa/Traits/Driver/Driver+Subscription.swift).
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, elements as optionals, to `observers` (RxCocoa's `drive(_:)`).
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to `relays` (RxCocoa's `drive(_:)`).
    public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `drive(_:)`).
    public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to `relays` (RxCocoa's `drive(_:)`).
    public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `drive(_:)`).
    public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls `transformation` with the driver as an observable (RxCocoa's `drive(_:)`).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Subscribes handlers (RxCocoa's `drive(onNext:onCompleted:onDisposed:)`).
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                      onDisposed: (() -> Void)? = nil) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that get `object` too, held weakly (RxCocoa's `drive(with:onNext:onCompleted:onDisposed:)`).
    public func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil,
                                         onCompleted: ((Object) -> Void)? = nil,
                                         onDisposed: ((Object) -> Void)? = nil) -> any Disposable {
        asObservable().subscribe(onNext: { [weak object] element in
            if let object { onNext?(object, element) }
        }, onCompleted: { [weak object] in
            if let object { onCompleted?(object) }
        }, onDisposed: { [weak object] in
            if let object { onDisposed?(object) }
        })
    }

    /// Subscribes and ignores the elements (RxCocoa's `drive()`).
    public func drive() -> any Disposable { drive(onNext: nil) }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every event to `observers` (RxCocoa's `emit(to:)`, RxCocoa/Traits/Signal/Signal+Subscription.swift).
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, elements as optionals, to `observers` (RxCocoa's `emit(to:)`).
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to `relays` (RxCocoa's `emit(to:)`).
    public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to `relays` (RxCocoa's `emit(to:)`).
    public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to `relays` (RxCocoa's `emit(to:)`).
    public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `emit(to:)`).
    public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `emit(to:)`).
    public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `emit(to:)`).
    public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes handlers (RxCocoa's `emit(onNext:onCompleted:onDisposed:)`).
    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                     onDisposed: (() -> Void)? = nil) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that get `object` too, held weakly (RxCocoa's `emit(with:onNext:onCompleted:onDisposed:)`).
    public func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil,
                                        onCompleted: ((Object) -> Void)? = nil,
                                        onDisposed: ((Object) -> Void)? = nil) -> any Disposable {
        asObservable().subscribe(onNext: { [weak object] element in
            if let object { onNext?(object, element) }
        }, onCompleted: { [weak object] in
            if let object { onCompleted?(object) }
        }, onDisposed: { [weak object] in
            if let object { onDisposed?(object) }
        })
    }

    /// Subscribes and ignores the elements (RxCocoa's `emit()`).
    public func emit() -> any Disposable { emit(onNext: nil) }
}
