import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The UIKit surface public intro screens call beyond the basics: text and images that change
/// after they joined, wrapping labels, text styles, semantic colours, button configurations,
/// text field side views, additional safe-area insets, symbols and literals.
@Suite struct IntroScreenSurfaceTests {
    // MARK: - Content that changes on stage

    @Test func aLabelsNewTextShowsFromTheInstantItIsSet() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.accessibilityIdentifier = "error"
        let r = record { stage, clock in
            stage.addSubview(label)
            _ = clock.schedule(after: s(1.5)) { label.text = "Wrong password" }
            _ = clock.schedule(after: s(2)) {
                label.text = "Try again"
                label.text = "Try again later"   // the last set in an instant wins
            }
            _ = clock.schedule(after: s(2.5)) { label.text = "Try again later" }   // no change
        }
        #expect(r.problems.isEmpty)
        let view = r.timeline.views[0]
        #expect(view.content == .plain)   // no text when it joined
        func labelContent(_ text: String) -> ViewContent {
            .label(LabelContent(lines: [text], font: UIFont.systemFont(ofSize: 17).fontDescription, alignment: .left))
        }
        #expect(view.contentChanges == [ContentChange(time: s(1.5), content: labelContent("Wrong password")),
                                        ContentChange(time: s(2), content: labelContent("Try again later"))])
        #expect(view.content(at: s(1.499)) == .plain)
        #expect(view.content(at: s(1.5)) == labelContent("Wrong password"))
        #expect(view.content(at: s(3)) == labelContent("Try again later"))
        #expect(r.timeline.text.hasSuffix("""
            1.500 +0.000 error content -> label "Wrong password"
            2.000 +0.000 error content -> label "Try again later"

            """))
    }

    @Test func settingTheTextBackInTheSameInstantRecordsNoChange() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "Hello"
        let r = record { stage, clock in
            stage.addSubview(label)
            _ = clock.schedule(after: s(1)) { label.text = "Bye"; label.text = "Hello" }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.views[0].contentChanges.isEmpty)
    }

    @Test func anImageViewsNewImageSwapsAndAShapesNewPathJumps() throws {
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>"#.utf8)
        let image = try #require(UIImage(data: Data(svg)))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let shapeView = ShapeHost(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        shapeView.accessibilityIdentifier = "ring"
        (shapeView.layer as! CAShapeLayer).path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let r = record { stage, clock in
            stage.addSubview(imageView)
            stage.addSubview(shapeView)
            _ = clock.schedule(after: s(0.75)) {
                imageView.image = image
                (shapeView.layer as! CAShapeLayer).path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
            }
        }
        #expect(r.timeline.views[0].contentChanges.map(\.time) == [s(0.75)])
        guard case .image(let content) = r.timeline.views[0].contentChanges.first?.content else {
            Issue.record("no image"); return
        }
        #expect((content.width, content.height) == (10, 20))
        // A view's own shape layer takes a path with the same commands at once (a morph of no
        // duration); paths with other commands are reported (CAShapePathMorphTests).
        #expect(r.problems.isEmpty)
        #expect(r.timeline.path(of: 1, at: try StoryTime(seconds: 0.75))
                == UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath.elements)
        #expect(r.timeline.path(of: 1, at: try StoryTime(seconds: 0.7)) == UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath.elements)
    }

    @Test func everyViewHasAContentModeAndAnImageViewDrawsByIt() throws {
        let plain = UIView()
        #expect(plain.contentMode == .scaleToFill)
        plain.contentMode = .scaleAspectFit
        #expect(plain.contentMode == .scaleAspectFit)
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>"#.utf8)
        let image: UIImage = try #require(UIImage(data: Data(svg)))
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let r = record { stage, clock in
            stage.addSubview(imageView)
            _ = clock.schedule(after: s(0.5)) { imageView.contentMode = .center }
        }
        #expect(r.problems.isEmpty)
        guard case .image(let first) = r.timeline.views[0].content,
              case .image(let later) = r.timeline.views[0].contentChanges.first?.content else {
            Issue.record("no images"); return
        }
        #expect(first.fit == .scaleToFill)
        #expect(later.fit == .center)
        #expect(r.timeline.views[0].contentChanges.map(\.time) == [s(0.5)])
    }

    @Test func aLooksChangeAfterJoiningIsStillReported() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.accessibilityIdentifier = "title"
        label.text = "Hi"
        let r = record { stage, clock in
            stage.addSubview(label)
            _ = clock.schedule(after: s(1)) { label.layer.masksToBounds = true }
        }
        #expect(r.problems.count == 1)
        #expect(r.timeline.views[0].contentChanges.isEmpty)
    }

    // MARK: - Wrapping

    /// At 10 pt each lower-case `a` is 5.5 pt and a space 2.5 pt (Animatic's estimate).
    private func wrapped(_ text: String, width: CGFloat, lines: Int = 0) -> [String] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = lines
        label.text = text
        return label.displayedLines
    }

    @Test func multiLineLabelsWrapAtWordsAndBreakLongWordsBetweenCharacters() {
        #expect(wrapped("aaaa aaaa", width: 46.5) == ["aaaa aaaa"])       // exactly fits
        #expect(wrapped("aaaa aaaa", width: 46.4) == ["aaaa", "aaaa"])
        #expect(wrapped("aaaaaaaaaa", width: 40) == ["aaaaaaa", "aaa"])  // 7 × 5.5 = 38.5
        #expect(wrapped("aaaa aaaa\n\naa", width: 40) == ["aaaa", "aaaa", "", "aa"])
        #expect(wrapped("aaaa aaaa aaaa", width: 40, lines: 2) == ["aaaa", "aaaa a\u{2026}"])   // 22 + 2.5 + 5.5 + 6 (…) = 36 ≤ 40
        #expect(wrapped("aaaa aaaa", width: 40, lines: 1) == ["aaaa aaaa"])  // one line never wraps
        #expect(wrapped("aaaa aaaa", width: 0) == ["aaaa aaaa"])             // no width yet
    }

    @Test func autoLayoutGivesAMultiLineLabelTheHeightOfItsWrappedText() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 300))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = "aaaa aaaa aaaa"
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        #expect(label.frame == CGRect(x: 10, y: 0, width: 40, height: (3 * lineHeight).rounded(.up)))
        #expect(label.displayedLines == ["aaaa", "aaaa", "aaaa"])
        label.preferredMaxLayoutWidth = 100   // wraps to 100 for its size: one line, wider than 40
        container.layoutIfNeeded()
        #expect(label.frame.height == lineHeight.rounded(.up))
    }

    // MARK: - Fonts, colours, literals

    @Test func textStylesAreTheDefaultDynamicTypeSizes() {
        let cases: [(UIFont.TextStyle, CGFloat, Int)] = [
            (.largeTitle, 34, 400), (.title1, 28, 400), (.title2, 22, 400), (.title3, 20, 400),
            (.headline, 17, 600), (.body, 17, 400), (.callout, 16, 400), (.subheadline, 15, 400),
            (.footnote, 13, 400), (.caption1, 12, 400), (.caption2, 11, 400),
            (UIFont.TextStyle(rawValue: "unknown"), 17, 400),
        ]
        for (style, size, weight) in cases {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.fontDescription.weight == weight, "\(style.rawValue)")
        }
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory)
    }

    @Test func semanticColoursAreTheLightAppearancesAndLiteralsMakeColours() {
        #expect(UIColor.systemBackground.rgba == RGBA(red: 1, green: 1, blue: 1))
        #expect(UIColor.secondarySystemBackground.rgba == RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(UIColor.secondaryLabel.rgba == RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        #expect(UIColor.secondarySystemFill.rgba == RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16))
        #expect(UIColor.systemGray5.rgba == RGBA(red: 229 / 255, green: 229 / 255, blue: 234 / 255))
        let literal: UIColor = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        #expect(literal.rgba == RGBA(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
    }

    @Test func aMissingSymbolOrImageLiteralFailsTheStoryWhenShownNotWhenMade() throws {
        let symbol = try #require(UIImage(systemName: "no.such.symbol.animatic"))
        #expect(symbol.size == CGSize(width: 20, height: 20))
        let literal: UIImage = #imageLiteral(resourceName: "no-such-image-animatic")
        let unused = record { _, _ in _ = UIImage(systemName: "no.such.symbol.animatic") }
        #expect(unused.problems.isEmpty)
        let r = record { stage, _ in
            stage.addSubview(UIImageView(image: symbol))
            stage.addSubview(UIImageView(image: literal))
        }
        #expect(r.problems.map(\.message) == [
            "UIImage(systemName: \"no.such.symbol.animatic\"): an SF Symbol without its SVG (symbols are Apple's, not shipped: add no.such.symbol.animatic.svg, exported from the SF Symbols app, to the resources or the current directory) is not supported yet",
            "#imageLiteral(resourceName: \"no-such-image-animatic\"): cannot read the image: no such image resource or file",
        ])
    }

    // MARK: - Text fields

    @Test func secureFieldsShowBulletsAndSideViewsShowPerMode() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let eye = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.isSecureTextEntry = true
        field.text = "secret"
        field.rightView = eye
        field.rightViewMode = .always
        field.leftView = icon
        field.leftViewMode = .whileEditing   // never editing on a stage
        field.layoutIfNeeded()
        #expect(eye.superview === field)
        #expect(icon.superview == nil)
        #expect(eye.frame == CGRect(x: 176, y: 7, width: 24, height: 16))
        let text = field.subviews.compactMap { $0 as? UILabel }.first
        #expect(text?.text == "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}")
        #expect(text?.frame == CGRect(x: 0, y: 0, width: 176, height: 30))
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 10, height: 10))
        #expect(text?.frame == CGRect(x: 10, y: 0, width: 166, height: 30))
        field.rightViewMode = .never
        #expect(eye.superview == nil)
        #expect(field.endEditing(true))
    }

    // MARK: - Button configurations

    @Test func aFilledConfigurationDrawsTheTintBehindAWhiteTitleAtIOSsSize() {
        let button = UIButton(configuration: .filled())
        button.setTitle("Sign In", for: [])
        #expect(button.backgroundColor == .systemBlue)
        #expect(button.titleColor(for: .normal) == .white)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        #expect(button.intrinsicContentSize.height == (UIFont.systemFont(ofSize: 17).lineHeight + 14).rounded(.up))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 35)
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 6)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseForegroundColor = .systemRed
        tinted.cornerStyle = .capsule
        button.configuration = tinted
        button.layoutIfNeeded()
        #expect(button.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.2))
        #expect(button.titleColor(for: .normal) == .systemRed)
        #expect(button.layer.cornerRadius == 17.5)
    }

    @Test func showsActivityIndicatorPutsASpinnerBeforeTheTitle() {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Sign In"
        button.configuration?.imagePadding = 8
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        let plainWidth = button.intrinsicContentSize.width
        button.configuration?.showsActivityIndicator = true
        button.layoutIfNeeded()
        let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true)
        #expect(button.intrinsicContentSize.width == plainWidth + 20 + 8)
        #expect(spinner?.frame.maxX.rounded() == ((300 - (plainWidth - 24 + 28)) / 2 + 20).rounded())
        button.configuration?.showsActivityIndicator = false
        #expect(!button.subviews.contains { $0 is UIActivityIndicatorView })
    }

    @Test func anAttributedTitleWinsOverThePlainTitleAndDrawsItsRuns() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("plain", for: .normal)
        let bold = UIFont.boldSystemFont(ofSize: 20)
        let title = NSMutableAttributedString(string: "Get ", attributes: [.font: bold])
        title.append(NSAttributedString(string: "started", attributes: [.foregroundColor: UIColor.systemRed]))
        button.setAttributedTitle(title, for: .normal)
        #expect(button.currentAttributedTitle?.string == "Get started")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Get started")   // falls back to .normal
        #expect(button.titleLabel?.text == "Get started")
        let r = record { stage, _ in stage.addSubview(button) }
        #expect(r.problems.isEmpty)
        let label = r.timeline.views.first { if case .label = $0.content { return true }; return false }
        guard case .label(let content) = label?.content else { Issue.record("no title label"); return }
        #expect(content.runs == [[TextRun(text: "Get ", font: bold.fontDescription),
                                  TextRun(text: "started", color: UIColor.systemRed.rgba)]])
    }

    // MARK: - Safe area

    @Test func additionalSafeAreaInsetsAddToTheRootViewAndReachItsSubviews() throws {
        final class Screen: UIViewController {
            let header = UIView(frame: CGRect(x: 0, y: 60, width: 393, height: 40))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                additionalSafeAreaInsets = UIEdgeInsets(top: 24, left: 16, bottom: 0, right: 0)
            }
        }
        let screen = Screen()
        _ = try Story.record(presenting: screen, device: .iPhone15) { _ in
            #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 83, left: 16, bottom: 34, right: 0))
            // The header starts at y 60: the safe area begins at 83, so 23 of it is covered.
            #expect(screen.header.safeAreaInsets == UIEdgeInsets(top: 23, left: 16, bottom: 0, right: 0))
            screen.additionalSafeAreaInsets = .zero
            #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(screen.header.safeAreaInsets == .zero)
        }
    }
}

/// A view backed by a shape layer.
private final class ShapeHost: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}
