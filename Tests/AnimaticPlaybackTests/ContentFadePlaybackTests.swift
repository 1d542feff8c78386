import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// Cross-dissolved content as Chromium, Firefox and WebKit draw it: the pixels of an image swap
/// faded by `UIView.transition(… .transitionCrossDissolve …)` are Core Animation's
/// `old·(1 − p) + new·p` with p the model's share (``TimelineView/contentWeights(at:)``), within
/// 1/255 per channel (the tests' colour tolerance; measured: 0.5, the rounding to whole levels).
@Suite(.serialized) struct ContentFadePlaybackTests {
    /// A 40×40 SVG image: `fill` over the whole square, or over its left half only.
    static func image(_ fill: String, leftHalf: Bool = false) -> UIImage? {
        let width = leftHalf ? 20 : 40
        return UIImage(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="\#(width)" height="40" fill="\#(fill)"/></svg>"#.utf8))
    }

    /// Two image views on a green stage: "opaque" fades red → blue, "half" fades red → an image
    /// blue on its left half and transparent on the right (the old red fades out over green
    /// there), both over 1 s from 1 s, linear; "eased" fades red → blue with the default
    /// ease-in-out curve over the same second.
    static func story() throws -> Story {
        let red = try #require(image("#ff0000")), blue = try #require(image("#0000ff"))
        let halfBlue = try #require(image("#0000ff", leftHalf: true))
        let views = ["opaque", "half", "eased"].enumerated().map { k, name in
            let view = UIImageView(image: red)
            view.frame = CGRect(x: 20 + 60 * Double(k), y: 20, width: 40, height: 40)
            view.accessibilityIdentifier = name
            return view
        }
        return try Story.record(size: CGSize(width: 200, height: 80)) { stage in
            stage.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            views.forEach(stage.addSubview)
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                UIView.transition(with: views[0], duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { views[0].image = blue })
                UIView.transition(with: views[1], duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { views[1].image = halfBlue })
                UIView.transition(with: views[2], duration: 1, options: .transitionCrossDissolve,
                                  animations: { views[2].image = blue })
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func anImageSwapFadesAsTheModelsMixPixelForPixel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        #expect(story.timeline.views.map { $0.contentChanges.count } == [1, 1, 1])
        let folder = try PlaybackComparison.temporaryFolder("content-fade")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("content-fade.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let red = [255.0, 0, 0], blue = [0.0, 0, 255], green = [0.0, 255, 0]
        // (stage point, view index, colour of the old and of the new version there; nil: transparent).
        let points: [(x: Double, y: Double, view: Int, old: [Double], new: [Double]?)] = [
            (40, 40, 0, red, blue), (90, 40, 1, red, blue), (110, 40, 1, red, nil), (160, 40, 2, red, blue),
        ]
        let times = [0.5, 1.25, 1.5, 1.75, 2.5]
        let reads = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            let probe = SVGProbe(browser: browser)
            var out: [(shown: Double, colors: [[Double]])] = []
            for t in times {
                try await probe.seek(to: t)
                try await LayerPlaybackTests.waitForPaint(in: browser)
                let documentTime = try await probe.currentTime()
                let png = try await browser.screenshot()
                var colors: [[Double]] = []
                for p in points { colors.append(try await LayerPlaybackTests.pixel(in: browser, png: png, x: p.x, y: p.y)) }
                let seek = Double(try SVGProbe.seekValue(for: t))
                out.append((PlaybackComparison.shownTime(seekValue: seek, documentTime: documentTime, engine: engine), colors))
            }
            return out
        }
        #expect(reads.count == times.count)
        for read in reads {
            let time = try StoryTime(seconds: read.shown)
            for (p, color) in zip(points, read.colors) {
                let w = story.timeline.views[p.view].contentWeights(at: time)
                // Premultiplied sum of the versions, then over the green stage.
                let want = (0..<3).map { c in
                    let sum = w[0] * p.old[c] + w[1] * (p.new?[c] ?? 0)
                    let alpha = w[0] + (p.new == nil ? 0 : w[1])
                    return sum + (1 - alpha) * green[c]
                }
                // Measured: every engine within 0.5 of the exact mix (the rounding to whole levels).
                let error = zip(color, want).map { abs($0 - $1) }.max() ?? .infinity
                print("content-fade \(engine) t=\(read.shown) (\(p.x), \(p.y)): \(color) vs \(want), error \(error)")
                #expect(color.count == 3 && error <= 1, "\(engine) t=\(read.shown) (\(p.x), \(p.y)): \(color) vs \(want)")
            }
        }
        // The model, spelled out once: half way through the linear fade, half red, half blue.
        #expect(story.timeline.views[0].contentWeights(at: try StoryTime(seconds: 1.5)) == [0.5, 0.5])
    }
}
