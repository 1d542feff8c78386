import Foundation
import Testing
@testable import AnimaticSVG

/// `SVGSizeReport`: every byte counted once, per view (outer groups included) and per kind.
@Suite struct SizeReportTests {
    @Test func eachByteGoesToItsViewAndItsKind() throws {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let svgOpen = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\">"
        let outer = "<g transform=\"translate(1 2)\">"
        let fade = "<animate attributeName=\"opacity\" dur=\"1s\" values=\"1;0\" fill=\"freeze\"/>"
        let turn = "<animateTransform attributeName=\"transform\" type=\"rotate\" dur=\"1s\" values=\"0;9\" fill=\"freeze\"/>"
        let inner = "<g id=\"a\">", rect = "<rect width=\"1\" height=\"1\" fill=\"#f00\"/>"
        let b = "<g id=\"b\" transform=\"translate(3 3)\"/>"
        let document = head + svgOpen + outer + fade + turn + inner + rect + "</g></g>" + b + "</svg>\n"
        let report = SVGSizeReport(document: Array(document.utf8))
        #expect(report.total == document.utf8.count)
        let views = Dictionary(uniqueKeysWithValues: report.views.map { ($0.name, $0.bytes) })
        // View a: its outer group (with the fade and the turn) and its own group, both closed.
        #expect(views["a"] == outer.count + fade.count + turn.count + inner.count + rect.count + 8)
        #expect(views["b"] == b.count)
        // The declaration, its newline, the root and the closing newline.
        #expect(views["(document)"] == head.count + svgOpen.count + "</svg>\n".count)
        let kinds = Dictionary(uniqueKeysWithValues: report.kinds.map { ($0.name, $0.bytes) })
        #expect(kinds["animate opacity"] == fade.count)
        #expect(kinds["animateTransform rotate"] == turn.count)
        #expect(kinds["rect"] == rect.count)
        #expect(kinds["g"] == outer.count + inner.count + 8 + b.count)
        #expect(report.views.first?.name == "a")
        #expect(report.text().hasPrefix("\(SVGSizeReport.grouped(document.utf8.count)) bytes\n"))
    }

    @Test func aWrittenStoryAddsUpToItsLength() throws {
        let bytes = try SVGExport.bytes(timeline: richTimeline(), size: stage)
        let report = SVGSizeReport(document: bytes)
        #expect(report.total == bytes.count)
        #expect(report.views.reduce(0) { $0 + $1.bytes } == bytes.count)
        #expect(report.kinds.reduce(0) { $0 + $1.bytes } == bytes.count)
        #expect(report.views.count > 2 && report.kinds.contains { $0.name.hasPrefix("animate") })
    }

    @Test func groupsOfThousands() {
        #expect(SVGSizeReport.grouped(0) == "0")
        #expect(SVGSizeReport.grouped(999) == "999")
        #expect(SVGSizeReport.grouped(1000) == "1,000")
        #expect(SVGSizeReport.grouped(1_234_567) == "1,234,567")
    }
}
