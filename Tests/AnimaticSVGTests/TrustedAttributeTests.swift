import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// The writer's fast path hands Animatic's own numbers and keywords to libxml2's output buffer
/// without the escape scan. These tests hold it to the bytes libxml2's escaping writes.
@Suite struct TrustedAttributeTests {
    /// One `<e v="…"/>` per value, through libxml2's escaping or through the fast path.
    private func document(_ count: Int, fast: Bool,
                          _ append: (Int, inout SVGText) -> Void) throws -> [UInt8] {
        let stream = try XMLStream(pretty: true)
        try stream.startDocument()
        try stream.start("root")
        var text = SVGText(capacity: 8)   // small, so that growing is exercised too
        for i in 0..<count {
            text.clear()
            text.open("v")
            append(i, &text)
            text.close()
            if fast {
                try stream.empty("e", trusted: text)
            } else {
                var value: [UInt8] = []
                SVGText.forEachAttribute(in: text.bytes) { _, v in value = Array(v) }
                #expect(SVGText.isTrustedValue(value), "\(String(decoding: value, as: UTF8.self))")
                try stream.start("e")
                try stream.attribute("v", String(decoding: value, as: UTF8.self))
                try stream.end()
            }
        }
        try stream.finish()
        return stream.memoryBytes
    }

    @Test func numbersWriteWhatLibxml2EscapingWrites() throws {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1e-10, 123456.789, -9.1e18, 9.1e18, 1e300,
                                .nan, .infinity, -.infinity, 0.1 + 0.2, 255, 1 / 3]
        var state: UInt64 = 42
        for _ in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            values.append((Double(state >> 11) / Double(1 << 53) - 0.5) * pow(10, Double(Int(state % 13) - 4)))
        }
        let cases = values.flatMap { v in (0...9).map { (v, $0) } }
        let append = { (i: Int, text: inout SVGText) in text.number(cases[i].0, cases[i].1) }
        let slow = try document(cases.count, fast: false, append)
        let fast = try document(cases.count, fast: true, append)
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: slow, as: UTF8.self))
        #expect(fast.count > cases.count * 10)
    }

    @Test func keywordsAndListsWriteWhatLibxml2EscapingWrites() throws {
        let keywords: [StaticString] = [
            "http://www.w3.org/2000/svg", "0s", "4.5s", "freeze", "indefinite", "spline", "discrete",
            "hidden", "inherit", "hidden;inherit;hidden", "transform", "opacity", "visibility",
            "fill-opacity", "translate", "rotate", "skewX", "scale", "0;0.125;1",
            "0.42 0 0.58 1;0 0 1 1", "translate(-10 -10) rotate(90) skewX(-3.5) scale(0.5 2)",
            "#ff0000", "#0a1b2c", "",
        ]
        let colors = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0.0392, green: 0.5, blue: 0.999),
                      RGBA(red: -1, green: 2, blue: .nan), RGBA.clear]
        let append = { (i: Int, text: inout SVGText) in
            if i < keywords.count { text.ascii(keywords[i]) } else { text.color(colors[i - keywords.count]) }
        }
        let n = keywords.count + colors.count
        let fast = try document(n, fast: true, append), slow = try document(n, fast: false, append)
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: slow, as: UTF8.self))
    }

    /// The remembered keyTimes and keySplines texts are the texts printed afresh.
    @Test func rememberedTextsAreThePrintedTexts() {
        var state: UInt64 = 7
        func random() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var keyTimes = KeyTimeTexts()
        var splines = SplineTexts()
        var cached = SVGText(), fresh = SVGText()
        let lists: [[Double]] = (0..<40).map { i in
            (0..<(i % 3 == 0 ? 40 : 1 + i % 6)).map { Double($0) * (i % 2 == 0 ? 0.25 : random()) }
        }
        let quadruples: [(Double, Double, Double, Double)] = (0..<40).map { i in
            i % 4 == 0 ? (0, 0, 1, 1) : (random(), random() - 0.5, random() * 2, 1)
        }
        for round in 0..<200 {
            let times = lists[(round * 7) % lists.count]
            let story = round % 5 == 0 ? 3.0 : 4.0
            cached.clear(); fresh.clear()
            keyTimes.append(times, story: story, places: 9, to: &cached)
            for k in 0..<times.count {
                if k > 0 { fresh.byte(59) }
                fresh.keyTime(min(1, times[k] / story), 9)
            }
            #expect(Array(cached.bytes) == Array(fresh.bytes))
            let q = quadruples[(round * 11) % quadruples.count]
            cached.clear(); fresh.clear()
            splines.append(q.0, q.1, q.2, q.3, places: 6, to: &cached)
            for (j, v) in [q.0, q.1, q.2, q.3].enumerated() {
                if j > 0 { fresh.byte(32) }
                fresh.number(min(1, max(0, v)), 6)
            }
            #expect(Array(cached.bytes) == Array(fresh.bytes))
        }
    }

    /// What libxml2 does escape is never trusted, so it can never take the fast path.
    @Test func textThatLibxml2EscapesIsNotTrusted() {
        for text in ["<", ">", "&", "\"", "\t", "\n", "\r", "é", "a\u{0}b", "\u{7F}"] {
            #expect(!SVGText.isTrustedValue(Array(text.utf8)), "\(text.debugDescription)")
        }
        #expect(SVGText.isTrustedValue(Array("0.5 -1;2 #abcdef freeze(1) http://x/y".utf8)))
        let runs: [(String, Bool)] = [
            (" a=\"1\" b-c=\"x y\"", true), ("", true), ("a=\"1\"", false), (" a=\"1", false),
            (" a=\"<\"", false), (" =\"1\"", false), (" a b=\"1\"", false), (" a=1", false),
        ]
        for (run, trusted) in runs {
            let bytes = Array(run.utf8)
            bytes.withUnsafeBufferPointer { #expect(SVGText.isTrusted($0) == trusted, "\(run)") }
        }
    }

    /// Whole documents: every attribute through libxml2's escaping, or the fast path.
    @Test func documentsMatchTheAllEscapedPath() throws {
        let timelines = [articleTimeline(), richTimeline(), hostileTimeline(), articleTimeline(identifier: nil)]
        let options: [SVGExport.Options] = [
            .init(), .init(loop: true, pretty: false),
            .init(decimals: 0, background: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)),
            .init(decimals: 9, background: RGBA(red: 1, green: 1, blue: 1)),
        ]
        for timeline in timelines {
            for option in options {
                for mode in [SVGDocumentWriter.Mode.animated, .frame(s(0.75))] {
                    var outputs: [[UInt8]] = []
                    for escapeAll in [false, true] {
                        let stream = try XMLStream(pretty: option.pretty)
                        stream.escapesTrustedAttributes = escapeAll
                        try SVGExport.render(timeline: timeline, size: stage, options: option, mode: mode,
                                             stream: stream)
                        outputs.append(stream.memoryBytes)
                    }
                    #expect(String(decoding: outputs[0], as: UTF8.self) == String(decoding: outputs[1], as: UTF8.self))
                    #expect(outputs[0].count > 100)
                }
            }
        }
    }

    @Test func trustedAttributesNeedAnOpenStartTag() throws {
        let stream = try XMLStream(pretty: false)
        try stream.startDocument()
        var text = SVGText()
        text.attribute("a", "1")
        #expect(throws: SVGExportError.self) { try stream.trusted(text) }
        try stream.start("e", trusted: text)
        try stream.trusted(text)   // still inside the start tag
        try stream.empty("f", trusted: text)
        #expect(throws: SVGExportError.self) { try stream.trusted(text) }   // <e> has content now
        try stream.finish()
        #expect(String(decoding: stream.memoryBytes, as: UTF8.self)
            == "<e a=\"1\" a=\"1\"><f a=\"1\"/></e>\n")
    }

    /// Elements of Animatic's own (composed without libxml2's per-element writer) nest with
    /// libxml2's, one a line and indented as libxml2's indentation writes them; their text and
    /// user attributes go through libxml2's escaping, and a user attribute after the start tag
    /// closed is refused.
    @Test func ownElementsNestWithLibxml2ElementsAndEscapeTheirText() throws {
        let stream = try XMLStream(pretty: true)
        try stream.startDocument()
        var text = SVGText()
        text.attribute("a", "1")
        try stream.start("svg", trusted: text)
        try stream.start("g", trusted: text)            // own
        try stream.start("g")                            // libxml2's, inside an own element
        try stream.attribute("id", "x<\"&>")
        try stream.trusted(text)
        try stream.empty("rect", trusted: text)          // own, inside libxml2's
        try stream.start("text", trusted: text)
        try stream.attribute("b", "u<\"&>")
        try stream.string("1 < 2 & \"3\" > 0")
        #expect(throws: SVGExportError.self) { try stream.attribute("c", "late") }
        try stream.end()
        try stream.start("g", trusted: text)            // own, left empty
        try stream.end()
        try stream.end()
        try stream.end()
        try stream.finish()
        #expect(String(decoding: stream.memoryBytes, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg a="1">
              <g a="1">
                <g id="x&lt;&quot;&amp;&gt;" a="1">
                  <rect a="1"/>
                  <text a="1" b="u&lt;&quot;&amp;&gt;">1 &lt; 2 &amp; &quot;3&quot; &gt; 0</text>
                  <g a="1"/>
                </g>
              </g>
            </svg>

            """)
        // The same text in one of libxml2's own elements.
        let libxml2 = try XMLStream(pretty: false)
        try libxml2.startDocument()
        try libxml2.start("text")
        try libxml2.string("1 < 2 & \"3\" > 0")
        try libxml2.finish()
        #expect(String(decoding: libxml2.memoryBytes, as: UTF8.self).hasSuffix(
            "<text>1 &lt; 2 &amp; &quot;3&quot; &gt; 0</text>\n"))
    }

    /// User attributes on Animatic's own elements (``XMLStream/startOwn(_:)``) are the bytes
    /// libxml2's writer writes on its own elements: markup characters, white space and
    /// non-ASCII text (kept as UTF-8, the document's encoding), and plain ids as they are.
    @Test func userAttributesOnOwnElementsWriteWhatLibxml2Writes() throws {
        let values = ["view-12", "a<b>&\"c\"", "tab\tline\nreturn\r", "é 😀 ü", "it's", ""]
        func document(own: Bool) throws -> String {
            let stream = try XMLStream(pretty: true)
            try stream.startDocument()
            try stream.start("root")
            for value in values {
                if own { try stream.startOwn("g") } else { try stream.start("g") }
                try stream.attribute("id", value)
                try stream.attribute("data-name", value + "!")
                var text = SVGText()
                text.attribute("x", "1")
                try stream.trusted(text)
                try stream.end()
            }
            try stream.finish()
            return String(decoding: stream.memoryBytes, as: UTF8.self)
        }
        let own = try document(own: true)
        #expect(own == (try document(own: false)))
        #expect(own.contains("<g id=\"view-12\" data-name=\"view-12!\" x=\"1\"/>"))
        #expect(own.contains("<g id=\"a&lt;b&gt;&amp;&quot;c&quot;\""))
        #expect(own.contains("<g id=\"tab&#9;line&#10;return&#13;\""))
        #expect(own.contains("<g id=\"é 😀 ü\""))
    }

    /// A document of many output chunks, in memory and in a file, fast path and escaped path.
    @Test func largeDocumentsMatchTheAllEscapedPathAndTheFile() throws {
        let r = TimelineRecorder()
        for i in 0..<4_000 {
            let v = r.addView(identifier: i % 7 == 0 ? "n<\(i)>" : nil, parent: i % 5 == 4 ? i - 1 : nil,
                              initial: ViewState(centerX: Double(i % 400), centerY: Double(i % 300), width: 20,
                                                 height: 20, backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                              at: .zero)
            r.record(view: v, property: .transform, start: .zero, duration: s(0.5), curve: .easeInOut,
                     to: .transform(TransformComponents(.rotation(Double(i) / 100))))
            r.record(view: v, property: .alpha, start: s(0.5), duration: s(0.25), curve: .linear, to: .scalar(0.5))
        }
        let timeline = r.timeline
        var outputs: [[UInt8]] = []
        for escapeAll in [false, true] {
            let stream = try XMLStream(pretty: false)
            stream.escapesTrustedAttributes = escapeAll
            try SVGExport.render(timeline: timeline, size: stage, options: .init(), mode: .animated, stream: stream)
            outputs.append(stream.memoryBytes)
        }
        #expect(outputs[0].count > 1 << 20)
        #expect(outputs[0] == outputs[1])
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("animatic-svg-large-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        try SVGExport.write(timeline: timeline, size: stage, to: file)
        #expect(try Data(contentsOf: file) == Data(outputs[0]))
        #expect(try SVGExport.bytes(timeline: timeline, size: stage) == outputs[0])
    }
}

/// keyTimes never put a key moment after its instant: Firefox's SMIL clock stands on whole
/// milliseconds, and a jump at 0.7 s of 2.4 s written 0.291666667 (0.7000000008 s) showed the
/// value before the jump at 0.700 s (Firefox ESR 153, SamplePlaybackTests welcome-entrance).
@Suite struct KeyTimeRoundingTests {
    private func printed(_ value: Double) -> String {
        var text = SVGText()
        text.keyTime(value, 9)
        return String(decoding: Array(text.bytes), as: UTF8.self)
    }

    @Test func fractionsAreRoundedDownAtTheLastPlace() {
        #expect(printed(0.7 / 2.4) == ".291666666")
        #expect(printed(2.1 / 2.7) == ".777777777")
        #expect(printed(2.0 / 3.0) == ".666666666")
        #expect(printed(1.0 / 3.0) == ".333333333")
    }

    @Test func printableValuesAreKeptAsTheyAre() {
        #expect(printed(0) == "0")
        #expect(printed(1) == "1")
        #expect(printed(0.7) == ".7")
        #expect(printed(0.25) == ".25")
        #expect(printed(0.15) == ".15")
        #expect(printed(0.123456789) == ".123456789")
    }

    @Test func theWrittenInstantIsNeverLaterThanTheTrueOne() {
        for ticks in stride(from: 1, to: 4000, by: 7) {
            let story = 4.175, time = Double(ticks) / 1000
            guard time <= story else { break }
            let written = Double(printed(time / story))!
            #expect(written * story <= time + 1e-12, "\(time) s of \(story) s written \(written)")
            #expect(time - written * story < 1e-8)
        }
    }
}
