import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A multi-line label's attributed text wraps at the width Auto Layout gives it, as plain text
/// does (UIKit lays the string out in the label's width: `preferredMaxLayoutWidth` 0, iOS 8's
/// second layout pass). At 10 pt a lower-case `a` is 5.5 pt and a space 2.5 pt (Animatic's estimate).
@Suite struct AttributedTextWrapTests {
    private let ten = UIFont.systemFont(ofSize: 10)

    private func lines(_ text: NSAttributedString, width: CGFloat, lines count: Int = 0,
                       mode: NSLineBreakMode = .byTruncatingTail) -> [[String]] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        label.font = ten
        label.numberOfLines = count
        label.lineBreakMode = mode
        label.attributedText = text
        return label.styledLines(wrappingTo: label.bounds.width)?.lines.map { $0.map(\.text) } ?? []
    }

    @Test func attributedTextWrapsAtSpacesAcrossRunsKeepingEachRunsAttributes() {
        let plain = NSAttributedString(string: "aaaa aaaa")
        #expect(lines(plain, width: 46.5) == [["aaaa aaaa"]])                 // exactly fits
        #expect(lines(plain, width: 46.4) == [["aaaa"], ["aaaa"]])
        #expect(lines(NSAttributedString(string: "aaaaaaaaaa"), width: 40) == [["aaaaaaa"], ["aaa"]])   // 7 × 5.5 = 38.5
        #expect(lines(NSAttributedString(string: "aaaa aaaa\n\naa"), width: 40) == [["aaaa"], ["aaaa"], [], ["aa"]])
        #expect(lines(NSAttributedString(string: "aaaa aaaa"), width: 40, lines: 1) == [["aaaa aaaa"]])   // one line never wraps
        // Two runs: "aa" red then "aa aaaa" blue; the first line ends at the space inside the blue run.
        let red = NSAttributedString(string: "aa", attributes: [.foregroundColor: UIColor.red])
        let blue = NSAttributedString(string: "aa aaaa", attributes: [.foregroundColor: UIColor.blue])
        let two = NSMutableAttributedString(attributedString: red)
        two.append(blue)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        label.font = ten
        label.numberOfLines = 0
        label.attributedText = two
        let runs = label.styledLines(wrappingTo: 40)?.lines ?? []
        #expect(runs.map { $0.map(\.text) } == [["aa", "aa"], ["aaaa"]])
        #expect(runs.map { $0.map(\.color) } == [[.red, .blue], [.blue]])
    }

    @Test func aCutInsideAParagraphEndsWithAnEllipsisOnlyWhenTheModeTruncates() {
        let text = NSAttributedString(string: "aaaa aaaa aaaa")
        // 22 + 2.5 + 5.5 + 6 (…) = 36 ≤ 40, as plain text truncates.
        #expect(lines(text, width: 40, lines: 2) == [["aaaa"], ["aaaa a\u{2026}"]])
        #expect(lines(text, width: 40, lines: 2, mode: .byWordWrapping) == [["aaaa"], ["aaaa"]])
        #expect(lines(NSAttributedString(string: "aaaa aaaa\naaaa"), width: 40, lines: 2) == [["aaaa"], ["aaaa"]])   // cut at a \n
    }

    /// ATCClassicWalkthroughViewController's subtitle: a label of `numberOfLines = 0` centred with
    /// `leading ≥ 10` and `trailing ≤ −10` in a 60 pt container wraps to 40 pt, then hugs its
    /// widest line (22 pt), centred; plain and attributed text get the same frame.
    @Test func autoLayoutWrapsAnAttributedLabelToTheWidthItGivesAsPlainText() {
        func layout(_ set: (UILabel) -> Void) -> (CGRect, [[String]]) {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 300))
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            set(label)
            label.font = ten
            container.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                label.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
                container.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            ])
            container.layoutIfNeeded()
            let shown = label.styledLines(wrappingTo: label.bounds.width)?.lines.map { $0.map(\.text) }
                ?? label.displayedLines.map { [$0] }
            return (label.frame, shown)
        }
        let height = (3 * ten.lineHeight).rounded(.up)
        let attributed = layout { $0.attributedText = NSAttributedString(string: "aaaa aaaa aaaa") }
        let plain = layout { $0.text = "aaaa aaaa aaaa" }
        #expect(attributed.0 == CGRect(x: 19, y: 5, width: 22, height: height))
        #expect(attributed.1 == [["aaaa"], ["aaaa"], ["aaaa"]])
        #expect(plain.0 == attributed.0)
        #expect(plain.1 == attributed.1)
    }

    @Test func theRecordedLabelShowsTheWrappedRuns() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        label.numberOfLines = 0
        label.font = ten
        label.attributedText = NSAttributedString(string: "aaaa aaaa")
        let r = record { stage, _ in stage.addSubview(label) }
        #expect(r.problems.isEmpty)
        guard case .label(let content) = r.timeline.views[0].content else {
            Issue.record("not a label: \(r.timeline.views[0].content)")
            return
        }
        #expect(content.lines == ["aaaa", "aaaa"])
        #expect(content.runs == [[TextRun(text: "aaaa")], [TextRun(text: "aaaa")]])
    }
}

/// `NSMutableAttributedString()` compiles on Linux, as on Apple's platforms (guipiccoli/AI_Alarm's
/// onboarding builds its bold-in-the-middle message from it), and makes an empty string of the
/// class called.
@Suite struct EmptyAttributedStringTests {
    @Test func theEmptyInitializerMakesAnEmptyStringOfTheClassCalled() {
        let built = NSMutableAttributedString()
        #expect(built.length == 0)
        #expect(type(of: built) == NSMutableAttributedString.self)
        built.append(NSAttributedString(string: "get ", attributes: [.font: UIFont.systemFont(ofSize: 24)]))
        built.append(NSAttributedString(string: "up", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]))
        #expect(built.string == "get up")
        let label = UILabel()
        label.attributedText = built
        #expect(label.styledLines()?.lines.map { $0.map(\.text) } == [["get ", "up"]])
        #expect(NSAttributedString().length == 0)
    }
}
