import AnimaticAdapter
import Foundation
import Testing

/// A compile error in an adapted copy is reported at the original file and line: the copy is
/// compiled by the real `swiftc`, from a folder other than the original's.
@Suite struct AdapterLocationTests {
    static var swiftc: String {
        for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return "swiftc"
    }

    /// Runs the real `swiftc` with `arguments`; its exit status and its output (standard output
    /// and standard error together).
    static func runSwiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftc] + arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Runs the program at `path`; what it printed.
    static func runProgram(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    @Test func aTypeErrorPointsAtTheOriginalLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-location-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("App/Intro.swift").path
        let source = """
            final class Intro {
                @objc dynamic var progress = 0.0
                @objc func tick() {}
                @IBAction func tapped(_ sender: Any) {
                    let count: Int = "five"
                }
            }
            let s = #selector(Intro.tick)

            """
        var index = AppIndex()
        index.add(source: source, path: original)
        let copy = folder.appendingPathComponent("Adapted/Intro.swift")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The stage's two names the copy uses, so that only the app's own error is left.
        let support = folder.appendingPathComponent("Adapted/Support.swift")
        try """
            struct Selector { init(_ name: String) {} }
            protocol AnimaticSelectorTarget: AnyObject {}

            """.write(to: support, atomically: true, encoding: .utf8)
        try SourceAdapter(index: index).adaptedFile(source: source, path: original).write(to: copy, atomically: true, encoding: .utf8)

        let (status, output) = try Self.runSwiftc(["-typecheck", copy.path, support.path])
        #expect(status != 0)
        // Each diagnostic's header line ("path:line:column: error: ..."); the source excerpt under
        // it repeats the message after "`- error:".
        let errorLines = output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errorLines.count == 1, "\(output)")
        #expect(errorLines.first?.hasPrefix("\(original):5:") == true, "\(output)")
        #expect(errorLines.first?.contains("cannot convert value of type 'String' to specified type 'Int'") == true, "\(output)")
    }
}
