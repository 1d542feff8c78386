import Foundation
import Testing

/// The public surface of `import Animatic`, pinned: every `public` and `open` declaration of
/// the modules it re-exports, as the compiler sees them, must match the committed list
/// `api/Animatic.public-surface.txt`. Engine code is `package` or internal; a declaration that
/// becomes public by accident (or a story-API declaration that disappears) fails this test.
///
/// The list comes from `swift-symbolgraph-extract -minimum-access-level public` run on the
/// modules this test process was built with (package and internal declarations never appear
/// in it), one line a symbol: `<module> <kind> <path> :: <declaration>`, plus one line a
/// conformance or superclass. After a deliberate change, rewrite the list with
/// `scripts/public-surface` (which runs this test with `ANIMATIC_RECORD_PUBLIC_SURFACE=1`)
/// and review its diff.
///
/// The list is the Linux build's (Foundation is re-exported differently elsewhere), so the
/// test runs on Linux only.
@Suite struct PublicSurfaceTests {
    /// The modules whose public declarations `import Animatic` brings (Animatic.swift).
    static let modules = [
        "Animatic", "AnimaticClock", "AnimaticReactive", "AnimaticRuntime", "AnimaticStage", "AnimaticTimeline",
        "AnimaticExport", "AnimaticSVG",
    ]

    static var listURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("api/Animatic.public-surface.txt")
    }

    #if os(Linux)
    static let onLinux = true
    #else
    static let onLinux = false
    #endif

    @Test(.enabled(if: onLinux, "the committed list is the Linux build's"))
    func publicSurfaceMatchesTheCommittedList() throws {
        let lines = try Self.publicSurface()
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["ANIMATIC_RECORD_PUBLIC_SURFACE"] == "1" {
            try FileManager.default.createDirectory(at: Self.listURL.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try text.write(to: Self.listURL, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: Self.listURL, encoding: .utf8)
        let expected = committed.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let added = Self.difference(lines, expected)
        let removed = Self.difference(expected, lines)
        #expect(added.isEmpty && removed.isEmpty, """
            The public surface of `import Animatic` changed. Engine declarations belong at \
            `package` or internal access; if the change is deliberate story API, run \
            scripts/public-surface and commit api/Animatic.public-surface.txt.
            Now public, not in the list (\(added.count)):
            \(added.prefix(40).joined(separator: "\n"))
            In the list, no longer public (\(removed.count)):
            \(removed.prefix(40).joined(separator: "\n"))
            """)
    }

    /// The lines of `a` not in `b`, counting repeats (both sorted or not).
    static func difference(_ a: [String], _ b: [String]) -> [String] {
        var left = Dictionary(b.map { ($0, 1) }, uniquingKeysWith: +)
        return a.filter { line in
            if let n = left[line], n > 0 { left[line] = n - 1; return false }
            return true
        }
    }

    /// Every public symbol and relationship of ``modules``, sorted.
    static func publicSurface() throws -> [String] {
        let products = try buildProductsDirectory()
        let tool = try symbolGraphTool()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("animatic-public-surface-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: output) }
        var lines: [String] = []
        for module in modules {
            let directory = output.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var arguments = ["-module-name", module,
                             "-I", products.appendingPathComponent("Modules").path,
                             "-minimum-access-level", "public", "-skip-synthesized-members",
                             "-output-dir", directory.path]
            // AnimaticSVG imports the C module CAnimaticXML; SwiftPM keeps its module map here.
            let xmlModuleMap = products.appendingPathComponent("CAnimaticXML.build/module.modulemap")
            if FileManager.default.fileExists(atPath: xmlModuleMap.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(xmlModuleMap.path)"]
            }
            try run(tool, arguments)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where file.hasSuffix(".symbols.json") {
                let label = String(file.dropLast(".symbols.json".count))
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                lines += try graphLines(data, label: label)
            }
        }
        return lines.sorted()
    }

    /// One line a symbol and one a conformance or superclass of one symbol graph file.
    static func graphLines(_ data: Data, label: String) throws -> [String] {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else {
            throw SurfaceError("unreadable symbol graph \(label)")
        }
        var paths: [String: String] = [:]
        var lines: [String] = []
        for symbol in symbols {
            let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?")
                .replacingOccurrences(of: "swift.", with: "")
            let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
            let declaration = fragments.map { $0["spelling"] as? String ?? "" }.joined()
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            paths[identifier] = path
            lines.append("\(label) \(kind) \(path) :: \(declaration)")
        }
        for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
            guard let kind = relationship["kind"] as? String, kind == "conformsTo" || kind == "inheritsFrom",
                  let source = relationship["source"] as? String, let sourcePath = paths[source] else { continue }
            let target = relationship["target"] as? String ?? ""
            let targetName = paths[target] ?? relationship["targetFallback"] as? String ?? target
            lines.append("\(label) \(kind) \(sourcePath) : \(targetName)")
        }
        return lines
    }

    /// Where SwiftPM put the modules this test process was built from: the directory of the
    /// test executable (`.build/<triple>/debug`), which holds `Modules/`.
    static func buildProductsDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        // On some platforms the executable sits inside a bundle (`X.xctest/Contents/MacOS`).
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/Animatic.swiftmodule").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        throw SurfaceError("no Modules/Animatic.swiftmodule above \(executable.path)")
    }

    /// `swift-symbolgraph-extract`: `$SWIFT_SYMBOLGRAPH_EXTRACT`, else the first on `PATH`.
    static func symbolGraphTool() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFT_SYMBOLGRAPH_EXTRACT"] { return URL(fileURLWithPath: explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw SurfaceError("swift-symbolgraph-extract is not on PATH (it ships with the Swift toolchain, "
                           + "next to `swift`); set SWIFT_SYMBOLGRAPH_EXTRACT to its path")
    }

    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SurfaceError("\(tool.lastPathComponent) \(arguments.joined(separator: " ")) failed: "
                               + String(decoding: message, as: UTF8.self))
        }
    }

    struct SurfaceError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
