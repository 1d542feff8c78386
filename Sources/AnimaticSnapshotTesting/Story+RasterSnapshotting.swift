import Animatic
import AnimaticAPNG
import AnimaticRaster
import Foundation
import SnapshotTesting

/// Picture snapshots of a story for reviewing a change of animation in a pull request: an
/// animated PNG to play, and a contact sheet to see several instants at a glance.
///
/// ```swift
/// assertSnapshot(of: story, as: .apng(fps: 10))                      // __Snapshots__/….png, plays
/// assertSnapshot(of: story, as: .contactSheet(instants: 6, columns: 3)) // one PNG of 6 instants
/// ```
///
/// Both are rendered from the story's model at exact instants (the `AnimaticShare` formats:
/// librsvg's `rsvg-convert` for the frames, ffmpeg to encode), so the same story gives the same
/// bytes, and they are compared byte for byte: any change of what the story shows at a sampled
/// instant fails the snapshot (the failure says only that the bytes differ; open the two files,
/// or compare `.timeline` snapshots, to see what changed). A story that cannot be rendered (a
/// missing `rsvg-convert` or `ffmpeg`, a bad option) makes the snapshot the error's text, so
/// the failure names the problem instead of crashing the test run.
extension Snapshotting where Value == Story, Format == Data {
    /// The story as a looping animated PNG (APNG), `fps` frames a second (1...120), 1x (`.png` files).
    ///
    /// The frames are lossless: every frame is the rasteriser's frame at its instant (see
    /// `APNGExporter`), as stagehand's APNG snapshots of UIKit animations show them on iOS.
    public static func apng(fps: Int = 10) -> Snapshotting<Story, Data> {
        var strategy = SimplySnapshotting.data.pullback { (story: Story) in
            rendered {
                var options = RasterOptions()
                options.frameRate = fps
                return try APNGExporter(frames: SVGExporter(), options: options).document(of: story.exportSource, loop: true)
            }
        }
        strategy.pathExtension = "png"
        return strategy
    }

    /// One PNG of `instants` instants of the story, evenly spaced from its start to its end
    /// (both included; one instant is the end), laid out `columns` to a row, left to right and
    /// top to bottom, each at the stage's size, 1x (`.png` files).
    ///
    /// - Parameters:
    ///   - instants: how many instants, 1 to 64.
    ///   - columns: how many to a row, 1 to `instants`.
    public static func contactSheet(instants: Int = 6, columns: Int = 3) -> Snapshotting<Story, Data> {
        var strategy = SimplySnapshotting.data.pullback { (story: Story) in
            rendered { try ContactSheet.png(of: story, instants: instants, columns: columns) }
        }
        strategy.pathExtension = "png"
        return strategy
    }

    /// The bytes `render` returns, or the error as text.
    private static func rendered(_ render: () throws -> [UInt8]) -> Data {
        do {
            return Data(try render())
        } catch {
            return Data("Animatic export failed: \(error)\n".utf8)
        }
    }
}

/// The contact sheet: the rasteriser's frames of evenly spaced instants, tiled by ffmpeg.
package enum ContactSheet {
    /// The instants of a sheet of `count` over a story of `length`: `i × length / (count - 1)`,
    /// rounded to the nanosecond; one instant is the end.
    package static func instants(_ count: Int, length: StoryTime) -> [StoryTime] {
        guard count > 1 else { return [length] }
        return (0..<count).map { StoryTime(ticks: length.ticks * Int64($0) / Int64(count - 1)) }
    }

    static func png(of story: Story, instants count: Int, columns: Int) throws -> [UInt8] {
        guard (1...64).contains(count) else {
            throw ExportError.invalidOption(name: "instants", reason: "must be 1 to 64 (it is \(count))")
        }
        guard (1...count).contains(columns) else {
            throw ExportError.invalidOption(name: "columns", reason: "must be 1 to the number of instants, \(count) (it is \(columns))")
        }
        let source = story.exportSource
        let (width, height) = try RasterOptions().pixelSize(for: source)
        let times = instants(count, length: RasterOptions.length(of: source))
        let rows = (count + columns - 1) / columns
        return try ScratchFolder.with { folder in
            _ = try SVGRasteriser(frames: SVGExporter()).render(source, at: times, width: width, height: height, into: folder)
            let sheet = folder.appendingPathComponent("sheet.png")
            try ProcessRunner.run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                                             "-framerate", "1", "-i", folder.appendingPathComponent("%06d.png").path,
                                             "-vf", "tile=\(columns)x\(rows)", "-frames:v", "1",
                                             "-pix_fmt", "rgba", "-f", "image2", "-c:v", "png", sheet.path],
                                  in: folder, package: "ffmpeg")
            guard let bytes = FileManager.default.contents(atPath: sheet.path) else {
                throw ExportError.encoder(program: "ffmpeg", reason: "wrote no contact sheet")
            }
            return [UInt8](bytes)
        }
    }
}
