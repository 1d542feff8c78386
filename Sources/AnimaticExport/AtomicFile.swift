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

/// Writes a file by streaming into a temporary file in the same folder and renaming it over
/// the destination, so the destination is never partial: it is the old file or the new one.
///
/// ```swift
/// try AtomicFile.write(Array("<html>…</html>".utf8), to: URL(fileURLWithPath: "out/index.html"))
/// ```
package enum AtomicFile {
    /// Writes `bytes` to `url` atomically; on failure an existing file is left as it was and
    /// the error (``ExportError/file(path:reason:)``) says why.
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(to: url) { fd in
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw ExportError.file(path: url.path,
                                               reason: "writing failed (\(ExportError.describe(errno: errno)))")
                    }
                    offset += n
                }
            }
        }
    }

    private static let counter = Counter()

    /// Calls `body` with the descriptor of a fresh temporary file next to `url`, then syncs it
    /// and renames it to `url`. On any failure the temporary file is removed and the error is
    /// thrown (file errors as ``ExportError/file(path:reason:)``).
    package static func write(to url: URL, _ body: (Int32) throws -> Void) throws {
        guard url.isFileURL else {
            throw ExportError.file(path: url.absoluteString, reason: "not a file URL (only file: URLs can be written)")
        }
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard !name.isEmpty, name != "/" else {
            throw ExportError.file(path: path, reason: "the path names no file")
        }
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            throw ExportError.file(path: path, reason: "the folder \(folder) does not exist")
        }
        if !isFolder.boolValue {
            throw ExportError.file(path: path, reason: "\(folder) is not a folder")
        }
        // A fresh name: hidden, next to the destination, O_EXCL so nothing is overwritten.
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = folder + "/." + name + ".\(getpid()).\(counter.next()).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            let e = errno
            let reason = e == EACCES || e == EROFS || e == EPERM
                ? "the folder \(folder) is not writable (\(ExportError.describe(errno: e)))"
                : "cannot create a temporary file in \(folder) (\(ExportError.describe(errno: e)))"
            throw ExportError.file(path: path, reason: reason)
        }
        var closed = false
        do {
            try body(fd)
            if fsync(fd) != 0 {
                throw ExportError.file(path: path, reason: "cannot sync the data (\(ExportError.describe(errno: errno)))")
            }
            closed = true
            if close(fd) != 0 {
                throw ExportError.file(path: path, reason: "cannot close the file (\(ExportError.describe(errno: errno)))")
            }
            if rename(temporary, path) != 0 {
                let e = errno
                let reason = e == EISDIR ? "a folder of that name is in the way" : ExportError.describe(errno: e)
                throw ExportError.file(path: path, reason: "cannot replace the file (\(reason))")
            }
        } catch {
            if !closed { close(fd) }
            unlink(temporary)
            throw error
        }
    }

    /// A process-wide counter for temporary names.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
