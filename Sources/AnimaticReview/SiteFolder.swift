import AnimaticExport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A review site's folder, replaced as a whole: the files are written into a fresh hidden
/// folder next to it (a ``TemporaryNames`` name), which is then swapped in with one
/// `renameat2(RENAME_EXCHANGE)` (or renamed into place when there was no folder), so a reader
/// sees the whole old site or the whole new one, never a mix, even if the writer is killed.
/// The new folder's files and names are synced before the swap, and the containing folder
/// after it (so that the swap survives a power loss, as POSIX requires for a rename).
enum SiteFolder {
    /// The extensions of the files a site may have beside its pages (`site --share`'s poster
    /// and GIF, and the other sharing formats): an existing folder may hold them.
    static let downloadExtensions: Set<String> = ["png", "gif", "mp4", "webp"]

    /// Writes `files` as the whole content of the folder `directory`.
    ///
    /// An existing folder must hold nothing but a site's files (`*.html`, `*.svg` and the
    /// ``downloadExtensions``): it is
    /// replaced, with the files of stories no longer listed, and keeps its mode (and owner where
    /// this process may set it). A symbolic link to a folder stays; the folder it names is replaced.
    static func write(_ files: [(name: String, bytes: [UInt8])], to directory: URL) throws {
        guard directory.isFileURL else {
            throw ExportError.file(path: directory.absoluteString, reason: "not a file URL (only file: URLs can be written)")
        }
        let shown = directory.path
        var target = directory.standardizedFileURL.path
        var existing: stat?
        var info = stat()
        if lstat(target, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK, stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
               let real = realpath(target, nil) {
                target = String(cString: real)
                free(real)
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw ReviewPageError.cannotCreateFolder(shown, reason: "a file of that name is in the way")
            }
            existing = info
            if let foreign = try foreignEntry(in: target, shown: shown) {
                throw ReviewPageError.notASiteFolder(shown, found: foreign)
            }
        } else if errno != ENOENT, errno != ENOTDIR {
            throw ReviewPageError.cannotCreateFolder(shown, reason: String(cString: strerror(errno)))
        }
        guard target != "/" else { throw ReviewPageError.cannotCreateFolder(shown, reason: "/ cannot be replaced") }

        let parent = (target as NSString).deletingLastPathComponent
        let createdParent = try createFolders(parent, for: shown)
        TemporaryNames.removeStale(in: parent)
        let staging = parent + (parent.hasSuffix("/") ? "" : "/") + TemporaryNames.next()
        guard mkdir(staging, 0o777) == 0 else {
            let reason = String(cString: strerror(errno))
            if let createdParent { try? FileManager.default.removeItem(atPath: createdParent) }
            throw ReviewPageError.cannotCreateFolder(shown, reason: reason)
        }
        do {
            try fill(staging, with: files, shown: shown)
            if let existing {
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    if chown(staging, existing.st_uid, existing.st_gid) != 0 { _ = chown(staging, uid_t.max, existing.st_gid) }
                }
                chmod(staging, existing.st_mode & 0o7777)
            }
            WritePoints.reached("staged")
            if existing != nil {
                try swap(staging, target, in: parent, shown: shown)
            } else if rename(staging, target) != 0 {
                throw ExportError.file(path: shown, reason: "cannot move the new site into place (\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            if let createdParent { try? FileManager.default.removeItem(atPath: createdParent) }
            throw error
        }
        // The new site is in place (outside the cleanup above: a failure must not remove it).
        if existing == nil { try syncParent(parent, shown: shown) }
    }

    /// Writes each file into the fresh folder `staging` and syncs it all.
    private static func fill(_ staging: String, with files: [(name: String, bytes: [UInt8])], shown: String) throws {
        for file in files {
            let reported = (shown as NSString).appendingPathComponent(file.name)
            let fd = open(staging + "/" + file.name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard fd >= 0 else {
                throw ExportError.file(path: reported, reason: "cannot create it (\(ExportError.describe(errno: errno)))")
            }
            defer { close(fd) }
            try AtomicFile.writeAll(file.bytes, to: fd, path: reported)
            if fsync(fd) != 0 {
                throw ExportError.file(path: reported, reason: "cannot sync the data (\(ExportError.describe(errno: errno)))")
            }
            WritePoints.reached("site file")
        }
        try AtomicFile.syncFolder(atPath: staging, path: shown)
    }

    /// Syncs `parent` once the site's folder has its new name there (see
    /// `AtomicFile.syncFolder`): a failure then leaves the new site in place and says so.
    private static func syncParent(_ parent: String, shown: String) throws {
        try AtomicFile.syncFolder(atPath: parent, path: shown)
        WritePoints.reached("parent synced")
    }

    /// Puts `staging` in the place of the folder `target` and removes the old one.
    private static func swap(_ staging: String, _ target: String, in parent: String, shown: String) throws {
        if exchange(staging, target) == 0 {
            WritePoints.reached("swapped")
        } else if errno == ENOSYS || errno == EINVAL || errno == ENOTSUP {
            // No exchange here: the old folder steps aside for an instant (never a mix).
            let aside = parent + "/" + TemporaryNames.next()
            guard rename(target, aside) == 0 else {
                throw ExportError.file(path: shown, reason: "cannot replace the folder (\(String(cString: strerror(errno))))")
            }
            guard rename(staging, target) == 0 else {
                let reason = String(cString: strerror(errno))
                rename(aside, target)
                throw ExportError.file(path: shown, reason: "cannot replace the folder (\(reason))")
            }
            WritePoints.reached("swapped")
            try syncParent(parent, shown: shown)
            try? FileManager.default.removeItem(atPath: aside)
            WritePoints.reached("removed")
            return
        } else {
            throw ExportError.file(path: shown, reason: "cannot replace the folder (\(String(cString: strerror(errno))))")
        }
        try syncParent(parent, shown: shown)
        // The old site now has the staging name.
        try? FileManager.default.removeItem(atPath: staging)
        WritePoints.reached("removed")
    }

    /// The first entry of the folder that a site does not write: anything but a regular
    /// `*.html`, `*.svg` or download file not starting with a dot (the hidden temporaries earlier versions
    /// left, `.<name>.<pid>.<n>.tmp`, count as the site's).
    private static func foreignEntry(in folder: String, shown: String) throws -> String? {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ReviewPageError.cannotCreateFolder(shown, reason: "cannot list it (\(error.localizedDescription))")
        }
        for name in names.sorted() {
            var info = stat()
            let isFile = lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
            let fileExtension = (name as NSString).pathExtension
            if isFile, !name.hasPrefix("."), fileExtension == "html" || fileExtension == "svg"
                || downloadExtensions.contains(fileExtension) { continue }
            if isFile, isEarlierTemporary(name) { continue }
            return name
        }
        return nil
    }

    /// `.<page>.html.<pid>.<n>.tmp` or `.<page>.svg.<pid>.<n>.tmp`.
    private static func isEarlierTemporary(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 6, parts[0].isEmpty, parts[parts.count - 1] == "tmp",
              UInt64(parts[parts.count - 2]) != nil, UInt64(parts[parts.count - 3]) != nil else { return false }
        return parts[parts.count - 4] == "html" || parts[parts.count - 4] == "svg"
    }

    /// Creates `folder` and its missing parents; returns the topmost folder it created, or nil
    /// when `folder` was already there. Errors name the site folder `shown`.
    private static func createFolders(_ folder: String, for shown: String) throws -> String? {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        var missing: [String] = []
        var current = folder
        while !fm.fileExists(atPath: current, isDirectory: &isFolder), current != "/", !current.isEmpty {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        if !isFolder.boolValue {
            throw ReviewPageError.cannotCreateFolder(shown, reason: "\(current) is a file, not a folder")
        }
        // Make each missing folder from the outside in, so the error names the one that failed.
        for (k, path) in missing.enumerated() where mkdir(path, 0o777) != 0 {
            let reason = String(cString: strerror(errno))
            for made in missing[..<k].reversed() { rmdir(made) }
            throw ReviewPageError.cannotCreateFolder(shown, reason: "cannot create \(path): \(reason)")
        }
        return missing.first
    }

    /// Exchanges the two paths atomically: `renameat2(…, RENAME_EXCHANGE)` (Linux 3.15; looked
    /// up at run time, as Glibc's module does not export it). -1 with `ENOSYS` where there is none.
    private static func exchange(_ a: String, _ b: String) -> Int32 {
        #if os(Linux)
        guard let renameat2 = Renameat2.function else { errno = ENOSYS; return -1 }
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, 2 /* RENAME_EXCHANGE */)
        #else
        errno = ENOSYS
        return -1
        #endif
    }

    #if os(Linux)
    private enum Renameat2 {
        typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        static let function: Function? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: Function.self)
        }()
    }
    #endif
}
