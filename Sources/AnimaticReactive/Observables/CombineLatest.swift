extension ObservableType {
    /// Combines the latest element of each source whenever any source sends one, once every
    /// source has sent at least one.
    ///
    /// As in RxSwift 6: the sources are subscribed at once, in order; the result completes when
    /// every source completed, or earlier when a source sends an element while some source has
    /// still sent none and all the others have completed (no result can ever come); the first
    /// error ends it, and so does an error thrown by `resultSelector`.
    ///
    /// ```swift
    /// Observable.combineLatest(x, y) { CGPoint(x: $0, y: $1) }   // a point per change of x or y
    /// ```
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable(), second = source2.asObservable()
        return CombineLatestProducer { sink in
            let part1 = sink.part(0, first), part2 = sink.part(1, second)
            return { try resultSelector(part1.latest!, part2.latest!) }
        }
    }

    /// `combineLatest` of three sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable(), second = source2.asObservable(), third = source3.asObservable()
        return CombineLatestProducer { sink in
            let part1 = sink.part(0, first), part2 = sink.part(1, second), part3 = sink.part(2, third)
            return { try resultSelector(part1.latest!, part2.latest!, part3.latest!) }
        }
    }

    /// `combineLatest` of any number of sources of one type, combined by `resultSelector`.
    ///
    /// An empty collection sends `resultSelector([])` and completes, during `subscribe`
    /// (RxSwift's `CombineLatest+Collection.swift`); if it throws, the sequence fails.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty {
            return Observable.deferred { Observable.just(try resultSelector([])) }
        }
        return CombineLatestProducer { sink in
            let parts = sources.enumerated().map { sink.part($0.offset, $0.element) }
            return { try resultSelector(parts.map { $0.latest! }) }
        }
    }

    /// `combineLatest` of any number of sources of this element type, as arrays.
    ///
    /// ```swift
    /// Observable.combineLatest([a, b, c])   // Observable<[Int]>: [a, b, c] latest, at each change
    /// ```
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
        where Sources.Element: ObservableType, Sources.Element.Element == Element
    {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of two sources as pairs.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// `combineLatest` of three sources as triples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// Builds, per subscription, the parts (one observer per source, keeping its latest element)
/// and the closure that combines the parts' latest elements into a result.
typealias CombineLatestProducer<Result> = MultiSourceProducer<CombineLatestSink<Result>, Result>

final class CombineLatestSink<Result>: MultiSourceSink<Result> {
    private var hasValue: [Bool] = []
    private var valueCount = 0

    /// Creates the part observing source number `index` (subscribed later, by ``start()``).
    func part<Element>(_ index: Int, _ source: Observable<Element>) -> CombineLatestPart<Element, Result> {
        let part = CombineLatestPart<Element, Result>(self, index)
        register { source.run(part) }
        hasValue.append(false)
        return part
    }

    func partNext(_ index: Int) {
        guard downstream != nil else { return }
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount < hasValue.count {
            // No result yet; if every other source has ended, none can ever come.
            for (other, isDone) in done.enumerated() where other != index && !isDone { return }
            forwardCompleted()
            return
        }
        emitResult()
    }

    func partCompleted(_ index: Int) {
        if markDone(index), doneCount == done.count { forwardCompleted() }
    }
}

/// Keeps the latest element of one combined source.
final class CombineLatestPart<Element, Result>: EventSink<Element> {
    private var parent: CombineLatestSink<Result>?
    private let index: Int
    private(set) var latest: Element?

    init(_ parent: CombineLatestSink<Result>, _ index: Int) {
        self.parent = parent
        self.index = index
    }

    override var isDisposed: Bool { parent?.isDisposed ?? true }

    override func next(_ element: Element) {
        guard let parent, !parent.isDisposed else { return }
        latest = element
        parent.partNext(index)
    }

    override func error(_ error: any Error) { parent?.partError(error) }

    override func completed() { parent?.partCompleted(index) }
}
