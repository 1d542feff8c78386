import AnimaticClock
import AnimaticReactive
import AnimaticRuntime
import Foundation
import Testing
@testable import AnimaticStage

/// A target as the source adapter leaves an app's class: it logs each action with the story
/// time in ticks, the recognizer's state and what `describe` says about the recognizer.
private final class GestureLog: AnimaticSelectorTarget {
    struct Entry: Equatable {
        var action: String
        var ticks: Int64
        var state: UIGestureRecognizer.State
        var detail: String
    }
    var entries: [Entry] = []
    var describe: (UIGestureRecognizer) -> String = { _ in "" }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        guard let recognizer = argument as? UIGestureRecognizer else { return false }
        let ticks = StoryContext.current?.clock.now.ticks ?? -1
        entries.append(Entry(action: selector.name, ticks: ticks, state: recognizer.state, detail: describe(recognizer)))
        return true
    }

    var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    var times: [Int64] { entries.map(\.ticks) }
}

/// A view that logs the touch methods it gets.
private final class TouchLogView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A delegate with settable answers.
private final class Referee: UIGestureRecognizerDelegate {
    var begin = true
    var together = false
    var receive = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { together }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
}

/// A subclass as written for UIKit with `import UIKit.UIGestureRecognizerSubclass`: begins at
/// touch-down, changes at each move, ends at the lift; counts its resets.
private final class TouchDownRecognizer: UIGestureRecognizer {
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func reset() { resets += 1 }
}

/// A point as "(x, y)".
func str(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }

private func ticks(_ seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }

/// The time of move `k` of `n` in a gesture of `duration` seconds from `start` (the stage's 60 Hz moves).
private func moveTicks(_ start: Double, _ duration: Double, _ k: Int64, of n: Int64) -> Int64 {
    ticks(start) + ticks(duration) * k / n
}

private func pad(_ name: String = "pad") -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    view.accessibilityIdentifier = name
    return view
}

@Suite struct GestureRecognizerTests {
    // MARK: - Taps

    @Test func aTapRecognizerSendsItsActionWhenTheFingerLiftsWithTheLocationInTheView() {
        let log = GestureLog()
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: log, action: Selector("flip:"))
        log.describe = { g in "\(str(g.location(in: card))) \(str(g.location(in: nil)))" }
        let r = record { stage, _ in
            card.addGestureRecognizer(tap)
            stage.addSubview(card)
            stage.tap(CGPoint(x: 130, y: 90), at: 1)
        }
        #expect(r.problems.isEmpty)
        #expect(log.entries == [.init(action: "flip:", ticks: ticks(1.1), state: .ended, detail: "(30.0, 40.0) (130.0, 90.0)")])
        #expect(tap.state == .possible)                // reset once the finger lifted
        #expect(tap.view === card)
        #expect(card.gestureRecognizers?.count == 1)
    }

    @Test func aTapWhereNoViewTakesTouchesIsReportedAndSendsNothing() {
        let log = GestureLog()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.addGestureRecognizer(UITapGestureRecognizer(target: log, action: Selector("flip:")))
        let r = record { stage, _ in
            stage.addSubview(card)
            stage.tap(CGPoint(x: 200, y: 200), at: 1)
        }
        #expect(log.entries.isEmpty)
        #expect(r.problems == [.misuse(call: "Stage.tap(_:at:count:)", problem: """
            no view takes touches at (200.0, 200.0) at 1.0 s (outside the stage, or only hidden, \
            transparent or isUserInteractionEnabled-false views there)
            """)])
    }

    @Test func aDoubleTapWinsOverASingleTapThatRequiresItToFailAndASingleTapWaitsForTheDoubleToFail() {
        let log = GestureLog()
        let view = pad()
        let single = UITapGestureRecognizer(target: log, action: Selector("single:"))
        let double = UITapGestureRecognizer(target: log, action: Selector("double:"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.tap(CGPoint(x: 100, y: 100), at: 1, count: 2)
            stage.tap(CGPoint(x: 100, y: 100), at: 3)
        }
        // The double tap's second finger lifts at 1.2 + 0.1 s; the lone tap at 3.1 s is
        // recognized when the double tap gives up waiting for a second one, 0.35 s later.
        #expect(log.entries.map(\.action) == ["double:", "single:"])
        #expect(log.times == [ticks(1.3), ticks(3.45)])
    }

    @Test func aFingerThatMovesMoreThanTenPointsIsNotATap() {
        let log = GestureLog()
        let view = pad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: Selector("tap:")))
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 111, y: 100), at: 1, duration: 0.1)
            stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 110, y: 100), at: 2, duration: 0.1)
        }
        #expect(log.times == [ticks(2.1)])
    }

    // MARK: - Pan

    @Test func aPanBeginsAfterTenPointsChangesAtEachMoveAndEndsWithTheTotalTranslationAndVelocity() {
        let log = GestureLog()
        let view = pad()
        let pan = UIPanGestureRecognizer(target: log, action: Selector("dragged:"))
        var velocity = CGPoint.zero
        log.describe = { g in
            let p = g as! UIPanGestureRecognizer
            velocity = p.velocity(in: view)
            return str(p.translation(in: view))
        }
        let r = record { stage, _ in
            view.addGestureRecognizer(pan)
            stage.addSubview(view)
            stage.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 350, y: 200), at: 1, duration: 0.5)
        }
        #expect(r.problems.isEmpty)
        // 30 moves of 10 pt: .began at the first (10 pt), .changed at the 29 others, .ended at the lift.
        #expect(log.states == [.began] + Array(repeating: .changed, count: 29) + [.ended])
        #expect(log.times.first == moveTicks(1, 0.5, 1, of: 30))
        #expect(log.times.dropFirst().first == moveTicks(1, 0.5, 2, of: 30))
        #expect(log.times.last == ticks(1.5))
        #expect(log.entries.first?.detail == "(10.0, 0.0)")
        #expect(log.entries.last?.detail == "(300.0, 0.0)")
        // 10 pt over the last 1/60 s (16,666,667 ns): 600 pt/s.
        #expect(abs(velocity.x - 600) < 0.001 && velocity.y == 0)
    }

    @Test func panTranslationIsInTheViewsCoordinatesAndSetTranslationRebasesIt() {
        let log = GestureLog()
        let view = pad()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        let pan = UIPanGestureRecognizer(target: log, action: Selector("dragged:"))
        var sum = CGPoint.zero
        log.describe = { g in
            let p = g as! UIPanGestureRecognizer
            let t = p.translation(in: scaled)
            sum.x += t.x; sum.y += t.y
            p.setTranslation(.zero, in: scaled)
            return str(t)
        }
        _ = record { stage, _ in
            view.addGestureRecognizer(pan)
            stage.addSubview(view)
            stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 220), at: 1, duration: 0.1)
        }
        // 120 pt down on stage is 60 pt in a view scaled twice; 6 moves of 20 pt: 10 pt each in
        // the view, the first one counted when the pan began.
        #expect(log.states == [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        #expect(log.entries.first?.detail == "(0.0, 10.0)")
        #expect(abs(sum.y - 60) < 1e-9 && sum.x == 0)
    }

    @Test func aScreenEdgePanStartsOnlyAtItsEdge() {
        let log = GestureLog()
        let view = pad()
        let edge = UIScreenEdgePanGestureRecognizer(target: log, action: Selector("edge:"))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), at: 1, duration: 0.2)
            stage.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 205, y: 100), at: 2, duration: 0.2)
        }
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(log.times.allSatisfy { $0 > ticks(2) })
    }

    // MARK: - Swipe, long press, pinch, rotation

    @Test func aSwipeIsRecognizedAtTheMoveThatCoversFiftyPointsInItsDirection() {
        let log = GestureLog()
        let view = pad()
        let left = UISwipeGestureRecognizer(target: log, action: Selector("left:"))
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: log, action: Selector("right:"))
        let together = Referee()
        together.together = true
        left.delegate = together
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(right)
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.swipe(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), at: 2)
            // Too slow: 50 pt only after 1.67 s.
            stage.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 240, y: 150), at: 4, duration: 2)
        }
        // 6 moves of 33.3 pt in 0.1 s: 66.7 pt at the second.
        #expect(log.entries.map(\.action) == ["left:"])
        #expect(log.times == [moveTicks(2, 0.1, 2, of: 6)])
        #expect(log.states == [.ended])
    }

    @Test func aLongPressBeginsAfterItsMinimumDurationAndEndsWhenTheFingerLifts() {
        let log = GestureLog()
        let view = pad()
        let press = UILongPressGestureRecognizer(target: log, action: Selector("pressed:"))
        view.addGestureRecognizer(press)
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.longPress(CGPoint(x: 100, y: 100), at: 1, duration: 1)
            stage.longPress(CGPoint(x: 100, y: 100), at: 3, duration: 0.4)       // too short
            stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), at: 5, duration: 1)   // moves away
        }
        #expect(log.states == [.began, .ended])
        #expect(log.times == [ticks(1.5), ticks(2)])
    }

    @Test func aPinchScalesByTheFingersDistanceAndARotationFollowsTheirAngleWhenBothMayRecognize() {
        let log = GestureLog()
        let view = pad()
        let pinch = UIPinchGestureRecognizer(target: log, action: Selector("pinched:"))
        let rotation = UIRotationGestureRecognizer(target: log, action: Selector("rotated:"))
        let together = Referee()
        together.together = true
        pinch.delegate = together
        log.describe = { g in
            if let p = g as? UIPinchGestureRecognizer { return String(format: "%.6f", p.scale) }
            if let r = g as? UIRotationGestureRecognizer { return String(format: "%.6f", r.rotation) }
            return ""
        }
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.pinch(CGPoint(x: 200, y: 150), scale: 2, rotation: .pi / 2, at: 1, duration: 0.5)
        }
        let pinches = log.entries.filter { $0.action == "pinched:" }
        let rotations = log.entries.filter { $0.action == "rotated:" }
        #expect(pinches.first?.state == .began && pinches.first?.ticks == moveTicks(1, 0.5, 1, of: 30))
        #expect(pinches.last?.state == .ended && pinches.last?.ticks == ticks(1.5))
        #expect(pinches.last?.detail == "2.000000")
        #expect(rotations.last?.detail == String(format: "%.6f", Double.pi / 2))
        #expect(pinches.count == 31 && rotations.count == 31)
        #expect(pinch.scale == 1 && rotation.rotation == 0)     // reset after the gesture
    }

    @Test func withoutSimultaneousRecognitionThePinchMakesTheRotationFail() {
        let log = GestureLog()
        let view = pad()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: Selector("pinched:")))
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: log, action: Selector("rotated:")))
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.pinch(CGPoint(x: 200, y: 150), scale: 0.5, rotation: 0.3, at: 1, duration: 0.2)
        }
        #expect(Set(log.entries.map(\.action)) == ["pinched:"])
    }

    // MARK: - Delegate, exclusivity, cancelling touches

    @Test func theDelegateCanRefuseTheBeginningAndTheTouch() {
        let log = GestureLog()
        let view = pad()
        let tap = UITapGestureRecognizer(target: log, action: Selector("tap:"))
        let referee = Referee()
        tap.delegate = referee
        view.addGestureRecognizer(tap)
        _ = record { stage, clock in
            stage.addSubview(view)
            referee.begin = false
            stage.tap(CGPoint(x: 10, y: 10), at: 1)
            _ = clock.schedule(at: s(2)) { referee.begin = true; referee.receive = false }
            stage.tap(CGPoint(x: 10, y: 10), at: 3)
            _ = clock.schedule(at: s(4)) { referee.receive = true }
            stage.tap(CGPoint(x: 10, y: 10), at: 5)
        }
        #expect(log.times == [ticks(5.1)])
    }

    @Test func theDeepestRecognizerWinsUnlessBothMayRecognize() {
        let log = GestureLog()
        let outer = pad("outer")
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(inner)
        let innerTap = UITapGestureRecognizer(target: log, action: Selector("inner:"))
        let outerTap = UITapGestureRecognizer(target: log, action: Selector("outer:"))
        inner.addGestureRecognizer(innerTap)
        outer.addGestureRecognizer(outerTap)
        let referee = Referee()
        outerTap.delegate = referee
        _ = record { stage, clock in
            stage.addSubview(outer)
            stage.tap(CGPoint(x: 50, y: 50), at: 1)
            _ = clock.schedule(at: s(2)) { referee.together = true }
            stage.tap(CGPoint(x: 50, y: 50), at: 3)
            stage.tap(CGPoint(x: 250, y: 250), at: 5)    // only the outer view is there
        }
        #expect(log.entries.map(\.action) == ["inner:", "inner:", "outer:", "outer:"])
        #expect(log.times == [ticks(1.1), ticks(3.1), ticks(3.1), ticks(5.1)])
    }

    @Test func aRecognizedPanCancelsTheViewsTouchesUnlessToldNotTo() {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let other = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let keep = UIPanGestureRecognizer()
        keep.cancelsTouchesInView = false
        other.addGestureRecognizer(keep)
        _ = record { stage, clock in
            stage.addSubview(view)
            stage.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 40), at: 1, duration: 0.05)
            _ = clock.schedule(at: s(2)) { stage.addSubview(other) }
            stage.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 40), at: 3, duration: 0.05)
        }
        // 3 moves of 10 pt: the pan begins at the first, which the view gets as a cancel.
        #expect(view.calls == ["began", "cancelled"])
        #expect(other.calls == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test func aSubclassSetsItsStateFromItsTouchMethodsAndIsResetOnceAfterTheGesture() {
        let log = GestureLog()
        let view = pad()
        let recognizer = TouchDownRecognizer(target: log, action: Selector("down:"))
        view.addGestureRecognizer(recognizer)
        _ = record { stage, _ in
            stage.addSubview(view)
            stage.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 30), at: 1, duration: 1.0 / 30)
        }
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.times == [ticks(1), moveTicks(1, 1.0 / 30, 1, of: 2), moveTicks(1, 1.0 / 30, 2, of: 2), moveTicks(1, 1.0 / 30, 2, of: 2)])
        #expect(recognizer.resets == 1 && recognizer.state == .possible)
    }

    @Test func aDisabledOrRemovedRecognizerGetsNothingAndDisablingMidGestureCancels() {
        let log = GestureLog()
        let view = pad()
        let tap = UITapGestureRecognizer(target: log, action: Selector("tap:"))
        let pan = UIPanGestureRecognizer(target: log, action: Selector("pan:"))
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        _ = record { stage, clock in
            stage.addSubview(view)
            tap.isEnabled = false
            stage.tap(CGPoint(x: 10, y: 10), at: 1)
            stage.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), at: 2, duration: 0.5)
            _ = clock.schedule(at: s(2.25)) { pan.isEnabled = false }
            _ = clock.schedule(at: s(3)) { view.removeGestureRecognizer(pan); pan.isEnabled = true }
            stage.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), at: 4, duration: 0.5)
        }
        #expect(log.entries.map(\.action).allSatisfy { $0 == "pan:" })
        #expect(log.states.last == .cancelled)
        #expect(log.times.last == ticks(2.25))
        #expect(pan.view == nil && view.gestureRecognizers?.count == 1)
    }

    @Test func rxEventEmitsTheRecognizerAtEachAction() {
        let view = pad()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var seen: [UIGestureRecognizer.State] = []
        _ = record { stage, _ in
            stage.addSubview(view)
            pan.rx.event.subscribe(onNext: { seen.append($0.state) }).disposed(by: stage.disposeBag)
            stage.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 40), at: 1, duration: 0.05)
        }
        #expect(seen == [.began, .changed, .changed, .ended])
    }

    @Test func aTargetThatCannotAnswerSelectorsIsReported() {
        final class Plain {}
        let plain = Plain()
        let r = record { _, _ in
            _ = UITapGestureRecognizer(target: plain, action: Selector("tap:"))
        }
        #expect(r.problems == [.misuse(call: "UITapGestureRecognizer.addTarget(_:action:)", problem: """
            the target, a Plain, cannot answer the selector 'tap:' (its class has no @objc method table: \
            adapt the file, or conform it to AnimaticSelectorTarget)
            """)])
    }

    @Test func badGestureArgumentsAreReportedAndScheduleNothing() {
        let view = pad()
        let r = record { stage, clock in
            stage.addSubview(view)
            _ = clock.schedule(at: s(1)) {
                stage.tap(CGPoint(x: 1, y: 1), at: 0.5)
                stage.tap(CGPoint(x: 1, y: 1), at: 2, count: 0)
                stage.drag(along: [CGPoint(x: 1, y: 1)], at: 2)
                stage.longPress(CGPoint(x: 1, y: 1), at: 2, duration: -1)
                stage.pinch(CGPoint(x: 1, y: CGFloat.nan), scale: 2, at: 2)
                stage.pinch(CGPoint(x: 1, y: 1), scale: 0, at: 2)
            }
        }
        let expected: [StoryProblem] = [
            .invalidArgument(call: "Stage.tap(_:at:count:)", argument: "at",
                             problem: "the gesture time 0.5 s is before the current story time, 1.0 s"),
            .invalidArgument(call: "Stage.tap(_:at:count:)", argument: "count", problem: "0 is below 1"),
            .invalidArgument(call: "Stage.drag(along:at:duration:)", argument: "path", problem: "a drag needs at least two points, got 1"),
            .invalidArgument(call: "Stage.longPress(_:at:duration:)", argument: "duration", problem: "-1.0 s is not a positive finite duration"),
            .invalidArgument(call: "Stage.pinch(_:scale:rotation:at:duration:span:)", argument: "point", problem: "(1.0, nan) is not finite"),
            .invalidArgument(call: "Stage.pinch(_:scale:rotation:at:duration:span:)", argument: "scale", problem: "0.0 is not a positive finite number"),
        ]
        #expect(r.problems == expected)
        #expect(r.endTime == s(1))
    }
}

/// A card that follows a pan and springs back when it ends, as intro code writes it.
private final class DragCard: AnimaticSelectorTarget {
    let card = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))

    init() {
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .red
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("dragged:")))
    }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        guard selector.name == "dragged:", let pan = argument as? UIPanGestureRecognizer else { return false }
        let t = pan.translation(in: card.superview)
        switch pan.state {
        case .began, .changed:
            card.transform = CGAffineTransform(translationX: t.x, y: t.y)
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { self.card.transform = .identity }
        case .possible, .failed:
            break
        }
        return true
    }
}

@Suite struct GestureStoryTests {
    @Test func aDraggedCardFollowsTheFingerAtEachMoveAndAnimatesBackWhenItLifts() throws {
        let target = DragCard()
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(target.card)
            stage.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 220), at: 1, duration: 0.1)
        }
        let card = try #require(story.timeline.view(named: "card"))
        func ty(_ seconds: Double) -> Double? {
            guard case .transform(let t) = story.timeline.value(of: card, .transform, at: s(seconds)) else { return nil }
            return t.translationY
        }
        // 6 moves of 20 pt, one each 1/60 s from 1 s: the pan begins at the first.
        #expect(ty(0.99) == 0)
        #expect(ty(1.02) == 20)              // first move at 1.0167 s
        #expect(ty(1.05) == 60)              // third move at exactly 1.05 s
        #expect(ty(1.1) == 120)              // the lift at 1.1 s starts the 0.3 s animation back
        #expect(abs((ty(1.25) ?? 0) - 60) < 1e-6)
        #expect(ty(1.4) == 0)
    }
}
