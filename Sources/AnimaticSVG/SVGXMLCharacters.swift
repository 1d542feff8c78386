/// What becomes of user text on its way into the XML of an SVG (the ids themselves come from
/// ``ViewIdentifiers``, which every format shares).
enum SVGIdentifiers {
    /// `text` without the characters XML 1.0 does not allow anywhere (C0 controls other
    /// than tab, newline and carriage return; U+FFFE and U+FFFF), for `data-name`.
    static func xmlCharacters(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where isXMLChar(scalar) { out.append(scalar) }
        return String(out)
    }

    static func isXMLChar(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
