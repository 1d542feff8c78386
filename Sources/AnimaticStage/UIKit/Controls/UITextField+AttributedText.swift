import AnimaticRuntime
import AnimaticClock
import Foundation

extension UITextField {
    /// The text with attributes (Apple, `UITextField.attributedText`): setting it sets ``text``
    /// to its string, as UIKit does, and the field shows it in the `.foregroundColor` and
    /// `.font` of its first character (the field's ``textColor`` and ``font`` become those,
    /// where set). A `.paragraphStyle` is accepted (a field is one line: its line spacing
    /// shows nothing); its alignment is the field's ``textAlignment``.
    ///
    /// ```swift
    /// field.attributedText = NSAttributedString(string: "42 km",
    ///     attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    /// ```
    ///
    /// Other attributes, and runs whose colour or font differ from the first, are reported as
    /// ``StoryProblem/notSupported(call:feature:)`` (the text still shows, in the first run's
    /// look). Reading it after ``text`` changed answers the text with the field's font and
    /// colour, as UIKit's does.
    public var attributedText: NSAttributedString? {
        get {
            if let stored = storedAttributedText, stored.string == (text ?? "") { return stored }
            guard let text else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            if let copy, copy.length > 0 {
                let attributes = copy.attributes(at: 0, effectiveRange: nil)
                reportUndrawnAttributes(of: copy, call: "UITextField.attributedText", what: "text", acceptsParagraphStyle: true)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            storedAttributedText = copy
            text = copy?.string
        }
    }
}
