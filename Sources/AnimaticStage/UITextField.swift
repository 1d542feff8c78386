import AnimaticClock
import AnimaticTimeline
import Foundation

/// A one-line text field shaped like UIKit's `UITextField`, drawn as it shows when nobody is
/// typing: the text, or the placeholder in grey when the text is empty, inside its border style.
///
/// ```swift
/// let email = UITextField(frame: CGRect(x: 24, y: 300, width: 312, height: 44))
/// email.borderStyle = .roundedRect
/// email.placeholder = "Email"
/// stage.addSubview(email)
/// for (i, prefix) in ["a", "an", "ann"].enumerated() {      // "typing", one letter at a time
///     _ = Timer.scheduledTimer(withTimeInterval: 0.2 * Double(i + 1), repeats: false) { _ in email.text = prefix }
/// }
/// ```
///
/// The text is drawn by a label inside the field (the text's left edge 7 pt in for
/// `.roundedRect`, 0 otherwise; centred vertically). A new text on stage replaces that label at
/// that instant (the old one leaves the stage, a new one joins), so typing shows letter by letter.
/// `.roundedRect` is drawn as iOS's light look (Animatic's approximation): a white fill, corner
/// radius 5, a 0.5 pt border of (0.8, 0.8, 0.8); `.line` a 1 pt black border, `.bezel` a 1 pt grey
/// border, `.none` nothing. The placeholder is light-appearance `placeholderText` (60, 60, 67,
/// alpha 0.3). No caret, keyboard or editing: `becomeFirstResponder()` is reported as not
/// supported.
open class UITextField: UIControl {
    /// The border drawn around the field (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        case none = 0, line = 1, bezel = 2, roundedRect = 3
    }

    /// The text (`nil` or empty shows the placeholder).
    open var text: String? { didSet { if text != oldValue { updateLabel() } } }
    /// The grey text shown while the text is empty.
    open var placeholder: String? { didSet { if placeholder != oldValue { updateLabel() } } }
    /// The font of the text and placeholder (17 pt system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { if font != oldValue { updateLabel() } } }
    /// The text's colour (black by default); a change shows at once.
    open var textColor: UIColor? = .black { didSet { if textColor != oldValue { updateLabel() } } }
    /// How the text is aligned (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { updateLabel() } } }
    /// The border (`.none` by default, as UIKit's).
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { applyBorder() } } }

    private final var label = UILabel()

    /// Light-appearance `placeholderText`.
    static let placeholderColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

    /// A field with `frame`, no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        updateLabel()
    }

    /// A field with a zero frame (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
        updateLabel()
    }

    /// Typing is not recorded: reported as not supported; returns `false`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UITextField.becomeFirstResponder()", feature: "editing a text field (set its text instead)"))
        return false
    }

    /// Does nothing and returns `true` (the field is never first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// The text's (or placeholder's) estimated size plus the inset, at least the font's line height
    /// plus 4 pt tall (Animatic's approximation of UIKit's padding for `.roundedRect`: 7 pt each side).
    open override var intrinsicContentSize: CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : 0
        return CGSize(width: (f.estimatedWidth(of: shown) + 2 * inset).rounded(.up),
                      height: (f.lineHeight + (borderStyle == .roundedRect ? 14 : 0)).rounded(.up))
    }

    /// Keeps the label in the bounds, inset for the border style.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : 0
        label.frame = bounds.insetBy(dx: inset, dy: 0)
    }

    private func applyBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
        case .roundedRect:
            if backgroundColor == nil { backgroundColor = .white }
            layer.cornerRadius = 5
            layer.borderWidth = 0.5
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        }
        setNeedsLayout()
    }

    /// Shows the text, or the placeholder, in the label; on stage, after the instant the label
    /// joined, a new label with the change replaces it.
    private func updateLabel() {
        let showsText = text?.isEmpty == false
        let shown = showsText ? text : placeholder
        let color = showsText ? (textColor ?? .black) : UITextField.placeholderColor
        let f = font ?? .systemFont(ofSize: 17)
        if label.text == shown && label.font == f && label.textAlignment == textAlignment {
            if label.textColor != color { label.textColor = color }
            return
        }
        if let recorder = label.stageRecorder, !recorder.joinedNow(label) {
            let new = UILabel(frame: label.frame)
            new.accessibilityIdentifier = label.accessibilityIdentifier
            new.text = shown; new.font = f; new.textColor = color; new.textAlignment = textAlignment
            label.removeFromSuperview()
            label = new
            addSubview(new)
        } else {
            label.text = shown; label.font = f; label.textColor = color; label.textAlignment = textAlignment
        }
    }

    override func didJoinStage() {
        super.didJoinStage()
        if let id = accessibilityIdentifier, label.accessibilityIdentifier == nil { label.accessibilityIdentifier = "\(id)-text" }
    }
}
