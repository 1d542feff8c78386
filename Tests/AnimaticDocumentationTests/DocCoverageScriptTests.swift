import Foundation
import Testing

/// `make docs` fails on an undocumented public symbol: scripts/check-doc-coverage reads DocC's
/// coverage report, and scripts/merge-symbol-graphs documents an enum's implicit
/// `init(rawValue:)` through RawRepresentable (the one rule for members the compiler writes).
@Suite struct DocCoverageScriptTests {
    static let root = DocumentationCodeTests.root

    /// Runs `python3 scripts/<script> arguments…`: its exit status, standard output and error.
    static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/\(script)").path] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-doc-coverage-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func entry(_ path: String, abstract: Bool, symbol: Bool = true) -> [String: Any] {
        ["referencePath": "doc://org.animatic.Animatic/documentation/\(path)", "hasAbstract": abstract,
         "kind": ["name": symbol ? "Instance Method" : "Article", "isSymbol": symbol]]
    }

    @Test func anUndocumentedSymbolFailsNamingIt() throws {
        let archive = try Self.folder("missing")
        defer { try? FileManager.default.removeItem(at: archive) }
        let report: [[String: Any]] = [
            Self.entry("Animatic/UIView/layoutSubviews()", abstract: true),
            Self.entry("Animatic/UIPanGestureRecognizer/velocity(in:)", abstract: false),
            Self.entry("Animatic/Gestures", abstract: false, symbol: false),   // an article: not counted
        ]
        try JSONSerialization.data(withJSONObject: report).write(to: archive.appendingPathComponent("documentation-coverage.json"))
        let result = try Self.run("check-doc-coverage", ["Animatic", archive.path])
        #expect(result.status == 1)
        #expect(result.errors == """
            docs: Animatic: 1 of 2 public symbols have no doc comment (DocC coverage report):
              Animatic/UIPanGestureRecognizer/velocity(in:)

            """)
    }

    /// DocC's report leaves out what a product adds to other modules' types: the merged graphs
    /// of those extensions are read too.
    @Test func anUndocumentedMemberOfAnExtensionOfAnotherModulesTypeFailsToo() throws {
        let archive = try Self.folder("extension")
        defer { try? FileManager.default.removeItem(at: archive) }
        try JSONSerialization.data(withJSONObject: [Self.entry("AnimaticSnapshotTesting", abstract: true)])
            .write(to: archive.appendingPathComponent("documentation-coverage.json"))
        func member(_ title: String, comment: [String: Any]?) -> [String: Any] {
            var symbol: [String: Any] = ["kind": ["identifier": "swift.type.property"], "names": ["title": title],
                                         "pathComponents": ["Snapshotting", title]]
            if let comment { symbol["docComment"] = comment }
            return symbol
        }
        let graph: [String: Any] = ["symbols": [
            ["kind": ["identifier": "swift.extension"], "names": ["title": "Snapshotting"], "pathComponents": ["Snapshotting"]],
            member("timeline", comment: ["module": "AnimaticSnapshotTesting", "lines": [["text": "The story's timeline text."]]]),
            member("svg", comment: nil),
            member("frame", comment: ["module": "SnapshotTesting", "lines": [["text": "Inherited."]]]),
        ]]
        try JSONSerialization.data(withJSONObject: graph)
            .write(to: archive.appendingPathComponent("AnimaticSnapshotTesting@SnapshotTesting.symbols.json"))
        let result = try Self.run("check-doc-coverage", ["AnimaticSnapshotTesting", archive.path, archive.path])
        #expect(result.status == 1)
        #expect(result.errors == """
            docs: AnimaticSnapshotTesting: 2 of 4 public symbols have no doc comment (DocC coverage report):
              Snapshotting/frame (extension of SnapshotTesting)
              Snapshotting/svg (extension of SnapshotTesting)

            """)
    }

    @Test func everySymbolDocumentedPasses() throws {
        let archive = try Self.folder("complete")
        defer { try? FileManager.default.removeItem(at: archive) }
        try JSONSerialization.data(withJSONObject: [Self.entry("Animatic/Story", abstract: true)])
            .write(to: archive.appendingPathComponent("documentation-coverage.json"))
        let result = try Self.run("check-doc-coverage", ["Animatic", archive.path])
        #expect(result.status == 0)
        #expect(result.output == "docs: Animatic: all 1 public symbols documented\n")
    }

    @Test func onlyTheImplicitRawValueInitializerGetsRawRepresentablesComment() throws {
        let work = try Self.folder("merge")
        defer { try? FileManager.default.removeItem(at: work) }
        func symbol(_ id: String, _ title: String, kind: String, location: Bool, comment: String?,
                    module: String = "AnimaticStage") -> [String: Any] {
            var symbol: [String: Any] = ["identifier": ["precise": id, "interfaceLanguage": "swift"],
                                         "kind": ["identifier": kind, "displayName": kind],
                                         "names": ["title": title], "pathComponents": ["Mode", title]]
            if location { symbol["location"] = ["uri": "file:///Mode.swift", "position": ["line": 1, "character": 0]] }
            if let comment { symbol["docComment"] = ["lines": [["text": comment]], "module": module] }
            return symbol
        }
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "test"],
            "module": ["name": "AnimaticStage", "platform": [:] as [String: Any]],
            "symbols": [
                symbol("implicit", "init(rawValue:)", kind: "swift.init", location: false, comment: nil),
                // What the compiler's symbol graph has: the Swift module's comment, inherited.
                symbol("inherited", "init(rawValue:)", kind: "swift.init", location: false,
                       comment: "Creates a new instance with the specified raw value.", module: "Swift"),
                symbol("written", "init(rawValue:)", kind: "swift.init", location: true, comment: nil),
                symbol("other", "init(name:)", kind: "swift.init", location: false, comment: nil),
                symbol("own", "init(rawValue:)", kind: "swift.init", location: false, comment: "Our own words."),
            ],
            "relationships": [] as [Any],
        ]
        let input = work.appendingPathComponent("AnimaticStage.symbols.json")
        try JSONSerialization.data(withJSONObject: graph).write(to: input)
        let output = work.appendingPathComponent("out")
        #expect(try Self.run("merge-symbol-graphs", ["Animatic", output.path, input.path]).status == 0)
        let merged = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("Animatic.symbols.json"))) as? [String: Any])
        var comments: [String: String] = [:]
        for symbol in merged["symbols"] as? [[String: Any]] ?? [] {
            let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            comments[id] = lines.first ?? "-"
        }
        // Only the compiler's (no location) gets the comment; one written in the source without a
        // comment stays undocumented, so the check names it; a written comment is kept.
        let ours = "The case whose raw value is `rawValue`, or `nil` when no case has it."
        #expect(comments == ["implicit": ours, "inherited": ours, "written": "-", "other": "-", "own": "Our own words."])
    }
}
