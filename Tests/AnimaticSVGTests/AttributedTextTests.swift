import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Foundation
import Testing
@testable import AnimaticSVG

/// An attributed label's runs: one `<tspan>` per run inside each line's `<text>`, with the
/// run's own font, colour and kern, and nothing (not even whitespace) between them.
@Suite struct AttributedTextTests {
    static func label(_ content: LabelContent, height: Double = 80) -> Timeline {
        let r = TimelineRecorder()
        _ = r.addView(identifier: "title", parent: nil,
                      initial: ViewState(centerX: 200, centerY: 150, width: 300, height: height),
                      at: .zero, content: .label(content))
        return r.timeline
    }

    static func texts(_ timeline: Timeline, pretty: Bool = true) throws -> [SVGNode] {
        let bytes = try SVGExport.bytes(timeline: timeline, size: stage, options: SVGExport.Options(pretty: pretty))
        let root = try SVGNode.parse(bytes, keepingText: true)
        let title = try #require(root.all.first { $0["id"] == "title" })
        return title.all.filter { $0.name == "text" }
    }

    @Test func anEmptyRunListIsPlainTextAndPlainLayoutIsUnchanged() throws {
        let plain = LabelContent(lines: ["A", "B"], font: FontDescription(size: 20), alignment: .left)
        let texts = try Self.texts(Self.label(plain))
        #expect(texts.map(\.textContent) == ["A", "B"])
        #expect(texts.allSatisfy { $0.children.allSatisfy { $0.name == "#text" } })
        #expect(plain.baseline(line: 1, height: 80) == (80 - 2 * plain.font.lineHeight) / 2 + plain.font.lineHeight + plain.font.ascender)
    }

    @Test func runsAreTspansWithTheirFontColourAndKernAndNoWhitespaceBetween() throws {
        let base = FontDescription(size: 20)
        let bold = FontDescription(family: "Avenir Next", size: 24, weight: 700)
        let content = LabelContent(
            lines: ["Hello <world> & co", "Bold"], font: base, alignment: .center,
            runs: [[TextRun(text: "Hello "), TextRun(text: "<world>", color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), kern: 2),
                    TextRun(text: " & co")],
                   [TextRun(text: "Bold", font: bold)]],
            lineSpacing: 6)
        for pretty in [true, false] {
            let texts = try Self.texts(Self.label(content), pretty: pretty)
            #expect(texts.count == 2)
            let first = try #require(texts.first)
            #expect(first.children.map(\.name) == ["tspan", "tspan", "tspan"])
            #expect(first.textContent == "Hello <world> & co")
            let spans = first.children
            #expect(spans[0].attributes.isEmpty)
            #expect(spans[1]["fill"] == "#f00")
            #expect(spans[1]["fill-opacity"] == ".5")
            #expect(spans[1]["letter-spacing"] == "2")
            #expect(spans[2].attributes.isEmpty)
            let second = try #require(texts.last)
            #expect(second.children.map(\.name) == ["tspan"])
            let boldSpan = second.children[0]
            #expect(boldSpan["font-family"] == "'Avenir Next', \(SVGDocumentWriter.systemFontStack)")
            #expect(boldSpan["font-size"] == "24")
            #expect(boldSpan["font-weight"] == "700")
            #expect(boldSpan["fill"] == nil)
            // Line heights: 20 pt's then 24 pt's, with 6 pt between; the block centred in 80.
            let block = base.lineHeight + 6 + bold.lineHeight
            #expect(content.textHeight == block)
            let y0 = try #require(first["y"].flatMap(Double.init))
            let y1 = try #require(second["y"].flatMap(Double.init))
            #expect(abs(y0 - ((80 - block) / 2 + base.ascender)) < 1e-3)
            #expect(abs(y1 - ((80 - block) / 2 + base.lineHeight + 6 + bold.ascender)) < 1e-3)
        }
    }
}
