import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// `animateKeyframes` in every calculation mode, and with `.repeat` / `.autoreverse`, exported
/// and played in headless Chromium, Firefox and WebKit: at 50 evenly spread times, either side of every segment
/// boundary and (for endless repeats) through the 3rd and 50th cycles, every view's corners are
/// within 0.01 px and its opacity within 0.001 of the model (PlaybackComparison).
@Suite(.serialized) struct KeyframeModePlaybackTests {
    private static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// One story per mode: a dot whose centre and alpha follow keyframes with holds, a
    /// zero-duration keyframe and (for the paced modes) a repeated value.
    private static func story(_ options: UIView.KeyframeAnimationOptions, delay: Double = 0.2) throws -> Story {
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        dot.backgroundColor = .red
        dot.accessibilityIdentifier = "dot"
        let bar = UIView(frame: CGRect(x: 20, y: 120, width: 120, height: 20))
        bar.backgroundColor = .blue
        bar.accessibilityIdentifier = "bar"
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            UIView.animateKeyframes(withDuration: 1.2, delay: delay, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { dot.center = CGPoint(x: 200, y: 60) }
                UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.3) { dot.center = CGPoint(x: 200, y: 160) }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0) { dot.alpha = 0.4 }
                UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { dot.center = CGPoint(x: 60, y: 100) }
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.4) {
                    bar.transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1)
                }
            })
        }
    }

    private static let cases: [(String, UIView.KeyframeAnimationOptions)] = [
        ("linear", linear),
        ("discrete", [.calculationModeDiscrete]),
        ("paced", [.calculationModePaced]),
        ("cubic", [.calculationModeCubic]),
        ("cubic-ease", [.calculationModeCubic, .init(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)]),
        ("cubic-paced", [.calculationModeCubicPaced]),
        ("autoreverse-discrete", [.autoreverse, .calculationModeDiscrete, linear]),
        ("autoreverse-cubic", [.autoreverse, .calculationModeCubic]),
        ("repeat-discrete", [.repeat, .calculationModeDiscrete, linear]),
        ("repeat-paced", [.repeat, .calculationModePaced]),
        ("repeat-autoreverse-cubic", [.repeat, .autoreverse, .calculationModeCubic]),
    ]

    @Test(arguments: BrowserEngine.tested)
    func everyModePlaysAsTheModel(engine: BrowserEngine) async throws {
        let folder = try PlaybackComparison.temporaryFolder("keyframe-modes")
        defer { try? FileManager.default.removeItem(at: folder) }
        var exported: [(String, Story, URL, [Double])] = []
        for (name, options) in Self.cases {
            let story = try Self.story(options)
            let url = folder.appendingPathComponent("\(name).svg")
            try story.write(to: url)
            #expect(try PlaybackComparison.xmllintProblem(url) == nil, "\(name) is not well-formed")
            var times = PlaybackComparison.probeTimes(for: story)
            let repeats = story.timeline.endlessRepeats
            if let cycle = repeats.first {
                #expect(repeats.allSatisfy { $0.start == cycle.start && $0.period == cycle.period }, "\(name)")
                // The 3rd and 50th cycles, 40 times each, and just either side of their starts.
                for k in [2.0, 49.0] {
                    let start = cycle.start.seconds + k * cycle.period.seconds
                    for i in 0..<40 { times.append(start + cycle.period.seconds * (Double(i) + 0.37) / 40) }
                    times += [start - 0.0001, start + 0.0001]
                }
            }
            exported.append((name, story, url, times))
        }
        let results = try await BrowserPool.shared(for: engine).withBrowser { browser in
            var results: [(String, [PlaybackComparison.Mismatch])] = []
            for (name, story, url, times) in exported {
                results.append((name, try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)))
            }
            return results
        }
        for ((name, found), (_, story, _, times)) in zip(results, exported) {
            #expect(times.count >= 50, "\(name): only \(times.count) times")
            #expect(found.isEmpty, "\(engine) \(name): \(found.count) mismatches of \(times.count), first: \(found.prefix(3))")
            // The model really moves there (a still dot would make the comparison vacuous).
            let xs = try times.map { try story.state(at: $0)["dot"]!.state.centerX }
            #expect(xs.max()! - xs.min()! > 100, "\(name)")
        }
        // Endless repeats: the dot and the bar both cycle with the whole animation's period.
        for (name, story, _, _) in exported where name.hasPrefix("repeat") {
            let period = name.contains("autoreverse") ? 2.4 : 1.2
            #expect(story.timeline.endlessRepeats.count == 3, "\(name)")   // the dot's centre and alpha, the bar's transform
            #expect(story.timeline.endlessRepeats.allSatisfy { $0.period.seconds == period }, "\(name)")
        }
    }
}
