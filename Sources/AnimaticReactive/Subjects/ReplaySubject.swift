import AnimaticClock

/// A subject that sends each new subscriber the latest elements it received (up to its buffer
/// size), then every later event: RxSwift's `ReplaySubject` (RxSwift/Subjects/ReplaySubject.swift).
///
/// After a terminal event later events are ignored, and a new subscriber receives the buffer
/// and then that terminal event. After ``dispose()`` the buffer is emptied, events are ignored
/// and a new subscriber receives `RxError.disposed`.
///
/// ```swift
/// let pages = ReplaySubject<Int>.create(bufferSize: 2)
/// pages.onNext(0); pages.onNext(1); pages.onNext(2)
/// pages.subscribe(onNext: { print($0) })   // prints 1, 2, then every later page
/// ```
///
/// An element the subscriber sends to the subject while the buffer is being replayed to it
/// reaches it after the buffer, as in RxSwift. Single-threaded, like every Animatic subject.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let observers = SubjectObservers<Element>()
    /// The buffer's bound; `nil` keeps every element.
    private let bufferSize: Int?
    private var buffer: [Element] = []
    /// Where the buffer's oldest kept element is (trimmed elements before it are dropped in bulk).
    private var head = 0
    private var stoppedEvent: Event<Element>?
    /// `true` once ``dispose()`` ran.
    public private(set) var isDisposed = false

    private init(bufferSize: Int?) { self.bufferSize = bufferSize }

    /// A subject replaying the latest `bufferSize` elements to each new subscriber.
    ///
    /// A negative size, which hangs RxSwift at the first element, is reported to the story being
    /// recorded (a ``ReactiveArgumentError``) and replays nothing.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            StoryContext.reportToCurrent(ReactiveArgumentError(
                operatorName: "ReplaySubject.create(bufferSize:)",
                reason: "bufferSize must not be negative, got \(bufferSize)"))
            return ReplaySubject(bufferSize: 0)
        }
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject replaying every element it received to each new subscriber.
    public static func createUnbounded() -> ReplaySubject<Element> { ReplaySubject(bufferSize: nil) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { !observers.isEmpty }

    /// Buffers an element and sends it to every observer subscribed now; a terminal event is
    /// sent to them and ends the subject. Events after a terminal event or ``dispose()`` are ignored.
    public func on(_ event: Event<Element>) {
        if isDisposed || stoppedEvent != nil { return }
        switch event {
        case .next(let element):
            buffer.append(element)
            trim()
            observers.next(element)
        case .error, .completed:
            stoppedEvent = event
            SubjectObservers.finish(observers.takeAll(), with: event)
        }
    }

    private func trim() {
        guard let bufferSize else { return }
        if buffer.count - head > bufferSize { head = buffer.count - bufferSize }
        // Drops the trimmed elements in bulk, so that a long-lived subject stays small.
        if head > 32 && head * 2 > buffer.count {
            buffer.removeFirst(head)
            head = 0
        }
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        if isDisposed {
            observer.error(RxError.disposed(object: self))
            return doneNode
        }
        let replayed = Array(buffer[head...])
        if let stoppedEvent {
            for element in replayed { observer.next(element) }
            deliver(stoppedEvent, to: observer)
            return doneNode
        }
        // Listed before the replay, as RxSwift does; what reaches it meanwhile waits for the end
        // of the replay.
        let replaying = ReplayingSink(observer)
        let subscription = observers.insert(replaying)
        replaying.replay(replayed)
        return subscription
    }

    /// Returns the subject itself, the observer side.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Unsubscribes every observer, empties the buffer and ignores later events.
    public func dispose() {
        isDisposed = true
        observers.removeAll()
        buffer = []
        head = 0
    }
}

/// Holds back the events a new subscriber of a ``ReplaySubject`` gets while its buffer is
/// replayed to it, and sends them after the buffer (RxSwift's `ReplaySubjectSubscriptionObserver`).
final class ReplayingSink<Element>: EventSink<Element> {
    private let observer: EventSink<Element>
    private var replaying = true
    private var pending: [Event<Element>] = []

    init(_ observer: EventSink<Element>) { self.observer = observer }

    override var isDisposed: Bool { observer.isDisposed }

    func replay(_ elements: [Element]) {
        for element in elements { observer.next(element) }
        while !pending.isEmpty {
            let event = pending.removeFirst()
            deliver(event, to: observer)
            if event.isStopEvent { pending = []; break }
        }
        replaying = false
    }

    override func next(_ element: Element) {
        if replaying { pending.append(.next(element)) } else { observer.next(element) }
    }

    override func error(_ error: any Error) {
        if replaying { pending.append(.error(error)) } else { observer.error(error) }
    }

    override func completed() {
        if replaying { pending.append(.completed) } else { observer.completed() }
    }
}
