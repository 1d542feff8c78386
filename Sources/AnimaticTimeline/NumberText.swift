/// Numbers as Animatic writes them: fixed precision, shortest text, no exponent, no `-0`.
///
/// Exact to the written precision for every finite value: rounded half away from zero to
/// `places` decimals, in fixed notation below 2^64 in magnitude (nothing is clamped: `1e19`
/// is `10000000000000000000`), and from 2^64 on, where every double is a whole number, in the
/// shortest form that reads back as the same double (`1e20` is `1e+20`: the one exponent, for
/// text outputs; the SVG writer refuses such numbers instead, see `SVGText.number`).
///
/// Every number that reaches a file (SVG attributes, the text timeline) goes through here, so
/// the same story gives the same bytes on every machine, and `0.1 + 0.2` prints as `0.3`
/// instead of `0.30000000000000004`.
///
/// ```swift
/// NumberText.fixed(1.1179999999999999, places: 6)   // "1.118"
/// NumberText.fixed(-0.0000001, places: 6)          // "0"
/// NumberText.fixed(2, places: 3)                  // "2"
/// ```
package enum NumberText {
    /// The text of `value` rounded to `places` decimals (0...9), trailing zeros removed.
    /// Non-finite values print as `0` (callers validate before writing).
    package static func fixed(_ value: Double, places: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendFixed(value, places: places, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text of ``fixed(_:places:)`` as UTF-8 bytes.
    ///
    /// - Complexity: O(digits); no allocation beyond `bytes`' growth.
    package static func appendFixed(_ value: Double, places: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumFixedLength) { buffer in
            let count = writeFixed(value, places: places, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The most bytes ``writeFixed(_:places:to:)`` writes.
    package static let maximumFixedLength = 32

    /// Writes the text of ``fixed(_:places:)`` as UTF-8 bytes at `out`, which must have room for
    /// ``maximumFixedLength`` bytes, and returns how many it wrote. For writers that fill their
    /// own buffers (the SVG writer): no array, no bounds or uniqueness checks per byte.
    ///
    /// - Complexity: O(digits), no allocation.
    package static func writeFixed(_ value: Double, places: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // One copy per precision, so that the divisions by 10^places are by constants.
        switch places {
        case ...0: return writeFixed(value, scale: 1, places: 0, to: out)
        case 1: return writeFixed(value, scale: 10, places: 1, to: out)
        case 2: return writeFixed(value, scale: 100, places: 2, to: out)
        case 3: return writeFixed(value, scale: 1_000, places: 3, to: out)
        case 4: return writeFixed(value, scale: 10_000, places: 4, to: out)
        case 5: return writeFixed(value, scale: 100_000, places: 5, to: out)
        case 6: return writeFixed(value, scale: 1_000_000, places: 6, to: out)
        case 7: return writeFixed(value, scale: 10_000_000, places: 7, to: out)
        case 8: return writeFixed(value, scale: 100_000_000, places: 8, to: out)
        default: return writeFixed(value, scale: 1_000_000_000, places: 9, to: out)
        }
    }

    @inline(__always)
    private static func writeFixed(_ value: Double, scale: UInt64, places: Int,
                                   to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else { out[0] = UInt8(ascii: "0"); return 1 }
        let x = abs(value) * Double(scale)
        let whole: UInt64, fraction: UInt64
        if x < 0x1p52 {
            // x.rounded() (half away from zero) without a libm call: below 2^52 the truncation
            // is exact and so is x - truncation, the fraction.
            let truncated = UInt64(x)
            let units = x - Double(truncated) >= 0.5 ? truncated + 1 : truncated
            if units == 0 { out[0] = UInt8(ascii: "0"); return 1 }
            whole = units / scale
            fraction = units % scale
        } else {
            return writeLarge(value, scale: scale, places: places, to: out)
        }
        var n = 0
        if value < 0 { out[0] = UInt8(ascii: "-"); n = 1 }
        n += writeInteger(whole, negative: false, to: out + n)
        return writeFraction(fraction, places: places, after: n, to: out)
    }

    /// `writeFixed(_:scale:places:to:)` for magnitudes where `value × scale` is 2^52 or more: below 2^64 the whole part is written exactly and the fraction rounded on its own
    /// (never clamped); from 2^64 on, where every double is a whole number of more digits than
    /// fixed notation has room for, the shortest text that reads back as the same double
    /// (Swift's `description`: `1e+20`, valid in SVG, CSS and JSON numbers).
    @inline(never)
    private static func writeLarge(_ value: Double, scale: UInt64, places: Int,
                                   to out: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = abs(value)
        guard magnitude < 0x1p64 else {
            var n = 0
            for byte in value.description.utf8 { out[n] = byte; n += 1 }
            return n
        }
        var whole = UInt64(magnitude)
        var fraction = UInt64(((magnitude - Double(whole)) * Double(scale)).rounded())
        if fraction >= scale {
            // Rounded up to the next whole number (only below 2^53, where doubles have fractions).
            fraction -= scale
            whole += 1
        }
        var n = 0
        if value < 0 { out[0] = UInt8(ascii: "-"); n = 1 }
        n += writeInteger(whole, negative: false, to: out + n)
        return writeFraction(fraction, places: places, after: n, to: out)
    }

    /// Writes `.` and the `places` digits of `fraction` (below 10^places) after the `n` bytes
    /// already at `out`, trailing zeros cut; nothing for a zero fraction. Returns the length.
    @inline(__always)
    private static func writeFraction(_ fraction: UInt64, places: Int, after n: Int,
                                      to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard fraction != 0 else { return n }
        // All `places` digits of the fraction (zero-padded), two at a time from the last, then
        // the trailing zeros cut off (there is a non-zero digit, so the cut stops before `.`).
        out[n] = UInt8(ascii: ".")
        var rest = UInt32(truncatingIfNeeded: fraction)   // < 10^9
        var i = n + places
        var k = places
        while k >= 2 {
            let q = rest / 100
            writePair(Int(rest &- q &* 100), to: out + i - 1)
            rest = q
            i -= 2
            k -= 2
        }
        if k == 1 { out[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest) }
        var last = n + places
        while out[last] == UInt8(ascii: "0") { last -= 1 }
        return last + 1
    }

    /// "00" to "99".
    @inline(__always) private static var pairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    @inline(__always) private static func writePair(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
        let p = pairs.utf8Start + 2 * value
        out[0] = p[0]
        out[1] = p[1]
    }

    static func appendInteger(_ value: UInt64, negative: Bool, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumFixedLength) { buffer in
            let count = writeInteger(value, negative: negative, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value` in decimal (with `-` when `negative` and not 0); returns the length.
    static func writeInteger(_ value: UInt64, negative: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        if negative && value != 0 { out[0] = UInt8(ascii: "-"); n = 1 }
        if value < 10 {
            out[n] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return n + 1
        }
        if value < 100 {
            writePair(Int(value), to: out + n)
            return n + 2
        }
        var digits = 3
        var rest = value / 1000
        while rest > 0 { rest /= 10; digits += 1 }
        rest = value
        var i = n + digits - 1
        while rest >= 100 {
            let q = rest / 100
            writePair(Int(rest &- q &* 100), to: out + i - 1)
            rest = q
            i -= 2
        }
        if rest >= 10 {
            writePair(Int(rest), to: out + i - 1)
        } else {
            out[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return n + digits
    }

    static let powersOfTen: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000,
                                        10_000_000, 100_000_000, 1_000_000_000]
}
