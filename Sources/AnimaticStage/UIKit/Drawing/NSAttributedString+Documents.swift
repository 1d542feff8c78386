import AnimaticRuntime
import AnimaticClock
import Foundation

extension NSAttributedString {
    /// An option of ``init(data:options:documentAttributes:)`` (Apple,
    /// `NSAttributedString.DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type (an ``NSAttributedString/DocumentType``).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding of a plain-text document (a `String.Encoding`'s raw value, as a number).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Default attributes of a plain-text document (kept).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// A document format (Apple, `NSAttributedString.DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The document type's name.
        public let rawValue: String
        /// The document type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// A document's attribute (Apple, `NSAttributedString.DocumentAttributeKey`).
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The document attribute's name.
        public let rawValue: String
        /// The document attribute named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
    }

    /// A string read from a document (UIKit's `init(data:options:documentAttributes:)`).
    /// Animatic reads plain text (`.plain`, the type assumed when `options` names none: UIKit
    /// guesses it from the data), in `.characterEncoding` (UTF-8 by default). HTML, RTF and
    /// RTFD are reported as ``StoryProblem/notSupported(call:feature:)`` and throw
    /// ``DocumentError``, as UIKit throws for a document it cannot read; so is text that is not
    /// in the encoding. `documentAttributes` (Objective-C's autoreleasing pointer on iOS, an
    /// ordinary one here: `nil` is what code passes) receives `[.documentType: .plain]`.
    ///
    /// ```swift
    /// let note = try NSAttributedString(data: Data("Hello".utf8),
    ///                                   options: [.documentType: NSAttributedString.DocumentType.plain],
    ///                                   documentAttributes: nil)
    /// ```
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let type = options[.documentType] as? DocumentType ?? .plain
        let call = "NSAttributedString(data:options:documentAttributes:)"
        guard type == .plain else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "reading a \(type.rawValue) document (Animatic reads plain text only)"))
            throw DocumentError(message: "\(call): \(type.rawValue) documents are not read by Animatic (plain text only)")
        }
        let encoding = (options[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw DocumentError(message: "\(call): the data is not text in encoding \(encoding.rawValue)")
        }
        self.init(string: text, attributes: options[.defaultAttributes] as? [NSAttributedString.Key: Any])
        dict?.pointee = [DocumentAttributeKey.documentType.rawValue: DocumentType.plain.rawValue]
    }

    /// Why ``NSAttributedString/init(data:options:documentAttributes:)`` read no string.
    public struct DocumentError: Error, CustomStringConvertible, Sendable {
        /// What went wrong, naming the call.
        public let message: String
        /// The ``message``.
        public var description: String { message }
    }
}

extension NSMutableString {
    /// Appends `format` filled with `args` (Foundation's `appendFormat(_:_:)`, which
    /// Foundation on Linux lacks): `s.appendFormat("%d%%", 50)` appends "50%".
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: format as String, arguments: args))
    }
}
