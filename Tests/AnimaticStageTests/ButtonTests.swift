import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIButton: titles, colours and images per state in the model, how the stage draws them
/// (subviews and their recorded values), layout, intrinsic size and tint.
@Suite struct ButtonTests {
    static func makeButton(_ type: UIButton.ButtonType = .system, title: String = "Get started") -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 50, y: 200, width: 200, height: 50)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = "start"
        button.titleLabel?.accessibilityIdentifier = "start-title"
        return button
    }

    static func color(_ r: Recording, _ id: String, _ property: AnimatedProperty, at seconds: Double) -> RGBA? {
        guard let v = r.timeline.view(named: id), case .color(let c) = r.timeline.value(of: v, property, at: s(seconds)) else {
            return nil
        }
        return c
    }

    static func scalar(_ r: Recording, _ id: String, _ property: AnimatedProperty, at seconds: Double) -> Double? {
        guard let v = r.timeline.view(named: id), case .scalar(let x) = r.timeline.value(of: v, property, at: s(seconds)) else {
            return nil
        }
        return x
    }

    // MARK: - Model

    @Test func aStateWithoutItsOwnTitleColourOrImageUsesTheNormalOne() {
        let button = UIButton(type: .custom)
        #expect(button.buttonType == .custom)
        #expect(button.title(for: .highlighted) == nil)
        #expect(button.currentTitle == nil)
        button.setTitle("Next", for: .normal)
        button.setTitle("Done", for: .selected)
        #expect(button.title(for: .highlighted) == "Next")
        #expect(button.title(for: .selected) == "Done")
        #expect(button.title(for: [.selected, .highlighted]) == "Next")
        #expect(button.titleColor(for: .normal) == .white)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.titleColor(for: .highlighted) == .blue)
        button.isSelected = true
        #expect(button.currentTitle == "Done")
        #expect(button.titleLabel?.text == "Done")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Next")
        #expect(button.titleLabel?.text == "Next")
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
    }

    @Test func aSystemButtonDrawsItsTitleInTheTintAndGreyWhenDisabled() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        #expect(button.titleLabel?.textColor == .systemBlue)
        let parent = UIView(frame: .zero)
        parent.tintColor = .systemGreen
        parent.addSubview(button)
        #expect(button.tintColor == .systemGreen)
        #expect(button.titleLabel?.textColor == .systemGreen)
        parent.tintColor = .systemPink
        #expect(button.titleLabel?.textColor == .systemPink)
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.titleLabel?.textColor == UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3))
        button.setTitleColor(.orange, for: .disabled)
        #expect(button.titleLabel?.textColor == .orange)
        button.tintAdjustmentMode = .dimmed
        #expect(button.tintColor != .systemPink)
        #expect(button.tintColor.red == button.tintColor.green)
    }

    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintColorIsInheritedAndChangesAreAnnouncedToInheritingSubviews() {
        let root = UIView(frame: .zero)
        let watcher = TintWatcher(frame: .zero)
        let own = TintWatcher(frame: .zero)
        own.tintColor = .red
        #expect(root.tintColor == .systemBlue)
        root.addSubview(watcher)
        root.addSubview(own)
        let before = (watcher.changes, own.changes)
        root.tintColor = .orange
        #expect(watcher.tintColor == .orange)
        #expect(own.tintColor == .red)
        #expect(watcher.changes == before.0 + 1)
        #expect(own.changes == before.1)
        root.tintColor = nil
        #expect(watcher.tintColor == .systemBlue)
    }

    @Test func intrinsicSizesUseTheWidthEstimateAndTheInsets() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == .zero)
        button.setTitle("Go", for: .normal)
        // G 0.65 + o 0.55 of 15 pt = 18; line height 1.193 × 15 = 17.895, rounded up.
        #expect(button.intrinsicContentSize == CGSize(width: 18, height: 18))
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: 58, height: 38))
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 58, height: 38))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "mi\nlong"
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        // "long": l 0.25 + o 0.55 + n 0.55 + g 0.55 = 1.9 em; two lines of 11.93 pt.
        #expect(label.intrinsicContentSize == CGSize(width: 19, height: 24))
        #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func layoutCentresTheTitleInTheInsetBoundsAndShiftsItByItsInsets() {
        let button = Self.makeButton(title: "Go")
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.layoutIfNeeded()
        let label = button.titleLabel!
        // Content x 20...200 (centre 110), title 18 wide; height 17.895 centred in 50.
        #expect(label.frame.midX == 110)
        #expect(label.frame.width == 18)
        #expect(abs(label.frame.midY - 25) < 1e-9)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.layoutIfNeeded()
        #expect(label.frame.midX == 120)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 30)
        #expect(button.titleLabel!.textAlignment == .left)
    }

    // MARK: - On stage

    @Test func aTappedSystemButtonDimsItsTitleWhileHighlighted() {
        let button = Self.makeButton()
        let r = record { stage, _ in
            stage.addSubview(button)
            stage.tap(button, at: 2)
        }
        #expect(r.problems.isEmpty)
        #expect(Self.scalar(r, "start-title", .alpha, at: 1.999) == 1)
        #expect(Self.scalar(r, "start-title", .alpha, at: 2) == 0.2)
        #expect(Self.scalar(r, "start-title", .alpha, at: 2.099) == 0.2)
        #expect(Self.scalar(r, "start-title", .alpha, at: 2.1) == 1)
        #expect(Self.color(r, "start-title", .textColor, at: 2.05) == UIColor.systemBlue.rgba)
        let v = r.timeline.view(named: "start-title")!
        guard case .label(let label) = r.timeline.views[v].content else { Issue.record("no label"); return }
        #expect(label.lines == ["Get started"])
        #expect(label.alignment == .center)
    }

    @Test func aCustomButtonShowsItsHighlightedAndDisabledColoursAtThoseTimes() {
        let button = Self.makeButton(.custom)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.red, for: .highlighted)
        button.setTitleColor(.gray, for: .disabled)
        let r = record { stage, clock in
            stage.addSubview(button)
            stage.tap(button, at: 1)
            _ = clock.schedule(at: s(3)) { button.isEnabled = false }
        }
        #expect(r.problems.isEmpty)
        #expect(Self.color(r, "start-title", .textColor, at: 0.5) == UIColor.black.rgba)
        #expect(Self.color(r, "start-title", .textColor, at: 1.05) == UIColor.red.rgba)
        #expect(Self.color(r, "start-title", .textColor, at: 1.1) == UIColor.black.rgba)
        #expect(Self.color(r, "start-title", .textColor, at: 3) == UIColor.gray.rgba)
        #expect(Self.scalar(r, "start-title", .alpha, at: 1.05) == 1)
    }

    @Test func aTitleChangeOnStageReplacesTheTitleLabel() {
        let button = Self.makeButton(.custom, title: "Follow")
        button.setTitle("Following", for: .selected)
        let first = button.titleLabel!
        var problems: [StoryProblem] = []
        let r = record { stage, clock in
            stage.addSubview(button)
            _ = clock.schedule(at: s(1)) { button.isSelected = true }
        }
        problems = r.problems
        #expect(problems.isEmpty)
        #expect(button.titleLabel !== first)
        #expect(button.titleLabel?.text == "Following")
        #expect(first.superview == nil)
        let views = r.timeline.views.filter { $0.identifier == "start-title" }
        #expect(views.count == 2)
        let texts = views.compactMap { view -> [String]? in
            if case .label(let label) = view.content { return label.lines }
            return nil
        }
        #expect(texts == [["Follow"], ["Following"]])
        #expect(views[0].removedAt == s(1))
        #expect(views[1].addedAt == s(1))
    }

    @Test func aSelectedSystemButtonOnStageIsReported() {
        let button = Self.makeButton()
        let r = record { stage, _ in
            stage.addSubview(button)
            button.isSelected = true
        }
        #expect(r.problems == [.notSupported(
            call: "UIButton.isSelected",
            feature: "the selected look of a .system button (a tinted rounded background; button start)")])
    }

    @Test func aSystemButtonsImageIsATemplateInTheTint() throws {
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNAMDAFXpB/mGBUYGAAAAAElFTkSuQmCC")!
        let image = try #require(UIImage(data: png))
        let button = Self.makeButton(title: "Go")
        button.setImage(image, for: .normal)
        button.imageView?.accessibilityIdentifier = "start-image"
        let plain = UIImageView(image: image)
        plain.accessibilityIdentifier = "plain"
        let template = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        template.tintColor = .systemRed
        template.accessibilityIdentifier = "template"
        let r = record { stage, _ in
            stage.addSubview(button)
            stage.addSubview(plain)
            stage.addSubview(template)
        }
        #expect(r.problems.isEmpty)
        func tint(_ id: String) -> RGBA?? {
            guard let v = r.timeline.view(named: id), case .image(let content) = r.timeline.views[v].content else { return nil }
            return .some(content.tint)
        }
        #expect(tint("start-image") == .some(UIColor.systemBlue.rgba))
        #expect(tint("plain") == .some(nil))
        #expect(tint("template") == .some(UIColor.systemRed.rgba))
        // Image 2 wide then the title 18 wide, centred together in 200: 90...92, 92...110.
        #expect(button.imageView!.frame == CGRect(x: 90, y: 24, width: 2, height: 2))
        #expect(button.titleLabel!.frame.minX == 92)
    }
}
