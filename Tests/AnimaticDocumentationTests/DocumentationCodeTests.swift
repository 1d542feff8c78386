import Foundation
import Testing

/// The documentation cannot drift from the code:
///
/// - README.md's worked example of "Bring your intro" (its block starting `import UIKit`) is the
///   whole of `Tests/AdapterFixtures/IntroApp/IntroViewController.swift`, the unchanged iOS file
///   the package Tests/AdapterAppPackage compiles through the adapter plugin and records.
/// - every Swift block of README.md and of every article of every DocC catalogue
///   (`Sources/*/*.docc`), and every Swift file of the tutorials (`Sources/Animatic/Animatic.docc/Resources`),
///   is compiled: its lines, trimmed, are lines of one source file of this test target (or of
///   `Tests/AnimaticUserCodeTests/Documentation`, for code apps write in Swift 5 mode), in the same
///   order (the file may have more lines between them; nothing may be changed). A `@main` before a
///   declaration is read without it, since a test target has its own entry point, and `import Intro`
///   (the user's own module the examples' packages declare) is read as nothing.
/// - every package manifest the documentation shows (a block whose first line starts with
///   `// Package.swift`) is in one of the complete manifests of `Tests/DocumentationManifests`, line by
///   line, in order, and those manifests and the tutorial's (`*package*.swift`) compile with
///   `swift package dump-package` and take from `Animatic` only products and plugins it declares.
/// - `PublicSymbols.md` is generated from the pinned public surface
///   `api/Animatic.public-surface.txt`; set `ANIMATIC_RECORD_DOCS=1` to rewrite it.
@Suite struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalogue = root.appendingPathComponent("Sources/Animatic/Animatic.docc", isDirectory: true)
    static let manifests = root.appendingPathComponent("Tests/DocumentationManifests", isDirectory: true)

    /// Every article of every DocC catalogue, by its path from the package root.
    static func articles() throws -> [String] {
        let sources = root.appendingPathComponent("Sources", isDirectory: true)
        var found: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(module, isDirectory: true)
            for catalogue in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where catalogue.hasSuffix(".docc") {
                let docc = folder.appendingPathComponent(catalogue, isDirectory: true)
                for path in try FileManager.default.subpathsOfDirectory(atPath: docc.path).sorted() where path.hasSuffix(".md") {
                    found.append("Sources/\(module)/\(catalogue)/\(path)")
                }
            }
        }
        return found
    }

    /// The Swift files of `folder` (and its subfolders), each as its trimmed non-empty lines.
    static func files(in folder: String) throws -> [String: [String]] {
        let url = root.appendingPathComponent(folder, isDirectory: true)
        var files: [String: [String]] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: url.path) where path.hasSuffix(".swift") {
            files["\(folder)/\(path)"] = trimmedLines(try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8))
        }
        return files
    }

    /// The compiled code the documentation's Swift blocks must be in.
    static func compiledFiles() throws -> [String: [String]] {
        try files(in: "Tests/AnimaticDocumentationTests")
            .merging(try files(in: "Tests/AnimaticUserCodeTests/Documentation")) { a, _ in a }
            // App code as written for iOS (`#selector`, `@objc`), compiled through the adapter
            // plugin by the package Tests/AdapterAppPackage (`make test-adapter-app`), and its tests.
            .merging(try files(in: "Tests/AdapterFixtures")) { a, _ in a }
            .merging(try files(in: "Tests/AdapterAppPackage/Tests")) { a, _ in a }
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

    /// Whether a block is a package manifest (or part of one).
    static func isManifest(_ code: String) -> Bool {
        trimmedLines(code).first?.hasPrefix("// Package.swift") == true
    }

    /// The file of `files` that holds `code`, or a message saying which line is missing.
    static func check(_ code: String, from source: String, in files: [String: [String]], kind: String) -> String? {
        let lines = trimmedLines(code).map { $0.hasPrefix("@main ") ? String($0.dropFirst(6)) : $0 }
            .filter { $0 != "import Intro" }
        if files.values.contains(where: { isSubsequence(lines, of: $0) }) { return nil }
        let all = Set(files.values.joined())
        let missing = lines.first { !all.contains($0) } ?? "(every line is there, but not in this order in one file)"
        return "\(source): a Swift block is not \(kind); first line not found: \(missing)"
    }

    /// Checks every Swift block of a Markdown file: code against the compiled files, manifests
    /// against the documentation's manifests. Returns how many blocks it checked.
    @discardableResult
    static func checkBlocks(of path: String) throws -> Int {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let code = try compiledFiles()
        let manifests = try manifestFiles()
        let blocks = swiftBlocks(text)
        for block in blocks {
            let problem = isManifest(block)
                ? check(block, from: path, in: manifests, kind: "in a manifest of Tests/DocumentationManifests")
                : check(block, from: path, in: code, kind: "compiled code of Tests/AnimaticDocumentationTests or Tests/AnimaticUserCodeTests/Documentation")
            if let problem { Issue.record(Comment(rawValue: problem)) }
        }
        return blocks.count
    }

    /// The complete manifests of Tests/DocumentationManifests, by path, as trimmed lines.
    static func manifestFiles() throws -> [String: [String]] {
        try files(in: "Tests/DocumentationManifests")
    }

    @Test func readmeBlocksAreCompiled() throws {
        #expect(try Self.checkBlocks(of: "README.md") >= 5)
    }

    /// The README shows the adapter's worked example whole: every line of the file, in order, no
    /// other line (a subsequence check would let the README drop lines of it).
    @Test func readmesWorkedExampleIsTheAdapterFixtureWhole() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = Self.swiftBlocks(readme).filter { Self.trimmedLines($0).first == "import UIKit" }
        #expect(examples.count == 1, "README.md's Swift blocks starting `import UIKit`: \(examples.count)")
        let fixture = try String(contentsOf: Self.root.appendingPathComponent("Tests/AdapterFixtures/IntroApp/IntroViewController.swift"),
                                 encoding: .utf8)
        let shown = Self.trimmedLines(try #require(examples.first))
        #expect(shown == Self.trimmedLines(fixture))
        for spelling in ["@IBOutlet", "@objc", "#selector("] {
            #expect(shown.contains { $0.contains(spelling) }, "the worked example shows \(spelling)")
        }
    }

    @Test func everyArticlesBlocksAreCompiled() throws {
        let articles = try Self.articles()
        #expect(articles.contains("Sources/Animatic/Animatic.docc/GettingStarted.md"))
        #expect(articles.contains("Sources/AnimaticCatalog/AnimaticCatalog.docc/AnimaticCatalog.md"))
        var blocks = 0
        for article in articles { blocks += try Self.checkBlocks(of: article) }
        #expect(blocks >= 25, "Swift blocks in the articles: \(blocks)")
    }

    @Test func theCheckFindsAChangedLineAndAMissingManifest() throws {
        let code = try Self.compiledFiles()
        #expect(Self.check("let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))", from: "t", in: code, kind: "k") == nil)
        #expect(Self.check("let box = UIView(frame: CGRect(x: 151, y: 100, width: 100, height: 100))", from: "t", in: code, kind: "k")?
            .hasSuffix("first line not found: let box = UIView(frame: CGRect(x: 151, y: 100, width: 100, height: 100))") == true)
        #expect(Self.isManifest("// Package.swift of the review package\n.target(name: \"X\")"))
        #expect(Self.check("// Package.swift\n.target(name: \"Nowhere\")", from: "t", in: try Self.manifestFiles(), kind: "k") != nil)
    }

    /// `swift package dump-package` of a manifest: its JSON, or a recorded issue.
    static func dumpPackage(at folder: URL) throws -> [String: Any]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("\(folder.path)/Package.swift does not compile: \(message)")
            return nil
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// The names a manifest takes from package "Animatic" with `.product(name:package:)` and
    /// `.plugin(name:package:)`.
    static func namesFromAnimatic(_ manifest: String) -> [String] {
        manifest.matches(of: /\.(?:product|plugin)\(name: "([A-Za-z0-9_-]+)", package: "Animatic"\)/).map { String($0.1) }
    }

    @Test func theDocumentationsManifestsCompileAndNameRealProducts() throws {
        // This package's manifest, copied: `swift test` holds the lock of this package's build
        // folder, which `swift package` here would wait for.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-root-manifest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Package.swift"), to: copy.appendingPathComponent("Package.swift"))
        let rootManifest = try #require(try Self.dumpPackage(at: copy))
        let products = Set((rootManifest["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        #expect(products.isSuperset(of: ["Animatic", "AnimaticCatalog", "AnimaticAdapterPlugin"]))
        var folders = try FileManager.default.contentsOfDirectory(atPath: Self.manifests.path).sorted()
            .map { Self.manifests.appendingPathComponent($0, isDirectory: true) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
        #expect(folders.count >= 5)
        // The tutorial's manifest, as a package of its own in a temporary folder.
        let tutorial = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-tutorial-manifest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: tutorial, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tutorial) }
        try FileManager.default.copyItem(at: Self.catalogue.appendingPathComponent("Resources/tutorial-package.swift"),
                                         to: tutorial.appendingPathComponent("Package.swift"))
        folders.append(tutorial)
        for folder in folders {
            let text = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
            let names = Self.namesFromAnimatic(text)
            #expect(!names.isEmpty, "\(folder.lastPathComponent) takes nothing from Animatic")
            for name in names where !products.contains(name) {
                Issue.record("\(folder.lastPathComponent)/Package.swift: Animatic has no product \(name)")
            }
            #expect(try Self.dumpPackage(at: folder) != nil)
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
            if let problem = Self.check(text, from: "Resources/\(name)", in: files, kind: "compiled code") {
                Issue.record(Comment(rawValue: problem))
            }
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
