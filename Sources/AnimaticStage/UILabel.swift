import AnimaticTimeline
import Foundation

/// A view that shows text, shaped like UIKit's `UILabel`.
///
/// ```swift
/// let title = UILabel(frame: CGRect(x: 20, y: 280, width: 320, height: 44))
/// title.text = "Hello, Animatic"
/// title.font = .systemFont(ofSize: 34, weight: .bold)
/// title.textColor = .white
/// title.textAlignment = .center
/// UIView.transition(with: title, duration: 0.5, options: .transitionCrossDissolve) {
///     title.textColor = .systemYellow                                      // cross-fades
/// }
/// ```
///
/// Layout follows UILabel: the text block (one `font.lineHeight` per line) is centred
/// vertically in the bounds; each line is aligned per ``textAlignment`` (`.natural` and
/// `.justified` are left-aligned). `numberOfLines` 1 (the default) shows the first line;
/// 0 shows every line; n shows the first n. Lines are the text's explicit `\n` breaks:
/// Animatic does not wrap long lines, shrink text or truncate it with "…" (it has no glyph
/// metrics), so a line wider than the bounds runs past them.
///
/// As in UIKit, `textColor` changes at once inside a `UIView.animate` block (it is not a view
/// property UIKit animates); `UIView.transition(with:…)` with `.transitionCrossDissolve`
/// blends it over the transition's duration. `text`, `font`, `textAlignment` and
/// `numberOfLines` are drawn as they are when the label joins the stage; changing them later,
/// on stage, is reported as not supported.
open class UILabel: UIView {
    /// The text shown (`nil` shows nothing).
    open var text: String? {
        didSet { if text != oldValue { contentDidChange(call: "UILabel.text") } }
    }

    /// The font (17 pt system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { contentDidChange(call: "UILabel.font") } }
    }

    /// The text colour (black by default, UIKit's `.label` in light appearance). Not animated
    /// by view animation blocks (it changes at once, as in UIKit); a cross-dissolve
    /// `UIView.transition` blends it.
    open var textColor: UIColor! = .black {
        didSet {
            if textColor != oldValue { recordContent(.textColor, .color(textColor?.rgba ?? RGBA(red: 0, green: 0, blue: 0))) }
        }
    }

    /// How each line is aligned (`.natural`, left to right, by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { contentDidChange(call: "UILabel.textAlignment") } }
    }

    /// How many lines show: 1 by default, 0 for all (lines are the text's `\n` breaks).
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange(call: "UILabel.numberOfLines") } }
    }

    /// Kept for source compatibility; Animatic never shrinks text.
    open var adjustsFontSizeToFitWidth = false
    /// Kept for source compatibility.
    open var minimumScaleFactor: CGFloat = 0

    /// The lines the label shows, after `numberOfLines`.
    public var displayedLines: [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        return lines
    }

    /// The text's size: the widest displayed line by Animatic's width estimate (see
    /// `UIFont`'s width approximation in README "Differences from iOS") by one
    /// `font.lineHeight` per displayed line; zero for no text, as UIKit gives.
    open override var intrinsicContentSize: CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let lines = displayedLines
        guard !lines.isEmpty else { return .zero }
        let width = lines.map { f.estimatedWidth(of: $0) }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: (CGFloat(lines.count) * f.lineHeight).rounded(.up))
    }

    override func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let (_, look) = super.timelineContent(into: &state)
        state.textColor = textColor?.rgba ?? RGBA(red: 0, green: 0, blue: 0)
        let f = (font ?? .systemFont(ofSize: 17)).fontDescription
        let alignment: TextAlignmentValue
        switch textAlignment {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left, .natural, .justified: alignment = .left
        }
        let lines = displayedLines
        guard !lines.isEmpty else { return (.plain, look) }
        return (.label(LabelContent(lines: lines, font: f, alignment: alignment)), look)
    }
}
