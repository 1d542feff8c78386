extension ObservableType {
    /// Transforms each element; an error thrown by `transform` ends the sequence with it.
    ///
    /// ```swift
    /// Observable.of(1, 2).map { $0 * 10 }   // next(10), next(20), completed
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapProducer(asObservable(), transform)
    }
}

final class MapProducer<Source, Result>: Observable<Result> {
    let source: Observable<Source>
    let transform: (Source) throws -> Result
    init(_ source: Observable<Source>, _ transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: EventSink<Result>) -> SubscriptionNode {
        let sink = MapSink(observer, transform)
        sink.subscribe(to: source)
        return sink
    }
}

final class MapSink<Source, Result>: OperatorSink<Source, Result> {
    let transform: (Source) throws -> Result
    init(_ downstream: EventSink<Result>, _ transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(downstream)
    }

    override func next(_ element: Source) {
        guard let observer = downstream else { return }
        let mapped: Result
        do { mapped = try transform(element) } catch {
            forwardError(error)
            return
        }
        observer.next(mapped)
    }
}
