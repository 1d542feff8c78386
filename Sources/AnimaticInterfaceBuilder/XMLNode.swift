import CAnimaticXML

/// One element of an Interface Builder file as libxml2 read it: name, attributes, child
/// elements and the line of its start tag (1-based), which every error names.
package struct XMLNode: Sendable, Equatable {
    package var name: String
    package var attributes: [String: String]
    package var children: [XMLNode]
    package var line: Int
    /// The element's own text (`<string key="text">Two\nlines</string>`), concatenated.
    package var text: String

    package init(name: String, attributes: [String: String] = [:], children: [XMLNode] = [], line: Int = 0, text: String = "") {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.text = text
    }

    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` whose `key` attribute is `key` (any key when `nil`).
    package func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// Parses `bytes` (a whole document) with libxml2 into its root element. Malformed XML
    /// throws ``InterfaceBuilderError`` with libxml2's message and line.
    package static func parse(_ bytes: [UInt8], file: String) throws(InterfaceBuilderError) -> XMLNode {
        let created = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: buffer.count) { AXReaderCreate($0, buffer.count) }
            } ?? nil
        }
        guard let reader = created else {
            throw InterfaceBuilderError(file: file, line: 0, element: nil, problem: "the file is empty or could not be read")
        }
        defer { AXReaderFree(reader) }
        var stack: [XMLNode] = []
        var root: XMLNode?
        while true {
            let kind = AXReaderNext(reader)
            if kind < 0 {
                let message = AXReaderErrorMessage(reader).map { String(cString: $0) } ?? "parse error"
                throw InterfaceBuilderError(file: file, line: Int(AXReaderErrorLine(reader)), element: nil,
                                            problem: "malformed XML: " + message.trimmingTrailingWhitespace)
            }
            if kind == Int32(AXReaderEnd) { break }
            if kind == Int32(AXReaderElementStart) {
                var node = XMLNode(name: String(cString: AXReaderName(reader)!), line: Int(AXReaderLineNumber(reader)))
                for i in 0..<AXReaderAttributeCount(reader) {
                    var n: UnsafePointer<CChar>?, v: UnsafePointer<CChar>?
                    if AXReaderAttribute(reader, i, &n, &v) == 0, let n, let v {
                        node.attributes[String(cString: n)] = String(cString: v)
                    }
                }
                if AXReaderIsEmptyElement(reader) != 0 {
                    close(node, into: &stack, root: &root)
                } else {
                    stack.append(node)
                }
            } else if kind == Int32(AXReaderText), !stack.isEmpty, let value = AXReaderValue(reader) {
                stack[stack.count - 1].text += String(cString: value)
            } else if kind == Int32(AXReaderElementEnd), let node = stack.popLast() {
                close(node, into: &stack, root: &root)
            }
        }
        guard let root else {
            throw InterfaceBuilderError(file: file, line: 0, element: nil, problem: "the file has no root element")
        }
        return root
    }

    private static func close(_ node: XMLNode, into stack: inout [XMLNode], root: inout XMLNode?) {
        if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
