/// The errors RxSwift's own operators end a sequence with, under RxSwift's names, so that story
/// code can `catch` or compare them as it would on iOS.
///
/// ```swift
/// Observable<Int>.empty().asSingle()   // fails with RxError.noElements
/// ```
public enum RxError: Error, CustomStringConvertible, CustomDebugStringConvertible, @unchecked Sendable {
    // `@unchecked`: `disposed(object:)` carries the object only to name it; a story and its
    // sequences live on one thread.

    /// An unknown error.
    case unknown
    /// An operation was attempted on a disposed object (subscribing to a disposed subject,
    /// reading a disposed `BehaviorSubject`'s value).
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence that had to hold an element (`asSingle()`) completed without one.
    case noElements
    /// A sequence that had to hold one element (`asSingle()`) sent a second one.
    case moreThanOneElement
    /// A timeout elapsed.
    case timeout

    /// RxSwift's wording of the error.
    public var description: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
