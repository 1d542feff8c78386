import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// Coordinates far outside a screen are written exactly (issue 21: `center.x = 1e20` was
/// written as 9000000000000000000): fixed notation below 2^64, the shortest text that reads
/// back as the same double beyond.
@Suite struct LargeNumberTests {
    private func timeline() -> Timeline {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "far", parent: nil,
                          initial: ViewState(centerX: 1e20, centerY: 1e19, width: 100, height: 100,
                                             backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                          at: .zero)
        r.record(view: v, property: .center, start: .zero, duration: s(1), curve: .linear,
                 to: .point(x: 1e15 + 0.5, y: -1e300))
        return r.timeline
    }

    @Test func largeCoordinatesAreWrittenExactly() throws {
        let text = try SVGExport.document(timeline: timeline(), size: stage)
        let root = try SVGNode.parse(Array(text.utf8))
        let move = root.all.first { $0.name == "animateTransform" && $0["type"] == "translate" }
        #expect(move?["values"] == "1e+20 10000000000000000000;1000000000000000.5 -1e+300")
        #expect(text.contains(#"<g transform="translate(1e+20 10000000000000000000)""#))
        // Every number reads back as the double recorded.
        let values = (move?["values"] ?? "").split(whereSeparator: { $0 == ";" || $0 == " " }).map { Double($0) }
        #expect(values == [1e20, 1e19, 1e15 + 0.5, -1e300])
    }

    @Test func aStillFrameWritesThemExactlyToo() throws {
        let text = try SVGExport.frame(timeline: timeline(), size: stage, at: .zero)
        #expect(text.contains(#"transform="translate(1e+20 10000000000000000000)""#))
    }
}
