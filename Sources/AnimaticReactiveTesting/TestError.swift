/// The error marble tests send.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError, Int.self)])
/// ```
public struct TestError: Error, Equatable, CustomStringConvertible {
    public var name: String
    public var description: String { name }

    /// An error called `name` ("test error" by default).
    public init(name: String = "test error") { self.name = name }
}

/// The usual ``TestError``.
public let testError = TestError()
