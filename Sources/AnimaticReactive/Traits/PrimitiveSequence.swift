import AnimaticClock

/// A sequence whose shape is fixed by its `Trait`: ``Completable`` (no element, only the end)
/// and ``Single`` (exactly one element, or an error).
///
/// As in RxSwift 6, `Completable` is `PrimitiveSequence<CompletableTrait, Never>` and
/// `Single<Element>` is `PrimitiveSequence<SingleTrait, Element>`: a small value wrapping an
/// ``Observable`` whose events obey the trait. The traits' constructors (`create`, `just`,
/// `asSingle()`, ...) are the only way to build one, so the grammar always holds. A primitive
/// sequence is not an ``ObservableType``: convert it with ``asObservable()`` to use the
/// observable operators.
///
/// Like `Observable`, not thread-safe: a story records on one thread.
public struct PrimitiveSequence<Trait, Element> {
    /// The observable carrying the events.
    let source: Observable<Element>

    /// Wraps an observable that already obeys the trait's grammar.
    init(raw: Observable<Element>) { source = raw }
}

/// A type that is, or holds, a ``PrimitiveSequence``; extensions of it are how RxSwift (and
/// story code pasted from iOS) adds operators to `Single` and `Completable`.
///
/// ```swift
/// extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
///     func thenFade(_ view: UIView) -> Completable { andThen(view.rx.fadeCompletable()) }
/// }
/// ```
public protocol PrimitiveSequenceType {
    /// `CompletableTrait` or `SingleTrait`.
    associatedtype Trait
    /// The element type (`Never` for a completable).
    associatedtype Element

    /// The sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an ``Observable``, with the same events.
    ///
    /// ```swift
    /// fade.asObservable()   // Observable<Never>: completed (or error)
    /// ```
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequenceType {
    /// Delivers the success or completion `dueTime` later; an error is delivered at once.
    ///
    /// As `Observable.delay`, the source is subscribed immediately (its side effects happen
    /// now). A negative, NaN or infinite `dueTime` ends the sequence with a `StoryTimeError`,
    /// also reported to the story being recorded.
    ///
    /// ```swift
    /// fade.delay(.milliseconds(500), scheduler: MainScheduler.instance)   // completes 0.5 s late
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.delay(dueTime, scheduler: scheduler))
    }

    /// `delay` with the due time in seconds (`TimeInterval`).
    public func delay(_ dueTime: Double, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source `dueTime` after the subscription is made: `fade.delaySubscription(1, ...)`
    /// starts fading at 1 s.
    ///
    /// Disposing before `dueTime` means the source never starts. Bad times are refused as in
    /// `delay`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// `delaySubscription` with the due time in seconds (`TimeInterval`).
    public func delaySubscription(_ dueTime: Double, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Resubscribes after an error, for at most `maxAttemptCount` subscriptions in all (so
    /// `retry(2)` retries once); the last error passes through. See `Observable.retry(_:)`.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(maxAttemptCount))
    }

    /// Calls `primitiveSequenceFactory` at each subscription and subscribes to what it returns;
    /// an error it throws becomes the sequence's error.
    public static func deferred(
        _ primitiveSequenceFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try primitiveSequenceFactory().source })
    }
}

/// Lets a completable (no elements) take part in a chain of another element type; no element
/// can ever arrive, only the terminal event passes.
final class NeverAsProducer<Element>: Observable<Element> {
    let source: Observable<Never>
    init(_ source: Observable<Never>) { self.source = source }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let sink = NeverAsSink<Element>(observer)
        sink.subscribe(to: source)
        return sink
    }
}

final class NeverAsSink<Element>: OperatorSink<Never, Element> {
    override func next(_ element: Never) {}
}
