import Animatic
import AnimaticReview
import ArgumentParser
import Foundation

/// The `animatic` command line over a ``StoryCatalog``: `list`, `export`, `timeline`, `site`
/// (alias `samples`) and `serve`.
///
/// Exit status: 0 on success, 64 for a usage error (an unknown story, a bad number, options that
/// exclude each other), 1 when a file or folder cannot be written or a story cannot be recorded.
public enum AnimaticCommandLine {
    /// Parses `arguments` (default: the process's) and runs the command over `catalog`; exits the
    /// process when the command fails.
    ///
    /// ```swift
    /// @main enum Stories { static func main() async { await AnimaticCommandLine.main(catalog: MyStories.self) } }
    /// ```
    public static func main(catalog: any StoryCatalog.Type, arguments: [String]? = nil) async {
        let info = CatalogInfo(catalog)
        CatalogInfo.current.withLock { $0 = info }
        await CatalogCommand.main(arguments)
    }

    /// The running executable's file name: `animatic`.
    static var executableName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "animatic").lastPathComponent
    }
}

struct CatalogCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let catalog = CatalogInfo.active
        return CommandConfiguration(
            commandName: catalog.commandName,
            abstract: catalog.abstract,
            discussion: catalog.discussion,
            subcommands: [SiteCommand.self, ExportCommand.self, TimelineCommand.self, ListCommand.self, ServeCommand.self])
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
func writeSite(of catalog: CatalogInfo, to folder: URL) throws -> (entries: [ReviewPage.Entry], index: URL) {
    var entries: [ReviewPage.Entry] = []
    for story in catalog.stories {
        entries.append(ReviewPage.Entry(name: story.name, title: story.title, story: try story.record()))
    }
    let index = try ReviewPage.writeSite(entries, title: catalog.siteTitle, to: folder)
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

    func validate() throws {
        if output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--output needs a folder, got an empty path")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let (entries, index) = try writeSite(of: CatalogInfo.active, to: folder)
        print("Wrote \(entries.count) stories to \(folder.path): <name>.svg (the animation) and <name>.html (its review page)")
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            let name = entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            print("  \(name)\(NumberText.fixed(entry.story.duration, places: 3)) s, \(entry.story.timeline.segmentCount) segments")
        }
        print("Open the review page: \(index.path)")
    }
}

struct ExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: "Export one \(CatalogInfo.active.storyNoun) as an animated SVG, a looping one, or a still frame.")
    }

    @Argument(help: ArgumentHelp("The \(CatalogInfo.active.storyNoun)'s name (see `\(CatalogInfo.active.commandName) list`).",
                                 valueName: CatalogInfo.active.storyNoun))
    var sample: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write, - for standard output (default: <\(CatalogInfo.active.storyNoun)>.svg).", valueName: "file"))
    var output: String?

    @Flag(help: "Loop the whole story forever.")
    var loop = false

    @Flag(help: "Print where the SVG's bytes go: per view and per kind of animation (to standard error when the SVG goes to standard output).")
    var sizes = false

    // `.unconditional` so that `--at -1` reaches the check instead of reading as an option.
    @Option(name: .customLong("at"), parsing: .unconditional,
            help: ArgumentHelp("Write a still frame at this many seconds instead of an animation.", valueName: "seconds"),
            transform: parseSeconds)
    var at: Double?

    func validate() throws {
        _ = try CatalogInfo.active.story(named: sample)
        if let output, output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--output needs a file, got an empty path")
        }
        if at != nil, loop { throw ValidationError("--loop and --at exclude each other: a still frame does not loop") }
    }

    func run() throws {
        let story = try CatalogInfo.active.story(named: sample).record()
        // `-` is standard output, which the writer writes to as it writes to `/dev/stdout`.
        let url = URL(fileURLWithPath: output == "-" ? "/dev/stdout" : output ?? "\(sample).svg")
        if let at {
            try story.writeFrame(at: at, to: url)
        } else {
            try story.write(to: url, loop: loop)
        }
        if !isStandardOutput(url.path) { print("wrote \(url.path)") }
        if sizes {
            let bytes = at == nil ? try SVGExporter().document(of: story.exportSource, loop: loop)
                : try SVGExporter().frame(of: story.exportSource, at: StoryTime(instant: at ?? 0, what: "frame time"))
            let report = SVGSizeReport(document: bytes).text()
            if isStandardOutput(url.path) {
                FileHandle.standardError.write(Data(report.utf8))
            } else {
                print(report, terminator: "")
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
