// RxCocoa's bindings of an Infallible (RxCocoa/Common/Infallible+Bind.swift) and the
// `asInfallible()` conversions of RxRelay's relays and RxCocoa's shared sequences.

extension InfallibleType {
    /// Subscribes `observers`: each receives every event, in the order given (RxCocoa's `bind(to:)`).
    ///
    /// ```swift
    /// progress.map { $0 == 1 }.bind(to: done.rx.isHidden)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` of optional elements (RxCocoa's `bind(to:)`).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with this sequence and returns its result (RxCocoa's `bind(to:)`).
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Calls `binder` with this sequence, then with `curriedArgument` (RxCocoa's `bind(to:curriedArgument:)`).
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler (RxCocoa's `bind(onNext:)`).
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }

    /// Sends every element to `relays` (RxCocoa's `bind(to:)`).
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `bind(to:)`).
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to `relays` (RxCocoa's `bind(to:)`).
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `bind(to:)`).
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to `relays` (RxCocoa's `bind(to:)`).
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to `relays` (RxCocoa's `bind(to:)`).
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension BehaviorRelay {
    /// The relay as an ``Infallible`` (RxRelay's `asInfallible()`): its current value, then its changes.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension PublishRelay {
    /// The relay as an ``Infallible`` (RxRelay's `asInfallible()`).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an ``Infallible`` (RxRelay's `asInfallible()`).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension SharedSequence {
    /// The shared sequence as an ``Infallible`` (RxCocoa's `asInfallible()`).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
