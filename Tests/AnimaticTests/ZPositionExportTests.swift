import Animatic
import Foundation
import Testing

/// How `CALayer.zPosition` is exported: a static value changes the document's order only; an
/// animated one draws the view at each place it takes (its element and a `<use>` copy, each
/// switched by `display`), from the tick the values cross; one animated forever repeats that
/// switching as one cycle (`repeatCount="indefinite"`), however long the story.
@Suite struct ZPositionExportTests {
    static let size = CGSize(width: 300, height: 200)

    /// A red `a` at (0, 0) and a blue `b` at (50, 50), 100×100 each, in a 300×200 `parent`.
    static func parent() -> (UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.accessibilityIdentifier = "parent"
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.accessibilityIdentifier = "a"
        a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        b.accessibilityIdentifier = "b"
        b.backgroundColor = .blue
        parent.addSubview(a)
        parent.addSubview(b)
        return (parent, a, b)
    }

    @Test func aStaticZPositionOnlyChangesTheDocumentOrder() throws {
        let (parent, a, _) = Self.parent()
        a.layer.zPosition = 9999        // XLPagerTabStrip's selected bar
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(parent)
            UIView.animate(withDuration: 1) { parent.alpha = 0.5 }
        }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g id="b" transform="translate(50 50)"><rect width="100" height="100" fill="#00f"/></g>\
            <g id="a"><rect width="100" height="100" fill="#f00"/></g>
            """), "\(svg)")
        #expect(!svg.contains("<use") && !svg.contains("display"))
    }

    /// a's zPosition rises linearly from 0 to 2 over 2 s, past b's 1 at 1 s: a is drawn by a copy
    /// in front of b from 1 s until the animation ends.
    @Test func anAnimatedZPositionSwitchesAtTheCrossing() throws {
        let (parent, a, b) = Self.parent()
        b.layer.zPosition = 1
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(parent)
            let rise = CABasicAnimation(keyPath: "zPosition")
            rise.fromValue = 0; rise.toValue = 2; rise.duration = 2
            a.layer.add(rise, forKey: "rise")
            UIView.animate(withDuration: 3) { parent.alpha = 0.9 }
        }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g><animate attributeName="display" dur="3s" calcMode="discrete" keyTimes="0;.333333333;.666666666" \
            values="inline;none;inline" fill="freeze"/><g id="_o0"><g id="a"><rect width="100" height="100" fill="#f00"/></g></g></g>\
            <g id="b" transform="translate(50 50)"><rect width="100" height="100" fill="#00f"/></g>\
            <use href="#_o0" display="none"><animate attributeName="display" dur="3s" calcMode="discrete" \
            keyTimes="0;.333333333;.666666666" values="none;inline;none" fill="freeze"/></use>
            """), "\(svg)")
        let early = try story.svg(at: 0.5), late = try story.svg(at: 1.5)
        #expect(!early.contains("<use"))
        #expect(late.contains("<use href=\"#_o0\"/>"))
    }

    /// ProgressHUD's dual dots: two sublayers swap zPositions forever with a 2 s cycle; the SVG
    /// holds one cycle of `display` switching, repeating indefinitely, not one per cycle.
    @Test func zPositionsAnimatedForeverSwitchInOneRepeatingCycle() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.accessibilityIdentifier = "host"
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(host)
            for (name, from, to, x) in [("hollow", 0.0, 1.0, 10.0), ("filled", 1, 0, 40)] {
                let dot = CAShapeLayer()
                dot.name = name
                dot.path = UIBezierPath(ovalIn: CGRect(x: x, y: 30, width: 50, height: 50)).cgPath
                dot.fillColor = (name == "filled" ? UIColor.red : UIColor.blue).cgColor
                dot.zPosition = CGFloat(from)
                host.layer.addSublayer(dot)
                let swap = CAKeyframeAnimation(keyPath: "zPosition")
                swap.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                swap.values = [from, to]
                swap.duration = 2
                swap.repeatCount = .infinity
                dot.add(swap, forKey: "swap")
            }
        }
        let svg = try story.svg()
        // The order flips at 1 s of each 2 s: `hollow` is drawn by its own element, then by a
        // copy in front of `filled`, one cycle repeating forever.
        #expect(svg.components(separatedBy: "attributeName=\"display\"").count - 1 == 2, "\(svg)")
        #expect(svg.contains("""
            <g><animate attributeName="display" dur="2s" calcMode="discrete" keyTimes="0;.5" values="inline;none" \
            repeatCount="indefinite"/><g id="_o0"><g id="hollow">
            """), "\(svg)")
        #expect(svg.contains("""
            <use href="#_o0" display="none"><animate attributeName="display" dur="2s" calcMode="discrete" \
            keyTimes="0;.5" values="none;inline" repeatCount="indefinite"/></use></g></svg>
            """), "\(svg)")
        // A frame long after the first cycle draws the order in force then.
        #expect(try story.svg(at: 101.5).contains("<g display=\"none\"><g id=\"_o0\">"))
        #expect(try !story.svg(at: 100.5).contains("<use"))
    }

    /// Two siblings whose zPositions repeat forever with periods 1 s and 1.5 s: their orders
    /// repeat every 3 s; with 1 s and 1/3 s (twice 1/6 s rounded to the nanosecond: 333,333,334 ticks) the
    /// common cycle would be about 10^8 s: the recording fails naming both.
    @Test func endlessRepeatsOfDifferentPeriodsShareTheirLeastCommonCycleOrFail() throws {
        func story(_ periods: [Double]) throws -> Story {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.accessibilityIdentifier = "host"
            return try Story.record(size: CGSize(width: 100, height: 100)) { stage in
                stage.addSubview(host)
                for (k, period) in periods.enumerated() {
                    let dot = UIView(frame: CGRect(x: 10 * k, y: 0, width: 50, height: 50))
                    dot.accessibilityIdentifier = "dot\(k)"
                    host.addSubview(dot)
                    let pulse = CABasicAnimation(keyPath: "zPosition")
                    pulse.fromValue = -1; pulse.toValue = 1; pulse.duration = period / 2
                    pulse.autoreverses = true; pulse.repeatCount = .infinity
                    dot.layer.add(pulse, forKey: "pulse")
                }
            }
        }
        let both = try story([1, 1.5])
        let host = both.timeline.view(named: "host")
        func front(_ t: Double) throws -> String? {
            try both.timeline.drawingOrder(ofChildrenOf: host, at: StoryTime(seconds: t)).last.flatMap { both.timeline.views[$0].identifier }
        }
        // dot0 = −1 + 4t (t ≤ 0.5), dot1 = −1 + 8t/3 (t ≤ 0.75): dot0 is higher from just after 0.
        #expect(try front(0.25) == "dot0" && front(3.25) == "dot0" && front(300.25) == "dot0")
        #expect(try front(0.9) == "dot1" && front(3.9) == "dot1")
        #expect(try both.svg().contains("dur=\"3s\""))
        #expect(throws: StoryError(problems: [.notSupported(call: "CALayer.zPosition", feature:
            "zPosition animations repeating forever among siblings whose periods (dot0 1.0 s, dot1 0.333333334 s) "
            + "share no cycle within 64 times the longest")])) {
            try story([1, 1.0 / 3])
        }
    }
}
