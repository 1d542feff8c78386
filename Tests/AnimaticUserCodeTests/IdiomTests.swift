import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// The idiom catalogue (IdiomCatalogue.swift) against UIKit's documented result in the model.
@Suite struct IdiomModelTests {
    @Test func theCatalogueHoldsAtLeastThirtyDistinctIdioms() {
        #expect(IdiomCatalogue.all.count >= 30)
        #expect(Set(IdiomCatalogue.all.map(\.name)).count == IdiomCatalogue.all.count)
    }

    @Test(arguments: IdiomCatalogue.names)
    func recordsWhatUIKitShows(name: String) throws {
        let idiom = IdiomCatalogue.named(name)
        let story = try idiom.record()
        let checks = try idiom.expectations(story)
        #expect(!checks.isEmpty)
        for (time, view, what, expected, actual) in checks {
            #expect(abs(actual - expected) <= idiom.tolerance,
                    "\(idiom.name) at \(time) s: \(view).\(what) is \(actual), UIKit shows \(expected)")
        }
    }
}

/// Every idiom exported and played in headless Chromium, Firefox and WebKit: at 50 evenly spread times and either
/// side of every segment boundary, each identified view's matrix to the root is within 0.01 px
/// and its opacity within 0.001 of the model (PlaybackComparison). One browser for all idioms.
@Suite(.serialized) struct IdiomPlaybackTests {
    @Test(arguments: BrowserEngine.tested)
    func everyIdiomPlaysAsTheModel(engine: BrowserEngine) async throws {
        let folder = try PlaybackComparison.temporaryFolder("idioms")
        defer { try? FileManager.default.removeItem(at: folder) }
        var exported: [(String, Story, URL)] = []
        for idiom in IdiomCatalogue.all {
            let story = try idiom.record()
            let url = folder.appendingPathComponent("\(idiom.name).svg")
            try story.write(to: url)
            #expect(try PlaybackComparison.xmllintProblem(url) == nil, "\(idiom.name) is not well-formed")
            exported.append((idiom.name, story, url))
        }
        let results = try await BrowserPool.shared(for: engine).withBrowser { browser in
            var results: [(String, Int, [PlaybackComparison.Mismatch])] = []
            for (name, story, url) in exported {
                let times = PlaybackComparison.probeTimes(for: story)
                let found = try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
                results.append((name, times.count, found))
            }
            return results
        }
        var probed = 0
        for (name, count, found) in results {
            probed += count
            #expect(count >= 50, "\(name): only \(count) times probed")
            #expect(found.isEmpty, "\(engine) \(name): \(found.count) mismatches, first: \(found.prefix(3))")
        }
        #expect(probed >= 50 * IdiomCatalogue.all.count)
    }
}

/// A story recorded for a fixed time from an endless one, exported looped: in each engine every
/// pass plays the recorded seconds again (compared with the model at the same time in the
/// pass), including just before the loop point and in the third pass.
@Suite(.serialized) struct CutStoryLoopPlaybackTests {
    @Test(arguments: BrowserEngine.tested)
    func aCutEndlessStoryLoopsAtItsDuration(engine: BrowserEngine) async throws {
        let story = try IdiomCatalogue.named("endless-pulse-recorded-for-three-seconds").record()
        #expect(story.duration == 3)
        let folder = try PlaybackComparison.temporaryFolder("cut-loop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("pulse-loop.svg")
        try story.write(to: url, loop: true)
        var times: [Double] = []
        for pass in [0.0, 1.0, 2.0] {
            for phase in [0.1, 0.4, 0.8, 1.2, 1.6, 2.0, 2.4, 2.9, 2.999] { times.append(3 * pass + phase) }
        }
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times,
                                                    modelTime: { $0.truncatingRemainder(dividingBy: 3) })
        }
        #expect(found.isEmpty, "\(engine): \(found.count) mismatches, first: \(found.prefix(3))")
        // Vacuous on a still picture: the pulse really changes within a pass.
        let alphas = try [0.1, 0.8, 1.6].map { try story.state(at: $0)["hint"]!.effectiveOpacity }
        #expect(alphas.max()! - alphas.min()! > 0.3)
    }
}
