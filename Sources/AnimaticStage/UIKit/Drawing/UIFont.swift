import AnimaticRuntime
import AnimaticTimeline
import Foundation

/// A font shaped like UIKit's `UIFont`: the system font at a size and weight, or a named font.
///
/// ```swift
/// title.font = .systemFont(ofSize: 34, weight: .bold)
/// tagline.font = UIFont(name: "AvenirNext-Medium", size: 17)
/// ```
///
/// The exported SVG asks the browser for the font by family (the system font as
/// `-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif`) and CSS
/// weight; a browser without the font uses the next family in the list, so glyph widths can
/// differ from the phone's. Line metrics (``lineHeight``, ``ascender``, ``descender``) are SF Pro
/// Text's ratios for every font.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// A font weight, with UIKit's raw values (−1 ... 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, from −1 (lightest) to 1 (heaviest); 0 is regular.
        public var rawValue: CGFloat
        /// A weight from its value (`RawRepresentable`).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultra-light weight (CSS weight 100 in the SVG).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin weight (CSS weight 200 in the SVG).
        public static let thin = Weight(rawValue: -0.6)
        /// The light weight (CSS weight 300 in the SVG).
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight (CSS weight 400 in the SVG).
        public static let regular = Weight(rawValue: 0)
        /// The medium weight (CSS weight 500 in the SVG).
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight (CSS weight 600 in the SVG).
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight (CSS weight 700 in the SVG).
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy weight (CSS weight 800 in the SVG).
        public static let heavy = Weight(rawValue: 0.56)
        /// The black (heaviest) weight (CSS weight 900 in the SVG).
        public static let black = Weight(rawValue: 0.62)

        /// The CSS weight of the nearest named weight (ultraLight 100 … black 900).
        var cssWeight: Int {
            let table: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                           (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The point size.
    public let pointSize: CGFloat
    /// The font's name (`.SFUI-Bold` style for the system font).
    public let fontName: String
    /// The family's name.
    public let familyName: String
    /// How the timeline records it.
    public let fontDescription: FontDescription

    init(name: String, family: String, description: FontDescription) {
        fontName = name
        familyName = family
        pointSize = CGFloat(description.size)
        fontDescription = description
    }

    /// A font named `fontName` (a PostScript name such as `"HelveticaNeue-Bold"` or a family
    /// such as `"Avenir Next"`) at `fontSize`. **Difference from iOS**: never `nil`; the family is
    /// the part before the `-`, with spaces put back between words, and the weight and italic
    /// style are read from the rest (`-Bold`, `-Semibold`, `-Medium`, `-Light`, `-Italic`, …).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        var family = ""
        var previous: Character?
        for c in parts.first ?? "" {
            if let p = previous, c.isUppercase, p.isLowercase { family.append(" ") }
            family.append(c)
            previous = c
        }
        let weights: [(String, Int)] = [("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300),
                                        ("demibold", 600), ("semibold", 600), ("medium", 500),
                                        ("extrabold", 800), ("heavy", 800), ("black", 900), ("bold", 700)]
        let weight = weights.first { style.contains($0.0) }?.1 ?? 400
        self.init(name: fontName, family: family,
                  description: FontDescription(family: family, size: Double(fontSize), weight: weight,
                                               italic: style.contains("italic") || style.contains("oblique")))
    }

    /// The system font at `fontSize` with `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.cssWeight)", family: ".SF UI Text",
               description: FontDescription(size: Double(fontSize), weight: weight.cssWeight))
    }

    /// The regular system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: ".SF UI Text",
               description: FontDescription(size: Double(fontSize), weight: 400, italic: true))
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var d = fontDescription
        d.size = Double(fontSize)
        return UIFont(name: fontName, family: familyName, description: d)
    }

    /// Ascender + descender, as UIKit's `lineHeight` (SF Pro Text's ratios: 1.193 × size).
    public var lineHeight: CGFloat { CGFloat(fontDescription.lineHeight) }
    /// Above the baseline (0.952 × size).
    public var ascender: CGFloat { CGFloat(fontDescription.ascender) }
    /// Below the baseline, negative (−0.241 × size).
    public var descender: CGFloat { -pointSize * CGFloat(FontDescription.descenderRatio) }

    /// Animatic's estimate of the width of `text` set in this font, in points; it has no glyph
    /// metrics, so this is an approximation of SF Pro Text's advances, per character, as
    /// fractions of the point size: 0.25 for spaces and narrow glyphs (`i l j I . , : ; ' ! |`),
    /// 0.33 for `f t r`, 0.85 for `m w M W`, 0.65 for other capitals, 0.6 for digits and other
    /// characters, 0.55 for other lower-case letters; heavier weights are wider by
    /// (weight − 400) / 4000 (bold: 7.5 %). Used for intrinsic sizes (labels, buttons); the browser
    /// draws with its own font, so drawn text can be wider or narrower. The first use in a
    /// recording is noted in it (``Story/notes``).
    func estimatedWidth(of text: String) -> CGFloat {
        if !text.isEmpty {
            noteEstimatedWidths()
        }
        var hundredths = 0   // of an em, summed exactly
        for c in text {
            switch c {
            case " ", "i", "l", "j", "I", ".", ",", ":", ";", "'", "!", "|": hundredths += 25
            case "f", "t", "r": hundredths += 33
            case "m", "w", "M", "W": hundredths += 85
            default:
                if c.isUppercase { hundredths += 65 }
                else if c.isLowercase && c.isASCII { hundredths += 55 }
                else { hundredths += 60 }
            }
        }
        let weight = 1 + Double(fontDescription.weight - 400) / 4000
        return CGFloat(Double(hundredths) * Double(pointSize) / 100 * weight)
    }

    /// Notes in the recording, once, that text widths are estimated (see ``estimatedWidth(of:)``).
    private func noteEstimatedWidths() {
        StoryNotes.noteOnceToCurrent(once: "UIFont.estimatedWidth", call: "UIFont") {
            "text widths (wrapping, truncation, intrinsic sizes of labels, buttons and text fields) are Animatic's"
                + " estimate of SF Pro Text's advances; the browser draws the text with its own font, so drawn text"
                + " can be wider or narrower than on iOS"
        }
    }

    /// Whether two fonts are the same: the same name and description (size, weight, family, style).
    public static func == (l: UIFont, r: UIFont) -> Bool {
        l.fontName == r.fontName && l.fontDescription == r.fontDescription
    }

    /// Hashes the font's name and description.
    public func hash(into h: inout Hasher) { h.combine(fontName); h.combine(fontDescription) }

    /// The font's name and point size, for debugging (`UIFont(.SFUI-700, 17.0 pt)`).
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text aligned along the centre.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Text fully justified: the last line of a paragraph is aligned naturally; Animatic draws
    /// it left-aligned.
    case justified = 3
    /// The default alignment of the text's script: left for left-to-right text, right for
    /// right-to-left text; Animatic draws it left-aligned.
    case natural = 4
}
