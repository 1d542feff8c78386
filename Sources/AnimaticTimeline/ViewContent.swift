/// What a view draws inside its bounds, beyond its background colour: the static part of a
/// label, an image view or a shape view. What animates (a label's text colour, a shape's
/// `strokeEnd`, …) is an ``AnimatedProperty`` of the view.
public indirect enum ViewContent: Hashable, Sendable {
    /// Nothing but the background.
    case plain
    /// A label's text and how it is set.
    case label(LabelContent)
    /// An image view's image and how it fits the bounds.
    case image(ImageContent)
    /// A shape layer's path and stroke style.
    case shape(ShapeContent)

    /// Whether a change from or to this content after the view joined is drawn as a swap at
    /// the instant: labels, images and nothing (a label whose text becomes empty; UIKit shows
    /// the new text or image at once); not shapes, whose path Core Animation animates.
    package var canSwap: Bool {
        switch self {
        case .plain, .label, .image: true
        case .shape: false
        }
    }
}

/// A font as a label uses it: an optional family name, a point size and a weight.
public struct FontDescription: Hashable, Sendable {
    /// The family asked for by `UIFont(name:size:)`; `nil` for the system font.
    public var family: String?
    /// The point size.
    public var size: Double
    /// The CSS weight (100...900): UIKit's `UIFont.Weight` mapped to CSS's scale.
    public var weight: Int
    /// Whether the font is italic (from a family name ending in `-Italic`).
    public var italic: Bool

    /// Creates a font description: the system font at regular weight, upright, unless told
    /// otherwise.
    public init(family: String? = nil, size: Double, weight: Int = 400, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }

    /// The system font's ascender, as a fraction of the point size (SF Pro Text: 0.952 of
    /// the size above the baseline, as `UIFont.systemFont(ofSize: 17).ascender` = 16.2).
    public static let ascenderRatio = 0.952
    /// The system font's descender below the baseline, as a positive fraction of the size
    /// (SF Pro Text: 0.241, `descender` = -4.1 at 17 pt).
    public static let descenderRatio = 0.241

    /// UIKit's `lineHeight`: ascender + descender (20.3 pt at 17 pt).
    public var lineHeight: Double { size * (FontDescription.ascenderRatio + FontDescription.descenderRatio) }
    /// The ascender in points.
    public var ascender: Double { size * FontDescription.ascenderRatio }
}

/// `NSTextAlignment`, as the timeline records it (`.natural` is left to right: `.left`).
public enum TextAlignmentValue: String, Hashable, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines but the last fill the width.
    case justified
}

/// One run of an attributed label's line: text set with its own font, colour or kern.
public struct TextRun: Hashable, Sendable {
    /// The run's text (no line breaks).
    public var text: String
    /// The run's font; `nil` uses the label's.
    public var font: FontDescription?
    /// The run's colour; `nil` uses the label's (animatable) text colour.
    public var color: RGBA?
    /// Extra space after each character, in points (`NSAttributedString.Key.kern`); `nil` for none.
    public var kern: Double?

    /// Creates a run; by default it uses the label's font and colour and no kern.
    public init(text: String, font: FontDescription? = nil, color: RGBA? = nil, kern: Double? = nil) {
        self.text = text; self.font = font; self.color = color; self.kern = kern
    }
}

/// A label's static content.
public struct LabelContent: Hashable, Sendable {
    /// The lines shown, top to bottom (already cut by `numberOfLines`).
    public var lines: [String]
    /// The label's font (a run's own font overrides it for that run).
    public var font: FontDescription
    /// How the lines are aligned in the bounds (`NSTextAlignment`).
    public var alignment: TextAlignmentValue
    /// For attributed text: the runs of each line (their texts make up ``lines``); empty for
    /// plain text.
    public var runs: [[TextRun]]
    /// Extra space between lines, in points (an attributed text's paragraph `lineSpacing`).
    public var lineSpacing: Double
    /// Whether the text block starts at the top of the bounds (a `CATextLayer`) instead of
    /// being centred vertically (a `UILabel`); a top-aligned plain text's size follows the
    /// view's animatable ``AnimatedProperty/fontSize``.
    public var topAligned: Bool

    /// Creates a label's content; by default plain text with no extra line spacing, centred
    /// vertically.
    public init(lines: [String], font: FontDescription, alignment: TextAlignmentValue,
                runs: [[TextRun]] = [], lineSpacing: Double = 0, topAligned: Bool = false) {
        self.lines = lines; self.font = font; self.alignment = alignment
        self.runs = runs; self.lineSpacing = lineSpacing; self.topAligned = topAligned
    }

    /// Whether every line is one font's lines with no spacing (plain text).
    private var uniform: Bool { runs.isEmpty && lineSpacing == 0 }

    /// Line `i`'s height: the tallest of its runs' fonts' line heights (the label's font for a
    /// line without runs), as UIKit sets mixed fonts.
    public func lineHeight(_ i: Int) -> Double {
        guard i < runs.count, !runs[i].isEmpty else { return font.lineHeight }
        return runs[i].map { ($0.font ?? font).lineHeight }.max()!
    }

    /// Line `i`'s ascender: the largest of its runs' fonts'.
    public func ascender(_ i: Int) -> Double {
        guard i < runs.count, !runs[i].isEmpty else { return font.ascender }
        return runs[i].map { ($0.font ?? font).ascender }.max()!
    }

    /// The height of the text block: each line's height, plus ``lineSpacing`` between lines
    /// (one ``FontDescription/lineHeight`` per line for plain text).
    public var textHeight: Double {
        if uniform { return Double(lines.count) * font.lineHeight }
        var total = 0.0
        for i in lines.indices { total += lineHeight(i) }
        return total + lineSpacing * Double(max(0, lines.count - 1))
    }

    /// Where line `i`'s baseline sits below the top of the text block.
    public func blockBaseline(line i: Int) -> Double {
        if uniform { return Double(i) * font.lineHeight + font.ascender }
        var top = 0.0
        for j in 0..<i { top += lineHeight(j) + lineSpacing }
        return top + ascender(i)
    }

    /// Where line `i`'s baseline sits in a bounds of height `height`: the block is centred
    /// vertically, as UILabel centres its text (at the top when ``topAligned``).
    public func baseline(line i: Int, height: Double) -> Double {
        if topAligned { return blockBaseline(line: i) }
        if uniform { return (height - textHeight) / 2 + Double(i) * font.lineHeight + font.ascender }
        return (height - textHeight) / 2 + blockBaseline(line: i)
    }
}

/// How an image fits its view's bounds (`UIView.ContentMode`, the modes Animatic draws).
public enum ImageFit: String, Hashable, Sendable {
    /// Stretched to the bounds.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to fill the bounds, keeping its aspect ratio (clipped when the view clips).
    case scaleAspectFill
    /// Its own size, centred.
    case center
}

/// An image view's static content: the encoded image and its size.
public struct ImageContent: Hashable, Sendable {
    /// The file's bytes, embedded as they are.
    public var data: [UInt8]
    /// `image/png`, `image/jpeg` or `image/svg+xml`.
    public var mimeType: String
    /// The image's size in points (pixels at scale 1).
    public var width: Double
    /// The image's height in points.
    public var height: Double
    /// How the image fits the view's bounds (the view's `contentMode`).
    public var fit: ImageFit
    /// For a template image (`UIImage.RenderingMode.alwaysTemplate`, or a `.system` button's
    /// image): the tint colour its alpha is filled with; `nil` draws the image's own colours.
    public var tint: RGBA?

    /// Creates an image view's content from the encoded file, its size in points and how it fits.
    public init(data: [UInt8], mimeType: String, width: Double, height: Double, fit: ImageFit, tint: RGBA? = nil) {
        self.data = data; self.mimeType = mimeType; self.width = width; self.height = height; self.fit = fit
        self.tint = tint
    }

    /// Where the image is drawn in bounds of `boundsWidth` × `boundsHeight`, as UIKit places it
    /// (aspect-fill overflows the bounds unless the view clips).
    public func rect(boundsWidth w: Double, boundsHeight h: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        switch fit {
        case .scaleToFill:
            return (0, 0, w, h)
        case .center:
            return ((w - width) / 2, (h - height) / 2, width, height)
        case .scaleAspectFit, .scaleAspectFill:
            guard width > 0, height > 0 else { return (0, 0, w, h) }
            let sx = w / width, sy = h / height
            let s = fit == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return ((w - width * s) / 2, (h - height * s) / 2, width * s, height * s)
        }
    }
}

/// A layer's looks that the timeline keeps constant for a view's whole life.
public struct LayerLook: Hashable, Sendable {
    /// `layer.shadowColor` (opaque black by default).
    public var shadowColor: RGBA = RGBA(red: 0, green: 0, blue: 0)
    /// `layer.shadowPath`, in the layer's coordinates: the shape the shadow is cast from
    /// instead of the layer's composited alpha channel (`nil`: the alpha channel).
    public var shadowPath: [PathElement]?
    /// `clipsToBounds` / `layer.masksToBounds`.
    public var masksToBounds = false
    /// Whether one of the view's children is its mask (`layer.mask`, `UIView.mask`): its alpha
    /// masks the view, and it is not drawn as a subview.
    public var hasMask = false
    /// Whether the view is the mask of its parent.
    public var isMask = false
    /// What the colours of the view's content (its subtree) are multiplied by, red, green and
    /// blue (a `CAReplicatorLayer` instance's `instanceColor`); `nil` for no change.
    public var colorMultiplier: RGBA?

    /// Creates the looks of a plain layer: Core Animation's defaults.
    public init() {}
}
