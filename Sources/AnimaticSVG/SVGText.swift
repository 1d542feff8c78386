import AnimaticTimeline

/// A reused byte buffer that attribute values are built in: numbers go in through
/// ``NumberText/appendFixed(_:places:to:)`` without a `String` per number.
///
/// A non-finite number is not written; it sets ``nonFinite`` so that the writer can refuse
/// the document before the value reaches libxml2.
struct SVGText {
    var bytes: [UInt8] = []
    var nonFinite = false

    init() { bytes.reserveCapacity(256) }

    @inline(__always) mutating func clear() { bytes.removeAll(keepingCapacity: true) }

    @inline(__always) mutating func number(_ value: Double, _ places: Int) {
        if !value.isFinite { nonFinite = true; bytes.append(UInt8(ascii: "0")); return }
        NumberText.appendFixed(value, places: places, to: &bytes)
    }

    @inline(__always) mutating func byte(_ b: UInt8) { bytes.append(b) }

    @inline(__always) mutating func ascii(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// `#rrggbb` for the colour's red, green and blue (alpha is written apart).
    mutating func color(_ c: RGBA) {
        let digits: StaticString = "0123456789abcdef"
        byte(UInt8(ascii: "#"))
        func hex(_ component: Double) {
            let v = component.isFinite ? Int((min(1, max(0, component)) * 255).rounded()) : 0
            digits.withUTF8Buffer { d in
                bytes.append(d[v >> 4])
                bytes.append(d[v & 15])
            }
        }
        hex(c.red)
        hex(c.green)
        hex(c.blue)
    }
}
