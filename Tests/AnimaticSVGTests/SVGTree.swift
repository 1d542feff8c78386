import CAnimaticXML
import Foundation

/// An SVG file parsed by libxml2 (through the C target's reader) into a small tree, for tests
/// that check the FILE rather than the model.
final class SVGNode {
    let name: String
    var attributes: [(String, String)] = []
    var children: [SVGNode] = []
    weak var parent: SVGNode?

    init(name: String) { self.name = name }

    subscript(attribute: String) -> String? {
        attributes.first { $0.0 == attribute }?.1
    }

    /// Every node of the subtree, depth first.
    var all: [SVGNode] { [self] + children.flatMap(\.all) }

    var elementChildren: [SVGNode] { children }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The text of a `#text` node (see ``parse(_:keepingText:)``).
    var value: String { self["value"] ?? "" }

    /// The text of every `#text` node inside, in document order.
    var textContent: String { all.filter { $0.name == "#text" }.map(\.value).joined() }

    /// Parses `bytes` with libxml2; throws with libxml2's message when not well-formed. Text is
    /// not expected unless `keepingText`: then each text node becomes a child named `#text`
    /// (its `value`), and each other node (whitespace, comments) a child named `#other`, so
    /// tests can see exactly what an element holds.
    static func parse(_ bytes: [UInt8], keepingText: Bool = false) throws -> SVGNode {
        guard let reader = bytes.withUnsafeBufferPointer({ b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) {
                AXReaderCreate($0, b.count)
            }
        }) else { throw ParseError(description: "no reader") }
        defer { AXReaderFree(reader) }
        let root = SVGNode(name: "#document")
        var stack = [root]
        while true {
            let kind = AXReaderNext(reader)
            if kind < 0 {
                let message = AXReaderErrorMessage(reader).map { String(cString: $0) } ?? "parse error"
                throw ParseError(description: message)
            }
            if kind == AXReaderEnd { break }
            if kind == AXReaderElementStart {
                let node = SVGNode(name: String(cString: AXReaderName(reader)!))
                let count = AXReaderAttributeCount(reader)
                for i in 0..<count {
                    var n: UnsafePointer<CChar>? = nil, v: UnsafePointer<CChar>? = nil
                    if AXReaderAttribute(reader, i, &n, &v) == 0, let n, let v {
                        node.attributes.append((String(cString: n), String(cString: v)))
                    }
                }
                node.parent = stack.last
                stack.last!.children.append(node)
                if AXReaderIsEmptyElement(reader) == 0 { stack.append(node) }
            } else if kind == AXReaderElementEnd {
                stack.removeLast()
            } else if keepingText && (kind == AXReaderText || kind == AXReaderOther) {
                let node = SVGNode(name: kind == AXReaderText ? "#text" : "#other")
                node.attributes.append(("value", AXReaderValue(reader).map { String(cString: $0) } ?? ""))
                node.parent = stack.last
                stack.last!.children.append(node)
            } else if kind == AXReaderText {
                // Text is not expected in our output.
                let value = AXReaderValue(reader).map { String(cString: $0) } ?? ""
                if !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    throw ParseError(description: "unexpected text \(value)")
                }
            }
        }
        return root
    }
}
