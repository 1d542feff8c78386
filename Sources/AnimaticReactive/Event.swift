/// One event of an observable sequence: an element, or the error or completion that ends it.
///
/// Every sequence obeys the grammar `next* (error | completed)?`: any number of elements, then
/// at most one terminal event, and nothing after it.
///
/// ```swift
/// let e: Event<Int> = .next(1)
/// e.element       // 1
/// e.isStopEvent   // false
/// ```
@frozen public enum Event<Element> {
    /// The sequence produced an element.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(any Error)
    /// The sequence ended normally; nothing follows.
    case completed

    /// `true` for `.error` and `.completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `.next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `.error` event, otherwise `nil`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `.completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; a thrown error becomes an `.error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(...)` or `completed`, as marble tests print them.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Elements compare with `==`; errors compare by their type and their description, so that
    /// marble tests can compare recorded errors (RxTest does the same).
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case (.next(let a), .next(let b)): return a == b
        case (.completed, .completed): return true
        case (.error(let a), .error(let b)):
            return type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
        default: return false
        }
    }
}
