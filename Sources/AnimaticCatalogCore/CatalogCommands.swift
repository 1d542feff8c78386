import Animatic
import AnimaticRaster
import AnimaticReview
import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The command line over a catalog, without the live server: what `AnimaticCatalog`'s
/// `AnimaticCommandLine` and the lean `animatic` executable share.
package enum CatalogCommandLine {
    /// Parses `arguments` (default: the process's) and runs the command over `catalog`, with
    /// `Serve` as its `serve` subcommand; exits the process when the command fails.
    ///
    /// An argument that is not valid UTF-8 (a file name such as `$'\\xff.svg'`) is refused with
    /// exit status 64: Swift's `CommandLine.arguments` would hand it on with U+FFFD in place of
    /// each bad byte, and two different names would write the same file.
    package static func main<Serve: AsyncParsableCommand>(
        catalog: any StoryCatalog.Type, serve: Serve.Type, arguments: [String]? = nil
    ) async {
        if arguments == nil, let bad = notUTF8(CommandLine.unsafeArgv, count: Int(CommandLine.argc)) {
            FileHandle.standardError.write(Data("Error: argument \(bad.index) (\(bad.shown)) is not valid UTF-8; name files in UTF-8 (nothing was written)\n".utf8))
            exit(64)
        }
        let info = CatalogInfo(catalog)
        CatalogInfo.current.withLock { $0 = info }
        await CatalogCommand<Serve>.main(arguments)
    }

    /// The first of the `count` C strings of `argv` (after the program's name) that is not valid
    /// UTF-8: its index (1 is the first argument) and its text with each byte that is not part
    /// of UTF-8 written `\xHH`.
    package static func notUTF8(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int) -> (index: Int, shown: String)? {
        guard count > 1 else { return nil }
        for index in 1..<count {
            guard let argument = argv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(argument))
            if String(validating: bytes, as: UTF8.self) != nil { continue }
            var shown = ""
            var i = 0
            while i < bytes.count {
                // The longest valid UTF-8 sequence at i (1...4 bytes), else one byte escaped.
                let valid = (1...min(4, bytes.count - i)).reversed().first { length in
                    String(validating: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]), as: UTF8.self) != nil
                }
                if let valid {
                    shown += Timeline.inert(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + valid)]), as: UTF8.self))
                    i += valid
                } else {
                    shown += String(format: "\\x%02X", bytes[i])
                    i += 1
                }
            }
            return (index, shown)
        }
        return nil
    }

    /// The running executable's file name: `animatic`.
    package static var executableName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "animatic").lastPathComponent
    }
}

/// The root command: `site`, `export`, `timeline`, `list` and `Serve` as `serve`.
struct CatalogCommand<Serve: AsyncParsableCommand>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let catalog = CatalogInfo.active
        return CommandConfiguration(
            commandName: catalog.commandName,
            abstract: catalog.abstract,
            discussion: catalog.discussion,
            subcommands: [SiteCommand.self, ExportCommand.self, TimelineCommand.self, ListCommand.self, Serve.self])
    }
}

/// `serve` in an executable built without the live server (the lean `animatic`): runs the
/// catalog's server executable, `<command>-serve` beside this one, with the same arguments, in
/// this process (so signals such as Ctrl-C reach the server); when it is not built, says how to
/// build and run it.
package struct ForwardedServeCommand: AsyncParsableCommand {
    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            // The server's own abstract: `animatic --help` reads the same with or without it.
            abstract: "Serve the review pages on http://127.0.0.1:<port>/; with --watch, rebuild and reload them on every save.",
            discussion: """
                The live server (Hummingbird and SwiftNIO) is its own executable, \(serverName), so that \
                `\(CatalogInfo.active.commandName) site` and the other commands build without it. This command runs \
                \(serverName) from the same folder with the arguments given; build it once with \
                `swift build --product \(serverName)` (or run `swift run \(serverName) serve --watch`). \
                `\(serverName) serve --help` lists the options.
                """)
    }

    /// The server executable's name: `animatic-serve` for `animatic`.
    package static var serverName: String { "\(CatalogInfo.active.commandName)-serve" }

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The server's options (see `serve --help` of the server).", valueName: "option"))
    package var options: [String] = []

    package init() {}

    package func run() async throws {
        let name = Self.serverName
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? name
        let server = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw ServerNotBuilt(serverName: name, searched: server, options: options)
        }
        let arguments = [server, "serve"] + options
        // Replaces this process: the server keeps its process id, standard streams and signals.
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(server, cArguments)
        let code = errno
        cArguments.forEach { free($0) }
        throw ServerNotBuilt(serverName: name, searched: server, options: options,
                             reason: String(cString: strerror(code)))
    }
}

/// `serve` was asked for but the server executable is not there (or could not be started).
struct ServerNotBuilt: Error, CustomStringConvertible {
    var serverName: String
    var searched: String
    var options: [String]
    var reason: String?

    var description: String {
        let run = (["swift", "run", serverName, "serve"] + options).joined(separator: " ")
        let why = reason.map { "cannot run \(searched): \($0)" } ?? "\(searched) is not built"
        return """
            \(why). The live server is a separate executable, built only when asked for (it \
            brings Hummingbird and SwiftNIO, a few minutes the first time). In the package folder, run:
              \(run)
            or build it once with `swift build --product \(serverName)` and run `serve` again.
            """
    }
}

/// A number of seconds from the command line: finite and not negative.
func parseSeconds(_ text: String) throws -> Double {
    guard let value = Double(text), value.isFinite, value >= 0 else {
        throw ValidationError("expected a number of seconds >= 0, such as 1.25")
    }
    return value
}

/// Records every story of the catalog and writes the review site into `folder`.
package func writeSite(of catalog: CatalogInfo, to folder: URL,
                        share: Bool = false) throws -> (entries: [ReviewPage.Entry], index: URL) {
    var entries: [ReviewPage.Entry] = []
    for story in catalog.stories {
        entries.append(ReviewPage.Entry(name: story.name, title: story.title, story: try story.record()))
    }
    // With `share`, each story's poster and GIF join the site's atomic write, linked from its page.
    let downloads = share ? try shareDownloads(entries.map { ($0.name, $0.story) }) : [:]
    let index = try ReviewPage.writeSite(entries, title: catalog.siteTitle, to: folder, downloads: downloads)
    return (entries, index)
}

struct SiteCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "site",
            abstract: "Export every \(CatalogInfo.active.storyNoun) as <name>.svg with its review page <name>.html, and index.html.",
            aliases: ["samples"])
    }

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into (created if missing).", valueName: "folder"))
    var output: String = "out"

    @Flag(help: "Also write <name>.png (a poster of the last frame) and <name>.gif (10 frames a second, looping) of each story.")
    var share = false

    func validate() throws {
        if output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--output needs a folder, got an empty path")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let started = Date()
        let (entries, index) = try writeSite(of: CatalogInfo.active, to: folder, share: share)
        print("Wrote \(entries.count) stories to \(folder.path): <name>.svg (the animation) and <name>.html (its review page)")
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            let name = entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            print("  \(name)\(NumberText.fixed(entry.story.duration, places: 3)) s, \(entry.story.timeline.segmentCount) segments")
        }
        if share {
            print("Wrote \(entries.count) posters (<name>.png) and GIFs (<name>.gif), linked from their pages, in \(NumberText.fixed(Date().timeIntervalSince(started), places: 1)) s (the whole site)")
        }
        print("Open the review page: \(index.path)")
    }
}

struct ExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: "Export one \(CatalogInfo.active.storyNoun) as an animated SVG, a looping one, or a still frame; or as a poster PNG, APNG, GIF, MP4 or WebP.",
            discussion: """
            Raster formats sample the model at exact instants (--fps), render each frame with rsvg-convert \
            and encode with ffmpeg; what a format cannot show (GIF's 256 colours, MP4's missing alpha) is \
            printed as a note. --for readme|pr|chat picks format, rate and scale for the place.
            """)
    }

    @Argument(help: ArgumentHelp("The \(CatalogInfo.active.storyNoun)'s name (see `\(CatalogInfo.active.commandName) list`).",
                                 valueName: CatalogInfo.active.storyNoun))
    var sample: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, - for standard output (default: <\(CatalogInfo.active.storyNoun)>.<extension of the format>).", valueName: "file"))
    var output: String?

    @Flag(help: "Loop the whole story (forever, or --loop-count times).")
    var loop = false

    @Flag(help: "Print where the SVG's bytes go: per view and per kind of animation (to standard error when the SVG goes to standard output).")
    var sizes = false

    // `.unconditional` so that `--at -1` reaches the check instead of reading as an option.
    @Option(name: .customLong("at"), parsing: .unconditional,
            help: ArgumentHelp("Write a still frame at this many seconds instead of an animation.", valueName: "seconds"),
            transform: parseSeconds)
    var at: Double?

    @Option(help: ArgumentHelp("svg (default), png (a poster: the end, or --at), apng, gif, mp4 or webp.", valueName: "format"))
    var format: ExportFormat?

    @Option(name: .customLong("for"), help: ArgumentHelp("Where it goes: readme (GIF, 15 fps), pr (APNG, 30 fps) or chat (MP4, 30 fps, 2x); looping, and checked against the place's size limit.", valueName: "place"))
    var place: SharePreset?

    @Option(name: .customLong("fps"), help: ArgumentHelp("Frames per second of a raster animation, 1 to 120 (default 30).", valueName: "rate"))
    var frameRate: Int?

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3 (default 1).", valueName: "scale"))
    var scale: Int?

    @Option(help: ArgumentHelp("The output size in points, WIDTHxHEIGHT (default: the stage's); the stage is fitted, centred.", valueName: "size"),
            transform: parseSize)
    var size: CGSize?

    @Option(help: ArgumentHelp("What is painted behind the stage: #rrggbb, #rrggbbaa, transparent, or story (default).", valueName: "colour"),
            transform: parseBackground)
    var background: RasterOptions.Background?

    @Option(name: .customLong("loop-count"), help: ArgumentHelp("With --loop, how many times a raster animation plays (default: forever).", valueName: "count"))
    var loopCount: Int?

    @Option(name: .customLong("from"), parsing: .unconditional, help: ArgumentHelp("Start the raster animation at this many seconds.", valueName: "seconds"), transform: parseSeconds)
    var from: Double?

    @Option(name: .customLong("to"), parsing: .unconditional, help: ArgumentHelp("End the raster animation at this many seconds.", valueName: "seconds"), transform: parseSeconds)
    var to: Double?

    @Flag(inversion: .prefixedNo, help: "Show a progress bar on standard error (default: when it is a terminal).")
    var progress: Bool?

    /// The format asked for: --format, else the preset's, else SVG.
    var chosenFormat: ExportFormat { format ?? place?.format ?? .svg }

    func validate() throws {
        _ = try CatalogInfo.active.story(named: sample)
        if let output, output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--output needs a file, got an empty path")
        }
        // `URL(fileURLWithPath:)` would drop the slash and write a file named as the folder.
        if let output, output.hasSuffix("/") {
            throw ValidationError("--output needs a file, got a folder path ending in '/': \(output)")
        }
        if at != nil, loop { throw ValidationError("--loop and --at exclude each other: a still frame does not loop") }
        if chosenFormat == .svg {
            let raster = [("--fps", frameRate != nil), ("--scale", scale != nil), ("--size", size != nil),
                          ("--background", background != nil), ("--loop-count", loopCount != nil),
                          ("--from", from != nil), ("--to", to != nil)]
            if let (name, _) = raster.first(where: { $0.1 }) {
                throw ValidationError("\(name) applies to the raster formats (--format png|apng|gif|mp4|webp), not to SVG")
            }
        } else if sizes {
            throw ValidationError("--sizes reports an SVG's bytes; it does not apply to --format \(chosenFormat.rawValue)")
        }
        if let frameRate, !(1...120).contains(frameRate) {
            throw ValidationError("--fps must be 1 to 120 frames per second, got \(frameRate)")
        }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if let loopCount, loopCount < 1 { throw ValidationError("--loop-count must be 1 or more, got \(loopCount)") }
        if loopCount != nil, !loop, place == nil {
            throw ValidationError("--loop-count needs --loop (or --for): without it the animation plays once")
        }
        if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
    }

    func run() throws {
        let story = try CatalogInfo.active.story(named: sample).record()
        let format = chosenFormat
        // `-` is standard output, which the writer writes to as it writes to `/dev/stdout`.
        let url = URL(fileURLWithPath: output == "-" ? "/dev/stdout" : output ?? "\(sample).\(format.fileExtension)")
        guard format == .svg else { return try writeRaster(story, format: format, to: url) }
        // With --sizes the document is rendered once: its bytes are written and measured.
        var rendered: [UInt8]?
        if sizes {
            let bytes = at == nil ? try SVGExporter().document(of: story.exportSource, loop: loop)
                : try SVGExporter().frame(of: story.exportSource, at: StoryTime(instant: at ?? 0, what: "frame time"))
            try SVGExport.write(document: bytes, to: url)
            rendered = bytes
        } else if let at {
            try story.writeFrame(at: at, to: url)
        } else {
            try story.write(to: url, loop: loop)
        }
        if !isStandardOutput(url.path) { print("wrote \(url.path)") }
        if let bytes = rendered {
            let report = SVGSizeReport(document: bytes).text()
            if isStandardOutput(url.path) {
                FileHandle.standardError.write(Data(report.utf8))
            } else {
                print(report, terminator: "")
            }
        }
    }

    /// Writes a raster format (`--format` other than svg, or a `--for` preset): frames of exact
    /// instants, rendered and encoded (``RasterOptions``), with the format's approximations as
    /// notes and the preset's size limit checked.
    private func writeRaster(_ story: Story, format: ExportFormat, to url: URL) throws {
        var options = RasterOptions()
        options.frameRate = frameRate ?? place?.frameRate ?? options.frameRate
        options.scale = scale ?? place?.scale ?? options.scale
        options.size = size
        options.background = background ?? .story
        options.loopCount = loopCount
        if from != nil || to != nil {
            let end = try to.map { try StoryTime(seconds: $0, what: "--to") } ?? RasterOptions.length(of: story.exportSource)
            let start = try StoryTime(seconds: from ?? 0, what: "--from")
            guard start <= end else {
                throw ExportError.invalidOption(name: "time range", reason: "must lie within the story, 0 s to \(end.seconds) s (--from \(start.seconds) s is after its end)")
            }
            options.timeRange = start...end
        }
        let bar = ProgressBar(interactive: progress ?? (isatty(2) == 1))
        let settings = ShareSettings(format: format, options: options, preset: place)
        let posterAt = try at.map { try StoryTime(seconds: $0, what: "--at") }
        let exporter = settings.exporter(posterAt: posterAt, progress: { done, total in bar.update(done, total) })
        let loops = loop || place != nil
        if let posterAt, format != .png {
            try exporter.writeFrame(story.exportSource, at: posterAt, to: url)
        } else {
            try exporter.write(story.exportSource, loop: loops, to: url)
        }
        bar.finish()
        for note in try exporter.approximations(for: story.exportSource) {
            FileHandle.standardError.write(Data("note: \(note)\n".utf8))
        }
        if !isStandardOutput(url.path) {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print("wrote \(url.path) (\(bytes) bytes)")
            if let place, bytes > place.limit {
                FileHandle.standardError.write(Data("warning: \(bytes) bytes is over the \(place.limit) bytes \(place.place) takes; lower --fps, --scale or --size, or use --from/--to\n".utf8))
            }
        }
    }

    /// Whether `path` is what standard output writes to (`-`, `/dev/stdout`, the file it is
    /// redirected to): then the SVG is the whole output, with no "wrote" line after it.
    func isStandardOutput(_ path: String) -> Bool {
        var file = stat(), out = stat()
        return stat(path, &file) == 0 && fstat(1, &out) == 0 && file.st_dev == out.st_dev && file.st_ino == out.st_ino
    }
}

struct TimelineCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "timeline",
            abstract: "Print a \(CatalogInfo.active.storyNoun)'s timeline, one segment a line.")
    }

    @Argument(help: ArgumentHelp("The \(CatalogInfo.active.storyNoun)'s name (see `\(CatalogInfo.active.commandName) list`).",
                                 valueName: CatalogInfo.active.storyNoun))
    var sample: String

    func validate() throws {
        _ = try CatalogInfo.active.story(named: sample)
    }

    func run() throws {
        print(try CatalogInfo.active.story(named: sample).record().timeline.text, terminator: "")
    }
}

struct ListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let noun = CatalogInfo.active.storyNoun
        return CommandConfiguration(
            commandName: "list", abstract: "List the \(noun.plural): their names and what each one shows.")
    }

    func run() throws {
        let stories = CatalogInfo.active.stories
        let width = stories.map(\.name.count).max() ?? 0
        for story in stories {
            // One line per story, whatever its summary holds (control characters written \u{…}).
            print(Timeline.inert(story.name).padding(toLength: width + 2, withPad: " ", startingAt: 0)
                  + Timeline.inert(story.summary))
        }
    }
}
