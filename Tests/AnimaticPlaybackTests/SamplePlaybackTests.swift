import Animatic
import AnimaticPlaybackTesting
import AnimaticBrowserTesting
import AnimaticSamples
import Foundation
import Testing

/// Every bundled sample, exported and played in real headless Chromium, Firefox and WebKit,
/// matches its model.
@Suite(.serialized) struct SamplePlaybackTests {
    @Test(arguments: BrowserEngine.tested, Samples.all.map(\.name))
    func sampleMatchesTheModel(engine: BrowserEngine, name: String) async throws {
        let story = try #require(Samples.named(name)).record()
        let folder = try PlaybackComparison.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("\(name).svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)

        let ids = PlaybackComparison.identifiers(of: story)
        #expect(!ids.isEmpty)
        let times = PlaybackComparison.probeTimes(for: story)
        #expect(times.count >= 50)
        let report = try await EngineFigures.$group.withValue("samples") {
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                try await PlaybackComparison.report(story: story, svg: url, browser: browser, times: times)
            }
        }
        print("playback \(name) \(report)")
        #expect(report.timesProbed == times.count)
        #expect(report.mismatches.isEmpty, "\(engine): \(report.mismatches.count) mismatches, first: \(report.mismatches.prefix(5))")
    }

    @Test(arguments: BrowserEngine.tested)
    func loopedExportPlaysTheSecondPassLikeTheFirst(engine: BrowserEngine) async throws {
        let story = try #require(Samples.named("article-rotate-take5")).record()
        let folder = try PlaybackComparison.temporaryFolder("loop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("loop.svg")
        try story.write(to: url, loop: true)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("repeatCount=\"indefinite\""))
        let report = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.twoPassReport(story: story, svg: url, browser: browser)
        }
        print("playback loop \(report)")
        #expect(report.mismatches.isEmpty, "\(engine): \(report.mismatches.count) mismatches, first: \(report.mismatches.prefix(5))")
    }
}
