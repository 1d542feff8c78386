import Foundation
import Testing

/// The documentation cannot drift from the code:
///
/// - every Swift block of README.md and of the checked DocC articles, and every Swift file of the
///   tutorial (`Sources/Animatic/Animatic.docc/Resources`), is compiled: its lines, trimmed, are
///   lines of one source file of this test target, in the same order (a tutorial step may leave
///   lines out; nothing may be added or changed). Package manifests (a block whose first line is
///   `// Package.swift`, a file named `*package*.swift`) are the one exception; a `@main` before
///   a declaration is read without it, since a test target has its own entry point.
/// - `PublicSymbols.md` is generated from the pinned public surface
///   `api/Animatic.public-surface.txt`; set `ANIMATIC_RECORD_DOCS=1` to rewrite it.
@Suite struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalogue = root.appendingPathComponent("Sources/Animatic/Animatic.docc", isDirectory: true)

    /// Articles whose Swift blocks are checked.
    static let checkedArticles: Set<String> = ["Animatic.md", "SnapshotTesting.md", "PublicSymbols.md"]
    /// Articles moved from the old README whose blocks are not compiled yet (each a known gap:
    /// a new article must be checked, or named here on purpose).
    static let articlesNotYetCompiled: Set<String> = [
        "GettingStarted.md", "BringYourIntro.md", "ExportingStories.md", "ReviewAndServe.md", "SupportedAPI.md",
        "ButtonsAndTaps.md", "Bindings.md", "MovingRxTestTests.md", "AutoLayout.md", "Timing.md",
        "PropertyAnimators.md", "ViewControllers.md", "ModelValues.md", "MainQueueAndTimers.md",
        "Guarantees.md", "DifferencesFromIOS.md", "Performance.md",
    ]

    /// This target's Swift files, each as its trimmed non-empty lines.
    static func compiledFiles() throws -> [String: [String]] {
        let folder = root.appendingPathComponent("Tests/AnimaticDocumentationTests", isDirectory: true)
        var files: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[name] = trimmedLines(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        return files
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The Swift code blocks of a Markdown text.
    static func swiftBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// Whether `needle`'s lines appear in `haystack` in order.
    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var index = haystack.startIndex
        for line in needle {
            guard let found = haystack[index...].firstIndex(of: line) else { return false }
            index = found + 1
        }
        return true
    }

    /// The compiled file that holds `code`, or a message saying which line is missing.
    static func check(_ code: String, from source: String, in files: [String: [String]]) -> String? {
        let lines = trimmedLines(code).map { $0.hasPrefix("@main ") ? String($0.dropFirst(6)) : $0 }
        guard lines.first != "// Package.swift" else { return nil }
        if files.values.contains(where: { isSubsequence(lines, of: $0) }) { return nil }
        let all = Set(files.values.joined())
        let missing = lines.first { !all.contains($0) } ?? "(every line is there, but not in this order in one file)"
        return "\(source): a Swift block is not compiled code of Tests/AnimaticDocumentationTests; first line not found: \(missing)"
    }

    @Test func readmeBlocksAreCompiled() throws {
        let files = try Self.compiledFiles()
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(readme)
        #expect(blocks.count >= 5)
        for block in blocks {
            if let problem = Self.check(block, from: "README.md", in: files) { Issue.record(Comment(rawValue: problem)) }
        }
    }

    @Test func everyArticleIsCheckedOrNamedAsAGap() throws {
        let articles = Set(try FileManager.default.contentsOfDirectory(atPath: Self.catalogue.path).filter { $0.hasSuffix(".md") })
        #expect(articles == Self.checkedArticles.union(Self.articlesNotYetCompiled))
        #expect(Self.checkedArticles.isDisjoint(with: Self.articlesNotYetCompiled))
        let files = try Self.compiledFiles()
        for name in Self.checkedArticles.sorted() {
            let text = try String(contentsOf: Self.catalogue.appendingPathComponent(name), encoding: .utf8)
            for block in Self.swiftBlocks(text) {
                if let problem = Self.check(block, from: name, in: files) { Issue.record(Comment(rawValue: problem)) }
            }
        }
    }

    @Test func tutorialCodeIsCompiled() throws {
        let files = try Self.compiledFiles()
        let resources = Self.catalogue.appendingPathComponent("Resources", isDirectory: true)
        let code = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".swift") && !$0.contains("package") }.sorted()
        #expect(code.count >= 5, "the tutorial's steps: \(code)")
        for name in code {
            let text = try String(contentsOf: resources.appendingPathComponent(name), encoding: .utf8)
            if let problem = Self.check(text, from: "Resources/\(name)", in: files) { Issue.record(Comment(rawValue: problem)) }
        }
        // Every step the tutorials show exists, and every code file is shown.
        let tutorials = try FileManager.default.subpathsOfDirectory(atPath: Self.catalogue.path).filter { $0.hasSuffix(".tutorial") }
        var shown: Set<String> = []
        for tutorial in tutorials {
            let text = try String(contentsOf: Self.catalogue.appendingPathComponent(tutorial), encoding: .utf8)
            for match in text.matches(of: /file: "?([A-Za-z0-9_.-]+\.swift)"?/) { shown.insert(String(match.1)) }
        }
        let all = Set(try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".swift") })
        #expect(shown == all)
    }

    /// The article that lists every public declaration of `import Animatic`, from the pinned list.
    static func publicSymbolsArticle() throws -> String {
        let surface = try String(contentsOf: root.appendingPathComponent("api/Animatic.public-surface.txt"), encoding: .utf8)
        struct Entry { var kind: String; var members = 0 }
        var modules: [String: [String: Entry]] = [:]
        for line in surface.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
            guard fields.count >= 3, fields[1] != "conformsTo", fields[1] != "inheritsFrom" else { continue }
            // "Animatic@AnimaticStage": an extension declared in Animatic of AnimaticStage's type.
            let module = String(fields[0].split(separator: "@").last!)
            let path = String(fields[2])
            let top = String(path.prefix { $0 != "." })
            let isMember = path.contains(".") && !(path.firstIndex(of: ".")! > (path.firstIndex(of: "(") ?? path.endIndex))
            if isMember {
                modules[module, default: [:]][top, default: Entry(kind: "extended")].members += 1
            } else {
                let kind = fields[1] == "func.op" ? "operator" : String(fields[1])
                var entry = modules[module, default: [:]][path] ?? Entry(kind: kind)
                entry.kind = kind
                modules[module, default: [:]][path] = entry
            }
        }
        var text = """
            # Public symbols

            Every public type, protocol, function and type alias that `import Animatic` brings, by module.

            This list is generated from the pinned public surface, `api/Animatic.public-surface.txt`,
            which `PublicSurfaceTests` compares with the build; `DocumentationCodeTests` fails when this
            article and that list disagree (rewrite it with `ANIMATIC_RECORD_DOCS=1 swift test --filter
            DocumentationCodeTests`). <doc:SupportedAPI> says how each is recorded and exported. A count
            is the number of public members (properties, methods, initializers, cases) the type has in
            that module; "extended" is a type of another module (the standard library's, Foundation's)
            that the module adds members to.

            """
        for module in modules.keys.sorted() {
            text += "\n## \(module)\n\n"
            let entries = modules[module]!.sorted { $0.key < $1.key }
            text += entries.map { name, entry in
                "- `\(name)` (\(entry.kind)\(entry.members > 0 ? ", \(entry.members) member\(entry.members == 1 ? "" : "s")" : ""))"
            }.joined(separator: "\n") + "\n"
        }
        return text
    }

    @Test func publicSymbolsArticleMatchesThePinnedSurface() throws {
        let url = Self.catalogue.appendingPathComponent("PublicSymbols.md")
        let expected = try Self.publicSymbolsArticle()
        if ProcessInfo.processInfo.environment["ANIMATIC_RECORD_DOCS"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == expected, "PublicSymbols.md is not the pinned public surface's list: run ANIMATIC_RECORD_DOCS=1 swift test --filter DocumentationCodeTests and commit it")
    }
}
