import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// Which file of the review site a request path names.
///
/// The site is one flat folder (`index.html`, `<name>.html`, `<name>.svg`), so a path is served
/// only when, percent-decoded, it is `/` (the index) or `/` and one safe file name: letters,
/// digits, `-`, `_` and `.`, not starting with a dot. Everything else — `..`, absolute paths
/// (`//etc/passwd`, `/%2Fetc%2Fpasswd`), backslashes, NUL, sub-folders, hidden files — is refused,
/// and there is no directory listing.
enum SiteFiles {
    enum Resolution: Equatable {
        case file(String)
        case refused
    }

    static func resolve(_ rawPath: String) -> Resolution {
        guard rawPath.hasPrefix("/"), let decoded = rawPath.removingPercentEncoding else { return .refused }
        let name = String(decoded.dropFirst())
        if name.isEmpty { return .file("index.html") }
        guard isSafeName(name) else { return .refused }
        return .file(name)
    }

    static func isSafeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
    }

    /// The bytes of the regular file `name` directly inside `folder`, or `nil` when there is
    /// none: a symbolic link (even to a file inside the folder), a folder, a device or a FIFO is
    /// never served. The file is opened with `O_NOFOLLOW` and checked on the descriptor, so a
    /// link put in its place between a check and the read is not followed either.
    static func regularFile(named name: String, in folder: URL) -> [UInt8]? {
        let path = folder.appendingPathComponent(name).path
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The Content-Type of a site file, by its extension.
    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "png": return "image/png"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}

/// What open pages are told: the site's generation (a new one after each good rebuild), whether a
/// rebuild runs, and the last build or recording problem.
struct LiveStatus: Sendable, Equatable {
    var generation = 0
    var building = false
    var problem: String?

    var json: String {
        var fields = ["\"generation\":\(generation)", "\"building\":\(building)"]
        if let problem { fields.append("\"problem\":\(JSONString.quoted(problem))") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

enum JSONString {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

/// The served folder, the live status, and the open event streams.
final class LiveSite: Sendable {
    private struct State {
        var root: URL
        var exporter: URL
        var status = LiveStatus()
        var streams: [UUID: AsyncStream<ByteBuffer>.Continuation] = [:]
        var closed = false
    }
    private let state: Mutex<State>
    /// Whether pages get the live script (serve --watch).
    let live: Bool

    /// `exporter`: the catalog's command that renders the sharing formats (``ShareRoute``).
    init(root: URL, live: Bool, exporter: URL = ShareRoute.ownExecutable) {
        state = Mutex(State(root: root, exporter: exporter))
        self.live = live
    }

    var root: URL { state.withLock { $0.root } }
    /// The command that renders the sharing formats: the one that recorded the current site.
    var exporter: URL { state.withLock { $0.exporter } }
    var status: LiveStatus { state.withLock { $0.status } }
    var openStreams: Int { state.withLock { $0.streams.count } }

    /// Changes the status (and the root, for a new good site) and tells every open page.
    func update(root newRoot: URL? = nil, exporter newExporter: URL? = nil, _ change: (inout LiveStatus) -> Void) {
        state.withLock { state in
            if let newRoot { state.root = newRoot }
            if let newExporter { state.exporter = newExporter }
            change(&state.status)
            let event = Self.event(state.status)
            for stream in state.streams.values { stream.yield(event) }
        }
    }

    /// How often an open event stream gets a comment line (`:`, which EventSource ignores)
    /// when nothing else is sent: 200 ms.
    ///
    /// A page that closes its stream (a reload, a closed tab) only shows as a failed write: the
    /// server waits for the next event and does not read the connection meanwhile. The comment
    /// is that write, so a closed stream's connection and descriptor are released within about
    /// two periods instead of at the next save (1,000 streams opened and closed used to keep
    /// 1,000 descriptors in CLOSE-WAIT).
    static let keepAlivePeriod = Duration.milliseconds(200)
    static let keepAlive = ByteBuffer(string: ":\n\n")

    /// A stream of Server-Sent Events that starts with the current status.
    func subscribe() -> AsyncStream<ByteBuffer> {
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = UUID()
        let open = state.withLock { state in
            guard !state.closed else { continuation.finish(); return false }
            // Ask the browser to reconnect quickly when the server comes back.
            continuation.yield(ByteBuffer(string: "retry: 500\n\n"))
            continuation.yield(Self.event(state.status))
            state.streams[id] = continuation
            return true
        }
        guard open else { return stream }
        let beat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.keepAlivePeriod)
                if case .terminated = continuation.yield(Self.keepAlive) { return }
            }
        }
        continuation.onTermination = { [weak self] _ in
            beat.cancel()
            self?.state.withLock { _ = $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every event stream (so that the server can stop) and refuses new ones.
    func close() {
        let streams = state.withLock { state in
            state.closed = true
            defer { state.streams = [:] }
            return Array(state.streams.values)
        }
        for stream in streams { stream.finish() }
    }

    static func event(_ status: LiveStatus) -> ByteBuffer {
        ByteBuffer(string: "event: status\ndata: \(status.json)\n\n")
    }
}

/// Answers GET and HEAD for the site's files (and, live, the event stream and its script).
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let site: LiveSite

    static let eventsPath = "/_animatic/events"
    static let scriptPath = "/_animatic/live.js"

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.text(.methodNotAllowed, "only GET and HEAD\n", extra: [.allow: "GET, HEAD"])
        }
        let path = request.uri.path
        if site.live, path == Self.eventsPath {
            var headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
            headers[.init("X-Accel-Buffering")!] = "no"
            return Response(status: .ok, headers: headers, body: ResponseBody(asyncSequence: site.subscribe()))
        }
        if site.live, path == Self.scriptPath {
            return Self.bytes(Array(LiveScript.source.utf8), type: "text/javascript; charset=utf-8", head: request.method == .head)
        }
        if path.hasPrefix(ShareRoute.prefix) {
            return try await ShareRoute.respond(path: path, query: request.uri.query, head: request.method == .head, site: site)
        }
        guard case .file(let name) = SiteFiles.resolve(path) else {
            return Self.text(.badRequest, "refused: the review server serves only the site's own files\n")
        }
        guard var bytes = SiteFiles.regularFile(named: name, in: site.root) else {
            return Self.text(.notFound, "not found: \(name)\n")
        }
        let type = SiteFiles.contentType(of: name)
        if site.live, type.hasPrefix("text/html") {
            bytes = LiveScript.inject(into: bytes, generation: site.status.generation)
        }
        return Self.bytes(bytes, type: type, head: request.method == .head)
    }

    static func bytes(_ bytes: [UInt8], type: String, head: Bool) -> Response {
        let headers: HTTPFields = [.contentType: type, .contentLength: String(bytes.count), .cacheControl: "no-store",
                                   .init("X-Content-Type-Options")!: "nosniff"]
        return Response(status: .ok, headers: headers, body: head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func text(_ status: HTTPResponse.Status, _ text: String, extra: HTTPFields = [:]) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Runs the watcher (if any) until the server is asked to stop, then ends the event streams, so
/// that the HTTP server, stopped after it, has no open request left.
struct LiveService: Service {
    let site: LiveSite
    let watcher: Watcher?

    func run() async throws {
        if let watcher {
            try? await cancelWhenGracefulShutdown { try await watcher.run() }
        } else {
            try? await gracefulShutdown()
        }
        site.close()
    }
}

/// Serves `site` on `host:port` until SIGINT or SIGTERM; `onRunning` gets the bound port.
func runReviewServer(site: LiveSite, host: String, port: Int, watcher: Watcher?,
                     onRunning: @escaping @Sendable (Int) -> Void) async throws {
    var logger = Logger(label: "animatic.serve")
    logger.logLevel = .error
    let app = Application(
        responder: SiteResponder(site: site),
        configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
        onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
        logger: logger)
    // A graceful shutdown stops services in reverse order: first the live service (which ends
    // the event streams), then the HTTP server.
    let group = ServiceGroup(configuration: ServiceGroupConfiguration(
        services: [app, LiveService(site: site, watcher: watcher)],
        gracefulShutdownSignals: [.sigterm, .sigint],
        logger: logger))
    try await group.run()
}
