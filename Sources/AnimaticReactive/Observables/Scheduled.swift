// `just`, `of`, `from` and `from(optional:)` on a scheduler, as RxSwift's `Just.swift`,
// `Sequence.swift` and `Optional.swift`: one scheduler action per element and one more for the
// completion (on `MainScheduler.instance`, successive steps of the current story time).

extension ObservableType {
    /// `element`, then completion, each sent by its own action on `scheduler`.
    ///
    /// ```swift
    /// Observable.just(1, scheduler: MainScheduler.instance)   // next(1) and completed, at two steps of now
    /// ```
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ScheduledSequenceProducer(CollectionOfOne(element), scheduler)
    }

    /// The given elements, then completion, one scheduler action each.
    public static func of(_ elements: Element..., scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ScheduledSequenceProducer(elements, scheduler)
    }

    /// The elements of an array, then completion, one scheduler action each.
    public static func from(_ array: [Element], scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ScheduledSequenceProducer(array, scheduler)
    }

    /// The elements of a sequence (iterated afresh per subscription), then completion, one
    /// scheduler action each.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: any ImmediateSchedulerType) -> Observable<Element>
        where Source.Element == Element
    {
        ScheduledSequenceProducer(sequence, scheduler)
    }

    /// The element of `optional` if it holds one, then completion, one scheduler action each.
    public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ScheduledSequenceProducer(optional.map { [$0] } ?? [], scheduler)
    }
}

final class ScheduledSequenceProducer<Source: Sequence>: Observable<Source.Element> {
    let elements: Source
    let scheduler: any ImmediateSchedulerType
    init(_ elements: Source, _ scheduler: any ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Source.Element>) -> SubscriptionNode {
        var iterator = elements.makeIterator()
        let sink = GeneratorSink(observer, scheduler) { observer in
            if let element = iterator.next() {
                observer.next(element)
                return true
            }
            observer.completed()
            return false
        }
        sink.scheduleStep()
        return sink
    }
}
