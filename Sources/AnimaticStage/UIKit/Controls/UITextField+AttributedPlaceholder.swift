import AnimaticRuntime
import AnimaticClock
import Foundation

extension UITextField {
    /// The placeholder with attributes (Apple, `attributedPlaceholder`): setting it sets
    /// ``placeholder`` to its string, as UIKit does ("assigning a new value to this property also
    /// replaces the value of the placeholder property with the same string data"), and the
    /// placeholder shows in the `.foregroundColor` and `.font` of its first character (UIKit's
    /// grey and the field's font where it has none).
    ///
    /// ```swift
    /// field.attributedPlaceholder = NSAttributedString(string: "Email",
    ///     attributes: [.foregroundColor: UIColor.lightGray])
    /// ```
    ///
    /// Other attributes, and runs that differ from the first, are reported as
    /// ``StoryProblem/notSupported(call:feature:)`` (the placeholder still shows, in the first
    /// run's look).
    public var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            if let copy { reportUndrawnAttributes(of: copy, call: "UITextField.attributedPlaceholder", what: "placeholder") }
            settingAttributedPlaceholder = true
            storedAttributedPlaceholder = copy
            placeholder = copy?.string
            settingAttributedPlaceholder = false
        }
    }

    /// Whether the field has text (Apple, `UIKeyInput.hasText`): `text` is not empty.
    public var hasText: Bool { text?.isEmpty == false }

    /// The colour and font of the attributed placeholder's first character, where set.
    var placeholderLook: (color: UIColor?, font: UIFont?) {
        guard let string = storedAttributedPlaceholder, string.length > 0 else { return (nil, nil) }
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        return (attributes[.foregroundColor] as? UIColor, attributes[.font] as? UIFont)
    }

    /// Reports, once each, what the field does not draw of `string`, set through `call`: attributes
    /// other than `.foregroundColor` and `.font` (and `.paragraphStyle` where `acceptsParagraphStyle`),
    /// values of the wrong type, and runs whose colour or font differ from the first character's
    /// (`what` names the string in the message: "text", "placeholder").
    final func reportUndrawnAttributes(of string: NSAttributedString, call: String, what: String,
                                       acceptsParagraphStyle: Bool = false) {
        guard string.length > 0 else { return }
        var problems: [String] = []
        let first = string.attributes(at: 0, effectiveRange: nil)
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            for (key, value) in attributes {
                let problem: String?
                switch key.rawValue {
                case "NSColor": problem = value is UIColor ? nil : "a .foregroundColor value that is not a UIColor (\(type(of: value)))"
                case "NSFont": problem = value is UIFont ? nil : "a .font value that is not a UIFont (\(type(of: value)))"
                case "NSParagraphStyle" where acceptsParagraphStyle: problem = nil
                default: problem = "the attribute \(key.rawValue)"
                }
                if let problem, !problems.contains(problem) { problems.append(problem) }
            }
            if range.location > 0 {
                let differs = (attributes[.foregroundColor] as? UIColor) != (first[.foregroundColor] as? UIColor)
                    || (attributes[.font] as? UIFont) != (first[.font] as? UIFont)
                let problem = "a \(what) whose colour or font changes within it (drawn in its first character's)"
                if differs && !problems.contains(problem) { problems.append(problem) }
            }
        }
        for problem in problems {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "\(problem) (text field \(displayName))"))
        }
    }
}
