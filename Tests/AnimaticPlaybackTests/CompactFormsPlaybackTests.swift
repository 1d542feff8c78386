import Animatic
import AnimaticPlaybackTesting
import AnimaticBrowserTesting
import Foundation
import Testing

/// The compact SMIL forms of issue 32, played in real headless Chromium, Firefox and WebKit:
/// to-animations (`<animate to=…>` and `<animateMotion to=…>`, which start from the value
/// underneath), keySplines without leading zeros (`.42 0 .58 1`), and identical background
/// rects drawn from one `<defs>` definition by `<use href>`.
@Suite(.serialized) struct CompactFormsPlaybackTests {
    /// drawsvg's reference story (BENCHMARKS.md, "SVG size"), `n` squares: each turns 90°
    /// (ease in-out, 0.5 s), moves 50 pt right (linear, from 1 s), fades out (linear, from
    /// 2.5 s), square i starting 2 ms after square i − 1.
    private static func squares(_ n: Int) throws -> Story {
        try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            for i in 0..<n {
                let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
                v.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
                v.accessibilityIdentifier = "sq\(i)"
                stage.addSubview(v)
                let d = Double(i) * 0.002
                UIView.animate(withDuration: 0.5, delay: d, options: [.curveEaseInOut], animations: {
                    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
                })
                UIView.animate(withDuration: 0.5, delay: d + 1.0, options: [.curveLinear], animations: { v.center.x += 50 })
                UIView.animate(withDuration: 0.5, delay: d + 2.5, options: [.curveLinear], animations: { v.alpha = 0 })
            }
        }
    }

    /// Every square's position, turn and opacity in the browser are the model's, just after
    /// each begin (where a to-animation must start from the value underneath, not jump), in
    /// the middle of each change, at each end, and after the story.
    @Test(arguments: BrowserEngine.tested)
    func referenceSquaresPlayAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.squares(8)
        let folder = try PlaybackComparison.temporaryFolder("compact-forms")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("squares.svg")
        try story.write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        // The forms under test are really there.
        #expect(text.contains(##"<defs><rect id="_0" width="100" height="100" fill="#36c"/></defs>"##))
        #expect(text.components(separatedBy: ##"<use href="#_0"/>"##).count == 9)
        #expect(text.contains(#"<animateMotion to="50 0" begin="1.002s" dur="0.5s" fill="freeze"/>"#))
        #expect(text.contains(#"<animate to="0" begin="2.502s" attributeName="opacity" dur="0.5s" fill="freeze"/>"#))
        #expect(text.contains(#"keySplines=".42 0 .58 1""#))
        let times = [0, 0.001, 0.003, 0.125, 0.25, 0.503, 0.75,
                     1.0, 1.001, 1.003, 1.25, 1.507, 2.0,
                     2.5, 2.501, 2.505, 2.75, 3.0, 3.011, 3.5]
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // The model really moves and fades there (the comparison would be vacuous on still squares).
        let start = try story.state(at: 1.0)["sq3"]!, moved = try story.state(at: 1.25)["sq3"]!
        #expect(abs(moved.matrixToStage.tx - start.matrixToStage.tx) > 20)
        #expect(try story.state(at: 2.75)["sq3"]!.effectiveOpacity < 0.6)
    }
}
