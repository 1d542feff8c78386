/// Numbers as Animatic writes them: fixed precision, shortest text, no exponent, no `-0`.
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
public enum NumberText {
    /// The text of `value` rounded to `places` decimals (0...9), trailing zeros removed.
    /// Non-finite values print as `0` (callers validate before writing).
    public static func fixed(_ value: Double, places: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendFixed(value, places: places, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text of ``fixed(_:places:)`` as UTF-8 bytes.
    ///
    /// - Complexity: O(digits); no allocation beyond `bytes`' growth.
    public static func appendFixed(_ value: Double, places: Int, to bytes: inout [UInt8]) {
        let places = min(9, max(0, places))
        let scale = powersOfTen[places]
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 9.0e18 else {
            // Too large for fixed-point: write the integer part only.
            appendInteger(UInt64(min(abs(value), 9.0e18)), negative: value < 0, to: &bytes)
            return
        }
        let units = UInt64(scaled)
        if units == 0 { bytes.append(UInt8(ascii: "0")); return }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let whole = units / UInt64(scale)
        var fraction = units % UInt64(scale)
        appendInteger(whole, negative: false, to: &bytes)
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        var divisor = UInt64(powersOfTen[digits - 1])
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    static func appendInteger(_ value: UInt64, negative: Bool, to bytes: inout [UInt8]) {
        if negative && value != 0 { bytes.append(UInt8(ascii: "-")) }
        if value == 0 { bytes.append(UInt8(ascii: "0")); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }

    static let powersOfTen: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000,
                                        10_000_000, 100_000_000, 1_000_000_000]
}
