// Swift concurrency bridges as RxSwift 6.5 has them (RxSwift/Observable+Concurrency.swift,
// RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift). Inside `Story.record`
// they run on the story clock: the subscription's events are delivered on the story's thread, and
// the awaiting task's resumption is a job enqueued from that thread, so it runs as a clock action
// at the story time of the event (see AnimaticClock's `StoryTasks`).

/// Lets a value that is only used on one thread cross a `@Sendable` boundary (the single-thread
/// contract of the reactive core: a story records on one thread).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`, for `for try await` (RxSwift's `values`).
    ///
    /// The sequence is subscribed when the stream is made; its elements are buffered until the
    /// loop asks for them, its error is thrown by the loop, its completion ends the loop.
    /// Cancelling the task that iterates (or dropping the stream) disposes the subscription; a
    /// subscription disposed before a terminal event ends the loop with `CancellationError`.
    /// Inside `Story.record` each element reaches the loop at the story time it was sent.
    ///
    /// ```swift
    /// Task { @MainActor in
    ///     for try await page in pages.values { card.alpha = page == 0 ? 1 : 0.5 }
    /// }
    /// ```
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream<Element, any Error> { continuation in
            var isFinished = false
            let disposable = asObservable().subscribe(
                onNext: { element in
                    // The element goes to the task on the story's thread (the reactive core's
                    // single-thread contract), so it is not shared across threads.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { error in
                    isFinished = true
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    isFinished = true
                    continuation.finish()
                },
                onDisposed: {
                    if !isFinished { continuation.finish(throwing: CancellationError()) }
                })
            let subscription = UncheckedSendable(value: disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// The elements of this asynchronous sequence as an ``Observable`` (RxSwift's
    /// `asObservable(priority:)`).
    ///
    /// Each subscription starts a detached task that iterates the sequence, sending each
    /// element, then completion (also when the task is cancelled), or the error it throws.
    /// Disposing the subscription cancels the task. Inside `Story.record` the task runs on the
    /// story clock, so an element produced after `Task.sleep` arrives at that story time.
    ///
    /// ```swift
    /// let ticks = AsyncStream<Int> { c in for i in 0..<3 { c.yield(i) }; c.finish() }
    /// ticks.asObservable().subscribe(onNext: { print($0) })
    /// ```
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // The iteration runs in a task whose jobs stay on this thread's story (the reactive
            // core's single-thread contract), so the sequence and the observer are not shared.
            let iterate = UncheckedSendable(value: { () async -> Void in
                do {
                    for try await value in self {
                        observer.onNext(value)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            })
            let task = Task.detached(priority: priority) { await iterate.value() }
            return Disposables.create { task.cancel() }
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Awaits the single's element, or throws its error (RxSwift's `Single.value`).
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    /// Inside `Story.record` the task resumes at the story time of the success.
    ///
    /// ```swift
    /// let size = try await loadSize().value
    /// ```
    public var value: Element {
        get async throws {
            let subscription = UncheckedSendable(value: SingleAssignmentDisposable())
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    var didResume = false
                    subscription.value.setDisposable(primitiveSequence.subscribe(
                        onSuccess: { element in
                            didResume = true
                            nonisolated(unsafe) let element = element
                            continuation.resume(returning: element)
                        },
                        onFailure: { error in
                            didResume = true
                            continuation.resume(throwing: error)
                        },
                        onDisposed: {
                            if !didResume { continuation.resume(throwing: CancellationError()) }
                        }))
                }
            } onCancel: {
                subscription.value.dispose()
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the maybe's element, `nil` when it completes empty, or throws its error
    /// (RxSwift's `Maybe.value`).
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// if let image = try await cachedImage().value { logo.image = image }
    /// ```
    public var value: Element? {
        get async throws {
            let subscription = UncheckedSendable(value: SingleAssignmentDisposable())
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    var didResume = false
                    subscription.value.setDisposable(primitiveSequence.subscribe(
                        onSuccess: { element in
                            didResume = true
                            nonisolated(unsafe) let value: Element? = element
                            continuation.resume(returning: value)
                        },
                        onError: { error in
                            didResume = true
                            continuation.resume(throwing: error)
                        },
                        onCompleted: {
                            didResume = true
                            continuation.resume(returning: nil)
                        },
                        onDisposed: {
                            if !didResume { continuation.resume(throwing: CancellationError()) }
                        }))
                }
            } onCancel: {
                subscription.value.dispose()
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Awaits the completable's completion, or throws its error (RxSwift's `Completable.value`).
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// try await fadeIn(logo).value
    /// ```
    public var value: Void {
        get async throws {
            let subscription = UncheckedSendable(value: SingleAssignmentDisposable())
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    var didResume = false
                    subscription.value.setDisposable(primitiveSequence.subscribe(
                        onCompleted: {
                            didResume = true
                            continuation.resume()
                        },
                        onError: { error in
                            didResume = true
                            continuation.resume(throwing: error)
                        },
                        onDisposed: {
                            if !didResume { continuation.resume(throwing: CancellationError()) }
                        }))
                }
            } onCancel: {
                subscription.value.dispose()
            }
        }
    }
}
