import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

/// `CATextLayerAlignmentMode`: how each line is aligned in the layer's bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The alignment mode's string value.
    public var rawValue: String
    /// Creates an alignment mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines align by the script's natural direction (the default).
    /// Animatic aligns them left.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines align with the left edge of the bounds.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines align with the right edge of the bounds.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred in the bounds.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines are justified to both edges of the bounds.
    /// Animatic aligns them left.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// `CATextLayerTruncationMode`: where a line too long for the bounds is cut with "…".
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The truncation mode's string value.
    public var rawValue: String
    /// Creates a truncation mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines are not truncated (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// A line too long for the bounds is cut at its start, the ellipsis shown first.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// A line too long for the bounds is cut at its end, the ellipsis shown last.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// A line too long for the bounds is cut in its middle, where the ellipsis shows.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws text, shaped like Core Animation's `CATextLayer` (Apple, "CATextLayer").
///
/// ```swift
/// let title = CATextLayer()
/// title.frame = CGRect(x: 20, y: 40, width: 280, height: 50)
/// title.string = "Welcome"
/// title.font = UIFont.boldSystemFont(ofSize: 20)   // its name counts; its size does not
/// title.fontSize = 28
/// title.foregroundColor = UIColor.white.cgColor
/// title.alignmentMode = .center
/// title.contentsScale = 3
/// view.layer.addSublayer(title)
/// let grow = CABasicAnimation(keyPath: "fontSize")
/// grow.fromValue = 28; grow.toValue = 40; grow.duration = 0.6
/// title.fontSize = 40
/// title.add(grow, forKey: "grow")
/// ```
///
/// As in Core Animation, the text starts at the top of the bounds (a `UILabel` centres it);
/// `fontSize` (36 by default) and `foregroundColor` (opaque white by default) are animatable
/// (`CABasicAnimation`, Core Animation's implicit animation of a standalone layer) and apply to
/// a plain `String`; an `NSAttributedString` draws with its own runs (`.font`,
/// `.foregroundColor`, `.kern`, `.paragraphStyle`, as ``UILabel/attributedText``), and the
/// layer's `font`, `fontSize` and `foregroundColor` do not apply to it. `font` is a `UIFont`
/// (its family and weight) or a font name (`String`), Helvetica by default. Lines are the
/// string's `\n` breaks; `alignmentMode` aligns them (`.natural` and `.justified` left).
/// `contentsScale` (a ``CALayer`` property) is accepted: vector output has no pixels.
///
/// `string`, `font`, `alignmentMode`, `isWrapped` and `truncationMode` are drawn as they are
/// when the layer joins the stage (changing them later is reported). **Not supported**
/// (reported): a `string` or `font` of another type, and a line wider than the bounds by
/// Animatic's width estimate (see ``UIFont``) when `isWrapped` or a `truncationMode` other
/// than `.none` would wrap or cut it (Animatic has no glyph metrics). With neither, a line
/// runs past the bounds as it is drawn (Core Animation cuts it at the bounds' edge).
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (`nil` by default: nothing is drawn).
    public final var string: Any? {
        didSet {
            attributedContent = nil
            fixedChanged("string")
        }
    }

    /// The font of a plain string: a `UIFont` (its size is ignored: see ``fontSize``) or a
    /// font name; Helvetica when `nil` (the default).
    public final var font: Any? {
        didSet { fixedChanged("font") }
    }

    /// The font size of a plain string (36 by default). Animatable.
    public final var fontSize: CGFloat = 36 {
        didSet {
            guard fontSize != oldValue, !(string is NSAttributedString) else { return }
            guard let view = owner, view.showable(fontSize.isFinite && fontSize >= 0, "layer.fontSize", "\(fontSize)") else { return }
            record(.fontSize, fontSize)
        }
    }

    /// The colour of a plain string (opaque white by default). Animatable.
    public final var foregroundColor: CGColor? = CGColor(UIColor.white) {
        didSet {
            guard foregroundColor != oldValue, !(string is NSAttributedString) else { return }
            record(.foregroundColor, foregroundColor)
        }
    }

    /// How each line is aligned (`.natural` by default: left to right).
    public final var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { if alignmentMode != oldValue { fixedChanged("alignmentMode") } }
    }

    /// Whether long lines wrap to the bounds' width (false by default; see the type's notes).
    public final var isWrapped = false {
        didSet { if isWrapped != oldValue { fixedChanged("isWrapped") } }
    }

    /// Where long lines are cut (`.none` by default; see the type's notes).
    public final var truncationMode: CATextLayerTruncationMode = .none {
        didSet { if truncationMode != oldValue { fixedChanged("truncationMode") } }
    }

    /// Accepted for source compatibility.
    public final var allowsFontSubpixelQuantization = false

    public required init() { super.init() }

    /// The plain font, at `size`.
    private func plainFont(size: Double) -> FontDescription? {
        switch font {
        case nil: return FontDescription(family: "Helvetica", size: size)
        case let f as UIFont:
            var d = f.fontDescription
            d.size = size
            return d
        case let name as String:
            return UIFont(name: name, size: CGFloat(size))?.fontDescription
        default: return nil
        }
    }

    /// The text's lines, as a label draws them (all of them: a text layer has no line count).
    private func textContent(fontSize size: Double) -> LabelContent? {
        let alignment: TextAlignmentValue
        switch alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        default: alignment = .left
        }
        switch string {
        case let attributed as NSAttributedString:
            // Set as a label's attributed text (once per string: that reports the attributes
            // Animatic cannot draw).
            if attributedContent == nil {
                let label = UILabel()
                label.numberOfLines = 0
                label.attributedText = attributed
                var scratch = ViewState()
                if case .label(var content) = label.timelineContent(into: &scratch).0 {
                    content.topAligned = true
                    attributedContent = (content, label.styledLines()?.alignment != nil)
                }
            }
            guard let (stored, aligned) = attributedContent else { return nil }
            var content = stored
            if !aligned { content.alignment = alignment }
            return content
        case let text as String:
            guard !text.isEmpty, let font = plainFont(size: size) else { return nil }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.hasSuffix("\r") ? $0.dropLast() : $0)
            }
            return LabelContent(lines: lines, font: font, alignment: alignment, topAligned: true)
        default:
            return nil
        }
    }

    /// An attributed string's lines and whether its paragraph style aligns them.
    private var attributedContent: (LabelContent, Bool)?

    override func didJoinStage() {
        super.didJoinStage()
        guard let view = owner, let recorder = view.stageRecorder else { return }
        func report(_ call: String, _ feature: String) {
            recorder.report(.notSupported(call: "CATextLayer.\(call)", feature: "\(feature) (view \(view.displayName))"))
        }
        if let string, !(string is String), !(string is NSAttributedString) {
            report("string", "a string that is not a String or NSAttributedString (\(type(of: string)))")
        }
        if let font, !(font is UIFont), !(font is String) {
            report("font", "a font that is not a UIFont or a font name (\(type(of: font)))")
        }
        if isWrapped || truncationMode != .none, let text = string as? String,
           let f = plainFont(size: Double(fontSize)) {
            let uiFont = UIFont(name: f.family ?? "Helvetica", size: CGFloat(f.size)) ?? .systemFont(ofSize: CGFloat(f.size))
            let width = bounds.width
            if text.split(separator: "\n").contains(where: { uiFont.estimatedWidth(of: String($0)) > width }) {
                report(isWrapped ? "isWrapped" : "truncationMode",
                       "a line wider than the bounds that Core Animation would \(isWrapped ? "wrap" : "truncate")")
            }
        }
    }

    override func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let (_, look) = super.timelineContent(into: &state)
        let size = fontSize.isFinite ? max(0, Double(fontSize)) : 36
        if !(string is NSAttributedString) {
            state.textColor = foregroundColor?.rgba ?? .clear
            state.set(.fontSize, .scalar(size))
        }
        guard let content = textContent(fontSize: size) else { return (.plain, look) }
        return (.label(content), look)
    }
}

// The keys CATextLayer's setters record through (``CALayer/record(_:_:)``).
extension StageProperty where Value == CGFloat {
    /// `CATextLayer.fontSize`.
    static var fontSize: Self { Self(property: .fontSize, name: "layer.fontSize") }
}

extension StageProperty where Value == CGColor? {
    /// `CATextLayer.foregroundColor`.
    static var foregroundColor: Self { Self(property: .textColor, name: "layer.foregroundColor") }
}

// MARK: - Key-value coding of the recorded properties

extension CATextLayer {
    /// The model value of `key` as key-value coding reads it (``CALayer/value(forKey:)``).
    /// Switches over every key with no `default:`.
    final func keyValue(_ key: TextLayerKey) -> Any? {
        switch key {
        case .foregroundColor: return foregroundColor
        case .fontSize: return fontSize
        }
    }

    /// Sets the model of `key` through its setter, as key-value coding does.
    final func setKeyValue(_ value: KeyValueInput, _ key: TextLayerKey) -> KeyValueSetting {
        switch key {
        case .foregroundColor:
            guard let c = value.color else { return .wrongType(KeyValueInput.colorTypes) }
            foregroundColor = c
        case .fontSize: guard let n = value.number else { return .wrongType("a number") }; fontSize = n
        }
        return .set
    }
}
