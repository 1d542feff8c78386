import AnimaticClock
import AnimaticTimeline
import Foundation

/// A reused byte buffer that the writer builds the attributes of one element in, as
/// ` name="value"` text, before handing them to libxml2 in one call
/// (``XMLStream/start(_:trusted:)``). Numbers go in through
/// ``NumberText/writeFixed(_:places:to:)``: no `String` and no array append per number.
///
/// Everything written here is Animatic's own ASCII (numbers, keywords, `#rrggbb`), text that
/// libxml2's attribute escaping leaves unchanged (``isTrusted(_:)``); user text (ids, names)
/// never goes in here but through ``XMLStream/attribute(_:_:)``, escaped by libxml2.
///
/// A non-finite number is not written; it sets ``nonFinite`` so that the writer can refuse
/// the document before the value reaches libxml2.
///
/// Noncopyable: it owns its memory and frees it once.
struct SVGText: ~Copyable {
    /// The most bytes one number takes: ``NumberText/maximumFixedLength`` as a literal of this
    /// module (a test checks they are equal). `NumberText` is another module's `package` type,
    /// whose constant is read through a call, and the caches' sizes built on it through lazy
    /// initialisers, on every use otherwise (~2 M instructions at 10,000 views).
    static let numberBytes = 32
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    var nonFinite = false

    /// The texts of the numbers printed last (``NumberTexts``), when this buffer keeps them:
    /// the document writer's own buffer, where a story's views print the same few positions,
    /// angles, sizes and opacities over and over.
    private var numberTexts: UnsafeMutablePointer<NumberTexts>?

    init(capacity: Int = 4096, cachingNumbers: Bool = false) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
        if cachingNumbers {
            numberTexts = .allocate(capacity: 1)
            numberTexts!.initialize(to: NumberTexts())
        }
    }

    deinit {
        base.deallocate()
        if let numberTexts {
            numberTexts.deinitialize(count: 1)
            numberTexts.deallocate()
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes written since the last ``clear()``.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) mutating func clear() { count = 0 }

    /// Makes room for `extra` more bytes.
    @inline(__always) mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always) mutating func number(_ value: Double, _ places: Int) {
        if let numberTexts {
            cachedNumber(value, places, numberTexts)
        } else {
            formatNumber(value, places)
        }
    }

    /// ``number(_:_:)`` through the buffer's ``NumberTexts``: the bytes the same number with the
    /// same places printed before, or printed now and remembered (finite numbers only, so a
    /// hit never skips the ``nonFinite`` flag).
    private mutating func cachedNumber(_ value: Double, _ places: Int, _ cache: UnsafeMutablePointer<NumberTexts>) {
        let bits = value.bitPattern
        let slot = NumberTexts.slot(bits)
        reserve(SVGText.numberBytes)
        if cache.pointee.keys[slot] == bits && cache.pointee.places[slot] == places {
            // The whole slot (``reserve(_:)`` made room for it): a copy of a constant size,
            // which the compiler makes a few moves, not a call.
            UnsafeMutableRawPointer(base + count).copyMemory(from: cache.pointee.bytes + slot * SVGText.numberBytes,
                                                              byteCount: SVGText.numberBytes)
            count += cache.pointee.lengths[slot]
            return
        }
        let start = count
        let wasFinite = !nonFinite
        formatNumber(value, places)
        guard wasFinite && !nonFinite else { return }
        cache.pointee.keys[slot] = bits
        cache.pointee.places[slot] = places
        cache.pointee.lengths[slot] = count - start
        (cache.pointee.bytes + slot * SVGText.numberBytes).update(from: base + start, count: count - start)
    }

    /// Prints `value` with `places` decimals (shortest, no exponent, no `0` before the point).
    @inline(__always) private mutating func formatNumber(_ value: Double, _ places: Int) {
        reserve(SVGText.numberBytes)
        // Not finite, or beyond 2^64 where fixed notation (no exponent) has no room: refused.
        if !(abs(value) < 0x1p64) { nonFinite = true; base[count] = UInt8(ascii: "0"); count += 1; return }
        let start = count
        count += NumberText.writeFixed(value, places: places, to: base + count)
        // No `0` before the point: `.42` for 0.42, `-.5` for −0.5 (SVG's and CSS's number
        // grammars allow it; a byte fewer per number below 1, and gzip finds the same
        // `.` runs in every attribute).
        let zero = base[start] == UInt8(ascii: "-") ? start + 1 : start
        if count - zero > 2 && base[zero] == UInt8(ascii: "0") && base[zero + 1] == UInt8(ascii: ".") {
            for i in zero..<(count - 1) { base[i] = base[i + 1] }
            count -= 1
        }
    }

    /// Appends a keyTime (a fraction of an animation's duration) with `places` decimals, rounded
    /// DOWN unless it is within a thousandth of the last place of a printable value: a key moment
    /// then never lands after its instant. Rounded to nearest, 0.7 s of 2.4 s printed 0.291666667
    /// (0.7000000008 s), and Firefox, whose SMIL clock stands on whole milliseconds, showed the
    /// value before a jump at 0.700 s, where Chromium and WebKit (never sought exactly there)
    /// and the model show the value after it.
    @inline(__always) mutating func keyTime(_ value: Double, _ places: Int) {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = value * scale
        let nearest = scaled.rounded()
        number(abs(scaled - nearest) < 1e-3 ? value : scaled.rounded(.down) / scale, places)
    }

    /// Drops what was written after the first `count` bytes.
    @inline(__always) mutating func truncate(to count: Int) {
        self.count = min(self.count, count)
    }

    /// Appends a translation's `x y`, or `x` alone when y prints as `0` (SVG's default for a
    /// translation's y, in `translate()` and in `animateTransform` values alike).
    @inline(__always) mutating func translation(_ x: Double, _ y: Double, _ places: Int) {
        number(x, places)
        let mark = count
        byte(UInt8(ascii: " "))
        number(y, places)
        if count == mark + 2 && base[mark + 1] == UInt8(ascii: "0") { count = mark }
    }

    /// Appends a scale's `sx sy`, or `sx` alone when both print the same (SVG's uniform scale,
    /// in `scale()` and in `animateTransform` values alike).
    @inline(__always) mutating func scale(_ x: Double, _ y: Double, _ places: Int) {
        let start = count
        number(x, places)
        let mark = count
        byte(UInt8(ascii: " "))
        number(y, places)
        let n = mark - start
        if count - mark - 1 == n && memcmp(base + start, base + mark + 1, n) == 0 { count = mark }
    }

    @inline(__always) mutating func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    @inline(__always) mutating func ascii(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        reserve(n)
        (base + count).update(from: text.utf8Start, count: n)
        count += n
    }

    /// Appends what `other` holds (Animatic's own text too).
    @inline(__always) mutating func append(_ other: borrowing SVGText) {
        append(other, from: 0, count: other.count)
    }

    /// Appends `count` bytes of `other` from offset `from`.
    @inline(__always) mutating func append(_ other: borrowing SVGText, from: Int, count n: Int) {
        reserve(n)
        (base + count).update(from: other.base + from, count: n)
        count += n
    }

    /// Overwrites `count` bytes at `offset` (within the capacity) with bytes of `other`.
    fileprivate mutating func write(_ other: borrowing SVGText, from: Int, count n: Int, at offset: Int) {
        reserve(offset + n - count)
        (base + offset).update(from: other.base + from, count: n)
        count = max(count, offset + n)
    }

    /// Starts an attribute: ` name="`.
    @inline(__always) mutating func open(_ name: StaticString) {
        let n = name.utf8CodeUnitCount
        reserve(n + 3)
        base[count] = UInt8(ascii: " ")
        (base + count + 1).update(from: name.utf8Start, count: n)
        base[count + n + 1] = UInt8(ascii: "=")
        base[count + n + 2] = UInt8(ascii: "\"")
        count += n + 3
    }

    /// Ends an attribute: `"`.
    @inline(__always) mutating func close() { byte(UInt8(ascii: "\"")) }

    /// A whole attribute with a constant value: ` name="value"`.
    @inline(__always) mutating func attribute(_ name: StaticString, _ value: StaticString) {
        open(name); ascii(value); close()
    }

    /// `#rrggbb` for the colour's red, green and blue (alpha is written apart), or `#rgb`
    /// when each channel's two digits are the same (CSS's short form: `#36c` is `#3366cc`).
    mutating func color(_ c: RGBA) {
        reserve(7)
        base[count] = UInt8(ascii: "#")
        count += 1
        let start = count
        hex(c.red)
        hex(c.green)
        hex(c.blue)
        let d = base + start
        if d[0] == d[1] && d[2] == d[3] && d[4] == d[5] {
            d[1] = d[2]; d[2] = d[4]
            count = start + 3
        }
    }

    @inline(__always) private mutating func hex(_ component: Double) {
        let v = component.isFinite ? Int((min(1, max(0, component)) * 255).rounded()) : 0
        base[count] = SVGText.hexDigit(v >> 4)
        base[count + 1] = SVGText.hexDigit(v & 15)
        count += 2
    }

    @inline(__always) private static func hexDigit(_ d: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: d < 10 ? 48 + d : 87 + d)   // 0-9, a-f
    }

    /// Whether libxml2's attribute escaping (xmlBufAttrSerializeTxtContent) leaves `value`
    /// unchanged: printable ASCII other than `<`, `>`, `&` and `"`.
    static func isTrustedValue<C: Collection<UInt8>>(_ value: C) -> Bool {
        value.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">")
            && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "\"") }
    }

    /// Whether `text` is a sequence of ` name="value"` with trusted values (checked in debug
    /// builds before trusted bytes bypass libxml2's escaping).
    static func isTrusted(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var valid = true
        let complete = forEachAttribute(in: text) { name, value in
            valid = valid && !name.isEmpty && name.allSatisfy(isNameByte) && isTrustedValue(value)
        }
        return complete && valid
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ":")
    }

    /// Calls `body` with the name and value of each ` name="value"` in `text`; returns false
    /// if `text` is not such a sequence.
    @discardableResult
    static func forEachAttribute(
        in text: UnsafeBufferPointer<UInt8>,
        _ body: (Slice<UnsafeBufferPointer<UInt8>>, Slice<UnsafeBufferPointer<UInt8>>) -> Void
    ) -> Bool {
        var i = 0
        let n = text.count
        while i < n {
            guard text[i] == UInt8(ascii: " ") else { return false }
            i += 1
            let nameStart = i
            while i < n, text[i] != UInt8(ascii: "=") { i += 1 }
            guard i + 1 < n, text[i + 1] == UInt8(ascii: "\"") else { return false }
            let name = text[nameStart..<i]
            i += 2
            let valueStart = i
            while i < n, text[i] != UInt8(ascii: "\"") { i += 1 }
            guard i < n else { return false }
            body(name, text[valueStart..<i])
            i += 1
        }
        return true
    }
}

/// The texts of the numbers a buffer printed last (``SVGText/init(capacity:cachingNumbers:)``),
/// by bit pattern and places, in a direct-mapped table: a story's views print the same few
/// numbers over and over (positions on a grid, the angles of a turn, a size, 0 and 1), and
/// copying up to ``SVGText/numberBytes`` bytes is cheaper than printing a number again. A hit
/// appends exactly the bytes the same number printed before.
struct NumberTexts: ~Copyable {
    static let slots = 256
    let keys: UnsafeMutablePointer<UInt64>
    /// The places each slot was printed with; -1 for an empty slot.
    let places: UnsafeMutablePointer<Int>
    let lengths: UnsafeMutablePointer<Int>
    /// ``SVGText/numberBytes`` bytes per slot.
    let bytes: UnsafeMutablePointer<UInt8>

    init() {
        keys = .allocate(capacity: NumberTexts.slots)
        keys.initialize(repeating: 0, count: NumberTexts.slots)
        places = .allocate(capacity: NumberTexts.slots)
        places.initialize(repeating: -1, count: NumberTexts.slots)
        lengths = .allocate(capacity: NumberTexts.slots)
        lengths.initialize(repeating: 0, count: NumberTexts.slots)
        bytes = .allocate(capacity: NumberTexts.slots * SVGText.numberBytes)
        bytes.initialize(repeating: 0, count: NumberTexts.slots * SVGText.numberBytes)
    }

    deinit {
        keys.deallocate()
        places.deallocate()
        lengths.deallocate()
        bytes.deallocate()
    }

    /// The slot of a number's bit pattern (the top 8 bits of a Fibonacci hash).
    @inline(__always) static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}

/// The text of the keySplines quadruples written last: tracks repeat a few curves (holds,
/// UIKit's named curves), and finding a quadruple again is cheaper than printing 4 numbers.
/// A hit appends exactly the bytes the same numbers printed before.
struct SplineTexts: ~Copyable {
    private static let slots = 8
    private static let slotSize = 4 * SVGText.numberBytes + 3
    private var keys: [(UInt64, UInt64, UInt64, UInt64)] = []
    private var lengths: [Int] = []
    private var store = SVGText(capacity: SplineTexts.slots * SplineTexts.slotSize)
    private var next = 0

    init() {
        keys.reserveCapacity(SplineTexts.slots)
        lengths.reserveCapacity(SplineTexts.slots)
    }

    /// Appends `a b c d`, each clamped to 0...1 and printed with `places` decimals
    /// (`.42 0 .58 1`).
    mutating func append(_ a: Double, _ b: Double, _ c: Double, _ d: Double, places: Int,
                         to text: inout SVGText) {
        let key = (a.bitPattern, b.bitPattern, c.bitPattern, d.bitPattern)
        for i in 0..<keys.count where keys[i] == key {
            text.append(store, from: i * SplineTexts.slotSize, count: lengths[i])
            return
        }
        let start = text.count
        let wasFinite = !text.nonFinite
        text.number(min(1, max(0, a)), places); text.byte(UInt8(ascii: " "))
        text.number(min(1, max(0, b)), places); text.byte(UInt8(ascii: " "))
        text.number(min(1, max(0, c)), places); text.byte(UInt8(ascii: " "))
        text.number(min(1, max(0, d)), places)
        // Only text that flagged nothing is remembered, so a hit never skips a flag.
        guard wasFinite && !text.nonFinite else { return }
        let length = text.count - start
        let slot: Int
        if keys.count < SplineTexts.slots {
            slot = keys.count
            keys.append(key)
            lengths.append(length)
        } else {
            slot = next
            next = (next + 1) % SplineTexts.slots
            keys[slot] = key
            lengths[slot] = length
        }
        store.write(text, from: start, count: length, at: slot * SplineTexts.slotSize)
    }
}

/// The text of the keyTimes lists written last: views animated by the same code share their
/// timing, and comparing a few times is cheaper than printing them. Lists of up to
/// ``longest`` times are remembered (at most ``slots`` of them); a hit appends exactly the
/// bytes the same times printed before.
struct KeyTimeTexts: ~Copyable {
    private static let slots = 4
    static let longest = 32
    private static let slotBytes = longest * (SVGText.numberBytes + 1)
    /// Per slot the story's length, then up to `longest` times, as bit patterns.
    private static let keyStride = longest + 1
    private var keys = [UInt64](repeating: 0, count: KeyTimeTexts.slots * KeyTimeTexts.keyStride)
    private var counts = [Int](repeating: -1, count: KeyTimeTexts.slots)
    private var lengths = [Int](repeating: 0, count: KeyTimeTexts.slots)
    private var store = SVGText(capacity: KeyTimeTexts.slots * KeyTimeTexts.slotBytes)
    private var next = 0

    init() {}

    /// Appends `min(1, times[k] / story)` for each time, `;`-separated, with `places` decimals
    /// (the same `places` on every call).
    mutating func append(_ times: [Double], story: Double, places: Int, to text: inout SVGText) {
        append(times, 0..<times.count, origin: 0, story: story, places: places, to: &text)
    }

    /// Appends `min(1, (times[k] − origin) / story)` for each k in `range`: the key times of
    /// part of a track, local to an element that begins at `origin` and lasts `story`.
    mutating func append(_ times: [Double], _ range: Range<Int>, origin: Double, story: Double, places: Int,
                         to text: inout SVGText) {
        let n = range.count
        let storyBits = story.bitPattern
        if n <= KeyTimeTexts.longest {
            for slot in 0..<KeyTimeTexts.slots where counts[slot] == n && matches(slot, times, range, origin, storyBits) {
                text.append(store, from: slot * KeyTimeTexts.slotBytes, count: lengths[slot])
                return
            }
        }
        let start = text.count
        let wasFinite = !text.nonFinite
        for k in range {
            if k > range.lowerBound { text.byte(UInt8(ascii: ";")) }
            text.keyTime(min(1, (times[k] - origin) / story), places)
        }
        // Only text that flagged nothing is remembered, so a hit never skips a flag.
        guard n <= KeyTimeTexts.longest, wasFinite, !text.nonFinite else { return }
        let slot = next
        next = (next + 1) % KeyTimeTexts.slots
        let base = slot * KeyTimeTexts.keyStride
        keys[base] = storyBits
        for k in 0..<n { keys[base + k + 1] = (times[range.lowerBound + k] - origin).bitPattern }
        counts[slot] = n
        lengths[slot] = text.count - start
        store.write(text, from: start, count: lengths[slot], at: slot * KeyTimeTexts.slotBytes)
    }

    private func matches(_ slot: Int, _ times: [Double], _ range: Range<Int>, _ origin: Double, _ storyBits: UInt64) -> Bool {
        let base = slot * KeyTimeTexts.keyStride
        guard keys[base] == storyBits else { return false }
        for k in 0..<range.count where keys[base + k + 1] != (times[range.lowerBound + k] - origin).bitPattern { return false }
        return true
    }
}

/// Where the texts of one track's values and splines start in the buffer the whole-story form
/// was printed in: value k is the bytes from `values[k]` to `values[k + 1] - 1` (the byte
/// before the next start is the `;` or the closing quote), splines likewise (empty when every
/// piece is linear and none was printed).
struct KeyframeTextOffsets {
    var values: [Int] = []
    var splines: [Int] = []
}

/// The clock values (`1.5s`) of the begins and durs written last, by their ticks: the
/// per-change form writes a few distinct times many times over (a story's views share their
/// timing), and finding one again is cheaper than ``SVGText/clockTicks(_:)`` and printing it.
/// A hit appends exactly the bytes the same ticks printed before.
struct ClockTexts: ~Copyable {
    private static let slots = 64
    private static let slotSize = SVGText.numberBytes + 1
    private var keys = [Int64](repeating: -1, count: ClockTexts.slots)
    private var lengths = [Int](repeating: 0, count: ClockTexts.slots)
    private var store = SVGText(capacity: ClockTexts.slots * ClockTexts.slotSize)

    init() {}

    /// Appends `<seconds>s` for `ticks` (``SVGText/clockSeconds(_:)``; `ticks` ≥ 0).
    mutating func append(_ ticks: Int64, to text: inout SVGText) {
        let slot = Int(truncatingIfNeeded: (UInt64(bitPattern: ticks) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if keys[slot] == ticks {
            text.append(store, from: slot * ClockTexts.slotSize, count: lengths[slot])
            return
        }
        let start = text.count
        text.clockSeconds(StoryTime(ticks: ticks))
        text.byte(UInt8(ascii: "s"))
        let length = text.count - start
        guard length <= ClockTexts.slotSize else { return }
        keys[slot] = ticks
        lengths[slot] = length
        store.write(text, from: start, count: length, at: slot * ClockTexts.slotSize)
    }
}
