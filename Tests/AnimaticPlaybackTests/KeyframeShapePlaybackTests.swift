import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// A cubic keyframe animation shaped by `tensionValues`, `continuityValues` and `biasValues`,
/// and a keyframe animation of `transform` through `NSValue(caTransform3D:)` values, exported
/// and played in Chromium: at 50 evenly spread times and either side of every segment boundary,
/// every view's corners are within 0.01 px and its opacity within 0.001 of the model.
@Suite(.serialized) struct KeyframeShapePlaybackTests {
    static func story() throws -> Story {
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        dot.backgroundColor = .red
        dot.accessibilityIdentifier = "dot"
        let card = UIView(frame: CGRect(x: 180, y: 120, width: 80, height: 50))
        card.backgroundColor = .blue
        card.accessibilityIdentifier = "card"
        return try Story.record(size: CGSize(width: 320, height: 240)) { stage in
            stage.addSubview(dot)
            stage.addSubview(card)
            let swoop = CAKeyframeAnimation(keyPath: "position")
            swoop.values = [CGPoint(x: 35, y: 35), CGPoint(x: 160, y: 200), CGPoint(x: 280, y: 40), CGPoint(x: 60, y: 120)]
            swoop.keyTimes = [0, 0.3, 0.6, 1]
            swoop.calculationMode = .cubic
            swoop.tensionValues = [0, 0.5, -0.5]
            swoop.continuityValues = [0, -0.4, 0.3]
            swoop.biasValues = [0, 0.6]
            swoop.duration = 1.5
            swoop.beginTime = CACurrentMediaTime() + 0.1
            dot.layer.add(swoop, forKey: "swoop")
            let pop = CAKeyframeAnimation(keyPath: "transform")
            pop.values = [NSValue(caTransform3D: CATransform3DMakeScale(0.4, 0.4, 1)),
                          NSValue(caTransform3D: CATransform3DRotate(CATransform3DMakeScale(1.3, 1.3, 1), 0.4, 0, 0, 1)),
                          NSValue(caTransform3D: CATransform3DIdentity)]
            pop.keyTimes = [0, 0.4, 1]
            pop.duration = 1
            card.layer.add(pop, forKey: "pop")
        }
    }

    @Test func shapedSplinesAndBoxedTransformsPlayAsTheModelInChromium() async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("keyframe-shapes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("keyframe-shapes.svg")
        try story.write(to: url)
        let times = PlaybackComparison.probeTimes(for: story)
        let report = try await BrowserPool.shared.withBrowser { browser in
            try await PlaybackComparison.report(story: story, svg: url, browser: browser, times: times)
        }
        #expect(report.mismatches.isEmpty, "\(report), first: \(report.mismatches.prefix(3))")
        #expect(report.timesProbed == times.count && times.count >= 50)
        // Not vacuous: the tangents bend the path (a Catmull–Rom dot passes elsewhere), and the
        // card scales from 0.4.
        #expect(try story.state(at: 0)["card"]!.state.transform.scaleX == 0.4)
        let xs = try times.map { try story.state(at: $0)["dot"]!.state.centerX }
        #expect(xs.max()! > 270)
    }
}
