import AnimaticClock
import AnimaticExport
import AnimaticRaster
import Foundation

/// An animated WebP of the story: lossless frames with alpha (libwebp's lossless mode, through
/// ffmpeg's `libwebp_anim` encoder), smaller than APNG, played by every current browser.
///
/// ```swift
/// try WebPExporter(frames: SVGExporter()).write(story.exportSource, loop: true, to: URL(fileURLWithPath: "intro.webp"))
/// ```
public struct WebPExporter: RasterExporter {
    /// Where still SVG frames come from (the SVG writer).
    public var frames: any StoryExporter
    /// Frame rate, size, scale, background, loop count and time range.
    public var options: RasterOptions
    /// Called as each frame of ``document(of:loop:)`` is rendered (done, total), for a progress bar.
    public var progress: RasterProgress?

    /// A WebP exporter rendering the frames of `frames`.
    public init(frames: any StoryExporter, options: RasterOptions = RasterOptions()) {
        self.frames = frames
        self.options = options
    }

    public var fileExtension: String { "webp" }
    public var mimeType: String { "image/webp" }

    /// The animation; with `loop` it plays ``RasterOptions/loopCount`` times (forever when `nil`),
    /// without it once.
    public func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        try encode(source, at: options.instants(of: source), loops: loop ? (options.loopCount ?? 0) : 1)
    }

    /// A one-frame WebP of the stage at `time`.
    public func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        try encode(source, at: [time], loops: 1)
    }

    private func encode(_ source: ExportSource, at instants: [StoryTime], loops: Int) throws -> [UInt8] {
        try FrameEncoder.encode(options.painted(source), at: instants, rate: options.frameRate,
                                pixels: options.pixelSize(for: source), frames: frames,
                                arguments: ["-c:v", "libwebp_anim", "-lossless", "1",
                                            "-pix_fmt", "bgra", "-loop", "\(loops)", "-f", "webp"],
                                output: "out.webp", progress: progress)
    }

    /// The sampling only: frames at a fixed rate show the model at those instants.
    public func approximations(for source: ExportSource) throws -> [String] {
        ["frames are the model at \(options.frameRate) instants a second; WebP delays are whole milliseconds"]
    }
}
