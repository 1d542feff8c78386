import Animatic
import AnimaticAPNG
import AnimaticGIF
import AnimaticMP4
import AnimaticPNG
import AnimaticRaster
import AnimaticReview
import AnimaticWebP
import ArgumentParser
import Foundation

/// The formats `export --format` writes: the animated SVG and the raster sharing formats.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case svg, png, apng, gif, mp4, webp

    /// The file name extension of the format's files.
    var fileExtension: String {
        switch self {
        case .svg: "svg"
        case .png, .apng: "png"
        case .gif: "gif"
        case .mp4: "mp4"
        case .webp: "webp"
        }
    }
}

/// `export --for`: where the file goes, which picks the format, rate, scale and looping and
/// knows the size limit of the place (checked after the export; a bigger file gets a warning).
enum SharePreset: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// A README on GitHub: a looping GIF (it plays everywhere, also where `<video>` does not),
    /// 15 frames a second at 1x; GitHub shows images up to 10 MB.
    case readme
    /// A pull request: a looping lossless APNG at 30 frames a second, 1x, so a reviewer sees
    /// the exact frames; GitHub takes attachments up to 10 MB.
    case pr
    /// A chat message: an H.264 MP4 at 30 frames a second, 2x (sharp on phones); chat clients
    /// play MP4 inline. 25 MB is the smallest common upload limit.
    case chat

    var format: ExportFormat {
        switch self {
        case .readme: .gif
        case .pr: .apng
        case .chat: .mp4
        }
    }
    var frameRate: Int {
        switch self {
        case .readme: 15
        case .pr, .chat: 30
        }
    }
    var scale: Int {
        switch self {
        case .readme, .pr: 1
        case .chat: 2
        }
    }
    /// The largest file the place takes, in bytes.
    var limit: Int {
        switch self {
        case .readme, .pr: 10_000_000
        case .chat: 25_000_000
        }
    }
    /// The place, for messages.
    var place: String {
        switch self {
        case .readme: "a GitHub README"
        case .pr: "a GitHub pull request"
        case .chat: "a chat upload"
        }
    }
}

/// A colour from the command line: `#rgb`, `#rrggbb` or `#rrggbbaa`, `transparent`, or `story`.
func parseBackground(_ text: String) throws -> RasterOptions.Background {
    switch text.lowercased() {
    case "story": return .story
    case "transparent", "none": return .transparent
    default: break
    }
    var hex = Substring(text)
    if hex.hasPrefix("#") { hex = hex.dropFirst() }
    if hex.count == 3 { hex = Substring(hex.map { "\($0)\($0)" }.joined()) }
    guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
        throw ValidationError("expected a background colour #rrggbb, #rrggbbaa, #rgb, transparent or story; got \(text)")
    }
    let rgba = hex.count == 6 ? value << 8 | 0xFF : value
    func component(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
    return .color(RGBA(red: component(24), green: component(16), blue: component(8), alpha: component(0)))
}

/// A size in points from the command line: `WIDTHxHEIGHT`, both positive.
func parseSize(_ text: String) throws -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
          width.isFinite, height.isFinite, width > 0, height > 0 else {
        throw ValidationError("expected a size WIDTHxHEIGHT in points, both positive, such as 360x640; got \(text)")
    }
    return CGSize(width: width, height: height)
}

/// A progress bar on standard error: `[#########           ]  45/100 frames`, redrawn in place
/// on a terminal; elsewhere (a log, a pipe) nothing until the end line.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let interactive: Bool
    private var shown = -1

    init(interactive: Bool = isatty(2) == 1) { self.interactive = interactive }

    /// The bar for `done` of `total`, `width` cells wide.
    static func line(done: Int, total: Int, width: Int = 30) -> String {
        let filled = total == 0 ? width : min(width, done * width / total)
        let padded = String(repeating: " ", count: max(0, String(total).count - String(done).count)) + String(done)
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(padded)/\(total) frames"
    }

    /// Shows `done` of `total` (from any thread; the count only ever grows on screen).
    func update(_ done: Int, _ total: Int) {
        guard interactive else { return }
        lock.withLock {
            guard done > shown else { return }
            shown = done
            FileHandle.standardError.write(Data(("\r" + Self.line(done: done, total: total)).utf8))
        }
    }

    /// Ends the bar's line (on a terminal).
    func finish() {
        if interactive, shown >= 0 { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

/// The options of `export` for a raster format, and the exporter they make.
struct ShareSettings {
    var format: ExportFormat
    var options: RasterOptions
    var preset: SharePreset?

    /// The exporter of `format` (not `.svg`), poster at `at` for PNG, reporting to `progress`.
    func exporter(posterAt at: StoryTime?, progress: RasterProgress?) -> any RasterExporter {
        let frames = SVGExporter()
        switch format {
        case .svg, .png:
            return PNGExporter(frames: frames, options: options, at: at)
        case .apng:
            var exporter = APNGExporter(frames: frames, options: options); exporter.progress = progress; return exporter
        case .gif:
            var exporter = GIFExporter(frames: frames, options: options); exporter.progress = progress; return exporter
        case .mp4:
            var exporter = MP4Exporter(frames: frames, options: options); exporter.progress = progress; return exporter
        case .webp:
            var exporter = WebPExporter(frames: frames, options: options); exporter.progress = progress; return exporter
        }
    }
}

/// A poster PNG (the last frame, 1x) and a looping GIF (10 frames a second, 1x) of each story,
/// by story name, for `site --share` (`make samples`): rendered into a temporary folder and read
/// back, so that the site writes them with its pages in one atomic swap.
func shareDownloads(_ stories: [(name: String, story: Story)]) throws -> [String: [ReviewPage.Download]] {
    var options = RasterOptions()
    options.frameRate = 10
    let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("animatic-share-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var downloads: [String: [ReviewPage.Download]] = [:]
    for (name, story) in stories {
        let source = story.exportSource
        let poster = scratch.appendingPathComponent("\(name).png")
        let gif = scratch.appendingPathComponent("\(name).gif")
        try PNGExporter(frames: SVGExporter(), options: options).write(source, loop: false, to: poster)
        try GIFExporter(frames: SVGExporter(), options: options).write(source, loop: true, to: gif)
        downloads[name] = [
            ReviewPage.Download(label: "PNG poster", fileExtension: "png", bytes: [UInt8](try Data(contentsOf: poster))),
            ReviewPage.Download(label: "GIF", fileExtension: "gif", bytes: [UInt8](try Data(contentsOf: gif))),
        ]
    }
    return downloads
}
