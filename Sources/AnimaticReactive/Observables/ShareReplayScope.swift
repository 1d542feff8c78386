/// How long `share(replay:scope:)` keeps its subject (RxSwift's `SubjectLifetimeScope`,
/// RxSwift/Observables/ShareReplayScope.swift).
public enum SubjectLifetimeScope: Sendable {
    /// While at least one subscriber is connected: when the last one leaves, or the source ends,
    /// the subject and its buffer are dropped, and the next subscriber subscribes to the source
    /// anew (`multicast(makeSubject:).refCount()`).
    case whileConnected
    /// For the sequence's whole life: one subject, whose buffer (and terminal event) a later
    /// subscriber still receives (`multicast(subject).refCount()`).
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among the subscribers, replaying the latest
    /// `replay` elements to each new one (RxSwift's `share(replay:scope:)`).
    ///
    /// ```swift
    /// let page = pageIndex.asObservable().map(layout(for:)).share(replay: 1)
    /// page.subscribe(onNext: { dots.apply($0) }).disposed(by: bag)
    /// page.subscribe(onNext: { cards.apply($0) }).disposed(by: bag)   // one `map` per element
    /// ```
    ///
    /// With `.whileConnected` (the default) the source is subscribed by the first subscriber and
    /// disposed when the last one leaves; after the source ends, the next subscriber subscribes
    /// to it again. With `.forever` the subject lives on: a later subscriber receives its buffer
    /// and, once the source ended, its terminal event.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            if replay == 0 { return multicast(PublishSubject<Element>()).refCount() }
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable(), replaysLatest: false)
            case 1: return ShareWhileConnected(source: asObservable(), replaysLatest: true)
            default: return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
            }
        }
    }
}

/// `share()` and `share(replay: 1)` while connected (RxSwift's `ShareWhileConnected` and
/// `ShareReplay1WhileConnected`): one connection at a time.
final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
        }
        let first = connection.observers.isEmpty
        let subscription = connection.observers.insert(observer)
        if replaysLatest, let latest = connection.latest { observer.next(latest) }
        if first { connection.connect() }
        return subscription
    }
}

/// One subscription to the source of a `share`, and its subscribers.
final class ShareConnection<Element>: EventSink<Element> {
    // Strong, as in RxSwift: a subscriber may outlive the `share()` it subscribed to. The cycle
    // ends with the connection (`end()`).
    private let parent: ShareWhileConnected<Element>
    let observers = SubjectObservers<Element>()
    var latest: Element?
    private let subscription = SingleAssignmentDisposable()
    private var disposed = false

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        super.init()
        observers.whenEmptied = { [unowned self] in
            self.end()
            self.subscription.dispose()
        }
    }

    func connect() {
        let node = parent.source.run(self)
        subscription.setDisposable(node)
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) {
        if disposed { return }
        if parent.replaysLatest { latest = element }
        observers.next(element)
    }

    override func error(_ error: any Error) { finish(.error(error)) }

    override func completed() { finish(.completed) }

    private func finish(_ event: Event<Element>) {
        if disposed { return }
        let all = observers.takeAll()
        end()
        SubjectObservers.finish(all, with: event)
    }

    /// Stops the connection and lets the next subscriber make a new one.
    private func end() {
        disposed = true
        observers.whenEmptied = nil
        if parent.connection === self { parent.connection = nil }
    }
}
