/// A subject that relays each event to the observers subscribed at that moment; late
/// subscribers miss the earlier elements.
///
/// After a terminal event (`onCompleted`, `onError`) later elements are ignored, and a new
/// subscriber receives that terminal event at once. After ``dispose()`` the subject drops its
/// observers and ignores elements; a new subscriber receives `RxError.disposed` (unless a
/// terminal event arrived after the disposal, which RxSwift then replays: Animatic does the same).
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// box.rx.pulse().take(until: taps).subscribe().disposed(by: bag)
/// taps.onNext(())   // stops the pulsing
/// ```
///
/// Single-threaded: a story records on one thread, and a subject must be used on it (no lock,
/// unlike RxSwift). An observer that sends to the subject while receiving from it gets a
/// nested delivery, as in RxSwift.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let observers = SubjectObservers<Element>()
    private var stopped = false
    private var stoppedEvent: Event<Element>?
    /// `true` once ``dispose()`` ran.
    public private(set) var isDisposed = false

    /// Creates a subject with no observers.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { !observers.isEmpty }

    /// Sends `event` to every observer subscribed now.
    ///
    /// Elements after a terminal event or after ``dispose()`` are ignored; only the first
    /// terminal event counts, and it unsubscribes everybody.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed || stopped { return }
            observers.next(element)
        case .error, .completed:
            if stoppedEvent != nil { return }
            stoppedEvent = event
            stopped = true
            SubjectObservers.finish(observers.takeAll(), with: event)
        }
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        if let stoppedEvent {
            deliver(stoppedEvent, to: observer)
            return doneNode
        }
        if isDisposed {
            observer.error(RxError.disposed(object: self))
            return doneNode
        }
        return observers.insert(observer)
    }

    /// Returns the subject itself, the observer side.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Unsubscribes every observer and releases them; later elements are ignored.
    public func dispose() {
        isDisposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}

/// Sends a terminal event to an observer that is not (or no longer) in a subject's list.
func deliver<Element>(_ event: Event<Element>, to observer: EventSink<Element>) {
    switch event {
    case .next(let element): observer.next(element)
    case .error(let error): observer.error(error)
    case .completed: observer.completed()
    }
}
