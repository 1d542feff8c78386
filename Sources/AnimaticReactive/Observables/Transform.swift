// Single-source operators that transform or select elements: compactMap, enumerated, scan,
// reduce, toArray, distinctUntilChanged, element(at:), takeLast. Each follows the RxSwift
// source file of its name (RxSwift/Observables/<Name>.swift).

/// Runs one sink per subscription, made by `makeSink` (the shape of every operator below).
final class SinkProducer<Input, Output>: Observable<Output> {
    let source: Observable<Input>
    let makeSink: (EventSink<Output>) -> OperatorSink<Input, Output>
    init(_ source: Observable<Input>, _ makeSink: @escaping (EventSink<Output>) -> OperatorSink<Input, Output>) {
        self.source = source
        self.makeSink = makeSink
    }

    override func run(_ observer: EventSink<Output>) -> SubscriptionNode {
        let sink = makeSink(observer)
        sink.subscribe(to: source)
        return sink
    }
}

/// An operator sink whose element handling is a closure given the sink (for the operators
/// whose only state is captured by that closure).
final class ClosureSink<Input, Output>: OperatorSink<Input, Output> {
    var onNext: ((ClosureSink, Input) -> Void)?
    var onCompleted: ((ClosureSink) -> Void)?

    override func next(_ element: Input) {
        if downstream == nil { return }
        onNext?(self, element)
    }

    override func completed() {
        if downstream == nil { return }
        if let onCompleted { onCompleted(self) } else { forwardCompleted() }
    }

    override func didDispose() {
        onNext = nil
        onCompleted = nil
    }

    /// Runs `body`, ending the sequence with the error it throws.
    func attempt(_ body: () throws -> Void) {
        do { try body() } catch { forwardError(error) }
    }
}

extension ObservableType {
    fileprivate func operate<Output>(
        next: @escaping (ClosureSink<Element, Output>, Element) -> Void,
        completed: ((ClosureSink<Element, Output>) -> Void)? = nil
    ) -> Observable<Output> {
        SinkProducer(asObservable()) { observer in
            let sink = ClosureSink<Element, Output>(observer)
            sink.onNext = next
            sink.onCompleted = completed
            return sink
        }
    }

    /// Transforms each element and drops the `nil` results (RxSwift's `CompactMap.swift`); an
    /// error thrown by `transform` ends the sequence.
    ///
    /// ```swift
    /// Observable.of("1", "x", "3").compactMap { Int($0) }   // 1, 3
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        operate { sink, element in
            sink.attempt { if let mapped = try transform(element) { sink.downstream?.next(mapped) } }
        }
    }

    /// Each element with its index, from 0 (RxSwift's `Enumerated.swift`).
    ///
    /// ```swift
    /// Observable.of("a", "b").enumerated()   // (0, "a"), (1, "b")
    /// ```
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        SinkProducer(asObservable()) { observer in
            var index = 0
            let sink = ClosureSink<Element, (index: Int, element: Element)>(observer)
            sink.onNext = { sink, element in
                let current = index
                index += 1
                sink.downstream?.next((current, element))
            }
            return sink
        }
    }

    /// Each intermediate result of folding the elements into `seed` (RxSwift's `Scan.swift`).
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(0, accumulator: +)   // 1, 3, 6
    /// ```
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { state, element in state = try accumulator(state, element) }
    }

    /// `scan` that mutates the accumulated value in place.
    ///
    /// ```swift
    /// Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }   // [1], [1, 2]
    /// ```
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        SinkProducer(asObservable()) { observer in
            var state = seed
            let sink = ClosureSink<Element, A>(observer)
            sink.onNext = { sink, element in
                sink.attempt {
                    try accumulator(&state, element)
                    sink.downstream?.next(state)
                }
            }
            return sink
        }
    }

    /// Folds the elements into `seed` and sends `mapResult` of the result when the source
    /// completes (RxSwift's `Reduce.swift`); an empty source sends `mapResult(seed)`.
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        SinkProducer(asObservable()) { observer in
            var state = seed
            let sink = ClosureSink<Element, Result>(observer)
            sink.onNext = { sink, element in sink.attempt { state = try accumulator(state, element) } }
            sink.onCompleted = { sink in
                sink.attempt {
                    let result = try mapResult(state)
                    sink.downstream?.next(result)
                    sink.forwardCompleted()
                }
            }
            return sink
        }
    }

    /// Folds the elements into `seed` and sends the result when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +)   // 6, completed
    /// ```
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// `reduce` that mutates the accumulated value in place.
    public func reduce<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        reduce(seed, accumulator: { state, element in
            var next = state
            try accumulator(&next, element)
            return next
        }, mapResult: { $0 })
    }

    /// All the elements as one array, when the source completes (RxSwift 6's `ToArray.swift`
    /// returns a `Single`).
    ///
    /// ```swift
    /// Observable.of(1, 2).toArray()   // Single: success([1, 2])
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(raw: reduce(into: [Element]()) { $0.append($1) })
    }

    /// Drops an element equal to the one before it, as judged by `comparer` (RxSwift's
    /// `DistinctUntilChanged.swift`); the first element always passes. An error thrown by
    /// `comparer` ends the sequence.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops an element whose key equals the previous element's key, as judged by `comparer`.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        SinkProducer(asObservable()) { observer in
            var last: Key?
            let sink = ClosureSink<Element, Element>(observer)
            sink.onNext = { sink, element in
                sink.attempt {
                    let key = try keySelector(element)
                    if let previous = last, try comparer(previous, key) { return }
                    last = key
                    sink.downstream?.next(element)
                }
            }
            return sink
        }
    }

    /// Drops an element whose key equals the previous element's key.
    ///
    /// ```swift
    /// points.distinctUntilChanged { $0.x }   // only when x changes
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops an element whose property at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }

    /// The element at `index` (from 0), then completion (RxSwift's `ElementAt.swift`). A
    /// source that completes before it fails with `RxError.argumentOutOfRange`. A negative
    /// index (RxSwift traps) ends the sequence with a ``ReactiveArgumentError``, reported to
    /// the story being recorded.
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 {
            return refused(ReactiveArgumentError(operatorName: "element(at:)", reason: "index must not be negative, got \(index)"))
        }
        return SinkProducer(asObservable()) { observer in
            var remaining = index
            let sink = ClosureSink<Element, Element>(observer)
            sink.onNext = { sink, element in
                if remaining == 0 {
                    sink.downstream?.next(element)
                    sink.forwardCompleted()
                } else {
                    remaining -= 1
                }
            }
            sink.onCompleted = { sink in sink.forwardError(RxError.argumentOutOfRange) }
            return sink
        }
    }

    /// The last `count` elements, sent when the source completes (RxSwift's `TakeLast.swift`).
    /// A negative count (RxSwift traps) ends the sequence with a ``ReactiveArgumentError``,
    /// reported to the story being recorded.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).takeLast(2)   // 2, 3 at the completion
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return refused(ReactiveArgumentError(operatorName: "takeLast", reason: "count must not be negative, got \(count)"))
        }
        return SinkProducer(asObservable()) { observer in
            var buffer: [Element] = []
            var head = 0
            let sink = ClosureSink<Element, Element>(observer)
            sink.onNext = { _, element in
                if count == 0 { return }
                buffer.append(element)
                if buffer.count - head > count { head += 1 }
                if head > 64 && head * 2 > buffer.count {
                    buffer.removeFirst(head)
                    head = 0
                }
            }
            sink.onCompleted = { sink in
                for element in buffer[head...] {
                    guard let observer = sink.downstream else { return }
                    observer.next(element)
                }
                sink.forwardCompleted()
            }
            return sink
        }
    }
}

extension ObservableType {
    /// The source's elements; if it completes empty, `default` and completion (RxSwift's
    /// `DefaultIfEmpty.swift`).
    public func ifEmpty(default: Element) -> Observable<Element> {
        IfEmptyProducer(asObservable(), Observable.just(`default`))
    }

    /// The source's events; if it completes empty, those of `other` (RxSwift's
    /// `SwitchIfEmpty.swift`).
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        IfEmptyProducer(asObservable(), other)
    }
}

extension ObservableType {
    /// The one element of the source, then its completion (RxSwift's `SingleAsync.swift`): a
    /// second element fails with `RxError.moreThanOneElement` at once, a completion without an
    /// element with `RxError.noElements`.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// `single()` of the elements that satisfy `predicate` (the others are ignored); an error
    /// thrown by `predicate` ends the sequence.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SinkProducer(asObservable()) { observer in
            var seen = false
            let sink = ClosureSink<Element, Element>(observer)
            sink.onNext = { sink, element in
                sink.attempt {
                    guard try predicate(element) else { return }
                    if seen { throw RxError.moreThanOneElement }
                    seen = true
                    sink.downstream?.next(element)
                }
            }
            sink.onCompleted = { sink in
                if seen { sink.forwardCompleted() } else { sink.forwardError(RxError.noElements) }
            }
            return sink
        }
    }

    /// The first element, or `nil` if the source completes empty, as a ``Single`` (RxSwift's
    /// `First.swift`); the source is disposed at the first element.
    public func first() -> Single<Element?> {
        Single(raw: SinkProducer(asObservable()) { observer in
            let sink = ClosureSink<Element, Element?>(observer)
            sink.onNext = { sink, element in
                sink.downstream?.next(element)
                sink.forwardCompleted()
            }
            sink.onCompleted = { sink in
                sink.downstream?.next(nil)
                sink.forwardCompleted()
            }
            return sink
        })
    }
}

extension ObservableType where Element: Equatable {
    /// Drops an element equal to the one before it.
    ///
    /// ```swift
    /// Observable.of(1, 1, 2, 1).distinctUntilChanged()   // 1, 2, 1
    /// ```
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}
