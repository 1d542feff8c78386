import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Attributed labels, text fields and activity indicators: what the stage records for them.
@Suite struct TextAndSpinnerTests {
    // MARK: - Attributed text

    @Test func unsupportedAttributesAndWrongValueTypesAreReportedTheTextStillShows() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.accessibilityIdentifier = "title"
        let r = record { stage, _ in
            let text = NSMutableAttributedString(string: "Hello world")
            text.addAttribute(.underlineStyle, value: 1, range: NSRange(location: 0, length: 5))
            text.addAttribute(.font, value: "Helvetica", range: NSRange(location: 6, length: 5))
            label.attributedText = text
            stage.addSubview(label)
        }
        #expect(Set(r.problems.map(\.message)) == [
            "UILabel.attributedText: the attribute NSUnderline (label title) is not supported yet",
            "UILabel.attributedText: a .font value that is not a UIFont (String) (label title) is not supported yet",
        ])
        guard case .label(let content) = r.timeline.views[0].content else { Issue.record("no label"); return }
        #expect(content.lines == ["Hello world"])
    }

    @Test func attributedRunsLinesAlignmentAndSpacingAreRecorded() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 6
        let text = NSMutableAttributedString(string: "Plan ", attributes: [.paragraphStyle: style])
        text.append(NSAttributedString(string: "better\nevery", attributes: [
            .foregroundColor: UIColor.red, .kern: 1.5, .font: UIFont.boldSystemFont(ofSize: 20)]))
        text.append(NSAttributedString(string: " day"))
        label.attributedText = text
        #expect(label.text == "Plan better\nevery day")
        #expect(label.attributedText?.string == "Plan better\nevery day")
        let r = record { stage, _ in stage.addSubview(label) }
        #expect(r.problems.isEmpty)
        guard case .label(let content) = r.timeline.views[0].content else { Issue.record("no label"); return }
        let bold = UIFont.boldSystemFont(ofSize: 20).fontDescription
        #expect(content.lines == ["Plan better", "every day"])
        #expect(content.alignment == .center)
        #expect(content.lineSpacing == 6)
        #expect(content.runs == [
            [TextRun(text: "Plan "), TextRun(text: "better", font: bold, color: UIColor.red.rgba, kern: 1.5)],
            [TextRun(text: "every", font: bold, color: UIColor.red.rgba, kern: 1.5), TextRun(text: " day")],
        ])
        // Width: "better" bold (0.55·4 + 0.33·2 em = 2.86 em × 20 × 1.075) + 6 × 1.5 kern + "Plan ".
        let size = label.intrinsicContentSize
        #expect(size.height == (2 * UIFont.systemFont(ofSize: 20).lineHeight + 6).rounded(.up))
        label.text = "plain"
        #expect(label.attributedText == nil)
    }

    // MARK: - Text field

    @Test func aTextFieldShowsThePlaceholderThenTypedTextLetterByLetter() {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 44))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        field.accessibilityIdentifier = "email"
        let r = record { stage, clock in
            stage.addSubview(field)
            for (i, typed) in ["a", "an"].enumerated() {
                _ = clock.schedule(at: s(1 + 0.2 * Double(i))) { field.text = typed }
            }
        }
        #expect(r.problems.isEmpty)
        let texts = r.timeline.views.compactMap { view -> [String]? in
            if case .label(let label) = view.content { return label.lines }
            return nil
        }
        #expect(texts == [["Email"], ["a"], ["an"]])
        let labels = r.timeline.views.filter { if case .label = $0.content { return true }; return false }
        #expect(labels.map(\.identifier) == ["email-text", "email-text", "email-text"])
        #expect(labels.map(\.addedAt) == [s(0), s(1), s(1.2)])
        #expect(labels.map(\.removedAt) == [s(1), s(1.2), nil])
        #expect(labels[0].initial.textColor == UITextField.placeholderColor.rgba)
        #expect(field.layer.cornerRadius == 5)
        #expect(field.backgroundColor == .white)
        let typed = record { _, _ in field.becomeFirstResponder() }
        #expect(typed.problems.map(\.call) == ["UITextField.becomeFirstResponder()"])
    }

    // MARK: - Activity indicator

    @Test func aSpinnerStartedOffStageSpinsFromWhenItJoinsAndStopsHidden() {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.accessibilityIdentifier = "spinner"
        #expect(spinner.isHidden)
        #expect(spinner.bounds.size == CGSize(width: 20, height: 20))
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(!spinner.isHidden)
        let r = record { stage, clock in
            _ = clock.schedule(at: s(0.5)) { stage.addSubview(spinner) }
            _ = clock.schedule(at: s(3.25)) { spinner.stopAnimating() }
        }
        #expect(r.problems.isEmpty)
        #expect(spinner.isHidden)
        let spokes = (0..<8).compactMap { r.timeline.view(named: "spinner-spoke\($0)") }
        #expect(spokes.count == 8)
        // At 0.5 + k/8 s, spoke k is the brightest (opacity 1), spoke k − 1 one step dimmer.
        for k in 0..<8 {
            let t = s(0.5 + Double(k) / 8 + 0.01)
            #expect(r.timeline.value(of: spokes[k], .alpha, at: t) == .scalar(1))
            #expect(r.timeline.value(of: spokes[(k + 7) % 8], .alpha, at: t) == .scalar(1 - 0.0875))
        }
        // Still turning in the third second; stopped (the model's picture) after 3.25 s.
        #expect(r.timeline.value(of: spokes[2], .alpha, at: s(2.5 + 0.25 + 0.01)) == .scalar(1))
        #expect(r.timeline.value(of: spokes[0], .alpha, at: s(3.3)) == .scalar(1))
        let v = r.timeline.view(named: "spinner")!
        #expect(r.timeline.value(of: v, .isHidden, at: s(3.3)) == .flag(true))
    }

    @Test func aSpinnerStyleChangeOnStageIsReported() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.accessibilityIdentifier = "spinner"
        #expect(spinner.color == .systemGray)
        let r = record { stage, _ in
            stage.addSubview(spinner)
            spinner.style = .medium
        }
        #expect(r.problems == [.notSupported(call: "UIActivityIndicatorView.style",
                                             feature: "changing the style on stage (spinner spinner)")])
    }
}
