import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// Replicator, mask and text layers played in Chromium, Firefox and WebKit and compared with the model (corners
/// within 0.01 px, opacity within 0.001, colours within 1/255).
@Suite(.serialized) struct LayerPlaybackTests {
    /// A loader that never ends: eight dots a 45° step apart, each fading 0.15 s after the one
    /// before, forever (Core Animation's `repeatCount = .infinity`), and faded by
    /// `instanceAlphaOffset`; the second replicator is scaled and moved per instance, and its
    /// bounds change at 1 s.
    static func loader() throws -> Story {
        try Story.record(size: CGSize(width: 300, height: 160)) { stage in
            let host = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 120))
            host.accessibilityIdentifier = "host"
            stage.addSubview(host)
            let ring = CAReplicatorLayer()
            ring.name = "ring"
            ring.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            let dot = CALayer()
            dot.name = "dot"
            dot.frame = CGRect(x: 45, y: 2, width: 10, height: 12)
            dot.backgroundColor = UIColor.white.cgColor
            ring.addSublayer(dot)
            ring.instanceCount = 8
            ring.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            ring.instanceDelay = 0.15
            ring.instanceAlphaOffset = -0.05
            host.layer.addSublayer(ring)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 1.2
            fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")
            let bars = CAReplicatorLayer()
            bars.name = "bars"
            bars.frame = CGRect(x: 130, y: 20, width: 120, height: 80)
            let bar = CALayer()
            bar.name = "bar"
            bar.frame = CGRect(x: 0, y: 20, width: 12, height: 40)
            bar.backgroundColor = UIColor.orange.cgColor
            bars.addSublayer(bar)
            bars.instanceCount = 5
            bars.instanceTransform = CATransform3DScale(CATransform3DMakeTranslation(22, 0, 0), 1, 0.9, 1)
            bars.instanceDelay = 0.1
            host.layer.addSublayer(bars)
            let bounce = CABasicAnimation(keyPath: "position.y")
            bounce.fromValue = 40
            bounce.toValue = 30
            bounce.duration = 0.4
            bounce.autoreverses = true
            bounce.repeatCount = 3
            bar.add(bounce, forKey: "bounce")
            // The bars' replicator widens (implicitly, 0.25 s): the instances follow its centre.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: DispatchWorkItem {
                bars.frame = CGRect(x: 120, y: 10, width: 140, height: 100)
            })
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func replicatedInstancesMatchTheModel(engine: BrowserEngine) async throws {
        let story = try Self.loader()
        let ids = PlaybackComparison.identifiers(of: story)
        #expect(ids.filter { $0.hasPrefix("dot") }.count == 8)
        #expect(ids.filter { $0 == "bar" || $0.hasPrefix("bar-") }.count == 5)
        let folder = try PlaybackComparison.temporaryFolder("replicator")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("replicator.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        // The story's own probes, and the endless fades' later cycles (each instance's shifted).
        var times = PlaybackComparison.probeTimes(for: story)
        times += (0...60).map { 1.5 + Double($0) * 0.0613 }
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times.sorted())
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // Not vacuous: at 2 s the dots differ (delayed cycles), and the bars are spread out.
        let state = try story.state(at: 2)
        #expect(abs(state["dot"]!.effectiveOpacity - state["dot-3"]!.effectiveOpacity) > 0.05)
        #expect(abs(state["bar-4"]!.matrixToStage.apply(0, 0).x - state["bar"]!.matrixToStage.apply(0, 0).x) > 80)
    }
}

extension LayerPlaybackTests {
    /// Three masked views: a photo-like gradient revealed by a shape mask whose stroke draws
    /// (strokeEnd) and which slides (position); a card faded through a gradient mask; a red
    /// square masked by a UIView mask whose width grows in a view animation (a wipe).
    static func masks() throws -> Story {
        try Story.record(size: CGSize(width: 360, height: 140)) { stage in
            let photo = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            photo.accessibilityIdentifier = "photo"
            photo.backgroundColor = .blue
            photo.layer.shadowOpacity = 0.5
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
            ring.fillColor = UIColor.clear.cgColor
            ring.strokeColor = UIColor.black.cgColor
            ring.lineWidth = 16
            ring.strokeEnd = 0
            photo.layer.mask = ring
            stage.addSubview(photo)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            ring.strokeEnd = 1
            ring.add(draw, forKey: "draw")
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 50
            slide.toValue = 70
            slide.beginTime = CACurrentMediaTime() + 1
            slide.duration = 0.5
            ring.add(slide, forKey: "slide")

            let card = UIView(frame: CGRect(x: 130, y: 10, width: 100, height: 100))
            card.accessibilityIdentifier = "card"
            card.backgroundColor = .green
            let fade = CAGradientLayer()
            fade.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            fade.colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor]
            card.layer.mask = fade
            stage.addSubview(card)

            let square = UIView(frame: CGRect(x: 250, y: 10, width: 100, height: 100))
            square.accessibilityIdentifier = "square"
            square.backgroundColor = .red
            let wipe = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
            wipe.accessibilityIdentifier = "wipe"
            wipe.backgroundColor = .black
            square.mask = wipe
            stage.addSubview(square)
            UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: {
                wipe.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            })
        }
    }

    /// The masked views, and the UIView mask inside its `<mask>`, match the model (geometry and
    /// opacity at every probe time).
    @Test(arguments: BrowserEngine.tested)
    func masksMatchTheModel(engine: BrowserEngine) async throws {
        let story = try Self.masks()
        let folder = try PlaybackComparison.temporaryFolder("masks")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("masks.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        #expect(PlaybackComparison.identifiers(of: story).contains("wipe"))
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser,
                                                    times: PlaybackComparison.probeTimes(for: story))
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// The pixels each engine paints while the masks animate: only what the mask's alpha covers
    /// shows (white page elsewhere), and the shadow is masked too.
    @Test(arguments: BrowserEngine.tested)
    func masksCutThePixelsAsTheyAnimate(engine: BrowserEngine) async throws {
        let story = try Self.masks()
        let folder = try PlaybackComparison.temporaryFolder("mask-pixels")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("masks.svg")
        try story.write(to: url)
        let white = [255.0, 255, 255], blue = [0.0, 0, 255], red = [255.0, 0, 0]
        // (time, stage point, expected RGB): see `masks()`.
        let probes: [(Double, Double, Double, [Double])] = [
            // The ring's stroke is drawn halfway (strokeEnd 0.5): its bottom, not its top.
            (0.5, 60, 100, blue), (0.5, 60, 20, white), (0.5, 60, 60, white),
            // Drawn to 0.9, not slid yet: x 2...18 of the photo's bounds is covered on the left;
            // at 1.25 the mask has slid 10 pt right: x 12...28.
            (0.9, 15, 60, blue), (1.25, 15, 60, white), (1.25, 30, 60, blue),
            // The shadow (3 pt above the photo) is masked away.
            (0.9, 60, 8, white),
            // The gradient mask: alpha 0.75 at y 25, 0.25 at y 75 (green over the white page).
            (0.2, 180, 35, [63.75, 255, 63.75]), (0.2, 180, 85, [191.25, 255, 191.25]),
            // The UIView mask wipes in over 0.5...1.5 s (ease in-out: half way at 1 s).
            (0.4, 275, 60, white), (1.0, 275, 60, red), (1.0, 325, 60, white), (1.6, 325, 60, red),
        ]
        let colors = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            var out: [[Double]] = []
            for (t, x, y, _) in probes {
                try await SVGProbe(browser: browser).seek(to: t)
                try await Self.waitForPaint(in: browser)
                let png = try await browser.screenshot()
                out.append(try await Self.pixel(in: browser, png: png, x: x, y: y))
            }
            return out
        }
        for (probe, color) in zip(probes, colors) {
            #expect(color.count == 3 && zip(color, probe.3).allSatisfy { abs($0 - $1) <= 2 },
                    "\(engine) t=\(probe.0) (\(probe.1), \(probe.2)): \(color) vs \(probe.3)")
        }
        #expect(colors.count == probes.count)
    }

    /// Replicator instances tinted by instanceColor and the colour offsets, as pixels: white
    /// 20×20 squares in a row, instance i multiplied by (1, 1 − 0.25 i, 0.2 + 0.4 i) and faded by
    /// alpha offset −0.2 (over the white page).
    @Test(arguments: BrowserEngine.tested)
    func instanceColorsMultiplyThePixels(engine: BrowserEngine) async throws {
        let story = try Story.record(size: CGSize(width: 200, height: 60)) { stage in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            host.backgroundColor = .black
            stage.addSubview(host)
            let row = CAReplicatorLayer()
            row.frame = CGRect(x: 10, y: 20, width: 180, height: 20)
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            square.backgroundColor = UIColor.white.cgColor
            row.addSublayer(square)
            row.instanceCount = 4
            row.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            row.instanceColor = UIColor(red: 1, green: 1, blue: 0.2, alpha: 1).cgColor
            row.instanceGreenOffset = -0.25
            row.instanceBlueOffset = 0.4
            row.instanceAlphaOffset = -0.2
            host.layer.addSublayer(row)
        }
        let folder = try PlaybackComparison.temporaryFolder("instance-colors")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("colors.svg")
        try story.write(to: url)
        let colors = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            try await Self.waitForPaint(in: browser)
            let png = try await browser.screenshot()
            var out: [[Double]] = []
            for i in 0..<4 { out.append(try await Self.pixel(in: browser, png: png, x: 20 + 40 * Double(i), y: 30)) }
            return out
        }
        for (i, color) in colors.enumerated() {
            // Over the black host: the multiplied white times the instance's alpha.
            let alpha = 1 - 0.2 * Double(i)
            let want = [1, 1 - 0.25 * Double(i), min(1, 0.2 + 0.4 * Double(i))].map { $0 * alpha * 255 }
            #expect(color.count == 3 && zip(color, want).allSatisfy { abs($0 - $1) <= 2 }, "\(engine) instance \(i): \(color) vs \(want)")
        }
        #expect(colors.count == 4)
    }

    /// Waits until the page has painted what it shows now: WebKit paints a seek or a newly loaded
    /// page on its next rendering update, so two animation frames are awaited in every engine.
    static func waitForPaint(in browser: Browser) async throws {
        _ = try await browser.execute(script: """
            return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve(1))));
            """)
    }

    /// The RGB (0...255) of a screenshot's pixel at CSS point (x, y), decoded by the browser.
    static func pixel(in browser: Browser, png: Data, x: Double, y: Double) async throws -> [Double] {
        // An async arrow returning its promise: Firefox and WebKit run scripts as plain functions,
        // where a bare `await` does not parse.
        let script = """
            const [data, x, y] = arguments;
            return (async () => {
            const image = new Image();
            await new Promise((resolve, reject) => { image.onload = resolve; image.onerror = reject;
              image.src = 'data:image/png;base64,' + data; });
            const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
            canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const scale = image.naturalWidth / window.innerWidth;
            const p = context.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data;
            return [p[0], p[1], p[2]];
            })();
            """
        let value = try await browser.execute(script: script, args: [.string(png.base64EncodedString()), .number(x), .number(y)])
        guard case .array(let items) = value else { return [] }
        return items.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
    }
}

extension LayerPlaybackTests {
    /// A two-line text layer whose fontSize grows (ease in-out) and whose colour turns, and a
    /// centred one that changes size implicitly.
    static func texts() throws -> Story {
        try Story.record(size: CGSize(width: 360, height: 200)) { stage in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
            host.accessibilityIdentifier = "host"
            let title = CATextLayer()
            title.name = "title"
            title.frame = CGRect(x: 10, y: 10, width: 200, height: 120)
            title.string = "Hello\nAnimatic"
            title.fontSize = 20
            title.foregroundColor = UIColor.black.cgColor
            host.layer.addSublayer(title)
            let badge = CATextLayer()
            badge.name = "badge"
            badge.frame = CGRect(x: 220, y: 10, width: 120, height: 40)
            badge.string = "New"
            badge.fontSize = 14
            badge.alignmentMode = .center
            badge.foregroundColor = UIColor.red.cgColor
            host.layer.addSublayer(badge)
            stage.addSubview(host)
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 20
            grow.toValue = 32
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            title.fontSize = 32
            title.add(grow, forKey: "grow")
            let tint = CABasicAnimation(keyPath: "foregroundColor")
            tint.fromValue = UIColor.black.cgColor
            tint.toValue = UIColor.blue.cgColor
            tint.duration = 0.8
            tint.beginTime = CACurrentMediaTime() + 0.4
            title.foregroundColor = UIColor.blue.cgColor
            title.add(tint, forKey: "tint")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: DispatchWorkItem {
                badge.fontSize = 24
            })
        }
    }

    /// Each text layer's computed font size, each line's baseline (`y`) and its fill colour
    /// match the model's fontSize (line i at i line heights plus an ascender below the top)
    /// and foregroundColor at every probe time.
    @Test(arguments: BrowserEngine.tested)
    func textLayersMatchTheModel(engine: BrowserEngine) async throws {
        let story = try Self.texts()
        let folder = try PlaybackComparison.temporaryFolder("text-layers")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("texts.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let times = PlaybackComparison.probeTimes(for: story)
        let script = """
            const [ids, times] = arguments;
            const root = document.documentElement;
            root.pauseAnimations();
            return times.map(t => { root.setCurrentTime(t); return ids.map(id => {
              const texts = [...document.getElementById(id).querySelectorAll('text')];
              const style = getComputedStyle(texts[0]);
              return [parseFloat(style.fontSize), texts.map(e => e.y.animVal[0].value), style.fill, parseFloat(style.fillOpacity)];
            }).concat([root.getCurrentTime()]); });
            """
        let ids = ["title", "badge"]
        let seeks = try times.map { Double(try SVGProbe.seekValue(for: $0)) }
        let read = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let geometry = try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
            #expect(geometry.isEmpty, "\(engine): \(geometry.count) mismatches, first: \(geometry.prefix(5))")
            try await browser.navigate(to: url)
            return try await browser.execute(script: script, args: [.array(ids.map { .string($0) }), .array(seeks.map { .number($0) })])
        }
        guard case .array(let frames) = read, frames.count == times.count else { Issue.record("\(engine): \(read)"); return }
        var compared = 0
        for (seek, frame) in zip(seeks, frames) {
            guard case .array(var views) = frame, views.count == ids.count + 1,
                  case .number(let documentTime) = views.removeLast() else { Issue.record("\(engine) at \(seek): \(frame)"); continue }
            let t = PlaybackComparison.shownTime(seekValue: seek, documentTime: documentTime, engine: engine)
            let state = try story.state(at: t)
            for (id, view) in zip(ids, views) {
                guard case .array(let parts) = view, parts.count == 4, case .number(let size) = parts[0],
                      case .array(let ys) = parts[1], case .string(let fill) = parts[2], case .number(let opacity) = parts[3] else {
                    Issue.record("\(engine) t=\(t) \(id): \(view)"); continue
                }
                let model = state[id]!.state
                let f = model[scalar: .fontSize]
                #expect(abs(size - f) < 0.01, "\(engine) t=\(t) \(id): font-size \(size) vs \(f)")
                for (i, y) in ys.enumerated() {
                    guard case .number(let got) = y else { continue }
                    let want = f * (Double(i) * 1.193 + 0.952)
                    #expect(abs(got - want) < 0.01, "\(engine) t=\(t) \(id) line \(i): y \(got) vs \(want)")
                }
                let c = model.textColor
                let channels = EndlessRepeatPlaybackTests.cssColor(fill) ?? []
                #expect(channels.count == 3 && zip(channels, [c.red, c.green, c.blue]).allSatisfy { abs($0 - $1) * 255 <= 1 },
                        "\(engine) t=\(t) \(id): fill \(fill) vs \(c)")
                #expect(abs(opacity - c.alpha) < 0.001)
                compared += 1
            }
        }
        #expect(compared == times.count * 2)
        // Not vacuous: the title's size and colour, and the badge's size, change.
        let early = try story.state(at: 0.1), late = try story.state(at: 1.5)
        #expect(early["title"]!.state[scalar: .fontSize] < 21 && late["title"]!.state[scalar: .fontSize] == 32)
        #expect(early["badge"]!.state[scalar: .fontSize] == 14 && late["badge"]!.state[scalar: .fontSize] == 24)
        #expect(late["title"]!.state.textColor == RGBA(red: 0, green: 0, blue: 1))
    }
}
