#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// One private Xvfb X server per test process, started on first use, for WebKitGTK (its
/// MiniBrowser has no headless mode).
///
/// Xvfb picks a free display number itself (`-displayfd`), so parallel test processes never
/// collide. Its work directory is registered with the process janitor, which kills it at exit,
/// and kills one left behind by a crashed test process at the next launch.
public actor VirtualDisplay {
    /// The process-wide display.
    public static let shared = VirtualDisplay()

    private var display: String?
    private var process: Process?
    /// The start under way, which concurrent callers share: the actor is reentrant while a
    /// start waits for Xvfb, and a second caller must not start a second server (whose `Process`
    /// nobody would keep).
    private var starting: Task<Started, any Error>?

    private struct Started: Sendable {
        var display: String
        var process: Process
    }

    /// The `DISPLAY` value (`:N`) of the running Xvfb, starting it when needed.
    ///
    /// - Throws: ``BrowserError/missingTool(name:searched:)`` when Xvfb is not installed,
    ///   ``BrowserError/startFailed(reason:log:)`` when it does not come up within 30 s.
    public func name() async throws -> String {
        if let display, let process, process.isRunning { return display }
        if let starting { return try await starting.value.display }
        let dead = process // an Xvfb that died: Foundation releases it once waited for
        process = nil
        display = nil
        let task = Task {
            if let dead { await ProcessJanitor.reap(dead) }
            return try await Self.start()
        }
        starting = task
        do {
            let started = try await task.value
            starting = nil
            process = started.process
            display = started.display
            return started.display
        } catch {
            starting = nil
            throw error
        }
    }

    /// Starts Xvfb and waits until it reports its display number.
    private static func start() async throws -> Started {
        let xvfb = try BrowserOptions.resolveTool(name: "Xvfb", explicit: nil, environment: "ANIMATIC_XVFB",
                                                  candidates: ["Xvfb", "/usr/bin/Xvfb"])
        let tmp = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let directory = URL(fileURLWithPath: tmp, isDirectory: true)
            .appendingPathComponent("\(ProcessJanitor.directoryPrefix)\(getpid())-xvfb-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let numberFile = directory.appendingPathComponent("display")
        let logFile = directory.appendingPathComponent("xvfb.log")
        _ = FileManager.default.createFile(atPath: numberFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-dpi", "96"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory.path // lets the janitor find it
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: numberFile)
        process.standardError = try FileHandle(forWritingTo: logFile)
        try process.run()
        ProcessJanitor.register(pid: process.processIdentifier, directory: directory.path)
        let start = Date()
        while Date().timeIntervalSince(start) < 30 {
            if let text = try? String(contentsOf: numberFile, encoding: .utf8), text.hasSuffix("\n"),
               let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return Started(display: ":\(number)", process: process)
            }
            guard process.isRunning else { break }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        ProcessJanitor.cleanUp(pid: process.processIdentifier, directory: directory.path)
        await ProcessJanitor.reap(process)
        throw BrowserError.startFailed(reason: "Xvfb did not report its display within 30 s", log: log)
    }
}
