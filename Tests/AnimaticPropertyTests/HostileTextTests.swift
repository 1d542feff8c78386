import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
@testable import AnimaticReview
@testable import AnimaticSamples
import Foundation
import PropertyBased
import Testing

/// Pieces of text that try to end a string, an attribute, a comment, a CDATA section or a
/// script, open an element or an event handler, or hide a line break.
let hostileFragments = [
    "\"", "'", "<", ">", "&", "]]>", "</script>", "<script>alert(1)</script>", "<!--", "-->", "<![CDATA[x",
    "\u{0}", "\u{1}", "\t", "\n", "\r", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
    "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\\", "\\u{A}", "javascript:alert(1)", "\"><g onload=\"alert(1)\">",
    "' onmouseover='alert(1)", "<svg onload=alert(1)>", "</svg>", "</text>", "<img src=x onerror=alert(1)>",
    "&lt;", "&#0;", "&#x3C;", "%3Cscript%3E", "url(javascript:alert(1))", "'); } * { fill: red; } ('", ";",
    "é", "🎬", "\u{300}", " ", "x",
]

/// Everything a story can type that reaches the files: view identifiers, a layer's name, a
/// font name, label text, a button title, a page and index title, and the markup inside an
/// SVG image's bytes (with bytes that are not UTF-8).
struct HostileText: Sendable, CustomStringConvertible {
    var identifiers: [String]
    var layerName: String
    var fontName: String
    var labelText: String
    var buttonTitle: String
    var title: String
    var imageMarkup: String

    var description: String {
        "identifiers \(identifiers.map(\.debugDescription)) layer \(layerName.debugDescription) font \(fontName.debugDescription) "
            + "label \(labelText.debugDescription) button \(buttonTitle.debugDescription) title \(title.debugDescription) "
            + "image \(imageMarkup.debugDescription)"
    }

    /// The same story with plain text everywhere: what every hostile one must look like to a parser.
    static let plain = HostileText(identifiers: ["a", "b", "c", "d"], layerName: "e", fontName: "Avenir", labelText: "f",
                                   buttonTitle: "g", title: "h", imageMarkup: "i")

    /// Each string starts with a letter (so that no text is empty) and goes on with one to
    /// four hostile fragments.
    static let generator = Generator<HostileText, Shrink.None<HostileText>>(run: { rng in
        var g = AnyRandom(base: rng)
        func text() -> String {
            "a" + (0..<Int.random(in: 1...4, using: &g)).map { _ in hostileFragments.randomElement(using: &g)! }.joined()
        }
        // Each identifier starts with its own index: two views typed the same name share one lane
        // of the review page, which is not what this checks.
        let value = HostileText(identifiers: (0..<4).map { "\($0)" + text() }, layerName: text(), fontName: text(),
                                labelText: text(), buttonTitle: text(), title: text(), imageMarkup: text())
        rng = g.base
        return value
    })

    /// An SVG image whose bytes hold `imageMarkup` raw, bytes that are not UTF-8, and a script.
    var imageBytes: [UInt8] {
        Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><text>"#.utf8)
            + Array(imageMarkup.utf8) + [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80] + Array("</text></svg>".utf8)
    }

    /// One stage with each kind of typed text; the label and the box animate.
    func record() throws -> Story {
        try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            box.accessibilityIdentifier = identifiers[0]
            box.backgroundColor = .red
            let layer = CALayer()
            layer.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            layer.backgroundColor = UIColor.blue.cgColor
            layer.name = layerName
            box.layer.addSublayer(layer)
            stage.addSubview(box)

            let label = UILabel(frame: CGRect(x: 80, y: 10, width: 200, height: 60))
            label.accessibilityIdentifier = identifiers[1]
            label.text = labelText
            label.numberOfLines = 0
            label.font = UIFont(name: fontName, size: 14)
            stage.addSubview(label)

            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 120, width: 120, height: 40)
            button.accessibilityIdentifier = identifiers[2]
            button.setTitle(buttonTitle, for: .normal)
            stage.addSubview(button)

            let image = UIImageView(image: UIImage(data: Data(imageBytes)))
            image.frame = CGRect(x: 150, y: 120, width: 32, height: 32)
            image.accessibilityIdentifier = identifiers[3]
            stage.addSubview(image)
            let icon = UIImageView(image: UIImage(data: Data(TinyPNG.make(width: 2, height: 2) { _, _ in (1, 2, 3, 255) })))
            icon.frame = CGRect(x: 200, y: 120, width: 32, height: 32)
            stage.addSubview(icon)

            UIView.animate(withDuration: 1) {
                label.alpha = 0.5
                box.center.x += 40
            }
        }
    }
}

/// Elements whose number follows the text's lines (a label wraps differently with other text).
private let lineElements: Set<String> = ["text", "tspan"]

/// The SVG's shape without what legitimately depends on typed text: the number of text lines,
/// and the `data-name` attribute that keeps an identifier that is not a valid XML id.
private func fixedShape(_ xml: ParsedXML) -> [String] {
    xml.elements.filter { !lineElements.contains($0.name) }.map { element in
        "\(element.depth) \(element.name)[\(element.attributes.map(\.name).filter { $0 != "data-name" }.joined(separator: ","))]"
    }
}

/// Every attribute name the line elements use.
private func lineAttributes(_ xml: ParsedXML) -> Set<String> {
    Set(xml.elements.filter { lineElements.contains($0.name) }.flatMap { $0.attributes.map(\.name) })
}

/// Nothing a story typed can add an element, an attribute, an event handler or a script to the
/// SVG (read by libxml2's parser), the review page or the index (read by Chromium's DOM).
@Suite struct HostileTextTests {
    static let cases = caseCount("ANIMATIC_PROPERTY_CASES", default: 200)
    static let browserCases = caseCount("ANIMATIC_PROPERTY_BROWSER_CASES", default: 20) / 2

    @Test func typedTextAddsNothingToTheSVG() async throws {
        let plain = try ParsedXML(Array(HostileText.plain.record().svg().utf8))
        let plainShape = fixedShape(plain)
        let plainLineAttributes = lineAttributes(plain)
        #expect(plain.elements.contains { $0.name == "image" })
        #expect(plain.elements.contains { $0.name == "text" })
        var tried = 0
        await propertyCheck(count: Self.cases, input: HostileText.generator) { hostile in
            tried += 1
            let svg = try hostile.record().svg()
            let xml = try ParsedXML(Array(svg.utf8))
            #expect(fixedShape(xml) == plainShape, "\(hostile)")
            #expect(lineAttributes(xml).isSubset(of: plainLineAttributes), "\(hostile)")
            for element in xml.elements {
                for attribute in element.attributes {
                    #expect(!attribute.name.lowercased().hasPrefix("on"), "\(element.name) \(attribute.name) \(hostile)")
                    if attribute.name == "href" || attribute.name == "xlink:href" {
                        #expect(attribute.value.hasPrefix("data:image/"), "\(hostile)")
                        let payload = attribute.value.split(separator: ",", maxSplits: 1).last ?? ""
                        #expect(payload.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }, "\(hostile)")
                    }
                }
            }
        }
        #expect(tried == Self.cases)
    }

    /// A review page and an index of hostile stories and titles have exactly the elements and
    /// attributes of plain ones in Chromium's DOM, run their two scripts only, and show the
    /// typed text (control characters written `\u{…}`).
    @Test func typedTextAddsNothingToTheReviewPageOrTheIndex() async throws {
        let folder = try PlaybackComparison.temporaryFolder("hostile-pages")
        defer { try? FileManager.default.removeItem(at: folder) }
        func site(_ text: HostileText, _ name: String) throws -> (page: URL, index: URL, story: Story) {
            let story = try text.record()
            let index = try ReviewPage.writeSite([ReviewPage.Entry(name: name, title: text.title, story: story)],
                                                 title: text.title, to: folder.appendingPathComponent(name))
            return (folder.appendingPathComponent(name).appendingPathComponent("\(name).html"), index, story)
        }
        let plain = try site(.plain, "plain")
        try await BrowserPool.shared.withBrowser { browser in
            let plainPage = try await Self.dom(plain.page, in: browser)
            let plainIndex = try await Self.dom(plain.index, in: browser)
            #expect(plainPage["scripts"] == 2)
            #expect(plainPage["api"] == "object")
            var tried = 0
            await propertyCheck(count: Self.browserCases, input: HostileText.generator) { hostile in
                tried += 1
                let hostileSite = try site(hostile, "hostile\(tried)")
                let page = try await Self.dom(hostileSite.page, in: browser)
                #expect(page["shape"] == plainPage["shape"], "\(hostile)")
                #expect(page["scripts"] == 2, "\(hostile)")
                #expect(page["api"] == "object", "\(hostile)")
                // document.title strips and collapses spaces (the escaped text has no other white space).
                let title = (Timeline.inert(hostile.title) + " · Animatic review").split(separator: " ").joined(separator: " ")
                #expect(page["title"] == .string(title), "\(hostile)")
                #expect(page["h1"] == .string(Timeline.inert(hostile.title)), "\(hostile)")
                // The chart's lanes name the animated views as typed, control characters escaped.
                let timeline = hostileSite.story.timeline
                let animated = timeline.views.filter { !timeline.animatedProperties(of: $0.index).isEmpty }
                #expect(animated.count == 3)
                #expect(page["lanes"] == .array(animated.map { .string(Timeline.inert($0.displayName)) }), "\(hostile)")
                #expect(page["lanes"]?.arrayValue?.prefix(2) == [.string(Timeline.inert(hostile.identifiers[0])),
                                                                .string(Timeline.inert(hostile.identifiers[1]))], "\(hostile)")
                let index = try await Self.dom(hostileSite.index, in: browser)
                #expect(index["shape"] == plainIndex["shape"], "\(hostile)")
                #expect(index["scripts"] == 0, "\(hostile)")
                #expect(index["h1"] == .string(Timeline.inert(hostile.title)), "\(hostile)")
            }
            #expect(tried == Self.browserCases)
        }
    }

    /// The page as Chromium's DOM holds it: every element (depth, name, attribute names, minus
    /// SVG text lines and `data-name`) and what the page shows.
    static func dom(_ url: URL, in browser: Browser) async throws -> JSONValue {
        try await browser.navigate(to: url)
        return try await browser.execute(script: """
            const shape = [];
            const walk = (element, depth) => {
              if (element.namespaceURI === "http://www.w3.org/2000/svg" && (element.localName === "text" || element.localName === "tspan")) return;
              const names = Array.from(element.attributes).map(a => a.name).filter(n => n !== "data-name");
              shape.push(depth + " " + element.namespaceURI + " " + element.localName + "[" + names.join(",") + "]");
              for (const child of element.children) walk(child, depth + 1);
            };
            walk(document.documentElement, 0);
            const data = document.querySelector("script.timeline-data");
            return {shape, scripts: document.scripts.length, api: typeof window.animatic, title: document.title,
                    h1: document.querySelector("h1").textContent,
                    lanes: data ? JSON.parse(data.textContent).lanes.map(l => l.view).filter((v, k, all) => all.indexOf(v) === k) : []};
            """)
    }
}
