import Foundation

extension UIFont {
    /// A Dynamic Type text style (`UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit's (`"UICTFontTextStyleBody"`).
        public var rawValue: String
        /// A text style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size category ("Large"), from the Human
        /// Interface Guidelines' "Dynamic Type sizes" table for iOS; `nil` for a style iOS lacks.
        var metrics: (size: CGFloat, weight: Weight)? {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: nil
            }
        }
    }

    /// The system font for a Dynamic Type text style at the default content size category
    /// ("Large"), as UIKit's `preferredFont(forTextStyle:)` returns it on a phone with default
    /// settings: for example `.largeTitle` is 34 pt regular, `.headline` 17 pt semibold (sizes from
    /// the Human Interface Guidelines' "Dynamic Type sizes" table).
    ///
    /// ```swift
    /// titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    /// ```
    ///
    /// A style made from an unknown raw value gets the body size (17 pt), as UIKit falls back to it.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.metrics ?? (17, .regular)
        return systemFont(ofSize: size, weight: weight)
    }
}

/// UIKit's `UIContentSizeCategoryAdjusting`: whether a text view follows the user's text size.
/// Animatic records at the default content size category, which never changes during a story,
/// so the flag is stored and has nothing to follow.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font updates when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
