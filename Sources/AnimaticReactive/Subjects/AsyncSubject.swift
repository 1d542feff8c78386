/// A subject that sends only its last element, and only when it completes: RxSwift's
/// `AsyncSubject` (RxSwift/Subjects/AsyncSubject.swift).
///
/// On `onCompleted` every observer receives the last element (if there was one) and then the
/// completion; a subscriber that comes later receives the same at once. An error is sent
/// instead, without the element. Events after the first terminal event are ignored.
///
/// ```swift
/// let loaded = AsyncSubject<String>()
/// loaded.subscribe(onNext: { title.text = $0 })
/// loaded.onNext("Draft"); loaded.onNext("Welcome")
/// loaded.onCompleted()   // title.text = "Welcome"
/// ```
///
/// As in RxSwift it cannot be disposed. Single-threaded, like every Animatic subject.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    private let observers = SubjectObservers<Element>()
    private var lastElement: Element?
    private var stoppedEvent: Event<Element>?

    /// Creates a subject with no observers.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { !observers.isEmpty }

    /// Keeps an element as the last one; on completion sends it and the completion to every
    /// observer; an error is sent as it is.
    public func on(_ event: Event<Element>) {
        if stoppedEvent != nil { return }
        switch event {
        case .next(let element):
            lastElement = element
        case .error:
            stoppedEvent = event
            SubjectObservers.finish(observers.takeAll(), with: event)
        case .completed:
            let all = observers.takeAll()
            if let lastElement {
                stoppedEvent = .next(lastElement)
                // Every observer receives the element, then every observer the completion.
                for subscription in all { subscription.observer?.next(lastElement) }
            } else {
                stoppedEvent = .completed
            }
            SubjectObservers.finish(all, with: .completed)
        }
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        switch stoppedEvent {
        case .next(let element)?:
            observer.next(element)
            observer.completed()
            return doneNode
        case let event?:
            deliver(event, to: observer)
            return doneNode
        case nil:
            return observers.insert(observer)
        }
    }

    /// Returns the subject itself, the observer side.
    public func asObserver() -> AsyncSubject<Element> { self }
}
