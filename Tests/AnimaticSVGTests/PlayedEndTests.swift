import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// An animated document's tracks span the story rounded up to a whole millisecond (Firefox
/// keeps SMIL time in milliseconds and read `dur="0.360472464s"` as 0.360 s; #21).
@Suite struct PlayedEndTests {
    private func track(_ root: SVGNode, _ attribute: String) -> SVGNode? {
        root.all.first { ($0.name == "animate" || $0.name == "animateTransform") && $0["attributeName"] == attribute }
    }

    @Test func roundsUpToTheNextWholeMillisecond() {
        #expect(SVGDocumentContext.playedEnd(StoryTime(ticks: 360_472_464)).ticks == 361_000_000)
        #expect(SVGDocumentContext.playedEnd(StoryTime(ticks: 360_000_001)).ticks == 361_000_000)
        #expect(SVGDocumentContext.playedEnd(StoryTime(ticks: 1)).ticks == 1_000_000)
        // Whole milliseconds (every sample) and zero stay as they are.
        #expect(SVGDocumentContext.playedEnd(StoryTime(ticks: 360_000_000)).ticks == 360_000_000)
        #expect(SVGDocumentContext.playedEnd(StoryTime(ticks: 4_100_000_000)).ticks == 4_100_000_000)
        #expect(SVGDocumentContext.playedEnd(.zero).ticks == 0)
    }

    /// A change ending at 0.360472464 s: `dur` is 0.361 s, the change's key times are its
    /// times over 0.361 s, and the end value holds for the last 0.527536 ms.
    @Test func aStoryEndingBetweenMillisecondsHoldsToTheNextOne() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: StoryTime(ticks: 350_000_000), duration: StoryTime(ticks: 10_472_464),
                 curve: .linear, to: .scalar(0))
        #expect(r.timeline.duration.ticks == 360_472_464)
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: CGSize(width: 20, height: 20)))
        let a = try #require(track(root, "opacity"))
        #expect(a["dur"] == "0.361s")
        #expect(a["keyTimes"] == "0;0.969529085;0.998538681;1")   // key times are cut, not rounded, to 9 places
        #expect(a["values"] == "1;1;0;0")
        // Looped, the pass is 0.361 s too.
        let looped = try SVGNode.parse(try SVGExport.bytes(timeline: r.timeline, size: CGSize(width: 20, height: 20),
                                                           options: .init(loop: true)))
        #expect(track(looped, "opacity")?["dur"] == "0.361s")
        #expect(track(looped, "opacity")?["repeatCount"] == "indefinite")
    }

    /// A story of whole milliseconds is written exactly as before: `dur` is its duration and
    /// its last key time is its last change's end.
    @Test func aStoryOfWholeMillisecondsIsUnchanged() throws {
        let root = try SVGNode.parse(try SVGExport.bytes(timeline: articleTimeline(), size: stage))
        let opacity = try #require(track(root, "opacity"))
        #expect(opacity["dur"] == "2s")
        #expect(opacity["keyTimes"] == "0;0.75;1")
    }

    /// A still frame is not a document with tracks: its time is not rounded.
    @Test func framesAreNotRounded() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: StoryTime(ticks: 10_472_464), curve: .linear, to: .scalar(0))
        let frame = try SVGExport.frame(timeline: r.timeline, size: CGSize(width: 20, height: 20), at: StoryTime(ticks: 10_000_000))
        #expect(!frame.contains("<animate"))
        #expect(frame.contains("opacity=\"0.0451\""))
    }
}
