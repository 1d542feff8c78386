import Foundation

// UIKit's semantic and remaining system colours, as they resolve in the light appearance at the
// default contrast (Animatic has one appearance). Values are Apple's published light-mode sRGB
// values: Human Interface Guidelines, "Color" (system colours table) and the UIKit documentation
// of "UI element colors" (`label`, `systemBackground`, `systemFill`, `separator`, …).
extension UIColor {
    // MARK: - More system colours

    /// (48, 176, 199).
    public static let systemTeal = UIColor(bytes: 48, 176, 199)
    /// (0, 199, 190).
    public static let systemMint = UIColor(bytes: 0, 199, 190)
    /// (50, 173, 230).
    public static let systemCyan = UIColor(bytes: 50, 173, 230)
    /// (162, 132, 94).
    public static let systemBrown = UIColor(bytes: 162, 132, 94)
    /// (174, 174, 178).
    public static let systemGray2 = UIColor(bytes: 174, 174, 178)
    /// (199, 199, 204).
    public static let systemGray3 = UIColor(bytes: 199, 199, 204)
    /// (209, 209, 214).
    public static let systemGray4 = UIColor(bytes: 209, 209, 214)
    /// (229, 229, 234).
    public static let systemGray5 = UIColor(bytes: 229, 229, 234)
    /// (242, 242, 247).
    public static let systemGray6 = UIColor(bytes: 242, 242, 247)

    // MARK: - Label colours

    /// Primary text: black.
    public static let label = UIColor(bytes: 0, 0, 0)
    /// Secondary text: (60, 60, 67) at 60 %.
    public static let secondaryLabel = UIColor(bytes: 60, 60, 67, alpha: 0.6)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = UIColor(bytes: 60, 60, 67, alpha: 0.3)
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static let quaternaryLabel = UIColor(bytes: 60, 60, 67, alpha: 0.18)
    /// Placeholder text: (60, 60, 67) at 30 %.
    public static let placeholderText = UIColor(bytes: 60, 60, 67, alpha: 0.3)
    /// Links: (0, 122, 255).
    public static let link = UIColor(bytes: 0, 122, 255)
    /// Black (the legacy `darkText`).
    public static let darkText = UIColor(bytes: 0, 0, 0)
    /// White at 60 % (the legacy `lightText`).
    public static let lightText = UIColor(bytes: 255, 255, 255, alpha: 0.6)

    // MARK: - Backgrounds

    /// White.
    public static let systemBackground = UIColor(bytes: 255, 255, 255)
    /// (242, 242, 247).
    public static let secondarySystemBackground = UIColor(bytes: 242, 242, 247)
    /// White.
    public static let tertiarySystemBackground = UIColor(bytes: 255, 255, 255)
    /// (242, 242, 247).
    public static let systemGroupedBackground = UIColor(bytes: 242, 242, 247)
    /// White.
    public static let secondarySystemGroupedBackground = UIColor(bytes: 255, 255, 255)
    /// (242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(bytes: 242, 242, 247)

    // MARK: - Fills and separators

    /// (120, 120, 128) at 20 %.
    public static let systemFill = UIColor(bytes: 120, 120, 128, alpha: 0.2)
    /// (120, 120, 128) at 16 %.
    public static let secondarySystemFill = UIColor(bytes: 120, 120, 128, alpha: 0.16)
    /// (118, 118, 128) at 12 %.
    public static let tertiarySystemFill = UIColor(bytes: 118, 118, 128, alpha: 0.12)
    /// (116, 116, 128) at 8 %.
    public static let quaternarySystemFill = UIColor(bytes: 116, 116, 128, alpha: 0.08)
    /// (60, 60, 67) at 29 %.
    public static let separator = UIColor(bytes: 60, 60, 67, alpha: 0.29)
    /// (198, 198, 200).
    public static let opaqueSeparator = UIColor(bytes: 198, 198, 200)
}

/// `#colorLiteral(red: 0.2, green: 0.4, blue: 1, alpha: 1)`, as Xcode writes colour literals:
/// the sRGB colour with those components (UIKit's `_ExpressibleByColorLiteral`).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type `#colorLiteral(...)` makes, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
