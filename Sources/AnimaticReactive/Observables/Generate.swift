extension ObservableType {
    /// A sequence made by a loop: `initialState`, then `iterate` of the previous state, for as
    /// long as `condition` holds; then completion.
    ///
    /// As RxSwift's `generate(initialState:condition:scheduler:iterate:)`
    /// (RxSwift/Observables/Generate.swift): each step is one action on `scheduler` (on the default
    /// ``CurrentThreadScheduler`` every element is sent during `subscribe`; on a clock scheduler
    /// each is a separate action at the same story time); an error thrown by `condition` or
    /// `iterate` ends the sequence with it. Disposing the subscription stops the loop.
    ///
    /// ```swift
    /// Observable.generate(initialState: 0.0, condition: { $0 <= 1 }, iterate: { $0 + 0.25 })
    ///     // 0, 0.25, 0.5, 0.75, 1, completed
    /// ```
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateProducer(initialState, condition, iterate, scheduler)
    }
}

final class GenerateProducer<Element>: Observable<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: any ImmediateSchedulerType
    init(_ initialState: Element, _ condition: @escaping (Element) throws -> Bool,
         _ iterate: @escaping (Element) throws -> Element, _ scheduler: any ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> SubscriptionNode {
        let condition = self.condition, iterate = self.iterate
        var state = initialState
        var isFirst = true
        let sink = GeneratorSink(observer, scheduler) { observer in
            do {
                if !isFirst { state = try iterate(state) }
                isFirst = false
                if try condition(state) {
                    observer.next(state)
                    return true
                }
                observer.completed()
            } catch {
                observer.error(error)
            }
            return false
        }
        sink.scheduleStep()
        return sink
    }
}
