import AnimaticClock
import AnimaticExport
import AnimaticRaster
import Foundation

/// An animated PNG of the story: lossless frames (8-bit RGBA, exactly the rasteriser's pixels)
/// at exact instants, encoded by ffmpeg's APNG encoder; browsers play it where `<img>` goes.
///
/// ```swift
/// try APNGExporter(frames: SVGExporter()).write(story.exportSource, loop: true, to: URL(fileURLWithPath: "intro.png"))
/// ```
public struct APNGExporter: RasterExporter {
    /// Where still SVG frames come from (the SVG writer).
    public var frames: any StoryExporter
    /// Frame rate, size, scale, background, loop count and time range.
    public var options: RasterOptions
    /// Called as each frame of ``document(of:loop:)`` is rendered (done, total), for a progress bar.
    public var progress: RasterProgress?

    /// An APNG exporter rendering the frames of `frames`.
    public init(frames: any StoryExporter, options: RasterOptions = RasterOptions()) {
        self.frames = frames
        self.options = options
    }

    public var fileExtension: String { "png" }
    public var mimeType: String { "image/apng" }

    /// The animation; with `loop` it plays ``RasterOptions/loopCount`` times (forever when `nil`),
    /// without it once, holding the last frame.
    public func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        try encode(source, at: options.instants(of: source), plays: loop ? (options.loopCount ?? 0) : 1)
    }

    /// A one-frame APNG (a plain PNG to any decoder) of the stage at `time`.
    public func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        try encode(source, at: [time], plays: 1)
    }

    private func encode(_ source: ExportSource, at instants: [StoryTime], plays: Int) throws -> [UInt8] {
        try FrameEncoder.encode(options.painted(source), at: instants, rate: options.frameRate,
                                pixels: options.pixelSize(for: source), frames: frames,
                                arguments: ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "\(plays)", "-f", "apng"],
                                output: "out.png", progress: progress)
    }

    /// The sampling only: frames at a fixed rate show the model at those instants.
    public func approximations(for source: ExportSource) throws -> [String] {
        ["frames are the model at \(options.frameRate) instants a second; motion between them is not shown"]
    }
}
