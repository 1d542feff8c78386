extension ObservableType {
    /// On an error, goes on with the sequence `handler` returns for it (RxSwift's
    /// `Catch.swift`); an error thrown by `handler` ends the sequence.
    ///
    /// ```swift
    /// load.catch { _ in Observable.just(placeholder) }
    /// ```
    public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchProducer(asObservable(), handler)
    }

    /// On an error, sends `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchProducer(asObservable()) { _ in JustProducer(element) }
    }

    /// RxSwift 5's name of ``catch(_:)``.
    public func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchProducer(asObservable(), handler)
    }

    /// RxSwift 5's name of ``catchAndReturn(_:)``.
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Resubscribes after an error when the sequence `notificationHandler` makes from the
    /// errors sends an element (RxSwift's `RetryWhen.swift`); when it completes or fails,
    /// so does the result.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the source's
    /// errors. A trigger element counts only while an error waits for it; a completion or
    /// error of the trigger sequence ends the result at the next error (or at once, if an
    /// error is waiting).
    ///
    /// ```swift
    /// load.retry { errors in errors.delay(.seconds(1), scheduler: MainScheduler.instance) }
    /// ```
    public func retry<TriggerObservable: ObservableType, Failure: Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(asObservable(), notificationHandler)
    }

    /// `retry(when:)` for any error (RxSwift's `Swift.Error` form).
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer<Element, TriggerObservable, any Error>(asObservable(), notificationHandler)
    }

    /// RxSwift 5's name of `retry(when:)`.
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer<Element, TriggerObservable, any Error>(asObservable(), notificationHandler)
    }
}

final class CatchProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let handler: (any Error) throws -> Observable<Element>
    init(_ source: Observable<Element>, _ handler: @escaping (any Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = CatchSink(observer)
        sink.subscribeInner(source, next: { [sink] in sink.downstream?.next($0) }, error: { [sink, handler] error in
            let next: Observable<Element>
            do { next = try handler(error) } catch {
                sink.forwardError(error)
                return
            }
            sink.subscribeInner(next, next: { [sink] in sink.downstream?.next($0) }, completed: { [sink] in sink.forwardCompleted() })
        }, completed: { [sink] in sink.forwardCompleted() })
        return sink
    }
}

final class CatchSink<Element>: MultiInnerSink<Element> {}

final class RetryWhenProducer<Element, Trigger: ObservableType, Failure>: Observable<Element> {
    let source: Observable<Element>
    let handler: (Observable<Failure>) -> Trigger
    init(_ source: Observable<Element>, _ handler: @escaping (Observable<Failure>) -> Trigger) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = RetryWhenSink<Element, Trigger.Element, Failure>(observer)
        sink.start(source, handler(sink.errors).asObservable())
        return sink
    }
}

/// The errors go to a subject the trigger sequence is made from; the trigger feeds a second
/// subject (so that its terminal event is kept for later errors); one trigger observer is
/// subscribed per error, and its first element resubscribes the source.
final class RetryWhenSink<Element, TriggerElement, Failure>: MultiInnerSink<Element> {
    let errors = PublishSubject<Failure>()
    private let notifier = PublishSubject<TriggerElement>()
    private var source: Observable<Element>?
    private var attempt: SubscriptionNode?
    private var waiting: SubscriptionNode?
    private var subscribing = false
    private var resubscribeRequested = false

    func start(_ source: Observable<Element>, _ trigger: Observable<TriggerElement>) {
        self.source = source
        subscribeInner(trigger, next: { [self] in notifier.onNext($0) },
                       error: { [self] in notifier.onError($0) }, completed: { [self] in notifier.onCompleted() })
        subscribeSource()
    }

    private func subscribeSource() {
        guard let source else { return }
        if subscribing {
            resubscribeRequested = true
            return
        }
        repeat {
            resubscribeRequested = false
            subscribing = true
            attempt = subscribeInner(source, next: { [self] in downstream?.next($0) }, error: { [self] error in
                attempt = nil
                guard let failure = error as? Failure else {
                    forwardError(error)
                    return
                }
                waiting = subscribeInner(notifier.asObservable(), next: { [self] _ in
                    if let waiting { stopInner(waiting) }
                    waiting = nil
                    subscribeSource()
                }, completed: { [self] in forwardCompleted() })
                errors.onNext(failure)
            }, completed: { [self] in forwardCompleted() })
            subscribing = false
        } while resubscribeRequested && !disposed
    }

    override func didDispose() {
        source = nil
        attempt = nil
        waiting = nil
    }
}
