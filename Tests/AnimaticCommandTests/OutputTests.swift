import Animatic
import AnimaticReview
import Dispatch
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where `--output` may point (issue 21, "Files"): standard output, devices, FIFOs and links
/// are written through or followed, never replaced; an interrupted `site` is all old or all new.
@Suite struct OutputTests {
    @Test(arguments: ["-", "/dev/stdout", "/dev/fd/1"])
    func standardOutputGetsTheSVGAlone(output: String) throws {
        let work = try WorkFolder()
        let result = try work.run("export", "article-concat", "--output", output)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try story("article-concat").svg()))
        #expect(result.stderr == "")
        #expect(work.files() == [])
        let frame = try work.run("export", "article-concat", "--at", "0.5", "-o", output)
        #expect(frame.stdout == (try story("article-concat").svg(at: 0.5)))
    }

    @Test func devNullIsWrittenNotReplaced() throws {
        let work = try WorkFolder()
        var before = stat(), after = stat()
        #expect(lstat("/dev/null", &before) == 0)
        let result = try work.run("export", "article-concat", "--output", "/dev/null")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote /dev/null\n")
        #expect(lstat("/dev/null", &after) == 0)
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_rdev == before.st_rdev)
        #expect(after.st_ino == before.st_ino)
        #expect(work.files() == [])
    }

    @Test func aFIFOGetsTheSVG() throws {
        let work = try WorkFolder()
        let fifo = work.path("live.svg")
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = Received()
        let reading = Dispatch.DispatchGroup()
        reading.enter()
        Dispatch.DispatchQueue.global().async {
            received.data = Self.readToEnd(fifo)
            reading.leave()
        }
        let result = try work.run("export", "app-intro", "--output", "live.svg")
        reading.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: received.data, as: UTF8.self) == (try story("app-intro").svg()))
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
        #expect(work.files() == ["live.svg"])
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

    @Test func aLinkIsFollowedAndTheFileKeepsItsMode() throws {
        let work = try WorkFolder()
        try Data("old".utf8).write(to: work.url.appendingPathComponent("real.svg"))
        #expect(chmod(work.path("real.svg"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: work.path("intro.svg"), withDestinationPath: "real.svg")
        let result = try work.run("export", "article-concat", "--output", "intro.svg")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try work.text("real.svg") == (try story("article-concat").svg()))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: work.path("intro.svg")) == "real.svg")
        var info = stat()
        #expect(stat(work.path("real.svg"), &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o600)
        #expect(work.files() == ["intro.svg", "real.svg"])
    }

    @Test(arguments: [["export", "article-concat", "--output", "  "], ["export", "article-concat", "-o", "\n"],
                      ["site", "--output", "\t"]])
    func aBlankOutputIsAUsageError(arguments: [String]) throws {
        let work = try WorkFolder()
        let result = try AnimaticBinary.run(arguments, in: work.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: --output needs a"))
        #expect(work.files() == [])
    }

    /// `kill -9` of `animatic samples` at ten moments spread over 5/6 of its run: the site folder is
    /// the whole old site or the whole new one, and the next write leaves nothing beside it.
    @Test func aSiteKilledAtTenMomentsIsAllOldOrAllNew() throws {
        let work = try WorkFolder()
        let reference = work.url.appendingPathComponent("reference")
        let start = Date()
        #expect(try work.run("samples", "--output", "reference").status == 0)
        let whole = Date().timeIntervalSince(start)
        let new = try contents(reference)
        try FileManager.default.removeItem(at: reference)

        let site = work.url.appendingPathComponent("site")
        let oldStory = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.addSubview(box)
            UIView.animate(withDuration: 1) { box.alpha = 0 }
        }
        // Runs take longer or shorter under load, so a kill may come after the run ended: the
        // moments go round again until ten kills have hit a running `samples`.
        var killed = 0
        var attempts = 0
        var old: [String: Data] = [:]
        while killed < 10, attempts < 60 {
            attempts += 1
            let k = (attempts - 1) % 10 + 1
            // The next write (here the old site again) removes what the killed run left beside it.
            try ReviewPage.writeSite([ReviewPage.Entry(name: "old", story: oldStory)], to: site)
            #expect(work.files() == ["site"], "after kill \(k - 1)")
            old = try contents(site)
            let process = Process()
            process.executableURL = try AnimaticBinary.url.get()
            process.arguments = ["samples", "--output", "site"]
            process.currentDirectoryURL = work.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(whole * Double(k) / 12 * 1_000_000))
            // Only while it runs: the id of a process that ended may already be another's.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
            let now = try contents(site)
            #expect(now == old || now == new, "kill \(k): \(now.keys.sorted())")
        }
        #expect(try work.run("samples", "--output", "site").status == 0)
        #expect(try contents(site) == new)
        #expect(work.files() == ["site"])
        #expect(killed == 10, "only \(killed) of \(attempts) kills hit a running `samples` (a whole run took \(whole) s)")
    }

    /// Every file of a flat folder: name to bytes.
    func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }
}
