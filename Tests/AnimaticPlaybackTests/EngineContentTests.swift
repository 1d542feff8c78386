import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import AnimaticSamples
import Foundation
import Testing

/// Beyond the geometry contract: what Firefox and WebKit DRAW of the content-heavy samples is
/// what Chromium draws (shapes, fills, strokes, corner radii, clipping, shadows, images), and an
/// export embedded as `<img src="story.svg">` plays in every engine.
@Suite(.serialized) struct EngineContentTests {
    /// The samples with the most drawing: text, images, clipping, shadows, gradients, borders.
    static let contentSamples = ["app-intro", "onboarding-cards", "welcome-entrance", "get-started",
                                 "auto-layout-onboarding", "sign-in"]

    /// A pixel differs when one of its channels differs by more than this (of 255): antialiased
    /// edges differ by a few levels between rasterisers, a missing shape or shadow by far more.
    static let channelTolerance = 48
    /// At most this fraction of the pixels may differ (edge antialiasing along every shape).
    static let differingFractionTolerance = 0.005

    @Test(arguments: BrowserEngine.tested.filter { $0 != .chromium }, contentSamples)
    func screenshotsMatchChromiumWithTextHidden(engine: BrowserEngine, name: String) async throws {
        let story = try #require(Samples.named(name)).record()
        let folder = try PlaybackComparison.temporaryFolder("shots-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("\(name).svg")
        try story.write(to: url)
        let times = [0.25, 0.5, 0.75, 1.0].map { ($0 * story.duration * 1000).rounded() / 1000 }
        let reference = try await Self.screenshots(of: url, at: times, engine: .chromium)
        let shots = try await Self.screenshots(of: url, at: times, engine: engine)
        if let keep = ProcessInfo.processInfo.environment["ANIMATIC_SCREENSHOT_DIR"] {
            for (k, time) in times.enumerated() {
                try reference[k].write(to: URL(fileURLWithPath: keep).appendingPathComponent("\(name)-\(time)-chromium.png"))
                try shots[k].write(to: URL(fileURLWithPath: keep).appendingPathComponent("\(name)-\(time)-\(engine.rawValue).png"))
            }
        }
        for (k, time) in times.enumerated() {
            let difference = try await Self.difference(reference[k], shots[k])
            print("pixels \(engine) \(name) t=\(time): \(difference.differing) of \(difference.total) differ (\(difference.fraction))")
            EngineFigures.recordPixels(engine: engine, name: name, time: time, differing: difference.differing, total: difference.total)
            #expect(difference.total == 480 * 860)
            #expect(difference.fraction <= Self.differingFractionTolerance,
                    "\(engine) \(name) at \(time) s: \(difference.differing) of \(difference.total) pixels differ from Chromium's")
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func anExportShownAsAnImageChangesOverTime(engine: BrowserEngine) async throws {
        let story = try #require(Samples.named("app-intro")).record()
        let folder = try PlaybackComparison.temporaryFolder("img")
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("story.svg")
        try story.write(to: svg)
        // Nothing in the file needs a script or another resource (an <img> loads neither).
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(!text.contains("<script"))
        #expect(!text.contains("http://") || text.components(separatedBy: "http://").dropFirst().allSatisfy { $0.hasPrefix("www.w3.org/") })
        #expect(!text.contains("https://"))
        for attribute in ["href=\"", "src=\""] {
            for part in text.components(separatedBy: attribute).dropFirst() {
                #expect(part.hasPrefix("data:") || part.hasPrefix("#"), "\(attribute)\(part.prefix(40))")
            }
        }
        let page = folder.appendingPathComponent("page.html")
        try """
            <!doctype html><html><body style="margin:0;background:#808080">
            <img id="story" src="story.svg"></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: page)
            let loaded = try await browser.execute(script: "const i = document.getElementById('story'); return [i.complete, i.naturalWidth]")
            #expect(loaded == [true, 360], "\(engine): the <img> did not load the story (complete, naturalWidth) = \(loaded)")
            var shots: [Data] = []
            let start = Date()
            for wait in [0.3, 1.5, 3.0] {
                let left = wait - Date().timeIntervalSince(start)
                if left > 0 { try await Task.sleep(nanoseconds: UInt64(left * 1e9)) }
                shots.append(try await browser.screenshot())
            }
            var differing = 0
            for k in 1..<shots.count {
                let difference = try await Self.difference(shots[k - 1], shots[k])
                if difference.differing > 100 { differing += 1 }
                print("img \(engine) shot \(k - 1) -> \(k): \(difference.differing) pixels changed")
            }
            #expect(differing >= 1, "\(engine): the <img> picture did not change over 3 s")
        }
    }

    // MARK: Helpers

    /// Screenshots (480 x 860 CSS px (MiniBrowser windows are at least 447 px wide), text hidden) of `url` at each time, in one browser of `engine`.
    static func screenshots(of url: URL, at times: [Double], engine: BrowserEngine) async throws -> [Data] {
        try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.setWindowSize(width: 480, height: 860)
            do {
                let probe = try await SVGProbe.open(url, in: browser)
                _ = try await browser.execute(script: """
                    for (const text of document.querySelectorAll('text')) text.style.setProperty('display', 'none', 'important');
                    """)
                var shots: [Data] = []
                for time in times {
                    try await probe.seek(to: time)
                    try await LayerPlaybackTests.waitForPaint(in: browser)
                    shots.append(try await browser.screenshot())
                }
                try await browser.setWindowSize(width: browser.options.windowWidth, height: browser.options.windowHeight)
                return shots
            } catch {
                _ = try? await browser.setWindowSize(width: browser.options.windowWidth, height: browser.options.windowHeight)
                throw error
            }
        }
    }

    struct Difference: Sendable {
        var differing: Int
        var total: Int
        var fraction: Double { total == 0 ? 1 : Double(differing) / Double(total) }
    }

    /// How many pixels of two PNGs differ by more than ``channelTolerance`` in a channel, decoded
    /// and compared by Chromium in a canvas (a different size counts every pixel).
    static func difference(_ a: Data, _ b: Data) async throws -> Difference {
        struct Result: Decodable, Sendable { var differing: Int; var total: Int }
        let result = try await BrowserPool.shared.withBrowser { browser in
            try await browser.execute(script: """
                const load = (b64) => new Promise((resolve, reject) => {
                  const image = new Image();
                  image.onload = () => resolve(image);
                  image.onerror = () => reject(new Error('not a PNG'));
                  image.src = 'data:image/png;base64,' + b64;
                });
                const pixels = (image) => {
                  const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
                  canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                  const context = canvas.getContext('2d');
                  context.drawImage(image, 0, 0);
                  return context.getImageData(0, 0, canvas.width, canvas.height);
                };
                return Promise.all([load(arguments[0]), load(arguments[1])]).then(([a, b]) => {
                  const pa = pixels(a), pb = pixels(b);
                  const total = Math.max(pa.width * pa.height, pb.width * pb.height);
                  if (pa.width !== pb.width || pa.height !== pb.height) return {differing: total, total};
                  let differing = 0;
                  const limit = arguments[2];
                  for (let i = 0; i < pa.data.length; i += 4) {
                    if (Math.abs(pa.data[i] - pb.data[i]) > limit || Math.abs(pa.data[i + 1] - pb.data[i + 1]) > limit
                        || Math.abs(pa.data[i + 2] - pb.data[i + 2]) > limit) differing++;
                  }
                  return {differing, total};
                });
                """, args: [.string(a.base64EncodedString()), .string(b.base64EncodedString()), .number(Double(channelTolerance))],
                as: Result.self)
        }
        return Difference(differing: result.differing, total: result.total)
    }
}
