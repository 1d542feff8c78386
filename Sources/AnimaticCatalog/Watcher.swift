import Dispatch
import Foundation
import Synchronization

/// A child process run to its end, its standard output and error read together.
enum ChildProcess {
    struct Result: Sendable {
        var status: Int32
        var output: String
    }

    private final class Box: @unchecked Sendable {
        let process: Process
        init(_ process: Process) { self.process = process }
    }

    /// Runs `executable arguments…` in `folder`; cancelling the task terminates the process.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let box = Box(process)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    box.process.waitUntilExit()
                    continuation.resume(returning: Result(status: box.process.terminationStatus,
                                                          output: String(decoding: data, as: UTF8.self)))
                }
            }
        } onCancel: {
            box.process.terminate()
        }
    }
}

/// The compiler's errors out of `swift build`'s output, with paths relative to the package.
enum BuildProblem {
    static func summary(of output: String, package: URL) -> String {
        let prefixes = Set([package.standardizedFileURL.path, package.resolvingSymlinksInPath().path].map { $0 + "/" })
        var errors: [String] = []
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            var text = String(line)
            if let prefix = prefixes.first(where: { text.hasPrefix($0) }) { text.removeFirst(prefix.count) }
            if !errors.contains(text) { errors.append(text) }
        }
        if !errors.isEmpty { return errors.joined(separator: "\n") }
        // No compiler error (a manifest or link problem): the end of the output.
        let lines = output.split(separator: "\n").suffix(30)
        return lines.joined(separator: "\n")
    }
}

/// `serve --watch`: polls the watched files; on a change, rebuilds the catalog's product (with a
/// ``QuickBuild`` when only existing source files changed, else `swift build`), runs it to write a
/// new site into a fresh folder, and switches the server to it (or reports the problem, keeping
/// the last good site).
final class Watcher: Sendable {
    let package: URL
    let paths: [URL]
    let product: String
    let scratchPath: String?
    let site: LiveSite
    /// The folder under which each good build's site gets its own numbered folder.
    let sitesFolder: URL
    private let counter = Mutex(0)
    private let binFolder = Mutex<URL?>(nil)
    /// Made once the bin folder is known; nil without `swift-build-tool`.
    private let quick = Mutex<QuickBuild?>(nil)

    init(package: URL, paths: [URL], product: String, scratchPath: String?, site: LiveSite, sitesFolder: URL) {
        self.package = package; self.paths = paths; self.product = product; self.scratchPath = scratchPath
        self.site = site; self.sitesFolder = sitesFolder
    }

    struct Stamp: Hashable {
        var modified: Date
        var size: Int
    }

    /// Every regular, not hidden file under the watched paths with its modification time and size.
    func scan() -> [String: Stamp] {
        var files: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        func add(_ url: URL) {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return }
            files[url.path] = Stamp(modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
        }
        for path in paths {
            add(path)
            guard let walker = FileManager.default.enumerator(at: path, includingPropertiesForKeys: keys,
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker { add(url) }
        }
        return files
    }

    /// The paths whose stamp differs between two scans, or that only one of them has.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> Set<String> {
        var changed = Set(new.filter { old[$0.key] != $0.value }.keys)
        changed.formUnion(old.keys.filter { new[$0] == nil })
        return changed
    }

    func run() async throws {
        var known = scan()
        // Known before the first save, so that it does not wait for `swift build --show-bin-path`.
        _ = try? await productURL()
        say(quick.withLock { $0 } != nil
            ? "Ready: a save of existing source files rebuilds with swift-build-tool, any other change with swift build"
            : "Ready: a save rebuilds with swift build")
        while true {
            try await Task.sleep(for: .milliseconds(100))
            let now = scan()
            guard now != known else { continue }
            let changed = Self.changes(from: known, to: now)
            // How long after the save the change was seen (the newest modification time).
            let newest = changed.compactMap { now[$0]?.modified }.max()
            known = now
            do {
                try await rebuild(changed: changed, savedAt: newest)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                // `swift` or the built product could not be started: say so on the page, keep serving.
                site.update { $0.building = false; $0.problem = "cannot rebuild: \(error)" }
                say("cannot rebuild: \(error)")
            }
        }
    }

    private var swift: URL { URL(fileURLWithPath: "/usr/bin/env") }
    private var scratchArguments: [String] { scratchPath.map { ["--scratch-path", $0] } ?? [] }

    private func productURL() async throws -> URL? {
        if let known = binFolder.withLock({ $0 }) { return known.appendingPathComponent(product) }
        let result = try await ChildProcess.run(swift, ["swift", "build", "--show-bin-path"] + scratchArguments, in: package)
        guard result.status == 0, let line = result.output.split(separator: "\n").last else { return nil }
        let folder = URL(fileURLWithPath: String(line), isDirectory: true)
        binFolder.withLock { $0 = folder }
        quick.withLock { $0 = QuickBuild(package: package, product: product, binFolder: folder) }
        return folder.appendingPathComponent(product)
    }

    /// Builds the product: a ``QuickBuild`` when it covers `changed` (and it either succeeds or
    /// fails with compiler errors), else `swift build`. Returns the result and which one ran.
    func buildProduct(changed: Set<String>) async throws -> (result: ChildProcess.Result, by: String) {
        if let quick = quick.withLock({ $0 }), quick.covers(changed), let result = try await quick.run() {
            if result.status == 0 || result.output.contains(": error: ") { return (result, "quick build") }
            say("The quick build failed without a compiler error; running swift build:\n\(result.output.suffix(2000))")
        }
        return (try await ChildProcess.run(swift, ["swift", "build", "--product", product] + scratchArguments, in: package), "swift build")
    }

    /// Rebuilds, re-records and switches the site; returns false when a problem is shown instead.
    /// `changed` are the files that changed (absolute paths; empty: unknown, so `swift build`).
    @discardableResult
    func rebuild(changed: Set<String> = [], savedAt: Date? = nil) async throws -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        site.update { $0.building = true }
        let seen = savedAt.map { String(format: " %.2f s after the save", max(0, Date().timeIntervalSince($0))) } ?? ""
        say("Change seen\(seen): building \(product)…")
        let cpuStart = childrenCPUSeconds()
        let (build, builder) = try await buildProduct(changed: changed)
        let built = clock.now
        let cpuBuilt = childrenCPUSeconds()
        guard build.status == 0 else {
            let problem = BuildProblem.summary(of: build.output, package: package)
            site.update { $0.building = false; $0.problem = problem }
            say("Build failed in \(seconds(built - start)) s; the pages show:\n\(problem)")
            return false
        }
        guard let binary = try await productURL() else {
            site.update { $0.building = false; $0.problem = "cannot find the built \(product) (swift build --show-bin-path failed)" }
            return false
        }
        let number = counter.withLock { value in value += 1; return value }
        let folder = sitesFolder.appendingPathComponent(String(number), isDirectory: true)
        let record = try await ChildProcess.run(binary, ["site", "--output", folder.path], in: package)
        let recorded = clock.now
        let cpuRecorded = childrenCPUSeconds()
        guard record.status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            let problem = "Recording failed:\n" + record.output.trimmingCharacters(in: .whitespacesAndNewlines)
            site.update { $0.building = false; $0.problem = problem }
            say("Recording failed in \(seconds(recorded - built)) s; the pages show:\n\(problem)")
            return false
        }
        let old = site.root
        site.update(root: folder) { $0.generation += 1; $0.building = false; $0.problem = nil }
        if old.deletingLastPathComponent().standardizedFileURL == sitesFolder.standardizedFileURL {
            try? FileManager.default.removeItem(at: old)
        }
        say("Updated in \(seconds(clock.now - start)) s (\(builder) \(seconds(built - start)) s, record and export \(seconds(recorded - built)) s; "
            + String(format: "CPU %.2f s and %.2f s", cpuBuilt - cpuStart, cpuRecorded - cpuBuilt)
            + "); \(site.openStreams) open page(s) reload")
        return true
    }
}

/// The processor time (user and system) of every child process ended so far: the CPU a rebuild
/// took, whatever else the machine runs.
func childrenCPUSeconds() -> Double {
    var usage = rusage()
    guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return 0 }
    func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return value(usage.ru_utime) + value(usage.ru_stime)
}

func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%.2f", value)
}

/// Prints a line at once (the output may be a pipe read line by line).
func say(_ text: String) {
    print(text)
    fflush(nil)
}
