import AnimaticClock
import AnimaticRuntime
import Foundation

/// The touches of a stage's scripted gestures (``Stage/tap(_:at:count:)``, ``Stage/drag(along:at:duration:)``...)
/// and their delivery, as UIKit's event handling (Apple, "Handling touches in your view" and
/// "About the gesture recognizer state machine"): at touch-down, hit-testing picks the view and
/// the gesture recognizers of that view and its superviews; at each event the recognizers get
/// the touches first, then the view (unless a recognizer that recognized cancelled its
/// touches); when the last finger lifts, the recognizers whose gesture is over are reset.
final class TouchSession {
    private weak var stage: Stage?
    private let event = UIEvent()
    /// The fingers down, by finger number.
    private var fingers: [Int: UITouch] = [:]
    /// Fingers whose touch-down hit no view (their later steps are dropped).
    private var lost: Set<Int> = []
    /// The recognizers of the current sequence of touches, in the order they were reached.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// The recognizers that recognized in this sequence.
    private var recognizedNow: [UIGestureRecognizer] = []
    /// Touches the views got `touchesBegan` for, and those cancelled in the views.
    private var begunInView: Set<ObjectIdentifier> = []
    private var cancelledInView: Set<ObjectIdentifier> = []
    /// Touches to cancel in their views after the recognizers' turn.
    private var toCancel: [UITouch] = []
    /// The last lift, for `tapCount`.
    private var lastLift: (time: TimeInterval, point: CGPoint, count: Int)?
    /// The next finger number.
    private var nextFinger = 0

    /// How soon and how near a touch-down must follow the last lift to count as the next tap of
    /// `UITouch.tapCount`: 0.35 s and 45 pt (Animatic's choice).
    static let tapCountInterval: TimeInterval = 0.35
    static let tapCountDistance: CGFloat = 45

    init(stage: Stage) { self.stage = stage }

    /// A new finger number.
    func newFinger() -> Int {
        nextFinger += 1
        return nextFinger
    }

    /// One finger's change at one moment.
    struct Step {
        var finger: Int
        var point: CGPoint
        var phase: UITouch.Phase
    }

    /// Delivers the changes of one moment, `call` naming the stage method for problems.
    func deliver(_ steps: [Step], at time: TimeInterval, call: String) {
        guard let stage else { return }
        event.timestamp = time
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = []
        for step in steps {
            switch step.phase {
            case .began:
                guard let hit = stage.hitTest(step.point, with: event) else {
                    lost.insert(step.finger)
                    stage.recorder.report(.misuse(call: call, problem: """
                        no view takes touches at (\(step.point.x), \(step.point.y)) at \(time) s \
                        (outside the stage, or only hidden, transparent or isUserInteractionEnabled-false views there)
                        """))
                    continue
                }
                let touch = UITouch(at: step.point, time: time, window: stage)
                touch.view = hit
                if let last = lastLift, time - last.time <= TouchSession.tapCountInterval,
                   UIGestureRecognizer.distance(last.point, step.point) <= TouchSession.tapCountDistance {
                    touch.tapCount = last.count + 1
                }
                touch.gestureRecognizers = reachedRecognizers(from: hit, for: touch)
                fingers[step.finger] = touch
                began.append(touch)
            case .moved, .stationary:
                guard !lost.contains(step.finger), let touch = fingers[step.finger] else { continue }
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = step.point
                touch.phase = .moved
                touch.timestamp = time
                moved.append(touch)
            case .ended, .cancelled:
                if lost.remove(step.finger) != nil { continue }
                guard let touch = fingers[step.finger] else { continue }
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = step.point
                touch.phase = step.phase
                touch.timestamp = time
                ended.append(touch)
            case .regionEntered, .regionMoved, .regionExited:
                continue
            }
        }
        event.touches = fingers.values.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        deliver(began, phase: .began)
        deliver(moved, phase: .moved)
        deliver(ended, phase: .ended)
        for touch in ended {
            fingers = fingers.filter { $0.value !== touch }
            lastLift = (time, touch.windowLocation, touch.tapCount)
        }
        if fingers.isEmpty { endSequence() }
    }

    /// The enabled recognizers of `view` and its superviews that accept `touch`, deepest first;
    /// each joins this sequence.
    private func reachedRecognizers(from view: UIView, for touch: UITouch) -> [UIGestureRecognizer] {
        var reached: [UIGestureRecognizer] = []
        var current: UIView? = view
        // A control's default action wins over a single-tap recognizer of a view it is in
        // (Apple, "Event Handling Guide for iOS": "default control actions prevent overlapping
        // gesture recognizer behavior").
        let control = (view as? UIControl).flatMap { $0.isEnabled ? $0 : nil }
        while let v = current {
            for recognizer in v.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let control, v !== control, let tap = recognizer as? UITapGestureRecognizer,
                   tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { continue }
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: touch),
                          delegate.gestureRecognizer(recognizer, shouldReceive: event) else { continue }
                }
                reached.append(recognizer)
                if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
            }
            current = v.superview
        }
        return reached
    }

    private func deliver(_ touches: [UITouch], phase: UITouch.Phase) {
        guard !touches.isEmpty else { return }
        for recognizer in recognizers where recognizer.isEnabled && recognizer.view != nil {
            let mine = touches.filter { touch in touch.gestureRecognizers?.contains { $0 === recognizer } ?? false }
            guard !mine.isEmpty else { continue }
            switch recognizer.state {
            case .possible, .began, .changed: break
            case .ended, .cancelled, .failed:
                if phase == .began { continue }
                recognizer.trackedTouches.removeAll { touch in mine.contains { $0 === touch } }
                continue
            }
            recognizer.session = self
            if phase == .began { recognizer.trackedTouches.append(contentsOf: mine) }
            recognizer.lastWindowLocation = centroid(of: recognizer.trackedTouches) ?? recognizer.lastWindowLocation
            recognizer.isReceiving = true
            let set = Set(mine)
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved, .stationary: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled: recognizer.touchesCancelled(set, with: event)
            case .regionEntered, .regionMoved, .regionExited: break
            }
            recognizer.isReceiving = false
            if phase == .ended || phase == .cancelled {
                recognizer.trackedTouches.removeAll { touch in mine.contains { $0 === touch } }
                recognizer.lastWindowLocation = centroid(of: recognizer.trackedTouches) ?? recognizer.lastWindowLocation
            }
            recognizer.flushActions()
        }
        cancelPending()
        var byView: [(UIView, [UITouch])] = []
        for touch in touches where !cancelledInView.contains(ObjectIdentifier(touch)) {
            guard let view = touch.view else { continue }
            if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.append(touch) } else { byView.append((view, [touch])) }
        }
        for (view, list) in byView {
            let set = Set(list)
            switch phase {
            case .began:
                for touch in list { begunInView.insert(ObjectIdentifier(touch)) }
                view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            case .regionEntered, .regionMoved, .regionExited: break
            }
        }
    }

    /// Sends `touchesCancelled` to the views of the touches a recognizer took over.
    private func cancelPending() {
        let list = toCancel.filter { begunInView.contains(ObjectIdentifier($0)) && !cancelledInView.contains(ObjectIdentifier($0)) }
        toCancel = []
        for touch in list { cancelledInView.insert(ObjectIdentifier(touch)) }
        var byView: [(UIView, [UITouch])] = []
        for touch in list {
            guard let view = touch.view else { continue }
            if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.append(touch) } else { byView.append((view, [touch])) }
        }
        for (view, touches) in byView {
            for touch in touches { touch.phase = .cancelled }
            view.touchesCancelled(Set(touches), with: event)
        }
    }

    private func centroid(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        let n = CGFloat(touches.count)
        return CGPoint(x: touches.map(\.windowLocation.x).reduce(0, +) / n,
                       y: touches.map(\.windowLocation.y).reduce(0, +) / n)
    }

    /// Whether a recognizer that already recognized in this sequence keeps `recognizer` from
    /// recognizing.
    func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizedNow.contains { other in
            other !== recognizer && other.state != .cancelled && other.state != .failed
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
                && !other.recognizesSimultaneously(with: recognizer)
        }
    }

    /// `recognizer` recognized: the others of this sequence that have not yet fail, unless they
    /// may recognize with it; its touches are cancelled in their views when it cancels them.
    func recognized(_ recognizer: UIGestureRecognizer) {
        recognizedNow.append(recognizer)
        if recognizer.cancelsTouchesInView { toCancel.append(contentsOf: recognizer.trackedTouches) }
        if !recognizer.isReceiving { cancelPending() }
        for other in recognizers where other !== recognizer && other.state == .possible {
            if recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
                && !recognizer.recognizesSimultaneously(with: other) {
                other.state = .failed
                if !other.isReceiving { other.flushActions() }
            }
        }
    }

    /// The last finger lifted: recognizers whose gesture is over are reset.
    private func endSequence() {
        let all = recognizers
        recognizers = []
        recognizedNow = []
        begunInView = []
        cancelledInView = []
        toCancel = []
        lost = []
        for recognizer in all {
            recognizer.trackedTouches = []
            recognizer.session = nil
            recognizer.finishIfDone()
        }
    }
}
