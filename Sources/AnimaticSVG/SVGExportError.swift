import Foundation

/// Why an SVG could not be produced or written. The message names the cause in plain words.
public enum SVGExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A number that would reach the file is NaN or infinite (`what` names where it came from).
    case nonFiniteNumber(what: String)
    /// The stage size is not a positive finite width and height.
    case invalidSize(width: Double, height: Double)
    /// libxml2 refused an operation.
    case xml(operation: String, message: String)
    /// The file could not be written; the previous file at `path`, if any, is untouched.
    case file(path: String, reason: String)

    public var description: String {
        switch self {
        case .nonFiniteNumber(let what):
            return "cannot write SVG: \(what) is not a finite number"
        case .invalidSize(let width, let height):
            return "cannot write SVG: the stage size \(width) x \(height) must be positive and finite"
        case .xml(let operation, let message):
            return "cannot write SVG: libxml2 could not \(operation) (\(message))"
        case .file(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }

    static func describe(errno number: Int32) -> String {
        String(cString: strerror(number))
    }
}
