import Foundation
import Testing
@testable import AnimaticStage

/// Members behind the recording harness's build walls (issue #29, record7): what stops a corpus
/// library from building whole, so that the files that type-check can also be recorded.
@Suite struct Recording7Tests {
    // MARK: - UITextField's editing notifications (TextFieldEffects' base class observes them)

    @Test func textFieldNotificationsHaveUIKitsNamesDistinctFromTheTextViews() {
        #expect(UITextField.textDidBeginEditingNotification.rawValue == "UITextFieldTextDidBeginEditingNotification")
        #expect(UITextField.textDidEndEditingNotification.rawValue == "UITextFieldTextDidEndEditingNotification")
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
        #expect(UITextField.textDidBeginEditingNotification != UITextView.textDidBeginEditingNotification)
        #expect(UITextField.textDidEndEditingNotification != UITextView.textDidEndEditingNotification)
        #expect(UITextField.textDidChangeNotification != UITextView.textDidChangeNotification)
    }

    @Test func anObserverOfOneFieldHearsThatFieldOnlyAndNothingWhenCodeSetsItsText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let other = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
        nonisolated(unsafe) var heard: [String] = []
        let center = NotificationCenter()
        let names = [UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
                     UITextField.textDidChangeNotification]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: field, queue: nil) { heard.append($0.name.rawValue) }
        }
        field.text = "typed in code"          // UIKit posts textDidChange only for the user's edits
        #expect(field.becomeFirstResponder() == false)   // reported: nobody edits a field on a stage
        #expect(heard.isEmpty)
        center.post(name: UITextField.textDidEndEditingNotification, object: other)
        center.post(name: UITextField.textDidBeginEditingNotification, object: field)
        center.post(name: UITextView.textDidBeginEditingNotification, object: field)
        #expect(heard == ["UITextFieldTextDidBeginEditingNotification"])
        tokens.forEach(center.removeObserver)
    }

    // MARK: - UITextField.text is never nil (TextFieldEffects' fields unwrap it in layoutSubviews)

    @Test func aFieldsTextIsEmptyNotNilAndSettingNilReadsBackEmpty() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(field.text == "")
        field.text = "typed in code"
        #expect(field.text == "typed in code")
        field.text = nil
        #expect(field.text == "")
        let decoded = UITextField(coder: NSCoder())
        #expect(decoded?.text == "")
    }
}
