extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner sequence only: each new inner sequence
    /// disposes the previous one (RxSwift's `Switch.swift`). Completes when the outer sequence
    /// and the current inner one completed; the first error ends it.
    ///
    /// ```swift
    /// pageIndex.map { page in animate(to: page) }.switchLatest()
    /// ```
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(asObservable(), { $0 }, onlyFirst: false)
    }
}

extension ObservableType {
    /// Maps each element to a sequence and forwards the most recent one only (`map` then
    /// ``ObservableType/switchLatest()``); an error thrown by `selector` ends the sequence.
    ///
    /// ```swift
    /// pageIndex.flatMapLatest { page in animate(to: page) }   // a new page cancels the old move
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        SwitchProducer(asObservable(), selector, onlyFirst: false)
    }

    /// Maps an element to a sequence only when no inner sequence is running: elements that
    /// arrive meanwhile are dropped (RxSwift's `Merge.swift`, `FlatMapFirst`).
    ///
    /// ```swift
    /// taps.flatMapFirst { _ in pulse(button) }   // taps during a pulse are ignored
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        SwitchProducer(asObservable(), selector, onlyFirst: true)
    }
}

final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner
    let onlyFirst: Bool
    init(_ source: Observable<SourceElement>, _ selector: @escaping (SourceElement) throws -> Inner, onlyFirst: Bool) {
        self.source = source
        self.selector = selector
        self.onlyFirst = onlyFirst
    }

    override func run(_ observer: EventSink<Inner.Element>) -> SubscriptionNode {
        let sink = SwitchSink<Inner.Element>(observer)
        let selector = self.selector, onlyFirst = self.onlyFirst
        sink.subscribeInner(source, next: { [sink] element in
            if onlyFirst && sink.current != nil { return }
            let inner: Observable<Inner.Element>
            do { inner = try selector(element).asObservable() } catch {
                sink.forwardError(error)
                return
            }
            sink.switchTo(inner)
        }, completed: { [sink] in
            sink.outerDone = true
            if sink.current == nil { sink.forwardCompleted() }
        })
        return sink
    }
}

final class SwitchSink<Element>: MultiInnerSink<Element> {
    var current: SubscriptionNode?
    var outerDone = false
    private var generation = 0

    func switchTo(_ source: Observable<Element>) {
        if let current {
            self.current = nil
            stopInner(current)
        }
        generation += 1
        let mine = generation
        let inner = subscribeInner(source, next: { [self] in downstream?.next($0) }, completed: { [self] in
            guard generation == mine else { return }
            current = nil
            if outerDone { forwardCompleted() }
        })
        if generation == mine && !inner.isDisposed { current = inner }
    }

    override func didDispose() { current = nil }
}
