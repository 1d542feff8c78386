import AnimaticClock
import AnimaticRuntime
import Foundation

extension Stage {
    /// How often a moving finger reports where it is: 60 times a second, as a 60 Hz iPhone
    /// display delivers touches (Apple, `UIEvent`: touches arrive once per display refresh).
    public static let touchEventRate: Double = 60

    /// The time from one touch-down of a multi-tap to the next: 0.2 s (each tap lasts
    /// ``tapDuration``, 0.1 s; Animatic's choice).
    public static let tapInterval: TimeInterval = 0.2

    /// Taps the stage at `point` (stage coordinates) at `seconds` of story time, with one
    /// finger, `count` times in a row (a double tap is `count: 2`): hit-testing
    /// (``hitTest(_:with:)``) picks the view, whose gesture recognizers and touch methods get
    /// the touches as in UIKit.
    ///
    /// ```swift
    /// card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flip)))
    /// stage.tap(CGPoint(x: 200, y: 400), at: 1)     // flip() at 1.1 s, when the finger lifts
    /// ```
    ///
    /// Each tap's finger touches down, and lifts ``tapDuration`` (0.1 s) later without moving;
    /// the next tap touches down ``tapInterval`` (0.2 s) after the previous one. A point where
    /// no view takes touches is reported (``StoryProblem/misuse(call:problem:)``); so are a time
    /// before now, a point that is not finite and a count below 1.
    public func tap(_ point: CGPoint, at seconds: TimeInterval, count: Int = 1) {
        let call = "Stage.tap(_:at:count:)"
        guard let start = gestureStart(seconds, call: call), validPoints([point], call: call) else { return }
        guard count >= 1 else {
            return recorder.report(.invalidArgument(call: call, argument: "count", problem: "\(count) is below 1"))
        }
        let session = touchSession
        var script: [(StoryTime, [TouchSession.Step])] = []
        for i in 0..<count {
            let finger = session.newFinger()
            let down = start + StoryTime(ticks: Int64((Stage.tapInterval * Double(i) * Double(StoryTime.ticksPerSecond)).rounded()))
            let up = down + StoryTime(ticks: Int64((Stage.tapDuration * Double(StoryTime.ticksPerSecond)).rounded()))
            script.append((down, [.init(finger: finger, point: point, phase: .began)]))
            script.append((up, [.init(finger: finger, point: point, phase: .ended)]))
        }
        play(script, call: call)
    }

    /// Drags one finger from `start` to `end` (stage coordinates) at constant speed, touching
    /// down at `seconds` and lifting `duration` seconds later: the finger reports a move
    /// ``touchEventRate`` (60) times a second, the last one at `end` at the moment it lifts.
    ///
    /// ```swift
    /// stage.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), at: 1, duration: 0.5)
    /// // a UIPanGestureRecognizer: .began at 1 + 2/60 s (10 pt moved), .changed each 1/60 s,
    /// // .ended at 1.5 s with translation (0, -300) and velocity (0, -600)
    /// ```
    public func drag(from start: CGPoint, to end: CGPoint, at seconds: TimeInterval, duration: TimeInterval = 0.5) {
        drag(along: [start, end], at: seconds, duration: duration, call: "Stage.drag(from:to:at:duration:)")
    }

    /// Drags one finger along `path` (stage coordinates, at least two points), each segment
    /// taking the same share of `duration`; as ``drag(from:to:at:duration:)``.
    public func drag(along path: [CGPoint], at seconds: TimeInterval, duration: TimeInterval = 0.5) {
        drag(along: path, at: seconds, duration: duration, call: "Stage.drag(along:at:duration:)")
    }

    /// Swipes one finger from `start` to `end`: a quick drag, 0.1 s by default (what a
    /// ``UISwipeGestureRecognizer`` recognizes when it covers 50 pt in its direction).
    public func swipe(from start: CGPoint, to end: CGPoint, at seconds: TimeInterval, duration: TimeInterval = 0.1) {
        drag(along: [start, end], at: seconds, duration: duration, call: "Stage.swipe(from:to:at:duration:)")
    }

    /// Presses one finger at `point` from `seconds` for `duration` seconds without moving (a
    /// ``UILongPressGestureRecognizer`` begins after its `minimumPressDuration`, 0.5 s).
    public func longPress(_ point: CGPoint, at seconds: TimeInterval, duration: TimeInterval = 1) {
        let call = "Stage.longPress(_:at:duration:)"
        guard let start = gestureStart(seconds, call: call), validPoints([point], call: call),
              let length = gestureDuration(duration, call: call) else { return }
        let finger = touchSession.newFinger()
        play([(start, [.init(finger: finger, point: point, phase: .began)]),
              (start + length, [.init(finger: finger, point: point, phase: .ended)])], call: call)
    }

    /// Pinches with two fingers around `center`: they touch down `span` points apart (100 by
    /// default) on a horizontal line through `center` at `seconds`, and over `duration` move
    /// apart to `span × scale` while the line between them turns by `rotation` radians
    /// (clockwise on screen), reporting moves ``touchEventRate`` times a second; then lift.
    ///
    /// ```swift
    /// stage.pinch(photo.center, scale: 2, at: 1, duration: 0.5)         // zoom in
    /// stage.pinch(dial.center, scale: 1, rotation: .pi / 2, at: 3)     // turn a quarter
    /// ```
    public func pinch(_ center: CGPoint, scale: CGFloat, rotation: CGFloat = 0, at seconds: TimeInterval,
                      duration: TimeInterval = 0.5, span: CGFloat = 100) {
        let call = "Stage.pinch(_:scale:rotation:at:duration:span:)"
        guard let start = gestureStart(seconds, call: call), validPoints([center], call: call),
              let length = gestureDuration(duration, call: call) else { return }
        for (name, value) in [("scale", scale), ("span", span)] where !(value.isFinite && value > 0) {
            return recorder.report(.invalidArgument(call: call, argument: name, problem: "\(value) is not a positive finite number"))
        }
        guard rotation.isFinite else {
            return recorder.report(.invalidArgument(call: call, argument: "rotation", problem: "\(rotation) is not finite"))
        }
        let session = touchSession
        let a = session.newFinger(), b = session.newFinger()
        func fingers(_ progress: CGFloat) -> (CGPoint, CGPoint) {
            let half = span * (1 + (scale - 1) * progress) / 2
            let angle = rotation * progress
            let dx = half * cos(angle), dy = half * sin(angle)
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        let (a0, b0) = fingers(0)
        var script: [(StoryTime, [TouchSession.Step])] = [(start, [.init(finger: a, point: a0, phase: .began),
                                                                   .init(finger: b, point: b0, phase: .began)])]
        let n = Stage.moveCount(length)
        for k in 1...n {
            let (p, q) = fingers(CGFloat(k) / CGFloat(n))
            script.append((start + StoryTime(ticks: length.ticks * Int64(k) / Int64(n)),
                           [.init(finger: a, point: p, phase: .moved), .init(finger: b, point: q, phase: .moved)]))
        }
        let (a1, b1) = fingers(1)
        script.append((start + length, [.init(finger: a, point: a1, phase: .ended), .init(finger: b, point: b1, phase: .ended)]))
        play(script, call: call)
    }

    // MARK: - Helpers

    private func drag(along path: [CGPoint], at seconds: TimeInterval, duration: TimeInterval, call: String) {
        guard let start = gestureStart(seconds, call: call), validPoints(path, call: call),
              let length = gestureDuration(duration, call: call) else { return }
        guard path.count >= 2 else {
            return recorder.report(.invalidArgument(call: call, argument: "path", problem: "a drag needs at least two points, got \(path.count)"))
        }
        let finger = touchSession.newFinger()
        var script: [(StoryTime, [TouchSession.Step])] = [(start, [.init(finger: finger, point: path[0], phase: .began)])]
        let n = Stage.moveCount(length)
        let segments = path.count - 1
        for k in 1...n {
            let progress = Double(k) / Double(n) * Double(segments)
            let i = min(segments - 1, Int(progress))
            let f = CGFloat(progress - Double(i))
            let p = k == n ? path[segments]
                : CGPoint(x: path[i].x + (path[i + 1].x - path[i].x) * f, y: path[i].y + (path[i + 1].y - path[i].y) * f)
            script.append((start + StoryTime(ticks: length.ticks * Int64(k) / Int64(n)), [.init(finger: finger, point: p, phase: .moved)]))
        }
        script.append((start + length, [.init(finger: finger, point: path[segments], phase: .ended)]))
        play(script, call: call)
    }

    /// The number of moves a gesture of `length` reports: one per 1/60 s, at least one.
    static func moveCount(_ length: StoryTime) -> Int {
        max(1, Int((length.seconds * touchEventRate - 1e-9).rounded(.up)))
    }

    /// The recording's touch session, made on first use.
    var touchSession: TouchSession {
        let environment = StageEnvironment.attach(to: context)
        if let session = environment.touchSession { return session }
        let session = TouchSession(stage: self)
        environment.touchSession = session
        return session
    }

    private func play(_ script: [(StoryTime, [TouchSession.Step])], call: String) {
        let session = touchSession
        for (time, steps) in script {
            context.clock.schedule(at: time) { [weak session] in
                session?.deliver(steps, at: time.seconds, call: call)
            }
        }
    }

    private func gestureStart(_ seconds: TimeInterval, call: String) -> StoryTime? {
        let clock = context.clock
        let time: StoryTime
        do {
            time = try StoryTime(seconds: seconds, what: "gesture time")
        } catch {
            context.report(error)
            return nil
        }
        guard time >= clock.now else {
            recorder.report(.invalidArgument(
                call: call, argument: "at",
                problem: "the gesture time \(seconds) s is before the current story time, \(clock.now.seconds) s"))
            return nil
        }
        return time
    }

    private func gestureDuration(_ duration: TimeInterval, call: String) -> StoryTime? {
        guard duration > 0, let length = StoryTime(validSeconds: duration) else {
            recorder.report(.invalidArgument(call: call, argument: "duration", problem: "\(duration) s is not a positive finite duration"))
            return nil
        }
        return length
    }

    private func validPoints(_ points: [CGPoint], call: String) -> Bool {
        for p in points where !(p.x.isFinite && p.y.isFinite) {
            recorder.report(.invalidArgument(call: call, argument: "point", problem: "(\(p.x), \(p.y)) is not finite"))
            return false
        }
        return true
    }
}
