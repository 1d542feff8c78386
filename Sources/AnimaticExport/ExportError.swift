import AnimaticTimeline
import Foundation

/// Why a story could not be exported or written. The message names the cause in plain words.
///
/// Every exporter (``StoryExporter``) and the files written next to its output (review pages)
/// throw it; `SVGExportError` is its name in the SVG writer.
///
/// ```swift
/// do {
///     try story.write(to: URL(fileURLWithPath: "intro.svg"))
/// } catch ExportError.file(let path, let reason) {
///     print("\(path) was not written: \(reason)")
/// }
/// ```
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A number that would reach the file is NaN, infinite or 2^64 or more in magnitude, beyond
    /// what the writer writes exactly without an exponent (`what` names where it came from).
    case nonFiniteNumber(what: String)
    /// The stage size is not a positive finite width and height.
    case invalidSize(width: Double, height: Double)
    /// The library a format's writer is built on (`library`: libxml2 behind the SVG writer)
    /// refused an operation.
    case writer(library: String, operation: String, message: String)
    /// The file could not be written; the previous file at `path`, if any, is untouched.
    case file(path: String, reason: String)
    /// A story exported as a loop plays its endless repeats out in each pass, and one of them
    /// (`repeats`, as `"view.property"`) would need `cycles` cycles, more than the 100,000 a
    /// repeat may record.
    case tooManyRepeatCycles(repeats: [String], cycles: Int64)
    /// An option of a raster export (frame rate, size, scale, time range, loop count) is out of
    /// its range; `reason` says what it must be.
    case invalidOption(name: String, reason: String)
    /// A packaged program a raster export runs (`rsvg-convert`, `ffmpeg`) is missing or failed.
    case encoder(program: String, reason: String)

    /// The message: what could not be written, and why. (The first three name SVG, so far the
    /// one format that raises them; a second format needs its own wording there.) View names and
    /// paths have their control characters written `\u{…}`, as in `Timeline.text`.
    public var description: String { Timeline.inert(plainDescription) }

    private var plainDescription: String {
        switch self {
        case .nonFiniteNumber(let what):
            return "cannot write SVG: \(what) is not a finite number below 2^64 in magnitude (the range written exactly)"
        case .invalidSize(let width, let height):
            return "cannot write SVG: the stage size \(width) x \(height) must be positive and finite"
        case .writer(let library, let operation, let message):
            return "cannot write SVG: \(library) could not \(operation) (\(message))"
        case .file(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .tooManyRepeatCycles(let repeats, let cycles):
            return "cannot write SVG as a loop: each pass would play \(cycles) cycles of an endless repeat (of "
                + repeats.joined(separator: ", ") + "), more than 100000; export it without loop,"
                + " or give the repeat a longer period"
        case .invalidOption(let name, let reason):
            return "cannot export: the option \(name) \(reason)"
        case .encoder(let program, let reason):
            return "cannot export: \(program) \(reason)"
        }
    }

    /// The C library's text for the error number `number` (`strerror`).
    package static func describe(errno number: Int32) -> String {
        String(cString: strerror(number))
    }
}
