import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// Gradient layers played in Chromium, Firefox and WebKit: the `<linearGradient>`'s end points, and each stop's
/// offset, colour and opacity, match the model at every probe time (unit-space numbers within
/// 1e-4, colours within 1/255, opacity within 0.001); and the pixels follow Core Animation's
/// stretched unit space.
@Suite(.serialized) struct GradientPlaybackTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
    }

    static func story() throws -> Story {
        let sky = GradientView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        sky.accessibilityIdentifier = "sky"
        sky.layer.cornerRadius = 16
        sky.gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
        sky.gradient.locations = [0, 0.3, 1]
        sky.gradient.startPoint = CGPoint(x: 0, y: 0.5)
        sky.gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let host = UIView(frame: CGRect(x: 240, y: 20, width: 120, height: 120))
        host.backgroundColor = .black
        let glow = CAGradientLayer()
        glow.name = "glow"
        glow.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        glow.colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
        host.layer.addSublayer(glow)
        return try Story.record(size: CGSize(width: 380, height: 160)) { stage in
            stage.addSubview(sky)
            stage.addSubview(host)
            // The axis turns from horizontal to diagonal along an ease-in-out curve.
            let turn = CABasicAnimation(keyPath: "startPoint")
            turn.fromValue = CGPoint(x: 0, y: 0.5)
            turn.toValue = CGPoint(x: 0, y: 0)
            turn.duration = 1
            turn.beginTime = CACurrentMediaTime() + 0.5
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            turn.fillMode = .backwards
            sky.gradient.startPoint = CGPoint(x: 0, y: 0)
            sky.gradient.add(turn, forKey: "turn")
            // The standalone glow animates implicitly: its stops and its colours over 1.5 s.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: DispatchWorkItem {
                CATransaction.begin()
                CATransaction.setAnimationDuration(1.5)
                glow.locations = [0.4, 0.9]
                glow.colors = [UIColor.cyan.cgColor, UIColor.magenta.withAlphaComponent(0.5).cgColor]
                CATransaction.commit()
            })
        }
    }

    /// Probe times: evenly over the story and just around each change's start and end.
    static func times(_ story: Story) -> [Double] {
        var times = (0...40).map { Double($0) * 0.07 }
        for edge in [0.5, 1.5, 1.0, 2.5] { times += [edge - 0.001, edge, edge + 0.001] }
        return times.sorted()
    }

    @Test(arguments: BrowserEngine.tested)
    func gradientsMatchTheModel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let times = Self.times(story)
        let compared = try await Self.compareStops(of: story, names: ["sky", "glow"], at: times, engine: engine)
        #expect(compared == times.count * 8)
        // Not vacuous: the axis and the glow's stops really move.
        let early = try story.state(at: 0.2), late = try story.state(at: 2.8)
        #expect(early["sky"]!.state.value(of: .gradientStart) != late["sky"]!.state.value(of: .gradientStart))
        #expect(early["glow"]!.state[scalar: .gradientLocation0] == 0)
        #expect(late["glow"]!.state[scalar: .gradientLocation0] == 0.4)
    }

    /// Plays `story` in `engine` and compares, at `times` (as the engine shows them, see
    /// ``PlaybackComparison/shownTime(seekValue:documentTime:engine:)``), the end points and the
    /// four stops (offset, colour, opacity) of the gradient of each view in `names` with the
    /// model, recording an issue for each difference; answers how many stops it compared.
    static func compareStops(of story: Story, names: [String], at times: [Double], engine: BrowserEngine) async throws -> Int {
        let folder = try PlaybackComparison.temporaryFolder("gradient")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("gradient.svg")
        try story.write(to: url)
        let script = """
            const root = document.documentElement;
            root.pauseAnimations();
            root.setCurrentTime(arguments[0]);
            return arguments[1].map(id => {
              const g = document.getElementById(id).querySelector('linearGradient');
              const ends = [g.x1, g.y1, g.x2, g.y2].map(a => a.animVal.value);
              const stops = [...g.querySelectorAll('stop')].map(s => {
                const style = getComputedStyle(s);
                return [s.offset.animVal, style.stopColor, parseFloat(style.stopOpacity)];
              });
              return [ends, stops];
            }).concat([root.getCurrentTime()]);
            """
        let seeks = try times.map { Double(try SVGProbe.seekValue(for: $0)) }
        let read = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            var out: [JSONValue] = []
            for seek in seeks {
                out.append(try await browser.execute(script: script, args: [.number(seek), .array(names.map { .string($0) })]))
            }
            return out
        }
        var compared = 0
        for (seek, value) in zip(seeks, read) {
            guard case .array(var views) = value, views.count == names.count + 1,
                  case .number(let documentTime) = views.removeLast() else { Issue.record("\(engine) at \(seek): \(value)"); continue }
            let t = PlaybackComparison.shownTime(seekValue: seek, documentTime: documentTime, engine: engine)
            let state = try story.state(at: t)
            for (name, view) in zip(names, views) {
                let model = state[name]!.state
                guard case .array(let parts) = view, parts.count == 2, case .array(let ends) = parts[0],
                      case .array(let stops) = parts[1], stops.count == 4 else {
                    Issue.record("\(engine) t=\(t) \(name): \(view)"); continue
                }
                let numbers = ends.compactMap { if case .number(let x) = $0 { return x } else { return nil } }
                guard case .point(let x1, let y1) = model.value(of: .gradientStart),
                      case .point(let x2, let y2) = model.value(of: .gradientEnd), numbers.count == 4 else {
                    Issue.record("\(engine) t=\(t) \(name): ends \(ends)"); continue
                }
                for (got, want) in zip(numbers, [x1, y1, x2, y2]) {
                    #expect(abs(got - want) < 1e-4, "\(engine) t=\(t) \(name): end point \(numbers) vs \([x1, y1, x2, y2])")
                }
                for (i, stop) in stops.enumerated() {
                    guard case .array(let s) = stop, s.count == 3, case .number(let offset) = s[0],
                          case .string(let color) = s[1], case .number(let opacity) = s[2] else {
                        Issue.record("\(engine) t=\(t) \(name): stop \(stop)"); continue
                    }
                    let location = model[scalar: AnimatedProperty.gradientLocations[i]]
                    #expect(abs(offset - location) < 1e-4, "\(engine) t=\(t) \(name) stop \(i): offset \(offset) vs \(location)")
                    let c = model.color(AnimatedProperty.gradientColors[i])
                    let channels = EndlessRepeatPlaybackTests.cssColor(color) ?? []
                    let want = [c.red, c.green, c.blue]
                    #expect(channels.count == 3 && zip(channels, want).allSatisfy { abs($0 - $1) * 255 <= 1 },
                            "\(engine) t=\(t) \(name) stop \(i): \(color) vs \(want)")
                    #expect(abs(opacity - c.alpha) < 0.001, "\(engine) t=\(t) \(name) stop \(i): opacity \(opacity) vs \(c.alpha)")
                    compared += 1
                }
            }
        }
        return compared
    }

    /// Core Animation draws the gradient in the unit space stretched to the bounds: on the
    /// 200×120 view with the diagonal axis (0, 0) → (1, 0.5), the colour at a pixel depends on
    /// `u·dx + v·dy` in unit coordinates (u = x/200, v = y/120), not on the points' distances.
    @Test(arguments: BrowserEngine.tested)
    func pixelsFollowTheStretchedUnitSpace(engine: BrowserEngine) async throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        view.accessibilityIdentifier = "plain"
        view.gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        view.gradient.startPoint = CGPoint(x: 0, y: 0)
        view.gradient.endPoint = CGPoint(x: 1, y: 1)
        let story = try Story.record(size: CGSize(width: 200, height: 120)) { stage in stage.addSubview(view) }
        let folder = try PlaybackComparison.temporaryFolder("gradient-pixels")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("plain.svg")
        try story.write(to: url)
        // With the axis along the unit square's diagonal, the top-right and bottom-left corners
        // have the same colour (both at progress 0.5) in the stretched space; in point space
        // they would differ (progress 200²/(200²+120²) = 0.735 against 0.265).
        let samples: [(x: Double, y: Double, progress: Double)] = [
            (195, 5, (195.0 / 200 + 5.0 / 120) / 2), (5, 115, (5.0 / 200 + 115.0 / 120) / 2),
            (100, 60, 0.5), (20, 12, (20.0 / 200 + 12.0 / 120) / 2), (180, 108, (180.0 / 200 + 108.0 / 120) / 2),
        ]
        let levels = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            return try await Self.grayLevels(in: browser, at: samples.map { ($0.x, $0.y) })
        }
        for (sample, level) in zip(samples, levels) {
            #expect(abs(level - sample.progress * 255) <= 3, "\(engine) (\(sample.x), \(sample.y)): \(level) vs \(sample.progress * 255)")
        }
        #expect(levels.count == samples.count)
    }

    /// The red channel (0...255) of the open SVG document's pixels at `points`, drawn by the
    /// browser into a canvas of the document's size.
    static func grayLevels(in browser: Browser, at points: [(Double, Double)]) async throws -> [Double] {
        // An async arrow returning its promise: Firefox and WebKit run scripts as plain functions,
        // where a bare `await` does not parse.
        let script = """
            const [points] = arguments;
            return (async () => {
            const root = document.documentElement;
            const w = root.width.baseVal.value, h = root.height.baseVal.value;
            const source = new XMLSerializer().serializeToString(root);
            const image = new Image();
            await new Promise((resolve, reject) => {
              image.onload = resolve; image.onerror = reject;
              image.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(source)));
            });
            const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
            canvas.width = w; canvas.height = h;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            return points.map(([x, y]) => context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data[0]);
            })();
            """
        let value = try await browser.execute(script: script, args: [.array(points.map { .array([.number($0.0), .number($0.1)]) })])
        guard case .array(let items) = value else { return [] }
        return items.compactMap { if case .number(let x) = $0 { return x } else { return nil } }
    }
}
