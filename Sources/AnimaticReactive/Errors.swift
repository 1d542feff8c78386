/// An operator was given an argument that RxSwift would trap on (for example `take(-1)`).
///
/// Animatic never crashes on bad input: the subscriber receives this error as an `.error`
/// event, and it is also reported to the story being recorded
/// (`StoryContext.reportToCurrent`), so the recording fails with this message.
public struct ReactiveArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The operator that refused the argument, for example `"take"`.
    public let operatorName: String
    /// What was wrong, for example `"count must not be negative, got -1"`.
    public let reason: String

    /// Creates the error.
    public init(operatorName: String, reason: String) {
        self.operatorName = operatorName
        self.reason = reason
    }

    /// The operator's name and what was wrong (`"take: count must not be negative, got -1"`).
    public var description: String { "\(operatorName): \(reason)" }
}

/// An `.error` event reached a subscription that had no `onError` handler.
///
/// RxSwift calls this an "unhandled error" and only logs it; Animatic reports it to the story
/// being recorded so that the recording fails loudly instead of silently cutting the story short.
public struct UnhandledError: Error, CustomStringConvertible {
    /// The error the sequence ended with.
    public let error: any Error

    /// Wraps an error that nobody handled.
    public init(_ error: any Error) { self.error = error }

    /// `"unhandled error event: "` and the error.
    public var description: String { "unhandled error event: \(error)" }
}
