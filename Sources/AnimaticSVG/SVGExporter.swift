import AnimaticClock
import AnimaticExport
import Foundation

/// The animated-SVG writer (``SVGExport``) as a ``StoryExporter``: for code that takes any
/// format, such as the review page.
///
/// ```swift
/// let exporter = SVGExporter(decimals: 3)
/// try exporter.write(story.exportSource, loop: true, to: URL(fileURLWithPath: "intro.svg"))
/// let still = try exporter.frame(of: story.exportSource, at: StoryTime(seconds: 1.25))
/// ```
///
/// Its documents are exactly ``SVGExport``'s for the same options, and its files are streamed
/// as ``SVGExport/write(timeline:size:options:to:)`` streams them.
public struct SVGExporter: StoryExporter, Hashable {
    /// Decimals for lengths, angles and opacities (``SVGExport/Options/decimals``).
    public var decimals: Int
    /// One element a line, indented (``SVGExport/Options/pretty``).
    public var pretty: Bool

    /// An exporter; the defaults are ``SVGExport/Options``'s.
    public init(decimals: Int = SVGExport.Options().decimals, pretty: Bool = SVGExport.Options().pretty) {
        self.decimals = decimals
        self.pretty = pretty
    }

    /// `svg`.
    public var fileExtension: String { "svg" }
    /// `image/svg+xml`.
    public var mimeType: String { "image/svg+xml" }

    /// The writer's options for `source`, played once or, with `loop`, forever.
    public func options(for source: ExportSource, loop: Bool) -> SVGExport.Options {
        SVGExport.Options(loop: loop, decimals: decimals, pretty: pretty, background: source.background,
                          duration: source.duration)
    }

    /// ``SVGExport/bytes(timeline:size:options:)`` of the source.
    public func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        try SVGExport.bytes(timeline: source.timeline, size: source.size, options: options(for: source, loop: loop))
    }

    /// The bytes of ``SVGExport/frame(timeline:size:at:options:)`` of the source.
    public func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        try SVGExport.inMemory(timeline: source.timeline, size: source.size,
                               options: options(for: source, loop: false), mode: .frame(time))
    }

    /// ``SVGExport/write(timeline:size:options:to:)`` of the source: streamed into the file.
    public func write(_ source: ExportSource, loop: Bool, to url: URL) throws {
        try SVGExport.write(timeline: source.timeline, size: source.size, options: options(for: source, loop: loop),
                            to: url)
    }

    /// ``SVGExport/writeFrame(timeline:size:at:options:to:)`` of the source: streamed into the file.
    public func writeFrame(_ source: ExportSource, at time: StoryTime, to url: URL) throws {
        try SVGExport.writeFrame(timeline: source.timeline, size: source.size, at: time,
                                 options: options(for: source, loop: false), to: url)
    }
}
