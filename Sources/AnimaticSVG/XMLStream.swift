import CAnimaticXML

/// The streaming libxml2 writer, seen from Swift. This is the only file of AnimaticSVG that
/// names C functions; libxml2 itself stays inside the C target `CAnimaticXML`.
///
/// Attribute values arrive as UTF-8 bytes in a reused buffer and libxml2 escapes them.
/// Every failing libxml2 call becomes an ``SVGExportError/xml(operation:message:)``.
final class XMLStream {
    private let handle: OpaquePointer

    /// A writer that streams to `fileDescriptor` in chunks (the descriptor stays open).
    init(fileDescriptor: Int32, pretty: Bool) throws {
        guard let h = AXWriterCreateForFileDescriptor(fileDescriptor, pretty ? 1 : 0, "  ") else {
            throw SVGExportError.xml(operation: "create the XML writer", message: "out of memory")
        }
        handle = h
    }

    /// A writer that collects the document in memory.
    init(pretty: Bool) throws {
        guard let h = AXWriterCreateInMemory(pretty ? 1 : 0, "  ") else {
            throw SVGExportError.xml(operation: "create the XML writer", message: "out of memory")
        }
        handle = h
    }

    deinit { AXWriterFree(handle) }

    func startDocument() throws {
        try check(AXWriterStartDocument(handle), "start the document")
    }

    func start(_ name: StaticString) throws {
        try name.withCString { try check(AXWriterStartElement(handle, $0), "start an element") }
    }

    /// Writes an attribute whose value is the UTF-8 text in `value` (without a terminator).
    func attribute(_ name: StaticString, _ value: inout [UInt8]) throws {
        value.append(0)
        defer { value.removeLast() }
        let result = name.withCString { n in
            value.withUnsafeBufferPointer { v in
                v.baseAddress!.withMemoryRebound(to: CChar.self, capacity: v.count) {
                    AXWriterWriteAttribute(handle, n, $0)
                }
            }
        }
        try check(result, "write an attribute")
    }

    /// Writes an attribute with a constant value.
    func attribute(_ name: StaticString, _ value: StaticString) throws {
        let result = name.withCString { n in value.withCString { AXWriterWriteAttribute(handle, n, $0) } }
        try check(result, "write an attribute")
    }

    func end() throws {
        try check(AXWriterEndElement(handle), "end an element")
    }

    /// Closes everything and flushes the last chunk.
    func finish() throws {
        try check(AXWriterEndDocument(handle), "finish the document")
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
        throw SVGExportError.xml(operation: operation, message: message)
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
