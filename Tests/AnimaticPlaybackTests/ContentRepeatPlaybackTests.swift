import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Endless repeats of content properties (a layer's corner radius and shadow, a shape's stroke
/// end and stroke colour, each a `CABasicAnimation` with `repeatCount = .infinity` and
/// `autoreverses`) keep cycling in an exported SVG that does not loop, as `Timeline.value` does:
/// the writer adds each content track's cycle element. Read in Chromium, Firefox and WebKit in
/// the 3rd and 50th cycles, at the time each engine shows. (Before the fix only the first cycle was exported.)
@Suite(.serialized) struct ContentRepeatPlaybackTests {
    private static func story() throws -> Story {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
        card.backgroundColor = .blue
        card.accessibilityIdentifier = "card"
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowRadius = 4
        let host = UIView(frame: CGRect(x: 160, y: 20, width: 80, height: 80))
        host.accessibilityIdentifier = "host"
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
        ring.strokeColor = UIColor.red.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 4
        host.layer.addSublayer(ring)
        return try Story.record(size: CGSize(width: 260, height: 160)) { stage in
            stage.addSubview(card)
            stage.addSubview(host)
            func pulse(_ layer: CALayer, _ keyPath: String, from: Any, to: Any) {
                let animation = CABasicAnimation(keyPath: keyPath)
                animation.fromValue = from
                animation.toValue = to
                animation.duration = 0.5
                animation.beginTime = CACurrentMediaTime() + 0.2
                animation.autoreverses = true
                animation.repeatCount = .infinity
                layer.add(animation, forKey: keyPath)
            }
            pulse(card.layer, "cornerRadius", from: 0, to: 30)
            pulse(card.layer, "shadowOpacity", from: 0, to: 0.8)
            pulse(ring, "strokeEnd", from: 1, to: 0.25)
            pulse(ring, "strokeColor", from: UIColor.red.cgColor, to: UIColor.green.cgColor)
        }
    }

    @Test func everyContentRepeatHasACycleElement() throws {
        let story = try Self.story()
        let svg = try story.svg()
        for attribute in ["rx", "flood-opacity", "stroke-dasharray", "stroke"] {
            #expect(svg.contains(#"attributeName="\#(attribute)" begin="0.2s" dur="1s""#),
                    "no cycle element for \(attribute)")
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func contentKeepsCycling(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("content-repeat")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("content-repeat.svg")
        try story.write(to: url)
        // 3rd and 50th cycles (period 1 s from 0.2 s), at a quarter and three quarters.
        let times = [2.45, 2.7, 49.45, 49.7]
        let seeks = try times.map { Double(try SVGProbe.seekValue(for: $0)) }
        let script = """
            const root = document.documentElement;
            root.pauseAnimations();
            root.setCurrentTime(arguments[0]);
            const rect = document.getElementById('card').querySelector('rect');
            const path = document.getElementById('ring').querySelector('path');
            return [rect.rx.animVal.value, parseFloat(getComputedStyle(path).strokeDasharray),
                    getComputedStyle(path).stroke, root.getCurrentTime()];
            """
        let read = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await browser.navigate(to: url)
            var out: [JSONValue] = []
            for seek in seeks { out.append(try await browser.execute(script: script, args: [.number(seek)])) }
            return out
        }
        #expect(read.count == times.count)
        for (seek, value) in zip(seeks, read) {
            guard case .array(let parts) = value, parts.count == 4,
                  case .number(let rx) = parts[0], case .number(let dash) = parts[1], case .string(let stroke) = parts[2],
                  case .number(let documentTime) = parts[3]
            else { Issue.record("\(engine): unexpected \(value)"); continue }
            let t = PlaybackComparison.shownTime(seekValue: seek, documentTime: documentTime, engine: engine)
            let state = try story.state(at: t)
            let radius = state["card"]!.state.cornerRadius
            #expect(abs(rx - radius) < 0.01, "\(engine) t=\(t): rx \(rx), model \(radius)")
            let length = Double.pi * 80   // the oval's length (within the Bézier approximation)
            let strokeEnd = state["ring"]!.state.strokeEnd
            #expect(abs(dash - strokeEnd * length) < 0.5, "\(engine) t=\(t): dash \(dash), model \(strokeEnd * length)")
            // Within 1/255 per channel: at the float32 seek value (2.45000005 s) the model's red
            // is 127.4999, which a browser may round either way.
            let c = state["ring"]!.state.strokeColor
            let expected = [c.red, c.green, c.blue]
            let shown = EndlessRepeatPlaybackTests.cssColor(stroke) ?? []
            #expect(shown.count == 3 && zip(shown, expected).allSatisfy { abs($0 - $1) * 255 <= 1 },
                    "\(engine) t=\(t): stroke \(stroke), model \(expected.map { $0 * 255 })")
        }
        // Not vacuous: the radius really differs between a quarter and three quarters of a cycle.
        #expect(try abs(story.state(at: 2.45)["card"]!.state.cornerRadius - story.state(at: 2.7)["card"]!.state.cornerRadius) > 5)
    }
}
