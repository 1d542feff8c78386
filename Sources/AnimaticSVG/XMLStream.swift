import CAnimaticXML

/// The streaming libxml2 writer, seen from Swift. This is the only file of AnimaticSVG that
/// names C functions; libxml2 itself stays inside the C target `CAnimaticXML`.
///
/// User text (ids, names) goes through libxml2's escaping one attribute at a time; Animatic's
/// own numbers and keywords, which escaping would leave unchanged, arrive as whole
/// ` name="value"` runs built in an ``SVGText`` and go into libxml2's output buffer in one call
/// per element.
///
/// Calls are not made one by one: they are encoded into a batch (see `AXOperation` in
/// CAnimaticXML.h) that C replays in order, one Swift-to-C call per 128 KiB of calls. Memory
/// stays at one batch whatever the document.
///
/// Every failing libxml2 call becomes an ``SVGExportError/xml(operation:message:)``, reported
/// when its batch is replayed (the first failure in document order).
final class XMLStream {
    private let handle: OpaquePointer
    /// The calls encoded since the last replay (behind a pointer: no exclusivity checks).
    private let batch: UnsafeMutablePointer<Batch>
    /// Bytes after which a batch is handed over.
    private static let batchSize = 1 << 17

    /// Sends every trusted attribute through libxml2's escaping too, one attribute per call
    /// (the slow path), so tests can check that the fast path writes the same bytes.
    var escapesTrustedAttributes = false {
        didSet { AXWriterSetEscapesTrustedAttributes(handle, escapesTrustedAttributes ? 1 : 0) }
    }

    /// A writer that streams to `fileDescriptor` in chunks (the descriptor stays open).
    init(fileDescriptor: Int32, pretty: Bool) throws {
        guard let h = AXWriterCreateForFileDescriptor(fileDescriptor, pretty ? 1 : 0, "  ") else {
            throw SVGExportError.xml(operation: "create the XML writer", message: "out of memory")
        }
        handle = h
        batch = .allocate(capacity: 1)
        batch.initialize(to: Batch(capacity: XMLStream.batchSize + 4096))
    }

    /// A writer that collects the document in memory.
    init(pretty: Bool) throws {
        guard let h = AXWriterCreateInMemory(pretty ? 1 : 0, "  ") else {
            throw SVGExportError.xml(operation: "create the XML writer", message: "out of memory")
        }
        handle = h
        batch = .allocate(capacity: 1)
        batch.initialize(to: Batch(capacity: XMLStream.batchSize + 4096))
    }

    deinit {
        AXWriterFree(handle)
        batch.pointee.free()
        batch.deinitialize(count: 1)
        batch.deallocate()
    }

    func startDocument() throws {
        batch.pointee.operation(AXOperationStartDocument)
    }

    func start(_ name: StaticString) throws {
        batch.pointee.operation(AXOperationStartElement, name: name)
    }

    /// Opens an element whose attributes are all Animatic's own text, written in one call
    /// straight into libxml2's output buffer (see ``trusted(_:)``).
    func start(_ name: StaticString, trusted attributes: borrowing SVGText) throws {
        assert(SVGText.isTrusted(attributes.bytes), "untrusted attribute text")
        batch.pointee.operation(AXOperationStartElementTrusted, name: name, bytes: attributes.bytes)
        try submitIfFull()
    }

    /// Writes `<name .../>` whose attributes are all Animatic's own text (see ``trusted(_:)``).
    func empty(_ name: StaticString, trusted attributes: borrowing SVGText) throws {
        assert(SVGText.isTrusted(attributes.bytes), "untrusted attribute text")
        batch.pointee.operation(AXOperationEmptyElementTrusted, name: name, bytes: attributes.bytes)
        try submitIfFull()
    }

    /// Writes attributes (` name="value"` text) of the open element without libxml2's escaping,
    /// which would leave them unchanged: only for ``SVGText`` content, Animatic's own ASCII
    /// numbers and keywords (checked in debug builds). Fails when no start tag is open.
    func trusted(_ attributes: borrowing SVGText) throws {
        assert(SVGText.isTrusted(attributes.bytes), "untrusted attribute text")
        batch.pointee.operation(AXOperationTrustedAttributes, bytes: attributes.bytes)
        try submitIfFull()
    }

    /// Writes an attribute of the open element whose value is user text: libxml2 escapes it
    /// (up to a NUL, as a C string).
    func attribute(_ name: StaticString, _ value: String) throws {
        var value = value
        value.withUTF8 { batch.pointee.operation(AXOperationAttribute, name: name, cString: $0) }
        try submitIfFull()
    }

    func end() throws {
        batch.pointee.operation(AXOperationEndElement)
    }

    /// Closes everything and flushes the last chunk.
    func finish() throws {
        batch.pointee.operation(AXOperationEndDocument)
        try flush()
    }

    /// Replays everything encoded so far; throws the first failure.
    func flush() throws {
        let result = AXWriterReplay(handle, batch.pointee.storage, batch.pointee.count)
        batch.pointee.count = 0
        try check(result)
    }

    /// The first failure of the calls encoded so far, after making them (for a caller that
    /// stops with an error of its own: a write failure earlier in the document comes first).
    func firstFailure() -> SVGExportError? {
        do {
            try flush()
            return nil
        } catch let error as SVGExportError {
            return error
        } catch {
            return nil
        }
    }

    /// The bytes of an in-memory writer (after ``finish()``).
    var memoryBytes: [UInt8] {
        var length = 0
        guard let base = AXWriterMemoryBytes(handle, &length), length > 0 else { return [] }
        return base.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The `errno` of the first failed write to the file, or 0.
    var outputErrorNumber: Int32 { AXWriterOutputErrorNumber(handle) }

    @inline(__always) private func submitIfFull() throws {
        if batch.pointee.count >= XMLStream.batchSize { try flush() }
    }

    private func check(_ result: Int32) throws {
        guard result < 0 else { return }
        let operation: String
        switch AXOperation(rawValue: UInt32(AXWriterFailedOperation(handle))) {
        case AXOperationStartDocument: operation = "start the document"
        case AXOperationStartElement, AXOperationStartElementTrusted: operation = "start an element"
        case AXOperationEmptyElementTrusted: operation = "write an element"
        case AXOperationTrustedAttributes, AXOperationAttribute: operation = "write an attribute"
        case AXOperationEndElement: operation = "end an element"
        default: operation = "finish the document"
        }
        let errorNumber = AXWriterOutputErrorNumber(handle)
        let message = errorNumber != 0
            ? "output failed: \(SVGExportError.describe(errno: errorNumber))"
            : "libxml2 returned \(result)"
        throw SVGExportError.xml(operation: operation, message: message)
    }
}

/// A growable byte buffer of encoded calls.
private struct Batch {
    private(set) var storage: UnsafeMutablePointer<UInt8>
    var count = 0
    private var capacity: Int

    init(capacity: Int) {
        storage = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    func free() { storage.deallocate() }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }

    @inline(__always) private mutating func raw<T>(_ value: T) {
        withUnsafeBytes(of: value) { bytes in
            UnsafeMutableRawPointer(storage + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            count += bytes.count
        }
    }

    @inline(__always) mutating func operation(_ op: AXOperation) {
        reserve(1)
        storage[count] = UInt8(truncatingIfNeeded: op.rawValue)
        count += 1
    }

    @inline(__always) mutating func operation(_ op: AXOperation, name: StaticString) {
        precondition(name.hasPointerRepresentation)
        reserve(1 + MemoryLayout<UnsafeRawPointer>.size)
        storage[count] = UInt8(truncatingIfNeeded: op.rawValue)
        count += 1
        raw(UnsafeRawPointer(name.utf8Start))
    }

    @inline(__always) mutating func operation(_ op: AXOperation, name: StaticString,
                                              bytes: UnsafeBufferPointer<UInt8>) {
        operation(op, name: name)
        append(bytes, terminated: false)
    }

    @inline(__always) mutating func operation(_ op: AXOperation, bytes: UnsafeBufferPointer<UInt8>) {
        operation(op)
        append(bytes, terminated: false)
    }

    mutating func operation(_ op: AXOperation, name: StaticString, cString bytes: UnsafeBufferPointer<UInt8>) {
        operation(op, name: name)
        append(bytes, terminated: true)
    }

    /// A uint32 length, the bytes, and a NUL when `terminated` (counted in the length).
    @inline(__always) private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, terminated: Bool) {
        let length = bytes.count + (terminated ? 1 : 0)
        precondition(length <= Int(UInt32.max), "attribute text too long")
        reserve(MemoryLayout<UInt32>.size + length)
        raw(UInt32(length))
        if let base = bytes.baseAddress { (storage + count).update(from: base, count: bytes.count) }
        count += bytes.count
        if terminated { storage[count] = 0; count += 1 }
    }
}
