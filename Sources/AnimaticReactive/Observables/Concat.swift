extension ObservableType {
    /// The elements of each sequence in turn: the next one is subscribed only when the previous
    /// one completed, and only after the previous subscription was disposed.
    ///
    /// An error ends the whole sequence. Sources that complete during `subscribe` are chained
    /// in a loop, not by recursion, so long lists of synchronous sources cannot overflow the stack.
    ///
    /// ```swift
    /// Observable.concat([
    ///     view.rx.rotateEndlessly(duration: 0.5).take(5),   // ends at 2.5 s...
    ///     view.rx.shift(duration: 0.5),                     // ...so this starts at 2.5 s
    /// ])
    /// ```
    ///
    /// - Complexity: one object per subscription, whatever the number of sources.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        ConcatArrayProducer(SourceList(collection), sink: ConcatArraySink<Element>.self)
    }

    /// `concat` over a sequence, iterated lazily (it may be endless).
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        ConcatProducer(sequence)
    }

    /// `concat` of the sequences given as arguments.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatArrayProducer(SourceList(sources), sink: ConcatArraySink<Element>.self)
    }

    /// This sequence's elements, then, once it completed, those of `second`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
        where Source.Element == Element
    {
        ConcatArrayProducer(SourceList([asObservable(), second.asObservable()]), sink: ConcatArraySink<Element>.self)
    }
}

final class ConcatProducer<Sources: Sequence, Element>: Observable<Element>
    where Sources.Element == Observable<Element>
{
    let sources: Sources
    init(_ sources: Sources) { self.sources = sources }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = ConcatSink<Sources.Iterator, Element>(observer, sources.makeIterator())
        sink.moveNext()
        return sink
    }
}

/// Observes the current source directly (one source is active at a time). Subclasses say
/// where the sources come from.
@usableFromInline class ConcatSinkBase<Element>: ForwardingSink<Element, Element> {
    @exclusivity(unchecked) private final var current: SubscriptionNode?
    @exclusivity(unchecked) private final var subscribing = false
    @exclusivity(unchecked) private final var completedWhileSubscribing = false
    @exclusivity(unchecked) private final var disposed = false

    /// The next source, or `nil` at the end.
    func nextSource() -> Observable<Element>? { nil }

    override final var isDisposed: Bool { disposed }

    override final func next(_ element: Element) { downstream?.next(element) }

    override final func error(_ error: any Error) { forwardError(error) }

    override final func completed() {
        if disposed { return }
        if subscribing {
            // The source finished inside its own subscribe: the loop in moveNext goes on.
            completedWhileSubscribing = true
            return
        }
        if let node = current {
            current = nil
            node.dispose()
        }
        moveNext()
    }

    /// Subscribes to the next source, looping over sources that finish synchronously.
    final func moveNext() {
        while !disposed {
            // The observer may have been disposed during a synchronous source (say, by
            // `take`) before it holds this sink: stop, or an endless list would loop forever.
            guard let observer = downstream, !observer.isDisposed else { return }
            guard let source = nextSource() else {
                forwardCompleted()
                return
            }
            subscribing = true
            completedWhileSubscribing = false
            let node = source.run(self)
            subscribing = false
            if disposed {
                node.dispose()
                return
            }
            if completedWhileSubscribing {
                node.dispose()
                continue
            }
            current = node
            return
        }
    }

    override final func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let node = current {
            current = nil
            node.dispose()
        }
        didDispose()
    }

    /// Called once, after the current source was disposed.
    func didDispose() {}
}

/// `concat` over a lazily iterated sequence.
final class ConcatSink<Iterator: IteratorProtocol, Element>: ConcatSinkBase<Element>
    where Iterator.Element == Observable<Element>
{
    @exclusivity(unchecked) private var iterator: Iterator

    init(_ downstream: EventSink<Element>, _ iterator: Iterator) {
        self.iterator = iterator
        super.init(downstream)
    }

    override func nextSource() -> Observable<Element>? { iterator.next() }
}

/// `concat` over a list: a plain array walk, no generic iterator.
@usableFromInline final class ConcatArraySink<Element>: ConcatSinkBase<Element> {
    @exclusivity(unchecked) private var objects: ContiguousArray<AnyObject>
    @exclusivity(unchecked) private var index = 0

    @usableFromInline required init(_ downstream: EventSink<Element>, _ sources: SourceList<Element>) {
        self.objects = sources.objects
        super.init(downstream)
    }

    override func nextSource() -> Observable<Element>? {
        guard index < objects.count else { return nil }
        if index > 0 {
            // The previous source has finished: let go of it, so that the finished parts of a
            // long chain (and what their closures captured) are freed while the rest runs.
            // The list is this sink's own by now unless someone else still holds the concat
            // observable; then this copies it once.
            objects[index - 1] = doneNode
        }
        let source = unsafeDowncast(objects[index], to: Observable<Element>.self)
        index += 1
        return source
    }

    override func didDispose() { objects = [] }
}

/// The common case, a list of sources.
@usableFromInline final class ConcatArrayProducer<Element>: Observable<Element> {
    let sources: SourceList<Element>
    let sinkType: ConcatArraySink<Element>.Type
    @usableFromInline init(_ sources: SourceList<Element>, sink: ConcatArraySink<Element>.Type) {
        self.sources = sources
        self.sinkType = sink
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = sinkType.init(observer, sources)
        sink.moveNext()
        return sink
    }
}

/// A list of sources kept as `AnyObject`s: reading an element of a `ContiguousArray<AnyObject>`
/// is plain code even where `Element` is unknown, while `ContiguousArray<Observable<Element>>`
/// goes through value witnesses in unspecialised generic code. Built in the (inlined,
/// specialised) caller, where the conversion is a plain copy of references.
@usableFromInline struct SourceList<Value>: Sequence {
    @usableFromInline let objects: ContiguousArray<AnyObject>

    @inlinable init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Value> {
        var objects = ContiguousArray<AnyObject>()
        objects.reserveCapacity(sources.underestimatedCount)
        for source in sources { objects.append(source) }
        self.objects = objects
    }

    var count: Int { objects.count }

    @usableFromInline func makeIterator() -> Iterator { Iterator(objects: objects) }

    @usableFromInline struct Iterator: IteratorProtocol {
        let objects: ContiguousArray<AnyObject>
        var index = 0

        init(objects: ContiguousArray<AnyObject>) { self.objects = objects }

        @usableFromInline mutating func next() -> Observable<Value>? {
            guard index < objects.count else { return nil }
            defer { index += 1 }
            return unsafeDowncast(objects[index], to: Observable<Value>.self)
        }
    }
}
