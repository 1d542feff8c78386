import AnimaticExport
import Dispatch
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What `AtomicFile` does to what is already at the destination: modes, long names, leftovers
/// of killed writers, devices, FIFOs, symbolic links and open descriptors (issue 21, "Files").
@Suite struct AtomicFileDestinationTests {
    func info(_ path: String) -> stat {
        var result = stat()
        #expect(lstat(path, &result) == 0, "\(path)")
        return result
    }

    @Test(arguments: [(mode_t(0o600), true), (0o600, false), (0o640, true), (0o755, true), (0o444, false), (0o4755, true)])
    func aReplacedFileKeepsItsMode(mode: mode_t, anonymous: Bool) throws {
        let folder = try scratchFolder("mode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("secret.svg")
        try AtomicFile.write(Array("old".utf8), to: file)
        #expect(chmod(file.path, mode) == 0)
        try AtomicFile.write(Array("new".utf8), to: file, anonymousTemporary: anonymous)
        #expect(info(file.path).st_mode & 0o7777 == mode)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(try fileNames(in: folder) == ["secret.svg"])
    }

    @Test func aReplacedFileKeepsItsOwnerAndGroupWhereTheWriterMaySetThem() throws {
        let folder = try scratchFolder("owner")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shared.svg")
        try AtomicFile.write(Array("old".utf8), to: file)
        // Root may give the file any owner; another user may keep its own uid and gid only.
        let (uid, gid): (uid_t, gid_t) = geteuid() == 0 ? (4321, 8765) : (geteuid(), getegid())
        #expect(chown(file.path, uid, gid) == 0)
        try AtomicFile.write(Array("new".utf8), to: file)
        #expect(info(file.path).st_uid == uid)
        #expect(info(file.path).st_gid == gid)
    }

    /// The temporary's name is short, so the longest names a folder takes (255 bytes) are written.
    @Test(arguments: [(250, true), (255, true), (250, false), (255, false)])
    func theLongestNamesAreWritten(length: Int, anonymous: Bool) throws {
        let folder = try scratchFolder("long")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "n", count: length - 4) + ".svg"
        let file = folder.appendingPathComponent(name)
        try AtomicFile.write(Array("first".utf8), to: file, anonymousTemporary: anonymous)
        try AtomicFile.write(Array("second".utf8), to: file, anonymousTemporary: anonymous)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second")
        #expect(try fileNames(in: folder) == [name])
        #expect(TemporaryNames.next().utf8.count <= 48)
    }

    /// A process id that ran and is gone.
    func deadProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func theNextWriteRemovesStaleTemporariesOfOursAndNothingElse() throws {
        let folder = try scratchFolder("stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try deadProcess()
        let machine = TemporaryNames.machine
        let other = machine == "00000000" ? "00000001" : "00000000"
        let stale = [".animatic-\(machine)-\(dead)-1", ".animatic-\(machine)-\(dead)-22"]
        let kept = [
            ".animatic-\(machine)-\(getpid())-999999",   // this process's, perhaps being written
            ".animatic-\(machine)-1-3",                   // of a running process (init)
            ".animatic-\(other)-\(dead)-1",               // of another machine or container
            ".animatic-\(machine)-\(dead)-1.bak",         // not our naming
            ".animatic-\(machine)-\(dead)",
            ".page.html.\(dead).1.tmp",                   // an earlier version's naming: never guessed
            "notes.txt",
        ]
        for name in stale + kept {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        // A stale staging folder of a review site, with what it holds.
        let staging = folder.appendingPathComponent(".animatic-\(machine)-\(dead)-5")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data("<html>".utf8).write(to: staging.appendingPathComponent("index.html"))

        try AtomicFile.write(Array("new".utf8), to: folder.appendingPathComponent("story.svg"))
        #expect(try fileNames(in: folder) == (kept + ["story.svg"]).sorted())
    }

    @Test func aFIFOIsWrittenThroughNotReplaced() throws {
        let folder = try scratchFolder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.svg")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let bytes = Array(repeating: UInt8(ascii: "z"), count: 300_000)   // more than a pipe holds
        let received = Received()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            received.data = Self.readToEnd(fifo.path)
            reading.leave()
        }
        try AtomicFile.write(bytes, to: fifo)
        reading.wait()
        #expect(received.data == Data(bytes))
        #expect(info(fifo.path).st_mode & S_IFMT == S_IFIFO)
        #expect(try fileNames(in: folder) == ["pipe.svg"])
    }

    private final class Received: @unchecked Sendable { var data = Data() }

    /// Everything read from `path` until its end (a FIFO's writer closes it), with read(2):
    /// Foundation's readers may stop at the size a FIFO reports (0).
    private static func readToEnd(_ path: String) -> Data {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return Data() }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[..<n])
        }
        return data
    }

    @Test func devNullStaysTheDevice() throws {
        let before = info("/dev/null")
        try AtomicFile.write(Array("gone".utf8), to: URL(fileURLWithPath: "/dev/null"))
        try AtomicFile.write(to: URL(fileURLWithPath: "/dev/null")) { fd in
            #expect(write(fd, "x", 1) == 1)
        }
        let after = info("/dev/null")
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_rdev == before.st_rdev)
    }

    @Test func anOpenDescriptorOfThisProcessIsWrittenTo() throws {
        for folder in ["/dev/fd", "/proc/self/fd", "/proc/\(getpid())/fd"] {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            try AtomicFile.write(Array("through \(folder)".utf8), to: URL(fileURLWithPath: "\(folder)/\(ends[1])"))
            close(ends[1])
            let text = String(decoding: FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile(),
                              as: UTF8.self)
            #expect(text == "through \(folder)")
        }
    }

    @Test func aSymbolicLinkIsFollowedAndStays() throws {
        let folder = try scratchFolder("link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("versions"), withIntermediateDirectories: false)
        let target = folder.appendingPathComponent("versions/v3.svg")
        try AtomicFile.write(Array("v3".utf8), to: target)
        #expect(chmod(target.path, 0o640) == 0)
        // current.svg -> latest.svg -> versions/v3.svg (relative links, resolved from their own folder)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("latest.svg").path, withDestinationPath: "versions/v3.svg")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("current.svg").path, withDestinationPath: "latest.svg")
        try AtomicFile.write(Array("new".utf8), to: folder.appendingPathComponent("current.svg"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(info(target.path).st_mode & 0o7777 == 0o640)
        #expect(try fm.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("current.svg").path) == "latest.svg")
        #expect(try fm.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("latest.svg").path) == "versions/v3.svg")
        #expect(try fileNames(in: folder.appendingPathComponent("versions")) == ["v3.svg"])

        // A link to a file not there yet creates it.
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("next.svg").path, withDestinationPath: "versions/v4.svg")
        try AtomicFile.write(Array("v4".utf8), to: folder.appendingPathComponent("next.svg"))
        #expect(try String(contentsOf: folder.appendingPathComponent("versions/v4.svg"), encoding: .utf8) == "v4")
        #expect(info(folder.appendingPathComponent("next.svg").path).st_mode & S_IFMT == S_IFLNK)
        #expect(try fileNames(in: folder) == ["current.svg", "latest.svg", "next.svg", "versions"])
    }

    @Test func aLinkToAFolderOrALoopIsRefusedWithTheReason() throws {
        let folder = try scratchFolder("badlink")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        let toFolder = folder.appendingPathComponent("here.svg")
        try fm.createSymbolicLink(atPath: toFolder.path, withDestinationPath: ".")
        #expect(throws: ExportError.file(path: toFolder.path, reason: "cannot replace the file (a folder of that name is in the way)")) {
            try AtomicFile.write([1], to: toFolder)
        }
        let loop = folder.appendingPathComponent("loop.svg")
        try fm.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.svg")
        #expect(throws: ExportError.file(path: loop.path, reason: ExportError.describe(errno: ELOOP))) {
            try AtomicFile.write([1], to: loop)
        }
        #expect(try fileNames(in: folder) == ["here.svg", "loop.svg"])
    }
}
