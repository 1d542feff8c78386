import AnimaticClock
import AnimaticExport
import AnimaticRaster
import Foundation

/// An animated GIF of the story, for places that take nothing else: frames at exact instants,
/// one palette of 256 colours for the whole animation (ffmpeg's `palettegen`, one entry kept for
/// transparency) and error-diffusion dithering (`paletteuse`, Sierra-2-4A).
///
/// GIF cannot hold what the model shows exactly, and ``approximations(for:)`` says so: at most
/// 255 colours, 1-bit transparency (a pixel under half opaque is transparent, else opaque), and
/// frame delays in hundredths of a second.
///
/// ```swift
/// try GIFExporter(frames: SVGExporter()).write(story.exportSource, loop: true, to: URL(fileURLWithPath: "intro.gif"))
/// ```
public struct GIFExporter: RasterExporter {
    /// Where still SVG frames come from (the SVG writer).
    public var frames: any StoryExporter
    /// Frame rate, size, scale, background, loop count and time range.
    public var options: RasterOptions
    /// Called as each frame of ``document(of:loop:)`` is rendered (done, total), for a progress bar.
    public var progress: RasterProgress?

    /// A GIF exporter rendering the frames of `frames`.
    public init(frames: any StoryExporter, options: RasterOptions = RasterOptions()) {
        self.frames = frames
        self.options = options
    }

    public var fileExtension: String { "gif" }
    public var mimeType: String { "image/gif" }

    /// The animation; with `loop` it plays ``RasterOptions/loopCount`` times (forever when `nil`),
    /// without it once.
    public func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        // The GIF muxer's -loop is the NETSCAPE repeat count: -1 none, 0 forever, n repeats.
        let repeats = !loop ? -1 : (options.loopCount.map { $0 == 1 ? -1 : $0 - 1 } ?? 0)
        return try encode(source, at: options.instants(of: source), repeats: repeats)
    }

    /// A one-frame GIF of the stage at `time`.
    public func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        try encode(source, at: [time], repeats: -1)
    }

    private func encode(_ source: ExportSource, at instants: [StoryTime], repeats: Int) throws -> [UInt8] {
        let graph = "split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=1[p];"
            + "[b][p]paletteuse=dither=sierra2_4a:alpha_threshold=128"
        return try FrameEncoder.encode(options.painted(source), at: instants, rate: options.frameRate,
                                       pixels: options.pixelSize(for: source), frames: frames,
                                       arguments: ["-filter_complex", graph, "-loop", "\(repeats)", "-f", "gif"],
                                       output: "out.gif", progress: progress)
    }

    /// The 256-colour palette, the 1-bit transparency (when the stage is not opaque) and the
    /// delays in hundredths of a second (when the rate does not divide 100).
    public func approximations(for source: ExportSource) throws -> [String] {
        var notes = ["GIF has 256 colours: one palette of at most 255 colours for all frames, dithered (gradients and soft shadows band)"]
        if options.painted(source).background.map({ $0.alpha < 1 }) ?? true {
            notes.append("GIF has 1-bit transparency: pixels under half opaque become transparent, the rest opaque (soft edges over the page get hard)")
        }
        if 100 % options.frameRate != 0 {
            notes.append("GIF delays are hundredths of a second: \(options.frameRate) frames/s plays at about \(100 / max(1, 100 / options.frameRate)) frames/s in browsers")
        }
        return notes
    }
}
