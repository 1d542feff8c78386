import Dispatch
import Foundation
import Synchronization

/// A child process run to its end, its standard output and error read together.
///
/// The child starts a session of its own (`setsid`), with the default handling of every
/// signal: cancelling stops that whole session, not only the child. `swift build` starts the
/// compiler, the manifest's program and the linker, some of them in process groups of their
/// own, and a grandchild left running would hold the output pipe open for ever (a manifest
/// that sleeps kept `serve` from stopping on Ctrl-C, and ran on after `kill -9`). Cancelling
/// sends SIGTERM to every process of the session, SIGKILL to those left after
/// ``stopGrace``, and gives up on the output one second later, so it ends in bounded time.
enum ChildProcess {
    struct Result: Sendable {
        var status: Int32
        var output: String
    }

    /// How long the processes of a cancelled child's session get to stop after SIGTERM: 2 s.
    static let stopGrace = 2.0

    /// Runs `executable arguments…` in `folder`; cancelling the task stops the process's session.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) async throws -> Result {
        let child = try Spawned(executable.path, arguments, in: folder.path)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(returning: child.finish())
                }
            }
        } onCancel: {
            child.stop()
        }
    }

    /// The processes of session `session` (their `/proc/<pid>/stat` says so), but not this one.
    static func processes(inSession session: pid_t) -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [pid_t] = []
        for name in names {
            guard let pid = pid_t(name), pid != getpid(),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After "pid (comm)": state, ppid, pgrp, session.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 3, pid_t(fields[3]) == session { found.append(pid) }
        }
        return found
    }

    /// One spawned child: its session, its output pipe and how it ended.
    final class Spawned: @unchecked Sendable {
        let pid: pid_t
        private let output: Int32
        /// Set when the output is no longer waited for (the session did not stop in time).
        private let abandoned = Atomic<Bool>(false)
        private let stopping = Atomic<Bool>(false)

        init(_ path: String, _ arguments: [String], in folder: String) throws {
            guard let addChdir = Self.addChdir else { throw ChildProcessError.spawn(path, ENOSYS) }
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { throw ChildProcessError.spawn(path, errno) }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
            _ = addChdir(&actions, folder)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            // A session of its own, no blocked signals, and the default action for the signals a
            // server ignores to catch them otherwise (ServiceLifecycle ignores SIGTERM and SIGINT).
            var none = sigset_t(), defaults = sigset_t()
            sigemptyset(&none)
            sigemptyset(&defaults)
            for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            let setsid: Int32 = 0x80   // POSIX_SPAWN_SETSID (glibc 2.26)
            posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            defer { for arg in argv { free(arg) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            close(fds[1])
            guard spawned == 0 else {
                close(fds[0])
                throw ChildProcessError.spawn(path, spawned)
            }
            self.pid = pid
            self.output = fds[0]
        }

        /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc
        /// module does not declare.
        private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        private static let addChdir: AddChdir? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
            return unsafeBitCast(symbol, to: AddChdir.self)
        }()

        /// Reads the output to its end (or until it is abandoned), then waits for the child.
        func finish() -> Result {
            var data: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while !abandoned.load(ordering: .acquiring) {
                var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 100)
                if ready < 0, errno != EINTR { break }
                guard ready > 0 else { continue }
                let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 { break }
                data += chunk[..<count]
            }
            close(output)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let code: Int32
            if status & 0x7f == 0 { code = (status >> 8) & 0xff }   // exited
            else { code = 128 + (status & 0x7f) }                   // killed by a signal
            return Result(status: code, output: String(decoding: data, as: UTF8.self))
        }

        /// Stops every process of the child's session: SIGTERM, SIGKILL after ``stopGrace``,
        /// and the output is given up one second later.
        func stop() {
            guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
            let session = pid
            Self.signal(session: session, SIGTERM)
            DispatchQueue.global().asyncAfter(deadline: .now() + ChildProcess.stopGrace) {
                Self.signal(session: session, SIGKILL)
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
                    Self.signal(session: session, SIGKILL)
                    abandoned.store(true, ordering: .releasing)
                }
            }
        }

        /// Sends `signal` to the session's leader and to every process of the session.
        private static func signal(session: pid_t, _ signal: Int32) {
            kill(session, signal)
            for process in ChildProcess.processes(inSession: session) { kill(process, signal) }
        }
    }
}

/// A child process that could not be started.
enum ChildProcessError: Error, CustomStringConvertible {
    case spawn(String, Int32)

    var description: String {
        switch self {
        case .spawn(let path, let code): "cannot start \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// The compiler's errors out of `swift build`'s output, with paths relative to the package.
enum BuildProblem {
    /// Whether `output` has an error the compiler placed in a file, line and column
    /// (`/pkg/Sources/App/main.swift:3:5: error: …`): an error in the package's code, which a
    /// full `swift build` would report the same. A tool's own error (`<unknown>:0: error: error
    /// opening input file '…/App.product/Objects.LinkFileList'`, `error: link command failed`)
    /// is not one: the quick build's plan may be what failed.
    static func hasSourceError(_ output: String) -> Bool {
        output.split(separator: "\n").contains { line in
            guard let range = line.range(of: ": error: ") else { return false }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            // path:line:column, the path absolute or relative, not `<unknown>`.
            guard place.count >= 3, let first = place.first, !first.isEmpty, !first.hasPrefix("<") else { return false }
            return place.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        }
    }

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
            if result.status == 0 || BuildProblem.hasSourceError(result.output) { return (result, "quick build") }
            say("The quick build failed without an error in a source file; running swift build:\n\(result.output.suffix(2000))")
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
        site.update(root: folder, exporter: binary) { $0.generation += 1; $0.building = false; $0.problem = nil }
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
