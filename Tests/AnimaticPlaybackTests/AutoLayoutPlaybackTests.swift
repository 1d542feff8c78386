import Animatic
import AnimaticPlaybackTesting
import AnimaticBrowserTesting
import AnimaticSamples
import Foundation
import Testing

/// Auto Layout's animated idioms played in real headless Chromium, Firefox and WebKit: the frames a constraint
/// constant change and `layoutIfNeeded()` inside a spring block record, and a stack view
/// collapsing a hidden row, show in the browser as in the model.
@Suite(.serialized) struct AutoLayoutPlaybackTests {
    @Test(arguments: BrowserEngine.tested)
    func constantChangeAndStackCollapsePlayAsTheModel(engine: BrowserEngine) async throws {
        let story = try #require(Samples.named("auto-layout-onboarding")).record()
        let folder = try PlaybackComparison.temporaryFolder("auto-layout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("auto-layout-onboarding.svg")
        try story.write(to: url)
        // The button's spring (1.1 s to 1.8 s), the collapse (2.0 s to 2.4 s) and times around them.
        var times = PlaybackComparison.probeTimes(for: story, evenly: 24)
        times += [1.15, 1.3, 1.45, 1.6, 1.75, 2.05, 2.2, 2.35, 2.399, 2.401]
        let mismatches = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(mismatches.isEmpty, "\(engine): \(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // Not vacuous: the button rises on its spring and the tip shrinks, then hides.
        let before = try story.state(at: 1.0)["start"]!.matrixToStage.ty
        let after = try story.state(at: 2.0)["start"]!.matrixToStage.ty
        #expect(before - after > 100)
        #expect(try story.state(at: 2.2)["tip"]!.state.height < 36)
        #expect(try story.state(at: 2.2)["tip"]!.isVisible)
        #expect(try story.state(at: 2.4)["tip"]!.isVisible == false)
    }
}
