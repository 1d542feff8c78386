import AnimaticClock

/// An `.error` event reached a binding (`bind(to:)`, `bind(onNext:)`, a ``Binder``, `drive`,
/// `emit`): RxCocoa stops the app in debug builds ("Binding error", RxCocoa/Common/Observable+Bind.swift,
/// RxSwift/Binder.swift); Animatic reports it to the story being recorded, which then fails.
public struct BindingError: Error, CustomStringConvertible {
    /// What received the error, for example `"bind(to:) of a BehaviorRelay"`.
    public let target: String
    /// The error the sequence ended with.
    public let error: any Error

    /// Describes an error sent to `target`.
    public init(target: String, error: any Error) {
        self.target = target
        self.error = error
    }

    /// `"Binding error to "`, the target and the error, as RxSwift words it.
    public var description: String { "Binding error to \(target): \(error)" }
}

/// Reports a binding error to the story being recorded (printed outside any story).
func reportBindingError(_ error: any Error, target: String) {
    let failure = BindingError(target: target, error: error)
    if !StoryContext.reportToCurrent(failure) { print("AnimaticReactive: \(failure) (outside any story)") }
}

extension ObservableType {
    /// Subscribes `observers` to this sequence: each receives every event, in the order given
    /// (RxCocoa's `bind(to:)`, RxCocoa/Common/Observable+Bind.swift).
    ///
    /// ```swift
    /// page.map { $0 == 2 }.bind(to: skip.rx.isHidden, done.rx.isEnabled).disposed(by: bag)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` of optional elements to this sequence (RxCocoa's `bind(to:)`).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with this sequence and returns its result (RxCocoa's `bind(to:)`).
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Calls `binder` with this sequence, then with `curriedArgument` (RxCocoa's
    /// `bind(to:curriedArgument:)`).
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler; an error is a ``BindingError`` (RxCocoa's `bind(onNext:)`).
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext, onError: { reportBindingError($0, target: "bind(onNext:)") })
    }

    /// Subscribes an element handler that gets `object` too, held weakly: once `object` is gone
    /// the handler is not called (RxCocoa's `bind(with:onNext:)`).
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> any Disposable {
        subscribe(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        }, onError: { reportBindingError($0, target: "bind(with:onNext:)") })
    }

    /// Sends every element to `relays`; an error is a ``BindingError``, a completion is dropped
    /// (RxRelay's `bind(to:)`, RxRelay/Observable+Bind.swift).
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        bindRelays(relays, "PublishRelay") { $0.accept($1) }
    }

    /// Sends every element, as an optional, to `relays` (RxRelay's `bind(to:)`).
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        map { $0 as Element? }.bindRelays(relays, "PublishRelay") { $0.accept($1) }
    }

    /// Sends every element to `relays`; an error is a ``BindingError``, a completion is dropped
    /// (RxRelay's `bind(to:)`).
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        bindRelays(relays, "BehaviorRelay") { $0.accept($1) }
    }

    /// Sends every element, as an optional, to `relays` (RxRelay's `bind(to:)`).
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        map { $0 as Element? }.bindRelays(relays, "BehaviorRelay") { $0.accept($1) }
    }

    /// Sends every element to `relays`; an error is a ``BindingError``, a completion is dropped
    /// (RxRelay's `bind(to:)`).
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        bindRelays(relays, "ReplayRelay") { $0.accept($1) }
    }

    /// Sends every element, as an optional, to `relays` (RxRelay's `bind(to:)`).
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        map { $0 as Element? }.bindRelays(relays, "ReplayRelay") { $0.accept($1) }
    }

    private func bindRelays<Relay>(_ relays: [Relay], _ name: String, _ accept: @escaping (Relay, Element) -> Void) -> any Disposable {
        subscribe { event in
            switch event {
            case .next(let element): for relay in relays { accept(relay, element) }
            case .error(let error): reportBindingError(error, target: name)
            case .completed: break
            }
        }
    }
}
