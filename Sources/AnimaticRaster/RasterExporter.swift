import AnimaticClock
import AnimaticExport
import Foundation

/// A format made of rasterised frames (poster PNG, APNG, GIF, MP4, WebP): frames sampled from
/// the model at exact instants (``RasterOptions``), rendered by ``SVGRasteriser`` and encoded.
/// Besides the bytes it says what the format could not show (``approximations(for:)``).
///
/// ```swift
/// let gif = GIFExporter(frames: SVGExporter())
/// try gif.write(story.exportSource, loop: true, to: URL(fileURLWithPath: "intro.gif"))
/// for note in try gif.approximations(for: story.exportSource) { print("note:", note) }
/// ```
public protocol RasterExporter: StoryExporter {
    /// Frames per second, size, scale, background, loop count and time range.
    var options: RasterOptions { get }
    /// What this export of `source` shows other than the model does, in plain words (empty for a
    /// lossless export of a story the format can hold).
    func approximations(for source: ExportSource) throws -> [String]
}

/// The pipeline every animated raster format shares: sample, render, encode with `ffmpeg`.
package enum FrameEncoder {
    /// Renders `instants` of `source` (already painted) and runs `ffmpeg` on them with
    /// `arguments` (those after the input), writing `output` in the scratch folder; returns its
    /// bytes. `rate` is the input frame rate.
    package static func encode(_ source: ExportSource, at instants: [StoryTime], rate: Int,
                               pixels: (width: Int, height: Int), frames: any StoryExporter,
                               arguments: [String], output: String, progress: RasterProgress? = nil) throws -> [UInt8] {
        guard ProcessRunner.locate("ffmpeg") != nil else {
            throw ExportError.encoder(program: "ffmpeg", reason: "it is not installed or not on PATH (install the Debian package ffmpeg: scripts/install-build-deps)")
        }
        return try ScratchFolder.with { folder in
            _ = try SVGRasteriser(frames: frames).render(source, at: instants, width: pixels.width,
                                                         height: pixels.height, into: folder, progress: progress)
            let command = ["-nostdin", "-hide_banner", "-loglevel", "error",
                           "-framerate", "\(rate)", "-i", "%06d.png",
                           "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
                + arguments + ["-y", output]
            try ProcessRunner.run("ffmpeg", command, in: folder, package: "ffmpeg")
            return try readAll(folder.appendingPathComponent(output))
        }
    }

    /// Renders one PNG of `source` at `time`; its bytes.
    package static func still(_ source: ExportSource, at time: StoryTime, pixels: (width: Int, height: Int),
                              frames: any StoryExporter) throws -> [UInt8] {
        try ScratchFolder.with { folder in
            let png = folder.appendingPathComponent("still.png")
            try SVGRasteriser(frames: frames).renderOne(source, at: time, width: pixels.width, height: pixels.height,
                                                        to: png, scratch: folder)
            return try readAll(png)
        }
    }

    private static func readAll(_ url: URL) throws -> [UInt8] {
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw ExportError.file(path: url.path, reason: "the encoder wrote no output (\(error))")
        }
    }
}
