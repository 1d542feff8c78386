import AnimaticReactive

/// A time in a marble test, in units of the ``TestScheduler``'s resolution (1 s by default).
public typealias TestTime = Int

/// A value recorded at a test time: an event in a marble table.
///
/// ```swift
/// let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(250)]
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was (or is to be) sent.
    public let time: TestTime
    /// The value, usually an ``Event``.
    public let value: Value

    /// Records `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `.next(element)` event at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
        where Value == Event<Element>
    {
        Recorded(time: time, value: .next(element))
    }

    /// A `.completed` event at `time`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>>
        where Value == Event<Element>
    {
        Recorded(time: time, value: .completed)
    }

    /// An `.error(error)` event at `time`.
    public static func error<Element>(_ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self) -> Recorded<Event<Element>>
        where Value == Event<Element>
    {
        Recorded(time: time, value: .error(error))
    }
}

/// When a test observable was subscribed to and when that subscription was disposed.
///
/// ```swift
/// #expect(xs.subscriptions == [Subscription(200, 450)])
/// ```
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// The test time of the subscription.
    public let subscribe: TestTime
    /// The test time of the disposal, or `Subscription.infinity` while still subscribed.
    public let unsubscribe: TestTime

    /// "Never disposed".
    public static let infinity = TestTime.max

    /// A subscription made at `subscribe` and disposed at `unsubscribe` (never, by default).
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = Subscription.infinity) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        unsubscribe == Subscription.infinity ? "(\(subscribe), never)" : "(\(subscribe), \(unsubscribe))"
    }
}
