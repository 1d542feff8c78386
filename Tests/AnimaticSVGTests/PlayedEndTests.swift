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
        // Not one element of its own (its end is no whole millisecond, which Firefox's and
        // Chromium's clocks cannot hold): the story's form.
        let a = try #require(track(root, "opacity"))
        #expect(a["dur"] == "0.361s" && a["begin"] == nil)
        #expect(a["keyTimes"] == "0;.969529085;.998538681;1")   // key times are cut, not rounded, to 9 places
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
        #expect(opacity["keyTimes"] == "0;.75;1")
    }

    /// A still frame is not a document with tracks: its time is not rounded.
    @Test func framesAreNotRounded() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: StoryTime(ticks: 10_472_464), curve: .linear, to: .scalar(0))
        let frame = try SVGExport.frame(timeline: r.timeline, size: CGSize(width: 20, height: 20), at: StoryTime(ticks: 10_000_000))
        #expect(!frame.contains("<animate"))
        #expect(frame.contains("opacity=\".0451\""))
    }
}

/// `begin` and `dur` are written so that Chromium, which multiplies the parsed seconds by 10^6
/// and truncates to whole microseconds, reads the instant meant (#21).
@Suite struct ClockValueTests {
    @Test func wholeMillisecondsChromiumWouldReadShortGetOneNanosecondMore() {
        #expect(SVGText.clockTicks(4_100_000_000) == 4_100_000_001)
        #expect(SVGText.clockTicks(2_066_000_000) == 2_066_000_001)
        #expect(SVGText.clockTicks(2_500_000_000) == 2_500_000_000)
        #expect(SVGText.clockTicks(3_300_000_000) == 3_300_000_000)
        #expect(SVGText.clockTicks(0) == 0)
        // Not a whole microsecond: nothing Chromium can show exactly, written as it is.
        #expect(SVGText.clockTicks(360_472_464) == 360_472_464)
    }

    /// Every whole millisecond up to 20 s: the text written reads, with Chromium's arithmetic,
    /// as exactly its microseconds, with Firefox's (rounded to the millisecond) as its
    /// millisecond, and is at most 1 ns later than the time meant.
    @Test func everyWholeMillisecondReadsExactly() {
        var lengthened = 0
        for ms in Int64(1)...20_000 {
            let ticks = ms * 1_000_000
            var text = SVGText()
            text.clockSeconds(StoryTime(ticks: ticks))
            let written = String(decoding: UnsafeBufferPointer(start: text.base, count: text.count), as: UTF8.self)
            guard let seconds = Double(written) else { Issue.record("\(written)"); continue }
            #expect((seconds * 1_000_000).rounded(.towardZero) == Double(ms * 1000), "\(written)")
            #expect((seconds * 1000).rounded() == Double(ms), "\(written)")
            #expect(seconds - Double(ticks) / 1e9 <= 1.5e-9, "\(written)")
            if written.count > 9 { lengthened += 1 }
        }
        #expect(lengthened > 0 && lengthened < 20_000 / 20)   // about 1.9 %
    }

    @Test func aStoryOfFourPointOneSecondsIsWrittenSoChromiumReadsIt() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "a", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: StoryTime(ticks: 4_100_000_000), curve: .linear, to: .scalar(0))
        let text = try SVGExport.document(timeline: r.timeline, size: CGSize(width: 20, height: 20))
        #expect(text.contains(#"dur="4.100000001s""#))
        #expect(!text.contains(#"dur="4.1s""#))
    }
}
