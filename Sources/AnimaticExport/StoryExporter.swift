import AnimaticClock
import AnimaticTimeline
import Foundation

/// What an exporter writes: a recorded timeline on a stage of `size`, with the background
/// painted behind it and the story's full length.
///
/// ```swift
/// let source = ExportSource(timeline: timeline, size: CGSize(width: 400, height: 300))
/// let svg = try SVGExporter().document(of: source, loop: false)
/// ```
///
/// A recorded `Story` gives its own as `story.exportSource`.
public struct ExportSource: Sendable {
    /// The recorded changes of every view.
    public var timeline: Timeline
    /// The stage's width and height in points.
    public var size: CGSize
    /// A colour painted behind the whole stage, or `nil` for a transparent stage.
    public var background: RGBA?
    /// The story's length when it runs on after its last change (a trailing pause, which a
    /// loop waits out too); `nil` or anything shorter than the timeline means the timeline's
    /// own ``Timeline/duration``.
    public var duration: StoryTime?

    /// A source; without `background` the stage is transparent, without `duration` the story
    /// ends with its last change.
    public init(timeline: Timeline, size: CGSize, background: RGBA? = nil, duration: StoryTime? = nil) {
        self.timeline = timeline
        self.size = size
        self.background = background
        self.duration = duration
    }
}

/// One output format of recorded stories: a document that plays the whole story, or a still
/// frame of one instant, as bytes or written atomically to a file.
///
/// The SVG writer is one (``ExportError`` is what every exporter throws); code that only moves
/// documents around (the review page, a server, a build step) takes any exporter and names no
/// format:
///
/// ```swift
/// func publish(_ story: Story, as exporter: some StoryExporter, into folder: URL) throws {
///     let file = folder.appendingPathComponent("intro").appendingPathExtension(exporter.fileExtension)
///     try exporter.write(story.exportSource, loop: true, to: file)
///     try exporter.writeFrame(story.exportSource, at: .zero,
///                             to: folder.appendingPathComponent("poster").appendingPathExtension(exporter.fileExtension))
/// }
/// try publish(intro, as: SVGExporter(), into: URL(fileURLWithPath: "out"))
/// ```
///
/// Exporters are deterministic: the same source gives the same bytes. ``write(_:loop:to:)`` and
/// ``writeFrame(_:at:to:)`` default to writing the in-memory bytes through a temporary file and
/// a rename; a format that can stream (SVG does) writes to the file directly instead.
public protocol StoryExporter: Sendable {
    /// The file name extension of its documents, without the dot (`svg`).
    var fileExtension: String { get }
    /// The media type of its documents (`image/svg+xml`), for HTTP and `<object type=…>`.
    var mimeType: String { get }

    /// The document that plays the whole story, once (holding the last frame) or, with `loop`,
    /// forever.
    ///
    /// - Throws: ``ExportError`` when the source cannot be written in this format.
    func document(of source: ExportSource, loop: Bool) throws -> [UInt8]

    /// A still document of the stage at `time` (a time past the end shows the last frame).
    ///
    /// - Throws: ``ExportError`` when the source cannot be written in this format.
    func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8]

    /// Writes ``document(of:loop:)`` to `url` atomically: readers see the old file or the whole
    /// new one, and a failed write leaves an existing file as it was.
    ///
    /// - Throws: ``ExportError/file(path:reason:)`` naming the file and why it was not written,
    ///   and the errors of ``document(of:loop:)``.
    func write(_ source: ExportSource, loop: Bool, to url: URL) throws

    /// Writes ``frame(of:at:)`` to `url` atomically, as ``write(_:loop:to:)``.
    func writeFrame(_ source: ExportSource, at time: StoryTime, to url: URL) throws
}

extension StoryExporter {
    /// Writes the bytes of ``document(of:loop:)`` through a temporary file renamed over `url`.
    public func write(_ source: ExportSource, loop: Bool, to url: URL) throws {
        try AtomicFile.write(document(of: source, loop: loop), to: url)
    }

    /// Writes the bytes of ``frame(of:at:)`` through a temporary file renamed over `url`.
    public func writeFrame(_ source: ExportSource, at time: StoryTime, to url: URL) throws {
        try AtomicFile.write(frame(of: source, at: time), to: url)
    }
}
