import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// The region a text view lays its text out in, shaped like UIKit's `NSTextContainer`.
///
/// ```swift
/// hint.textContainer.lineFragmentPadding = 0      // text flush with the inset
/// ```
///
/// Apple, `NSTextContainer`: `lineFragmentPadding` is 5 pt by default, inset from each end of a
/// line; `maximumNumberOfLines` 0 (no limit); `lineBreakMode` `.byWordWrapping`.
public final class NSTextContainer {
    /// The space inset from each end of every line (5 pt by default).
    public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutDidChange() } }
    /// The most lines laid out (0, the default: no limit).
    public var maximumNumberOfLines: Int = 0 { didSet { owner?.textLayoutDidChange() } }
    /// How the last line ends when ``maximumNumberOfLines`` cuts the text (`.byWordWrapping`,
    /// the default, cuts it without an ellipsis).
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textLayoutDidChange() } }

    /// The text view whose text this container lays out.
    weak var owner: UITextView?

    /// The size of the region text is laid out in (Apple, `NSTextContainer.size`). A text
    /// view's container follows its width, as UIKit's does (`widthTracksTextView`): the view's
    /// width less `textContainerInset`'s left and right, and is 10,000,000 pt high (UIKit's
    /// height for a text view's container, which does not track the view's height); setting it
    /// there changes nothing, as UIKit resets it. A container of its own keeps the size set.
    public var size: CGSize {
        get {
            guard let owner else { return storedSize }
            let inset = owner.textContainerInset
            return CGSize(width: max(0, owner.bounds.width - inset.left - inset.right), height: 10_000_000)
        }
        set { storedSize = newValue }
    }
    private var storedSize: CGSize

    /// A container of its own (UIKit's `init(size:)`); only a text view's container draws.
    public init(size: CGSize = .zero) { storedSize = size }
}

/// A view of scrollable, multi-line text, shaped like UIKit's `UITextView`, drawn as it shows
/// when nobody is typing.
///
/// ```swift
/// let hint = UITextView(frame: CGRect(x: 24, y: 500, width: 300, height: 120))
/// hint.text = "Swipe left to see the next tip. Tap anywhere to close."
/// hint.font = .systemFont(ofSize: 15)
/// hint.isEditable = false
/// stage.addSubview(hint)
/// ```
///
/// As in UIKit (Apple, `UITextView`, `textContainerInset`, `NSTextContainer`): the text starts at
/// the top left, inset by ``textContainerInset`` (8 pt top and bottom by default) and by the
/// container's `lineFragmentPadding` (5 pt) at each end of a line, and wraps at word boundaries
/// to the width left (by Animatic's width estimate, see `UIFont`). The font is 12 pt system when
/// none is set, the colour black, the background white. With `isScrollEnabled` off, the
/// intrinsic size is the text's height plus the insets (Auto Layout sizes the view to its text);
/// with scrolling on, it has none, as in UIKit. A new text on stage replaces the drawn text at
/// that instant. No caret, keyboard or editing: `becomeFirstResponder()` is reported as not
/// supported.
open class UITextView: UIScrollView {
    /// The selection set through `UITextInput.selectedTextRange` (`nil`: empty, at the end of the text).
    final var storedSelectedTextRange: UITextRange?
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
    /// The text (`""` when none, as UIKit's). Setting it drops ``attributedText``.
    open var text: String! {
        get { storedText }
        set {
            let value = newValue ?? ""
            guard value != storedText || storedAttributedText != nil else { return }
            storedText = value
            storedAttributedText = nil
            textLayoutDidChange()
        }
    }
    private final var storedText = ""
    private final var storedAttributedText: NSAttributedString?

    /// The styled text (UIKit's `attributedText`), drawn as a label draws attributed text;
    /// setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string ?? ""
            textLayoutDidChange()
        }
    }
    /// The font (`nil`: 12 pt system, what UIKit draws a text view's text in by default).
    open var font: UIFont? { didSet { if font != oldValue { textLayoutDidChange() } } }
    /// The text's colour (`nil`: black).
    open var textColor: UIColor? { didSet { if textColor != oldValue { textLayoutDidChange() } } }
    /// How lines are aligned (`.natural`, left to right, by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { textLayoutDidChange() } } }
    /// The space between the view's edges and the text container (8 pt top and bottom, 0 left
    /// and right, by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textLayoutDidChange() } }
    }
    /// The container the text is laid out in (its `lineFragmentPadding` insets each line).
    public let textContainer = NSTextContainer()
    /// Whether the user could edit the text (`true` by default). Nobody types on a stage.
    open var isEditable = true
    /// Whether the user could select the text (`true` by default). Nobody selects on a stage.
    open var isSelectable = true
    /// Stored: Animatic records at the default content size category.
    open var adjustsFontForContentSizeCategory = false
    /// Posted when the user changed the text (never during a story: nobody types).
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing began (never during a story).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when editing ended (never during a story).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private final var label = UILabel()

    /// A text view with `frame`, empty, on a white background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpText()
    }

    /// A text view with a zero frame (a storyboard's or nib's, which then sets its frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpText()
    }

    private func setUpText() {
        backgroundColor = .white
        textContainer.owner = self
        label.numberOfLines = 0
        addSubview(label)
        updateLabel()
    }

    /// Typing is not recorded: reported as not supported; returns `false`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UITextView.becomeFirstResponder()", feature: "editing a text view (set its text instead)"))
        return false
    }

    /// Does nothing and returns `true` (the text view is never first responder).
    @discardableResult
    open override func resignFirstResponder() -> Bool { true }

    /// With scrolling off, the text's height (wrapped to the current width, or one line per
    /// paragraph when the width is 0) plus the insets, and the widest line plus the insets
    /// and padding; with scrolling on, none (`UIView.noIntrinsicMetric` both ways), as UIKit.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = textWidth(in: bounds.width)
        let lines = shownLines(width: width > 0 ? width : nil)
        let f = shownFont
        let widest = lines.map { f.estimatedWidth(of: $0) }.max() ?? 0
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        return CGSize(width: (widest + horizontal).rounded(.up),
                      height: (CGFloat(lines.count) * f.lineHeight + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// Places the text at the top left of the inset bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeLabel()
    }

    /// The font the text is drawn in.
    final var shownFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The width a line may take in a view `width` wide.
    private func textWidth(in width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The lines shown, wrapped to `width` (`nil`: not wrapped) and cut per the container.
    final func shownLines(width: CGFloat?) -> [String] {
        let probe = UILabel()
        probe.text = storedText
        probe.font = shownFont
        probe.numberOfLines = textContainer.maximumNumberOfLines
        probe.lineBreakMode = textContainer.lineBreakMode
        return probe.lines(wrappingTo: width)
    }

    private func placeLabel() {
        let b = bounds
        let width = textWidth(in: b.width)
        let count = label.lines(wrappingTo: width > 0 ? width : nil).count
        // In content coordinates: the text scrolls with the content offset.
        let rect = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                          width: width, height: CGFloat(count) * shownFont.lineHeight)
        if label.frame != rect { label.frame = rect }
        let content = CGSize(width: b.width, height: rect.maxY + textContainerInset.bottom)
        if contentSize != content { contentSize = content }
    }

    /// A property that changes how the text is drawn changed: the label is updated (replaced
    /// by a new one on stage, after the instant it joined) and the size invalidated.
    final func textLayoutDidChange() {
        updateLabel()
        invalidateIntrinsicContentSize()
    }

    private func configure(_ label: UILabel) {
        if let storedAttributedText { label.attributedText = storedAttributedText } else { label.text = storedText }
        label.font = shownFont
        label.textColor = textColor ?? .black
        label.textAlignment = textAlignment
        label.numberOfLines = textContainer.maximumNumberOfLines
        label.lineBreakMode = textContainer.lineBreakMode
    }

    private func updateLabel() {
        if let recorder = label.stageRecorder, !recorder.joinedNow(label) {
            let new = UILabel(frame: label.frame)
            new.accessibilityIdentifier = label.accessibilityIdentifier
            configure(new)
            label.removeFromSuperview()
            label = new
            addSubview(new)
        } else {
            configure(label)
        }
        if window != nil { placeLabel() } else { setNeedsLayout() }
    }

    override func didJoinStage() {
        super.didJoinStage()
        if let id = accessibilityIdentifier, label.accessibilityIdentifier == nil { label.accessibilityIdentifier = "\(id)-text" }
    }
}

/// UIKit's `UITextViewDelegate`: a scroll view delegate with editing messages, every one
/// optional (defaults below). A text view's `delegate` (its scroll view's) takes one. Nobody
/// types on a stage, so neither UIKit nor Animatic calls the editing ones during a story.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default `true`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (default `true`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
}
