import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// Shadow paths as Chromium, Firefox and WebKit draw them: sharp shadows (radius 0) read pixel
/// for pixel on a white stage. A clear view casts its shadow path's shadow, offset by 5 pt, its
/// opacity fading in from 0 to 0.5 over 1 s (linear); an opaque red view casts a shadow path
/// wider than itself at opacity 0.5, its red drawn over the shadow.
@Suite(.serialized) struct ShadowPathPlaybackTests {
    static func story() throws -> Story {
        let clear = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 50))
        clear.accessibilityIdentifier = "clear"
        clear.backgroundColor = .clear
        clear.layer.shadowRadius = 0
        clear.layer.shadowOffset = CGSize(width: 5, height: 5)
        clear.layer.shadowOpacity = 0
        clear.layer.shadowPath = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 40, height: 30)).cgPath
        let red = UIView(frame: CGRect(x: 130, y: 20, width: 40, height: 40))
        red.accessibilityIdentifier = "red"
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        red.layer.shadowRadius = 0
        red.layer.shadowOffset = .zero
        red.layer.shadowOpacity = 0.5
        red.layer.shadowPath = UIBezierPath(rect: CGRect(x: -20, y: 0, width: 80, height: 40)).cgPath
        return try Story.record(size: CGSize(width: 200, height: 90)) { stage in
            stage.backgroundColor = .white
            stage.addSubview(clear)
            stage.addSubview(red)
            let fade = CABasicAnimation(keyPath: "shadowOpacity")
            fade.fromValue = 0
            fade.toValue = 0.5
            fade.duration = 1
            clear.layer.shadowOpacity = 0.5
            clear.layer.add(fade, forKey: "fade")
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func shadowPathsCastTheirShadowsPixelForPixel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("shadow-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shadow-path.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        // Stage points and the share of black there as a function of the clear view's shadow
        // opacity (nil: the red view's colour): inside the clear view's offset shadow
        // (35...75, 35...65), inside the view but outside its shadow, left of the red view in
        // its shadow path, and on the red view.
        let points: [(x: Double, y: Double, black: ((Double) -> Double)?)] = [
            (55, 50, { $0 }), (72, 38, { $0 }), (25, 25, { _ in 0 }), (78, 50, { _ in 0 }),
            (120, 40, { _ in 0.5 }), (105, 40, { _ in 0 }), (150, 40, nil),
        ]
        let times = [0.25, 0.5, 1.5]
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
        let clear = try #require(story.timeline.view(named: "clear"))
        for read in reads {
            guard case .scalar(let opacity) = story.timeline.value(of: clear, .shadowOpacity, at: try StoryTime(seconds: read.shown)) else {
                Issue.record("no opacity"); continue
            }
            for (p, color) in zip(points, read.colors) {
                let want = p.black.map { f in [Double](repeating: 255 * (1 - f(opacity)), count: 3) } ?? [255, 0, 0]
                let error = zip(color, want).map { abs($0 - $1) }.max() ?? .infinity
                #expect(color.count == 3 && error <= 1.5, "\(engine) t=\(read.shown) (\(p.x), \(p.y)): \(color) vs \(want)")
            }
        }
    }
}
