import Animatic
import AnimaticBrowserTesting
import Foundation

/// Compares what a browser (Chromium, Firefox or WebKit) shows of an exported story (a standalone SVG file, or the SVG inlined
/// in a review page) with the story's own model. Shared by the export, review-page and idiom
/// browser tests.
///
/// For every identified view, at every probe time, the element whose id is the view's
/// identifier must have the view's bounds space as its user space: its matrix to the root
/// (read through `getScreenCTM`) must map the view's four bounds corners to within 0.01 px of
/// where `story.state(at:)` puts them, and its effective opacity must be within 0.001.
public enum PlaybackComparison {
    /// Largest distance, in stage points, between a corner in the browser and in the model.
    public static let pixelTolerance = 0.01
    /// Largest difference between the browser's effective opacity and the model's.
    public static let opacityTolerance = 0.001

    /// One difference between the browser and the model.
    public struct Mismatch: CustomStringConvertible, Sendable {
        /// The model time compared, in seconds.
        public var time: Double
        /// The view's identifier.
        public var id: String
        /// What differs.
        public var what: String
        public var description: String { "t=\(time) \(id): \(what)" }
    }

    /// At least `count` times: evenly spread over the story and half a second past its end, plus
    /// 1 ms and 0.1 ms either side of every segment boundary.
    public static func probeTimes(for story: Story, evenly count: Int = 50) -> [Double] {
        let duration = story.duration
        var times = Set<Double>()
        for k in 0..<count {
            times.insert((duration + 0.5) * Double(k) / Double(count - 1))
        }
        for boundary in boundaries(of: story) {
            for offset in [-0.001, -0.0001, 0.0001, 0.001] where boundary + offset >= 0 {
                times.insert(boundary + offset)
            }
        }
        return times.sorted()
    }

    /// Every segment start and end of the story, in seconds, sorted, without repeats.
    public static func boundaries(of story: Story) -> [Double] {
        Set(story.timeline.segments.flatMap { [$0.start.seconds, $0.end.seconds] }).sorted()
    }

    /// The identifiers the comparison reads (every view that has one).
    public static func identifiers(of story: Story) -> [String] {
        story.timeline.views.compactMap(\.identifier)
    }

    /// Every difference between the element states a browser showed and the model at `time`.
    ///
    /// - Parameters:
    ///   - states: what ``SVGProbe`` read, by element id (ids the model lacks are ignored).
    ///   - time: the story time the states are compared with, in seconds.
    ///   - ids: the views to compare (default: every identified view).
    /// - Throws: ``StoryTimeError`` for a negative, NaN or infinite `time`, as `Story.state(at:)`.
    public static func mismatches(story: Story, states: [String: ElementState], at time: Double,
                                  ids: [String]? = nil) throws(StoryTimeError) -> [Mismatch] {
        var report = Report(engine: .chromium)
        try compare(story: story, states: states, at: time, ids: ids, into: &report)
        return report.mismatches
    }

    /// Compares one frame and adds its differences and worst deviations to `report`.
    static func compare(story: Story, states: [String: ElementState], at time: Double,
                        ids: [String]? = nil, into report: inout Report) throws(StoryTimeError) {
        let state = try story.state(at: time)
        var found: [Mismatch] = []
        defer {
            report.mismatches += found
            report.timesProbed += 1
        }
        for id in ids ?? identifiers(of: story) {
            guard let model = state[id] else { continue }
            guard let shown = states[id] else {
                found.append(Mismatch(time: time, id: id, what: "missing in the browser"))
                continue
            }
            if !model.isVisible {
                if shown.isShown { found.append(Mismatch(time: time, id: id, what: "shown but hidden in the model")) }
                continue
            }
            if shown.visibility != "visible" || shown.display == "none" {
                found.append(Mismatch(time: time, id: id, what: "hidden (\(shown.visibility), \(shown.display)) but visible in the model"))
                continue
            }
            report.worstOpacity = max(report.worstOpacity, abs(shown.opacity - model.effectiveOpacity))
            if abs(shown.opacity - model.effectiveOpacity) > opacityTolerance {
                found.append(Mismatch(time: time, id: id, what: "opacity \(shown.opacity) vs model \(model.effectiveOpacity)"))
            }
            guard let matrix = shown.matrix else {
                found.append(Mismatch(time: time, id: id, what: "no matrix"))
                continue
            }
            let w = model.state.width, h = model.state.height
            let x0 = model.state.boundsX, y0 = model.state.boundsY
            var worst = 0.0
            // The id'd group's space is the view's frame space: its bounds origin moves only the
            // subviews (SVGContent.swift), so the model's bounds point (x0 + x, y0 + y) is drawn at (x, y).
            for (x, y) in [(0, 0), (w, 0), (0, h), (w, h)] {
                let a = matrix.apply(x: x, y: y)
                let b = model.matrixToStage.apply(x0 + x, y0 + y)
                worst = max(worst, abs(a.x - b.x), abs(a.y - b.y))
            }
            report.worstPixel = max(report.worstPixel, worst)
            if worst > pixelTolerance {
                found.append(Mismatch(time: time, id: id, what: "corners \(worst) px apart (browser \(matrix), model \(model.matrixToStage))"))
            }
        }
    }

    /// What one engine showed of one export, compared with the model.
    public struct Report: Sendable, CustomStringConvertible {
        /// The engine that played the export.
        public var engine: BrowserEngine
        /// How many moments were sought and compared.
        public var timesProbed = 0
        /// The largest corner distance seen, in stage points.
        public var worstPixel = 0.0
        /// The largest effective-opacity difference seen.
        public var worstOpacity = 0.0
        /// Every difference beyond the tolerances.
        public var mismatches: [Mismatch] = []

        /// A report with nothing compared yet.
        public init(engine: BrowserEngine) { self.engine = engine }

        public var description: String {
            "\(engine): \(timesProbed) times, worst \(worstPixel) px, worst opacity \(worstOpacity), \(mismatches.count) mismatches"
        }
    }

    /// The story time a probed frame shows: the time the engine really used.
    ///
    /// WebKit lands on the sought float32 (see ``SVGProbe/seekValue(for:)``). Chromium keeps its
    /// SMIL clock in whole microseconds (`SMILTime` is a `base::TimeDelta`, and
    /// `SVGSVGElement::setCurrentTime` converts the float through `SMILTime::FromSecondsD`, which
    /// truncates): a seek to 0.5710079 s shows 0.571007 s, up to 1 µs before the sought value,
    /// which an animation turning 4 rad in 18 ms moves a corner 0.02 px (#21). Firefox keeps
    /// whole milliseconds and rounds the sought time to the nearest one (a seek to 0.9999 s shows
    /// 1.000 s), so the time compared is what `getCurrentTime()` reports, rounded to the
    /// millisecond to drop its float noise.
    public static func shownTime(of frame: ProbeFrame, engine: BrowserEngine) -> Double {
        shownTime(seekValue: Double(frame.seekValue), documentTime: frame.documentTime, engine: engine)
    }

    /// The story time a page shows after a script's own `setCurrentTime(seekValue)` (a value from
    /// ``SVGProbe/seekValue(for:)``) when `getCurrentTime()` then reports `documentTime`: the seek
    /// value in WebKit, the seek value truncated to whole microseconds in Chromium, the reported
    /// time rounded to the millisecond in Firefox (see ``shownTime(of:engine:)``).
    ///
    /// ```swift
    /// PlaybackComparison.shownTime(seekValue: 0.5710079, documentTime: 0.571007, engine: .chromium)  // 0.571007
    /// ```
    public static func shownTime(seekValue: Double, documentTime: Double, engine: BrowserEngine) -> Double {
        switch engine {
        case .chromium: chromiumTime(seekValue)
        case .webkit: seekValue
        case .firefox: (documentTime * 1000).rounded() / 1000
        }
    }

    /// The time Chromium's SMIL clock is set to by `setCurrentTime(seconds)`: the seconds (the
    /// float, widened) times 1,000,000 in double arithmetic, truncated to whole microseconds, as
    /// Blink's `SMILTime::FromSecondsD` does through `base::Seconds`.
    static func chromiumTime(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded(.towardZero) / 1_000_000
    }

    /// Loads `url` (an SVG file, or an HTML page whose SVG `rootSelector` finds), seeks its SMIL
    /// clock to every time (in batches of 40 per round trip) and lists every difference from the
    /// model at `modelTime(t)`, where t is the time the engine shows (``shownTime(of:engine:)``).
    public static func mismatches(story: Story, svg url: URL, browser: Browser, times: [Double],
                                  rootSelector: String? = nil,
                                  modelTime: (Double) -> Double = { $0 }) async throws -> [Mismatch] {
        try await report(story: story, svg: url, browser: browser, times: times, rootSelector: rootSelector,
                         modelTime: modelTime).mismatches
    }

    /// Like ``mismatches(story:svg:browser:times:rootSelector:modelTime:)``, with the worst
    /// deviations seen within the tolerances.
    public static func report(story: Story, svg url: URL, browser: Browser, times: [Double],
                              rootSelector: String? = nil,
                              modelTime: (Double) -> Double = { $0 }) async throws -> Report {
        let ids = identifiers(of: story)
        let probe = try await SVGProbe.open(url, in: browser, rootSelector: rootSelector)
        var report = Report(engine: browser.engine)
        var start = 0
        while start < times.count {
            let batch = Array(times[start..<min(times.count, start + 40)])
            start += batch.count
            for frame in try await probe.read(ids: ids, at: batch, includeText: false) {
                try compare(story: story, states: frame.states, at: modelTime(shownTime(of: frame, engine: browser.engine)),
                            into: &report)
            }
        }
        EngineFigures.record(report, file: url.lastPathComponent)
        return report
    }

    /// Loads a looped export (`story.write(to:loop: true)`) and lists every difference from the
    /// model over its first two passes: the ``probeTimes(for:evenly:)`` strictly inside the story
    /// (not within 0.5 ms of the loop seam, where the next pass's first value shows), and the
    /// same times one pass later, compared with the same model times. A pass is the story's
    /// length rounded up to a whole millisecond, as the writer's `dur` (``loopPass(of:)``).
    public static func twoPassMismatches(story: Story, svg url: URL, browser: Browser) async throws -> [Mismatch] {
        try await twoPassReport(story: story, svg: url, browser: browser).mismatches
    }

    /// Like ``twoPassMismatches(story:svg:browser:)``, with the worst deviations seen.
    public static func twoPassReport(story: Story, svg url: URL, browser: Browser) async throws -> Report {
        let duration = story.duration
        let pass = loopPass(of: story)
        let firstPass = probeTimes(for: story).filter { $0 > 0.0005 && $0 < duration - 0.0005 }
        let secondPass = firstPass.map { $0 + pass }
        return try await report(story: story, svg: url, browser: browser, times: firstPass + secondPass,
                                    modelTime: { $0 >= pass ? $0 - pass : $0 })
    }

    /// How long one pass of a looped export lasts, in seconds: the story's length rounded up to
    /// a whole millisecond (browsers keep SMIL time in whole milliseconds or microseconds, so the
    /// writer's `dur` is a whole millisecond; a story of whole milliseconds is its own length).
    public static func loopPass(of story: Story) -> Double {
        let millisecond: Int64 = 1_000_000
        let (whole, part) = story.end.ticks.quotientAndRemainder(dividingBy: millisecond)
        return part == 0 ? story.duration : StoryTime(ticks: (whole + 1) * millisecond).seconds
    }

    /// Runs `xmllint --noout` on a file and returns its complaint, or nil when it parses.
    /// `huge`: with `--huge` (libxml2 refuses more than 256 nested elements without it;
    /// browsers take thousands).
    public static func xmllintProblem(_ url: URL, huge: Bool = false) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint"] + (huge ? ["--huge"] : []) + ["--noout", url.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    /// A fresh folder for one test's files.
    public static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("animatic-test-\(getpid())-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
