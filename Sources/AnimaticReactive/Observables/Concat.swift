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
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        ConcatArrayProducer(collection)
    }

    /// `concat` over a sequence, iterated lazily (it may be endless).
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element>
    {
        ConcatProducer(sequence)
    }

    /// `concat` of the sequences given as arguments.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatArrayProducer(sources)
    }

    /// This sequence's elements, then, once it completed, those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
        where Source.Element == Element
    {
        ConcatArrayProducer([asObservable(), second.asObservable()])
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

/// Observes the current source directly (one source is active at a time).
final class ConcatSink<Iterator: IteratorProtocol, Element>: EventSink<Element>
    where Iterator.Element == Observable<Element>
{
    @exclusivity(unchecked) private var downstream: EventSink<Element>?
    @exclusivity(unchecked) private var iterator: Iterator
    @exclusivity(unchecked) private var current: SubscriptionNode?
    @exclusivity(unchecked) private var subscribing = false
    @exclusivity(unchecked) private var completedWhileSubscribing = false
    @exclusivity(unchecked) private var disposed = false

    init(_ downstream: EventSink<Element>, _ iterator: Iterator) {
        self.downstream = downstream
        self.iterator = iterator
    }

    override var isDisposed: Bool { disposed }

    override func next(_ element: Element) { downstream?.next(element) }

    override func error(_ error: any Error) {
        guard let observer = downstream else { return }
        downstream = nil
        observer.error(error)
        dispose()
    }

    override func completed() {
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
    func moveNext() {
        while !disposed {
            // The observer may have been disposed during a synchronous source (say, by
            // `take`) before it holds this sink: stop, or an endless list would loop forever.
            guard let observer = downstream, !observer.isDisposed else { return }
            guard let source = iterator.next() else {
                downstream = nil
                observer.completed()
                dispose()
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

    override func dispose() {
        if disposed { return }
        disposed = true
        downstream = nil
        if let node = current {
            current = nil
            node.dispose()
        }
    }
}

/// The common case, a list of sources: a plain array walk, no generic iterator.
final class ConcatArrayProducer<Element>: Observable<Element> {
    let sources: SourceList<Element>
    init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Element> {
        self.sources = SourceList(sources)
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = ConcatSink<SourceList<Element>.Iterator, Element>(observer, sources.makeIterator())
        sink.moveNext()
        return sink
    }
}

/// A list of sources kept as `AnyObject`s: reading an element of a `ContiguousArray<AnyObject>`
/// is plain code even where `Element` is unknown, while `ContiguousArray<Observable<Element>>`
/// goes through value witnesses in unspecialised generic code.
struct SourceList<Value>: Sequence {
    let objects: ContiguousArray<AnyObject>

    init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Value> {
        objects = ContiguousArray(sources.lazy.map { $0 as AnyObject })
    }

    var count: Int { objects.count }

    func makeIterator() -> Iterator { Iterator(objects: objects) }

    struct Iterator: IteratorProtocol {
        let objects: ContiguousArray<AnyObject>
        var index = 0

        mutating func next() -> Observable<Value>? {
            guard index < objects.count else { return nil }
            defer { index += 1 }
            return unsafeDowncast(objects[index], to: Observable<Value>.self)
        }
    }
}
