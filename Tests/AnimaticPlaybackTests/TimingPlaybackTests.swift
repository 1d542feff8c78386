import Animatic
import AnimaticPlaybackTesting
import AnimaticBrowserTesting
import AnimaticSamples
import Foundation
import Testing

/// Springs, endless repeats and interruptions, played in real headless Chromium, Firefox and WebKit.
@Suite(.serialized) struct TimingPlaybackTests {
    private func exported(_ name: String, loop: Bool = false) throws -> (Story, URL, URL) {
        let story = try #require(Samples.named(name)).record()
        let folder = try PlaybackComparison.temporaryFolder("timing-\(name)")
        let url = folder.appendingPathComponent("\(name).svg")
        try story.write(to: url, loop: loop)
        return (story, url, folder)
    }

    /// The badge pulses forever from 0.8 s with a period of 0.8 s: seeking into its 3rd, 4th
    /// and 50th cycles shows what the model shows (the cycle element takes over from the
    /// whole-story track, which ends at 2.25 s).
    @Test(arguments: BrowserEngine.tested)
    func endlessRepeatKeepsCycling(engine: BrowserEngine) async throws {
        let (story, url, folder) = try exported("springs-and-repeats")
        defer { try? FileManager.default.removeItem(at: folder) }
        let badge = try #require(story.timeline.view(named: "badge"))
        let pulse = try #require(story.timeline.endlessRepeat(of: badge, .transform))
        #expect(pulse.start.seconds == 0.8 && pulse.period.seconds == 0.8)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#"begin="0.8s" dur="0.8s" calcMode="spline""#))
        var times: [Double] = []
        for cycle in [2.0, 3.0, 49.0] {
            for phase in [0.013, 0.2, 0.39, 0.41, 0.6, 0.787] { times.append(0.8 + 0.8 * cycle + phase) }
        }
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // The model really pulses there (the test would be vacuous on a still badge).
        let scales = try times.map { try story.state(at: $0)["badge"]!.matrixToStage.a }
        #expect(scales.max()! - scales.min()! > 0.3)
    }

    /// The runner is redirected at 0.6 s: in the browser its position just before and just
    /// after equals within 0.01 px (no jump), and it then heads somewhere else. (Firefox's clock
    /// lands on whole milliseconds, so there both reads are at 0.6 s; the model comparison at
    /// the time each frame shows still holds there.)
    @Test(arguments: BrowserEngine.tested)
    func interruptionShowsNoJump(engine: BrowserEngine) async throws {
        let (story, url, folder) = try exported("springs-and-repeats")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cut = 0.6
        let times = [cut - 0.00001, cut + 0.00001, cut - 0.2, cut + 0.4]
        let frames = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let probe = try await SVGProbe.open(url, in: browser)
            return try await probe.read(ids: ["runner"], at: times, includeText: false)
        }
        func position(_ i: Int) throws -> (x: Double, y: Double) {
            let m = try #require(frames[i]["runner"]?.matrix)
            return m.apply(x: 20, y: 20)   // the runner's centre in its bounds space
        }
        let before = try position(0), after = try position(1)
        let jump = hypot(after.x - before.x, after.y - before.y)
        #expect(jump <= 0.01, "\(engine): jump of \(jump) px at the interruption")
        // Before the cut it moves right only; after, it climbs.
        let earlier = try position(2), later = try position(3)
        #expect(abs(earlier.y - before.y) < 1e-6 && before.x > earlier.x)
        #expect(later.y < after.y - 10)
        // The model agrees at every probed time.
        for frame in frames {
            let found = try PlaybackComparison.mismatches(story: story, states: frame.states,
                                                          at: PlaybackComparison.shownTime(of: frame, engine: engine),
                                                          ids: ["runner"])
            #expect(found.isEmpty, "\(engine): \(found)")
        }
    }

    /// The card cross-dissolves from grey to green from 1.4 s over 0.5 s: the colour each engine
    /// paints is the model's interpolated colour (what a crossfade of the two pictures shows).
    @Test(arguments: BrowserEngine.tested)
    func crossDissolveBlendsTheColour(engine: BrowserEngine) async throws {
        let (story, url, folder) = try exported("springs-and-repeats")
        defer { try? FileManager.default.removeItem(at: folder) }
        let times = [1.3, 1.5, 1.65, 1.8, 2.0]
        let shown = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let probe = try await SVGProbe.open(url, in: browser)
            var fills: [(time: Double, fill: String)] = []
            for t in times {
                try await probe.seek(to: t)
                let fill = try await browser.execute(
                    script: "return getComputedStyle(document.querySelector('#card rect')).fill")
                let shownTime = PlaybackComparison.shownTime(seekValue: Double(try SVGProbe.seekValue(for: t)),
                                                             documentTime: try await probe.currentTime(), engine: engine)
                fills.append((shownTime, fill.stringValue ?? ""))
            }
            return fills
        }
        var channels: [[Double]] = []
        for (t, fill) in shown {
            let numbers = fill.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
                .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            let model = try story.state(at: t)["card"]!.state.backgroundColor
            let expected = [model.red, model.green, model.blue].map { $0 * 255 }
            #expect(numbers.count == 3, "\(fill)")
            for (a, b) in zip(numbers, expected) { #expect(abs(a - b) <= 1, "\(engine) t \(t): \(fill) vs \(expected)") }
            channels.append(numbers)
        }
        // Grey before, green after, and in between half way.
        #expect(channels.count == 5 && channels[0] != channels[2] && channels[2] != channels[4])
    }

    /// Looping as a whole: the pulse plays out within each pass and restarts with it.
    @Test(arguments: BrowserEngine.tested)
    func loopedExportWithAnEndlessRepeat(engine: BrowserEngine) async throws {
        let (story, url, folder) = try exported("springs-and-repeats", loop: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.twoPassMismatches(story: story, svg: url, browser: browser)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }
}
