import AnimaticTimeline
import Foundation

/// A description of a font shaped like UIKit's `UIFontDescriptor`: the font's name, family, weight,
/// style and point size, from which a font at another size is made.
///
/// ```swift
/// let smaller = UIFont(descriptor: font.fontDescriptor, size: font.pointSize * 0.7)
/// ```
///
/// UIKit documents `init(descriptor:size:)` as "a font object for the specified font descriptor
/// and point size", where a size of `0.0` keeps the descriptor's own point size
/// (https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)). The descriptor
/// keeps everything Animatic draws of a font (family, weight, italic style); the font made from it
/// differs only in size.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The font's PostScript-style name (`fontName` of the font it describes).
    public let postscriptName: String
    /// The font's family name.
    public let familyName: String
    /// The point size, or 0 when the descriptor names no size.
    public let pointSize: CGFloat
    /// How the timeline records the font (family, weight, style; the size is `pointSize`).
    let fontDescription: FontDescription

    init(name: String, family: String, description: FontDescription) {
        postscriptName = name
        familyName = family
        fontDescription = description
        pointSize = CGFloat(description.size)
    }

    /// A descriptor of the font named `fontName` at `size`, as `UIFont(name:size:)` reads the name
    /// (`init(name:size:)` of UIKit's `UIFontDescriptor`).
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(name: font.fontName, family: font.familyName, description: font.fontDescription)
    }

    /// The same descriptor at another point size (`withSize(_:)` of UIKit's `UIFontDescriptor`).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var d = fontDescription
        d.size = Double(newPointSize)
        return UIFontDescriptor(name: postscriptName, family: familyName, description: d)
    }

    /// Whether two descriptors describe the same font at the same size.
    public static func == (l: UIFontDescriptor, r: UIFontDescriptor) -> Bool {
        l.postscriptName == r.postscriptName && l.fontDescription == r.fontDescription
    }

    /// Hashes the name and description.
    public func hash(into h: inout Hasher) { h.combine(postscriptName); h.combine(fontDescription) }

    /// The name and point size, for debugging (`UIFontDescriptor(.SFUI-400, 17.0 pt)`).
    public var description: String { "UIFontDescriptor(\(postscriptName), \(pointSize) pt)" }
}

extension UIFont {
    /// The font's descriptor: its name, family, weight, style and point size (UIKit's
    /// `fontDescriptor`).
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(name: fontName, family: familyName, description: fontDescription)
    }

    /// The font `descriptor` describes at `pointSize`; a `pointSize` of `0` keeps the descriptor's
    /// size, as UIKit documents for `init(descriptor:size:)`.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var d = descriptor.fontDescription
        if pointSize != 0 { d.size = Double(pointSize) }
        self.init(name: descriptor.postscriptName, family: descriptor.familyName, description: d)
    }
}
