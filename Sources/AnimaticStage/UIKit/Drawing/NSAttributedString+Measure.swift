import Foundation

/// How text is measured and drawn (Apple, `NSStringDrawingOptions`, UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bit mask.
    public let rawValue: Int
    /// Options from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines are laid out from the rectangle's top-left corner and wrapped to its width; without
    /// it the text is one line (Apple, `usesLineFragmentOrigin`).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// The font's leading is used between lines (Apple, `usesFontLeading`).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds instead of typographic bounds (Apple, `usesDeviceMetrics`).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last visible line is truncated when the text does not fit (Apple, `truncatesLastVisibleLine`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What text drawing reports back (Apple, `NSStringDrawingContext`); Animatic measures no
/// scaling, so ``actualScaleFactor`` stays 1.
open class NSStringDrawingContext {
    /// The smallest scale factor the text may shrink to (Apple, `minimumScaleFactor`).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor the last measure used: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measure gave.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context.
    public init() {}
}

extension NSAttributedString {
    /// The rectangle the text takes when laid out in `size` (Apple,
    /// `boundingRect(with:options:context:)`), from Animatic's width estimate of each character
    /// (`UIFont`'s, as labels use): with `.usesLineFragmentOrigin` each `\n` paragraph is
    /// wrapped at word boundaries to `size.width` (a word wider than the line is broken between
    /// characters) and the height is the number of lines times the font's line height; without
    /// it the text is one line. The font is the first character's `.font` (Helvetica 12, which
    /// is UIKit's default for attributed text, stands in as the 12 pt system font when it has
    /// none). The height is not cut to `size.height`, as in UIKit, which returns the size the
    /// text needs.
    ///
    /// ```swift
    /// let rect = message.boundingRect(with: CGSize(width: 280, height: .greatestFiniteMagnitude),
    ///                                 options: .usesLineFragmentOrigin, context: nil)
    /// let twoLines = rect.height > font.lineHeight
    /// ```
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let font = (length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil) ?? .systemFont(ofSize: 12)
        let rect = NSAttributedString.measure(string, font: font, width: size.width,
                                              wraps: options.contains(.usesLineFragmentOrigin))
        context?.totalBounds = rect
        return rect
    }

    /// The rectangle `text` takes in `font`, wrapped to `width` when `wraps`.
    static func measure(_ text: String, font: UIFont, width: CGFloat, wraps: Bool) -> CGRect {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        if wraps && width > 0 && width.isFinite {
            for paragraph in paragraphs { lines += UILabel.wrap(paragraph, to: width, font: font) }
        } else {
            lines = wraps ? paragraphs : [paragraphs.joined(separator: " ")]
        }
        let widest = lines.map { font.estimatedWidth(of: $0) }.max() ?? 0
        return CGRect(x: 0, y: 0, width: widest, height: CGFloat(max(1, lines.count)) * font.lineHeight)
    }
}

extension String {
    /// The rectangle the string takes with `attributes` in `size` (Apple, NSString's
    /// `boundingRect(with:options:attributes:context:)`): as
    /// ``NSAttributedString/boundingRect(with:options:context:)`` measures it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
