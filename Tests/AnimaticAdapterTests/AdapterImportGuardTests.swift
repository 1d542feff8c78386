import AnimaticAdapter
import Foundation
import Testing

/// An import of a module that neither Animatic nor the toolchain has is compiled only
/// `#if canImport(…)`: the files that do not use it compile, those that do fail at each use,
/// on the original's line.
@Suite struct AdapterImportGuardTests {
    static let warning = "#warning(\"no module 'Crashlytics' here (neither Animatic nor this toolchain has it): "
        + "the adapter leaves out its import, so what this file uses of it fails to compile where it is used\")"

    /// The wrapping of `text` (the import as written) for `module` at `line`, `column`.
    static func wrapped(_ text: String, module: String = "Crashlytics", line: Int, column: Int = 1, file: String = "/app/Intro.swift") -> String {
        let directive = "#sourceLocation(file: \"\(file)\", line: \(line))\n"
        let indent = String(repeating: " ", count: column - 1)
        return "\n#if canImport(\(module))\n" + directive + indent + text + "\n#else\n" + directive + indent
            + warning.replacingOccurrences(of: "'Crashlytics'", with: "'\(module)'") + "\n#endif\n" + directive
    }

    @Test func aPlainImportIsWrappedOnItsLine() {
        #expect(adapt("import UIKit\nimport Crashlytics\nlet a = 1\n")
            == "import Animatic; import Foundation\n" + Self.wrapped("import Crashlytics", line: 2) + "\nlet a = 1\n")
    }

    @Test func attributesKindsAndSubmodulesAreKept() {
        #expect(adapt("@testable import Crashlytics\n") == Self.wrapped("@testable import Crashlytics", line: 1) + "\n")
        #expect(adapt("@_exported import Crashlytics\n") == Self.wrapped("@_exported import Crashlytics", line: 1) + "\n")
        #expect(adapt("import struct SnapKit.ConstraintMaker\n")
            == Self.wrapped("import struct SnapKit.ConstraintMaker", module: "SnapKit", line: 1) + "\n")
        #expect(adapt("import Firebase.Analytics\n") == Self.wrapped("import Firebase.Analytics", module: "Firebase", line: 1) + "\n")
    }

    @Test func whatFollowsOnTheLineKeepsItsColumnAndIndentIsKept() {
        // `;` goes with the import; the declaration after it keeps column 21.
        #expect(adapt("import Crashlytics; let a = 1 // why\n")
            == Self.wrapped("import Crashlytics", line: 1) + String(repeating: " ", count: 19) + " let a = 1 // why\n")
        #expect(adapt("#if DEBUG\n    import Crashlytics\n#endif\n")
            == "#if DEBUG\n    " + Self.wrapped("import Crashlytics", line: 2, column: 5) + "\n#endif\n")
    }

    @Test func theToolchainsAndAnimaticsModulesAndGuardedImportsAreLeftAlone() {
        let source = """
            import Dispatch
            import Glibc
            import XCTest
            import FoundationNetworking
            import Observation
            import AnimaticReactive
            #if canImport(SwiftUI)
            import SwiftUI
            #elseif canImport(Combine.Publishers)
            import Combine
            #endif

            """
        #expect(adapt(source) == source)
    }

    @Test func theLineIsTheOriginalsAfterAMovedOverride() {
        // The import after a class whose extension's override moved into its body: the line is
        // the original's (the moved member's `#sourceLocation` lines do not count).
        let source = """
            class Card: UIView {
            }
            extension Card {
                override func layoutSubviews() {}
            }
            import Crashlytics

            """
        #expect(adapt(source).contains(Self.wrapped("import Crashlytics", line: 6)))
    }

    @Test func aUseFailsAtItsOriginalLineAndTheOtherFilesCompile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Adapted"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A module that exists (built here) is imported as before; one that does not is left out.
        let present = folder.appendingPathComponent("Present.swift")
        try "public func presentAnswer() -> Int { 42 }\n".write(to: present, atomically: true, encoding: .utf8)
        let emit = try AdapterLocationTests.runSwiftc(["-emit-module", "-module-name", "Present", "-o", folder.appendingPathComponent("Present.swiftmodule").path, present.path])
        #expect(emit.status == 0, "\(emit.output)")

        let delegate = folder.appendingPathComponent("App/AppDelegate.swift").path
        let intro = folder.appendingPathComponent("App/Intro.swift").path
        let delegateSource = """
            import Present
            import Crashlytics

            func start() -> Int {
                Crashlytics.start(withAPIKey: "key")
                return presentAnswer()
            }

            """
        let introSource = """
            let fade = 0.4 + Double(start())

            """
        var index = AppIndex()
        index.add(source: delegateSource, path: delegate)
        index.add(source: introSource, path: intro)
        let adapter = SourceAdapter(index: index)
        let copies = [(delegate, delegateSource, "AppDelegate.adapted.swift"), (intro, introSource, "Intro.adapted.swift")].map { path, source, name in
            let copy = folder.appendingPathComponent("Adapted/" + name)
            try? adapter.adaptedFile(source: source, path: path).write(to: copy, atomically: true, encoding: .utf8)
            return copy.path
        }
        let result = try AdapterLocationTests.runSwiftc(["-typecheck", "-I", folder.path] + copies)
        #expect(result.status != 0)
        let diagnostics = result.output.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": warning:") }
        #expect(diagnostics.count == 2, "\(result.output)")
        #expect(diagnostics.contains { $0.hasPrefix("\(delegate):2:10: warning: no module 'Crashlytics' here") }, "\(result.output)")
        #expect(diagnostics.contains { $0.hasPrefix("\(delegate):5:5: error: cannot find 'Crashlytics' in scope") }, "\(result.output)")
        #expect(!result.output.contains("no such module"), "\(result.output)")
    }
}
