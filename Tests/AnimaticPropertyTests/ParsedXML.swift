import CAnimaticXML
import Foundation

/// An XML document as libxml2's parser reads it: its elements in document order (name,
/// attributes, depth) and its text nodes. Parsing fails with libxml2's message when the
/// document is not well-formed.
struct ParsedXML {
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)]
        var depth: Int
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    var elements: [Element] = []
    var texts: [String] = []

    init(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty, let reader = bytes.withUnsafeBufferPointer({ b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { AXReaderCreate($0, b.count) }
        }) else { throw ParseError(description: "no reader") }
        defer { AXReaderFree(reader) }
        while true {
            let kind = AXReaderNext(reader)
            if kind < 0 {
                throw ParseError(description: AXReaderErrorMessage(reader).map { String(cString: $0) } ?? "parse error")
            }
            if kind == AXReaderEnd { break }
            if kind == AXReaderElementStart {
                var attributes: [(name: String, value: String)] = []
                for i in 0..<AXReaderAttributeCount(reader) {
                    var n: UnsafePointer<CChar>? = nil, v: UnsafePointer<CChar>? = nil
                    if AXReaderAttribute(reader, i, &n, &v) == 0, let n, let v {
                        attributes.append((String(cString: n), String(cString: v)))
                    }
                }
                elements.append(Element(name: String(cString: AXReaderName(reader)!), attributes: attributes,
                                        depth: Int(AXReaderDepth(reader))))
            } else if kind == AXReaderText {
                texts.append(AXReaderValue(reader).map { String(cString: $0) } ?? "")
            }
        }
    }

    /// Each element as `name[attribute names]`, in document order: the document's shape
    /// without any value.
    var shape: [String] {
        elements.map { "\(String(repeating: " ", count: $0.depth))\($0.name)[\($0.attributes.map(\.name).joined(separator: ","))]" }
    }
}
