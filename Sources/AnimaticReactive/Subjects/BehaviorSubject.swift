/// A subject that holds a current value: a new subscriber receives it at once, then every
/// later element.
///
/// After a terminal event later elements are ignored and a new subscriber receives that
/// terminal event instead of the value. After ``dispose()`` a new subscriber, and
/// ``value()``, get `RxError.disposed`.
///
/// ```swift
/// let progress = BehaviorSubject(value: 0.0)
/// progress.subscribe(onNext: { box.alpha = CGFloat($0) }).disposed(by: bag)   // alpha = 0 now
/// progress.onNext(0.5)                                                       // alpha = 0.5
/// try progress.value()                                                       // 0.5
/// ```
///
/// Single-threaded: a story records on one thread, and a subject must be used on it (no lock,
/// unlike RxSwift). An observer that sends to the subject while receiving from it gets a
/// nested delivery, as in RxSwift.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let observers = SubjectObservers<Element>()
    private var element: Element
    private var stoppedEvent: Event<Element>?
    /// `true` once ``dispose()`` ran.
    public private(set) var isDisposed = false

    /// Creates a subject whose current value is `value`.
    public init(value: Element) { element = value }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { !observers.isEmpty }

    /// The current value: the initial one or the latest element.
    ///
    /// - Throws: `RxError.disposed` after ``dispose()``; the error the subject ended with,
    ///   if it ended with one. After a completion it still returns the last value.
    public func value() throws -> Element {
        if isDisposed { throw RxError.disposed(object: self) }
        if let error = stoppedEvent?.error { throw error }
        return element
    }

    /// Stores an element as the current value and sends it to every observer subscribed now;
    /// a terminal event is sent to them and ends the subject.
    ///
    /// Events after a terminal event or after ``dispose()`` are ignored.
    public func on(_ event: Event<Element>) {
        if stoppedEvent != nil || isDisposed { return }
        switch event {
        case .next(let element):
            self.element = element
            observers.next(element)
        case .error, .completed:
            stoppedEvent = event
            SubjectObservers.finish(observers.takeAll(), with: event)
        }
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        if isDisposed {
            observer.error(RxError.disposed(object: self))
            return doneNode
        }
        if let stoppedEvent {
            deliver(stoppedEvent, to: observer)
            return doneNode
        }
        // Listed before the current value is sent, as RxSwift does: an element the observer
        // sends back while receiving it reaches the observer too.
        let subscription = observers.insert(observer)
        observer.next(element)
        return subscription
    }

    /// Returns the subject itself, the observer side.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Unsubscribes every observer and releases them; the value can no longer be read.
    public func dispose() {
        isDisposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}
