import Animatic
@testable import AnimaticReview
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Every control character (C0, DEL, C1) and the two line separators.
private let controlScalars: [Unicode.Scalar] = ((0..<0x20).map { $0 } + (0x7F...0x9F).map { $0 } + [0x2028, 0x2029])
    .compactMap(Unicode.Scalar.init(_:))

/// `scalar` as the pages write it: `\u{A}`.
private func escaped(_ scalar: Unicode.Scalar) -> String { "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" }

/// `html` without its inlined SVG (whose text libxml2 escapes as XML, checked by the SVG tests)
/// and without the template's own line feeds.
private func pageOutsideTheSVG(_ html: String) -> String {
    var rest = html
    if let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>\n", options: .backwards) {
        rest.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return rest.replacingOccurrences(of: "\n", with: "")
}

/// No control character a story typed reaches a review page or the index raw: names, titles and
/// view identifiers show them as `\u{…}`, as the timeline text does.
@Suite struct ReviewPageInertTests {
    @Test func everyControlCharacterIsEscapedInThePage() throws {
        #expect(controlScalars.count == 67)
        for scalar in controlScalars {
            let c = String(Character(scalar))
            let story = try twoViewStory(identifier: "v\(c)w")
            let html = try ReviewPage.html(for: story, name: "n\(c)m", title: "T\(c)U")
            let hex = "U+\(String(scalar.value, radix: 16))"
            let outside = pageOutsideTheSVG(html)
            #expect(!outside.unicodeScalars.contains { controlScalars.contains($0) }, "\(hex)")
            #expect(html.contains("<title>T\(escaped(scalar))U · Animatic review</title>"), "\(hex)")
            #expect(html.contains("<h1>T\(escaped(scalar))U</h1>"), "\(hex)")
            #expect(html.contains("<body data-story=\"n\(escaped(scalar))m\">"), "\(hex)")
            // In the JSON the escape's backslash is itself escaped.
            #expect(html.contains(#"{"view":"v\\u{"# + String(scalar.value, radix: 16, uppercase: true) + #"}w","#), "\(hex)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(ReviewPage.timelineJSON(story).utf8)) as? [String: Any])
            let lanes = try #require(json["lanes"] as? [[String: Any]])
            #expect(lanes.first?["view"] as? String == "v\(escaped(scalar))w", "\(hex)")
        }
    }

    @Test func everyControlCharacterIsEscapedInTheIndex() throws {
        let folder = try PlaybackComparison.temporaryFolder("inert-index")
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = try twoViewStory()
        let entries = controlScalars.enumerated().map { k, scalar in
            ReviewPage.Entry(name: "s\(k)", title: "T" + String(Character(scalar)) + "U", story: story)
        }
        let title = String(String.UnicodeScalarView(controlScalars))
        let index = try ReviewPage.writeSite(entries, title: title, to: folder)
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(!html.replacingOccurrences(of: "\n", with: "").unicodeScalars.contains { controlScalars.contains($0) })
        #expect(html.contains("<h1>" + controlScalars.map(escaped).joined() + "</h1>"))
        for scalar in controlScalars {
            #expect(html.contains("<h2>T\(escaped(scalar))U</h2>"))
            #expect(html.contains("alt=\"T\(escaped(scalar))U\""))
        }
    }

    /// The page's JSON escapes DEL and the C1 controls as `\u00XX` too, so the data block
    /// holds none of them raw even where a story's text reaches it unescaped.
    /// Mustache escapes whole characters: a quote followed by a combining mark is one character
    /// to it, not a quote, and ended the index's `alt` attribute in the browser (found by
    /// HostileTextTests). Attribute values are escaped one scalar at a time.
    @Test func aQuoteOrBracketWithACombiningMarkCannotLeaveAnAttribute() throws {
        let folder = try PlaybackComparison.temporaryFolder("combining")
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = try twoViewStory()
        let title = "A\"\u{300} onerror=x '\u{301}<\u{302}&"
        try ReviewPage.writeSite([ReviewPage.Entry(name: "a", title: title, story: story)], title: "T", to: folder)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("alt=\"A&quot;\u{300} onerror=x &#39;\u{301}&lt;\u{302}&amp;\" loading=\"lazy\""))
        #expect(ReviewPage.attributeValue("plain \"text\" & <b>'s") == "plain &quot;text&quot; &amp; &lt;b&gt;&#39;s")
        let page = try ReviewPage.html(for: story, name: "n\"\u{300}x", title: "T", indexLink: "index.html")
        #expect(page.contains("<body data-story=\"n&quot;\u{300}x\">"))
    }

    @Test func jsonStringsEscapeDELAndC1() {
        var json = JSONText()
        json.string("a\u{7F}b\u{80}c\u{9F}d\u{A0}")
        #expect(json.text == #""a\u007fb\u0080c\u009fd\#u{A0}""#)
    }
}
