import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// `SVGExport.frame` and `writeFrame` take the times `Timeline.state(at:)` takes.
@Suite struct FrameTimeTests {
    @Test func aTimeBeforeZeroIsRefusedAndNothingIsWritten() throws {
        let t = articleTimeline()
        #expect(throws: StoryTimeError.negative(what: "frame time", value: -1e-9)) {
            try SVGExport.frame(timeline: t, size: stage, at: StoryTime(ticks: -1))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-frame-\(UUID().uuidString).svg")
        #expect(throws: StoryTimeError.negative(what: "frame time", value: -1e-9)) {
            try SVGExport.writeFrame(timeline: t, size: stage, at: StoryTime(ticks: -1), to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func zeroAndPastTheEndAreFrames() throws {
        let t = articleTimeline()
        let end = try SVGExport.frame(timeline: t, size: stage, at: t.duration)
        #expect(try SVGExport.frame(timeline: t, size: stage, at: .maximum) == end)
        #expect(try SVGExport.frame(timeline: t, size: stage, at: .zero) != end)
    }
}
