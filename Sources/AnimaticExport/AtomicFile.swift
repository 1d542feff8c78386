import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, named apart from ``AtomicFile/write(to:_:)``.
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, bytes, count)
    #else
    return Darwin.write(fd, bytes, count)
    #endif
}

#if os(Linux)
/// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`; Glibc's module does not export it): an anonymous
/// file in a folder, which has no name until `linkat` gives it one.
private let openAnonymous: Int32 = 0o20000000 | O_DIRECTORY
#endif

/// Writes a file so that it is never partial and nothing is left behind: a regular file is
/// written into a temporary file in the same folder and renamed over the destination, so the
/// destination is the old file or the whole new one, even if the process is killed.
///
/// ```swift
/// try AtomicFile.write(Array("<html>…</html>".utf8), to: URL(fileURLWithPath: "out/index.html"))
/// ```
///
/// - The temporary is anonymous where the system allows (Linux `O_TMPFILE`, named with
///   `linkat` only once it is complete and synced), so a write killed on the way leaves nothing;
///   elsewhere, and in the instant between naming and renaming, it is a short hidden name of
///   ``TemporaryNames``, removed by the next write into the folder once its process is gone.
/// - Once renamed, the folder is synced too (`fsync` of the folder, as POSIX needs for the new
///   name to survive a power loss); a filesystem that cannot sync folders (`EINVAL`) is fine.
/// - A file that is replaced keeps its mode (`0600` stays `0600`) and, where the writer may
///   set it, its owner and group; a new file gets `0666` less the umask, as `open(2)` gives.
/// - A symbolic link is followed: the file it names is replaced (the link stays), or created
///   when it does not exist yet.
/// - Character devices (`/dev/null`, a terminal) and FIFOs are written through, never replaced;
///   `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` write to that open descriptor. Block devices,
///   sockets and folders are refused.
package enum AtomicFile {
    /// Writes `bytes` to `url` atomically; on failure an existing file is left as it was and
    /// the error (``ExportError/file(path:reason:)``) says why.
    package static func write(_ bytes: [UInt8], to url: URL, anonymousTemporary: Bool = true) throws {
        try write(to: url, anonymousTemporary: anonymousTemporary) { fd in
            try writeAll(bytes, to: fd, path: url.path)
        }
    }

    /// Writes all of `bytes` to the descriptor `fd`, waiting while a non-blocking one is full;
    /// a failure is ``ExportError/file(path:reason:)`` naming `path`.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&ready, 1, -1)
                        continue
                    }
                    throw ExportError.file(path: path, reason: "writing failed (\(ExportError.describe(errno: errno)))")
                }
                offset += n
            }
        }
    }

    /// Calls `body` with a descriptor to write the file's bytes to, and makes them the file at
    /// `url` (see ``AtomicFile``). For a regular file that is a fresh temporary in the same
    /// folder, synced, then renamed over `url`; on any failure the temporary is removed and the
    /// error is thrown (file errors as ``ExportError/file(path:reason:)``).
    ///
    /// `anonymousTemporary: false` makes the temporary a named one even where an anonymous one
    /// is possible (the tests of the named fallback).
    package static func write(to url: URL, anonymousTemporary: Bool = true, _ body: (Int32) throws -> Void) throws {
        guard url.isFileURL else {
            throw ExportError.file(path: url.absoluteString, reason: "not a file URL (only file: URLs can be written)")
        }
        let path = url.path
        let name = url.lastPathComponent
        guard !path.isEmpty, !name.isEmpty, name != "/" else {
            throw ExportError.file(path: path, reason: "the path names no file")
        }
        switch try destination(of: path) {
        case .descriptor(let fd):
            try body(fd)
        case .stream(let target):
            let fd = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else {
                throw ExportError.file(path: path, reason: "cannot open it for writing (\(ExportError.describe(errno: errno)))")
            }
            defer { close(fd) }
            try body(fd)
        case .replace(let target, let existing):
            try replace(target, reportedAs: path, keeping: existing, anonymous: anonymousTemporary, body)
        }
    }

    /// What writing to a path means.
    private enum Destination {
        /// An open descriptor of this process (`/dev/stdout`, `/dev/fd/3`).
        case descriptor(Int32)
        /// A character device or FIFO, opened and written through.
        case stream(String)
        /// A regular file (existing or not) at this path, replaced through a temporary.
        case replace(String, existing: stat?)
    }

    /// Follows `path` through symbolic links to what it names (at most 40 links, as the kernel).
    private static func destination(of path: String) throws -> Destination {
        var current = path
        for _ in 0..<40 {
            if let fd = ownDescriptor(current) { return .descriptor(fd) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let e = errno
                // Missing (or under a file): the folder's own check names what is wrong.
                if e == ENOENT || e == ENOTDIR { return .replace(current, existing: nil) }
                throw ExportError.file(path: path, reason: ExportError.describe(errno: e))
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                var target = stat()
                if stat(current, &target) == 0 {
                    if target.st_mode & S_IFMT == S_IFREG {
                        // The file the whole chain names, replaced in its own folder.
                        guard let real = realpath(current, nil) else {
                            throw ExportError.file(path: path, reason: ExportError.describe(errno: errno))
                        }
                        defer { free(real) }
                        return .replace(String(cString: real), existing: target)
                    }
                    info = target
                } else if errno == ENOENT {
                    // A dangling link: create the file it names.
                    guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                        throw ExportError.file(path: path, reason: "cannot read the symbolic link \(current)")
                    }
                    current = link.hasPrefix("/") ? link : (current as NSString).deletingLastPathComponent + "/" + link
                    continue
                } else {
                    throw ExportError.file(path: path, reason: ExportError.describe(errno: errno))
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .replace(current, existing: info)
            case S_IFCHR, S_IFIFO:
                return .stream(current)
            case S_IFDIR:
                throw ExportError.file(path: path, reason: "cannot replace the file (a folder of that name is in the way)")
            case S_IFBLK:
                throw ExportError.file(path: path, reason: "it is a block device, which is never written (only files, character devices such as /dev/null, and FIFOs)")
            default:
                throw ExportError.file(path: path, reason: "it is a socket, which cannot be written as a file")
            }
        }
        throw ExportError.file(path: path, reason: ExportError.describe(errno: ELOOP))
    }

    /// The descriptor `path` names when it names one of this process's open descriptors:
    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/<our pid>/fd/N`.
    private static func ownDescriptor(_ path: String) -> Int32? {
        let number: Substring
        switch path {
        case "/dev/stdout": number = "1"
        case "/dev/stderr": number = "2"
        default:
            guard let slash = path.lastIndex(of: "/") else { return nil }
            let folder = path[..<slash]
            guard folder == "/dev/fd" || folder == "/proc/self/fd" || folder == "/proc/\(getpid())/fd" else { return nil }
            number = path[path.index(after: slash)...]
        }
        guard let fd = Int32(number), fd >= 0, fcntl(fd, F_GETFD) != -1 else { return nil }
        return fd
    }

    /// Writes the regular file `target` through a temporary renamed over it (errors name `path`).
    private static func replace(_ target: String, reportedAs path: String, keeping existing: stat?,
                                anonymous: Bool, _ body: (Int32) throws -> Void) throws {
        let folderPath = (target as NSString).deletingLastPathComponent
        let folder = folderPath.isEmpty ? "." : folderPath
        let name = (target as NSString).lastPathComponent
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dir >= 0 else {
            let e = errno
            var isFolder: ObjCBool = false
            if e == ENOENT, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                throw ExportError.file(path: path, reason: "the folder \(folder) does not exist")
            }
            if e == ENOTDIR {
                throw ExportError.file(path: path, reason: "\(folder) is not a folder")
            }
            throw ExportError.file(path: path, reason: "cannot open the folder \(folder) (\(ExportError.describe(errno: e)))")
        }
        defer { close(dir) }
        TemporaryNames.removeStale(in: folder)

        var fd: Int32 = -1
        var temporary: String?
        #if os(Linux)
        if anonymous, procFileDescriptors {
            fd = openat(dir, ".", openAnonymous | O_WRONLY | O_CLOEXEC, 0o666)
        }
        #endif
        if fd < 0 {
            // Not supported here (or switched off): a short hidden name, O_EXCL so nothing is overwritten.
            for _ in 0..<100 {
                let candidate = TemporaryNames.next()
                fd = openat(dir, candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if fd >= 0 { temporary = candidate; break }
                if errno != EEXIST { break }
            }
        }
        guard fd >= 0 else {
            let e = errno
            let reason = e == EACCES || e == EROFS || e == EPERM
                ? "the folder \(folder) is not writable (\(ExportError.describe(errno: e)))"
                : "cannot create a temporary file in \(folder) (\(ExportError.describe(errno: e)))"
            throw ExportError.file(path: path, reason: reason)
        }
        WritePoints.reached("temporary")
        var closed = false
        do {
            if let existing { try keep(existing, on: fd, path: path) }
            try body(fd)
            WritePoints.reached("written")
            if fsync(fd) != 0 {
                throw ExportError.file(path: path, reason: "cannot sync the data (\(ExportError.describe(errno: errno)))")
            }
            WritePoints.reached("synced")
            if temporary == nil {
                temporary = try link(anonymous: fd, in: dir, path: path)
                WritePoints.reached("named")
            }
            closed = true
            if close(fd) != 0 {
                throw ExportError.file(path: path, reason: "cannot close the file (\(ExportError.describe(errno: errno)))")
            }
            if renameat(dir, temporary!, dir, name) != 0 {
                let e = errno
                let reason = e == EISDIR ? "a folder of that name is in the way" : ExportError.describe(errno: e)
                throw ExportError.file(path: path, reason: "cannot replace the file (\(reason))")
            }
            WritePoints.reached("replaced")
            try syncFolder(dir, named: folder, path: path)
            WritePoints.reached("folder synced")
        } catch {
            if !closed { close(fd) }
            if let temporary { unlinkat(dir, temporary, 0) }
            throw error
        }
    }

    /// Syncs the folder open as `dir` (`folder`), so that a name just given in it survives a
    /// power loss: POSIX makes a rename durable only once its folder is synced (`fsync(2)`).
    /// A filesystem that cannot sync folders (`EINVAL`) has nothing more to do; any other error
    /// (`EIO`) is thrown, naming `path`: the new file is in place, but its name may not last.
    package static func syncFolder(_ dir: Int32, named folder: String, path: String) throws {
        var result = fsync(dir)
        while result != 0 && errno == EINTR { result = fsync(dir) }
        if result == 0 || errno == EINVAL { return }
        throw ExportError.file(path: path, reason: "cannot sync the folder \(folder) to disk, so the new name may not"
                               + " survive a power loss (\(ExportError.describe(errno: errno)))")
    }

    /// ``syncFolder(_:named:path:)`` for the folder at `folder`.
    package static func syncFolder(atPath folder: String, path: String) throws {
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dir >= 0 else {
            throw ExportError.file(path: path, reason: "cannot open the folder \(folder) to sync it to disk"
                                   + " (\(ExportError.describe(errno: errno)))")
        }
        defer { close(dir) }
        try syncFolder(dir, named: folder, path: path)
    }

    /// Gives the anonymous file `fd` a temporary name in `dir` (`linkat` through `/proc/self/fd`,
    /// which needs no privilege, unlike `AT_EMPTY_PATH`).
    private static func link(anonymous fd: Int32, in dir: Int32, path: String) throws -> String {
        for _ in 0..<100 {
            let candidate = TemporaryNames.next()
            if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", dir, candidate, AT_SYMLINK_FOLLOW) == 0 { return candidate }
            if errno != EEXIST { break }
        }
        throw ExportError.file(path: path, reason: "cannot name the written file (\(ExportError.describe(errno: errno)))")
    }

    /// Gives the new file `fd` the owner, group and mode of the file it replaces: the owner and
    /// group where this process may set them (a user may give a file any of their groups), the
    /// mode always (after the owner, which clears set-user-ID bits).
    private static func keep(_ old: stat, on fd: Int32, path: String) throws {
        if old.st_uid != geteuid() || old.st_gid != getegid() {
            if fchown(fd, old.st_uid, old.st_gid) != 0 {
                _ = fchown(fd, uid_t.max, old.st_gid)
            }
        }
        if fchmod(fd, old.st_mode & 0o7777) != 0 {
            throw ExportError.file(path: path, reason: "cannot keep the file's mode (\(ExportError.describe(errno: errno)))")
        }
    }

    /// Whether `/proc/self/fd` is there to name anonymous files through.
    private static let procFileDescriptors = access("/proc/self/fd", F_OK) == 0
}
