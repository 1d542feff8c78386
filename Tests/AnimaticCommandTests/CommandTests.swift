import Animatic
import AnimaticReview
import AnimaticSamples
import Dispatch
import Foundation
import Testing

/// The built `animatic` binary, run as a user runs it.
///
/// Found next to the test bundle (the test target depends on the command's target, so
/// `swift build --build-tests` and `swift test` build it there), or at `$ANIMATIC_BINARY`.
enum AnimaticBinary {
    struct Output: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the animatic binary is not built (looked in \(searched.joined(separator: ", "))); run `swift build --build-tests` or set ANIMATIC_BINARY"
        }
    }

    static let url: Result<URL, NotFound> = {
        let fm = FileManager.default
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["ANIMATIC_BINARY"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        // The test process's own executable lives in the build folder (on macOS inside
        // AnimaticPackageTests.xctest/Contents/MacOS): look beside it and up a few levels.
        var folder = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                         ?? Bundle.main.executablePath ?? CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("animatic").path)
            folder = folder.deletingLastPathComponent()
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/animatic").path)
        for candidate in candidates where fm.isExecutableFile(atPath: candidate) {
            return .success(URL(fileURLWithPath: candidate))
        }
        return .failure(NotFound(searched: candidates))
    }()

    /// Runs `animatic arguments…` in `folder` with an 80-column terminal width and no input.
    static func run(_ arguments: [String], in folder: URL) throws -> Output {
        let process = Process()
        process.executableURL = try url.get()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while the process runs, so that a full pipe cannot stall it.
        let errorText = DataBox()
        let reading = Dispatch.DispatchGroup()
        reading.enter()
        Dispatch.DispatchQueue.global().async {
            errorText.data = err.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errorText.data, as: UTF8.self))
    }

    private final class DataBox: @unchecked Sendable { var data = Data() }
}

/// A fresh working folder, removed at the end of the test.
struct WorkFolder: ~Copyable {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-command-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func run(_ arguments: String...) throws -> AnimaticBinary.Output { try AnimaticBinary.run(arguments, in: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
    func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
}

func story(_ name: String) throws -> Story { try #require(Samples.named(name)).record() }

let knownSamples = "article-nested-completions, article-keyframes, article-flatmap, article-concat, article-concat-delays, article-rotate-take5, article-rx-extension, app-intro, parallel-views, nested-subviews, curves, colour-change, hide-show, springs-and-repeats, welcome-entrance, onboarding-cards, onboarding-controller, get-started, auto-layout-onboarding, animator-onboarding, sign-in, navigation-push, rx-onboarding, core-animation-onboarding, replicator-loader, storyboard-intro, nib-cards"

@Suite struct CommandTests {
    @Test func listPrintsEverySampleWithItsSummary() throws {
        let work = try WorkFolder()
        let result = try work.run("list")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            article-nested-completions  Rotate, shift and fade chained through UIView.animate completion closures.
            article-keyframes           The same three steps as relative keyframes of one eased 1.5 s animation.
            article-flatmap             rotate, shift and fade as Observables chained with flatMap.
            article-concat              The same steps listed in Observable.concat.
            article-concat-delays       Pauses between the steps, built on Observable.of(()).delay on MainScheduler.
            article-rotate-take5        An endless rotation cut after five quarter turns by take(5), then shift and fade.
            article-rx-extension        The primitives as a Reactive extension of UIView: box.rx.rotateEndlessly(...).take(5).
            app-intro                   The logo draws itself, the title fades up and is underlined, cards with icons slide in one by one, and the call-to-action springs in and pulses forever.
            parallel-views              Three bars rise together with merge; two dots travel in step with zip, then everything fades.
            nested-subviews             A parent card turns and fades while its children slide inside its own coordinates.
            curves                      linear, easeIn, easeOut and easeInOut racing over the same distance.
            colour-change               A tile runs through red, orange, green and blue while it grows and shrinks.
            hide-show                   Three lights blink with isHidden at exact times, a fourth fades in between.
            springs-and-repeats         A button pops in on a spring, its badge pulses forever, a dot blinks 2.5 times, a runner is redirected halfway and a card cross-dissolves to green.
            welcome-entrance            Start values set before animating: the logo ring draws itself, the title rises and fades in, three feature rows stagger in, a timer ticks the progress dots, and the Get started pill pops in when every row has arrived (DispatchGroup).
            onboarding-cards            Three cards slide in one after another through a concat of Observable.create steps that set each card's start position and scale before animating; the page indicator slides along; an endless swipe hint keeps pulsing, recorded for 6 s.
            onboarding-controller       A UIViewController shown on an iPhone 15 stage lays out from its safe area, brings its logo, title and button in from viewDidAppear, then presents a second controller full screen: it slides up in 0.5 s and its rows stagger in from its own viewDidAppear.
            get-started                 Three intro pages slide in, the Get started button pops in, and a scripted tap at 4 s highlights it and runs its action, which slides the home screen in over the intro.
            auto-layout-onboarding      An onboarding screen laid out with constraints and stack views on an iPhone 15 stage: the rows fade in, a constraint constant and layoutIfNeeded() in a spring animation slide the Get started button up, and hiding a row in an animation block collapses it in its stack.
            animator-onboarding         A UIViewPropertyAnimator slides the welcome card up, is paused at 0.6 s as a finger would, scrubbed back to 40 % and continued on a spring; a badge pops in with animateKeyframes and a hint bobs with a repeating CAKeyframeAnimation.
            sign-in                     A view controller laid out with anchors slides its title and wrapping subtitle in with property animators; a wrong password at 2.2 s changes the status text and shakes the filled button; the second tap at 3.2 s shows the button's activity indicator and a new status.
            navigation-push             A navigation controller with its bar: a scripted tap at 1.5 s pushes the second page, which slides in from the right as the first moves a third of the way left and the bar's title cross-fades; a tap at 3.5 s pops back.
            rx-onboarding               A pager whose page index is a BehaviorRelay: scripted taps on Next and Back reach it through rx.tap, a Driver slides the pages and, through Binders fed inside the animation block, fades the dots and the Get started button; its tap slides the home screen in.
            core-animation-onboarding   A UIViewPropertyAnimator lifts the card while its icon arrives in a CAAnimationGroup (scale, turn and fade), a paper plane flies a CAKeyframeAnimation path turning with it, the Next button springs in with CASpringAnimation, the sky's gradient colours shift and the page dots hop with animateKeyframes.
            replicator-loader           Twelve dots fade in turn around a circle (CAReplicatorLayer with an instance delay), a ring draws and erases itself with strokeEnd and strokeStart, eight arcs draw one after another, and a gradient mask shimmers across a CATextLayer, recorded for 3 s.
            storyboard-intro            A screen read from a .storyboard: its views, constraints, colours, fonts, corner radii and outlets come from the XML; the logo springs in, the labels rise, and a tap on the storyboard's button at 2 s runs its @IBAction.
            nib-cards                   Three cards made from one .xib with Bundle.main.loadNibNamed: the nib gives each card's size, colours, corner radii and constraints, awakeFromNib readies it, and the cards slide in 0.2 s apart.

            """)
        #expect(work.files() == [])
    }

    @Test func timelinePrintsTheSegmentsExactly() throws {
        let work = try WorkFolder()
        let result = try work.run("timeline", "article-rotate-take5")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
            0.500 +0.500 box transform rotate(90°) -> rotate(180°) easeInOut
            1.000 +0.500 box transform rotate(180°) -> rotate(270°) easeInOut
            1.500 +0.500 box transform rotate(270°) -> rotate(360°) easeInOut
            2.000 +0.500 box transform rotate(360°) -> rotate(450°) easeInOut
            2.500 +0.500 box center (200, 150) -> (250, 150) easeInOut
            3.000 +0.500 box alpha 1 -> 0 easeInOut

            """)
    }

    @Test func exportWritesTheStorysSVG() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-concat", "--output", "f.svg")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "wrote \(work.path("f.svg"))\n")
        #expect(work.files() == ["f.svg"])
        #expect(try work.text("f.svg") == story("article-concat").svg())
        #expect(try work.text("f.svg").contains("<animateTransform"))

        // Without --output: <sample>.svg in the current folder.
        let plain = try work.run("export", "hide-show")
        #expect(plain.status == 0)
        #expect(plain.stdout == "wrote \(work.path("hide-show.svg"))\n")
        #expect(try work.text("hide-show.svg") == story("hide-show").svg())
    }

    /// `--sizes` prints the report after the "wrote" line: the file's length, then per view and kind.
    @Test func exportSizesReportsTheFileItWrote() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-rotate-take5", "--sizes", "-o", "sized.svg")
        #expect(result.status == 0)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: work.path("sized.svg"))))
        #expect(result.stdout == "wrote \(work.path("sized.svg"))\n" + SVGSizeReport(document: bytes).text())
        #expect(result.stdout.contains("\(bytes.count) bytes\n") && result.stdout.contains("  box\n")
            && result.stdout.contains("animateTransform rotate\n"))
    }

    /// `--output x.svgz` writes the SVG gzip-compressed; with `--sizes` the report is of the
    /// document (what `gzip -d` gives back), rendered once.
    @Test func exportSvgzWritesTheDocumentGzipped() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-rotate-take5", "-o", "small.svgz")
        #expect(result.status == 0)
        #expect(result.stdout == "wrote \(work.path("small.svgz"))\n")
        let document = try story("article-rotate-take5").svg()
        let plain = try gunzipped(work.path("small.svgz"))
        #expect(String(decoding: plain, as: UTF8.self) == document)
        let sized = try work.run("export", "article-rotate-take5", "--sizes", "-o", "sized.svgz")
        #expect(sized.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: work.path("sized.svgz")))
            == Data(contentsOf: URL(fileURLWithPath: work.path("small.svgz"))))
        #expect(sized.stdout == "wrote \(work.path("sized.svgz"))\n" + SVGSizeReport(document: [UInt8](plain)).text())
    }

    @Test func exportLoopWritesALoopingSVG() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-rotate-take5", "--loop", "-o", "loop.svg")
        #expect(result.status == 0)
        #expect(result.stdout == "wrote \(work.path("loop.svg"))\n")
        let text = try work.text("loop.svg")
        #expect(text == (try story("article-rotate-take5").svg(loop: true)))
        #expect(text.contains(#"repeatCount="indefinite""#))
    }

    @Test func exportAtWritesAStillFrame() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-rotate-take5", "--at", "1.25", "--output", "still.svg")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "wrote \(work.path("still.svg"))\n")
        let text = try work.text("still.svg")
        #expect(text == (try story("article-rotate-take5").svg(at: 1.25)))
        for element in ["<animate", "<animateTransform", "<set"] {
            #expect(!text.contains(element), "a still frame has no \(element)")
        }
        // 1.25 s is halfway through the third quarter turn (180° to 270°, eased): 225°, about
        // the box's centre (50, 50) on its id group.
        #expect(text.contains("rotate(225 50 50)"))
    }

    @Test func samplesWritesEverySampleTheIndexAndSaysWhereToOpenIt() throws {
        let work = try WorkFolder()
        let result = try work.run("samples", "--output", "site")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let site = work.url.appendingPathComponent("site").path
        var expected = "Wrote \(Samples.all.count) stories to \(site): <name>.svg (the animation) and <name>.html (its review page)\n"
        let width = Samples.all.map(\.name.count).max()!
        for sample in Samples.all {
            let story = try sample.record()
            expected += "  " + sample.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + "\(NumberText.fixed(story.duration, places: 3)) s, \(story.timeline.segmentCount) segments\n"
        }
        expected += "Open the review page: \(site)/index.html\n"
        #expect(result.stdout == expected)
        #expect(result.stdout.hasSuffix("  app-intro                   5.95 s, 15 segments\n  parallel-views              2.1 s, 13 segments\n  nested-subviews             2.6 s, 8 segments\n  curves                      1.5 s, 4 segments\n  colour-change               2 s, 6 segments\n  hide-show                   2.7 s, 7 segments\n  springs-and-repeats         2.25 s, 12 segments\n  welcome-entrance            2.4 s, 29 segments\n  onboarding-cards            6 s, 21 segments\n  onboarding-controller       2.14 s, 19 segments\n  get-started                 4.7 s, 18 segments\n  auto-layout-onboarding      2.4 s, 45 segments\n  animator-onboarding         4 s, 12 segments\n  sign-in                     4.175 s, 103 segments\n  navigation-push             4.1 s, 40 segments\n  rx-onboarding               7.2 s, 27 segments\n  core-animation-onboarding   4 s, 155 segments\n  replicator-loader           3 s, 58 segments\n  storyboard-intro            2.6 s, 19 segments\n  nib-cards                   1.7 s, 24 segments\nOpen the review page: \(site)/index.html\n"))

        let files = try FileManager.default.contentsOfDirectory(atPath: site).sorted()
        #expect(files == (Samples.all.flatMap { ["\($0.name).html", "\($0.name).svg"] } + ["index.html"]).sorted())
        for sample in Samples.all {
            #expect(try String(contentsOfFile: "\(site)/\(sample.name).svg", encoding: .utf8) == sample.record().svg())
        }
        // Users' own code gets the same files: ReviewPage.writeSite with the same entries.
        let mine = work.url.appendingPathComponent("mine")
        try ReviewPage.writeSite(try Samples.all.map { ReviewPage.Entry(name: $0.name, title: $0.title, story: try $0.record()) },
                                 title: "Animatic samples", to: mine)
        for file in files {
            #expect(FileManager.default.contents(atPath: "\(site)/\(file)") == FileManager.default.contents(atPath: mine.appendingPathComponent(file).path),
                    "\(file) differs from ReviewPage.writeSite's")
        }
        let index = try String(contentsOfFile: "\(site)/index.html", encoding: .utf8)
        for sample in Samples.all {
            #expect(index.contains(#"<a class="card" href="\#(sample.name).html" data-story="\#(sample.name)">"#))
        }
    }

    @Test(arguments: [
        ([] as [String], """
            OVERVIEW: Record RxSwift + UIKit intro animations and export them as animated
            SVG.

            Examples:
              animatic site --output out         every sample and its page; out/index.html
              animatic serve --watch             the pages on http://127.0.0.1:8000/, live
              animatic export app-intro --loop   app-intro.svg, looping forever
              animatic export curves --at 0.75   curves.svg, a still frame at 0.75 s

            USAGE: animatic <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              site, samples           Export every sample as <name>.svg with its review
                                      page <name>.html, and index.html.
              export                  Export one sample as an animated SVG, a looping one,
                                      or a still frame; or as a poster PNG, APNG, GIF, MP4
                                      or WebP.
              timeline                Print a sample's timeline, one segment a line.
              list                    List the samples: their names and what each one shows.
              serve                   Serve the review pages on http://127.0.0.1:<port>/;
                                      with --watch, rebuild and reload them on every save.

              See 'animatic help <subcommand>' for detailed help.

            """),
        // `samples` is the name `site` had first: an alias.
        (["samples"], """
            OVERVIEW: Export every sample as <name>.svg with its review page <name>.html,
            and index.html.

            USAGE: animatic site [--output <folder>] [--share]

            OPTIONS:
              -o, --output <folder>   The folder to write into (created if missing).
                                      (default: out)
              --share                 Also write <name>.png (a poster of the last frame)
                                      and <name>.gif (10 frames a second, looping) of each
                                      story.
              -h, --help              Show help information.


            """),
        (["site"], """
            OVERVIEW: Export every sample as <name>.svg with its review page <name>.html,
            and index.html.

            USAGE: animatic site [--output <folder>] [--share]

            OPTIONS:
              -o, --output <folder>   The folder to write into (created if missing).
                                      (default: out)
              --share                 Also write <name>.png (a poster of the last frame)
                                      and <name>.gif (10 frames a second, looping) of each
                                      story.
              -h, --help              Show help information.


            """),
        (["export"], """
            OVERVIEW: Export one sample as an animated SVG, a looping one, or a still
            frame; or as a poster PNG, APNG, GIF, MP4 or WebP.

            Raster formats sample the model at exact instants (--fps), render each frame
            with rsvg-convert and encode with ffmpeg; what a format cannot show (GIF's 256
            colours, MP4's missing alpha) is printed as a note. --for readme|pr|chat picks
            format, rate and scale for the place.

            USAGE: animatic export [<options>] <sample>

            ARGUMENTS:
              <sample>                The sample's name (see `animatic list`).

            OPTIONS:
              -o, --output <file>     The file to write, - for standard output (default:
                                      <sample>.<extension of the format>).
              --loop                  Loop the whole story (forever, or --loop-count times).
              --sizes                 Print where the SVG's bytes go: per view and per kind
                                      of animation (to standard error when the SVG goes to
                                      standard output).
              --at <seconds>          Write a still frame at this many seconds instead of
                                      an animation.
              --format <format>       svg (default), png (a poster: the end, or --at),
                                      apng, gif, mp4 or webp. (values: svg, png, apng, gif,
                                      mp4, webp)
              --for <place>           Where it goes: readme (GIF, 15 fps), pr (APNG, 30
                                      fps) or chat (MP4, 30 fps, 2x); looping, and checked
                                      against the place's size limit. (values: readme, pr,
                                      chat)
              --fps <rate>            Frames per second of a raster animation, 1 to 120
                                      (default 30).
              --scale <scale>         Pixels per point: 1, 2 or 3 (default 1).
              --size <size>           The output size in points, WIDTHxHEIGHT (default: the
                                      stage's); the stage is fitted, centred.
              --background <colour>   What is painted behind the stage: #rrggbb, #rrggbbaa,
                                      transparent, or story (default).
              --loop-count <count>    With --loop, how many times a raster animation plays
                                      (default: forever).
              --from <seconds>        Start the raster animation at this many seconds.
              --to <seconds>          End the raster animation at this many seconds.
              --progress/--no-progress
                                      Show a progress bar on standard error (default: when
                                      it is a terminal).
              -h, --help              Show help information.


            """),
        (["timeline"], """
            OVERVIEW: Print a sample's timeline, one segment a line.

            USAGE: animatic timeline <sample>

            ARGUMENTS:
              <sample>                The sample's name (see `animatic list`).

            OPTIONS:
              -h, --help              Show help information.


            """),
        (["list"], """
            OVERVIEW: List the samples: their names and what each one shows.

            USAGE: animatic list

            OPTIONS:
              -h, --help              Show help information.


            """),
    ])
    func helpOfEveryCommand(command: [String], help: String) throws {
        let work = try WorkFolder()
        let result = try AnimaticBinary.run(command + ["--help"], in: work.url)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == help)
        #expect(work.files() == [])
        if !command.isEmpty {
            // `animatic help <command>` says the same.
            #expect(try AnimaticBinary.run(["help"] + command, in: work.url).stdout == help)
        }
    }

    @Test(arguments: [["export", "nope"], ["export", "nope", "--at", "1"], ["timeline", "nope"]])
    func unknownSampleIsAUsageError(arguments: [String]) throws {
        let work = try WorkFolder()
        let result = try AnimaticBinary.run(arguments, in: work.url)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        let usage = arguments[0] == "export"
            ? "animatic export [<options>] <sample>" : "animatic timeline <sample>"
        #expect(result.stderr == """
            Error: unknown sample 'nope'. Known samples (see `animatic list`): \(knownSamples)
            Usage: \(usage)
              See 'animatic \(arguments[0]) --help' for more information.

            """)
        #expect(work.files() == [])
    }

    @Test(arguments: ["-1", "nan", "abc", "inf", "1e400", ""])
    func badSecondsAreRefused(value: String) throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-concat", "--at", value)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Error: The value '\(value)' is invalid for '--at <seconds>': expected a number of seconds >= 0, such as 1.25
            Help:  --at <seconds>  Write a still frame at this many seconds instead of an animation.
            Usage: animatic export [<options>] <sample>
              See 'animatic export --help' for more information.

            """)
        #expect(work.files() == [])
    }

    @Test func loopAndAtExcludeEachOther() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-concat", "--at", "1", "--loop")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --loop and --at exclude each other: a still frame does not loop\n"))
        #expect(work.files() == [])
    }

    @Test func unwritablePathsFailWithTheReason() throws {
        let work = try WorkFolder()
        let proc = try work.run("export", "article-concat", "--output", "/proc/x.svg")
        #expect(proc.status == 1)
        #expect(proc.stdout == "")
        #expect(proc.stderr == "Error: cannot write /proc/x.svg: cannot create a temporary file in /proc (No such file or directory)\n")

        let missing = try work.run("export", "article-concat", "--at", "0.5", "--output", "missing/x.svg")
        #expect(missing.status == 1)
        #expect(missing.stderr == "Error: cannot write \(work.path("missing/x.svg")): the folder \(work.path("missing")) does not exist\n")

        try Data("not a folder".utf8).write(to: work.url.appendingPathComponent("file"))
        let underFile = try work.run("samples", "--output", "file/site")
        #expect(underFile.status == 1)
        #expect(underFile.stdout == "")
        #expect(underFile.stderr == "Error: cannot create the folder \(work.path("file/site")): \(work.path("file")) is a file, not a folder\n")

        let procSite = try work.run("samples", "--output", "/proc/animatic-site")
        #expect(procSite.status == 1)
        #expect(procSite.stderr == "Error: cannot create the folder /proc/animatic-site: No such file or directory\n")
        #expect(work.files() == ["file"])
    }
}

/// Empty or blank output paths are usage errors (exit 64), never "write into the current folder".
@Suite struct EmptyOutputTests {
    @Test(arguments: [["samples", "--output", ""], ["samples", "--output", "   "], ["export", "article-concat", "--output", ""]])
    func anEmptyOutputIsAUsageError(arguments: [String]) throws {
        let work = try WorkFolder()
        let result = try AnimaticBinary.run(arguments, in: work.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--output needs a"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.url.path).isEmpty)
    }
}


/// A file decompressed by `gzip -dc`.
func gunzipped(_ path: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/gzip")
    process.arguments = ["-dc", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
    return data
}
