import Foundation
import Testing

/// `animatic serve` in the lean `animatic` (built without the server stack) runs
/// `animatic-serve` from its own folder; without it, it says how to build and run it.
@Suite struct ServeForwardingTests {
    /// Runs `executable arguments…` with no input; returns its status and its two outputs.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-forward-out-\(UUID().uuidString)")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-forward-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    @Test func withoutTheServerBuiltServeSaysHowToRunIt() throws {
        let folder = try WorkFolder()
        // The lean binary alone, as after `make samples`: no animatic-serve beside it.
        let binary = folder.url.appendingPathComponent("animatic")
        try FileManager.default.copyItem(at: try AnimaticBinary.url.get(), to: binary)
        let result = try Self.run(binary, ["serve", "--watch", "--port", "0"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: \(folder.url.appendingPathComponent("animatic-serve").path) is not built. The live server is a separate executable"))
        #expect(result.stderr.contains("\n  swift run animatic-serve serve --watch --port 0\n"), "\(result.stderr)")
        #expect(result.stderr.contains("swift build --product animatic-serve"))
    }

    @Test func serveHelpIsTheServersHelp() throws {
        let folder = try WorkFolder()
        let result = try AnimaticBinary.run(["serve", "--help"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("--watch-path <path>"), "the server's own options: \(result.stdout)")
        #expect(result.stdout.contains("USAGE: animatic serve"))
    }
}
