import AnimaticClock
import AnimaticExport
import AnimaticRaster
import Foundation

/// A poster: one PNG of the stage at one exact instant, rendered by librsvg from the still SVG
/// frame of that instant (lossless: the file holds exactly the rasteriser's pixels, with alpha).
///
/// ```swift
/// let poster = PNGExporter(frames: SVGExporter(), options: RasterOptions(), at: try StoryTime(seconds: 1))
/// try poster.write(story.exportSource, loop: false, to: URL(fileURLWithPath: "intro.png"))
/// ```
///
/// ``document(of:loop:)`` is the poster at ``posterTime`` (the story's end when `nil`: its final
/// state); ``frame(of:at:)`` is the PNG of any instant.
public struct PNGExporter: RasterExporter {
    /// Where still SVG frames come from (the SVG writer).
    public var frames: any StoryExporter
    /// Size, scale and background (the frame rate, loop count and time range are not used).
    public var options: RasterOptions
    /// The instant of the poster, or `nil` for the story's end.
    public var posterTime: StoryTime?

    /// A poster exporter rendering the frames of `frames`.
    public init(frames: any StoryExporter, options: RasterOptions = RasterOptions(), at posterTime: StoryTime? = nil) {
        self.frames = frames
        self.options = options
        self.posterTime = posterTime
    }

    public var fileExtension: String { "png" }
    public var mimeType: String { "image/png" }

    /// The poster at ``posterTime`` (the end of the story when `nil`); `loop` has no meaning for
    /// a still.
    public func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        let range = try options.range(of: source)
        let time = posterTime ?? range.upperBound
        guard time >= .zero, time <= range.upperBound else {
            throw ExportError.invalidOption(name: "poster time",
                                            reason: "must lie within the story, 0 s to \(range.upperBound.seconds) s (it is \(time.seconds) s)")
        }
        return try frame(of: source, at: time)
    }

    /// The PNG of the stage at `time` (a time past the end shows the last frame).
    public func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        let pixels = try options.pixelSize(for: source)
        return try FrameEncoder.still(options.painted(source), at: time, pixels: pixels, frames: frames)
    }

    /// None: PNG holds every pixel and its alpha exactly.
    public func approximations(for source: ExportSource) throws -> [String] { [] }
}
