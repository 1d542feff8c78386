import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// A story that never ends, recorded for 2 s with `Story.record(size:duration:)` and played in
/// headless Chromium, Firefox and WebKit: an Rx interval that nudges a dot, an endless autoreversing pulse, a bounce
/// that restarts itself from its completion block and a slow eased slide, all four in flight at
/// the cut. Exported once, it holds the cut picture after 2 s; exported looped, every pass plays
/// the same two seconds (compared with the model at the same time in the pass).
@Suite(.serialized) struct CutStoryPlaybackTests {
    private static let duration = 2.0

    private static func story() throws -> Story {
        func box(_ name: String, _ frame: CGRect, _ color: UIColor) -> UIView {
            let view = UIView(frame: frame)
            view.accessibilityIdentifier = name
            view.backgroundColor = color
            return view
        }
        let dot = box("dot", CGRect(x: 20, y: 20, width: 20, height: 20), .red)
        let hint = box("hint", CGRect(x: 120, y: 40, width: 60, height: 60), .blue)
        let badge = box("badge", CGRect(x: 220, y: 20, width: 30, height: 30), .green)
        let bar = box("bar", CGRect(x: 20, y: 140, width: 40, height: 16), .black)
        return try Story.record(size: CGSize(width: 320, height: 200), duration: duration) { stage in
            for view in [dot, hint, badge, bar] { stage.addSubview(view) }
            Observable<Int>.interval(.milliseconds(300), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in
                    UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear,
                                   animations: { dot.center.x += 12 })
                })
                .disposed(by: stage.disposeBag)
            UIView.animate(withDuration: 0.7, delay: 0.1, options: [.repeat, .autoreverse, .curveEaseInOut],
                           animations: {
                               hint.alpha = 0.2
                               hint.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                           })
            func bounce(down: Bool) {
                UIView.animate(withDuration: 0.45, delay: 0, options: .curveEaseIn,
                               animations: { badge.center.y = down ? 120 : 35 },
                               completion: { _ in bounce(down: !down) })
            }
            bounce(down: true)
            UIView.animate(withDuration: 3, delay: 0, options: .curveEaseOut,
                           animations: { bar.frame.size.width = 280 })
        }
    }

    /// The model the browser is compared with: each of the four is cut mid-change at 2 s.
    @Test func theModelIsCutMidChangeAtTwoSeconds() throws {
        let story = try Self.story()
        #expect(story.end.ticks == 2_000_000_000)
        #expect(story.timeline.endlessRepeats.isEmpty)
        let end = try story.state(at: Self.duration)
        // Ticks at 0.3 ... 1.5 s move 12 pt each; the one at 1.8 s is 0.2 s into its 0.25 s.
        #expect(abs(end["dot"]!.state.center.x - (30 + 5 * 12 + 12 * 0.8)) < 1e-9)
        // The bar's 3 s ease-out is cut at two thirds of its time.
        let width = 40 + 240 * TimingCurve.easeOut.progress(at: 2.0 / 3)
        #expect(abs(end["bar"]!.state.width - width) < 1e-9)
        // The pulse's second cycle began at 1.5 s: 0.5 s into its 0.7 s way out.
        let pulse = TimingCurve.easeInOut.progress(at: 0.5 / 0.7)
        #expect(abs(end["hint"]!.state.alpha - (1 - 0.8 * pulse)) < 1e-9)
        // The bounce's fifth leg (down, from 1.8 s) is 0.2 s into its 0.45 s.
        #expect(abs(end["badge"]!.state.center.y - (35 + 85 * TimingCurve.easeIn.progress(at: 0.2 / 0.45))) < 1e-9)
        // After the end nothing moves.
        #expect(try story.state(at: 7).views.map(\.state) == end.views.map(\.state))
    }

    @Test(arguments: BrowserEngine.tested)
    func playedOnceItHoldsTheCutPicture(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("cut-once")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cut.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        // Evenly over 2.5 s, either side of every boundary, just before and at the cut, and long after.
        let times = (PlaybackComparison.probeTimes(for: story, evenly: 60)
            + [1.99, 1.999, 1.9999, 2, 2.0001, 2.3, 7]).sorted()
        #expect(times.count >= 50)
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(found.isEmpty, "\(engine): \(found.count) mismatches, first: \(found.prefix(5))")
    }

    @Test(arguments: BrowserEngine.tested)
    func loopedEveryPassPlaysTheSameTwoSeconds(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("cut-loop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cut-loop.svg")
        try story.write(to: url, loop: true)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let phases = [0.0001, 0.001] + (1...20).map { Double($0) * 0.095 } + [1.99, 1.999, 1.9999]
        var times: [Double] = []
        for pass in 0..<3 { times += phases.map { Self.duration * Double(pass) + $0 } }
        #expect(times.count >= 50)
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times,
                                                    modelTime: { $0.truncatingRemainder(dividingBy: Self.duration) })
        }
        #expect(found.isEmpty, "\(engine): \(found.count) mismatches, first: \(found.prefix(5))")
        // Not vacuous: just before a loop point the picture is far from the one just after it.
        let before = try story.state(at: 1.9999), after = try story.state(at: 0.0001)
        #expect(before["dot"]!.state.center.x - after["dot"]!.state.center.x > 60)
        #expect(before["bar"]!.state.width - after["bar"]!.state.width > 150)
    }
}
