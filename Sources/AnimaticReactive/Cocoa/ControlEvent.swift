/// A sequence of a control's events (taps, edits): never fails, delivers on the main scheduler,
/// completes when the control goes away: RxCocoa's `ControlEvent` (RxCocoa/Traits/ControlEvent.swift).
///
/// ```swift
/// next.rx.tap.subscribe(onNext: { pageIndex.accept(pageIndex.value + 1) }).disposed(by: bag)
/// ```
///
/// RxCocoa subscribes on `ConcurrentMainScheduler`, which on the main thread subscribes at once;
/// Animatic subscribes at once.
public struct ControlEvent<PropertyType>: ObservableType {
    public typealias Element = PropertyType
    let events: Observable<PropertyType>

    /// Wraps `events`, which must satisfy the trait (never fail, main scheduler).
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element { self.events = events.asObservable() }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an ``Observable``.
    public func asObservable() -> Observable<Element> { events }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<Element> { self }

    /// The events as a ``Driver`` (RxCocoa's `ControlEvent.asDriver()`).
    public func asDriver() -> Driver<Element> { asDriver(onErrorDriveWith: .empty()) }

    /// The events as a ``Signal`` (RxCocoa's `ControlEvent.asSignal()`).
    public func asSignal() -> Signal<Element> { asSignal(onErrorSignalWith: .empty()) }
}

/// A control's property: a sequence of its value (the current one at subscription, then the
/// user's changes) and an observer that sets it: RxCocoa's `ControlProperty`
/// (RxCocoa/Traits/ControlProperty.swift).
///
/// ```swift
/// field.rx.text.orEmpty.map { $0.count >= 3 }.bind(to: next.rx.isEnabled).disposed(by: bag)
/// name.bind(to: field.rx.text).disposed(by: bag)
/// ```
public struct ControlProperty<PropertyType>: ObservableType, ObserverType {
    public typealias Element = PropertyType
    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property whose values are `values` and which `valueSink` sets.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
        where Values.Element == Element, Sink.Element == Element
    {
        self.values = values.asObservable()
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the current one: the user's changes (RxCocoa's `changed`).
    public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

    /// The values as an ``Observable``.
    public func asObservable() -> Observable<Element> { values }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the property for `.next`; an error is reported as a ``BindingError``.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): reportBindingError(error, target: "a ControlProperty")
        case .next, .completed: valueSink.on(event)
        }
    }

    /// The values as a ``Driver`` (RxCocoa's `ControlProperty.asDriver()`).
    public func asDriver() -> Driver<Element> { asDriver(onErrorDriveWith: .empty()) }
}

extension ControlProperty where PropertyType == String? {
    /// The property with `nil` read as `""` (RxCocoa's `orEmpty`).
    public var orEmpty: ControlProperty<String> {
        let sink = valueSink
        return ControlProperty<String>(values: values.map { $0 ?? "" },
                                       valueSink: AnyObserver<String> { event in sink.on(event.map { $0 as String? }) })
    }
}
