import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CALayer.zPosition` (Apple: "Higher values place this layer visually closer to the viewer
/// than layers with lower values"): siblings drawn in order of zPosition, equal values in
/// `subviews`/`sublayers` order, at every instant, as the values are set and animated.
@Suite struct ZPositionTests {
    /// A 400×300 `parent` with `a` and `b` (added in that order) and the timeline's indices.
    private func pair(_ body: (UIView, UIView, UIView, Stage, VirtualClock) -> Void) -> (Recording, parent: Int, a: Int, b: Int) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        parent.accessibilityIdentifier = "parent"
        let a = makeBox("a"), b = makeBox("b")
        let r = record { stage, clock in
            stage.addSubview(parent)
            parent.addSubview(a)
            parent.addSubview(b)
            body(parent, a, b, stage, clock)
        }
        let views = r.timeline.views
        let index = { (name: String) in views.firstIndex { $0.identifier == name }! }
        return (r, index("parent"), index("a"), index("b"))
    }

    private func names(_ r: Recording, _ order: [Int]) -> [String] {
        order.map { r.timeline.views[$0].identifier ?? "?" }
    }

    private func order(_ r: Recording, _ parent: Int, at seconds: Double) -> [String] {
        names(r, r.timeline.drawingOrder(ofChildrenOf: parent, at: s(seconds)))
    }

    @Test func aStaticZPositionPutsTheViewInFrontOfLaterSiblings() {
        let (r, parent, a, _) = pair { _, a, _, _, _ in a.layer.zPosition = 1 }
        #expect(r.problems.isEmpty)
        #expect(order(r, parent, at: 0) == ["b", "a"])
        #expect(r.timeline.value(of: a, .zPosition, at: .zero) == .scalar(1))
        // Set in the instant it joined: one change at 0, before the first frame.
        #expect(r.timeline.segments(of: a, .zPosition).map(\.start) == [.zero])
        // A negative value goes behind, equal values keep the order of `subviews`.
        let (behind, p2, _, _) = pair { _, _, b, _, _ in b.layer.zPosition = -1 }
        #expect(order(behind, p2, at: 0) == ["b", "a"])
        let (equal, p3, _, _) = pair { _, a, b, _, _ in a.layer.zPosition = 3; b.layer.zPosition = 3 }
        #expect(order(equal, p3, at: 0) == ["a", "b"])
    }

    @Test func aZPositionSetLaterReordersFromThatInstantAndBringToFrontDoesNotBeatIt() {
        let (r, parent, _, _) = pair { parent, a, b, _, clock in
            a.layer.zPosition = 1
            clock.schedule(at: s(1)) { a.layer.zPosition = 0 }          // a view's own layer: at once
            clock.schedule(at: s(2)) { b.layer.zPosition = -1 }
            clock.schedule(at: s(3)) { parent.bringSubviewToFront(b) }  // still behind a (−1 < 0)
        }
        #expect(r.problems.isEmpty)
        #expect(order(r, parent, at: 0.5) == ["b", "a"])
        #expect(order(r, parent, at: 1) == ["a", "b"])
        #expect(order(r, parent, at: 2) == ["b", "a"])
        #expect(order(r, parent, at: 3.5) == ["b", "a"])
        let orders = r.timeline.siblingOrders(ofChildrenOf: parent)
        #expect(orders?.orders.map(\.from) == [0, s(1).ticks, s(2).ticks])
        #expect(orders?.cycle == nil)
    }

    /// A linear animation of a's zPosition from 0 to 2 over 2 s passes b's 1 at exactly 1 s:
    /// equal there (subviews order: b in front), a in front from the next tick, back behind
    /// when the animation is removed at 2 s.
    @Test func anAnimatedZPositionReordersAtTheTickTheValuesCross() {
        let (r, parent, a, _) = pair { _, a, b, _, _ in
            b.layer.zPosition = 1
            let rise = CABasicAnimation(keyPath: "zPosition")
            rise.fromValue = 0
            rise.toValue = 2
            rise.duration = 2
            a.layer.add(rise, forKey: "rise")
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.value(of: a, .zPosition, at: s(0.5)) == .scalar(0.5))
        #expect(order(r, parent, at: 1) == ["a", "b"])
        #expect(r.timeline.drawingOrder(ofChildrenOf: parent, at: StoryTime(ticks: s(1).ticks + 1)).map { $0 == a } == [false, true])
        #expect(order(r, parent, at: 2) == ["a", "b"])
        let orders = r.timeline.siblingOrders(ofChildrenOf: parent)
        #expect(orders?.orders.map(\.from) == [0, s(1).ticks + 1, s(2).ticks])
    }

    /// ProgressHUD's dual dots: two sublayers swap zPositions with eased keyframes repeating
    /// forever; the order flips where the values cross (1 s of each 2 s) and again at each
    /// cycle's start, forever, as one repeating cycle.
    @Test func keyframesRepeatingForeverSwapTheOrderEveryCycle() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.accessibilityIdentifier = "host"
        let hollow = CAShapeLayer(), filled = CAShapeLayer()
        hollow.name = "hollow"; filled.name = "filled"
        func swap(_ from: CGFloat, _ to: CGFloat) -> CAKeyframeAnimation {
            let animation = CAKeyframeAnimation(keyPath: "zPosition")
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.values = [from, to]
            animation.duration = 2
            animation.repeatCount = .infinity
            return animation
        }
        let r = record { stage, _ in
            stage.addSubview(host)
            hollow.zPosition = 0
            filled.zPosition = 1
            host.layer.addSublayer(hollow)
            host.layer.addSublayer(filled)
            hollow.add(swap(0, 1), forKey: "z")
            filled.add(swap(1, 0), forKey: "z")
        }
        #expect(r.problems.isEmpty)
        let parent = r.timeline.view(named: "host")!
        for (t, expected) in [(0.0, ["hollow", "filled"]), (0.99, ["hollow", "filled"]), (1.01, ["filled", "hollow"]),
                              (1.99, ["filled", "hollow"]), (2.0, ["hollow", "filled"]), (3.5, ["filled", "hollow"]),
                              (100.25, ["hollow", "filled"]), (101.75, ["filled", "hollow"])] {
            #expect(order(r, parent, at: t) == expected, "\(t)")
        }
        let orders = r.timeline.siblingOrders(ofChildrenOf: parent)
        #expect(orders?.cycle == SiblingOrders.Cycle(start: 0, period: s(2).ticks))
        // The flip lies within a tick of 1 s (the eased values meet at 0.5 there).
        #expect(orders?.orders.count == 2)
        #expect(orders.map { abs($0.orders[1].from - s(1).ticks) <= 1 } == true)
    }

    @Test func keyPathsReadAndSetIt() {
        var read: Any?
        let (r, parent, a, _) = pair { _, a, _, _, clock in
            a.layer.setValue(2.0, forKeyPath: "zPosition")
            read = a.layer.value(forKeyPath: "zPosition")
            clock.schedule(at: s(1)) { a.layer.setValue(-1, forKey: "zPosition") }
        }
        #expect(r.problems.isEmpty)
        #expect(read as? CGFloat == 2)
        #expect(order(r, parent, at: 0) == ["b", "a"])
        #expect(order(r, parent, at: 1) == ["a", "b"])
        #expect(r.timeline.value(of: a, .zPosition, at: s(1)) == .scalar(-1))
    }

    /// UIView blocks set a view's own layer's zPosition at once (a layer property, as the others
    /// but `cornerRadius`); a standalone layer runs Core Animation's implicit animation (0.25 s).
    @Test func viewBlocksSetItAtOnceAndStandaloneLayersAnimateIt() {
        let standalone = CALayer()
        standalone.name = "standalone"
        let (r, _, a, _) = pair { parent, a, _, _, clock in
            parent.layer.addSublayer(standalone)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 1) { a.layer.zPosition = 5 }
                standalone.zPosition = 4
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segments(of: a, .zPosition).map(\.duration) == [.zero])
        let layer = r.timeline.view(named: "standalone")!
        #expect(r.timeline.segments(of: layer, .zPosition).map(\.duration) == [s(0.25)])
    }

    @Test func aNaNIsReportedAndInfinityOrdersInFront() {
        let (r, parent, _, _) = pair { _, a, b, _, _ in
            a.layer.zPosition = .nan
            b.layer.zPosition = -.infinity
        }
        #expect(r.problems == [.invalidValue(view: "a", property: "layer.zPosition", value: "nan")])
        #expect(order(r, parent, at: 0) == ["b", "a"])
    }

    /// Setting `sublayers` to the same layers in another order draws them so from then on.
    @Test func assigningSublayersInAnotherOrderReordersThem() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.accessibilityIdentifier = "host"
        let one = CALayer(), two = CALayer(), three = CALayer()
        one.name = "one"; two.name = "two"; three.name = "three"
        let sub = makeBox("sub")
        let r = record { stage, clock in
            stage.addSubview(host)
            host.layer.addSublayer(one)
            host.addSubview(sub)
            host.layer.addSublayer(two)
            host.layer.addSublayer(three)
            clock.schedule(at: s(1)) { host.layer.sublayers = [three, one, two] }
            clock.schedule(at: s(2)) { host.layer.sublayers = host.layer.sublayers?.reversed() }
            clock.schedule(at: s(3)) { host.layer.sublayers = [one, one] }
        }
        #expect(r.problems == [.misuse(call: "CALayer.sublayers", problem: "the array holds the same layer twice")])
        let parent = r.timeline.view(named: "host")!
        #expect(order(r, parent, at: 0.5) == ["one", "sub", "two", "three"])
        #expect(order(r, parent, at: 1) == ["three", "sub", "one", "two"])
        #expect(order(r, parent, at: 2) == ["two", "sub", "one", "three"])
        #expect(order(r, parent, at: 3) == ["two", "sub", "one", "three"])
    }
}
