import AnimaticClock
import AnimaticExport
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// Large coordinates are written exactly or refused (issue 21: `center.x = 1e20` was written
/// as 9000000000000000000): fixed notation, no exponent, below 2^64 in magnitude; beyond, the
/// export fails naming the value's view (the stage reports such values at recording already).
@Suite struct LargeNumberTests {
    private func timeline(x: Double) -> Timeline {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "far", parent: nil,
                          initial: ViewState(centerX: x, centerY: 1e19, width: 100, height: 100,
                                             backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                          at: .zero)
        r.record(view: v, property: .center, start: .zero, duration: s(1), curve: .linear,
                 to: .point(x: 1e15 + 0.5, y: -18_446_744_073_709_549_568))
        return r.timeline
    }

    @Test func coordinatesBelowTwoToThe64AreWrittenExactly() throws {
        let text = try SVGExport.document(timeline: timeline(x: 12_345_678_901_234_567_168), size: stage)
        let root = try SVGNode.parse(Array(text.utf8))
        let move = root.all.first { $0.name == "animateTransform" && $0["type"] == nil }
        #expect(move?["values"] == "12345678901234567168 10000000000000000000;1000000000000000.5 -18446744073709549568")
        #expect(text.contains(#"<g transform="translate(12345678901234567168 10000000000000000000)""#))
        // Every number reads back as the double recorded.
        let values = (move?["values"] ?? "").split(whereSeparator: { $0 == ";" || $0 == " " }).map { Double($0) }
        #expect(values == [12_345_678_901_234_567_168, 1e19, 1e15 + 0.5, -18_446_744_073_709_549_568])
        let frame = try SVGExport.frame(timeline: timeline(x: 1e19), size: stage, at: .zero)
        #expect(frame.contains(#"transform="translate(10000000000000000000 10000000000000000000)""#))
    }

    @Test func coordinatesFromTwoToThe64OnAreRefusedNotClamped() {
        #expect(throws: SVGExportError.nonFiniteNumber(what: "a value of view far")) {
            try SVGExport.document(timeline: timeline(x: 1e20), size: stage)
        }
        #expect(throws: SVGExportError.self) { try SVGExport.frame(timeline: timeline(x: -0x1p64), size: stage, at: .zero) }
        #expect("\(SVGExportError.nonFiniteNumber(what: "a value of view far"))"
                == "cannot write SVG: a value of view far is not a finite number below 2^64 in magnitude (the range written exactly)")
    }
}
