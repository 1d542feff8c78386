/// A sequence that shares one subscription to its source among its subscribers, made by
/// ``ObservableType/publish()``, ``ObservableType/replay(_:)``, ``ObservableType/replayAll()``
/// and ``ObservableType/multicast(_:)``: RxSwift's `ConnectableObservableType`
/// (RxSwift/Observables/Multicast.swift).
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result disconnects it.
    /// While connected, calling it again returns the same connection.
    func connect() -> any Disposable
}

/// A sequence whose subscribers receive what its subject receives, once it is connected to
/// its source with ``connect()``: RxSwift's `ConnectableObservable`
/// (RxSwift/Observables/Multicast.swift).
///
/// ```swift
/// let pages = scroll.publish()
/// pages.subscribe(onNext: { dots.update($0) }).disposed(by: bag)
/// pages.subscribe(onNext: { title.text = titles[$0] }).disposed(by: bag)
/// pages.connect().disposed(by: bag)   // one subscription to `scroll` feeds both
/// ```
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {}

    /// Connects the subject to the source; disposing the result disconnects it.
    public func connect() -> any Disposable { Disposables.create() }
}

extension ObservableType {
    /// A connectable sequence sharing one subscription through a `PublishSubject`: subscribers
    /// receive the elements sent while they are subscribed and connected (RxSwift's `publish()`).
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// A connectable sequence sharing one subscription through a `ReplaySubject` of
    /// `bufferSize`: a subscriber first receives the latest `bufferSize` elements (RxSwift's
    /// `replay(_:)`).
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence sharing one subscription through an unbounded `ReplaySubject`
    /// (RxSwift's `replayAll()`).
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }

    /// A connectable sequence that sends the source's events into `subject` once connected;
    /// subscribers subscribe to `subject`, the same one across connections.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable sequence that sends the source's events into a subject made by
    /// `makeSubject`; a new subject is made for the first subscription or connection after a
    /// connection ended (disposed, or the source ended).
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscription: makes a subject with `subjectSelector`, gives `selector` the
    /// source shared through it, subscribes to what `selector` returns, then connects. A throwing
    /// closure ends the subscription with its error.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

extension ConnectableObservableType {
    /// A sequence that connects when its first subscriber subscribes and disconnects when the
    /// last one leaves, or when the shared sequence ends (RxSwift's `refCount()`); a later
    /// subscriber connects again.
    public func refCount() -> Observable<Element> { RefCount(source: self) }
}

/// The connectable sequence behind `multicast`/`publish`/`replay` (RxSwift's
/// `ConnectableObservableAdapter`).
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    let source: Observable<Subject.Observer.Element>
    let makeSubject: () -> Subject
    var subject: Subject?
    var connection: MulticastConnection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    var lazySubject: Subject {
        if let subject { return subject }
        let made = makeSubject()
        subject = made
        return made
    }

    override func connect() -> any Disposable {
        if let connection { return connection }
        let connection = MulticastConnection(parent: self, observer: lazySubject.asObserver())
        self.connection = connection
        connection.attach(source.run(connection))
        return connection
    }

    override func run(_ observer: EventSink<Subject.Element>) -> SubscriptionNode {
        lazySubject.asObservable().run(observer)
    }
}

/// One connection of a connectable sequence: feeds the subject until disposed or until the
/// source ends; either way the sequence forgets it and its subject (RxSwift's `Connection`).
final class MulticastConnection<Subject: SubjectType>: EventSink<Subject.Observer.Element> {
    typealias Element = Subject.Observer.Element
    private weak var parent: ConnectableObservableAdapter<Subject>?
    private var observer: Subject.Observer
    private var subscription: SubscriptionNode?
    private var disposed = false

    init(parent: ConnectableObservableAdapter<Subject>, observer: Subject.Observer) {
        self.parent = parent
        self.observer = observer
    }

    func attach(_ node: SubscriptionNode) {
        if disposed { node.dispose() } else { subscription = node }
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) {
        if disposed { return }
        observer.on(.next(element))
    }

    override func error(_ error: any Error) {
        if disposed { return }
        dispose()
        observer.on(.error(error))
    }

    override func completed() {
        if disposed { return }
        dispose()
        observer.on(.completed)
    }

    override func dispose() {
        if disposed { return }
        disposed = true
        if let parent, parent.connection === self {
            parent.connection = nil
            parent.subject = nil
        }
        parent = nil
        if let subscription {
            self.subscription = nil
            subscription.dispose()
        }
    }
}

/// `refCount()` (RxSwift's `RefCount`): counts the subscribers of one connection.
final class RefCount<Source: ConnectableObservableType>: Observable<Source.Element> {
    let source: Source
    var count = 0
    var connectionID = 0
    var connectableSubscription: SingleAssignmentDisposable?

    init(source: Source) { self.source = source }

    override func run(_ observer: EventSink<Source.Element>) -> SubscriptionNode {
        let sink = RefCountSink(parent: self, downstream: observer)
        sink.run()
        return sink
    }
}

final class RefCountSink<Source: ConnectableObservableType>: ForwardingSink<Source.Element, Source.Element> {
    private let parent: RefCount<Source>
    private var subscription: SubscriptionNode?
    private var connectionSnapshot = -1
    private var counted = false
    private var disposed = false

    init(parent: RefCount<Source>, downstream: EventSink<Source.Element>) {
        self.parent = parent
        super.init(downstream)
    }

    override var isDisposed: Bool { disposed }

    func run() {
        let node = parent.source.asObservable().run(self)
        if disposed { node.dispose(); return }
        subscription = node
        connectionSnapshot = parent.connectionID
        counted = true
        if parent.count == 0 {
            parent.count = 1
            let connection = SingleAssignmentDisposable()
            parent.connectableSubscription = connection
            connection.setDisposable(parent.source.connect())
        } else {
            parent.count += 1
        }
    }

    override func next(_ element: Source.Element) { downstream?.next(element) }

    override func error(_ error: any Error) {
        if disposed { return }
        endConnection()
        forwardError(error)
    }

    override func completed() {
        if disposed { return }
        endConnection()
        forwardCompleted()
    }

    /// The shared sequence ended: the connection is dropped before the event goes on, so that a
    /// subscriber reacting to it connects anew.
    private func endConnection() {
        guard parent.connectionID == connectionSnapshot else { return }
        let connection = parent.connectableSubscription
        parent.count = 0
        parent.connectionID &+= 1
        parent.connectableSubscription = nil
        connection?.dispose()
    }

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let subscription {
            self.subscription = nil
            subscription.dispose()
        }
        guard counted, parent.connectionID == connectionSnapshot else { return }
        counted = false
        if parent.count == 1 {
            parent.count = 0
            let connection = parent.connectableSubscription
            parent.connectableSubscription = nil
            connection?.dispose()
        } else if parent.count > 1 {
            parent.count -= 1
        }
    }
}

/// `multicast(_:selector:)`: a subject, a connectable sequence and a connection per subscription
/// (RxSwift's `Multicast`).
final class MulticastSelector<Subject: SubjectType, Result>: Observable<Result> {
    let source: Observable<Subject.Observer.Element>
    let subjectSelector: () throws -> Subject
    let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
         selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run(_ observer: EventSink<Result>) -> SubscriptionNode {
        let sink = MulticastSelectorSink<Result>(observer)
        do {
            let subject = try subjectSelector()
            let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
            let observable = try selector(connectable.asObservable())
            sink.subscribe(to: observable)
            sink.connection = connectable.connect()
            if sink.isDisposed { sink.connection?.dispose() }
        } catch {
            sink.forwardError(error)
        }
        return sink
    }
}

final class MulticastSelectorSink<Element>: OperatorSink<Element, Element> {
    var connection: (any Disposable)?

    override func next(_ element: Element) { downstream?.next(element) }

    override func didDispose() {
        if let connection { self.connection = nil; connection.dispose() }
    }
}
