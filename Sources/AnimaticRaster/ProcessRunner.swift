import AnimaticExport
import Foundation

/// Runs a packaged program (`rsvg-convert`, `ffmpeg`) to completion with its output going to
/// files, never pipes, so a chatty program cannot block on a full pipe. A program that is not
/// installed, that cannot start, that is killed or that exits non-zero is an
/// ``ExportError/encoder(program:reason:)`` naming it and the last lines it wrote to stderr.
///
/// ```swift
/// try ProcessRunner.run("rsvg-convert", ["-o", "frame.png", "frame.svg"], in: folder)
/// ```
package enum ProcessRunner {
    /// Where `program` is on `PATH` (or the path itself when it has a slash), or `nil`.
    package static func locate(_ program: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        if program.contains("/") {
            return FileManager.default.isExecutableFile(atPath: program) ? URL(fileURLWithPath: program) : nil
        }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + program
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    /// Runs `program` with `arguments` in `folder` and waits for it; stderr is kept in
    /// `folder/<program>.stderr` and quoted (its last 5 lines) in the error of a failed run.
    ///
    /// - Parameter package: the Debian package that installs the program, named in the error
    ///   when it is missing.
    package static func run(_ program: String, _ arguments: [String], in folder: URL, package: String? = nil) throws {
        guard let executable = locate(program) else {
            let install = package.map { " (install the Debian package \($0): scripts/install-build-deps)" } ?? ""
            throw ExportError.encoder(program: program, reason: "it is not installed or not on PATH\(install)")
        }
        let log = folder.appendingPathComponent((program as NSString).lastPathComponent + ".stderr")
        guard FileManager.default.createFile(atPath: log.path, contents: nil),
              let errorHandle = try? FileHandle(forWritingTo: log) else {
            throw ExportError.encoder(program: program, reason: "cannot create its log in \(folder.path)")
        }
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            throw ExportError.encoder(program: program, reason: "it could not be started (\(error))")
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let tail = text.split(separator: "\n").suffix(5).joined(separator: " | ")
            let how = process.terminationReason == .exit
                ? "exited with status \(process.terminationStatus)"
                : "was killed by signal \(process.terminationStatus)"
            throw ExportError.encoder(program: program, reason: "it \(how)" + (tail.isEmpty ? "" : ": \(tail)"))
        }
    }
}

/// A private folder under the system's temporary folder, removed with everything in it when the
/// body returns or throws.
package enum ScratchFolder {
    package static func with<T>(_ body: (URL) throws -> T) throws -> T {
        let base = FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("animatic-raster-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw ExportError.file(path: folder.path, reason: "cannot create a scratch folder for the frames (\(error))")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
