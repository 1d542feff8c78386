import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Foundation

/// The SVG writer's name for ``ExportError``, the error every exporter throws.
public typealias SVGExportError = ExportError

/// Writes a ``Timeline`` as ONE animated SVG (SMIL) that plays the story in any browser, or
/// as a still frame of one instant.
///
/// ```swift
/// let svg = try SVGExport.document(timeline: timeline, size: CGSize(width: 400, height: 300))
/// try SVGExport.write(timeline: timeline, size: CGSize(width: 400, height: 300),
///                     options: .init(loop: true), to: URL(fileURLWithPath: "intro.svg"))
/// ```
///
/// ## The contract
/// For each view, the `<g>` whose `id` is the view's id has the view's bounds coordinate
/// space as its user space: its matrix to the root `<svg>` is
/// ``ViewSnapshot/matrixToStage`` of `timeline.state(at: t)` at every time t, and the
/// product of `opacity` over it and its ancestors is ``ViewSnapshot/effectiveOpacity``.
///
/// ## Structure
/// Per view, nested groups: the outermost carries the centre (`translate`), `opacity` and
/// `visibility`; then one group per transform part that ever changes (translation, rotation
/// in degrees, `skewX`, scale), each animated by `animateTransform`s of one type (one per
/// change, or one over the story); parts that never change share a group's `transform` list
/// (neighbouring translations summed into one `translate`); the innermost group (the view's
/// id) includes `translate(−bounds.origin − size/2)` and holds the background `<rect>`
/// (omitted when the background is clear for the whole story) and then the subviews' groups.
///
/// ## Ids
/// A view whose identifier is a valid XML id (an NCName) gets exactly that id; other
/// identifiers are sanitised (`_` for each character not allowed, a leading `_` where needed),
/// views without one get `view-<index>`, and duplicates get `-2`, `-3`, …. When the id differs
/// from the identifier, the identifier is kept in `data-name` (without the characters XML 1.0
/// forbids), escaped by libxml2.
///
/// ## Timing
/// Each animated property is written in the shorter of two exact forms. The story's form: one
/// element spanning the whole story (`dur` = the story's duration rounded up to a whole
/// millisecond, the unit Firefox keeps SMIL time in; `fill="freeze"`): holds are equal
/// neighbouring values, instant changes are equal neighbouring `keyTimes`. The per-change
/// form: one element per run of changes, from its first instant (`begin`) for its length
/// (`dur`), frozen at its end; the static attribute holds the value until the first one, and a
/// later element has the later `begin`, so it takes over from its first instant on. Runs that
/// start or end between whole milliseconds, documents that loop (``Options/loop``) and
/// properties that repeat forever always use the story's form (it loops and seeks correctly in
/// every engine; per-change elements could loop only through cyclic syncbase chains, which
/// engines break differently). Defaults are not written: `begin="0s"`, `type="translate"`,
/// `calcMode="linear"` (pieces whose spline is on the diagonal are linear, and carry no
/// `keySplines`), `keyTimes="0;1"` of two linear values, `opacity="1"`, identity transforms.
/// ``Options/pretty`` indents one element a line after the XML declaration; by default there
/// is no whitespace between elements and no declaration (the document starts at `<svg`: UTF-8
/// is XML's default encoding). ``SVGSizeReport`` tells where a document's bytes go.
///
/// The output is deterministic (same timeline and options, same bytes) and every number is
/// written by `NumberText` (no exponent, no `-0`).
public enum SVGExport {
    /// How the SVG is written.
    public struct Options: Sendable, Hashable {
        /// Repeat the whole story forever (`repeatCount="indefinite"` on every track).
        public var loop: Bool
        /// Decimals for lengths, angles (degrees) and opacities (0...9); scale factors get two
        /// more so that 0.01 px holds on large views. keyTimes always get 9, keySplines 6.
        public var decimals: Int
        /// One element a line, indented by two spaces per level (so diffs are line-oriented), up
        /// to 32 levels (deeper lines are indented as the 32nd: the size grows with the depth of
        /// the tree, not its square), after `<?xml version="1.0" encoding="UTF-8"?>`. Off by
        /// default: the document is then one line with no whitespace between elements and no
        /// XML declaration, the same elements and attributes byte for byte.
        public var pretty: Bool
        /// A colour painted behind the whole stage, or `nil` for a transparent stage.
        public var background: RGBA?
        /// The story's length when it runs on after its last change (a trailing pause), so
        /// that a loop waits too; `nil` or anything shorter than the timeline means the
        /// timeline's own ``Timeline/duration``.
        public var duration: StoryTime?

        /// Creates options; the defaults play once, with 4 decimals, not indented.
        public init(loop: Bool = false, decimals: Int = 4, pretty: Bool = false, background: RGBA? = nil,
                    duration: StoryTime? = nil) {
            self.duration = duration
            self.loop = loop
            self.decimals = decimals
            self.pretty = pretty
            self.background = background
        }
    }

    /// The animated SVG as UTF-8 bytes.
    ///
    /// - Throws: ``SVGExportError`` for a bad stage size, a non-finite number or a libxml2
    ///   failure.
    /// - Complexity: O(n log n) for n segments and views.
    public static func bytes(timeline: Timeline, size: CGSize, options: Options = Options()) throws -> [UInt8] {
        try inMemory(timeline: timeline, size: size, options: options, mode: .animated)
    }

    /// The animated SVG as `Data`.
    public static func data(timeline: Timeline, size: CGSize, options: Options = Options()) throws -> Data {
        Data(try bytes(timeline: timeline, size: size, options: options))
    }

    /// The animated SVG as text.
    public static func document(timeline: Timeline, size: CGSize, options: Options = Options()) throws -> String {
        String(decoding: try bytes(timeline: timeline, size: size, options: options), as: UTF8.self)
    }

    /// A still SVG of the stage at `time`: the same elements and ids as ``document(timeline:size:options:)``,
    /// no animation elements, every value as `timeline.state(at: time)` has it (``Options/loop``
    /// is ignored). Useful for rasterisers, which ignore SMIL. A time past the end shows the end.
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for a time before zero, as
    ///   `Timeline.state(at:)`; ``SVGExportError`` when the frame cannot be written.
    public static func frame(timeline: Timeline, size: CGSize, at time: StoryTime,
                             options: Options = Options()) throws -> String {
        let time = try time.checkedInstant(what: "frame time")
        return String(decoding: try inMemory(timeline: timeline, size: size, options: options, mode: .frame(time)),
                      as: UTF8.self)
    }

    /// Writes the animated SVG to `url`, streaming it in chunks to a temporary file in the
    /// same folder that is then renamed over `url`: readers see the old file or the whole new
    /// one, never a part. A name ending in `.svgz` gets the document compressed with gzip
    /// (zlib, level 9; the header carries no time, so the same story gives the same bytes).
    ///
    /// - Throws: `SVGExportError/file(path:reason:)` when the folder is missing or not
    ///   writable, the disk is full, …; the temporary file is removed and an existing file at
    ///   `url` is left as it was. Other ``SVGExportError``s as for ``bytes(timeline:size:options:)``.
    /// - Complexity: memory does not grow with the document (only with the number of views).
    public static func write(timeline: Timeline, size: CGSize, options: Options = Options(), to url: URL) throws {
        try writeAtomically(to: url, pretty: options.pretty) { stream in
            try render(timeline: timeline, size: size, options: options, mode: .animated, stream: stream)
        }
    }

    /// Writes ``frame(timeline:size:at:options:)`` to `url`, atomically as ``write(timeline:size:options:to:)``.
    ///
    /// - Throws: as ``frame(timeline:size:at:options:)`` (nothing is written for a time before
    ///   zero), and as ``write(timeline:size:options:to:)``.
    public static func writeFrame(timeline: Timeline, size: CGSize, at time: StoryTime,
                                  options: Options = Options(), to url: URL) throws {
        let time = try time.checkedInstant(what: "frame time")
        try writeAtomically(to: url, pretty: options.pretty) { stream in
            try render(timeline: timeline, size: size, options: options, mode: .frame(time), stream: stream)
        }
    }

    /// Calls `body` with a stream into a temporary file that then replaces `url`
    /// (``AtomicFile/write(to:_:)``); libxml2's failure to write to the file becomes the file's
    /// error, ``ExportError/file(path:reason:)`` naming `url`.
    private static func writeAtomically(to url: URL, pretty: Bool, _ body: (XMLStream) throws -> Void) throws {
        try AtomicFile.write(to: url) { fd in
            let stream = try XMLStream(fileDescriptor: fd, pretty: pretty, gzipLevel: isCompressed(url) ? gzipLevel : 0)
            do {
                try body(stream)
            } catch let ExportError.writer(_, _, message) where message.hasPrefix("output failed") {
                throw ExportError.file(path: url.path, reason: "writing failed: \(message.dropFirst(15).trimmingCharacters(in: CharacterSet(charactersIn: ": ")))")
            }
        }
    }

    /// Whether a document written to `url` is compressed: its name ends in `.svgz` (any case),
    /// SVG's name for a gzip-compressed document, which browsers and rsvg-convert open as
    /// they open an `.svg`.
    package static func isCompressed(_ url: URL) -> Bool {
        url.pathExtension.lowercased() == "svgz"
    }

    /// zlib's level for `.svgz` files: the smallest (the document is written once, read often).
    static let gzipLevel: Int32 = 9

    /// Writes a document already rendered (``bytes(timeline:size:options:)``) to `url`,
    /// atomically as ``write(timeline:size:options:to:)``, gzip-compressed when `url` ends in
    /// `.svgz`: for a caller that also reads the bytes (`animatic export --sizes`), so the
    /// document is rendered once.
    package static func write(document bytes: [UInt8], to url: URL) throws {
        try AtomicFile.write(to: url) { fd in
            if isCompressed(url) {
                try XMLStream.writeGzip(bytes, to: fd, level: gzipLevel, path: url.path)
            } else {
                try AtomicFile.writeAll(bytes, to: fd, path: url.path)
            }
        }
    }

    /// The document of `mode` as bytes.
    static func inMemory(timeline: Timeline, size: CGSize, options: Options,
                         mode: SVGDocumentWriter.Mode) throws -> [UInt8] {
        let stream = try XMLStream(pretty: options.pretty)
        try render(timeline: timeline, size: size, options: options, mode: mode, stream: stream)
        return stream.memoryBytes
    }

    /// Writes the document into `stream`; `parallel` says when its views are written on
    /// several threads (tests force it on small stories).
    static func render(timeline: Timeline, size: CGSize, options: Options,
                       mode: SVGDocumentWriter.Mode, stream: XMLStream,
                       parallel: SVGParallelWriting.Settings = .automatic) throws {
        let width = Double(size.width), height = Double(size.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw SVGExportError.invalidSize(width: width, height: height)
        }
        if let background = options.background {
            for c in [background.red, background.green, background.blue, background.alpha] where !c.isFinite {
                throw SVGExportError.nonFiniteNumber(what: "the background colour")
            }
        }
        if case .animated = mode, options.loop {
            // Looped, each pass plays the endless repeats out as ordinary segments: as many
            // cycles as a repeat may record, no more (a period of 1 µs would need millions).
            let end = StoryTime(ticks: max(timeline.duration.ticks, options.duration?.ticks ?? 0))
            let overlong = timeline.overlongRepeats(until: end)
            if !overlong.isEmpty {
                throw SVGExportError.tooManyRepeatCycles(
                    repeats: overlong.map { "\(Timeline.inert(timeline.views[$0.repeat.view].displayName)).\($0.repeat.property)" },
                    cycles: overlong.map(\.cycles).max()!)
            }
        }
        var writer = SVGDocumentWriter(timeline: timeline, width: width, height: height,
                                       options: options, mode: mode, stream: stream, parallel: parallel)
        try writer.write()
    }
}
