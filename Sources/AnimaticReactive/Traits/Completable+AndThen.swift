extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// This completable, then `second`: `second` is subscribed when this one completed (after
    /// its subscription was disposed); an error skips `second`.
    ///
    /// ```swift
    /// fade(box, 0.5).andThen(shift(box, 0.5))   // fades 0–0.5 s, shifts 0.5–1.0 s
    /// ```
    public func andThen(_ second: Completable) -> Completable {
        let sources: [Observable<Never>] = [primitiveSequence.source, second.source]
        return Completable(raw: Observable.concat(sources))
    }

    /// This completable, then the single `second`: the result succeeds with `second`'s element.
    public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
        let sources: [Observable<Next>] = [NeverAsProducer<Next>(primitiveSequence.source), second.source]
        return Single(raw: Observable.concat(sources))
    }

    /// This completable, then the elements of `second`.
    ///
    /// ```swift
    /// fade(box, 0.5).andThen(Observable.of(1, 2))   // 1, 2 at 0.5 s, then completed
    /// ```
    public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
        let sources: [Observable<Next>] = [NeverAsProducer<Next>(primitiveSequence.source), second]
        return Observable.concat(sources)
    }
}
