import AnimaticClock
import AnimaticTimeline
import Foundation
import Testing
@testable import AnimaticStage

/// A floating-label field as apps write them: the text sits lower, under a title, and the
/// placeholder starts 30 pt in.
private final class FloatingField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect {
        let base = super.textRect(forBounds: bounds)
        return CGRect(x: base.minX, y: 20, width: base.width, height: bounds.height - 20)
    }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 30, y: 0, width: bounds.width - 30, height: bounds.height)
    }
}

/// A field that draws its own placeholder (none here), as effect libraries do.
private final class OwnPlaceholderField: UITextField {
    override func drawPlaceholder(in rect: CGRect) {}
}

@Suite struct TextFieldRectTests {
    private func labels(_ r: Recording) -> [TimelineView] {
        r.timeline.views.filter { if case .label = $0.content { return true }; return false }
    }

    /// The value of `property` of the `n`-th label of the recording at `seconds`.
    private func value(_ r: Recording, _ n: Int, _ property: AnimatedProperty, _ seconds: Double) -> TimelineValue? {
        let indices = r.timeline.views.indices.filter { if case .label = r.timeline.views[$0].content { return true }; return false }
        guard indices.indices.contains(n) else { return nil }
        return r.timeline.value(of: indices[n], property, at: s(seconds))
    }

    @Test func theDefaultRectsInsetTheRoundedRectAndMakeRoomForTheSideViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let b = field.bounds
        #expect(field.textRect(forBounds: b) == b)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: b) == CGRect(x: 7, y: 0, width: 286, height: 44))
        #expect(field.placeholderRect(forBounds: b) == field.textRect(forBounds: b))
        #expect(field.editingRect(forBounds: b) == field.textRect(forBounds: b))
        #expect(field.borderRect(forBounds: b) == b)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 44))
        field.rightViewMode = .always
        #expect(field.leftViewRect(forBounds: b) == CGRect(x: 0, y: 12, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: b) == CGRect(x: 260, y: 0, width: 40, height: 44))
        #expect(field.textRect(forBounds: b) == CGRect(x: 30, y: 0, width: 230, height: 44))
        #expect(field.clearButtonRect(forBounds: b).isEmpty)
    }

    @Test func overriddenRectsMoveTheTextAndThePlaceholderOnStage() {
        let field = FloatingField(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        field.accessibilityIdentifier = "name"
        field.placeholder = "Name"
        let r = record { stage, clock in
            stage.addSubview(field)
            _ = clock.schedule(at: s(1)) { field.text = "Ada" }
        }
        #expect(r.problems.isEmpty)
        let shown = labels(r)
        #expect(shown.count == 2)
        // The placeholder in (30, 0, 270, 60); the text in (0, 20, 300, 40): centres in the field.
        #expect(value(r, 0, .center, 0.5) == .point(x: 165, y: 30))
        #expect(value(r, 0, .size, 0.5) == .size(width: 270, height: 60))
        #expect(value(r, 1, .center, 1.5) == .point(x: 150, y: 40))
        #expect(value(r, 1, .size, 1.5) == .size(width: 300, height: 40))
        #expect(shown.map(\.addedAt) == [s(0), s(1)])
    }

    @Test func aFieldThatDrawsItsOwnPlaceholderHidesTheDefaultOneButShowsItsText() {
        let field = OwnPlaceholderField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.accessibilityIdentifier = "code"
        field.placeholder = "Code"
        let r = record { stage, clock in
            stage.addSubview(field)
            _ = clock.schedule(at: s(1)) { field.text = "42" }
        }
        #expect(labels(r).count == 2)
        #expect(value(r, 0, .isHidden, 0.5) == .flag(true))
        #expect(value(r, 1, .isHidden, 1.5) == .flag(false))
    }
}
