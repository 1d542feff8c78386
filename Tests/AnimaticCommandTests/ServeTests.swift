import AnimaticSamples
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// A `serve` process, its output read as it comes.
final class ServerProcess: Sendable {
    let process: Process
    private final class Output: Sendable { let text = Mutex("") }
    private let output = Output()
    private let pipe = Pipe()

    init(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = pipe
        self.process = process
        let output = output
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var text: String { output.text.withLock { $0 } }

    /// Waits (up to `timeout` seconds) for the output to contain `needle` after `offset`; returns
    /// the text from `offset` up to the end of that line.
    func wait(for needle: String, after offset: Int = 0, timeout: Double) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        // The output is looked at once more after the deadline: while other tests hold the
        // cooperative threads, this task may wake only after the deadline has passed, with the
        // line long since printed.
        while true {
            let all = text
            let tail = String(all.dropFirst(offset))
            if let range = tail.range(of: needle), let end = tail[range.upperBound...].firstIndex(of: "\n") {
                return String(tail[..<end])
            }
            guard process.isRunning, Date() < deadline else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("no '\(needle)' within \(timeout) s; output:\n\(text)")
        throw CancellationError()
    }

    /// The port from the "Serving … on http://127.0.0.1:PORT/" line.
    func servingPort(timeout: Double = 60) async throws -> Int {
        let line = try await wait(for: "on http://127.0.0.1:", timeout: timeout)
        let digits = line.split(separator: ":").last?.prefix { $0.isNumber } ?? ""
        return try #require(Int(digits))
    }

    /// Sends SIGINT (Ctrl-C) and waits for the exit; returns the status.
    func interrupt(timeout: Double = 15) async throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning {
            process.terminate()
            Issue.record("serve did not stop within \(timeout) s of SIGINT")
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }

    deinit { if process.isRunning { process.terminate() } }
}

/// One HTTP exchange with URLSession.
struct Fetched {
    var status: Int
    var contentType: String?
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
}

func fetch(_ url: String, method: String = "GET") async throws -> Fetched {
    var request = URLRequest(url: try #require(URL(string: url)))
    request.httpMethod = method
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return Fetched(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"), body: data)
}

/// A request sent byte for byte over a socket (HTTP clients tidy `..` out of paths first).
func rawRequest(port: Int, path: String) throws -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #expect(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    #expect(connected == 0)
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        response += buffer[..<count]
    }
    return String(decoding: response, as: UTF8.self)
}

/// The local addresses listening on `port`, from /proc/net/tcp and tcp6 (hex, as the kernel writes them).
func listeningAddresses(port: Int) -> [String] {
    let hexPort = String(format: "%04X", port)
    var found: [String] = []
    for file in ["/proc/net/tcp", "/proc/net/tcp6"] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            // local_address, rem_address, st (0A: LISTEN)
            guard fields.count > 3, fields[3] == "0A" else { continue }
            let local = fields[1].split(separator: ":")
            if local.count == 2, local[1] == hexPort { found.append(String(local[0])) }
        }
    }
    return found
}

@Suite struct ServeTests {
    @Test func servesOnlyTheSitesFilesOnLoopbackAndStopsOnCtrlC() async throws {
        let work = try WorkFolder()
        let server = try ServerProcess(try AnimaticBinary.url.get(), ["serve", "--port", "0"], in: work.url)
        let port = try await server.servingPort()
        let base = "http://127.0.0.1:\(port)"
        #expect(server.text.hasPrefix("Serving \(Samples.all.count) samples on http://127.0.0.1:\(port)/ (Ctrl-C stops)\n"))

        // Bound to the loopback address only: 127.0.0.1 (0100007F), never 0.0.0.0 or ::.
        #expect(listeningAddresses(port: port) == ["0100007F"])

        let index = try await fetch(base + "/")
        #expect(index.status == 200)
        #expect(index.contentType == "text/html; charset=utf-8")
        #expect(index.text.contains(#"<a class="card" href="app-intro.html" data-story="app-intro">"#))
        #expect(!index.text.contains("live.js"), "without --watch the pages are the site's files as they are")
        #expect(try await fetch(base + "/index.html").body == index.body)

        let svg = try await fetch(base + "/curves.svg")
        #expect(svg.status == 200)
        #expect(svg.contentType == "image/svg+xml")
        #expect(svg.text == (try story("curves").svg()))
        let page = try await fetch(base + "/curves.html")
        #expect(page.contentType == "text/html; charset=utf-8")
        #expect(page.text.contains(#"<body data-story="curves">"#))

        let missing = try await fetch(base + "/nope.html")
        #expect(missing.status == 404)
        #expect(try await fetch(base + "/curves.svg", method: "POST").status == 405)
        let head = try await fetch(base + "/curves.svg", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(try await fetch(base + "/_animatic/events").status == 400, "no event stream without --watch")

        // Traversal and absolute paths, encoded so that the client sends them as they are.
        for path in ["/%2E%2E/Package.swift", "/..%2FPackage.swift", "/%2Fetc%2Fpasswd", "/.build"] {
            let refused = try await fetch(base + path)
            #expect(refused.status == 400, "\(path)")
            #expect(refused.text == "refused: the review server serves only the site's own files\n")
        }
        // And byte for byte, as a hand-made request sends them.
        for path in ["/../Package.swift", "/../../../../etc/passwd", "//etc/passwd", "/etc/passwd"] {
            let response = try rawRequest(port: port, path: path)
            #expect(response.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(path): \(response.prefix(200))")
            #expect(!response.contains("swift-tools-version") && !response.contains("root:"))
        }

        #expect(try await server.interrupt() == 0)
        #expect(server.text.hasSuffix("Stopped.\n"))
        #expect(work.files() == [], "serve writes nothing into the current folder")
    }

    @Test func aNamedHostIsUsedAndBadPortsAreRefused() async throws {
        let work = try WorkFolder()
        let bad = try work.run("serve", "--port", "70000")
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: --port must be 0...65535, got 70000\n"))
        let notWatching = try work.run("serve", "--product", "x")
        #expect(notWatching.status == 64)
        #expect(notWatching.stderr.hasPrefix("Error: --watch-path, --product and --scratch-path only mean something with --watch\n"))

        // A named loopback address other than the default.
        let server = try ServerProcess(try AnimaticBinary.url.get(), ["serve", "--port", "0", "--host", "127.0.0.2"], in: work.url)
        let line = try await server.wait(for: "on http://127.0.0.2:", timeout: 60)
        let port = try #require(Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        #expect(listeningAddresses(port: port) == ["0200007F"])
        #expect(try await fetch("http://127.0.0.2:\(port)/curves.svg").status == 200)
        #expect(try await server.interrupt() == 0)
    }
}
