import Animatic
import AnimaticReview
import AnimaticSamples
import ArgumentParser
import Foundation

/// `animatic`: export the bundled sample stories to animated SVG, with review pages.
///
/// Exit status: 0 on success, 64 for a usage error (an unknown sample, a bad number, options
/// that exclude each other), 1 when a file or folder cannot be written.
@main
struct AnimaticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animatic",
        abstract: "Record RxSwift + UIKit intro animations and export them as animated SVG.",
        discussion: """
            Examples:
              animatic samples --output out      every sample and its page; out/index.html
              animatic export app-intro --loop   app-intro.svg, looping forever
              animatic export curves --at 0.75   curves.svg, a still frame at 0.75 s
            """,
        subcommands: [SamplesCommand.self, ExportCommand.self, TimelineCommand.self, ListCommand.self])
}

/// Looks a sample up by name, with an error that lists the names there are.
func findSample(_ name: String) throws -> Sample {
    guard let found = Samples.named(name) else {
        throw ValidationError("unknown sample '\(name)'. Known samples (see `animatic list`): \(Samples.all.map(\.name).joined(separator: ", "))")
    }
    return found
}

/// A number of seconds from the command line: finite and not negative.
func parseSeconds(_ text: String) throws -> Double {
    guard let value = Double(text), value.isFinite, value >= 0 else {
        throw ValidationError("expected a number of seconds >= 0, such as 1.25")
    }
    return value
}

struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Export every sample as <name>.svg with its review page <name>.html, and index.html.")

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into (created if missing).", valueName: "folder"))
    var output: String = "out"

    func validate() throws {
        if output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--output needs a folder, got an empty path")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        var entries: [ReviewPage.Entry] = []
        for sample in Samples.all {
            entries.append(ReviewPage.Entry(name: sample.name, title: sample.title, story: try sample.record()))
        }
        let index = try ReviewPage.writeSite(entries, title: "Animatic samples", to: folder)
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
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export one sample as an animated SVG, a looping one, or a still frame.")

    @Argument(help: "The sample's name (see `animatic list`).")
    var sample: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: <sample>.svg).", valueName: "file"))
    var output: String?

    @Flag(help: "Loop the whole story forever.")
    var loop = false

    // `.unconditional` so that `--at -1` reaches the check instead of reading as an option.
    @Option(name: .customLong("at"), parsing: .unconditional,
            help: ArgumentHelp("Write a still frame at this many seconds instead of an animation.", valueName: "seconds"),
            transform: parseSeconds)
    var at: Double?

    func validate() throws {
        _ = try findSample(sample)
        if let output, output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--output needs a file, got an empty path")
        }
        if at != nil, loop { throw ValidationError("--loop and --at exclude each other: a still frame does not loop") }
    }

    func run() throws {
        let story = try findSample(sample).record()
        let url = URL(fileURLWithPath: output ?? "\(sample).svg")
        if let at {
            try story.writeFrame(at: at, to: url)
        } else {
            try story.write(to: url, loop: loop)
        }
        print("wrote \(url.path)")
    }
}

struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print a sample's timeline, one segment a line.")

    @Argument(help: "The sample's name (see `animatic list`).")
    var sample: String

    func validate() throws {
        _ = try findSample(sample)
    }

    func run() throws {
        print(try findSample(sample).record().timeline.text, terminator: "")
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the samples: their names and what each one shows.")

    func run() throws {
        let width = Samples.all.map(\.name.count).max() ?? 0
        for sample in Samples.all {
            print(sample.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + sample.summary)
        }
    }
}
