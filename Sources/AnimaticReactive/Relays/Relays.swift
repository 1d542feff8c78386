/// A `BehaviorSubject` that cannot end: it holds a current value, sends it to each new
/// subscriber and then every accepted element (RxRelay's `BehaviorRelay`, RxRelay/BehaviorRelay.swift).
///
/// ```swift
/// let page = BehaviorRelay(value: 0)
/// page.subscribe(onNext: { dots.select($0) }).disposed(by: bag)   // selects 0 now
/// page.accept(page.value + 1)                                     // selects 1
/// ```
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) { subject = BehaviorSubject(value: value) }

    /// Stores `event` as the current value and sends it to every subscriber.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// The current value: the initial one or the latest accepted.
    public var value: Element {
        // A relay's subject never ends and is never disposed, so `value()` cannot throw.
        (try? subject.value()) ?? { preconditionFailure("a BehaviorRelay's subject never fails") }()
    }

    /// Subscribes `observer`: it receives the current value at once, then every accepted one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable`` (it never ends).
    public func asObservable() -> Observable<Element> { subject }
}

/// A `PublishSubject` that cannot end: it sends each accepted element to the subscribers of
/// that moment (RxRelay's `PublishRelay`, RxRelay/PublishRelay.swift).
///
/// ```swift
/// let next = PublishRelay<Void>()
/// next.subscribe(onNext: { pager.advance() }).disposed(by: bag)
/// next.accept(())
/// ```
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {}

    /// Sends `event` to every subscriber subscribed now.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable`` (it never ends).
    public func asObservable() -> Observable<Element> { subject }
}

/// A `ReplaySubject` that cannot end: each new subscriber first receives the latest accepted
/// elements (RxRelay's `ReplayRelay`, RxRelay/ReplayRelay.swift).
///
/// ```swift
/// let log = ReplayRelay<String>.create(bufferSize: 3)
/// log.accept("a"); log.accept("b")
/// log.subscribe(onNext: { print($0) })   // a, b, then later ones
/// ```
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) { self.subject = subject }

    /// A relay replaying the latest `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay replaying every accepted element to each new subscriber.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to every subscriber subscribed now.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it receives the buffer at once, then every accepted element.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable`` (it never ends).
    public func asObservable() -> Observable<Element> { subject }
}
