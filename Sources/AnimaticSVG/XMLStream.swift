import AnimaticExport
import CAnimaticXML
import Foundation

/// The streaming libxml2 writer, seen from Swift. This is the only file of AnimaticSVG that
/// names C functions; libxml2 itself stays inside the C target `CAnimaticXML`.
///
/// User text (ids, names) goes through libxml2's escaping one attribute at a time; Animatic's
/// own numbers and keywords, which escaping would leave unchanged, arrive as whole
/// ` name="value"` runs built in an ``SVGText`` and go into libxml2's output buffer in one call
/// per element.
/// Every failing libxml2 call becomes an ``SVGExportError/xml(operation:message:)``.
final class XMLStream {
    private let handle: OpaquePointer
    /// Whether the document starts with its XML declaration: pretty documents (for reading)
    /// do; compact ones leave it out (39 bytes; UTF-8 is XML's default encoding).
    private let declares: Bool
    /// Sends every trusted attribute through libxml2's escaping too, one attribute per call
    /// (the slow path), so tests can check that the fast path writes the same bytes.
    var escapesTrustedAttributes = false

    /// A writer that streams to `fileDescriptor` in chunks (the descriptor stays open),
    /// compressed as gzip (zlib, level `gzipLevel` 1 to 9) unless `gzipLevel` is 0.
    init(fileDescriptor: Int32, pretty: Bool, gzipLevel: Int32 = 0) throws {
        guard let h = AXWriterCreateForFileDescriptor(fileDescriptor, pretty ? 1 : 0, "  ", gzipLevel) else {
            throw SVGExportError.writer(library: "libxml2", operation: "create the XML writer", message: "out of memory")
        }
        handle = h
        declares = pretty
    }

    /// A writer that collects the document in memory.
    init(pretty: Bool) throws {
        guard let h = AXWriterCreateInMemory(pretty ? 1 : 0, "  ") else {
            throw SVGExportError.writer(library: "libxml2", operation: "create the XML writer", message: "out of memory")
        }
        handle = h
        declares = pretty
    }

    /// A writer of elements to be inserted (``insertFragment(_:)``) into another stream with
    /// the same `pretty`, inside `depth` of its open elements (see ``takeFragment()``).
    init(fragmentDepth depth: Int, pretty: Bool) throws {
        guard let h = AXWriterCreateFragment(pretty ? 1 : 0, "  ", depth) else {
            throw SVGExportError.writer(library: "libxml2", operation: "create the XML writer", message: "out of memory")
        }
        handle = h
        declares = pretty
    }

    deinit { AXWriterFree(handle) }

    /// Writes `bytes` (a whole document) to `fd` compressed as gzip at `level`, as a writer
    /// made with `gzipLevel` writes them; `path` names the file in the error.
    static func writeGzip(_ bytes: [UInt8], to fd: Int32, level: Int32, path: String) throws {
        let result = bytes.withUnsafeBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { AXWriteGzip(fd, $0, b.count, level) }
        }
        if result < 0 {
            throw ExportError.file(path: path, reason: "writing failed: \(String(cString: strerror(-result)))")
        }
    }

    func startDocument() throws {
        try check(AXWriterStartDocument(handle, declares ? 1 : 0), "start the document")
    }

    func start(_ name: StaticString) throws {
        try name.withCString { try check(AXWriterStartElement(handle, $0), "start an element") }
    }

    /// Opens an element whose attributes are all Animatic's own text, written in one call
    /// straight into libxml2's output buffer (see ``trusted(_:)``).
    func start(_ name: StaticString, trusted attributes: borrowing SVGText) throws {
        assert(SVGText.isTrusted(attributes.bytes), "untrusted attribute text")
        if escapesTrustedAttributes {
            try start(name)
            try escapeEach(attributes)
            return
        }
        let result = name.withCString {
            AXWriterStartElementWithTrustedAttributes(handle, $0, attributes.bytes.baseAddress!, attributes.count)
        }
        try check(result, "start an element")
    }

    /// Opens one of Animatic's own elements with no attribute yet: user attributes
    /// (``attribute(_:_:)``, escaped as libxml2's writer escapes them) and trusted ones may
    /// follow. Its tags are written by the writer itself, as for ``start(_:trusted:)``, which
    /// skips libxml2's per-element work (~2,300 instructions for a view's id'd group).
    func startOwn(_ name: StaticString) throws {
        if escapesTrustedAttributes { return try start(name) }
        let result = name.withCString { AXWriterStartElementWithTrustedAttributes(handle, $0, "", 0) }
        try check(result, "start an element")
    }

    /// Writes `<name .../>` whose attributes are all Animatic's own text (see ``trusted(_:)``).
    func empty(_ name: StaticString, trusted attributes: borrowing SVGText) throws {
        try empty(name, trusted: attributes.bytes)
    }

    /// Writes `<name .../>` with attribute text (` name="value"` runs) of Animatic's own, held
    /// in part of an ``SVGText`` (see ``trusted(_:)``).
    func empty(_ name: StaticString, trusted attributes: UnsafeBufferPointer<UInt8>) throws {
        assert(SVGText.isTrusted(attributes), "untrusted attribute text")
        if escapesTrustedAttributes {
            try start(name)
            try escapeEach(attributes)
            try end()
            return
        }
        let result = name.withCString {
            AXWriterWriteEmptyElementWithTrustedAttributes(handle, $0, attributes.baseAddress!, attributes.count)
        }
        try check(result, "write an element")
    }

    /// Writes attributes (` name="value"` text) of the open element without libxml2's escaping,
    /// which would leave them unchanged: only for ``SVGText`` content, Animatic's own ASCII
    /// numbers and keywords (checked in debug builds).
    func trusted(_ attributes: borrowing SVGText) throws {
        assert(SVGText.isTrusted(attributes.bytes), "untrusted attribute text")
        if escapesTrustedAttributes { return try escapeEach(attributes) }
        try check(AXWriterWriteTrustedAttributes(handle, attributes.bytes.baseAddress!, attributes.count),
                  "write an attribute")
    }

    /// Writes an attribute of the open element whose value is user text: libxml2 escapes it.
    func attribute(_ name: StaticString, _ value: String) throws {
        let result = name.withCString { n in value.withCString { AXWriterWriteAttribute(handle, n, $0) } }
        try check(result, "write an attribute")
    }

    /// Writes element text that is user text (a label's line): libxml2 escapes it.
    func string(_ value: String) throws {
        let result = value.withCString { AXWriterWriteString(handle, $0) }
        try check(result, "write text")
    }

    /// Writes markup as the content of one of Animatic's own elements, as it is (no escaping, no
    /// indentation): mixed content such as a `<text>`'s `<tspan>`s. User text in it must be
    /// escaped already.
    func trustedContent(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        let result = bytes.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { AXWriterWriteTrustedContent(handle, $0.baseAddress!, $0.count) }
        }
        try check(result, "write text content")
    }

    /// Writes each ` name="value"` of `attributes` with xmlTextWriterWriteAttribute.
    private func escapeEach(_ attributes: borrowing SVGText) throws {
        try escapeEach(attributes.bytes)
    }

    private func escapeEach(_ attributes: UnsafeBufferPointer<UInt8>) throws {
        var failure: Int32 = 0
        SVGText.forEachAttribute(in: attributes) { name, value in
            guard failure >= 0 else { return }
            let n = String(decoding: name, as: UTF8.self), v = String(decoding: value, as: UTF8.self)
            failure = n.withCString { n in v.withCString { AXWriterWriteAttribute(handle, n, $0) } }
        }
        try check(failure, "write an attribute")
    }

    func end() throws {
        try check(AXWriterEndElement(handle), "end an element")
    }

    /// Closes everything and flushes the last chunk.
    func finish() throws {
        try check(AXWriterEndDocument(handle), "finish the document")
    }

    /// The bytes a fragment stream wrote since the last call, handed over without a copy; it
    /// then starts afresh.
    func takeFragment() throws -> XMLFragment {
        var length = 0
        guard let base = AXWriterTakeFragment(handle, &length) else {
            try check(-1, "finish a part of the document")
            return XMLFragment(base: nil, count: 0)
        }
        return XMLFragment(base: base, count: length)
    }

    /// Inserts bytes from ``takeFragment()`` as the next children of the innermost open element.
    func insertFragment(_ fragment: XMLFragment) throws {
        guard let base = fragment.base else { return }
        try check(AXWriterWriteFragment(handle, base, fragment.count), "write a part of the document")
    }

    /// The bytes of an in-memory writer.
    var memoryBytes: [UInt8] {
        var length = 0
        guard let base = AXWriterMemoryBytes(handle, &length), length > 0 else { return [] }
        return base.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The `errno` of the first failed write to the file, or 0.
    var outputErrorNumber: Int32 { AXWriterOutputErrorNumber(handle) }

    private func check(_ result: Int32, _ operation: String) throws {
        guard result < 0 else { return }
        let errorNumber = AXWriterOutputErrorNumber(handle)
        let message = errorNumber != 0
            ? "output failed: \(SVGExportError.describe(errno: errorNumber))"
            : "libxml2 returned \(result)"
        throw SVGExportError.writer(library: "libxml2", operation: operation, message: message)
    }
}

/// Bytes a fragment stream wrote (``XMLStream/takeFragment()``), owned: libxml2-side memory
/// handed over instead of copied into an array (one copy fewer of every byte of a document
/// written in parallel), freed with the fragment.
final class XMLFragment: @unchecked Sendable {
    /// The bytes (never written after the fragment is made, so it may cross threads).
    fileprivate let base: UnsafeMutablePointer<CChar>?
    /// How many bytes.
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<CChar>?, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { AXFree(base) }

    /// Whether the fragment has no bytes.
    var isEmpty: Bool { count == 0 }

    /// The bytes, for reading while the fragment lives.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafeRawPointer(base)?.assumingMemoryBound(to: UInt8.self), count: count)
    }
}

extension StaticString {
    /// The constant's text as a C string (static strings are NUL-terminated UTF-8).
    @inline(__always) func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try UnsafeRawPointer(utf8Start).withMemoryRebound(to: CChar.self, capacity: utf8CodeUnitCount + 1) {
            try body($0)
        }
    }
}
