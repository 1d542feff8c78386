extension ObservableType {
    /// Combines the sources element by element: the n-th result is made of the n-th element
    /// of every source. Elements wait in a buffer until every source has sent its n-th one.
    ///
    /// As in RxSwift 6, the result completes when every source has completed; the first error
    /// ends it at once.
    ///
    /// ```swift
    /// Observable.zip(Observable.of(1, 2), Observable.of("a", "b")) { "\($0)\($1)" }   // 1a, 2b
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable(), second = source2.asObservable()
        return ZipProducer { sink in
            let part1 = sink.part(0, first), part2 = sink.part(1, second)
            return { try resultSelector(part1.pop(), part2.pop()) }
        }
    }

    /// `zip` of three sources combined by `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable(), second = source2.asObservable(), third = source3.asObservable()
        return ZipProducer { sink in
            let part1 = sink.part(0, first), part2 = sink.part(1, second), part3 = sink.part(2, third)
            return { try resultSelector(part1.pop(), part2.pop(), part3.pop()) }
        }
    }

    /// `zip` of any number of sources of one type, combined by `resultSelector`.
    ///
    /// Unlike the fixed-arity forms, it also completes as soon as a source sends an element
    /// that can never be paired: every other source has completed and some buffer is empty
    /// (RxSwift's `Zip+Collection.swift`). An empty collection completes at once.
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        if sources.isEmpty { return EmptyProducer() }
        return ZipProducer { sink in
            sink.completesWhenUnpairable = true
            let parts = sources.enumerated().map { sink.part($0.offset, $0.element) }
            return { try resultSelector(parts.map { $0.pop() }) }
        }
    }

    /// `zip` of any number of sources of this element type, as arrays.
    ///
    /// ```swift
    /// Observable.zip([a, b, c])   // Observable<[Int]>: [a0, b0, c0], [a1, b1, c1], ...
    /// ```
    public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
        where Sources.Element: ObservableType, Sources.Element.Element == Element
    {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of two sources as pairs.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// `zip` of three sources as triples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// Builds, per subscription, the parts (one buffered observer per source) and the closure that
/// pops one element from each part into a result.
typealias ZipProducer<Result> = MultiSourceProducer<ZipSink<Result>, Result>

final class ZipSink<Result>: MultiSourceSink<Result> {
    /// How many elements each part holds.
    private var buffered: [Int] = []
    /// The collection form's rule: an element that arrives while every other source has
    /// completed and some buffer is empty ends the sequence.
    var completesWhenUnpairable = false

    /// Creates the part observing source number `index` (subscribed later, by ``start()``).
    func part<Element>(_ index: Int, _ source: Observable<Element>) -> ZipPart<Element, Result> {
        let part = ZipPart<Element, Result>(self, index)
        register { source.run(part) }
        buffered.append(0)
        return part
    }

    func partNext(_ index: Int) {
        guard downstream != nil else { return }
        buffered[index] += 1
        for count in buffered where count == 0 {
            if completesWhenUnpairable && doneCount == done.count - 1 { forwardCompleted() }
            return
        }
        for i in buffered.indices { buffered[i] -= 1 }
        emitResult()
    }

    func partCompleted(_ index: Int) {
        if markDone(index), doneCount == done.count { forwardCompleted() }
    }
}

/// Buffers the elements of one zipped source.
final class ZipPart<Element, Result>: EventSink<Element> {
    private var parent: ZipSink<Result>?
    private let index: Int
    private var buffer: [Element] = []
    private var head = 0

    init(_ parent: ZipSink<Result>, _ index: Int) {
        self.parent = parent
        self.index = index
    }

    override var isDisposed: Bool { parent?.isDisposed ?? true }

    func pop() -> Element {
        let element = buffer[head]
        head += 1
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }

    override func next(_ element: Element) {
        guard let parent, !parent.isDisposed else { return }
        buffer.append(element)
        parent.partNext(index)
    }

    override func error(_ error: any Error) { parent?.partError(error) }

    override func completed() { parent?.partCompleted(index) }
}
