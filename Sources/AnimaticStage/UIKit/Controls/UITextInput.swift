import Foundation

// UIKit's text input protocols (UITextInputTraits, UIKeyInput, UITextInput) as far as app code
// reads them: the keyboard's traits (stored, no visual effect: there is no keyboard on the
// stage) and positions and ranges in the text (character offsets). UITextField and UITextView
// adopt them.

/// Whether the keyboard corrects spelling as the user types (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// No autocorrection.
    case no = 1
    /// Autocorrection.
    case yes = 2
}

/// Whether the keyboard capitalizes as the user types (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Nothing is capitalized.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether the keyboard checks spelling (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// No spell checking.
    case no = 1
    /// Spell checking.
    case yes = 2
}

/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// The kind of keyboard (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII letters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// Names and phone numbers.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For Twitter text.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2
}

/// The keyboard's traits of a text view or field (UIKit's `UITextInputTraits`). Animatic stores
/// them: the stage has no keyboard, so they have no visual effect.
public protocol UITextInputTraits: AnyObject {
    /// Autocorrection (`.default`).
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Autocapitalization (`.sentences`).
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Spell checking (`.default`).
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The return key's title (`.default`).
    var returnKeyType: UIReturnKeyType { get set }
    /// The keyboard (`.default`).
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look (`.default`).
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Whether the return key is disabled while there is no text (`false`).
    var enablesReturnKeyAutomatically: Bool { get set }
}

/// A place in a text (UIKit's `UITextPosition`): here, a character offset.
open class UITextPosition: NSObject {
    /// The number of characters before the position.
    public let offset: Int
    /// The position after `offset` characters.
    public init(offset: Int) { self.offset = offset }
}

/// A range of a text (UIKit's `UITextRange`), from ``start`` to ``end``.
open class UITextRange: NSObject {
    /// Where the range starts.
    public let start: UITextPosition
    /// Where the range ends.
    public let end: UITextPosition
    /// Whether the range holds no characters.
    open var isEmpty: Bool { start.offset == end.offset }
    /// The range from `start` to `end`.
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}

/// Text that positions and ranges can be read in (UIKit's `UITextInput`, what RxCocoa's
/// `TextInput` wraps). Animatic has no keyboard: there is never marked text (an input method's
/// uncommitted characters), and the selection is empty at the end of the text.
public protocol UITextInput: UITextInputTraits {}

extension UITextInput {
    /// The text read through positions and ranges (a field's or text view's text, `""` when none).
    private var textInputContent: String {
        switch self {
        case let field as UITextField: field.text ?? ""
        case let textView as UITextView: textView.text ?? ""
        default: ""
        }
    }

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: textInputContent.count) }
    /// The uncommitted text of an input method: always `nil` (no keyboard on the stage).
    public var markedTextRange: UITextRange? { nil }
    /// The selection (UIKit's `selectedTextRange`, settable as `UITextInput` declares it:
    /// `@property (nullable, readwrite, copy) UITextRange *selectedTextRange`): empty at the end
    /// of the text until a range is set; a range set is kept while it lies inside the text, and
    /// read as the end of the text once the text has become shorter than it. Animatic draws no
    /// caret or selection (no keyboard on the stage), so setting it changes nothing drawn.
    ///
    /// ```swift
    /// field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
    /// ```
    public var selectedTextRange: UITextRange? {
        get {
            let end = endOfDocument
            guard let stored = storedSelection else { return UITextRange(start: end, end: end) }
            let inside = (0...end.offset)
            guard inside.contains(stored.start.offset), inside.contains(stored.end.offset) else { return UITextRange(start: end, end: end) }
            return stored
        }
        set {
            switch self {
            case let field as UITextField: field.storedSelectedTextRange = newValue
            case let textView as UITextView: textView.storedSelectedTextRange = newValue
            default: break
            }
        }
    }

    /// The range set through ``selectedTextRange``, if any.
    private var storedSelection: UITextRange? {
        switch self {
        case let field as UITextField: field.storedSelectedTextRange
        case let textView as UITextView: textView.storedSelectedTextRange
        default: nil
        }
    }
    /// Whether there is any text.
    public var hasText: Bool { !textInputContent.isEmpty }

    /// The range from `fromPosition` to `toPosition` (`nil` when either is outside the text).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let count = textInputContent.count
        guard (0...count).contains(fromPosition.offset), (0...count).contains(toPosition.offset) else { return nil }
        return UITextRange(start: fromPosition, end: toPosition)
    }

    /// The text in `range` (`nil` when it is outside the text).
    public func text(in range: UITextRange) -> String? {
        let text = textInputContent
        let lower = min(range.start.offset, range.end.offset), upper = max(range.start.offset, range.end.offset)
        guard lower >= 0, upper <= text.count else { return nil }
        let start = text.index(text.startIndex, offsetBy: lower)
        return String(text[start..<text.index(start, offsetBy: upper - lower)])
    }

    /// The position `offset` characters from `position` (`nil` outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...textInputContent.count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// The number of characters from `from` to `toPosition`.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// How `position` and `other` are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
