import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 34's server and command cases, against the real `animatic` binary, real packages built
/// by `swift build`, and a real HTTP server on 127.0.0.1.
@Suite struct HardeningServeTests {
    /// A package of one executable, `tiny`, that writes a one-page site (`tiny site --output F`)
    /// saying `version`; `broken` adds a compile error.
    static func tinySource(version: Int, broken: Bool = false) -> String {
        """
        #if canImport(Glibc)
        import Glibc
        #endif
        let arguments = CommandLine.arguments
        if arguments.count == 4, arguments[1] == "site", arguments[2] == "--output" {
            mkdir(arguments[3], 0o755)
            let file = fopen(arguments[3] + "/index.html", "w")
            fputs("<p>version \(version)</p>\\n", file)
            fclose(file)
        }
        \(broken ? "let broken: Int = \"not a number\"\n" : "")
        """
    }

    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Tiny", targets: [.executableTarget(name: "tiny", path: "Sources/tiny")])

        """

    static func makeTinyPackage(in work: URL) throws -> (package: URL, main: URL) {
        let package = work.appendingPathComponent("tiny", isDirectory: true)
        let sources = package.appendingPathComponent("Sources/tiny", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let main = sources.appendingPathComponent("main.swift")
        try tinySource(version: 1).write(to: main, atomically: true, encoding: .utf8)
        return (package, main)
    }

    /// Whether `pid` runs (a zombie, ended but not yet reaped, does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// The number of open descriptors of `pid`.
    static func descriptors(of pid: pid_t) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).count
    }

    @Test(.timeLimit(.minutes(10)))
    func theWatcherRecoversAfterAFailedFirstBuild() async throws {
        let work = try WorkFolder()
        let (package, main) = try Self.makeTinyPackage(in: work.url)
        let server = try ServerProcess(try AnimaticBinary.url.get(),
                                       ["serve", "--port", "0", "--watch", "--package-path", package.path, "--product", "tiny"],
                                       in: work.url)
        let port = try await server.servingPort(timeout: 300)
        _ = try await server.wait(for: "Ready:", timeout: 300)

        // Never built: a compile error first, shown as the compiler's.
        var offset = server.text.count
        try Self.tinySource(version: 2, broken: true).write(to: main, atomically: true, encoding: .utf8)
        let failed = try await server.waitAny(["Build failed", "Updated in"], after: offset, timeout: 300)
        #expect(failed == "Build failed")
        #expect(server.text.dropFirst(offset).contains("Sources/tiny/main.swift:11:"), "\(server.text.dropFirst(offset))")
        #expect(BuildProblemText.hasError(in: String(server.text.dropFirst(offset))))

        // The fix: built, recorded and served, not "error opening input file …LinkFileList".
        offset = server.text.count
        try Self.tinySource(version: 3).write(to: main, atomically: true, encoding: .utf8)
        let fixed = try await server.waitAny(["Build failed", "Updated in"], after: offset, timeout: 300)
        #expect(fixed == "Updated in", "\(server.text.dropFirst(offset))")
        #expect(!server.text.contains("LinkFileList"))
        let three = try await fetch("http://127.0.0.1:\(port)/index.html").text
        #expect(three.contains("<p>version 3</p>"), "\(three.prefix(300))\n\(server.text.suffix(1500))")

        // And the next save, now that the product was linked once.
        offset = server.text.count
        try Self.tinySource(version: 4).write(to: main, atomically: true, encoding: .utf8)
        #expect(try await server.waitAny(["Build failed", "Updated in"], after: offset, timeout: 300) == "Updated in")
        let four = try await fetch("http://127.0.0.1:\(port)/index.html").text
        #expect(four.contains("<p>version 4</p>"), "\(four.prefix(300))")
        #expect(try await server.interrupt() == 0)
    }

    @Test(.timeLimit(.minutes(10)))
    func sigtermDuringAHungBuildStopsTheServerAndEveryProcessOfTheBuild() async throws {
        let work = try WorkFolder()
        let (package, _) = try Self.makeTinyPackage(in: work.url)
        let server = try ServerProcess(try AnimaticBinary.url.get(),
                                       ["serve", "--port", "0", "--watch", "--package-path", package.path, "--product", "tiny",
                                        "--watch-path", "Package.swift"],
                                       in: work.url)
        _ = try await server.servingPort(timeout: 300)
        _ = try await server.wait(for: "Ready:", timeout: 300)

        // A manifest that says who it is and then hangs: `swift build` waits for it for ever.
        let pidFile = work.url.appendingPathComponent("manifest.pid")
        try """
            // swift-tools-version: 5.9
            import PackageDescription
            import Foundation
            try! String(getpid()).write(toFile: \(String(reflecting: pidFile.path)), atomically: true, encoding: .utf8)
            Thread.sleep(forTimeInterval: 600)
            let package = Package(name: "Tiny", targets: [.executableTarget(name: "tiny", path: "Sources/tiny")])

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        var manifestPid: pid_t?
        for _ in 0..<1200 where manifestPid == nil {
            try await Task.sleep(for: .milliseconds(100))
            manifestPid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0) }
        }
        let hung = try #require(manifestPid, "the manifest never ran; output:\n\(server.text)")
        #expect(Self.isRunning(hung))

        // Ctrl-C's sibling: the server stops within the stop grace (2 s) and a little more.
        kill(server.process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(15)
        while server.process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        let stopped = !server.process.isRunning
        #expect(stopped, "serve still runs 15 s after SIGTERM during a hung build")
        if !stopped { kill(server.process.processIdentifier, SIGKILL) }
        // No orphan: the manifest's process went with the build.
        for _ in 0..<50 where Self.isRunning(hung) { try await Task.sleep(for: .milliseconds(100)) }
        let orphan = Self.isRunning(hung)
        #expect(!orphan, "the manifest's process \(hung) runs on")
        if orphan { kill(hung, SIGKILL) }
        #expect(server.text.hasSuffix("Stopped.\n"), "\(server.text.suffix(500))")
    }

    @Test(.timeLimit(.minutes(5)))
    func aThousandClosedEventStreamsGiveTheirDescriptorsBackWithinASecond() async throws {
        let work = try WorkFolder()
        try "x".write(to: work.url.appendingPathComponent("watched.txt"), atomically: true, encoding: .utf8)
        let server = try ServerProcess(try AnimaticBinary.url.get(),
                                       ["serve", "--port", "0", "--watch", "--watch-path", "watched.txt", "--product", "none"],
                                       in: work.url)
        let port = try await server.servingPort()
        _ = try await server.wait(for: "Ready:", timeout: 120)
        let pid = server.process.processIdentifier
        // One stream first, so that whatever the first one sets up once is already there.
        try Self.openAndCloseEventStream(port: port)
        try await Task.sleep(for: .milliseconds(600))
        let start = Self.descriptors(of: pid)

        // 1,000 streams, 50 open at once, each closed after its first event.
        for _ in 0..<20 {
            let sockets = try (0..<50).map { _ in try Self.connect(port: port) }
            for fd in sockets { try Self.readFirstEvent(fd) }
            for fd in sockets { close(fd) }
        }
        var count = Self.descriptors(of: pid)
        let closedAt = Date()
        while count > start, Date().timeIntervalSince(closedAt) < 1 {
            try await Task.sleep(for: .milliseconds(20))
            count = Self.descriptors(of: pid)
        }
        #expect(count <= start, "\(count) descriptors a second after closing 1,000 event streams; \(start) before")
        #expect(try await server.interrupt() == 0)
    }

    @Test(.timeLimit(.minutes(5)))
    func aKilledServersFolderIsRemovedByTheNextRunAndLinksAreNotServed() async throws {
        let work = try WorkFolder()
        let temporary = work.url.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = ["TMPDIR": temporary.path]
        func folders() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix(".animatic-") }.sorted()
        }
        let first = try ServerProcess(try AnimaticBinary.url.get(), ["serve", "--port", "0"], in: work.url, environment: environment)
        let port = try await first.servingPort()
        let killed = folders()
        try #require(killed.count == 1, "\(folders())")
        #expect(killed[0].contains("-\(first.process.processIdentifier)-"))

        // A link in the served folder, to a file outside it and to one inside it.
        let served = temporary.appendingPathComponent(killed[0]).appendingPathComponent("0")
        try FileManager.default.createSymbolicLink(atPath: served.appendingPathComponent("passwd.html").path,
                                                   withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: served.appendingPathComponent("again.html").path,
                                                   withDestinationPath: "index.html")
        #expect(try await fetch("http://127.0.0.1:\(port)/index.html").status == 200)
        let passwd = try await fetch("http://127.0.0.1:\(port)/passwd.html")
        #expect(passwd.status == 404)
        #expect(!passwd.text.contains("root:"))
        #expect(try await fetch("http://127.0.0.1:\(port)/again.html").status == 404)

        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        #expect(folders() == killed, "kill -9 leaves the folder")

        let second = try ServerProcess(try AnimaticBinary.url.get(), ["serve", "--port", "0"], in: work.url, environment: environment)
        _ = try await second.servingPort()
        let now = folders()
        #expect(now.count == 1 && now != killed, "\(now)")
        #expect(try await second.interrupt() == 0)
        #expect(folders() == [])
    }

    @Test func outputNamesThatAreNotUTF8OrEndInASlashAreRefused() throws {
        let work = try WorkFolder()
        let binary = try AnimaticBinary.url.get().path
        // Bytes no Swift String holds: the shell makes them.
        for byte in ["\\377", "\\376"] {
            let result = try Self.shell(#"exec "$0" export curves --output "$(printf '\#(byte).svg')""#, binary, in: work.url)
            #expect(result.status == 64)
            let shown = byte == "\\377" ? "\\xFF" : "\\xFE"
            #expect(result.stderr == "Error: argument 4 (\(shown).svg) is not valid UTF-8; name files in UTF-8 (nothing was written)\n")
        }
        #expect(work.files() == [])

        let slash = try work.run("export", "curves", "--output", "nodir/")
        #expect(slash.status == 64)
        #expect(slash.stderr.hasPrefix("Error: --output needs a file, got a folder path ending in '/': nodir/\n"))
        #expect(work.files() == [])
        let frame = try work.run("export", "curves", "--at", "1", "--output", "frames/")
        #expect(frame.status == 64)
        #expect(work.files() == [])
    }

    // MARK: - Helpers

    static func shell(_ script: String, _ argument: String, in folder: URL) throws -> AnimaticBinary.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, argument]
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return AnimaticBinary.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                     stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func connect(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let request = Array("GET /_animatic/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        return fd
    }

    /// Reads until the stream's first status event has arrived (or 10 s pass).
    static func readFirstEvent(_ fd: Int32) throws {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains("event: status") {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            try #require(count > 0, "the event stream ended before its first event")
            received += buffer[..<count]
        }
    }

    static func openAndCloseEventStream(port: Int) throws {
        let fd = try connect(port: port)
        try readFirstEvent(fd)
        close(fd)
    }
}

/// A compiler error line as the watcher prints it (`Sources/…swift:line:column: error: …`).
enum BuildProblemText {
    static func hasError(in text: String) -> Bool {
        text.split(separator: "\n").contains { $0.hasPrefix("Sources/tiny/main.swift:11:") && $0.contains(": error: ") }
    }
}

extension ServerProcess {
    /// Waits (up to `timeout` seconds) for the first of `needles` to appear after `offset`; returns it.
    func waitAny(_ needles: [String], after offset: Int, timeout: Double) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let tail = String(text.dropFirst(offset))
            let found = needles.compactMap { needle in tail.range(of: needle).map { (needle, $0.lowerBound) } }
                .min { $0.1 < $1.1 }
            if let found { return found.0 }
            guard process.isRunning, Date() < deadline else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("none of \(needles) within \(timeout) s; output:\n\(text)")
        throw CancellationError()
    }
}
