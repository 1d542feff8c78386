#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// A minimal HTTP/1.1 client for servers on 127.0.0.1 (chromedriver), one connection per request.
///
/// Foundation's `URLSession` on Linux fails against chromedriver here ("Failed writing header"
/// from libcurl), so we speak HTTP ourselves: the request is small and fixed-form, and the
/// response is read by `Content-Length` (or chunked encoding, or until the server closes).
/// The blocking socket work runs on a Dispatch queue, never on Swift's cooperative pool.
enum LoopbackHTTP {
    struct Response: Sendable {
        var status: Int
        var body: Data
    }

    private static let queue = DispatchQueue(label: "AnimaticBrowserTesting.LoopbackHTTP", attributes: .concurrent)

    /// Sends one request and returns the response; throws `BrowserError.transport` on failure.
    static func request(port: UInt16, method: String, path: String, body: Data?, timeout: Double) async throws -> Response {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Response, any Error>) in
            queue.async {
                continuation.resume(with: Result { try requestBlocking(port: port, method: method, path: path, body: body, timeout: timeout) })
            }
        }
    }

    /// The blocking form of `request`.
    static func requestBlocking(port: UInt16, method: String, path: String, body: Data?, timeout: Double) throws -> Response {
        let what = "\(method) http://127.0.0.1:\(port)\(path)"
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(timeout, 0.001) * 1e9)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BrowserError.transport(request: what, reason: "socket(): \(errnoText())") }
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw BrowserError.transport(request: what, reason: "connect: \(errnoText())") }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: application/json\r\nConnection: close\r\n"
        if let body {
            head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        } else if method != "GET" {
            head += "Content-Length: 0\r\n"
        }
        head += "\r\n"
        var request = Data(head.utf8)
        if let body { request.append(body) }
        try request.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                try waitFor(fd: fd, events: Int16(POLLOUT), deadline: deadline, what: what)
                let n = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw BrowserError.transport(request: what, reason: "send: \(errnoText())")
                }
                offset += n
            }
        }

        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var parsed: (status: Int, headers: [String: String], bodyStart: Int)?
        while true {
            if let p = parsed ?? parseHead(received) {
                parsed = p
                if let length = p.headers["content-length"].flatMap(Int.init), received.count - p.bodyStart >= length {
                    return Response(status: p.status, body: received.subdata(in: p.bodyStart..<(p.bodyStart + length)))
                }
                if p.headers["transfer-encoding"]?.lowercased().contains("chunked") == true,
                   let decoded = decodeChunked(received.subdata(in: p.bodyStart..<received.count)) {
                    return Response(status: p.status, body: decoded)
                }
            }
            try waitFor(fd: fd, events: Int16(POLLIN), deadline: deadline, what: what)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw BrowserError.transport(request: what, reason: "recv: \(errnoText())")
            }
            if n == 0 {
                guard let p = parsed else {
                    throw BrowserError.transport(request: what, reason: "the server closed the connection without a response")
                }
                if p.headers["content-length"] != nil || p.headers["transfer-encoding"] != nil {
                    throw BrowserError.transport(request: what, reason: "the server closed the connection mid-response")
                }
                return Response(status: p.status, body: received.subdata(in: p.bodyStart..<received.count))
            }
            received.append(contentsOf: buffer[0..<n])
        }
    }

    private static func waitFor(fd: Int32, events: Int16, deadline: UInt64, what: String) throws {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw BrowserError.transport(request: what, reason: "timed out") }
            var pfd = pollfd(fd: fd, events: events, revents: 0)
            let ms = Int32(min((deadline - now) / 1_000_000 + 1, 60_000))
            let r = poll(&pfd, 1, ms)
            if r > 0 { return }
            if r < 0 && errno != EINTR { throw BrowserError.transport(request: what, reason: "poll: \(errnoText())") }
        }
    }

    private static func parseHead(_ data: Data) -> (status: Int, headers: [String: String], bodyStart: Int)? {
        guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
        let text = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = statusLine.count >= 2 ? Int(statusLine[1]) ?? 0 : 0
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] =
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers, end.upperBound - data.startIndex)
    }

    /// The decoded body when `data` holds a complete chunked body, else `nil`.
    private static func decodeChunked(_ data: Data) -> Data? {
        let bytes = [UInt8](data)
        var out = Data()
        var i = 0
        while true {
            guard let lineEnd = indexOfCRLF(bytes, from: i) else { return nil }
            let sizeText = String(decoding: bytes[i..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            i = lineEnd + 2
            if size == 0 { return out }
            guard bytes.count >= i + size + 2 else { return nil }
            out.append(contentsOf: bytes[i..<(i + size)])
            i += size + 2
        }
    }

    private static func indexOfCRLF(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == 13 && bytes[i + 1] == 10 { return i }
            i += 1
        }
        return nil
    }

    /// A TCP port on 127.0.0.1 that was free a moment ago (the kernel's choice for port 0).
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BrowserError.transport(request: "free port", reason: "socket(): \(errnoText())") }
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0
            }
        }
        guard ok else { throw BrowserError.transport(request: "free port", reason: "bind: \(errnoText())") }
        return UInt16(bigEndian: addr.sin_port)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
