import AnimaticTimeline
import Foundation

/// A colour in sRGB, shaped like UIKit's `UIColor`.
///
/// Components are kept as given (UIKit's extended range allows values outside 0...1); the
/// timeline records them clamped to 0...1, since SVG cannot show anything else.
///
/// ```swift
/// view.backgroundColor = .red
/// view.backgroundColor = UIColor(white: 0.2, alpha: 1).withAlphaComponent(0.5)
/// ```
///
/// Named colours have UIKit's exact components. The `system…` colours are UIKit's
/// light-appearance values (dynamic in UIKit, fixed here because a story has no dark mode).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha as given to the initialiser.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// The provider of a dynamic colour (``init(dynamicProvider:)``), `nil` for a fixed one.
    let provider: DynamicColorProvider?

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        provider = nil
    }

    /// A dynamic colour: the one `dynamicProvider` gives for a trait collection (UIKit's
    /// `init(dynamicProvider:)`, iOS 13; Swift's trailing-closure spelling is `UIColor { traits in … }`).
    ///
    /// ```swift
    /// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    /// ```
    ///
    /// UIKit resolves it against the trait collection of the view it is drawn in; a stage's
    /// traits are fixed for the whole recording (``UITraitCollection/current``: light), so the
    /// colour is resolved once, when it is made, against them: its components are those, and
    /// ``resolvedColor(with:)`` asks the provider again for other traits.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        red = resolved.red; green = resolved.green; blue = resolved.blue; alpha = resolved.alpha
        provider = DynamicColorProvider(dynamicProvider)
    }

    /// The colour for `traitCollection` (UIKit's `resolvedColor(with:)`): a dynamic colour's
    /// provider's answer, resolved in turn; a fixed colour itself.
    ///
    /// ```swift
    /// let dark = card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    /// ```
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider.resolve(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Creates a grey: `white` for red, green and blue alike.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB, each in 0...1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = min(1, max(0, Double(saturation))), v = min(1, max(0, Double(brightness)))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: CGFloat(rgb.0), green: CGFloat(rgb.1), blue: CGFloat(rgb.2), alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the sRGB components, as UIKit does; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as the timeline records it (components clamped to 0...1).
    public var rgba: RGBA {
        RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Whether two colours have the same red, green, blue and alpha components.
    public static func == (l: UIColor, r: UIColor) -> Bool {
        l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }

    /// Hashes the colour's red, green, blue and alpha components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    /// The colour's components, for debugging (`UIColor(red: 1.0, green: 0.0, blue: 0.0, …)`).
    public var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: - Named colours (UIKit's components)

    /// White 0, alpha 1.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// White 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: - System colours (light appearance, 8-bit sRGB values / 255)

    /// (255, 59, 48).
    public static let systemRed = UIColor(bytes: 255, 59, 48)
    /// (255, 149, 0).
    public static let systemOrange = UIColor(bytes: 255, 149, 0)
    /// (255, 204, 0).
    public static let systemYellow = UIColor(bytes: 255, 204, 0)
    /// (52, 199, 89).
    public static let systemGreen = UIColor(bytes: 52, 199, 89)
    /// (0, 122, 255).
    public static let systemBlue = UIColor(bytes: 0, 122, 255)
    /// (88, 86, 214).
    public static let systemIndigo = UIColor(bytes: 88, 86, 214)
    /// (175, 82, 222).
    public static let systemPurple = UIColor(bytes: 175, 82, 222)
    /// (255, 45, 85).
    public static let systemPink = UIColor(bytes: 255, 45, 85)
    /// (142, 142, 147).
    public static let systemGray = UIColor(bytes: 142, 142, 147)

    /// 8-bit sRGB components over 255, as Apple publishes system colours.
    convenience init(bytes r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }
}

/// A dynamic colour's provider. A story runs on one thread, where colours are made and
/// resolved, so the closure UIKit's signature takes (not `@Sendable`) is kept as it is.
final class DynamicColorProvider: @unchecked Sendable {
    let resolve: (UITraitCollection) -> UIColor
    init(_ resolve: @escaping (UITraitCollection) -> UIColor) { self.resolve = resolve }
}
