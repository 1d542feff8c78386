import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of the temporary files and folders the atomic writers create (``AtomicFile``, the
/// review site's staging folder), and the removal of those a killed process left behind.
///
/// A name is `.animatic-<machine>-<pid>-<n>`, at most 48 bytes, so it fits in every folder that
/// takes the file being written (file systems take names of 255 bytes; the name written may
/// use all of them). `<machine>` is eight hex digits that stand for this boot of this machine
/// and this process-id namespace, so a temporary written by another machine (a shared network
/// folder) or another container is never taken for ours; `<pid>` is the process that wrote it.
///
/// A temporary is stale, and removed by the next write into its folder, when its `<machine>` is
/// ours and its process no longer runs (`kill(pid, 0)` reports `ESRCH`). Nothing else is ever
/// removed: not another name, not a temporary of a running process.
package enum TemporaryNames {
    /// Every temporary name starts with this.
    package static let prefix = ".animatic-"

    /// A fresh name for this process: `.animatic-<machine>-<pid>-<n>`.
    package static func next() -> String {
        "\(prefix)\(machine)-\(getpid())-\(counter.next())"
    }

    /// This boot of this machine and this process-id namespace, as eight hex digits: the FNV-1a
    /// hash of the kernel's boot id and the namespace's inode (or of the host name where there
    /// are none).
    package static let machine: String = {
        var identity = ""
        if let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) {
            identity += boot.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let namespace = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid") {
            identity += "/" + namespace
        }
        if identity.isEmpty { identity = ProcessInfo.processInfo.hostName }
        var hash: UInt32 = 0x811C_9DC5
        for byte in identity.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }()

    /// The process that wrote the temporary `name`, when `name` is one of ours from this machine.
    package static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == machine, let pid = pid_t(parts[1]), pid > 0,
              UInt64(parts[2]) != nil else { return nil }
        return pid
    }

    /// Whether `name` is a temporary of ours whose process no longer runs.
    package static func isStale(_ name: String) -> Bool {
        guard let pid = writer(of: name), pid != getpid() else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the stale temporaries (``isStale(_:)``) directly inside `folder`: files, and the
    /// staging folders of review sites with what they hold. Failures are ignored (another
    /// process may be removing the same ones); nothing that is not stale is touched.
    package static func removeStale(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where isStale(name) {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: unlink(path)
            case S_IFDIR: try? FileManager.default.removeItem(atPath: path)
            default: break   // never ours
            }
        }
    }

    private static let counter = Counter()

    /// A process-wide counter.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// Points inside the atomic writers where a test can stop the writing process (to `kill -9` it
/// there): `"temporary"` (the temporary file is open), `"written"`, `"synced"`, `"named"` (an
/// anonymous temporary got its name), `"replaced"`; for a site, `"site file"` (after each file
/// written into the staging folder), `"staged"` (all of them), `"swapped"` (the old site is in the
/// staging folder's place), `"removed"` (the old site is gone).
package enum WritePoints {
    private static let hook = HookBox()

    /// Calls `body` at every point from now on (nil: nothing is called, the default).
    package static func observe(_ body: (@Sendable (String) -> Void)?) {
        hook.set(body)
    }

    /// Tells the observer, if any, that the writer reached `point`.
    package static func reached(_ point: String) {
        hook.get()?(point)
    }

    private final class HookBox: @unchecked Sendable {
        private let lock = NSLock()
        private var body: (@Sendable (String) -> Void)?
        func set(_ new: (@Sendable (String) -> Void)?) { lock.lock(); body = new; lock.unlock() }
        func get() -> (@Sendable (String) -> Void)? { lock.lock(); defer { lock.unlock() }; return body }
    }
}
