import AnimaticRuntime
import Foundation

// Symbol image configurations, as UIKit declares them (UIImageConfiguration.h, iOS 13:
// `UIImage.Configuration`, `UIImage.SymbolConfiguration`, `UIImage.SymbolWeight`,
// `UIImage.SymbolScale`; UIImage.h: `symbolConfiguration`, `isSymbolImage`,
// `withConfiguration(_:)`, `applyingSymbolConfiguration(_:)`, `init(systemName:withConfiguration:)`).
//
// Animatic draws a symbol from the SVG file exported for it (see `UIImage(systemName:)`), as
// exported: at the file's size and weight. A configuration that asks for another size, weight or
// scale changes how UIKit draws the symbol, which Animatic cannot reproduce from that file, so the
// configured image fails the story, naming the call, as soon as an image view showing it is on
// stage (the image's `unavailable` problem); an image never shown changes no frame and fails nothing.

extension UIImage {
    /// The weight of a symbol image (UIKit's `UIImage.SymbolWeight`, iOS 13; raw values as Apple's
    /// `UIImageSymbolWeight`).
    public enum SymbolWeight: Int, Sendable, CustomStringConvertible {
        /// No weight: the environment's (the text's) applies.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The weight's name as Swift spells it (`bold`).
        public var description: String {
            ["unspecified", "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"][rawValue]
        }

        /// The font weight of the same name (UIKit's `fontWeight()`); `.regular` for `.unspecified`.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: return .regular
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// The scale of a symbol image relative to the text beside it (UIKit's `UIImage.SymbolScale`,
    /// iOS 13; raw values as Apple's `UIImageSymbolScale`).
    public enum SymbolScale: Int, Sendable, CustomStringConvertible {
        /// The default scale (medium).
        case `default` = -1
        /// No scale: the environment's applies.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3

        /// The scale's name as Swift spells it (`large`).
        public var description: String {
            switch self {
            case .default: return "default"
            case .unspecified: return "unspecified"
            case .small: return "small"
            case .medium: return "medium"
            case .large: return "large"
            }
        }
    }

    /// What a symbol configuration specifies; unspecified values are the environment's.
    struct SymbolTraits: Hashable, Sendable {
        var pointSize: CGFloat = 0
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var font: UIFont?

        /// These traits with `other`'s specified values in place of these (UIKit: "the new image
        /// attributes replace any previous attributes you supplied"); a point size, text style
        /// or font replaces whichever of the three was set, as each alone sets the size.
        func applying(_ other: SymbolTraits) -> SymbolTraits {
            var result = self
            if other.pointSize > 0 || other.textStyle != nil || other.font != nil {
                result.pointSize = other.pointSize; result.textStyle = other.textStyle; result.font = other.font
            }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            return result
        }

        /// The values that change how a symbol is drawn, as a message names them (`weight bold`);
        /// empty when none is specified (the scale `.default` is UIKit's medium, as unspecified).
        var specified: [String] {
            var parts: [String] = []
            if pointSize > 0 { parts.append("point size \(Double(pointSize))") }
            if let textStyle { parts.append("text style \(textStyle.rawValue)") }
            if let font { parts.append("font \(font)") }
            if weight != .unspecified { parts.append("weight \(weight)") }
            if scale != .unspecified, scale != .default { parts.append("scale \(scale)") }
            return parts
        }
    }

    /// The base of image configurations (UIKit's `UIImage.Configuration`, iOS 13): immutable
    /// values that pick how an image is drawn. Animatic's only kind is ``SymbolConfiguration``.
    public class Configuration: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The symbol values this configuration carries (none for a plain configuration).
        var traits = SymbolTraits()

        required init() {}

        /// A new configuration: this one with `otherConfiguration`'s specified values in their
        /// place (UIKit's `applying(_:)`); `nil` gives a copy.
        ///
        /// ```swift
        /// let big = UIImage.SymbolConfiguration(pointSize: 40)
        /// let bigBold = big.applying(UIImage.SymbolConfiguration(weight: .bold))
        /// ```
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = Self()
            copy.traits = otherConfiguration.map { traits.applying($0.traits) } ?? traits
            return copy
        }

        /// Whether two configurations specify the same values (UIKit compares with `isEqual(_:)`).
        public static func == (l: Configuration, r: Configuration) -> Bool { l.traits == r.traits }
        /// Hashes the specified values.
        public func hash(into h: inout Hasher) { h.combine(traits) }
        /// The specified values, for debugging (`SymbolConfiguration(weight bold)`).
        public var description: String {
            let parts = traits.specified
            return "SymbolConfiguration(\(parts.isEmpty ? "unspecified" : parts.joined(separator: ", ")))"
        }
    }

    /// The size, weight and scale a symbol image is drawn at (UIKit's `UIImage.SymbolConfiguration`,
    /// iOS 13). Animatic draws a symbol from its exported SVG as it is, so an image configured with
    /// any specified value fails the story, naming the call, once an image view shows it on stage.
    ///
    /// ```swift
    /// let config = UIImage.SymbolConfiguration(pointSize: 28, weight: .bold)
    /// let bold = UIImage(systemName: "checkmark")?.applyingSymbolConfiguration(config)
    /// ```
    public class SymbolConfiguration: Configuration, @unchecked Sendable {
        required init() {}

        private convenience init(_ traits: SymbolTraits) {
            self.init()
            self.traits = traits
        }

        /// A configuration with no value specified (UIKit's `unspecified`).
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(SymbolTraits()) }

        /// A configuration of a point size (UIKit's `init(pointSize:)`).
        public convenience init(pointSize: CGFloat) { self.init(SymbolTraits(pointSize: pointSize)) }
        /// A configuration of a point size and weight (UIKit's `init(pointSize:weight:)`).
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(SymbolTraits(pointSize: pointSize, weight: weight))
        }
        /// A configuration of a point size, weight and scale (UIKit's `init(pointSize:weight:scale:)`).
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(SymbolTraits(pointSize: pointSize, weight: weight, scale: scale))
        }
        /// A configuration of a weight (UIKit's `init(weight:)`).
        public convenience init(weight: SymbolWeight) { self.init(SymbolTraits(weight: weight)) }
        /// A configuration of a scale (UIKit's `init(scale:)`).
        public convenience init(scale: SymbolScale) { self.init(SymbolTraits(scale: scale)) }
        /// A configuration that sizes the symbol as a text style's font (UIKit's `init(textStyle:)`).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(SymbolTraits(textStyle: textStyle)) }
        /// A configuration of a text style and scale (UIKit's `init(textStyle:scale:)`).
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(SymbolTraits(scale: scale, textStyle: textStyle))
        }
        /// A configuration that sizes and weighs the symbol as a font (UIKit's `init(font:)`).
        public convenience init(font: UIFont) { self.init(SymbolTraits(font: font)) }
        /// A configuration of a font and scale (UIKit's `init(font:scale:)`).
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(SymbolTraits(scale: scale, font: font)) }

        /// This configuration without its weight (UIKit's `withoutWeight()`).
        public func withoutWeight() -> Self { without { $0.weight = .unspecified } }
        /// This configuration without its scale (UIKit's `withoutScale()`).
        public func withoutScale() -> Self { without { $0.scale = .unspecified } }
        /// This configuration without its text style (UIKit's `withoutTextStyle()`).
        public func withoutTextStyle() -> Self { without { $0.textStyle = nil } }
        /// This configuration without its point size and weight (UIKit's `withoutPointSizeAndWeight()`).
        public func withoutPointSizeAndWeight() -> Self { without { $0.pointSize = 0; $0.weight = .unspecified } }

        private func without(_ change: (inout SymbolTraits) -> Void) -> Self {
            let copy = Self()
            copy.traits = traits
            change(&copy.traits)
            return copy
        }

        /// Whether two configurations specify the same values (UIKit's `isEqual(to:)`).
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            otherConfiguration.map { $0.traits == traits } ?? false
        }
    }

    /// The name and configuration of a symbol image.
    struct Symbol: Hashable, Sendable {
        var name: String
        var traits: SymbolTraits
    }

    /// Whether the image is a symbol (UIKit's `isSymbolImage`): made by ``init(systemName:)``.
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol's configuration (UIKit's `symbolConfiguration`): unspecified for a symbol as
    /// ``init(systemName:)`` makes it, `nil` for an image that is not a symbol.
    public var symbolConfiguration: SymbolConfiguration? {
        guard let symbol else { return nil }
        let configuration = SymbolConfiguration.unspecified
        configuration.traits = symbol.traits
        return configuration
    }

    /// The image with `configuration` applied over its own (UIKit's `withConfiguration(_:)`). A
    /// symbol drawn with a specified size, weight or scale fails the story once shown on stage
    /// (see ``SymbolConfiguration``); an image that is not a symbol is drawn as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        configured(configuration.traits, call: "UIImage.withConfiguration(_:)") ?? self
    }

    /// The symbol with `configuration` applied over its own (UIKit's
    /// `applyingSymbolConfiguration(_:)`); `nil` for an image that is not a symbol, as in UIKit
    /// ("this only works if the image already has a configuration, i.e. is a symbol image").
    ///
    /// ```swift
    /// let bold = UIImage(systemName: "star")?.applyingSymbolConfiguration(.init(weight: .bold))
    /// ```
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        configured(configuration.traits, call: "UIImage.applyingSymbolConfiguration(_:)")
    }

    /// A symbol image with `configuration` (UIKit's `init(systemName:withConfiguration:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let plain = UIImage(systemName: name) else { return nil }
        let image = configuration.flatMap { plain.configured($0.traits, call: "UIImage(systemName:withConfiguration:)") } ?? plain
        self.init(copying: image)
    }

    /// This symbol with `traits` applied; `nil` when it is not a symbol. The result carries the
    /// problem that fails a story showing it when a value that changes the drawing is specified
    /// (a symbol without its SVG keeps its own, earlier problem).
    func configured(_ traits: SymbolTraits, call: String) -> UIImage? {
        guard let symbol else { return nil }
        let merged = symbol.traits.applying(traits)
        let problem: StoryProblem? = merged.specified.isEmpty ? nil : .notSupported(
            call: call,
            feature: "drawing the SF Symbol \"\(symbol.name)\" with \(merged.specified.joined(separator: ", ")) "
                + "(Animatic draws the symbol's exported SVG as it is: its own size and weight)")
        return withSymbol(Symbol(name: symbol.name, traits: merged), problem: unavailable ?? problem)
    }
}
