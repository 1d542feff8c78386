import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Replicator, mask and text layers played in Chromium and compared with the model (corners
/// within 0.01 px, opacity within 0.001, colours within 1/255).
@Suite(.serialized) struct LayerPlaybackTests {
    /// A loader that never ends: eight dots a 45° step apart, each fading 0.15 s after the one
    /// before, forever (Core Animation's `repeatCount = .infinity`), and faded by
    /// `instanceAlphaOffset`; the second replicator is scaled and moved per instance.
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
        }
    }

    @Test func replicatedInstancesMatchTheModelInChromium() async throws {
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
        let mismatches = try await BrowserPool.shared.withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times.sorted())
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // Not vacuous: at 2 s the dots differ (delayed cycles), and the bars are spread out.
        let state = try story.state(at: 2)
        #expect(abs(state["dot"]!.effectiveOpacity - state["dot-3"]!.effectiveOpacity) > 0.05)
        #expect(abs(state["bar-4"]!.matrixToStage.apply(0, 0).x - state["bar"]!.matrixToStage.apply(0, 0).x) > 80)
    }
}
