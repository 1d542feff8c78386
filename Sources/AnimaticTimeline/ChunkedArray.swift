#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Append-only storage in fixed chunks of about 64 KiB, with value semantics.
///
/// An `Array` that grows copies its elements into a buffer twice as large, so for a moment the
/// old and the new buffer are both resident, and afterwards up to half of the new one is
/// unused: for the timeline of a large story, that was the largest single cost in peak memory.
/// Chunks never move: growing allocates one more chunk, unused capacity is at most one chunk,
/// and a pointer to an element stays valid while the storage lives and is not copied.
///
/// ``appendContiguous(_:filler:)`` keeps a run of elements inside one chunk, so that a segment's
/// numbers can be read through one pointer.
///
/// Copies share the chunks until one of them is mutated (copy on write, like `Array`).
///
/// - Complexity: O(1) to read, write or append an element (amortised: the chunk table grows
///   by doubling, one pointer per chunk).
@usableFromInline struct ChunkedArray<Element>: @unchecked Sendable {
    @usableFromInline final class Storage {
        @usableFromInline @exclusivity(unchecked) var table: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
        @usableFromInline @exclusivity(unchecked) var chunkCount = 0
        @exclusivity(unchecked) var tableCapacity = 0
        @usableFromInline @exclusivity(unchecked) var count = 0

        init() {
            table = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: 1)
            tableCapacity = 1
        }

        deinit {
            for c in 0..<chunkCount {
                table[c].deinitialize(count: used(inChunk: c))
                ChunkedArray.freeChunk(table[c])
            }
            table.deallocate()
        }

        /// How many elements of chunk `c` are initialised.
        func used(inChunk c: Int) -> Int {
            Swift.max(0, Swift.min(ChunkedArray.chunkSize, count - c * ChunkedArray.chunkSize))
        }

        /// The address of element `i` (which may be one past the last, inside an allocated chunk).
        @inlinable @inline(__always) func address(_ i: Int) -> UnsafeMutablePointer<Element> {
            table[i >> ChunkedArray.shift] + (i & (ChunkedArray.chunkSize - 1))
        }

        func addChunk() {
            if chunkCount == tableCapacity {
                let grown = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: tableCapacity * 2)
                grown.moveInitialize(from: table, count: chunkCount)
                table.deallocate()
                table = grown
                tableCapacity *= 2
            }
            table[chunkCount] = ChunkedArray.allocateChunk()
            chunkCount += 1
        }

        func copy() -> Storage {
            let other = Storage()
            for c in 0..<chunkCount {
                other.addChunk()
                other.table[c].initialize(from: table[c], count: used(inChunk: c))
            }
            other.count = count
            return other
        }
    }

    /// Bytes of one chunk's memory.
    @usableFromInline static var chunkBytes: Int { chunkSize * MemoryLayout<Element>.stride }

    /// A chunk's memory, mapped from the system on its own rather than taken from `malloc`.
    ///
    /// A request of 1 KiB or more makes glibc's `malloc` first merge every small block freed
    /// since the last such request (`malloc_consolidate`), and a recording frees hundreds of
    /// thousands of small objects (the Rx chains' sinks and closures): on the 10,000-view
    /// benchmark the 91 chunks cost 10.7 M instructions in `malloc` (118,000 each), and the
    /// merged blocks made later small requests slower too (see BENCHMARKS.md, branch `perf4`).
    /// Mapped memory is page-aligned (enough for any element) and goes back to the system when
    /// the chunk is freed. Failing to map is running out of memory, which ends the process as a
    /// failing `malloc` does in Swift.
    static func allocateChunk() -> UnsafeMutablePointer<Element> {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let raw = mmap(nil, chunkBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else {
            // What `malloc` failing does in Swift's own allocation (`swift_slowAlloc`).
            fatalError("out of memory: could not map \(chunkBytes) bytes for a timeline chunk")
        }
        return raw.bindMemory(to: Element.self, capacity: chunkSize)
        #else
        return UnsafeMutablePointer<Element>.allocate(capacity: chunkSize)
        #endif
    }

    /// Frees a chunk of ``allocateChunk()``.
    static func freeChunk(_ chunk: UnsafeMutablePointer<Element>) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        munmap(UnsafeMutableRawPointer(chunk), chunkBytes)
        #else
        chunk.deallocate()
        #endif
    }

    /// log2 of the elements per chunk: 64 KiB of elements, rounded down to a power of two
    /// (at least 16 elements).
    @inlinable static var shift: Int {
        Swift.max(4, Int.bitWidth - 1 - (65_536 / MemoryLayout<Element>.stride).leadingZeroBitCount)
    }
    @inlinable static var chunkSize: Int { 1 << shift }

    @usableFromInline var storage = Storage()

    @usableFromInline init() {}

    /// How many elements there are (including the padding skipped by ``appendContiguous(_:filler:)``).
    @inlinable var count: Int { storage.count }

    /// Element `i`, read and changed in place: reading one field of a large element (a view
    /// record) copies that field only, and changing one field writes that field only, where a
    /// getter and a setter would copy, retain and release the whole element each time.
    @inlinable subscript(i: Int) -> Element {
        _read {
            precondition(i >= 0 && i < storage.count, "ChunkedArray index out of range")
            yield storage.address(i).pointee
        }
        _modify {
            precondition(i >= 0 && i < storage.count, "ChunkedArray index out of range")
            makeUnique()
            yield &storage.address(i).pointee
        }
    }

    /// The address of element `i`; the elements of one ``appendContiguous(_:filler:)`` run follow it.
    /// Valid while this storage lives and is not mutated through a copy.
    @inlinable func pointer(at i: Int) -> UnsafePointer<Element> {
        precondition(i >= 0 && i < storage.count, "ChunkedArray index out of range")
        return UnsafePointer(storage.address(i))
    }

    @usableFromInline mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    mutating func append(_ element: __owned Element) {
        makeUnique()
        let i = storage.count
        if i & (Self.chunkSize - 1) == 0 && i >> Self.shift == storage.chunkCount { storage.addChunk() }
        storage.address(i).initialize(to: element)
        storage.count = i + 1
    }

    /// Appends `n` copies of `element` (one uniqueness check for all of them).
    mutating func append(repeating element: Element, count n: Int) {
        makeUnique()
        var i = storage.count
        let end = i + n
        while i < end {
            if i & (Self.chunkSize - 1) == 0 && i >> Self.shift == storage.chunkCount { storage.addChunk() }
            let run = Swift.min(end - i, Self.chunkSize - (i & (Self.chunkSize - 1)))
            storage.address(i).initialize(repeating: element, count: run)
            i += run
            storage.count = i
        }
    }

    /// Reserves `n` (at most one chunk) consecutive elements inside one chunk and returns the
    /// index of the first and its address, for the caller to initialise all `n` (before
    /// anything else touches the storage). When the current chunk has less room, the run
    /// starts at the next chunk (the rest of the current one is filled with copies of `filler`
    /// and counted).
    mutating func appendContiguous(_ n: Int, filler: Element) -> (index: Int, at: UnsafeMutablePointer<Element>) {
        precondition(n > 0 && n <= Self.chunkSize, "run length out of range")
        makeUnique()
        var i = storage.count
        let room = Self.chunkSize - (i & (Self.chunkSize - 1))
        if i >> Self.shift < storage.chunkCount && room < n {
            storage.address(i).initialize(repeating: filler, count: room)
            i += room
        }
        if i >> Self.shift == storage.chunkCount { storage.addChunk() }
        storage.count = i + n
        return (i, storage.address(i))
    }
}
