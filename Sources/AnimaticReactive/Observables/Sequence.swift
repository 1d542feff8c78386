extension ObservableType {
    /// The given elements in order, then completion, all sent during `subscribe`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3)   // next(1), next(2), next(3), completed
    /// ```
    public static func of(_ elements: Element...) -> Observable<Element> {
        SequenceProducer(elements)
    }

    /// The elements of an array in order, then completion.
    public static func from(_ array: [Element]) -> Observable<Element> {
        SequenceProducer(array)
    }

    /// The elements of a sequence in order, then completion. The sequence is iterated afresh
    /// for every subscription, and iteration stops as soon as the subscription is disposed.
    public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element>
        where Source.Element == Element
    {
        SequenceProducer(sequence)
    }

    /// One element if `optional` holds one, then completion.
    public static func from(optional: Element?) -> Observable<Element> {
        SequenceProducer(optional.map { [$0] } ?? [])
    }
}

final class SequenceProducer<Source: Sequence>: Observable<Source.Element> {
    let elements: Source
    init(_ elements: Source) { self.elements = elements }

    override func run(_ observer: EventSink<Source.Element>) -> SubscriptionNode {
        var iterator = elements.makeIterator()
        while !observer.isDisposed, let element = iterator.next() {
            observer.next(element)
        }
        if !observer.isDisposed { observer.completed() }
        return doneNode
    }
}
