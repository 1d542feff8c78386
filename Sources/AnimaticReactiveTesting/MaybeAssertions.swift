import AnimaticReactive
import Testing
import XCTest

func sameMaybeEvent<Element: Equatable>(_ a: MaybeEvent<Element>, _ b: MaybeEvent<Element>) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): return x == y
    case (.error(let x), .error(let y)): return sameError(x, y)
    case (.completed, .completed): return true
    default: return false
    }
}

/// Asserts that two `Maybe` event sequences are equal (RxTest's `XCTAssertEqual` for
/// `[MaybeEvent]`, RxTest/XCTest+Rx.swift): successes by their elements, errors by type and
/// description.
///
/// ```swift
/// var events: [MaybeEvent<Int>] = []
/// _ = Maybe.just(1).subscribe { events.append($0) }
/// XCTAssertEqual(events, [.success(1)])
/// ```
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    if let message = difference(lhs, rhs, sameMaybeEvent) { XCTFail(message, file: file, line: line) }
}

/// Records an issue unless two `Maybe` event sequences are equal (compared as RxTest's
/// `XCTAssertEqual` for `[MaybeEvent]` does).
///
/// ```swift
/// expectEqual(events, [.completed])
/// ```
public func expectEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
                                            sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = difference(lhs, rhs, sameMaybeEvent) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}
