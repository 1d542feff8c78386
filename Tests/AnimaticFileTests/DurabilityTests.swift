import AnimaticExport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A rename is durable only once its folder is synced (POSIX `fsync(2)`, `rename(2)`): the
/// atomic file writer and the review site's folder swap sync the containing folder after the
/// new name is in place. Checked on the system calls themselves, with `strace` tracing the
/// write probe (`-y` prints the folder each descriptor stands for).
@Suite struct DurabilityTests {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs the probe with `arguments` under strace; returns the traced calls, one a line.
    private func trace(_ arguments: [String]) throws -> [String] {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-strace-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.strace!)
        process.arguments = ["-f", "-qq", "-y", "-e", "trace=fsync,rename,renameat,renameat2,linkat", "-o", log.path,
                             try Probe.built().path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // LeakSanitizer cannot run under ptrace and fails the probe at exit when the suite is
        // built with `make sanitize-address`; leaks are checked there without strace.
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }.joined(separator: ":")
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The index of the first line after `start` that syncs the folder `folder` successfully.
    private func folderSync(_ lines: [String], after start: Int, folder: String) -> Int? {
        lines.indices.first { $0 > start && lines[$0].contains("fsync(") && lines[$0].contains("<\(folder)>)") && lines[$0].hasSuffix("= 0") }
    }

    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-durable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = realpath(folder.path, nil)!
        defer { free(real) }
        return String(cString: real)
    }

    @Test(.enabled(if: DurabilityTests.strace != nil, "strace is not installed"), arguments: [false, true])
    func aWrittenFilesFolderIsSyncedAfterTheRename(named: Bool) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/out.svg"
        for round in 1...2 {   // a new file, then one replaced
            let lines = try trace(["file", file, "2", "A"] + (named ? ["--named"] : []))
            let renamed = try #require(lines.lastIndex { $0.contains("rename") && $0.contains("\"out.svg\"") && $0.hasSuffix("= 0") },
                                       "round \(round): \(lines)")
            #expect(folderSync(lines, after: renamed, folder: folder) != nil, "round \(round): \(lines)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count == 2 * 65_536)
    }

    @Test(.enabled(if: DurabilityTests.strace != nil, "strace is not installed"))
    func aSitesFolderIsSyncedAfterItIsMovedOrSwappedIn() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let site = parent + "/site"
        for round in ["new", "swapped"] {   // moved into place, then exchanged with the old one
            let lines = try trace(["site", site, "2", round])
            let moved = try #require(lines.lastIndex { $0.contains("rename") && $0.contains("\(site)\"") && $0.hasSuffix("= 0") },
                                     "\(round): \(lines)")
            #expect(folderSync(lines, after: moved, folder: parent) != nil, "\(round): \(lines)")
        }
    }

    @Test func aFolderThatCannotBeSyncedIsFineButAnErrorIsReported() throws {
        // fsync of a pipe fails with EINVAL, as on a filesystem that cannot sync folders: nothing to do.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        try AtomicFile.syncFolder(ends[0], named: "/pipe", path: "/pipe/out.svg")
        // Any other error is reported, naming the file and the folder.
        do {
            try AtomicFile.syncFolder(-1, named: "/nowhere", path: "/nowhere/out.svg")
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("/nowhere/out.svg"))
            #expect("\(error)".contains("cannot sync the folder /nowhere to disk, so the new name may not survive a power loss"))
        }
    }
}
