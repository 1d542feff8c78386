import AnimaticTimeline

/// A tiny JSON writer whose output is safe inside an HTML `<script>` element and identical
/// on every machine: keys in the order written, numbers through ``NumberText``, and `<`, `>`,
/// `&`, U+2028 and U+2029 escaped so no text from a story can close the script (nor open a
/// comment); every other control character (C0, DEL, C1) is escaped too.
struct JSONText {
    private(set) var text = ""

    mutating func raw(_ s: String) { text += s }

    mutating func number(_ value: Double, places: Int = 6) {
        text += NumberText.fixed(value, places: places)
    }

    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                text += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    text += unicodeEscape(scalar.value)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    private func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
