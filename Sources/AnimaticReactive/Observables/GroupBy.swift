extension ObservableType {
    /// The elements split into one sequence per key: each new key sends a
    /// ``GroupedObservable`` whose subscribers receive that key's elements.
    ///
    /// As RxSwift's `groupBy(keySelector:)` (RxSwift/Observables/GroupBy.swift): a group is a
    /// hot sequence (a subscriber gets the elements sent after it subscribed; the element that
    /// opened a group is sent to the group right after the group itself, so subscribe in
    /// `onNext`); the source's completion or error ends every group, then the result; an error
    /// thrown by `keySelector` does the same. The source stays subscribed while the result or
    /// any group is subscribed (RxSwift's `RefCountDisposable`).
    ///
    /// ```swift
    /// moves.groupBy { $0.viewID }
    ///     .flatMap { group in group.throttle(.milliseconds(100), scheduler: MainScheduler.instance) }
    /// ```
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        GroupByProducer(asObservable(), keySelector)
    }
}

/// The elements of one key of ``ObservableType/groupBy(keySelector:)``.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the elements of this group.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `key` sending the elements of `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the elements of the group.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
        where Observer.Element == Element
    {
        source.subscribe(observer)
    }

    /// The group as an ``Observable``.
    public func asObservable() -> Observable<Element> { source }
}

final class GroupByProducer<Key: Hashable, Element>: Observable<GroupedObservable<Key, Element>> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key
    init(_ source: Observable<Element>, _ keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run(_ observer: EventSink<GroupedObservable<Key, Element>>) -> SubscriptionNode {
        let sink = GroupBySink(observer, keySelector)
        sink.subscribe(to: source)
        return sink.outer
    }
}

/// Keeps the source subscribed while the outer subscription or a group's subscription lives.
final class GroupBySink<Key: Hashable, Element>: EventSink<Element> {
    private var downstream: EventSink<GroupedObservable<Key, Element>>?
    private let keySelector: (Element) throws -> Key
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var upstream: SubscriptionNode?
    /// Whether the source is unsubscribed (or finished).
    private var finished = false
    private var outerDisposed = false
    private var groupSubscriptions = 0
    private(set) var outer: GroupByOuterNode<Key, Element>!

    init(_ downstream: EventSink<GroupedObservable<Key, Element>>, _ keySelector: @escaping (Element) throws -> Key) {
        self.downstream = downstream
        self.keySelector = keySelector
        super.init()
        outer = GroupByOuterNode(self)
    }

    override var isDisposed: Bool { finished }

    func subscribe(to source: Observable<Element>) {
        let node = source.run(self)
        if finished { node.dispose() } else { upstream = node }
    }

    override func next(_ element: Element) {
        if finished { return }
        let key: Key
        do { key = try keySelector(element) } catch {
            self.error(error)
            return
        }
        if let group = groups[key] {
            group.on(.next(element))
            return
        }
        let group = PublishSubject<Element>()
        groups[key] = group
        downstream?.next(GroupedObservable(key: key, source: GroupProducer(group, self)))
        group.on(.next(element))
    }

    override func error(_ error: any Error) { finish(.error(error)) }
    override func completed() { finish(.completed) }

    private func finish(_ event: Event<Element>) {
        if finished { return }
        for group in groups.values { group.on(event) }
        let observer = downstream
        downstream = nil
        switch event {
        case .error(let error): observer?.error(error)
        default: observer?.completed()
        }
        unsubscribe()
    }

    private func unsubscribe() {
        if finished { return }
        finished = true
        if let node = upstream {
            upstream = nil
            node.dispose()
        }
    }

    func disposeOuter() {
        if outerDisposed { return }
        outerDisposed = true
        downstream = nil
        if groupSubscriptions == 0 { unsubscribe() }
    }

    /// Counts a group subscription unless everything was already let go (then, as RxSwift's
    /// `RefCountDisposable.retain()`, it keeps nothing alive).
    func retainGroup() -> Bool {
        if outerDisposed && groupSubscriptions == 0 { return false }
        groupSubscriptions += 1
        return true
    }

    func releaseGroup() {
        groupSubscriptions -= 1
        if outerDisposed && groupSubscriptions == 0 { unsubscribe() }
    }
}

/// The outer subscription of a `groupBy`.
final class GroupByOuterNode<Key: Hashable, Element>: SubscriptionNode {
    private weak var sink: GroupBySink<Key, Element>?
    private var disposed = false
    init(_ sink: GroupBySink<Key, Element>) { self.sink = sink }
    override var isDisposed: Bool { disposed }
    override func dispose() {
        if disposed { return }
        disposed = true
        sink?.disposeOuter()
    }
}

/// One group's sequence: its subject, subscribed while it counts against the source.
final class GroupProducer<Key: Hashable, Element>: Observable<Element> {
    let subject: PublishSubject<Element>
    let parent: GroupBySink<Key, Element>
    init(_ subject: PublishSubject<Element>, _ parent: GroupBySink<Key, Element>) {
        self.subject = subject
        self.parent = parent
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let counted = parent.retainGroup()
        let node = subject.run(observer)
        return counted ? GroupSubscriptionNode(node, parent) : node
    }
}

final class GroupSubscriptionNode<Key: Hashable, Element>: SubscriptionNode {
    private var node: SubscriptionNode?
    private var parent: GroupBySink<Key, Element>?
    init(_ node: SubscriptionNode, _ parent: GroupBySink<Key, Element>) {
        self.node = node
        self.parent = parent
    }
    override var isDisposed: Bool { parent == nil }
    override func dispose() {
        guard let parent else { return }
        self.parent = nil
        node?.dispose()
        node = nil
        parent.releaseGroup()
    }
}
