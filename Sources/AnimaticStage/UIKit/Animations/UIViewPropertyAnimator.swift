import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

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
    public internal(set) var delay: TimeInterval = 0
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
    public internal(set) var state: UIViewAnimatingState = .inactive

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

    var interruptible = true
    var userInteraction = true
    var running = false
    var reversed = false
    /// The timing given at creation.
    var motion: Motion
    /// The timing set by `continueAnimation`, until the animator becomes inactive.
    var continued: Motion?
    /// The whole duration as a story time (zero after a refused duration).
    var length: StoryTime = .zero
    /// Seconds for the whole way from fraction 0 to 1 (the duration, unless continued).
    var secondsPerUnit = 0.0
    /// The fraction at ``anchorTime``; while running, it moves from there (after any delay).
    var anchorFraction = 0.0
    var anchorTime: StoryTime = .zero
    /// The blocks waiting for the animator to become active, with their delay factors.
    var blocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [Track] = []
    var trackIndex: [TrackKey: Int] = [:]
    /// The stage the tracks are recorded on.
    weak var recorder: StageRecorder?
    /// While a block runs: where its changes start (a fraction).
    var capturingFrom: Double?
    /// The views show linearly scrubbed values (off the curve) since the last pause.
    var scrubbed = false
    /// The pending end of the current run.
    var endToken: ClockToken?
    /// Whether the duration was refused (the animations then apply at once).
    var failed = false
}
