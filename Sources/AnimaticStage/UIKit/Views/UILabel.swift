import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
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
    /// The text shown (`nil` shows nothing). Setting it drops ``attributedText``, as in UIKit.
    open var text: String? {
        didSet {
            guard !settingAttributedText else { return }
            storedAttributedText = nil
            if text != oldValue {
                contentDidChange(call: "UILabel.text")
                invalidateIntrinsicContentSize()
            }
        }
    }

    private final var storedAttributedText: NSAttributedString?
    private final var settingAttributedText = false

    /// The text with attributes per run (UIKit's `attributedText`): `.font`, `.foregroundColor`
    /// and `.kern` per run, drawn as one SVG `<tspan>` each; `.paragraphStyle`'s `alignment`
    /// (it replaces ``textAlignment``) and `lineSpacing` (between lines) from the first run that
    /// has one. Other attributes, and values of the wrong type, are reported as not supported
    /// (the text still shows). Setting it sets ``text`` to its string; lines are its `\n`
    /// breaks, each wrapped at word boundaries to the label's width when ``numberOfLines`` is
    /// not 1 (as plain text wraps; a word wider than the line is broken between characters),
    /// cut by ``numberOfLines`` with "…" ending a cut inside a paragraph (at the tail, whatever
    /// the truncating ``lineBreakMode``). Fixed once the label is on stage, like ``text``.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            settingAttributedText = true
            text = newValue?.string
            settingAttributedText = false
            if let newValue { reportUnsupportedAttributes(of: newValue) }
            contentDidChange(call: "UILabel.attributedText")
            invalidateIntrinsicContentSize()
        }
    }

    /// The attribute keys a label draws.
    private static let drawnKeys: Set<String> = ["NSFont", "NSColor", "NSKern", "NSParagraphStyle"]

    private func reportUnsupportedAttributes(of string: NSAttributedString) {
        var problems: [String] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, _, _ in
            for (key, value) in attributes {
                let problem: String?
                switch key.rawValue {
                case "NSFont": problem = value is UIFont ? nil : "a .font value that is not a UIFont (\(type(of: value)))"
                case "NSColor": problem = value is UIColor ? nil : "a .foregroundColor value that is not a UIColor (\(type(of: value)))"
                case "NSKern": problem = UILabel.number(value) != nil ? nil : "a .kern value that is not a number (\(type(of: value)))"
                case "NSParagraphStyle":
                    problem = value is NSParagraphStyle ? nil : "a .paragraphStyle value that is not an NSParagraphStyle (\(type(of: value)))"
                default: problem = "the attribute \(key.rawValue)"
                }
                if let problem, !problems.contains(problem) { problems.append(problem) }
            }
        }
        for problem in problems {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UILabel.attributedText", feature: "\(problem) (label \(displayName))"))
        }
    }

    /// A number attribute's value as a `Double`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// One run of the attributed text, as the stage reads it.
    struct StyledRun {
        var text: String
        var font: UIFont?
        var color: UIColor?
        var kern: Double?
    }

    /// The attributed text's displayed lines as runs (each paragraph wrapped to `width` when
    /// given and ``numberOfLines`` is not 1, then cut to ``numberOfLines``), its paragraph
    /// alignment and line spacing; `nil` without attributed text.
    func styledLines(wrappingTo width: CGFloat? = nil) -> (lines: [[StyledRun]], alignment: NSTextAlignment?, spacing: CGFloat)? {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return nil }
        var lines: [[StyledRun]] = [[]]
        var alignment: NSTextAlignment?
        var spacing: CGFloat?
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let piece = attributed.attributedSubstring(from: range).string
            let style = attributes[.paragraphStyle] as? NSParagraphStyle
            if let style, alignment == nil { alignment = style.alignment; spacing = style.lineSpacing }
            let kern = attributes[.kern].flatMap(UILabel.number)
            let parts = piece.split(separator: "\n", omittingEmptySubsequences: false)
            for (k, part) in parts.enumerated() {
                if k > 0 { lines.append([]) }
                var text = String(part)
                if k < parts.count - 1, text.hasSuffix("\r") { text.removeLast() }
                guard !text.isEmpty else { continue }
                lines[lines.count - 1].append(StyledRun(text: text, font: attributes[.font] as? UIFont,
                                                        color: attributes[.foregroundColor] as? UIColor, kern: kern))
            }
        }
        if numberOfLines != 1, let width, width.isFinite, width > 0 {
            return (wrapStyled(lines, to: width), alignment, spacing ?? 0)
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        return (lines, alignment, spacing ?? 0)
    }

    /// The font (17 pt system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font != oldValue {
                guard showable(font?.hasShowableSize ?? true, "font", "\(font!)") else { return }
                contentDidChange(call: "UILabel.font")
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The text colour (black by default, UIKit's `.label` in light appearance). Not animated
    /// by view animation blocks (it changes at once, as in UIKit); a cross-dissolve
    /// `UIView.transition` blends it.
    open var textColor: UIColor! = .black {
        didSet {
            if textColor != oldValue { record(.textColor, from: oldValue ?? .black, to: textColor ?? .black) }
        }
    }

    /// How each line is aligned (`.natural`, left to right, by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { contentDidChange(call: "UILabel.textAlignment") } }
    }

    /// How many lines show: 1 by default, 0 for all (lines are the text's `\n` breaks).
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines != oldValue {
                contentDidChange(call: "UILabel.numberOfLines")
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// How lines wrap and how a cut last line ends (UIKit's `lineBreakMode`;
    /// `.byTruncatingTail`, the default, ends it with "…"). With ``numberOfLines`` other than 1:
    /// `.byCharWrapping` wraps between characters, the others at words; the wrapping modes and
    /// `.byClipping` cut the text without an ellipsis; `.byTruncatingHead` and
    /// `.byTruncatingMiddle` put the ellipsis at the start or the middle of the last line shown,
    /// which then ends with the text's end. A one-line label is not cut (see the class notes).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            if lineBreakMode != oldValue {
                contentDidChange(call: "UILabel.lineBreakMode")
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// Kept for source compatibility; Animatic never shrinks text.
    open var adjustsFontSizeToFitWidth = false
    /// Kept for source compatibility.
    open var minimumScaleFactor: CGFloat = 0
    /// How the baseline moves when the text shrinks to fit (UIKit's `baselineAdjustment`,
    /// `.alignBaselines` by default). Stored, with no effect: it applies only to text that
    /// shrinks, and Animatic never shrinks text.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Stored: Animatic records at the default content size category, which never changes
    /// (``UIContentSizeCategoryAdjusting``).
    open var adjustsFontForContentSizeCategory = false

    /// The width a multi-line label's text wraps to when Auto Layout asks for its size (UIKit's
    /// `preferredMaxLayoutWidth`): 0 (the default) uses the width the layout gives the label, as
    /// UIKit does since iOS 8 (a second layout pass once the width is known).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width Auto Layout gave this multi-line label in its last pass (set by the engine).
    final var layoutWrapWidth: CGFloat?

    /// The lines the label shows: the text's `\n` breaks, and, when `numberOfLines` is not 1,
    /// each paragraph wrapped at word boundaries to the label's width (a word wider than the
    /// width is broken between characters), by Animatic's width estimate (see `UIFont`); then
    /// cut to `numberOfLines` (0: all), the last line shown ending in "…" when the cut falls
    /// inside a wrapped paragraph, as UIKit's default `.byTruncatingTail` does (a cut at a `\n`
    /// shows the lines before it as they are).
    public var displayedLines: [String] {
        lines(wrappingTo: numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil)
    }

    /// The shown lines with multi-line text wrapped to `width` (`nil`: not wrapped).
    func lines(wrappingTo width: CGFloat?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        let f = font ?? .systemFont(ofSize: 17)
        var lines: [String] = [], continues: [Bool] = []   // whether a line goes on in the next
        if let width, width.isFinite {
            for paragraph in paragraphs {
                let wrapped = lineBreakMode == .byCharWrapping
                    ? UILabel.wrapCharacters(paragraph, to: width, font: f) : UILabel.wrap(paragraph, to: width, font: f)
                lines += wrapped
                continues += wrapped.indices.map { $0 < wrapped.count - 1 }
            }
        } else {
            lines = paragraphs
        }
        if numberOfLines > 0 && lines.count > numberOfLines {
            let cutInParagraph = continues.count > numberOfLines - 1 && continues[numberOfLines - 1]
            var last = lines[numberOfLines - 1] + (cutInParagraph ? " " + lines[numberOfLines] : "")
            // The rest of the paragraph the cut falls in (for head and middle truncation).
            var end = numberOfLines - 1
            while end < continues.count - 1 && continues[end] { end += 1 }
            let rest = lines[(numberOfLines - 1)...end].joined(separator: " ")
            lines = Array(lines.prefix(numberOfLines))
            if let width, cutInParagraph {
                switch lineBreakMode {
                case .byWordWrapping, .byCharWrapping, .byClipping:
                    break
                case .byTruncatingTail:
                    while !last.isEmpty && f.estimatedWidth(of: last + "\u{2026}") > width { last.removeLast() }
                    while last.hasSuffix(" ") { last.removeLast() }
                    lines[numberOfLines - 1] = last + "\u{2026}"
                case .byTruncatingHead:
                    var tail = Substring(rest)
                    while !tail.isEmpty && f.estimatedWidth(of: "\u{2026}" + tail) > width { tail.removeFirst() }
                    while tail.hasPrefix(" ") { tail.removeFirst() }
                    lines[numberOfLines - 1] = "\u{2026}" + tail
                case .byTruncatingMiddle:
                    // Characters from both ends, alternately, while the line fits.
                    let characters = Array(rest)
                    var head = 0, tail = 0
                    while head + tail < characters.count {
                        let takeHead = head <= tail
                        let h = head + (takeHead ? 1 : 0), t = tail + (takeHead ? 0 : 1)
                        let candidate = String(characters[..<h]) + "\u{2026}" + String(characters[(characters.count - t)...])
                        if f.estimatedWidth(of: candidate) > width { break }
                        head = h; tail = t
                    }
                    lines[numberOfLines - 1] = String(characters[..<head]) + "\u{2026}" + String(characters[(characters.count - tail)...])
                }
            }
        }
        return lines
    }

    /// One paragraph broken between characters to `width` points (`.byCharWrapping`).
    static func wrapCharacters(_ paragraph: String, to width: CGFloat, font: UIFont) -> [String] {
        if paragraph.isEmpty || font.estimatedWidth(of: paragraph) <= width { return [paragraph] }
        var lines: [String] = []
        var line = ""
        for c in paragraph {
            if !line.isEmpty && font.estimatedWidth(of: line + String(c)) > width {
                lines.append(line)
                line = ""
            }
            line.append(c)
        }
        lines.append(line)
        return lines
    }

    /// Greedy word wrap of one paragraph to `width` points.
    static func wrap(_ paragraph: String, to width: CGFloat, font: UIFont) -> [String] {
        if paragraph.isEmpty || font.estimatedWidth(of: paragraph) <= width { return [paragraph] }
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if font.estimatedWidth(of: candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            // A word wider than the line is broken between characters.
            line = ""
            for c in word {
                if !line.isEmpty && font.estimatedWidth(of: line + String(c)) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(c)
            }
        }
        lines.append(line)
        return lines
    }

    /// The text's size: the widest displayed line by Animatic's width estimate (see
    /// `UIFont`'s width approximation in README "Differences from iOS") by one
    /// `font.lineHeight` per displayed line; zero for no text, as UIKit gives.
    open override var intrinsicContentSize: CGSize {
        textSize(wrappingTo: numberOfLines == 1 ? nil
                 : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWrapWidth)
    }

    /// The size of the text within `size` (Apple, `UILabel.sizeThatFits(_:)`, which
    /// `sizeToFit()` uses): a label of several lines (`numberOfLines` 0 or more than 1) wraps its
    /// text to `size.width`, so SwiftSpinner's subtitle, sized with `sizeThatFits` of the
    /// screen's width less 40, takes three lines rather than one line running off the screen; a
    /// one-line label gives its whole line, wider than `size` if the text is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingTo: numberOfLines == 1 || !(size.width > 0) ? nil : size.width)
    }

    /// The widest displayed line by one line height per displayed line, the text wrapped to
    /// `wrapWidth` (nil: only at its own line breaks); zero for no text.
    private func textSize(wrappingTo wrapWidth: CGFloat?) -> CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        if let styled = styledLines(wrappingTo: wrapWidth) {
            var width: CGFloat = 0, height: CGFloat = 0
            for line in styled.lines {
                var w: CGFloat = 0
                for run in line {
                    w += (run.font ?? f).estimatedWidth(of: run.text) + CGFloat(run.kern ?? 0) * CGFloat(run.text.count)
                }
                width = max(width, w)
                height += line.map { ($0.font ?? f).lineHeight }.max() ?? f.lineHeight
            }
            height += styled.spacing * CGFloat(max(0, styled.lines.count - 1))
            return CGSize(width: width.rounded(.up), height: height.rounded(.up))
        }
        let lines = lines(wrappingTo: wrapWidth)
        guard !lines.isEmpty else { return .zero }
        let width = lines.map { f.estimatedWidth(of: $0) }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: (CGFloat(lines.count) * f.lineHeight).rounded(.up))
    }

    /// Where the first (`first`) or last line's baseline lies relative to the label's vertical
    /// centre, as the label draws its text (the block of lines centred vertically, each
    /// baseline `ascender` below its line's top); nil without text. Auto Layout's baseline
    /// anchors use it (an approximation of UIKit's font metrics: see README).
    func labelBaselineOffset(first: Bool) -> CGFloat? {
        let f = font ?? .systemFont(ofSize: 17)
        if let styled = styledLines(wrappingTo: bounds.width) {
            let heights = styled.lines.map { line in line.map { ($0.font ?? f).lineHeight }.max() ?? f.lineHeight }
            let ascenders = styled.lines.map { line in line.map { ($0.font ?? f).ascender }.max() ?? f.ascender }
            guard !heights.isEmpty else { return nil }
            let block = heights.reduce(0, +) + styled.spacing * CGFloat(heights.count - 1)
            if first { return -block / 2 + ascenders[0] }
            return block / 2 - heights[heights.count - 1] + ascenders[ascenders.count - 1]
        }
        let lines = displayedLines.count
        guard lines > 0 else { return nil }
        let block = CGFloat(lines) * f.lineHeight
        return first ? -block / 2 + f.ascender : block / 2 - f.lineHeight + f.ascender
    }

    /// A multi-line label wraps its text again at its new width.
    override func boundsSizeDidChange(from old: CGSize) {
        super.boundsSizeDidChange(from: old)
        if numberOfLines != 1 && old.width != bounds.width && text?.isEmpty == false {
            contentDidChange(call: "UILabel (text wrapped to a new width)")
        }
    }

    override func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let (_, look) = super.timelineContent(into: &state)
        state.textColor = textColor?.rgba ?? RGBA(red: 0, green: 0, blue: 0)
        let f = (font ?? .systemFont(ofSize: 17)).fontDescription
        let styled = styledLines(wrappingTo: bounds.width)
        let alignment: TextAlignmentValue
        switch styled?.alignment ?? textAlignment {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left, .natural, .justified: alignment = .left
        }
        if let styled {
            let runs = styled.lines.map { line in
                line.map { run in
                    TextRun(text: run.text, font: run.font.map(\.fontDescription).flatMap { $0 == f ? nil : $0 },
                            color: run.color?.rgba, kern: run.kern.flatMap { $0.isFinite && $0 != 0 ? $0 : nil })
                }
            }
            let lines = runs.map { $0.map(\.text).joined() }
            let spacing = styled.spacing.isFinite ? max(0, Double(styled.spacing)) : 0
            return (.label(LabelContent(lines: lines, font: f, alignment: alignment, runs: runs, lineSpacing: spacing)), look)
        }
        let lines = displayedLines
        guard !lines.isEmpty else { return (.plain, look) }
        return (.label(LabelContent(lines: lines, font: f, alignment: alignment)), look)
    }
}

extension StageProperty where Value == UIColor {
    /// `UILabel.textColor` (`nil` is black): UIView blocks change it at once.
    static var textColor: Self { Self(property: .textColor, name: "textColor") }
}

/// How a label that shrinks its text to fit moves the baseline (UIKit's `UIBaselineAdjustment`).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where it was for the original font size.
    case alignBaselines = 0
    /// The text stays centred vertically where it was.
    case alignCenters = 1
    /// The text's top stays where it was.
    case none = 2
}
