#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Makes sure no chromedriver or Chromium process outlives the test process that started it.
///
/// Every browser run owns a private work directory (its TMPDIR and Chromium profile). Cleanup of
/// a run kills chromedriver by its pid, then kills, by pid, every process whose command line or
/// environment mentions that directory (Chromium and its helpers), then removes the directory.
/// Runs still alive when the process exits are cleaned up by an `atexit` handler, and runs left
/// behind by a crashed test process are cleaned up the next time a browser is launched.
enum ProcessJanitor {
    /// Prefix of every work directory's name; the owner's pid follows it.
    static let directoryPrefix = "animatic-browser-"

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var runs: [Int32: String] = [:]
    }
    private static let registry = Registry()
    private static let installExitHandler: Void = { atexit { ProcessJanitor.cleanUpAllAtExit() } }()

    /// Records a live run so that it is cleaned up at exit even if nobody calls `quit()`.
    static func register(pid: Int32, directory: String) {
        _ = installExitHandler
        registry.lock.lock(); defer { registry.lock.unlock() }
        registry.runs[pid] = directory
    }

    /// Kills the run's processes and removes its directory. Safe to call more than once.
    static func cleanUp(pid: Int32?, directory: String) {
        if let pid {
            registry.lock.lock()
            registry.runs[pid] = nil
            registry.lock.unlock()
            if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        }
        for other in processes(mentioning: directory) { kill(other, SIGKILL) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private static func cleanUpAllAtExit() {
        registry.lock.lock()
        let runs = registry.runs
        registry.lock.unlock()
        for (pid, directory) in runs { cleanUp(pid: pid, directory: directory) }
    }

    /// Cleans up the work directories under `tmp` whose owning test process no longer exists.
    static func cleanUpOrphans(in tmp: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: tmp) else { return }
        for name in names where name.hasPrefix(directoryPrefix) {
            let ownerText = name.dropFirst(directoryPrefix.count).prefix { $0.isNumber }
            guard let owner = Int32(ownerText), owner != getpid() else { continue }
            if kill(owner, 0) != 0 && errno == ESRCH {
                cleanUp(pid: nil, directory: (tmp as NSString).appendingPathComponent(name))
            }
        }
    }

    /// Pids of the processes (other than ourselves) whose command line or environment contains `text`.
    static func processes(mentioning text: String) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let needle = Data(text.utf8)
        let me = getpid()
        var found: [Int32] = []
        for entry in entries {
            guard let pid = Int32(entry), pid != me else { continue }
            for file in ["cmdline", "environ"] {
                if let data = FileManager.default.contents(atPath: "/proc/\(pid)/\(file)"), data.range(of: needle) != nil {
                    found.append(pid)
                    break
                }
            }
        }
        return found
    }

    /// Lets Foundation release `process`, which has been killed (or has exited), once it has seen
    /// the exit; waits at most `timeout` seconds for that.
    ///
    /// On Linux, `Process.run()` of swift-corelibs-foundation keeps a run-loop source whose context
    /// retains the process, and only `waitUntilExit()` lets go of it (`self.runLoopSource = nil`,
    /// Sources/Foundation/Process.swift): a process that is never waited for stays alive in that
    /// cycle, with its arguments and environment, however it ended. A ten-line program that runs
    /// `/bin/true` and polls `isRunning` confirms it: its `Process` is never deinitialised, and
    /// LeakSanitizer reports it, unless `waitUntilExit()` is called. `waitUntilExit()` blocks the
    /// thread until Foundation's own thread has reaped the child, so this first waits without
    /// blocking until `isRunning` is false, and then it returns at once.
    static func reap(_ process: Process, timeout: Double = 10) async {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            if (try? await Task.sleep(nanoseconds: 10_000_000)) == nil { usleep(10_000) } // cancelled: still wait
        }
        if !process.isRunning { process.waitUntilExit() }
    }

    /// ``reap(_:timeout:)`` on a task of its own, for callers that cannot wait (a `deinit`, an
    /// error being built).
    static func reapLater(_ process: Process) {
        Task.detached { await reap(process) }
    }

    /// Whether process `pid` exists and is not a zombie.
    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
