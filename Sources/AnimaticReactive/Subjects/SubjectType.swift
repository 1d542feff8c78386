/// A sequence that is also an observer: what it receives, its subscribers receive
/// (``PublishSubject``, ``BehaviorSubject``).
public protocol SubjectType: ObservableType {
    /// The observer side's type (the subject itself for Animatic's subjects).
    associatedtype Observer: ObserverType

    /// The subject as an observer, to feed it events.
    func asObserver() -> Observer
}

/// The subscribers of a subject, in subscription order.
///
/// Subjects are single-threaded like the rest of the core: a story records on one thread, so
/// there is no lock. Events are delivered to the subscribers present when the event started
/// (a subscriber added during delivery waits for the next event); a subscriber disposed during
/// delivery receives nothing more, even if its turn has not come yet.
final class SubjectObservers<Element> {
    private(set) var entries: [SubjectSubscription<Element>] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Called when a disposed subscription leaves the list empty (the sharing operators
    /// disconnect then); subjects leave it `nil`.
    var whenEmptied: (() -> Void)?

    /// A subject that goes away can send nothing more: its subscriptions let go of their
    /// observers. An observer holds its own subscription (to dispose it), so a subscription kept
    /// to the end would keep the two alive for good.
    deinit {
        for subscription in entries { subscription.detach() }
    }

    /// Adds `observer`; the returned subscription removes it when disposed.
    func insert(_ observer: EventSink<Element>) -> SubjectSubscription<Element> {
        let subscription = SubjectSubscription(self, observer)
        entries.append(subscription)
        return subscription
    }

    func remove(_ subscription: SubjectSubscription<Element>) {
        if let index = entries.firstIndex(where: { $0 === subscription }) {
            entries.remove(at: index)
            if entries.isEmpty, let whenEmptied { whenEmptied() }
        }
    }

    /// Forgets every subscriber (they receive nothing more).
    func removeAll() {
        let all = entries
        entries = []
        for subscription in all { subscription.detach() }
    }

    /// Empties the list and returns the subscribers, still attached, to receive a terminal event.
    func takeAll() -> [SubjectSubscription<Element>] {
        let all = entries
        entries = []
        return all
    }

    func next(_ element: Element) {
        for subscription in entries { subscription.observer?.next(element) }
    }

    /// Sends a terminal event to the given subscribers (taken with ``takeAll()``), detaching each.
    static func finish(_ subscriptions: [SubjectSubscription<Element>], with event: Event<Element>) {
        for subscription in subscriptions {
            guard let observer = subscription.observer else { continue }
            subscription.detach()
            switch event {
            case .next: break
            case .error(let error): observer.error(error)
            case .completed: observer.completed()
            }
        }
    }
}

/// One subscriber of a subject, and the disposable that removes it.
final class SubjectSubscription<Element>: SubscriptionNode {
    /// Weak: the list holds its subscriptions, so a strong reference back would keep a subject
    /// that nobody else holds, and every subscriber never disposed, alive for good. A disposal
    /// after the subject has gone has nothing to remove.
    private weak var owner: SubjectObservers<Element>?
    private(set) var observer: EventSink<Element>?

    init(_ owner: SubjectObservers<Element>, _ observer: EventSink<Element>) {
        self.owner = owner
        self.observer = observer
    }

    override var isDisposed: Bool { observer == nil }

    /// Stops delivery without touching the owner's list.
    func detach() {
        observer = nil
        owner = nil
    }

    override func dispose() {
        guard observer != nil else { return }
        let list = owner
        detach()
        list?.remove(self)
    }
}
