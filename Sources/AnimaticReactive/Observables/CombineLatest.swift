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
    /// An empty collection completes at once.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty { return Observable.empty() }
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
final class CombineLatestProducer<Result>: Observable<Result> {
    let setUp: (CombineLatestSink<Result>) -> () throws -> Result
    init(_ setUp: @escaping (CombineLatestSink<Result>) -> () throws -> Result) { self.setUp = setUp }

    override func run(_ observer: EventSink<Result>) -> SubscriptionNode {
        let sink = CombineLatestSink(observer)
        sink.makeResult = setUp(sink)
        sink.start()
        return sink
    }
}

final class CombineLatestSink<Result>: SubscriptionNode {
    private var downstream: EventSink<Result>?
    var makeResult: (() throws -> Result)?
    private var starters: [() -> SubscriptionNode] = []
    private var subscriptions: [SubscriptionNode?] = []
    private var hasValue: [Bool] = []
    private var done: [Bool] = []
    private var valueCount = 0
    private var doneCount = 0
    private var disposed = false

    init(_ downstream: EventSink<Result>) { self.downstream = downstream }

    override var isDisposed: Bool { disposed }

    /// Creates the part observing source number `index` (subscribed later, by ``start()``).
    func part<Element>(_ index: Int, _ source: Observable<Element>) -> CombineLatestPart<Element, Result> {
        let part = CombineLatestPart<Element, Result>(self, index)
        starters.append { source.run(part) }
        subscriptions.append(nil)
        hasValue.append(false)
        done.append(false)
        return part
    }

    func start() {
        let all = starters
        starters = []
        for (index, subscribe) in all.enumerated() {
            if disposed { return }
            let node = subscribe()
            if disposed || done[index] { node.dispose() } else { subscriptions[index] = node }
        }
    }

    func partNext(_ index: Int) {
        guard let observer = downstream else { return }
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount < hasValue.count {
            // No result yet; if every other source has ended, none can ever come.
            for (other, isDone) in done.enumerated() where other != index && !isDone { return }
            downstream = nil
            observer.completed()
            dispose()
            return
        }
        guard let makeResult else { return }
        let result: Result
        do { result = try makeResult() } catch {
            partError(error)
            return
        }
        observer.next(result)
    }

    func partError(_ error: any Error) {
        guard let observer = downstream else { return }
        downstream = nil
        observer.error(error)
        dispose()
    }

    func partCompleted(_ index: Int) {
        if disposed || done[index] { return }
        done[index] = true
        doneCount += 1
        if let node = subscriptions[index] {
            subscriptions[index] = nil
            node.dispose()
        }
        guard doneCount == done.count, let observer = downstream else { return }
        downstream = nil
        observer.completed()
        dispose()
    }

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        makeResult = nil
        starters = []
        let nodes = subscriptions
        subscriptions = []
        for node in nodes { node?.dispose() }
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
