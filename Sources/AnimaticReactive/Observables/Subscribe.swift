import AnimaticClock

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// An `.error` passed to `on` counts as handled.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        asObservable().subscribe(AnyObserver(eventHandler: on))
    }

    /// Subscribes handlers for the elements, the error, the completion and the disposal.
    ///
    /// `onDisposed` runs once, when the subscription is disposed: by the caller, or right after
    /// the terminal event. An error with no `onError` handler is an *unhandled error*: it is
    /// reported to the story being recorded (`StoryContext.reportToCurrent`) as an
    /// ``UnhandledError``, so the recording fails instead of silently stopping the animation;
    /// outside any story it is printed.
    ///
    /// ```swift
    /// Observable.of(1, 2).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// ```
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let sink = SubscribeSink<Element>(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        let node = asObservable().run(sink)
        sink.attach(node)
        return sink
    }
}

/// The end of a chain subscribed with handlers; it is also the subscription handed back.
final class SubscribeSink<Element>: EventSink<Element> {
    // Let go of when disposed: a handler that holds its own subscription (to dispose it from
    // inside, say) would otherwise keep itself and the sink alive for good.
    @exclusivity(unchecked) private var onNext: ((Element) -> Void)?
    @exclusivity(unchecked) private var onError: ((any Error) -> Void)?
    @exclusivity(unchecked) private var onCompleted: (() -> Void)?
    @exclusivity(unchecked) private var onDisposed: (() -> Void)?
    @exclusivity(unchecked) private var upstream: SubscriptionNode?
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var disposed = false

    init(onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?,
         onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }

    func attach(_ node: SubscriptionNode) {
        if disposed { node.dispose() } else { upstream = node }
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) {
        if stopped { return }
        onNext?(element)
    }

    override func error(_ error: any Error) {
        if stopped { return }
        stopped = true
        if let onError {
            onError(error)
        } else if !StoryContext.reportToCurrent(UnhandledError(error)) {
            print("AnimaticReactive: \(UnhandledError(error)) (outside any story)")
        }
        dispose()
    }

    override func completed() {
        if stopped { return }
        stopped = true
        onCompleted?()
        dispose()
    }

    override func dispose() {
        if disposed { return }
        disposed = true
        stopped = true
        onNext = nil
        onError = nil
        onCompleted = nil
        if let node = upstream {
            upstream = nil
            node.dispose()
        }
        if let onDisposed {
            self.onDisposed = nil
            onDisposed()
        }
    }
}
