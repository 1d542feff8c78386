#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// A minimal WebSocket client (RFC 6455) for a server on 127.0.0.1: Firefox's WebDriver BiDi
/// endpoint (`ws://127.0.0.1:PORT/session`).
///
/// Text messages only, client frames masked as the RFC requires, no extensions. Like
/// ``LoopbackHTTP`` it uses blocking POSIX sockets with `poll` deadlines, run on a Dispatch queue
/// by its async wrappers. Not thread-safe: one owner (the ``Browser`` actor) sends and receives.
final class LoopbackWebSocket: @unchecked Sendable {
    private let fd: Int32
    private let what: String
    private var buffer: [UInt8] = []
    private var isClosed = false
    private static let queue = DispatchQueue(label: "AnimaticBrowserTesting.LoopbackWebSocket", attributes: .concurrent)

    /// Connects and performs the opening handshake.
    init(port: UInt16, path: String, timeout: Double) throws {
        what = "ws://127.0.0.1:\(port)\(path)"
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(timeout, 0.001) * 1e9)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BrowserError.transport(request: what, reason: "socket(): \(LoopbackHTTP.errnoText())") }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = LoopbackHTTP.errnoText()
            _ = closeSocket(fd)
            throw BrowserError.transport(request: what, reason: "connect: \(reason)")
        }
        var nonce = [UInt8](repeating: 0, count: 16)
        for i in nonce.indices { nonce[i] = UInt8.random(in: 0...255) }
        let head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(Data(nonce).base64EncodedString())\r\nSec-WebSocket-Version: 13\r\n\r\n"
        do {
            try sendAll(Array(head.utf8), deadline: deadline)
            // Read the handshake reply up to the blank line; frames may follow in the same read.
            while true {
                if let end = Self.find([13, 10, 13, 10], in: buffer) {
                    let reply = String(decoding: buffer[0..<end], as: UTF8.self)
                    buffer.removeFirst(end + 4)
                    guard reply.hasPrefix("HTTP/1.1 101") else {
                        throw BrowserError.transport(request: what, reason: "handshake refused: \(reply.prefix(200))")
                    }
                    break
                }
                try receiveMore(deadline: deadline)
            }
        } catch {
            _ = closeSocket(fd)
            throw error
        }
    }

    deinit { if !isClosed { _ = closeSocket(fd) } }

    /// Closes the connection (without the closing handshake: the peer is about to be killed).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = closeSocket(fd)
    }

    /// Sends one text message.
    func send(text: String, timeout: Double) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81] // FIN + text
        let count = payload.count
        if count < 126 {
            frame.append(0x80 | UInt8(count))
        } else if count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((UInt64(count) >> UInt64(shift)) & 0xFF)) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame.reserveCapacity(frame.count + count)
        for (i, byte) in payload.enumerated() { frame.append(byte ^ mask[i & 3]) }
        try sendAll(frame, deadline: DispatchTime.now().uptimeNanoseconds + UInt64(max(timeout, 0.001) * 1e9))
    }

    /// Receives the next text message (answering pings, joining continuation frames).
    func receive(timeout: Double) throws -> String {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(timeout, 0.001) * 1e9)
        var message: [UInt8] = []
        while true {
            let (fin, opcode, payload) = try nextFrame(deadline: deadline)
            switch opcode {
            case 0x0, 0x1, 0x2:
                message += payload
                if fin { return String(decoding: message, as: UTF8.self) }
            case 0x8:
                throw BrowserError.transport(request: what, reason: "the browser closed the WebSocket")
            case 0x9: // ping -> pong
                var pong: [UInt8] = [0x8A, 0x80 | UInt8(min(payload.count, 125))]
                let mask: [UInt8] = [0, 0, 0, 0]
                pong += mask + payload.prefix(125)
                try sendAll(pong, deadline: deadline)
            default:
                continue
            }
        }
    }

    /// `send` then `receive` until `matches` accepts a message, on the socket queue.
    func exchange(text: String, timeout: Double, until matches: @escaping @Sendable (String) -> Bool) async throws -> String {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            Self.queue.async {
                continuation.resume(with: Result {
                    try self.send(text: text, timeout: timeout)
                    let deadline = Date().addingTimeInterval(timeout)
                    while true {
                        let left = deadline.timeIntervalSinceNow
                        guard left > 0 else { throw BrowserError.transport(request: self.what, reason: "timed out") }
                        let message = try self.receive(timeout: left)
                        if matches(message) { return message }
                    }
                })
            }
        }
    }

    private func nextFrame(deadline: UInt64) throws -> (Bool, UInt8, [UInt8]) {
        try need(2, deadline: deadline)
        let fin = buffer[0] & 0x80 != 0
        let opcode = buffer[0] & 0x0F
        let masked = buffer[1] & 0x80 != 0
        var length = Int(buffer[1] & 0x7F)
        var offset = 2
        if length == 126 {
            try need(4, deadline: deadline)
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            offset = 4
        } else if length == 127 {
            try need(10, deadline: deadline)
            length = 0
            for i in 2..<10 { length = length << 8 | Int(buffer[i]) }
            offset = 10
        }
        let maskOffset = offset
        if masked { offset += 4 }
        try need(offset + length, deadline: deadline)
        var payload = Array(buffer[offset..<(offset + length)])
        if masked {
            let mask = Array(buffer[maskOffset..<(maskOffset + 4)])
            for i in payload.indices { payload[i] ^= mask[i & 3] }
        }
        buffer.removeFirst(offset + length)
        return (fin, opcode, payload)
    }

    private func need(_ count: Int, deadline: UInt64) throws {
        while buffer.count < count { try receiveMore(deadline: deadline) }
    }

    private func receiveMore(deadline: UInt64) throws {
        try wait(events: Int16(POLLIN), deadline: deadline)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
        if n < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            throw BrowserError.transport(request: what, reason: "recv: \(LoopbackHTTP.errnoText())")
        }
        if n == 0 { throw BrowserError.transport(request: what, reason: "the browser closed the connection") }
        buffer += chunk[0..<n]
    }

    private func sendAll(_ bytes: [UInt8], deadline: UInt64) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                try wait(events: Int16(POLLOUT), deadline: deadline)
                let n = sendBytes(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw BrowserError.transport(request: what, reason: "send: \(LoopbackHTTP.errnoText())")
                }
                offset += n
            }
        }
    }

    private func wait(events: Int16, deadline: UInt64) throws {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw BrowserError.transport(request: what, reason: "timed out") }
            var pfd = pollfd(fd: fd, events: events, revents: 0)
            let r = poll(&pfd, 1, Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
            if r > 0 { return }
            if r < 0 && errno != EINTR { throw BrowserError.transport(request: what, reason: "poll: \(LoopbackHTTP.errnoText())") }
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if Array(haystack[i..<(i + needle.count)]) == needle { return i }
        }
        return nil
    }
}

private func closeSocket(_ fd: Int32) -> Int32 { close(fd) }
private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int { send(fd, bytes, count, flags) }
