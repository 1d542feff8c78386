import AnimaticExport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `AnimaticWriteProbe` (the test target depends on it, so `swift build --build-tests`
/// builds it beside the test bundle).
enum Probe {
    static let url: URL? = {
        let fm = FileManager.default
        var folder = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                         ?? CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("AnimaticWriteProbe")
            if fm.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "AnimaticWriteProbe is not built: run `swift build --build-tests`" }
    }

    static func built() throws -> URL {
        guard let url else { throw NotBuilt() }
        return url
    }

    struct Ended: Error, CustomStringConvertible {
        var output: String
        var description: String { "the probe ended before it stopped; it printed:\n\(output)" }
    }

    /// Runs the probe until it prints `stopped` (then kills it with SIGKILL) or, without
    /// `--stop`, until it ends; returns what it printed.
    @discardableResult
    static func run(_ arguments: [String], kill: Bool) throws -> String {
        let process = Process()
        process.executableURL = try built()
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = out.fileHandleForReading
        var text = ""
        if kill {
            while !text.hasSuffix("stopped\n") {
                let data = reader.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            guard text.hasSuffix("stopped\n") else { throw Ended(output: text) }
            #expect(process.terminationReason == .uncaughtSignal)
        } else {
            text = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
        }
        return text
    }

    /// Starts the probe, waits until its temporary file is open, kills it with SIGKILL `delay`
    /// seconds later (if it is still running), and returns whether it was killed.
    static func run(_ arguments: [String], killAfter delay: Double) throws -> Bool {
        let process = Process()
        process.executableURL = try built()
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("temporary\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        usleep(useconds_t(delay * 1_000_000))
        // Only while it runs: the id of a process that ended may already be another's.
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        // Drain what it printed meanwhile, so that a full pipe never holds it up.
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }
}

/// A fresh folder under the system's temporary folder.
func scratch(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("animatic-kill-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Names in `folder`, sorted.
func names(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// Every file of a flat folder: name to bytes.
func files(_ folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in names(folder) { result[name] = try Data(contentsOf: folder.appendingPathComponent(name)) }
    return result
}

/// `kill -9` of a process writing a large file (8 MiB in 128 chunks of 64 KiB) at every step
/// of the atomic write: the file is always the whole old one or the whole new one, and nothing
/// is left behind once the next write into the folder ran (with anonymous temporaries, nothing
/// at all before the temporary got its name).
@Suite(.serialized) struct KillTests {
    static let chunks = 128
    // Made on each use: a `Data` kept in a global hides its storage pointer in the enum's spare
    // bits, where LeakSanitizer cannot see it, so `make sanitize-address` reported it leaked.
    static var oldBytes: Data { Data(repeating: UInt8(ascii: "A"), count: 3 * 65_536 + 17) }
    static var newBytes: Data { Data(repeating: UInt8(ascii: "B"), count: chunks * 65_536) }

    /// The 22 points of a write (21 with named temporaries, which are never "named").
    static func points(named: Bool) -> [String] {
        ["temporary"] + ([1] + stride(from: 8, through: chunks, by: 8)).map { "chunk \($0)" }
            + ["written", "synced"] + (named ? [] : ["named"]) + ["replaced"]
    }

    @Test(arguments: [false, true])
    func aFileKilledAtEveryPointIsWholeAndLeavesNothing(named: Bool) throws {
        let folder = try scratch(named ? "named" : "anonymous")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.svg")
        try AtomicFile.write(Array(Self.oldBytes), to: file)
        chmod(file.path, 0o600)
        let points = Self.points(named: named)
        #expect(points.count == (named ? 21 : 22))
        for point in points {
            let output = try Probe.run(["file", file.path, "\(Self.chunks)", "B", "--stop", point] + (named ? ["--named"] : []),
                                       kill: true)
            let replaced = point == "replaced"
            let bytes = try Data(contentsOf: file)
            #expect(bytes == (replaced ? Self.newBytes : Self.oldBytes), "killed at \(point): \(bytes.count) bytes")
            #expect(try mode(file) == 0o600, "killed at \(point)")
            let left = names(folder).filter { $0 != "big.svg" }
            if !named, ["temporary", "written", "synced"].contains(point) || point.hasPrefix("chunk") {
                #expect(left.isEmpty, "killed at \(point) with an anonymous temporary: \(left)")
            }
            if named, point != "replaced" {
                #expect(left.count == 1, "killed at \(point): \(left) (output: \(output))")
            }
            // The next write into the folder removes what the killed process left.
            try AtomicFile.write(Array(Self.oldBytes), to: file)
            #expect(names(folder) == ["big.svg"], "killed at \(point)")
            #expect(try mode(file) == 0o600)
        }
    }

    /// Ten kills of a running write at times spread over a whole write (timed from the opening
    /// of its temporary), not at chosen points.
    @Test func aFileKilledAtTenMomentsIsWholeAndLeavesNothing() throws {
        let folder = try scratch("timed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.svg")
        try AtomicFile.write(Array(Self.oldBytes), to: file)
        // How long a whole write takes once its temporary is open (the kills are timed from there).
        let start = Date()
        let stopped = try Probe.run(["file", file.path, "\(Self.chunks)", "B", "--stop", "temporary"], kill: true)
        #expect(stopped.hasSuffix("stopped\n"))
        let startup = Date().timeIntervalSince(start)
        let runStart = Date()
        try Probe.run(["file", file.path, "\(Self.chunks)", "B"], kill: false)
        let whole = max(Date().timeIntervalSince(runStart) - startup, 0.01)
        // Writes take longer or shorter under load, so a kill may come after the write ended:
        // the moments go round again until ten kills have hit a running write.
        var killed = 0
        var attempts = 0
        while killed < 10, attempts < 100 {
            let k = attempts
            attempts += 1
            try AtomicFile.write(Array(Self.oldBytes), to: file)
            if try Probe.run(["file", file.path, "\(Self.chunks)", "B"] + (k % 2 == 1 ? ["--named"] : []),
                             killAfter: whole * Double(k % 10) / 10) {
                killed += 1
            }
            let bytes = try Data(contentsOf: file)
            #expect(bytes == Self.oldBytes || bytes == Self.newBytes, "kill \(k): \(bytes.count) bytes")
            try AtomicFile.write(Array(Self.oldBytes), to: file)
            #expect(names(folder) == ["big.svg"], "kill \(k)")
        }
        #expect(killed == 10, "only \(killed) of \(attempts) kills hit a running write (a whole write took \(whole) s)")
    }

    /// `kill -9` of a process writing a review site (5 stories: 11 files) at each file, after
    /// staging, after the swap and after the old site's removal: the folder is always the whole
    /// old site (3 stories) or the whole new one, byte for byte; the next site write removes
    /// what was left beside it.
    @Test func aSiteKilledAtEveryPointIsAllOldOrAllNew() throws {
        let root = try scratch("site")
        defer { try? FileManager.default.removeItem(at: root) }
        let referenceOld = root.appendingPathComponent("reference-old")
        let referenceNew = root.appendingPathComponent("reference-new")
        try Probe.run(["site", referenceOld.path, "3", "old"], kill: false)
        try Probe.run(["site", referenceNew.path, "5", "new"], kill: false)
        let old = try files(referenceOld), new = try files(referenceNew)
        #expect(old.count == 7)
        #expect(new.count == 11)

        let parent = root.appendingPathComponent("work")
        let site = parent.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
        try Probe.run(["site", site.path, "3", "old"], kill: false)
        chmod(site.path, 0o750)
        let points = (1...11).map { "site file#\($0)" } + ["staged", "swapped", "removed"]
        for point in points {
            try Probe.run(["site", site.path, "5", "new", "--stop", point], kill: true)
            let now = try files(site)
            let isNew = point == "swapped" || point == "removed"
            #expect(now == (isNew ? new : old), "killed at \(point): \(now.keys.sorted())")
            #expect(try mode(site) == 0o750, "killed at \(point)")
            #expect(names(parent).count == (point == "removed" ? 1 : 2), "killed at \(point): \(names(parent))")
            // The next write swaps the old site back in and removes the leftover.
            try Probe.run(["site", site.path, "3", "old"], kill: false)
            #expect(try files(site) == old)
            #expect(names(parent) == ["site"], "after a kill at \(point)")
        }
        #expect(points.count == 14)
    }

    func mode(_ url: URL) throws -> mode_t {
        var info = stat()
        #expect(stat(url.path, &info) == 0)
        return info.st_mode & 0o7777
    }
}
