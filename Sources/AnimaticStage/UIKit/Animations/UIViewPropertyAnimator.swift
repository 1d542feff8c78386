import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// The states of a property animator (Apple, `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the initial state.
    case inactive = 0
    /// Started or paused (running or not), until the animations finish or are stopped.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where a property animator's animations ended (Apple, `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values set in the animation blocks.
    case end = 0
    /// At the values before the animations.
    case start = 1
    /// Somewhere in between (stopped and finished at `.current`).
    case current = 2
}

/// Animates changes to views and lets the story pause, scrub, reverse, stop and continue them:
/// UIKit's `UIViewPropertyAnimator` (iOS 10; Apple, "UIViewPropertyAnimator"; WWDC 2016
/// session 216 "Advanced Animations with UIKit"; WWDC 2017 session 230), recorded as a phone
/// shows it.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) {
///     card.center.y -= 200
///     card.alpha = 1
/// }
/// animator.addCompletion { position in showNext() }
/// animator.startAnimation()
/// DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
///     animator.pauseAnimation()          // the card holds where it is at 0.4 s
///     animator.fractionComplete = 0.2    // and jumps back to 20 % (linearly: scrubsLinearly)
///     animator.isReversed = true
///     animator.startAnimation()          // plays back to where it started; completion(.start)
/// }
/// ```
///
/// How the animator is recorded:
/// - The animation blocks run when the animator becomes active (``startAnimation()``,
///   ``pauseAnimation()`` or setting ``fractionComplete``), or at once when added to an active
///   animator, and set the model values at once, as in UIKit. Each change of a view on stage
///   that a UIView animation block would animate (frame, bounds, center, transform, alpha,
///   background colour, corner radius) becomes a track of the animator; the rest changes at once.
/// - The animator's position is ``fractionComplete`` (0 at the start, 1 at the end), which
///   runs linearly in time while the animator runs: over ``duration`` seconds for the whole
///   way, after any delay. Each track shows its change along the timing curve over its part
///   of that way (the whole of it, or, for a block added with a delay factor or while running,
///   the rest after its start), so the views show what UIKit's animations show, and the
///   timeline records each run as ordinary segments from the value on screen.
/// - Pausing cuts the running segments at the pause (the views hold what they show); running
///   again continues from there along the rest of the curve over the rest of the time; reversing
///   plays the same motion backwards to the start values; setting ``fractionComplete`` while
///   paused jumps the views to that fraction (linearly with ``scrubsLinearly``, the default; else
///   along the curve). After such a linear scrub the rest of the motion continues from the held
///   values along the curve's remaining part (UIKit blends back to its curve; see the README).
/// - Completions run on the story clock when the animations end (`.end`, or `.start` when
///   reversed), or from ``finishAnimation(at:)`` with its position; ``stopAnimation(_:)`` leaves
///   the views where they are and makes those values the model values, as Apple documents.
/// - Misuse that UIKit raises an exception for (starting, pausing or adding animations to a
///   stopped animator, finishing one that is not stopped, scrubbing a running one, pausing or
///   stopping one that is not interruptible, …) is reported to the story as
///   ``StoryProblem/misuse(call:problem:)`` and otherwise ignored; bad numbers as
///   ``StoryProblem/invalidArgument(call:argument:problem:)``.
/// - Outside a recording (no story clock) a started animator finishes at once, at `.end`.
open class UIViewPropertyAnimator: NSObject {
    /// The duration of the whole animation in seconds, as given (Apple: set when creating the
    /// animator; read-only). A spring given by its physics runs for its own settling duration.
    public let duration: TimeInterval
    /// The delay passed to ``startAnimation(afterDelay:)`` (0 until then), as Apple documents `delay`.
    public private(set) var delay: TimeInterval = 0
    /// The timing curve or spring (`nil` only if the animator was made without one).
    public let timingParameters: (any UITimingCurveProvider)?

    /// Whether the animations can be paused or stopped (default `true`). Changing it when the
    /// animator is not inactive is a misuse (Apple: "It is a programmer error to change this
    /// property if the animator's state property is not set to inactive").
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard newValue != interruptible else { return }
            guard state == .inactive else {
                return misuse("UIViewPropertyAnimator.isInterruptible", "it can change only while the animator is inactive (state \(state))")
            }
            interruptible = newValue
        }
    }
    /// Whether views take touches while animating (default `true`; kept: a recording has no
    /// touches but the scripted taps, which do not check it). Setting it on an active animator
    /// is a misuse (UIViewPropertyAnimator.h: "Raises if set on an active animator").
    open var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard state != .active else {
                return misuse("UIViewPropertyAnimator.isUserInteractionEnabled", "it cannot change while the animator is active")
            }
            userInteraction = newValue
        }
    }
    /// Whether scrubbing (setting ``fractionComplete`` while paused) maps the fraction linearly
    /// (`true`, the default) or along the timing curve (Apple, `scrubsLinearly`, iOS 11).
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of finishing: its
    /// completions then do not run (Apple, `pausesOnCompletion`, iOS 11).
    open var pausesOnCompletion = false

    /// The animator's state (Apple, `UIViewAnimating.state`).
    public private(set) var state: UIViewAnimatingState = .inactive

    /// Whether the animations are running (active and not paused; Apple, `isRunning`).
    open var isRunning: Bool { state == .active && running }

    /// Whether the animations run backwards, to the start values (Apple, `isReversed`). Set on
    /// a running animator, it turns the motion around at once (from the current fraction);
    /// on a paused one, the next start runs backwards. Setting it on an inactive animator (there
    /// is nothing to reverse) or a stopped one (Apple: "you can ignore changes") is reported as
    /// a misuse and ignored.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let call = "UIViewPropertyAnimator.isReversed"
            guard state == .active else {
                return misuse(call, "it can change only on an active animator (state \(state))")
            }
            if running, let clock = StoryContext.current?.clock {
                halt(at: clock.now)
                reversed = newValue
                run(at: clock.now, after: .zero)
            } else {
                reversed = newValue
            }
        }
    }

    /// How far the animations are, from 0 (start) to 1 (end), in time (Apple,
    /// `fractionComplete`). Setting it is allowed only while paused (or inactive, which pauses
    /// the animator first, as Apple documents): the views jump to that fraction, linearly with
    /// ``scrubsLinearly``, else along the curve. Values are clamped to 0...1; NaN is reported.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction(at: StoryContext.current?.clock.now ?? anchorTime)) }
        set {
            let call = "UIViewPropertyAnimator.fractionComplete"
            guard !newValue.isNaN else {
                return UIView.report(.invalidArgument(call: call, argument: "fractionComplete",
                                                      problem: "fractionComplete must be a number, got nan"))
            }
            switch state {
            case .stopped: return misuse(call, "it cannot change on a stopped animator")
            case .active where running: return misuse(call, "it can change only while the animator is paused")
            case .inactive:
                guard interruptible else { return misuse(call, "the animator is not interruptible") }
                activate(pausedAt: StoryContext.current?.clock.now ?? .zero)
            case .active: break
            }
            scrub(to: min(1, max(0, Double(newValue))))
        }
    }

    // MARK: - Creating

    /// An animator of `duration` seconds along the curve or spring of `parameters` (Apple,
    /// `init(duration:timingParameters:)`). It starts inactive: add animations, then start it.
    /// A negative, NaN or infinite duration is reported (the animations then apply at once).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        self.motion = .curve(.easeInOut)
        super.init()
        self.motion = resolve(parameters, call: "UIViewPropertyAnimator(duration:timingParameters:)")
        self.length = validLength(duration, call: "UIViewPropertyAnimator(duration:timingParameters:)")
    }

    /// An animator along one of UIKit's built-in curves (Apple, `init(duration:curve:animations:)`).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic Bézier through two control points (Apple,
    /// `init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` over `duration` (Apple,
    /// `init(duration:dampingRatio:animations:)`): the spring of UIView's spring animations.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator, adds `animations` and `completion` and starts it after `delay`
    /// (Apple, `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    /// The curve comes from `options` (ease-in-out unless another curve is set); as Apple
    /// documents, transition options and the direction options (`.repeat`, `.autoreverse`) are
    /// ignored. Called inside another animation block, UIKit inherits that block's timing: that
    /// is not supported (reported; the animator then runs with its own).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        if let outer = AnimationScope.current, !outer.instant {
            UIView.report(.notSupported(
                call: "UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)",
                feature: "inheriting the timing of an enclosing animation block"))
        }
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(options: options))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Animations and completions

    /// Adds an animation block (Apple, `addAnimations(_:)`): on an inactive animator it runs when
    /// the animator starts and animates over the whole duration; on an active one it runs now
    /// and its changes animate over the remaining time, joining the running motion ("Blocks
    /// added while the animator's state is active are executed over the remaining portion of
    /// the total run time"). Adding to a stopped animator is a misuse.
    open func addAnimations(_ animation: @escaping () -> Void) {
        add(animation, delayFactor: 0, call: "UIViewPropertyAnimator.addAnimations(_:)")
    }

    /// Adds an animation block that starts after `delayFactor` × the remaining duration and
    /// animates over the rest of it (Apple, `addAnimations(_:delayFactor:)`: "This value is
    /// multiplied by the animator's remaining duration to determine the actual delay"). A factor
    /// outside 0...1 is reported and the block's changes apply at once.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let call = "UIViewPropertyAnimator.addAnimations(_:delayFactor:)"
        guard delayFactor >= 0 && delayFactor <= 1 else {
            UIView.report(.invalidArgument(call: call, argument: "delayFactor",
                                           problem: "delayFactor must lie within 0...1, got \(delayFactor)"))
            return UIView.performWithoutAnimation(animation)
        }
        add(animation, delayFactor: Double(delayFactor), call: call)
    }

    /// Adds a completion, called with the position where the animations ended (Apple,
    /// `addCompletion(_:)`; allowed in any state). Completions run in the order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// Starts the animations, or resumes them from ``fractionComplete`` (Apple,
    /// `startAnimation()`). Starting a running animator changes nothing; starting a stopped one
    /// is a misuse (reported).
    open func startAnimation() {
        start(after: 0, call: "UIViewPropertyAnimator.startAnimation()")
    }

    /// Starts (or resumes) the animations after `delay` seconds (Apple,
    /// `startAnimation(afterDelay:)`); until then the views hold their values. A negative, NaN or
    /// infinite delay is reported and taken as 0.
    open func startAnimation(afterDelay delay: TimeInterval) {
        start(after: delay, call: "UIViewPropertyAnimator.startAnimation(afterDelay:)")
    }

    /// Pauses the animations where they are (Apple, `pauseAnimation()`): the views hold the
    /// values they show. An inactive animator becomes active and paused at the start (its
    /// animation blocks run). Pausing a paused animator changes nothing; pausing a stopped or
    /// non-interruptible one is a misuse.
    open func pauseAnimation() {
        let call = "UIViewPropertyAnimator.pauseAnimation()"
        guard state != .stopped else { return misuse(call, "the animator is stopped") }
        guard interruptible else { return misuse(call, "the animator is not interruptible") }
        let now = StoryContext.current?.clock.now ?? .zero
        if state == .inactive {
            activate(pausedAt: now)
        } else if running {
            halt(at: now)
        }
    }

    /// Stops the animations where they are (Apple, `stopAnimation(_:)`): the views keep the
    /// values they show, which become the model values. With `withoutFinishing` true the
    /// animator becomes inactive and its completions never run; with false it is stopped and
    /// waits for ``finishAnimation(at:)``. Stopping a non-interruptible animator is a misuse;
    /// stopping an inactive or stopped one changes nothing.
    open func stopAnimation(_ withoutFinishing: Bool) {
        let call = "UIViewPropertyAnimator.stopAnimation(_:)"
        guard interruptible else { return misuse(call, "the animator is not interruptible") }
        guard state == .active else { return }
        let now = StoryContext.current?.clock.now ?? .zero
        if running { halt(at: now) }
        setModelValues { track in self.recorder?.presentationValue(view: track.view, property: track.property, at: now) }
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator (Apple, `finishAnimation(at:)`): the views (and model
    /// values) jump to the end values (`.end`), back to the start values (`.start`) or stay
    /// (`.current`), the animator becomes inactive and its completions run now, in order, with
    /// `finalPosition`. Calling it on an animator that is not stopped is a misuse ("It is a
    /// programmer error to call this method at any time except after a call to the
    /// stopAnimation(_:) method where you pass false").
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return misuse("UIViewPropertyAnimator.finishAnimation(at:)",
                          "the animator must be stopped with stopAnimation(false) first (state \(state))")
        }
        switch finalPosition {
        case .end: setModelValues { $0.pieces.last?.to }
        case .start: setModelValues { $0.pieces.first?.from }
        case .current: break
        }
        finish(at: finalPosition)
    }

    /// Continues a paused animator with new timing and duration (Apple,
    /// `continueAnimation(withTimingParameters:durationFactor:)`): the rest of the motion runs
    /// from where the views are to the end (or the start, if reversed) over `durationFactor` ×
    /// the original duration (UIViewPropertyAnimator.h: "it behaves as if the animation was
    /// started from its current position with a new duration and timing parameters"), along
    /// `parameters` (`nil`: the current timing). The new timing lasts until the animator becomes
    /// inactive. A factor that is not above 0 is reported; calling it on an animator that is
    /// inactive, running, stopped or not interruptible is a misuse.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        let call = "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)"
        guard state == .active, !running, interruptible else {
            return misuse(call, "the animator must be active, paused and interruptible (state \(state)"
                + (running ? ", running" : "") + (interruptible ? "" : ", not interruptible") + ")")
        }
        guard durationFactor > 0 && durationFactor.isFinite else {
            return UIView.report(.invalidArgument(call: call, argument: "durationFactor",
                                                  problem: "durationFactor must be a finite number > 0, got \(durationFactor)"))
        }
        let now = StoryContext.current?.clock.now ?? .zero
        let g = anchorFraction
        if let parameters {
            let newMotion = resolve(parameters, call: call)
            continued = newMotion
            let remaining = max(0, reversed ? g : 1 - g)
            for i in tracks.indices {
                let held = shownValue(tracks[i], at: now)
                rebase(&tracks[i], at: g, held: held)
                replaceRest(&tracks[i], at: g, motion: newMotion, seconds: Double(durationFactor) * length.seconds, remaining: remaining, at: now)
            }
            scrubbed = false
        }
        let remaining = reversed ? g : 1 - g
        secondsPerUnit = remaining > 0 ? Double(durationFactor) * length.seconds / remaining : length.seconds
        run(at: now, after: .zero)
    }

    // MARK: - Internals: state

    /// How the animator times its tracks.
    enum Motion {
        case curve(TimingCurve)
        /// A spring of damping ratio and initial velocity (total distances per second).
        case spring(ratio: Double, velocity: Double)
    }

    /// One piece of a track: from `from` at fraction `g0` to `to` at `g1` along `curve`.
    struct Piece {
        var g0: Double, g1: Double
        var from: TimelineValue, to: TimelineValue
        var curve: TimingCurve

        func value(at g: Double) -> TimelineValue {
            guard g1 > g0 else { return g >= g1 ? to : from }
            return Timeline.interpolate(from, to, curve.progress(at: (g - g0) / (g1 - g0)))
        }
    }

    /// One animated property of one view: its value as a function of the animator's fraction.
    struct Track {
        var view: Int
        var property: AnimatedProperty
        /// In fraction order, each starting where the previous one ends (or later: a hold).
        var pieces: [Piece]
        /// The starts (ticks) of the segments the current run recorded for it.
        var owned: Set<Int64> = []

        /// The value the track's function gives at fraction `g`.
        func value(at g: Double) -> TimelineValue {
            guard let first = pieces.first else { preconditionFailure("a track has pieces") }
            if g <= first.g0 { return first.from }
            var shown = first.from
            for piece in pieces {
                if g < piece.g0 { return shown }
                if g <= piece.g1 { return piece.value(at: g) }
                shown = piece.to
            }
            return shown
        }

        /// The value at fraction `g` when scrubbing linearly: the whole change, evenly.
        func linearValue(at g: Double) -> TimelineValue {
            guard let first = pieces.first, let last = pieces.last else { preconditionFailure("a track has pieces") }
            guard last.g1 > first.g0 else { return g >= last.g1 ? last.to : first.from }
            let u = min(1, max(0, (g - first.g0) / (last.g1 - first.g0)))
            return Timeline.interpolate(first.from, last.to, u)
        }
    }

    private var interruptible = true
    private var userInteraction = true
    private var running = false
    private var reversed = false
    /// The timing given at creation.
    private var motion: Motion
    /// The timing set by `continueAnimation`, until the animator becomes inactive.
    private var continued: Motion?
    /// The whole duration as a story time (zero after a refused duration).
    private var length: StoryTime = .zero
    /// Seconds for the whole way from fraction 0 to 1 (the duration, unless continued).
    private var secondsPerUnit = 0.0
    /// The fraction at ``anchorTime``; while running, it moves from there (after any delay).
    private var anchorFraction = 0.0
    private var anchorTime: StoryTime = .zero
    /// The blocks waiting for the animator to become active, with their delay factors.
    private var blocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private(set) var tracks: [Track] = []
    private var trackIndex: [TrackKey: Int] = [:]
    /// The stage the tracks are recorded on.
    private weak var recorder: StageRecorder?
    /// While a block runs: where its changes start (a fraction).
    private var capturingFrom: Double?
    /// The views show linearly scrubbed values (off the curve) since the last pause.
    private var scrubbed = false
    /// The pending end of the current run.
    private var endToken: ClockToken?
    /// Whether the duration was refused (the animations then apply at once).
    private var failed = false

    private func misuse(_ call: String, _ problem: String) {
        UIView.report(.misuse(call: call, problem: problem))
    }

    private func validLength(_ seconds: TimeInterval, call: String) -> StoryTime {
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
    private func resolve(_ parameters: any UITimingCurveProvider, call: String) -> Motion {
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
    private func currentFraction(at time: StoryTime) -> Double {
        guard running, time > anchorTime, secondsPerUnit > 0 else { return anchorFraction }
        let moved = (time - anchorTime).seconds / secondsPerUnit
        return min(1, max(0, anchorFraction + (reversed ? -moved : moved)))
    }

    /// The time (from the anchor) at which a run reaches fraction `g`.
    private func time(reaching g: Double) -> StoryTime {
        let ticks = (abs(g - anchorFraction) * secondsPerUnit * 1e9).rounded()
        return anchorTime + StoryTime(ticks: Int64(ticks))
    }

    // MARK: - Internals: running

    private func add(_ animation: @escaping () -> Void, delayFactor: Double, call: String) {
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

    private func start(after delay: TimeInterval, call: String) {
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
    private func activate(pausedAt now: StoryTime) {
        state = .active
        running = false
        anchorFraction = 0
        anchorTime = now
        runPendingBlocks(at: now)
    }

    private func runPendingBlocks(at now: StoryTime) {
        let pending = blocks
        blocks = []
        for (block, factor) in pending { runBlock(block, from: factor, at: now) }
    }

    /// Runs `block` with this animator capturing its changes, which start at fraction `g`.
    private func runBlock(_ block: () -> Void, from g: Double, at now: StoryTime) {
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
    private var scopeCurve: TimingCurve {
        if case .curve(let curve) = continued ?? motion { return curve }
        return .easeInOut
    }

    /// A change of a view on stage made in one of this animator's blocks (called by the
    /// stage recorder): it becomes (or re-aims) a track, recorded at once if running.
    func capture(recorder: StageRecorder, view: Int, property: AnimatedProperty, to value: TimelineValue) {
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
    private func curve(view: Int, from: TimelineValue, to: TimelineValue, span: Double, at start: StoryTime) -> TimingCurve {
        curve(motion: continued ?? motion, view: view, from: from, to: to, seconds: span * length.seconds, at: start)
    }

    private func curve(motion: Motion, view: Int, from: TimelineValue, to: TimelineValue, seconds: Double,
                       at start: StoryTime) -> TimingCurve {
        switch motion {
        case .curve(let curve): return curve
        case .spring(let ratio, let velocity):
            let spring = SpringTiming(dampingRatio: ratio, initialVelocity: velocity, duration: max(seconds, 1e-6))
            return recorder?.springCurve(spring, view: view, from: from, to: to, at: start) ?? .linear
        }
    }

    /// Starts running from the current fraction (after `wait`), recording every track.
    private func run(at now: StoryTime, after wait: StoryTime) {
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
    private func record(_ track: inout Track, from g: Double) {
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
    private func halt(at now: StoryTime) {
        let g = currentFraction(at: now)
        for i in tracks.indices { cut(&tracks[i], at: now) }
        anchorFraction = g
        anchorTime = now
        running = false
        if let token = endToken, let clock = StoryContext.current?.clock { clock.cancel(token) }
        endToken = nil
    }

    private func cut(_ track: inout Track, at now: StoryTime) {
        guard let recorder, !track.owned.isEmpty else { return }
        recorder.cutChanges(view: track.view, property: track.property, at: now, startingAt: track.owned)
        track.owned = []
    }

    /// What the track's view shows at `now` (the timeline's value, or the function's off stage).
    private func shownValue(_ track: Track, at now: StoryTime) -> TimelineValue {
        recorder?.presentationValue(view: track.view, property: track.property, at: now) ?? track.value(at: anchorFraction)
    }

    /// Jumps the views to fraction `g` (paused).
    private func scrub(to g: Double) {
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
    private func rebase(_ track: inout Track, at g: Double, held: TimelineValue) {
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
    private func replaceRest(_ track: inout Track, at g: Double, motion: Motion, seconds: Double, remaining: Double,
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
    private func scheduleEnd(at time: StoryTime) {
        guard let clock = StoryContext.current?.clock else { return }
        if let token = endToken { clock.cancel(token) }
        // The clock keeps a running animator alive until its end, as UIKit keeps running animators.
        endToken = clock.schedule(at: time) { [self] in
            self.endToken = nil
            self.runEnded()
        }
    }

    /// The run reached its end (1, or 0 when reversed).
    private func runEnded() {
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
    private func finish(at position: UIViewAnimatingPosition) {
        let done = completions
        reset()
        for completion in done { completion(position) }
    }

    /// Back to a fresh inactive animator: blocks, tracks and completions are dropped
    /// (UIViewPropertyAnimator.h: "When the animator is stopped, either naturally completing
    /// or explicitly, any animation blocks and completion handlers are invalidated"), and the
    /// timing of `continueAnimation` is forgotten (Apple: "The original timing and duration
    /// values are restored when the animator transitions back to the inactive state").
    private func reset() {
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
    private func setModelValues(_ value: (Track) -> TimelineValue?) {
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

extension UIView {
    /// Sets the model value of a property a view animation block animates (the properties a
    /// property animator tracks).
    ///
    /// The switch names every model field UIView blocks animate (the descriptor's
    /// `viewBlockField`), with no `default:`: a property that view blocks animate does not
    /// compile until it says here how its model value is set. A property they do not animate
    /// (no field), or a value of another kind than the property's, sets nothing.
    final func setModelValue(_ value: TimelineValue, of property: AnimatedProperty) {
        guard let field = property.descriptor.viewBlockField else { return }
        switch field {
        case .center:
            if case .point(let x, let y) = value { center = CGPoint(x: x, y: y) }
        case .size:
            if case .size(let w, let h) = value { bounds = CGRect(origin: bounds.origin, size: CGSize(width: w, height: h)) }
        case .transform:
            guard case .transform(let t) = value else { return }
            let m = t.matrix
            transform = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        case .alpha:
            if case .scalar(let a) = value { alpha = CGFloat(a) }
        case .backgroundColor:
            guard case .color(let c) = value else { return }
            backgroundColor = UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .cornerRadius:
            if case .scalar(let r) = value { layer.cornerRadius = CGFloat(r) }
        }
    }
}

extension UICubicTimingParameters {
    /// The curve of UIView animation options (ease-in-out unless another curve is set).
    convenience init(options: UIView.AnimationOptions) {
        switch (options.rawValue >> 16) & 0xF {
        case 1: self.init(animationCurve: .easeIn)
        case 2: self.init(animationCurve: .easeOut)
        case 3: self.init(animationCurve: .linear)
        default: self.init(animationCurve: .easeInOut)
        }
    }
}
