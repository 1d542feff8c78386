import AnimaticReactive
import Testing
import XCTest

// RxTest's assertions (RxTest/XCTest+Rx.swift, RxTest/Recorded+Event.swift) for XCTest, under
// RxTest's names, and their Swift Testing equivalents (`expectEqual`). On a mismatch the message
// lists both sequences and the first index where they differ. Errors compare by type and
// description, as RxTest does.

extension Recorded {
    /// The recorded events as an array (RxTest's `Recorded.events(_:)`).
    ///
    /// ```swift
    /// let expected = Recorded.events(.next(210, 1), .completed(220))
    /// ```
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events, unchanged (RxTest's `Recorded.events(_:)` of an array).
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}

/// Whether two errors are "equal" as marble tests compare them: same type, same description.
func sameError(_ a: any Error, _ b: any Error) -> Bool {
    type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
}

func sameSingleEvent<Element: Equatable>(_ a: SingleEvent<Element>, _ b: SingleEvent<Element>) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): return x == y
    case (.failure(let x), .failure(let y)): return sameError(x, y)
    default: return false
    }
}

func sameCompletableEvent(_ a: CompletableEvent, _ b: CompletableEvent) -> Bool {
    switch (a, b) {
    case (.completed, .completed): return true
    case (.error(let x), .error(let y)): return sameError(x, y)
    default: return false
    }
}

/// `nil` when equal, else a message naming the first difference.
func difference<Element>(_ lhs: [Element], _ rhs: [Element], _ equal: (Element, Element) -> Bool) -> String? {
    if lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(equal) { return nil }
    let index = zip(lhs, rhs).enumerated().first { !equal($0.element.0, $0.element.1) }?.offset ?? min(lhs.count, rhs.count)
    return "Events differ at index \(index):\n  actual:   \(lhs)\n  expected: \(rhs)"
}

// MARK: - XCTest (RxTest's names)

/// Asserts that two event sequences are equal (RxTest's `XCTAssertEqual` for `[Event]`).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    if let message = difference(lhs, rhs, { $0 == $1 }) { XCTFail(message, file: file, line: line) }
}

/// Asserts that two recorded event sequences are equal, times included (RxTest's `XCTAssertEqual`).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    if let message = difference(lhs, rhs, { $0 == $1 }) { XCTFail(message, file: file, line: line) }
}

/// Asserts that two `Single` event sequences are equal (RxTest's `XCTAssertEqual` for `[SingleEvent]`).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    if let message = difference(lhs, rhs, sameSingleEvent) { XCTFail(message, file: file, line: line) }
}

/// Asserts that two `Completable` event sequences are equal (RxTest's `XCTAssertEqual` for `[CompletableEvent]`).
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
                           file: StaticString = #filePath, line: UInt = #line) {
    if let message = difference(lhs, rhs, sameCompletableEvent) { XCTFail(message, file: file, line: line) }
}

/// Asserts that the stream holds exactly `elements` as `.next` events and nothing else
/// (RxTest's `XCTAssertRecordedElements`).
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element],
                                                          file: StaticString = #filePath, line: UInt = #line) {
    let events = stream.map(\.value)
    if let message = difference(events, elements.map { Event.next($0) }, { $0 == $1 }) { XCTFail(message, file: file, line: line) }
}

// MARK: - Swift Testing

/// Records an issue unless two event sequences are equal: the Swift Testing form of RxTest's
/// `XCTAssertEqual` (`#expect(a == b)` works too; this one names the first difference).
public func expectEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>],
                                            sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = difference(lhs, rhs, { $0 == $1 }) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}

/// Records an issue unless two recorded event sequences are equal, times included.
public func expectEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
                                            sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = difference(lhs, rhs, { $0 == $1 }) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}

/// Records an issue unless two `Single` event sequences are equal.
public func expectEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
                                            sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = difference(lhs, rhs, sameSingleEvent) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}

/// Records an issue unless two `Completable` event sequences are equal.
public func expectEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
                        sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = difference(lhs, rhs, sameCompletableEvent) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}

/// Records an issue unless the stream holds exactly `elements` as `.next` events.
public func expectRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element],
                                                       sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = difference(stream.map(\.value), elements.map { Event.next($0) }, { $0 == $1 }) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
