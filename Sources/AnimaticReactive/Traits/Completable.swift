/// The trait of a ``Completable``: a sequence with no elements that only completes or fails.
public enum CompletableTrait {}

/// A sequence that only says when (and whether) something finished: the natural type of an
/// animation step.
///
/// As in RxSwift 6 it is `PrimitiveSequence<CompletableTrait, Never>`, so RxSwift's
/// extensions and signatures (`func fade() -> Completable`) compile unchanged.
///
/// ```swift
/// func fade(_ view: UIView, duration: TimeInterval) -> Completable {
///     Completable.create { completable in
///         UIView.animate(withDuration: duration, animations: { view.alpha = 0 }) { _ in
///             completable(.completed)
///         }
///         return Disposables.create()
///     }
/// }
/// fade(box, 0.5).andThen(shift(box, 0.5)).subscribe().disposed(by: stage.disposeBag)
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable``'s `create` closure reports: the end, or an error.
@frozen public enum CompletableEvent {
    /// The work failed; nothing follows.
    case error(any Error)
    /// The work finished; nothing follows.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The closure a `Completable.create` body calls to end the sequence.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a closure that starts the work and reports its end.
    ///
    /// `subscribe` runs once per subscription, when the subscription is made; it calls the
    /// given `completable` closure with `.completed` or `.error(e)` (now or later) and returns
    /// the disposable that cancels the work. Only the first call counts; calls after the end or
    /// after disposal are ignored. The returned disposable is disposed when the subscription
    /// ends, including right after the terminal event.
    ///
    /// ```swift
    /// Completable.create { completable in
    ///     UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }) { _ in completable(.completed) }
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> any Disposable) -> Completable {
        Completable(raw: Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .completed: observer.onCompleted()
                case .error(let error): observer.onError(error)
                }
            }
        })
    }

    /// Subscribes a closure that receives the terminal event (`.completed` or `.error`).
    ///
    /// An error passed to `observer` counts as handled.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
        primitiveSequence.source.subscribe { event in
            switch event {
            case .next: break
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers for the completion, the error and the disposal.
    ///
    /// `onDisposed` runs once, when the subscription is disposed: by the caller, or right after
    /// the terminal event. An error with no `onError` handler is an unhandled error, reported
    /// to the story being recorded (as `Observable.subscribe` does).
    ///
    /// ```swift
    /// fade.subscribe(onCompleted: { print("faded") }).disposed(by: disposeBag)
    /// ```
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        primitiveSequence.source.subscribe(onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onCompleted:onError:onDisposed:)` with `object` handed to each handler; the
    /// object is held weakly, and once it is gone the handlers are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// A completable that fails at once with `error`.
    public static func error(_ error: any Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A completable that never ends (holds no resources).
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A completable that completes at once.
    ///
    /// ```swift
    /// Completable.empty().delay(0.5, scheduler: MainScheduler.instance)   // a half-second pause
    /// ```
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Runs side effects on the events, without changing them (see `Observable.do`).
    ///
    /// ```swift
    /// fade.do(onCompleted: { print("faded at", MainScheduler.instance.storyNow) })
    /// ```
    public func `do`(
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// This completable, then, once it completed, `second` (the same as `andThen(second)`).
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The completables one after the other: each is subscribed only when the previous one
    /// completed (and after its subscription was disposed); an error ends the whole chain.
    /// The sequence is iterated lazily, so it may be endless.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
        where Sources.Element == Completable
    {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.source }))
    }

    /// `concat` over a collection of completables.
    ///
    /// ```swift
    /// Completable.concat([fade(box, 0.5), shift(box, 0.5)])   // 0–0.5 s, then 0.5–1.0 s
    /// ```
    public static func concat<Sources: Collection>(_ collection: Sources) -> Completable
        where Sources.Element == Completable
    {
        Completable(raw: Observable.concat(collection.map { $0.source }))
    }

    /// `concat` of the completables given as arguments.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.source }))
    }

    /// Runs all the completables at once (subscribed in order) and completes when every one
    /// completed; the first error ends everything. For completables RxSwift 6 calls this
    /// `zip`; it is a `merge`.
    ///
    /// ```swift
    /// Completable.zip([fade(box, 0.5), shift(other, 1)])   // completes at 1 s
    /// ```
    public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
        where Sources.Element == Completable
    {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// `zip` of an array of completables.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// `zip` of the completables given as arguments.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// The same as `zip` (RxSwift 5's name, deprecated but still common in
    /// RxSwift 6 code): all at once, completes when all completed.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Completable
        where Sources.Element == Completable
    {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// `merge` of an array of completables.
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// `merge` of the completables given as arguments.
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }
}

extension ObservableType where Element == Never {
    /// This element-less sequence as a ``Completable`` (RxSwift 6's only `asCompletable`).
    ///
    /// ```swift
    /// shift(box, 0.5).ignoreElements().asCompletable()
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension ObservableType {
    /// This sequence as a ``Completable``: the elements are dropped, the completion or error
    /// passes.
    ///
    /// An Animatic addition: RxSwift 6 has `asCompletable()` only on `Observable<Never>`. Code
    /// that must also compile against RxSwift should write `.ignoreElements().asCompletable()`.
    ///
    /// ```swift
    /// box.rx.shift(duration: 0.5).asCompletable()   // Observable<Void> -> Completable
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}
