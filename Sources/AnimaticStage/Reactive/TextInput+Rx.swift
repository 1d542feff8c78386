import AnimaticReactive
import Foundation

/// A text input and its text as a ``ControlProperty`` (RxCocoa's `TextInput`,
/// RxCocoa/Common/TextInput.swift): what `rx.textInput` of a field or text view gives, for
/// code written over both.
///
/// ```swift
/// func bind<Base: UITextInput>(_ input: TextInput<Base>, to relay: BehaviorRelay<String>) -> Disposable { … }
/// bind(titleField.rx.textInput, to: title)
/// ```
public struct TextInput<Base: UITextInput> {
    /// The field or text view.
    public let base: Base
    /// Its text.
    public let text: ControlProperty<String?>

    /// Wraps `base` and its text property.
    public init(base: Base, text: ControlProperty<String?>) {
        self.base = base
        self.text = text
    }
}

extension Reactive where Base: UITextField {
    /// The field and its text (RxCocoa's `UITextField.rx.textInput`).
    public var textInput: TextInput<Base> { TextInput(base: base, text: text) }
}

extension Reactive where Base: UITextView {
    /// The text: the current text at subscription; binding to it sets the text when it
    /// differs (RxCocoa's `UITextView.rx.text`; nobody types on a stage, so no edits follow).
    public var text: ControlProperty<String?> { value }

    /// The same as `text` (RxCocoa's `UITextView.rx.value`).
    public var value: ControlProperty<String?> {
        let values = Observable<String?>.deferred { [weak textView = base] in
            guard let textView else { return .empty() }
            return .just(textView.text)
        }.concat(Observable.never())
        return ControlProperty(values: values, valueSink: Binder(base) { textView, text in
            if textView.text != text { textView.text = text }
        })
    }

    /// The text view and its text (RxCocoa's `UITextView.rx.textInput`).
    public var textInput: TextInput<Base> { TextInput(base: base, text: text) }
}
