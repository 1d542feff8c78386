import Animatic
import AnimaticPlaybackTesting
import AnimaticBrowserTesting
import AnimaticSamples
import Foundation
import Testing

/// Every bundled sample, exported and played in real headless Chromium, matches its model.
@Suite(.serialized) struct SamplePlaybackTests {
    @Test(arguments: Samples.all.map(\.name))
    func sampleMatchesTheModelInChromium(name: String) async throws {
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
        let mismatches = try await BrowserPool.shared.withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func loopedExportPlaysTheSecondPassLikeTheFirst() async throws {
        let story = try #require(Samples.named("article-rotate-take5")).record()
        let folder = try PlaybackComparison.temporaryFolder("loop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("loop.svg")
        try story.write(to: url, loop: true)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("repeatCount=\"indefinite\""))
        let mismatches = try await BrowserPool.shared.withBrowser { browser in
            try await PlaybackComparison.twoPassMismatches(story: story, svg: url, browser: browser)
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }
}
