import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

// The property animator's running, recording, scrubbing and ending (the class, its state and
// its public API: UIViewPropertyAnimator.swift).
extension UIViewPropertyAnimator {
    func misuse(_ call: String, _ problem: String) {
        UIView.report(.misuse(call: call, problem: problem))
    }

    func validLength(_ seconds: TimeInterval, call: String) -> StoryTime {
        var failed = false
        let time = UIView.validTime(seconds, "duration", call: call, failed: &failed)
        self.failed = self.failed || failed
        if case .spring = motion, let spring = timingParameters?.springTimingParameters, let own = spring.settlingSeconds,
           let settled = StoryTime(validSeconds: own), !failed {
            secondsPerUnit = settled.seconds
            return settled
        }
        secondsPerUnit = time.seconds
        return time
    }

    /// The timing of `parameters`, reporting what cannot be played.
    func resolve(_ parameters: any UITimingCurveProvider, call: String) -> Motion {
        switch parameters.timingCurveType {
        case .builtin, .cubic:
            if let cubic = parameters.cubicTimingParameters { return .curve(cubic.curve) }
        case .spring, .composed:
            if let spring = parameters.springTimingParameters {
                let model = SpringTiming(dampingRatio: spring.dampingRatio, initialVelocity: Double(spring.initialVelocity.dx),
                                         duration: 1)
                if let problem = model.problem {
                    UIView.report(.invalidArgument(call: call, argument: "timingParameters", problem: problem))
                    failed = true
                    return .curve(.linear)
                }
                return .spring(ratio: spring.dampingRatio, velocity: Double(spring.initialVelocity.dx))
            }
        }
        if let cubic = parameters.cubicTimingParameters { return .curve(cubic.curve) }
        UIView.report(.notSupported(call: call, feature: "timing parameters of type \(parameters.timingCurveType) without cubic or spring parameters"))
        return .curve(.easeInOut)
    }

    /// The fraction at `time`.
    func currentFraction(at time: StoryTime) -> Double {
        guard running, time > anchorTime, secondsPerUnit > 0 else { return anchorFraction }
        let moved = (time - anchorTime).seconds / secondsPerUnit
        return min(1, max(0, anchorFraction + (reversed ? -moved : moved)))
    }

    /// The time (from the anchor) at which a run reaches fraction `g`.
    func time(reaching g: Double) -> StoryTime {
        let ticks = (abs(g - anchorFraction) * secondsPerUnit * 1e9).rounded()
        return anchorTime + StoryTime(ticks: Int64(ticks))
    }

    // MARK: - Internals: running

    func add(_ animation: @escaping () -> Void, delayFactor: Double, call: String) {
        switch state {
        case .stopped:
            misuse(call, "animations cannot be added to a stopped animator")
        case .inactive:
            blocks.append((animation, delayFactor))
        case .active:
            let now = StoryContext.current?.clock.now ?? .zero
            let g = currentFraction(at: now)
            // Apple: the delay is the factor times the remaining duration.
            runBlock(animation, from: g + delayFactor * (1 - g), at: now)
        }
    }

    func start(after delay: TimeInterval, call: String) {
        guard state != .stopped else { return misuse(call, "the animator is stopped (call finishAnimation(at:) first)") }
        if state == .active && running { return }
        var refused = false
        var wait = UIView.validTime(delay, "delay", call: call, failed: &refused)
        if refused { wait = .zero }
        self.delay = wait.seconds
        guard let clock = StoryContext.current?.clock else {
            // No story clock: nothing can take time.
            if state == .inactive { runPendingBlocks(at: .zero) }
            setModelValues { self.reversed ? $0.pieces.first?.from : $0.pieces.last?.to }
            return finish(at: reversed ? .start : .end)
        }
        if state == .inactive {
            state = .active
            anchorFraction = 0
            anchorTime = clock.now + wait
            running = true
            secondsPerUnit = failed ? 0 : secondsPerUnit
            // Each block's changes are recorded as they are made (see `capture`).
            runPendingBlocks(at: clock.now)
            // A refused duration: the changes applied at once, and the animator ends now.
            return scheduleEnd(at: failed ? clock.now : time(reaching: 1))
        }
        run(at: clock.now, after: wait)
    }

    /// Becomes active and paused at fraction 0 (its blocks run now).
    func activate(pausedAt now: StoryTime) {
        state = .active
        running = false
        anchorFraction = 0
        anchorTime = now
        runPendingBlocks(at: now)
    }

    func runPendingBlocks(at now: StoryTime) {
        let pending = blocks
        blocks = []
        for (block, factor) in pending { runBlock(block, from: factor, at: now) }
    }

    /// Runs `block` with this animator capturing its changes, which start at fraction `g`.
    func runBlock(_ block: () -> Void, from g: Double, at now: StoryTime) {
        let instant = failed
        let scope = AnimationScope(offset: instant ? .zero : max(.zero, time(reaching: g) - now),
                                   duration: instant ? .zero : StoryTime(ticks: Int64((1 - g) * Double(length.ticks))),
                                   curve: scopeCurve, instant: instant, tally: AnimationTally())
        if !instant {
            scope.timing = ScopeTiming()
            scope.propertyAnimator = self
        }
        let previous = capturingFrom
        capturingFrom = g
        defer { capturingFrom = previous }
        scope.run(block)
    }

    /// The curve nested plain animation blocks inherit.
    var scopeCurve: TimingCurve {
        if case .curve(let curve) = continued ?? motion { return curve }
        return .easeInOut
    }

    /// A change of a view on stage made in one of this animator's blocks (called by the
    /// stage recorder): it becomes (or re-aims) a track, recorded at once if running.
    @usableFromInline package func capture(recorder: StageRecorder, view: Int, property: AnimatedProperty, to value: TimelineValue) {
        if self.recorder == nil { self.recorder = recorder }
        guard self.recorder === recorder else {
            // Views of two stages in one animator: only the first stage's are animated.
            recorder.record(view: view, property: property, start: recorder.clock.now, duration: .zero, curve: .linear, to: value)
            return
        }
        let now = recorder.clock.now
        let g = currentFraction(at: now)
        let begin = max(g, capturingFrom ?? g)
        let key = TrackKey(view: view, property)
        if let i = trackIndex[key] {
            // Changed again: the track's motion goes on until the new change starts, which then
            // takes over from the value shown there (as a later UIView animation of the property does).
            if running { cut(&tracks[i], at: now) }
            rebase(&tracks[i], at: g, held: shownValue(tracks[i], at: now))
            let from = tracks[i].value(at: begin)
            rebase(&tracks[i], at: begin, held: from)
            tracks[i].pieces.removeAll { $0.g0 >= begin }
            let target = TimelineRecorder.unwrapped(value, from: from)
            let startTime = running ? max(now, time(reaching: begin)) : now
            tracks[i].pieces.append(Piece(g0: begin, g1: 1, from: from, to: target,
                                          curve: curve(view: view, from: from, to: target, span: 1 - begin, at: startTime)))
            if running { record(&tracks[i], from: g) }
            return
        }
        let startTime = running ? max(now, time(reaching: begin)) : now
        let from = recorder.presentationValue(view: view, property: property, at: startTime)
        let target = TimelineRecorder.unwrapped(value, from: from)
        var track = Track(view: view, property: property,
                          pieces: [Piece(g0: begin, g1: 1, from: from, to: target,
                                         curve: curve(view: view, from: from, to: target, span: 1 - begin, at: startTime))])
        if running { record(&track, from: g) }
        trackIndex[key] = tracks.count
        tracks.append(track)
    }

    /// The curve of a track's piece spanning `span` of the whole way.
    func curve(view: Int, from: TimelineValue, to: TimelineValue, span: Double, at start: StoryTime) -> TimingCurve {
        curve(motion: continued ?? motion, view: view, from: from, to: to, seconds: span * length.seconds, at: start)
    }

    func curve(motion: Motion, view: Int, from: TimelineValue, to: TimelineValue, seconds: Double,
                       at start: StoryTime) -> TimingCurve {
        switch motion {
        case .curve(let curve): return curve
        case .spring(let ratio, let velocity):
            let spring = SpringTiming(dampingRatio: ratio, initialVelocity: velocity, duration: max(seconds, 1e-6))
            return recorder?.springCurve(spring, view: view, from: from, to: to, at: start) ?? .linear
        }
    }

    /// Starts running from the current fraction (after `wait`), recording every track.
    func run(at now: StoryTime, after wait: StoryTime) {
        if scrubbed {
            // The views show linearly scrubbed values: the rest runs from them.
            for i in tracks.indices { rebase(&tracks[i], at: anchorFraction, held: shownValue(tracks[i], at: now)) }
            scrubbed = false
        }
        running = true
        anchorTime = now + wait
        for i in tracks.indices { record(&tracks[i], from: anchorFraction) }
        let remaining = reversed ? anchorFraction : 1 - anchorFraction
        scheduleEnd(at: remaining <= 0 ? anchorTime : time(reaching: reversed ? 0 : 1))
    }

    /// Records a track's run from fraction `g` to the end of the current direction.
    func record(_ track: inout Track, from g: Double) {
        guard let recorder else { return }
        track.owned = []
        let pieces = reversed ? Array(track.pieces.reversed()) : track.pieces
        for piece in pieces where piece.g1 > piece.g0 {
            let lo = reversed ? piece.g0 : max(piece.g0, g)
            let hi = reversed ? min(piece.g1, g) : piece.g1
            guard hi > lo else { continue }
            let u0 = (lo - piece.g0) / (piece.g1 - piece.g0), u1 = (hi - piece.g0) / (piece.g1 - piece.g0)
            let a = piece.value(at: lo), b = piece.value(at: hi)
            let part = piece.curve.subcurve(fromTime: u0, toTime: u1)
            let (from, to, curve, start, end) = reversed
                ? (b, a, part.reversed, time(reaching: hi), time(reaching: lo))
                : (a, b, part, time(reaching: lo), time(reaching: hi))
            if recorder.record(view: track.view, property: track.property, start: start, duration: end - start,
                               curve: curve, from: from, to: to) {
                track.owned.insert(start.ticks)
            }
        }
    }

    /// Stops running at `now`: the views hold what they show.
    func halt(at now: StoryTime) {
        let g = currentFraction(at: now)
        for i in tracks.indices { cut(&tracks[i], at: now) }
        anchorFraction = g
        anchorTime = now
        running = false
        if let token = endToken, let clock = StoryContext.current?.clock { clock.cancel(token) }
        endToken = nil
    }

    func cut(_ track: inout Track, at now: StoryTime) {
        guard let recorder, !track.owned.isEmpty else { return }
        recorder.cutChanges(view: track.view, property: track.property, at: now, startingAt: track.owned)
        track.owned = []
    }

    /// What the track's view shows at `now` (the timeline's value, or the function's off stage).
    func shownValue(_ track: Track, at now: StoryTime) -> TimelineValue {
        recorder?.presentationValue(view: track.view, property: track.property, at: now) ?? track.value(at: anchorFraction)
    }

    /// Jumps the views to fraction `g` (paused).
    func scrub(to g: Double) {
        anchorFraction = g
        let now = StoryContext.current?.clock.now ?? .zero
        anchorTime = now
        guard let recorder else { return }
        for track in tracks {
            let value = scrubsLinearly ? track.linearValue(at: g) : track.value(at: g)
            recorder.record(view: track.view, property: track.property, start: now, duration: .zero, curve: .linear, to: value)
        }
        scrubbed = scrubsLinearly
    }

    /// Makes the track's function pass through `held` at fraction `g` (the piece there is split
    /// in two, each keeping its part of the curve), so the motion continues from what is shown.
    func rebase(_ track: inout Track, at g: Double, held: TimelineValue) {
        var pieces: [Piece] = []
        for piece in track.pieces {
            if piece.g1 <= g {
                var head = piece
                if piece.g1 == g { head.to = held }
                pieces.append(head)
            } else if piece.g0 >= g {
                var tail = piece
                if piece.g0 == g || pieces.isEmpty { tail.from = held }
                pieces.append(tail)
            } else {
                let u = (g - piece.g0) / (piece.g1 - piece.g0)
                pieces.append(Piece(g0: piece.g0, g1: g, from: piece.from, to: held,
                                    curve: piece.curve.subcurve(fromTime: 0, toTime: u)))
                pieces.append(Piece(g0: g, g1: piece.g1, from: held, to: piece.to,
                                    curve: piece.curve.subcurve(fromTime: u, toTime: 1)))
            }
        }
        track.pieces = pieces
    }

    /// Replaces the part of a track still to run (after `g`, or before it when reversed) by one
    /// piece along `motion` (``continueAnimation(withTimingParameters:durationFactor:)``).
    func replaceRest(_ track: inout Track, at g: Double, motion: Motion, seconds: Double, remaining: Double,
                             at now: StoryTime) {
        guard let first = track.pieces.first, let last = track.pieces.last else { return }
        let held = track.value(at: g)
        if reversed {
            guard g > first.g0 else { return }
            let kept = track.pieces.filter { $0.g0 >= g }
            // Played backwards from `held` to the start: the curve reversed (q(u) = 1 − p(1 − u)).
            let way = curve(motion: motion, view: track.view, from: held, to: first.from,
                            seconds: seconds * (g - first.g0) / max(remaining, 1e-12), at: now)
            track.pieces = [Piece(g0: first.g0, g1: g, from: first.from, to: held, curve: way.reversed)] + kept
        } else {
            guard g < last.g1 else { return }
            let kept = track.pieces.filter { $0.g1 <= g }
            let begin = max(g, first.g0)
            let way = curve(motion: motion, view: track.view, from: held, to: last.to,
                            seconds: seconds * (last.g1 - begin) / max(remaining, 1e-12), at: now)
            track.pieces = kept + [Piece(g0: begin, g1: last.g1, from: held, to: last.to, curve: way)]
        }
    }

    /// Schedules the natural end of the current run.
    func scheduleEnd(at time: StoryTime) {
        guard let clock = StoryContext.current?.clock else { return }
        if let token = endToken { clock.cancel(token) }
        // The clock keeps a running animator alive until its end, as UIKit keeps running animators.
        endToken = clock.schedule(at: time) { [self] in
            self.endToken = nil
            self.runEnded()
        }
    }

    /// The run reached its end (1, or 0 when reversed).
    func runEnded() {
        let end = reversed ? 0.0 : 1.0
        let now = StoryContext.current?.clock.now ?? anchorTime
        running = false
        anchorFraction = end
        anchorTime = now
        for i in tracks.indices { tracks[i].owned = [] }
        if pausesOnCompletion { return }
        if reversed { setModelValues { $0.pieces.first?.from } }
        finish(at: reversed ? .start : .end)
    }

    /// Becomes inactive and runs the completions with `position`.
    func finish(at position: UIViewAnimatingPosition) {
        let done = completions
        reset()
        for completion in done { completion(position) }
    }

    /// Back to a fresh inactive animator: blocks, tracks and completions are dropped
    /// (UIViewPropertyAnimator.h: "When the animator is stopped, either naturally completing
    /// or explicitly, any animation blocks and completion handlers are invalidated"), and the
    /// timing of `continueAnimation` is forgotten (Apple: "The original timing and duration
    /// values are restored when the animator transitions back to the inactive state").
    func reset() {
        if let token = endToken, let clock = StoryContext.current?.clock { clock.cancel(token) }
        endToken = nil
        state = .inactive
        running = false
        reversed = false
        scrubbed = false
        anchorFraction = 0
        blocks = []
        completions = []
        tracks = []
        trackIndex = [:]
        continued = nil
        secondsPerUnit = length.seconds
        if case .spring = motion, let own = timingParameters?.springTimingParameters?.settlingSeconds, !failed {
            secondsPerUnit = own
        }
    }

    /// Sets each tracked view's model value to what `value` gives for its track, without
    /// animation (the views already show it, or jump to it).
    func setModelValues(_ value: (Track) -> TimelineValue?) {
        guard let recorder, let stage = StageEnvironment.current?.stage, stage.recorder === recorder else { return }
        var views: [Int: UIView] = [:]
        func collect(_ view: UIView) {
            if view.stageIndex >= 0 { views[view.stageIndex] = view }
            view.subviews.forEach(collect)
        }
        stage.subviews.forEach(collect)
        UIView.performWithoutAnimation {
            for track in tracks {
                guard let view = views[track.view], let target = value(track) else { continue }
                view.setModelValue(target, of: track.property)
            }
        }
    }
}
