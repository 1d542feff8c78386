import AnimaticClock
import AnimaticExport
import AnimaticRaster
import AnimaticTimeline
import Foundation

/// An H.264 video (MP4) of the story, for chat and slides: frames at exact instants, encoded by
/// ffmpeg's libx264 (CRF 18, 4:2:0 chroma), with the index first (`faststart`) so it plays while
/// it loads.
///
/// MP4 cannot hold what the model shows exactly, and ``approximations(for:)`` says so: no alpha
/// (a transparent stage is shown on white), lossy colour (4:2:0 chroma, CRF 18), an odd width or
/// height padded to even, and no loop count (players decide).
///
/// ```swift
/// try MP4Exporter(frames: SVGExporter()).write(story.exportSource, loop: false, to: URL(fileURLWithPath: "intro.mp4"))
/// ```
public struct MP4Exporter: RasterExporter {
    /// Where still SVG frames come from (the SVG writer).
    public var frames: any StoryExporter
    /// Frame rate, size, scale, background and time range (a video has no loop count).
    public var options: RasterOptions
    /// Called as each frame of ``document(of:loop:)`` is rendered (done, total), for a progress bar.
    public var progress: RasterProgress?

    /// An MP4 exporter rendering the frames of `frames`.
    public init(frames: any StoryExporter, options: RasterOptions = RasterOptions()) {
        self.frames = frames
        self.options = options
    }

    public var fileExtension: String { "mp4" }
    public var mimeType: String { "video/mp4" }

    /// The video, played once (`loop` is up to the player: `<video loop>`).
    public func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        try encode(source, at: options.instants(of: source))
    }

    /// A one-frame video of the stage at `time`.
    public func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        try encode(source, at: [time])
    }

    /// The source painted as the options say, on white where that leaves it transparent.
    private func opaque(_ source: ExportSource) -> ExportSource {
        var painted = options.painted(source)
        if painted.background == nil { painted.background = RGBA(red: 1, green: 1, blue: 1) }
        return painted
    }

    private func encode(_ source: ExportSource, at instants: [StoryTime]) throws -> [UInt8] {
        try FrameEncoder.encode(opaque(source), at: instants, rate: options.frameRate,
                                pixels: options.pixelSize(for: source), frames: frames,
                                arguments: ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white,format=yuv420p",
                                            "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                                            "-movflags", "+faststart", "-f", "mp4"],
                                output: "out.mp4", progress: progress)
    }

    /// No alpha, lossy 4:2:0 colour, even sizes, no loop count.
    public func approximations(for source: ExportSource) throws -> [String] {
        var notes = ["MP4 (H.264) is lossy: colours are 4:2:0 chroma at CRF 18, so edges of strong colours blur a little"]
        let painted = options.painted(source)
        if painted.background == nil {
            notes.append("MP4 has no alpha: the transparent stage is shown on white")
        } else if let background = painted.background, background.alpha < 1 {
            notes.append("MP4 has no alpha: the translucent background is shown over white")
        }
        let pixels = try options.pixelSize(for: source)
        if pixels.width % 2 != 0 || pixels.height % 2 != 0 {
            notes.append("H.264 4:2:0 needs even sizes: \(pixels.width) x \(pixels.height) is padded with white to \(pixels.width + pixels.width % 2) x \(pixels.height + pixels.height % 2)")
        }
        if options.loopCount != nil {
            notes.append("MP4 has no loop count: the player decides (<video loop>)")
        }
        return notes
    }
}
