// RxCocoa's Swift-concurrency bridge of `Driver` and `Signal`
// (RxCocoa/Traits/SharedSequence/SharedSequence+Concurrency.swift): a shared sequence never
// fails, so its `values` is an `AsyncStream`, looped with `for await` (no `try`).

extension SharedSequence {
    /// The elements as an `AsyncStream` (RxCocoa's `SharedSequence.values`): a `Driver` or
    /// `Signal` cannot fail, so the loop needs no `try`; it ends at the completion. Cancelling the
    /// iterating task (or dropping the stream) disposes the subscription. Inside `Story.record`
    /// the loop resumes at each element's story time.
    ///
    /// ```swift
    /// Task {
    ///     for await progress in loading.asDriver(onErrorJustReturn: 1).values { bar.alpha = progress }
    /// }
    /// ```
    public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let disposable = asObservable().subscribe(onNext: { element in
                // Delivered on the story's thread (the reactive core's single-thread contract).
                nonisolated(unsafe) let element = element
                continuation.yield(element)
            }, onCompleted: { continuation.finish() })
            let subscription = UncheckedSendable(value: disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}
