import Foundation

/// The attribute keys UIKit adds to `NSAttributedString.Key` (Foundation on Linux has the type
/// but none of UIKit's keys), with UIKit's raw values. `UILabel.attributedText` draws `.font`,
/// `.foregroundColor`, `.kern` and `.paragraphStyle` (its `alignment` and `lineSpacing`); the
/// others are accepted so that code compiles, and reported as not supported when a label shows
/// them.
extension NSAttributedString.Key {
    /// A run's `UIFont`.
    public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// A run's text colour (`UIColor`).
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
    /// Extra space after each character, in points (a number).
    public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
    /// The paragraph's `NSParagraphStyle`.
    public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
    /// A run's background colour (not drawn: reported).
    public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
    /// Underlining (not drawn: reported).
    public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
    /// The underline's colour (not drawn: reported).
    public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key("NSUnderlineColor") }
    /// Striking through (not drawn: reported).
    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
    /// A baseline shift in points (not drawn: reported).
    public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key("NSBaselineOffset") }
    /// An outline's colour (not drawn: reported).
    public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key("NSStrokeColor") }
    /// An outline's width (not drawn: reported).
    public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key("NSStrokeWidth") }
    /// A link (not drawn: reported).
    public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
}

/// How a paragraph is set, shaped like UIKit's `NSParagraphStyle` (Foundation on Linux has
/// none). A label draws `alignment` and `lineSpacing`; the other values are kept.
open class NSParagraphStyle {
    /// The paragraph's alignment (`.natural` by default).
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Extra space between lines, in points (0 by default).
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph (kept, not drawn).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// A multiple of the line height (kept, not drawn).
    open internal(set) var lineHeightMultiple: CGFloat = 0

    /// A paragraph style with the default values.
    public init() {}

    /// A new paragraph style with the default values (UIKit's shared `default`).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A mutable copy (an `NSMutableParagraphStyle`), as Foundation's `mutableCopy()` gives.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment; copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing; copy.lineHeightMultiple = lineHeightMultiple
        return copy
    }
}

/// A paragraph style whose values can be set (`NSMutableParagraphStyle`).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 6
/// label.attributedText = NSAttributedString(string: "Two\nlines", attributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The paragraph's alignment.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Space after the paragraph (kept, not drawn).
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// A multiple of the line height (kept, not drawn).
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
}
