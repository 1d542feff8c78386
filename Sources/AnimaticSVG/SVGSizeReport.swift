import Foundation

/// Where the bytes of an SVG document go: per view (the element ids of ``SVGExport``'s
/// contract) and per kind of content (each animated attribute, the groups, the drawing), so
/// that a user sees what makes a story big.
///
/// ```swift
/// let bytes = try SVGExport.bytes(timeline: story.timeline, size: story.size)
/// print(SVGSizeReport(document: bytes).text)
/// ```
///
/// Every byte is counted once: each element's start and end tags (with the whitespace before
/// them) go to the view it belongs to and to its kind; text goes with its element. A view's
/// outer groups (position, rotation, scale: the groups around the one with its id) are the
/// view's. What belongs to no view (the XML declaration, the root, the stage background) is
/// counted as `(document)`.
public struct SVGSizeReport: Sendable, Hashable {
    /// A name and the bytes counted for it.
    public struct Entry: Sendable, Hashable {
        /// A view's id, or a kind such as `animate opacity` or `animateTransform rotate`.
        public var name: String
        /// Bytes of the document counted for it.
        public var bytes: Int
    }

    /// The document's length in bytes (the sum over ``views``, and over ``kinds``).
    public private(set) var total = 0
    /// Bytes per view id, most first (ties by name); `(document)` for what is no view's.
    public private(set) var views: [Entry] = []
    /// Bytes per kind, most first (ties by name): `animate <attribute>`, `animateTransform
    /// <type>`, and element names for the rest (`g`, `rect`, `text`, …).
    public private(set) var kinds: [Entry] = []

    private final class Node {
        let name: String
        let id: String?
        let parent: Node?
        var bytes = 0
        var kind: String
        var children: [Node] = []
        init(name: String, id: String?, kind: String, parent: Node?) {
            self.name = name; self.id = id; self.kind = kind; self.parent = parent
        }
    }

    /// The report of a document written by ``SVGExport`` (any well-formed SVG is read; one
    /// that is not is counted as far as it goes, the rest as `(document)`).
    public init(document bytes: [UInt8]) {
        total = bytes.count
        let root = Node(name: "", id: nil, kind: "(document)", parent: nil)
        var current = root
        var i = 0
        var pending = 0   // bytes (text, whitespace) since the last tag, counted with the next
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { pending += 1; i += 1; continue }
            let start = i
            var quote: UInt8 = 0
            i += 1
            while i < n {
                let b = bytes[i]
                if quote != 0 {
                    if b == quote { quote = 0 }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: ">") {
                    break
                }
                i += 1
            }
            i = min(n, i + 1)
            let tag = bytes[start..<i]
            let length = tag.count + pending
            pending = 0
            let second = tag.count > 1 ? tag[start + 1] : 0
            if second == UInt8(ascii: "/") {
                current.bytes += length
                current = current.parent ?? root
            } else if second == UInt8(ascii: "?") || second == UInt8(ascii: "!") {
                root.bytes += length
            } else {
                let name = SVGSizeReport.name(tag)
                let attributes = SVGSizeReport.attributes(tag)
                var kind = name
                if name == "animate", let a = attributes["attributeName"] { kind = "animate \(a)" }
                if name == "animateTransform" { kind = "animateTransform \(attributes["type"] ?? "translate")" }
                let node = Node(name: name, id: name == "g" ? attributes["id"] : nil, kind: kind, parent: current)
                node.bytes = length
                current.children.append(node)
                let selfClosing = tag.count >= 2 && tag[i - 2] == UInt8(ascii: "/")
                if !selfClosing { current = node }
            }
        }
        root.bytes += pending
        var byView: [String: Int] = [:], byKind: [String: Int] = [:]
        func visit(_ node: Node, owner: String) {
            var owner = owner
            if node.name == "svg" || node.name == "mask" || node.name == "defs" {
                // Containers: their own tags are the document's or the enclosing view's.
            } else if node.name == "g" {
                if let id = node.id { owner = id } else if let id = SVGSizeReport.innerId(node) { owner = id }
            }
            if node !== root {
                byView[owner, default: 0] += node.bytes
                byKind[node.kind, default: 0] += node.bytes
            } else {
                byView["(document)", default: 0] += node.bytes
                byKind["(document)", default: 0] += node.bytes
            }
            for child in node.children { visit(child, owner: owner) }
        }
        visit(root, owner: "(document)")
        func sorted(_ d: [String: Int]) -> [Entry] {
            d.map { Entry(name: $0.key, bytes: $0.value) }.sorted { ($0.bytes, $1.name) > ($1.bytes, $0.name) }
        }
        views = sorted(byView)
        kinds = sorted(byKind)
    }

    /// The id of the view whose outer group `g` is: the first id'd group down the chain of
    /// first child groups (a view's groups nest one in the next, its id on the innermost).
    private static func innerId(_ g: Node) -> String? {
        var node = g
        while let next = node.children.first(where: { $0.name == "g" }) {
            if let id = next.id { return id }
            node = next
        }
        return nil
    }

    private static func name(_ tag: ArraySlice<UInt8>) -> String {
        var end = tag.startIndex + 1
        while end < tag.endIndex, ![UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/"), 9, 10, 13].contains(tag[end]) {
            end += 1
        }
        return String(decoding: tag[(tag.startIndex + 1)..<end], as: UTF8.self)
    }

    /// The attributes of a start tag, values as written (escapes left as they are).
    private static func attributes(_ tag: ArraySlice<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        var i = tag.startIndex
        let end = tag.endIndex
        while i < end {
            guard let eq = tag[i..<end].firstIndex(of: UInt8(ascii: "=")), eq + 1 < end else { break }
            var nameStart = eq
            while nameStart > i, tag[nameStart - 1] != UInt8(ascii: " ") { nameStart -= 1 }
            let quote = tag[eq + 1]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                  let close = tag[(eq + 2)..<end].firstIndex(of: quote) else { break }
            result[String(decoding: tag[nameStart..<eq], as: UTF8.self)] = String(decoding: tag[(eq + 2)..<close], as: UTF8.self)
            i = close + 1
        }
        return result
    }

    /// The report as lines: the total, then the `limit` largest views and every kind, each
    /// with its bytes and its share of the total.
    ///
    /// ```
    /// 2,711 bytes
    /// by view:
    ///     1,024  37.8 %  title
    /// ```
    public func text(views limit: Int = 10) -> String {
        func line(_ e: Entry) -> String {
            let share = total > 0 ? Double(e.bytes) * 100 / Double(total) : 0
            let bytes = SVGSizeReport.grouped(e.bytes)
            return String(repeating: " ", count: max(0, 10 - bytes.count)) + bytes
                + String(format: "  %5.1f %%  ", share) + e.name
        }
        var out = "\(SVGSizeReport.grouped(total)) bytes\nby view (\(min(limit, views.count)) of \(views.count)):\n"
        for e in views.prefix(limit) { out += line(e) + "\n" }
        out += "by kind:\n"
        for e in kinds { out += line(e) + "\n" }
        return out
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }
}
