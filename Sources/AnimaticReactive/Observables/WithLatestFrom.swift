extension ObservableType {
    /// Combines each element with the latest element of `second` (RxSwift's
    /// `WithLatestFrom.swift`): `second` is subscribed first; elements that arrive before
    /// `second` sent anything are dropped. Completes with this sequence; `second`'s completion
    /// keeps its last element, and an error of either (or of `resultSelector`) ends it.
    ///
    /// ```swift
    /// taps.withLatestFrom(pageIndex) { _, page in page }
    /// ```
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable(), other = second.asObservable()
        return MultiInnerProducer { (sink: MultiInnerSink<Result>) in
            var latest: Source.Element?
            sink.subscribeInner(other, next: { latest = $0 }, completed: {})
            sink.subscribeInner(first, next: { [sink] element in
                guard let value = latest else { return }
                let result: Result
                do { result = try resultSelector(element, value) } catch {
                    sink.forwardError(error)
                    return
                }
                sink.downstream?.next(result)
            }, completed: { [sink] in sink.forwardCompleted() })
        }
    }

    /// Each element replaced by the latest element of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }

    /// On each element (or the completion) of `sampler`, sends the latest element of this
    /// sequence if a new one arrived since the previous sample, or `defaultValue` if given
    /// (RxSwift's `Sample.swift`). Completes at the first sample after this sequence completed.
    ///
    /// ```swift
    /// positions.sample(Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance))
    /// ```
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable(), ticks = sampler.asObservable()
        return MultiInnerProducer { (sink: MultiInnerSink<Element>) in
            var latest: Element?
            var atEnd = false
            sink.subscribeInner(source, next: { latest = $0 }, completed: { atEnd = true })
            let tick: () -> Void = { [sink] in
                if let element = latest ?? defaultValue {
                    latest = nil
                    sink.downstream?.next(element)
                }
                if atEnd { sink.forwardCompleted() }
            }
            sink.subscribeInner(ticks, next: { _ in tick() }, completed: tick)
        }
    }

    /// The sequence that sends an event first; the other is disposed at that moment
    /// (RxSwift's `Amb.swift`).
    ///
    /// ```swift
    /// tapped.amb(timeout)   // whichever comes first
    /// ```
    public func amb<Other: ObservableType>(_ right: Other) -> Observable<Element> where Other.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// The sequence among `sequence` that sends an event first; the others are disposed at
    /// that moment. An empty collection never sends anything.
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        let sources = Array(sequence)
        return MultiInnerProducer { (sink: MultiInnerSink<Element>) in
            var winner: Int?
            var subscribed: [SubscriptionNode] = []
            for (index, source) in sources.enumerated() {
                if sink.isDisposed || winner != nil { break }
                let win: () -> Bool = { [sink] in
                    if winner == nil {
                        winner = index
                        for (other, node) in subscribed.enumerated() where other != index { sink.stopInner(node) }
                        subscribed = []
                    }
                    return winner == index
                }
                let node = sink.subscribeInner(source, next: { [sink] element in
                    if win() { sink.downstream?.next(element) }
                }, error: { [sink] error in
                    if win() { sink.forwardError(error) }
                }, completed: { [sink] in
                    if win() { sink.forwardCompleted() }
                })
                if winner == nil { subscribed.append(node) }
            }
        }
    }
}

/// Runs `setUp` per subscription on a fresh ``MultiInnerSink``.
final class MultiInnerProducer<Element>: Observable<Element> {
    let setUp: (MultiInnerSink<Element>) -> Void
    init(_ setUp: @escaping (MultiInnerSink<Element>) -> Void) { self.setUp = setUp }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = MultiInnerSink<Element>(observer)
        setUp(sink)
        return sink
    }
}
