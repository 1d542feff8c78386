import AnimaticClock
import AnimaticExport
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

let hostileNames: [String?] = [
    "box", "box", "<&\"'>", "a\u{0}b\u{1}c\u{1F}d\u{FFFE}e\u{FFFF}", "]]>", "<script>alert(1)</script>",
    String(repeating: "x", count: 10_000), String(repeating: "é<", count: 5_000), "", nil, "view-9", nil,
    "1st", "-dash", "a:b", "with space", "tab\there\nnewline\r", "\"><g onload=\"alert(1)", "box-2",
    "emoji🎬", "ünïcødé", "--><!--", "<![CDATA[x]]>", "&amp;", "&#0;",
]

func hostileTimeline() -> Timeline {
    let r = TimelineRecorder()
    for (i, name) in hostileNames.enumerated() {
        let v = r.addView(identifier: name, parent: i % 3 == 2 ? i - 1 : nil,
                          initial: ViewState(centerX: Double(i * 10), centerY: 20, width: 8, height: 8,
                                             backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                          at: .zero)
        r.record(view: v, property: .alpha, start: s(0.1 * Double(i)), duration: s(0.2), curve: .easeIn, to: .scalar(0.5))
    }
    return r.timeline
}

@Suite struct IdentifierTests {
    @Test func idsAreUniqueValidAndStable() {
        let ids = ViewIdentifiers.assign(hostileTimeline().views)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(ViewIdentifiers.isNCName))
        #expect(ids[0] == "box")            // a valid identifier is kept exactly
        #expect(ids[1] == "box-3")          // duplicate; "box-2" is claimed by a later view
        #expect(ids[18] == "box-2")
        #expect(ids[10] == "view-9")        // the user's valid "view-9" wins ...
        #expect(ids[9] == "view-9-2")       // ... over the generated one
        #expect(ids[11] == "view-11")
        #expect(ids[8] == "view-8")         // empty identifier
        #expect(ids[2] == "_____")
        #expect(ids[12] == "_1st")
        #expect(ids[14] == "a_b")
        #expect(ids[6] == String(repeating: "x", count: 10_000))
        #expect(ids[19] == "emoji🎬")    // astral letters are name characters in XML 1.0 (5th ed.)
        #expect(ids[20] == "ünïcødé")
    }

    @Test func hostileIdentifiersCannotInjectMarkup() throws {
        let bytes = try SVGExport.bytes(timeline: hostileTimeline(), size: stage)
        let root = try SVGNode.parse(bytes)
        let names = Set(root.all.map(\.name))
        // The views' identical red squares are one rect in <defs>, each drawn by <use>.
        #expect(names == ["#document", "svg", "defs", "g", "rect", "use", "animate"])
        let svg = try #require(root.children.first)
        #expect(svg.children.filter { $0.name != "g" }.map(\.name) == ["defs"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("<script"))
        #expect(!text.contains("<!["))
        // "onload" only appears inside an escaped data-name, never as an attribute.
        #expect(root.all.allSatisfy { node in node.attributes.allSatisfy { $0.0 != "onload" } })
        // Raw identifiers survive in data-name (minus characters XML forbids).
        let dataNames = root.all.compactMap { $0["data-name"] }
        #expect(dataNames.contains("<&\"'>"))
        #expect(dataNames.contains("abcd\u{FFFE}e".replacingOccurrences(of: "\u{FFFE}", with: "")))
        #expect(dataNames.contains("<script>alert(1)</script>"))
        #expect(dataNames.contains("tab\there\nnewline\r"))
        #expect(dataNames.contains(String(repeating: "é<", count: 5_000)))
        // Every view's group is found by its id and every id is unique in the file.
        let ids = root.all.filter { $0.parent?.name != "defs" }.compactMap { $0["id"] }
        let all = root.all.compactMap { $0["id"] }
        #expect(ids.count == hostileNames.count && Set(all).count == all.count)
        try checkContract(hostileTimeline(), times: [0, 0.15, 1, 3])
    }

    @Test func xmllintAcceptsHostileOutput() throws {
        let lint = URL(fileURLWithPath: "/usr/bin/xmllint")
        guard FileManager.default.isExecutableFile(atPath: lint.path) else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-lint-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, timeline) in [("hostile", hostileTimeline()), ("rich", richTimeline())] {
            let file = folder.appendingPathComponent("\(name).svg")
            try SVGExport.write(timeline: timeline, size: stage, to: file)
            try SVGExport.writeFrame(timeline: timeline, size: stage, at: s(0.5),
                                     to: folder.appendingPathComponent("\(name)-frame.svg"))
            for path in [file.path, folder.appendingPathComponent("\(name)-frame.svg").path] {
                let process = Process()
                process.executableURL = lint
                process.arguments = ["--noout", "--nonet", path]
                let errors = Pipe()
                process.standardError = errors
                try process.run()
                process.waitUntilExit()
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(process.terminationStatus == 0, "\(path): \(message)")
            }
        }
    }
}
