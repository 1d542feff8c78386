import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A view with a fixed intrinsic content size.
private final class Block: UIView {
    let size: CGSize
    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A stack of `views` pinned at the origin of a 400×300 container, `width`×`height` (nil: free).
private func pinned(_ stack: UIStackView, width: CGFloat?, height: CGFloat?) -> UIView {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    box.accessibilityIdentifier = "container"
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(stack)
    var constraints = [stack.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                       stack.topAnchor.constraint(equalTo: box.topAnchor)]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    return box
}

/// UIStackView's distributions and alignments, computed by hand (Apple, `UIStackView.Distribution`
/// and `UIStackView.Alignment`).
@Suite struct StackViewTests {
    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = Block("a", 100, 20), b = UIView(), c = Block("c", 50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let box = pinned(stack, width: 400, height: 100)
        box.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 3 && b.superview === stack && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 230, height: 100))   // no intrinsic size: it stretches
        #expect(c.frame == CGRect(x: 350, y: 0, width: 50, height: 100))
        // Lower hugging on `a` (below b's suppression? no: b has no content) — between two blocks, the lower hugs less.
        let d = Block("d", 100, 20), e = Block("e", 100, 20)
        let row = UIStackView(arrangedSubviews: [d, e])
        e.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        pinned(row, width: 300, height: 20).layoutIfNeeded()
        #expect(d.frame.width == 100 && e.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
    }

    @Test func fillEquallyAndFillProportionally() {
        let a = Block("a", 10, 10), b = Block("b", 90, 10), c = UIView()
        let equal = UIStackView(arrangedSubviews: [a, b, c])
        equal.distribution = .fillEqually
        equal.spacing = 10
        pinned(equal, width: 400, height: 30).layoutIfNeeded()
        #expect(abs(a.frame.width - 380.0 / 3) < 1e-9 && a.frame.height == 30 && b.frame.width == a.frame.width)
        #expect(abs(c.frame.minX - (2 * 380.0 / 3 + 20)) < 1e-9)

        let p = Block("p", 100, 10), q = Block("q", 300, 10)
        let proportional = UIStackView(arrangedSubviews: [p, q])
        proportional.distribution = .fillProportionally
        pinned(proportional, width: 800, height: 10).layoutIfNeeded()
        #expect(p.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(q.frame == CGRect(x: 200, y: 0, width: 600, height: 10))
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = Block("a", 50, 10), b = Block("b", 100, 10), c = Block("c", 50, 10)
        let spaced = UIStackView(arrangedSubviews: [a, b, c])
        spaced.distribution = .equalSpacing
        spaced.spacing = 8
        pinned(spaced, width: 400, height: 10).layoutIfNeeded()
        #expect([a.frame.minX, b.frame.minX, c.frame.minX] == [0, 150, 350])
        #expect([a.frame.width, b.frame.width, c.frame.width] == [50, 100, 50])

        let x = Block("x", 20, 10), y = Block("y", 100, 10), z = Block("z", 60, 10)
        let centred = UIStackView(arrangedSubviews: [x, y, z])
        centred.distribution = .equalCentering
        pinned(centred, width: 400, height: 10).layoutIfNeeded()
        // Centres 10 and 370: the middle one's centre at 190.
        #expect([x.frame.midX, y.frame.midX, z.frame.midX] == [10, 190, 370])

        // With its width free, an equal-spacing stack hugs its views and the spacing.
        let m = Block("m", 30, 10), n = Block("n", 40, 10)
        let hugging = UIStackView(arrangedSubviews: [m, n])
        hugging.distribution = .equalSpacing
        hugging.spacing = 5
        pinned(hugging, width: nil, height: nil).layoutIfNeeded()
        #expect(hugging.frame == CGRect(x: 0, y: 0, width: 75, height: 10))
    }

    @Test func alignmentsAcrossTheAxis() {
        let cases: [(UIStackView.Alignment, [CGFloat])] = [(.top, [0, 0]), (.center, [40, 30]), (.bottom, [80, 60]),
                                                           (.fill, [0, 0])]
        for (alignment, tops) in cases {
            let a = Block("a", 10, 20), b = Block("b", 10, 40)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.alignment = alignment
            pinned(stack, width: 100, height: 100).layoutIfNeeded()
            #expect([a.frame.minY, b.frame.minY] == tops, "\(alignment)")
            #expect(a.frame.height == (alignment == .fill ? 100 : 20), "\(alignment)")
        }
        // A vertical stack, leading and trailing, with a free width: it hugs the widest view.
        let a = Block("a", 50, 10), b = Block("b", 80, 10)
        let column = UIStackView(arrangedSubviews: [a, b])
        column.axis = .vertical
        column.alignment = .trailing
        column.spacing = 4
        pinned(column, width: nil, height: nil).layoutIfNeeded()
        #expect(column.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
        #expect(a.frame == CGRect(x: 30, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 0, y: 14, width: 80, height: 10))
    }

    @Test func firstBaselineAlignmentLinesUpTheText() throws {
        let big = UILabel(), small = UILabel()
        big.text = "Title"; big.font = .systemFont(ofSize: 34)
        small.text = "note"; small.font = .systemFont(ofSize: 13)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        pinned(stack, width: nil, height: nil).layoutIfNeeded()
        let bigBaseline = big.frame.midY + big.baselineOffset(first: true)!
        let smallBaseline = small.frame.midY + small.baselineOffset(first: true)!
        #expect(abs(bigBaseline - smallBaseline) < 1e-9)
        #expect(big.frame.minY == 0 && small.frame.minY > 0)
        #expect(stack.frame.height == big.intrinsicContentSize.height)
        #expect(stack.forFirstBaselineLayout === big)
    }

    @Test func customSpacingAndMarginsRelativeArrangement() {
        let a = Block("a", 10, 10), b = Block("b", 10, 10), c = Block("c", 10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 5
        stack.setCustomSpacing(20, after: a)
        #expect(stack.customSpacing(after: a) == 20 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        pinned(stack, width: nil, height: nil).layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 12, width: 10, height: 10))
        #expect(b.frame.minY == 42 && c.frame.minY == 57)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 42, height: 79))
    }

    @Test func arrangedSubviewsCanBeInsertedAndRemoved() {
        let a = Block("a", 10, 10), b = Block("b", 20, 10), c = Block("c", 30, 10)
        let stack = UIStackView(arrangedSubviews: [a, c])
        let box = pinned(stack, width: nil, height: nil)
        stack.insertArrangedSubview(b, at: 1)
        box.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "b", "c"])
        #expect([a.frame.minX, b.frame.minX, c.frame.minX] == [0, 10, 30])
        stack.removeArrangedSubview(b)
        #expect(b.superview === stack)   // still a subview, as in UIKit
        box.layoutIfNeeded()
        #expect(c.frame.minX == 10 && stack.frame.width == 40)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    /// Hiding an arranged view in a block: it collapses with the block and disappears at its end,
    /// and the views after it move into place.
    @Test func hidingAnArrangedViewAnimatesTheCollapse() throws {
        let a = Block("a", 100, 40), b = Block("b", 100, 40), c = Block("c", 100, 40)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        let box = pinned(stack, width: 100, height: nil)
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { b.isHidden = true })
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try recordedFrame(r, "c", at: 0.5) == CGRect(x: 0, y: 100, width: 100, height: 40))
        #expect(try recordedFrame(r, "c", at: 1.2) == CGRect(x: 0, y: 75, width: 100, height: 40))
        #expect(try recordedFrame(r, "c", at: 1.4) == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(try recordedFrame(r, "b", at: 1.2) == CGRect(x: 0, y: 45, width: 100, height: 20))   // to a.bottom, height 0
        #expect(try recordedFrame(r, "stack", at: 1.4).height == 90)
        let state = try #require(try r.timeline.state(at: s(1.399))["b"])
        #expect(state.isVisible)   // still showing while it collapses
        #expect(try r.timeline.state(at: s(1.4))["b"]?.isVisible == false)
        #expect(b.isHidden)
        // Shown again without a block: at once.
        b.isHidden = false
        box.layoutIfNeeded()
        #expect(c.frame.minY == 100)
    }
}
