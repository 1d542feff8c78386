import Foundation

/// A JSON value as WebDriver sends and receives it: the arguments and results of scripts,
/// and the bodies of WebDriver commands.
///
/// Literals make arguments short to write:
///
/// ```swift
/// let sum = try await browser.execute(script: "return arguments[0] + arguments[1]", args: [1, 2])
/// #expect(sum == 3)
/// ```
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The number, or `nil` when this is not a number.
    public var doubleValue: Double? { if case .number(let n) = self { n } else { nil } }
    /// The string, or `nil` when this is not a string.
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    /// The Boolean, or `nil` when this is not a Boolean.
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    /// The elements, or `nil` when this is not an array.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    /// The members, or `nil` when this is not an object.
    public var objectValue: [String: JSONValue]? { if case .object(let o) = self { o } else { nil } }
    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// The member named `key` of an object; `nil` for other values or absent members.
    public subscript(key: String) -> JSONValue? { objectValue?[key] }
    /// The element at `index` of an array; `nil` for other values or out-of-range indices.
    public subscript(index: Int) -> JSONValue? {
        guard let a = arrayValue, a.indices.contains(index) else { return nil }
        return a[index]
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value (`true`/`false` stay Booleans, never numbers).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// Encodes the value as the same JSON.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// The UTF-8 JSON text of this value.
    public func jsonData() throws -> Data { try JSONEncoder().encode(self) }

    /// Parses UTF-8 JSON text.
    public init(jsonData: Data) throws { self = try JSONDecoder().decode(JSONValue.self, from: jsonData) }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text (for messages).
    public var description: String {
        guard let data = try? jsonData() else { return "<unencodable JSON>" }
        return String(decoding: data, as: UTF8.self)
    }
}
