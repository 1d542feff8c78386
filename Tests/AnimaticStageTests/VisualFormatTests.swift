import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The Visual Format Language, against layouts worked out by hand (Apple's Auto Layout Guide,
/// "Visual Format Language": standard spacing 8 pt between views, 20 pt to the superview).
@Suite struct VisualFormatTests {
    private func container() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; parent.addSubview(v) }
        return (parent, a, b)
    }

    @Test func edgesSpacingsAndSizes() {
        let (parent, a, b) = container()
        let views = ["a": a, "b": b]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==b)]-[b]-(16)-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[a(40)]", metrics: ["margin": 30], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(>=10,<=25@750)]|", options: [], metrics: nil, views: views)
        #expect(made.count == 4 + 2 + 3)
        NSLayoutConstraint.activate(made)
        let b2 = NSLayoutConstraint.constraints(withVisualFormat: "V:[b(50@250)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(b2)
        parent.layoutIfNeeded()
        // 20 + w + 8 + w + 16 = 300 → w = 128.
        #expect(a.frame == CGRect(x: 20, y: 30, width: 128, height: 40))
        // b's height: at most 25 at priority 750 beats 50 at 250; its bottom on the superview's.
        #expect(b.frame == CGRect(x: 156, y: 175, width: 128, height: 25))
    }

    @Test func flushViewsAndAlignment() {
        let (parent, a, b) = container()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(100)][b(50)]", options: .alignAllTop, metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[a(20)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(30)]", metrics: nil, views: views))
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 12, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 12, width: 50, height: 30))
    }

    @Test func leftToRightUsesLeftAndRight() {
        let (parent, a, _) = container()
        defer { withExtendedLifetime(parent) {} }
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", options: .directionLeftToRight,
                                                  metrics: nil, views: ["a": a])
        #expect(made.map(\.firstAttribute) == [.left, .right])
        let natural = NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", metrics: nil, views: ["a": a])
        #expect(natural.map(\.firstAttribute) == [.leading, .trailing])
    }

    @Test func badFormatsAreReportedWithTheirPositionAndMakeNothing() {
        let (parent, a, _) = container()
        defer { withExtendedLifetime(parent) {} }
        let context = StoryContext()
        context.bind {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[c]", metrics: nil, views: ["a": a]).isEmpty)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(", metrics: nil, views: ["a": a]).isEmpty)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-", metrics: nil, views: ["a": a]).isEmpty)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(10@0)]", metrics: nil, views: ["a": a]).isEmpty)
        }
        #expect(context.failures.map { StoryProblem(reported: $0).message } == [
            "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): no view is named c in views in \"H:|-[a]-[c]\" at position 10",
            "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): expected a number, a metric or a view's name in \"H:[a(\" at position 5",
            "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): expected a number, a metric or a view's name in \"H:[a]-\" at position 6",
            "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): a priority must be in 1...1000, got 0.0 in \"H:[a(10@0)]\" at position 9",
        ])
    }
}
