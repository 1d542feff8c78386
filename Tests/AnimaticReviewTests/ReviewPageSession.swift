import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import AnimaticReview
import AnimaticSamples
import Foundation
import Testing

/// A review site of some samples in a fresh temporary folder.
struct ReviewSite {
    let folder: URL
    let stories: [String: Story]
    let index: URL

    init(_ names: [String], tag: String) throws {
        folder = try PlaybackComparison.temporaryFolder("review-\(tag)")
        var stories: [String: Story] = [:]
        var entries: [ReviewPage.Entry] = []
        for name in names {
            let sample = try #require(Samples.named(name))
            let story = try sample.record()
            stories[name] = story
            entries.append(ReviewPage.Entry(name: name, title: sample.title, story: story))
        }
        self.stories = stories
        index = try ReviewPage.writeSite(entries, title: "Review test", to: folder)
    }

    func page(_ name: String) -> URL { folder.appendingPathComponent("\(name).html") }

    func story(_ name: String) throws -> Story { try #require(stories[name]) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// What the page's controls show.
struct PageState: Decodable, Sendable, Equatable {
    /// `window.animatic.time()`.
    var time: Double
    /// The time label's text.
    var label: String
    /// The scrubber's value.
    var scrubber: String
    /// `window.animatic` says it is playing (`document.body.dataset.playing`).
    var playing: Bool
    /// `document.body.dataset.time`.
    var datasetTime: String
    /// The play button's text.
    var button: String
    /// `performance.now()` when read, in milliseconds.
    var now: Double
}

/// Where the review tests leave their screenshots: `$ANIMATIC_SCREENSHOTS`, else
/// `.build/screenshots` in the package.
func screenshotFolder() throws -> URL {
    let folder: URL
    if let path = ProcessInfo.processInfo.environment["ANIMATIC_SCREENSHOTS"], !path.isEmpty {
        folder = URL(fileURLWithPath: path, isDirectory: true)
    } else {
        folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/screenshots", isDirectory: true)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Drives one loaded review page the way a person would (with the browser's WebDriver clicks,
/// key presses and pointer moves, and scrubber input events); reads the page's controls and the
/// SVG's state.
struct ReviewPageSession {
    static let rootSelector = ".stage > svg"

    let browser: Browser
    let story: Story
    let probe: SVGProbe
    /// The views compared with the model (default: every identified view).
    var ids: [String]

    /// Loads `url` and waits until the page script has run its first seek.
    static func open(_ url: URL, story: Story, in browser: Browser, ids: [String]? = nil) async throws -> ReviewPageSession {
        let probe = try await SVGProbe.open(url, in: browser, rootSelector: rootSelector)
        let session = ReviewPageSession(browser: browser, story: story, probe: probe,
                                        ids: ids ?? PlaybackComparison.identifiers(of: story))
        let deadline = Date().addingTimeInterval(10)
        while try await browser.execute(script: "return document.body.dataset.time === undefined") == .bool(true) {
            guard Date() < deadline else { throw SessionError("the page never set data-time") }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        return session
    }

    struct SessionError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads the page's controls (after running `before`, in the same round trip).
    static let stateScript = """
        const q = (c) => document.querySelector("body > main ." + c);
        return {time: window.animatic.time(), label: q("time").textContent, scrubber: q("scrubber").value,
                playing: document.body.dataset.playing === "true", datasetTime: document.body.dataset.time,
                button: q("play").textContent, now: performance.now()};
        """

    /// The page's controls now.
    func state() async throws -> PageState {
        try await browser.execute(script: Self.stateScript, as: PageState.self)
    }

    /// Sets the scrubber to `value` and sends the `input` event a drag sends; returns the controls.
    @discardableResult
    func scrub(to value: String) async throws -> PageState {
        try await browser.execute(script: """
            const s = document.querySelector("body > main .scrubber");
            s.value = arguments[0];
            s.dispatchEvent(new Event("input", {bubbles: true}));
            """ + Self.stateScript, args: [.string(value)], as: PageState.self)
    }

    /// What the SVG shows now (without touching its clock).
    func shown() async throws -> [String: ElementState] {
        try await probe.read(ids: ids, includeText: false)
    }

    /// Differences between what the SVG shows now and the model at `time`.
    func mismatches(at time: Double) async throws -> [PlaybackComparison.Mismatch] {
        try PlaybackComparison.mismatches(story: story, states: await shown(), at: time, ids: ids)
    }

    /// A WebDriver reference to the page element with class `name`.
    func control(_ name: String) async throws -> JSONValue {
        try await browser.element("return document.querySelector('body > main .\(name)')")
    }

    /// The page's own timeline data (what the script reads).
    func data() async throws -> JSONValue {
        try await browser.execute(script: "return JSON.parse(document.querySelector('script.timeline-data').textContent)")
    }

    /// The time label for `t` on this story's page.
    func label(_ t: Double) -> String {
        String(format: "%.3f s / %.3f s", t, story.duration)
    }
}
