import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Buttons and scripted taps as Chromium, Firefox and WebKit play them: the title's colour and
/// opacity per state against the model (at the time each engine shows), and template images
/// drawn in the tint, read as pixels.
@Suite(.serialized) struct ControlPlaybackTests {
    static func buttonStory() throws -> Story {
        let system = UIButton(type: .system)
        system.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        system.setTitle("Get started", for: .normal)
        system.accessibilityIdentifier = "system"
        system.titleLabel?.accessibilityIdentifier = "system-title"
        let custom = UIButton(type: .custom)
        custom.frame = CGRect(x: 20, y: 80, width: 200, height: 44)
        custom.backgroundColor = .systemGreen
        custom.layer.cornerRadius = 22
        custom.setTitle("Next", for: .normal)
        custom.setTitleColor(.white, for: .normal)
        custom.setTitleColor(.systemYellow, for: .highlighted)
        custom.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .disabled)
        custom.accessibilityIdentifier = "custom"
        custom.titleLabel?.accessibilityIdentifier = "custom-title"
        return try Story.record(size: CGSize(width: 240, height: 140)) { stage in
            stage.addSubview(system)
            stage.addSubview(custom)
            stage.tap(system, at: 1)
            stage.tap(custom, at: 1.5)
            custom.addAction(UIAction { _ in
                UIView.animate(withDuration: 0.5) { system.alpha = 0.5 }
                custom.isEnabled = false
            }, for: .touchUpInside)
        }
    }

    static let fillScript = #"""
    const [ids, times] = arguments;
    const root = document.documentElement;
    root.pauseAnimations();
    const out = [];
    for (const t of times) {
      root.setCurrentTime(t);
      const frame = {};
      for (const id of ids) {
        const text = document.getElementById(id).querySelector('text');
        const style = getComputedStyle(text);
        frame[id] = [style.fill, Number(style.fillOpacity)];
      }
      out.push({time: root.getCurrentTime(), fills: frame});
    }
    return out;
    """#

    /// One frame of ``fillScript``: the document time it reports and each title's fill.
    struct Frame: Decodable, Sendable {
        var time: Double
        var fills: [String: Fill]
    }

    struct Fill: Decodable, Sendable {
        var color: String
        var opacity: Double
        init(from decoder: Decoder) throws {
            var c = try decoder.unkeyedContainer()
            color = try c.decode(String.self)
            opacity = try c.decode(Double.self)
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func buttonTitlesShowTheirStatesColourAndHighlightAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.buttonStory()
        let folder = try PlaybackComparison.temporaryFolder("control-playback")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("buttons.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let times = [0.5, 1.0005, 1.05, 1.0995, 1.1005, 1.55, 1.6005, 2.0, 2.5]
        let seeks = try times.map { Double(try SVGProbe.seekValue(for: $0)) }
        let (mismatches, fills) = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let found = try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser,
                                                                times: PlaybackComparison.probeTimes(for: story))
            try await browser.navigate(to: url)
            let fills = try await browser.execute(
                script: Self.fillScript,
                args: [.array(["system-title", "custom-title"].map { .string($0) }), .array(seeks.map { .number($0) })],
                as: [Frame].self)
            return (found, fills)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.prefix(5))")
        #expect(fills.count == times.count)
        for (seek, frame) in zip(seeks, fills) {
            let t = PlaybackComparison.shownTime(seekValue: seek, documentTime: frame.time, engine: engine)
            let state = try story.state(at: t)
            for id in ["system-title", "custom-title"] {
                let model = try #require(state[id]?.state.textColor)
                let read = try #require(frame.fills[id])
                let rgb = "rgb(\(Int((model.red * 255).rounded())), \(Int((model.green * 255).rounded())), \(Int((model.blue * 255).rounded())))"
                #expect(read.color == rgb, "\(engine): \(id) at \(t)")
                #expect(abs(read.opacity - model.alpha) < 0.001, "\(engine): \(id) at \(t)")
            }
        }
        // The highlight as the model has it: the system title at 0.2 while the finger is down.
        #expect(try story.state(at: 1.05)["system-title"]?.effectiveOpacity == 0.2)
        #expect(try story.state(at: 1.55)["custom-title"]?.state.textColor == UIColor.systemYellow.rgba)
        #expect(try story.state(at: 2.5)["custom-title"]?.state.textColor == UIColor(white: 1, alpha: 0.5).rgba)
    }

    @Test(arguments: BrowserEngine.tested)
    func templateImagesAreDrawnInTheTintExactly(engine: BrowserEngine) async throws {
        // Left half opaque red, right half red at alpha 0.5.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">"##
            + ##"<rect width="10" height="20" fill="#ff0000"/><rect x="10" width="10" height="20" fill="#ff0000" fill-opacity="0.5"/></svg>"##
        let image = try #require(UIImage(data: Data(svg.utf8)))
        let original = UIImageView(image: image)
        original.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        original.accessibilityIdentifier = "original"
        let template = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        template.frame = CGRect(x: 30, y: 0, width: 20, height: 20)
        template.accessibilityIdentifier = "template"
        template.tintColor = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
        button.setImage(image, for: .normal)
        button.tintColor = .systemGreen
        let story = try Story.record(size: CGSize(width: 80, height: 20)) { stage in
            stage.addSubview(original)
            stage.addSubview(template)
            stage.addSubview(button)
        }
        let folder = try PlaybackComparison.temporaryFolder("template-playback")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("template.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let points: [(Double, Double)] = [(5, 10), (15, 10), (35, 10), (45, 10), (65, 10), (75, 10)]
        // Read from a screenshot of the page (what a person sees), not from a canvas the SVG is
        // drawn into: Firefox ESR 153 draws an SVG image's own nested <image>s blank into a canvas
        // (its <img> and page rendering show them).
        let pixels = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            try await LayerPlaybackTests.waitForPaint(in: browser)
            let png = try await browser.screenshot()
            var out: [[Double]] = []
            for (x, y) in points { out.append(try await LayerPlaybackTests.pixel(in: browser, png: png, x: x, y: y)) }
            return out
        }
        // Opaque pixels show the colour; the half-transparent halves are blended with the white
        // page: c/2 + 255/2 per channel.
        func over(_ rgb: [Double], alpha: Double) -> [Double] { rgb.map { $0 * alpha + 255 * (1 - alpha) } }
        let expected = [[255.0, 0, 0], over([255, 0, 0], alpha: 0.5), [0, 122, 255], over([0, 122, 255], alpha: 0.5),
                        [52, 199, 89], over([52, 199, 89], alpha: 0.5)]
        #expect(pixels.count == expected.count)
        for (k, (pixel, want)) in zip(pixels, expected).enumerated() {
            #expect(pixel.count == 3 && zip(pixel, want).allSatisfy { abs($0 - $1) <= 1 },
                    "\(engine): pixel \(k) at \(points[k]) is \(pixel), expected \(want)")
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func aSpinnerKeepsTurningAsInTheModel(engine: BrowserEngine) async throws {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 40, y: 40)
        spinner.color = .systemBlue
        spinner.accessibilityIdentifier = "spinner"
        spinner.startAnimating()
        let story = try Story.record(size: CGSize(width: 80, height: 80)) { stage in stage.addSubview(spinner) }
        // The first turn's last step starts at 7/8 s; the turns repeat every second from 0.
        #expect(story.duration == 0.875)
        let folder = try PlaybackComparison.temporaryFolder("spinner-playback")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("spinner.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        // Inside every step and 1 ms either side of each step's start, in the 1st, 3rd and 50th turn.
        var times: [Double] = []
        for turn in [0.0, 2, 49] {
            for k in 0..<8 {
                let start = turn + Double(k) / 8
                times += [start + 0.001, start + 0.0625, start + 0.124]
                if start > 0 { times.append(start - 0.001) }
            }
        }
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.prefix(5))")
        // The model really steps: spoke 3 is the brightest in the 4th eighth of every turn.
        for turn in [0.0, 2, 49] {
            #expect(try story.state(at: turn + 3.5 / 8)["spinner-spoke3"]?.effectiveOpacity == 1)
            #expect(try story.state(at: turn + 4.5 / 8)["spinner-spoke3"]?.effectiveOpacity == 1 - 0.0875)
        }
    }
}
