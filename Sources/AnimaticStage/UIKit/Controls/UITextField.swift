import AnimaticRuntime
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
/// `.roundedRect` is drawn as iOS's light look (Animatic's approximation, noted in the recording
/// when such a field joins the stage): a white fill, corner radius 5, a 0.5 pt border of (0.8, 0.8, 0.8); `.line` a 1 pt black border, `.bezel` a 1 pt grey
/// border, `.none` nothing. The placeholder is light-appearance `placeholderText` (60, 60, 67,
/// alpha 0.3). No caret, keyboard or editing: `becomeFirstResponder()` is reported as not
/// supported.
open class UITextField: UIControl {
    /// The selection set through `UITextInput.selectedTextRange` (`nil`: empty, at the end of the text).
    final var storedSelectedTextRange: UITextRange?
    /// The border drawn around the field (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle around the field (a 1 pt black border on stage).
        case line = 1
        /// A bezel-style border, as for data-entry fields (a 1 pt grey border on stage).
        case bezel = 2
        /// A rounded-rectangle border, as for most text fields (a white fill, corner radius 5 and a
        /// 0.5 pt light grey border on stage).
        case roundedRect = 3
    }

    /// The text: `""` by default, and setting `nil` reads back `""`, as in UIKit, whose getter
    /// never returns `nil` (Apple's `UITextField` reference up to iOS 12: "This string is @\"\" by
    /// default"; code such as `text!.isEmpty` relies on it). An empty text shows the placeholder.
    open var text: String? {
        get { storedText }
        set {
            let text = newValue ?? ""
            if text != storedText { storedText = text; updateLabel() }
        }
    }
    private final var storedText = ""
    /// The grey text shown while the text is empty. Setting it drops ``attributedPlaceholder``.
    open var placeholder: String? {
        didSet {
            var lookChanged = settingAttributedPlaceholder
            if !settingAttributedPlaceholder && storedAttributedPlaceholder != nil {
                storedAttributedPlaceholder = nil
                lookChanged = true
            }
            if placeholder != oldValue || lookChanged { updateLabel() }
        }
    }
    /// ``attributedPlaceholder``'s storage (UITextField+AttributedPlaceholder.swift).
    final var storedAttributedPlaceholder: NSAttributedString?
    /// The attributed text last set (see `UITextField+AttributedText.swift`).
    final var storedAttributedText: NSAttributedString?
    final var settingAttributedPlaceholder = false
    /// The font of the text and placeholder (17 pt system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { if font != oldValue { updateLabel() } } }
    /// The text's colour (black by default); a change shows at once.
    open var textColor: UIColor? = .black { didSet { if textColor != oldValue { updateLabel() } } }
    /// How the text is aligned (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { updateLabel() } } }
    /// The border (`.none` by default, as UIKit's).
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { applyBorder() } } }

    /// Whether the text shows as bullets (one `•` per character), as a password field does.
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { updateLabel() } } }
    /// Stored: Animatic records at the default content size category (``UIContentSizeCategoryAdjusting``).
    open var adjustsFontForContentSizeCategory = false
    /// Autocorrection (stored: no keyboard on the stage; UIKit's `UITextInputTraits`).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Autocapitalization (`.sentences`; stored, no visual effect).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Spell checking (stored, no visual effect).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The return key's title (stored, no visual effect).
    open var returnKeyType: UIReturnKeyType = .default
    /// The keyboard (stored, no visual effect).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look (stored, no visual effect).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the return key is disabled while there is no text (stored, no visual effect).
    open var enablesReturnKeyAutomatically = false
    /// The delegate. Nobody types on a stage, so UIKit calls none of its editing methods and
    /// neither does Animatic.
    open weak var delegate: (any UITextFieldDelegate)?
    /// When the left and right views show (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// The overlay view never shows.
        case never = 0
        /// The overlay view shows only while the field is editing; a field on stage never is, so it
        /// never shows.
        case whileEditing = 1
        /// The overlay view shows only while the field is not editing; a field on stage always
        /// shows it.
        case unlessEditing = 2
        /// The overlay view always shows.
        case always = 3
    }
    /// A view at the field's leading edge (an icon), shown per ``leftViewMode``.
    open var leftView: UIView? { didSet { if leftView !== oldValue { oldValue?.removeFromSuperview(); updateSideViews() } } }
    /// When ``leftView`` shows (`.never` by default); a field on stage is never editing.
    open var leftViewMode: ViewMode = .never { didSet { if leftViewMode != oldValue { updateSideViews() } } }
    /// A view at the field's trailing edge (a button), shown per ``rightViewMode``.
    open var rightView: UIView? { didSet { if rightView !== oldValue { oldValue?.removeFromSuperview(); updateSideViews() } } }
    /// When ``rightView`` shows (`.never` by default); a field on stage is never editing.
    open var rightViewMode: ViewMode = .never { didSet { if rightViewMode != oldValue { updateSideViews() } } }

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
    open override func becomeFirstResponder() -> Bool {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UITextField.becomeFirstResponder()", feature: "editing a text field (set its text instead)"))
        return false
    }

    /// Does nothing and returns `true` (the field is never first responder).
    @discardableResult
    open override func resignFirstResponder() -> Bool { true }

    /// Whether the field is in edit mode (UIKit's `isEditing`): always `false`, as a story never
    /// edits a field (``becomeFirstResponder()`` is reported).
    open var isEditing: Bool { false }

    /// Posted when editing began in a field, the field as the notification's object (UIKit's
    /// `UITextFieldTextDidBeginEditingNotification`); never during a story, as nobody edits a field.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(self, selector: #selector(began),
    ///                                        name: UITextField.textDidBeginEditingNotification, object: field)
    /// ```
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when editing ended in a field (UIKit's `UITextFieldTextDidEndEditingNotification`);
    /// never during a story.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the user changed a field's text (UIKit's `UITextFieldTextDidChangeNotification`;
    /// not posted for a change made in code, as in UIKit); never during a story.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    /// The text's (or placeholder's) estimated size plus the inset, at least the font's line height
    /// plus 4 pt tall (Animatic's approximation of UIKit's padding for `.roundedRect`: 7 pt each side).
    open override var intrinsicContentSize: CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : 0
        return CGSize(width: (f.estimatedWidth(of: shown) + 2 * inset).rounded(.up),
                      height: (f.lineHeight + (borderStyle == .roundedRect ? 14 : 0)).rounded(.up))
    }

    /// Places the text (or placeholder) in ``textRect(forBounds:)`` (or
    /// ``placeholderRect(forBounds:)``) and the side views in ``leftViewRect(forBounds:)`` and
    /// ``rightViewRect(forBounds:)``, as UIKit lays out a field: a subclass that overrides those
    /// methods moves what is drawn. When ``drawText(in:)`` or ``drawPlaceholder(in:)`` is
    /// overridden without calling `super`, the default drawing is not done (the label is hidden),
    /// as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if let view = shownSideView(leftView, leftViewMode) { view.frame = leftViewRect(forBounds: b) }
        if let view = shownSideView(rightView, rightViewMode) { view.frame = rightViewRect(forBounds: b) }
        placeLabel()
    }

    /// Puts the label where the text or placeholder goes, and hides it when the overridden draw
    /// method does not draw it.
    private func placeLabel() {
        let b = bounds
        let showsText = text?.isEmpty == false
        let rect = showsText ? textRect(forBounds: b) : placeholderRect(forBounds: b)
        defaultDrawingDone = false
        if showsText { drawText(in: rect) } else { drawPlaceholder(in: rect) }
        let drawn = defaultDrawingDone
        if label.frame != rect { label.frame = rect }
        if label.isHidden == drawn { label.isHidden = !drawn }
    }

    /// Set by the default ``drawText(in:)`` and ``drawPlaceholder(in:)``.
    private final var defaultDrawingDone = false

    /// The rectangle of the border (UIKit's `borderRect(forBounds:)`): `bounds`.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn (UIKit's `textRect(forBounds:)`): `bounds` inset by 7 pt on the
    /// left and right for `.roundedRect` (Animatic's approximation of UIKit's padding), less
    /// the side views shown. Override it to move the text, as in UIKit.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : 0
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if shownSideView(leftView, leftViewMode) != nil {
            let side = leftViewRect(forBounds: bounds)
            rect.origin.x = max(rect.minX, side.maxX)
            rect.size.width = max(0, bounds.maxX - inset - rect.minX)
        }
        if shownSideView(rightView, rightViewMode) != nil {
            let side = rightViewRect(forBounds: bounds)
            rect.size.width = max(0, min(rect.maxX, side.minX) - rect.minX)
        }
        return rect
    }

    /// Where the placeholder is drawn (UIKit's `placeholderRect(forBounds:)`): the text rect.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is while editing (UIKit's `editingRect(forBounds:)`): the text rect. A
    /// field on stage never edits, so the stage does not use it to draw.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the clear button is (UIKit's `clearButtonRect(forBounds:)`): a field on stage never
    /// shows it (it shows while editing), so an empty rectangle at the middle of the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }

    /// Where ``leftView`` goes (UIKit's `leftViewRect(forBounds:)`): its size (its frame's, or its
    /// intrinsic size when the frame is empty) at the leading edge, centred vertically; an
    /// empty rectangle when there is none.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = Self.sideSize(of: view)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Where ``rightView`` goes (UIKit's `rightViewRect(forBounds:)`): at the trailing edge, as
    /// ``leftViewRect(forBounds:)``.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let size = Self.sideSize(of: view)
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    /// Draws the text in `rect` (UIKit's `drawText(in:)`): the stage's label shows it. An
    /// override that does not call `super` hides it.
    open func drawText(in rect: CGRect) { defaultDrawingDone = true }

    /// Draws the placeholder in `rect` (UIKit's `drawPlaceholder(in:)`): the stage's label
    /// shows it in grey. An override that does not call `super` hides it (a field that draws
    /// its own placeholder label).
    open func drawPlaceholder(in rect: CGRect) { defaultDrawingDone = true }

    /// `view` when its mode shows it on a field nobody edits (`.always`, `.unlessEditing`).
    private func shownSideView(_ view: UIView?, _ mode: ViewMode) -> UIView? {
        guard let view, mode == .always || mode == .unlessEditing else { return nil }
        return view
    }

    /// A side view's size: its frame's, or its intrinsic size when the frame is empty (UIKit sizes
    /// side views with Auto Layout since iOS 13).
    private static func sideSize(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let size = view.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Adds the side views that show, removes those that do not.
    private func updateSideViews() {
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if shownSideView(view, mode) != nil {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        setNeedsLayout()
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
        let shown = showsText ? (isSecureTextEntry ? String(repeating: "\u{2022}", count: text!.count) : text) : placeholder
        let color = showsText ? (textColor ?? .black) : (placeholderLook.color ?? UITextField.placeholderColor)
        let f = (showsText ? nil : placeholderLook.font) ?? font ?? .systemFont(ofSize: 17)
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
        if window != nil { placeLabel() } else { setNeedsLayout() }
    }

    override func didJoinStage() {
        super.didJoinStage()
        if let id = accessibilityIdentifier, label.accessibilityIdentifier == nil { label.accessibilityIdentifier = "\(id)-text" }
        if borderStyle == .roundedRect {
            StoryNotes.noteToCurrent(
                call: "UITextField.borderStyle",
                text: "text field \(displayName): .roundedRect is drawn as Animatic's approximation of iOS's light look"
                    + " (a white fill, corner radius 5, a 0.5 pt border of grey 0.8, text 7 pt in)")
        }
    }
}

/// UIKit's `UITextFieldDelegate`. Every method is optional, as in UIKit (defaults below). Nobody
/// types on a stage, so neither UIKit nor Animatic calls them during a story.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default `true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typed text may replace `range` (default `true`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear (default `true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return is handled (default `true`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UIView {
    /// Asks the view (and its subviews) to resign first responder; nothing is ever first
    /// responder on a stage, so it returns `true` at once (UIKit's `endEditing(_:)`).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}
