import AnimaticClock

extension ObservableType {
    /// Runs side effects on the events, without changing them.
    ///
    /// `onSubscribe` runs before the source is subscribed and `onSubscribed` after; `onDispose`
    /// runs once when the subscription ends, after the source's subscription is disposed:
    /// when disposed, or after the terminal event and its `after...` handler, and never before
    /// `onSubscribed` (a source that ends during `subscribe` runs it right after). The
    /// `on...` handlers run before the event is forwarded and the `after...` ones after; an
    /// error thrown by a handler ends the sequence with that error (one thrown by `afterError` or
    /// `afterCompleted`, when the sequence has already ended, is reported to the story).
    ///
    /// ```swift
    /// shift(view, 0.5).do(onCompleted: { print("moved at", MainScheduler.instance.storyNow) })
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoProducer(asObservable(), DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((any Error) throws -> Void)?
    let afterError: ((any Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?
}

final class DoProducer<Element>: Observable<Element> {
    let source: Observable<Element>
    let handlers: DoHandlers<Element>
    init(_ source: Observable<Element>, _ handlers: DoHandlers<Element>) {
        self.source = source
        self.handlers = handlers
    }

    // RxSwift's `Do.swift`: `onDispose` belongs to the subscription made after `onSubscribed`.
    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        handlers.onSubscribe?()
        let sink = DoSink(observer, handlers)
        sink.subscribe(to: source)
        handlers.onSubscribed?()
        sink.subscribed()
        return sink
    }
}

final class DoSink<Element>: OperatorSink<Element, Element> {
    let handlers: DoHandlers<Element>
    init(_ downstream: EventSink<Element>, _ handlers: DoHandlers<Element>) {
        self.handlers = handlers
        super.init(downstream)
    }

    override func next(_ element: Element) {
        guard let observer = downstream else { return }
        do {
            try handlers.onNext?(element)
            observer.next(element)
            try handlers.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    override func error(_ error: any Error) {
        guard let observer = downstream else { return }
        do { try handlers.onError?(error) } catch let thrown {
            forwardError(thrown)
            return
        }
        downstream = nil
        observer.error(error)
        // The sequence has ended; an error thrown now can only be reported.
        do { try handlers.afterError?(error) } catch { StoryContext.reportToCurrent(error) }
        dispose()
    }

    override func completed() {
        guard let observer = downstream else { return }
        do { try handlers.onCompleted?() } catch {
            forwardError(error)
            return
        }
        downstream = nil
        observer.completed()
        do { try handlers.afterCompleted?() } catch { StoryContext.reportToCurrent(error) }
        dispose()
    }

    /// `false` until `onSubscribed` ran; a disposal before then runs `onDispose` after it.
    private var isSubscribed = false
    private var disposedEarly = false

    func subscribed() {
        isSubscribed = true
        if disposedEarly { handlers.onDispose?() }
    }

    override func didDispose() {
        if isSubscribed { handlers.onDispose?() } else { disposedEarly = true }
    }
}
