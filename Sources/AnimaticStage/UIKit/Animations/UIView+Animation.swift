import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out
    /// curve.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.5) { box.alpha = 0 }
    /// ```
    ///
    /// See ``animate(withDuration:delay:options:animations:completion:file:line:)`` for the details.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               file: StaticString = #fileID, line: UInt = #line) {
        let context = StoryContext.current
        let site = CallSites.enter(file, line, in: context)
        defer { site.leave() }
        runAnimation(call: "UIView.animate(withDuration:animations:)", duration: duration, delay: 0,
                     options: [], animations: animations, completion: nil, context: context)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out
    /// curve, then calls `completion`.
    ///
    /// See ``animate(withDuration:delay:options:animations:completion:file:line:)`` for the details.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?, file: StaticString = #fileID, line: UInt = #line) {
        let context = StoryContext.current
        let site = CallSites.enter(file, line, in: context)
        defer { site.leave() }
        runAnimation(call: "UIView.animate(withDuration:animations:completion:)", duration: duration,
                     delay: 0, options: [], animations: animations, completion: completion, context: context)
    }

    /// Animates the changes made in `animations`: UIKit's block animation.
    ///
    /// - `animations` runs at once and sets model values at once (reading a property inside
    ///   or after the block gives the new value).
    /// - Each property of a view on stage that the block changes records one timeline
    ///   change: it starts at the story's current time plus `delay`, from the value on screen
    ///   then, and takes `duration` seconds along the curve the options select (ease-in-out
    ///   by default). An animation that starts while another of the same property runs takes
    ///   over from the value on screen (see `TimelineRecorder`).
    /// - `completion(true)` runs on the story clock at now + `delay` + `duration`, never
    ///   synchronously. If the block changed nothing on stage, UIKit calls the completion
    ///   right away; Animatic schedules it at the current time (it runs after the caller
    ///   returns, before later times).
    /// - Nested blocks: as in UIKit, an animation started inside another animation's block
    ///   inherits the enclosing duration and curve unless its options contain
    ///   `.overrideInheritedDuration` / `.overrideInheritedCurve` (or
    ///   `.overrideInheritedOptions`, which Animatic reads as overriding the curve); its own
    ///   delay and completion apply. Changes belong to the innermost block.
    /// - Bad input (a negative, NaN or infinite `duration` or `delay`) is reported to the
    ///   story as ``StoryProblem/invalidArgument(call:argument:problem:)``; the changes then
    ///   apply instantly and `completion(false)` is scheduled at the current time.
    /// - Outside a recording (no story bound on this thread) there is no clock: the
    ///   completion runs at once.
    ///
    /// - Complexity: O(1) per animation plus O(1) per changed property; independent of the
    ///   number of views on stage.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil,
                               file: StaticString = #fileID, line: UInt = #line) {
        let context = StoryContext.current
        let site = CallSites.enter(file, line, in: context)
        defer { site.leave() }
        runAnimation(call: "UIView.animate(withDuration:delay:options:animations:completion:)",
                     duration: duration, delay: delay, options: options, animations: animations,
                     completion: completion, context: context)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes show at once,
    /// even inside an animation block, and animation blocks nested in it animate nothing.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationScope(offset: .zero, duration: .zero, curve: .linear, instant: true,
                       tally: nil).run(actionsWithoutAnimation)
    }

    /// Turns block animations on or off for this thread: while off, changes made in
    /// `UIView.animate` blocks show at once (completions still run, with `true`, at the current
    /// time), as UIKit documents for `setAnimationsEnabled(_:)`. UIKit's setting is global to
    /// the app's main thread; a recording's story thread is Animatic's main thread, so the
    /// setting belongs to the thread that records. `Story.record` turns animations back on
    /// when it starts.
    ///
    /// ```swift
    /// UIView.setAnimationsEnabled(false)
    /// UIView.animate(withDuration: 1) { box.alpha = 0 }   // jumps to 0 at once
    /// UIView.setAnimationsEnabled(true)
    /// ```
    public static func setAnimationsEnabled(_ enabled: Bool) {
        let thread = AnimationScope.thread
        thread.animationsOff = !enabled
        thread.refreshActionsDisabled()
    }

    /// Whether block animations are on for this thread (see ``setAnimationsEnabled(_:)``).
    public static var areAnimationsEnabled: Bool { !AnimationScope.thread.animationsOff }

    /// The duration of the animation block running on this thread, or 0 outside any.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let scope = AnimationScope.current, !scope.instant else { return 0 }
        return scope.duration.seconds
    }

    // MARK: - Keyframes

    /// Runs a keyframe animation: `animations` calls
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:file:line:)`` for each step.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [], animations: {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0.5 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
    /// })
    /// ```
    ///
    /// As in UIKit, the options' timing curve (ease-in-out unless a curve is passed in the raw
    /// value) applies to the WHOLE animation. With the default linear calculation mode a keyframe
    /// covering the fractions s...s+d of the whole shows the part of that curve where its
    /// progress runs from s to s+d. Each keyframe therefore records its own absolute start
    /// and duration (where the whole curve reaches s and s+d) and the matching sub-curve, so
    /// the recording equals the eased whole exactly. A property holds its value outside its
    /// keyframes. Changes made directly in `animations`, outside any keyframe, animate over
    /// the whole duration.
    ///
    /// The other calculation modes are Core Animation's (Apple, `UIView.KeyframeAnimationOptions`
    /// and `CAAnimationCalculationMode`; details in `KeyframeCollector`):
    /// `.calculationModeDiscrete` jumps to each value at its keyframe's end (along the curve);
    /// `.calculationModePaced` ignores the keyframes' times and the curve and moves through the
    /// values at constant speed over the whole duration; `.calculationModeCubic` follows a
    /// Catmull–Rom spline through the values at the key times (along the curve), and
    /// `.calculationModeCubicPaced` the same spline at constant speed. The splines are sampled
    /// into straight pieces within 0.25 pt / 0.25° / 0.005 of the spline, as springs are.
    /// `.repeat` repeats the whole animation forever (every animated property with the whole
    /// animation's period, holds included; each cycle starts again from the start values; the
    /// completion never runs) and `.autoreverse` plays it there and back (once without
    /// `.repeat`, after which the model values show, as in UIKit).
    ///
    /// Keyframes of one property are expected in time order (a keyframe starts from what the
    /// earlier-recorded ones show). Completion, nesting and bad input behave as in
    /// ``animate(withDuration:delay:options:animations:completion:file:line:)``; a nested keyframe
    /// animation inherits the enclosing duration unless `.overrideInheritedDuration` is set.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil,
                                        file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSites.enter(file, line)
        defer { site.leave() }
        let call = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
        let outer = AnimationScope.current
        let tally = AnimationScope.Tally()
        var durationTime = validTime(duration, "duration", call: call, tally: tally)
        let delayTime = validTime(delay, "delay", call: call, tally: tally)
        let mode = (options.rawValue >> 10) & 0x7
        var collector: KeyframeCollector?
        let repeats = options.contains(.repeat) || options.contains(.autoreverse)
            ? KeyframeCollector.Repeat(forever: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
            : nil
        if mode != 0 || repeats != nil {
            if let known = KeyframeCollector.Mode(rawValue: Int(mode)) {
                collector = KeyframeCollector(mode: known)
            } else {
                report(.invalidArgument(call: call, argument: "options",
                                        problem: "calculation mode \(mode) is not one of UIKit's (0...4)"))
                tally.failed = true
            }
        }
        if let outer, !outer.instant, !options.contains(.overrideInheritedDuration) {
            durationTime = outer.duration
        }
        let instant = tally.failed || (outer?.instant ?? false)
        let whole = AnimationScope.KeyframeWhole(
            offset: instant ? .zero : delayTime, duration: instant ? .zero : durationTime,
            curve: options.timingCurve, instant: instant, tally: tally, call: call,
            collector: instant ? nil : collector)
        let scope = AnimationScope(offset: whole.offset, duration: whole.duration, curve: whole.curve,
                                   instant: instant, tally: tally, keyframes: whole)
        if let collector = whole.collector {
            // Changes made outside any keyframe span the whole animation.
            scope.timing = ScopeTiming()
            scope.keyframe = (collector, 0, 1)
        }
        scope.run(animations)
        var end = whole.offset + whole.duration
        if let collector = whole.collector, let clock = StoryContext.current?.clock {
            let length = collector.record(begin: clock.now + whole.offset, length: whole.duration, curve: whole.curve,
                                          repeats: whole.duration.ticks > 0 ? repeats : nil)
            if let length {
                end = whole.offset + length
            } else {
                // Repeats forever: the completion never runs, as in UIKit.
                tally.repeatsForever = true
            }
        }
        scheduleCompletion(completion, tally: tally, end: end)
    }

    /// Adds one step to the keyframe animation whose `animations` block is running.
    ///
    /// `frameStartTime` and `frameDuration` are fractions of the whole animation; both must
    /// lie in 0...1 and their sum must not exceed 1 (a rounding excess below 1e-9 is
    /// tolerated). Bad times are reported as ``StoryProblem/invalidArgument(call:argument:problem:)``:
    /// the keyframe's changes then apply instantly and the whole animation completes with
    /// `false`. Called outside `animateKeyframes`, the block runs as it stands and the misuse
    /// is reported.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double,
                                   relativeDuration frameDuration: Double, animations: () -> Void,
                                   file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSites.enter(file, line)
        defer { site.leave() }
        let call = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
        guard let whole = AnimationScope.current?.keyframes else {
            report(.misuse(call: call, problem: "called outside the animations block of UIView.animateKeyframes"))
            animations()
            return
        }
        var problem: StoryProblem?
        if !(frameStartTime >= 0 && frameStartTime <= 1) {
            problem = .invalidArgument(call: call, argument: "relativeStartTime",
                                       problem: "relativeStartTime must lie within 0...1, got \(frameStartTime)")
        } else if !(frameDuration >= 0 && frameDuration <= 1) {
            problem = .invalidArgument(call: call, argument: "relativeDuration",
                                       problem: "relativeDuration must lie within 0...1, got \(frameDuration)")
        } else if frameStartTime + frameDuration > 1 + 1e-9 {
            problem = .invalidArgument(
                call: call, argument: "relativeDuration",
                problem: "relativeStartTime + relativeDuration must not exceed 1, got \(frameStartTime) + \(frameDuration)")
        }
        if let problem {
            report(problem)
            whole.tally.failed = true
        }
        if problem != nil || whole.instant {
            AnimationScope(offset: .zero, duration: .zero, curve: .linear, instant: true,
                           tally: whole.tally, keyframes: whole).run(animations)
            return
        }
        if let collector = whole.collector {
            let scope = AnimationScope(offset: whole.offset, duration: whole.duration, curve: whole.curve,
                                       instant: false, tally: whole.tally, keyframes: whole)
            scope.timing = ScopeTiming()
            scope.keyframe = (collector, frameStartTime, min(1, frameStartTime + frameDuration) - frameStartTime)
            scope.run(animations)
            return
        }
        let endProgress = min(1, frameStartTime + frameDuration)
        let part = whole.curve.subcurve(fromProgress: frameStartTime, toProgress: endProgress)
        let total = Double(whole.duration.ticks)
        let startTicks = Int64((part.startTime * total).rounded())
        let endTicks = max(startTicks, Int64((part.endTime * total).rounded()))
        AnimationScope(offset: whole.offset + StoryTime(ticks: startTicks),
                       duration: StoryTime(ticks: endTicks - startTicks), curve: part.curve,
                       instant: false, tally: whole.tally, keyframes: whole).run(animations)
    }

    // MARK: - Internals

    static func runAnimation(call: String, duration: TimeInterval, delay: TimeInterval,
                             options: AnimationOptions, animations: () -> Void,
                             completion: ((Bool) -> Void)?, context: StoryContext? = StoryContext.current) {
        runAnimation(call: call, duration: duration, delay: delay, options: options, spring: nil,
                     animations: animations, completion: completion, context: context)
    }

    static func runAnimation(call: String, duration: TimeInterval, delay: TimeInterval,
                             options: AnimationOptions, spring: (damping: Double, velocity: Double)?,
                             animations: () -> Void, completion: ((Bool) -> Void)?, refused: Bool = false,
                             context: StoryContext? = StoryContext.current) {
        let thread = AnimationScope.thread
        let outer = thread.current
        // `refused`: the caller already reported bad input (the changes apply at once).
        var failed = refused
        var durationTime = validTime(duration, "duration", call: call, failed: &failed)
        let delayTime = validTime(delay, "delay", call: call, failed: &failed)
        var curve = options.timingCurve
        if let outer, !outer.instant {
            if !options.contains(.overrideInheritedDuration) { durationTime = outer.duration }
            if !options.contains(.overrideInheritedCurve) && !options.contains(.overrideInheritedOptions) {
                curve = outer.curve
            }
        }
        let timing = timing(call: call, options: options, spring: spring, duration: durationTime,
                            outer: outer, failed: &failed)
        let instant = failed || (outer?.instant ?? false)
        // The scope is its own tally, reused from call to call on this thread.
        var scope = AnimationScope.forCall(offset: instant ? .zero : delayTime,
                                           duration: instant ? .zero : durationTime,
                                           curve: curve, instant: instant, in: thread)
        scope.failed = failed
        scope.timing = instant ? nil : timing
        if options.contains(.layoutSubviews) && !instant { scope.layoutViews = [] }
        scope.run(animations, in: thread)
        if scope.layoutViews != nil, let views = scope.layoutViews, !views.isEmpty {
            // `.layoutSubviews`: the layout the block's changes made pending runs now, inside the
            // animation, so the subviews move with their parent (Apple,
            // `UIView.AnimationOptions.layoutSubviews`).
            scope.run({ for view in views { view.layoutIfNeeded() } }, in: thread)
        }
        scheduleCompletion(completion, tally: scope, end: scope.offset + scope.duration, clock: context?.clock)
        AnimationScope.recycle(&scope, in: thread)
    }

    /// `seconds` as a story time, or zero after reporting why it is refused.
    static func validTime(_ seconds: TimeInterval, _ argument: String, call: String,
                          tally: AnimationScope.Tally) -> StoryTime {
        validTime(seconds, argument, call: call, failed: &tally.failed)
    }

    /// `seconds` as a story time, or zero after reporting why it is refused (setting `failed`).
    static func validTime(_ seconds: TimeInterval, _ argument: String, call: String,
                          failed: inout Bool) -> StoryTime {
        if let time = StoryTime(validSeconds: seconds) { return time }
        do {
            return try StoryTime(seconds: seconds, what: argument)
        } catch {
            report(.invalidArgument(call: call, argument: argument, problem: "\(error)"))
            failed = true
            return .zero
        }
    }

    static func report(_ error: StoryProblem) {
        StoryContext.reportToCurrent(error)
    }

    /// Schedules `completion` at now + `end` if the animation changed something on stage,
    /// else at now; with `false` if some input was refused.
    static func scheduleCompletion(_ completion: ((Bool) -> Void)?, tally: AnimationScope.Tally, end: StoryTime) {
        scheduleCompletion(completion, tally: tally, end: end, clock: StoryContext.current?.clock)
    }

    /// ``scheduleCompletion(_:tally:end:)`` on `clock`, the clock of the story recorded on this
    /// thread (`nil` outside a recording), which the caller has read already.
    static func scheduleCompletion(_ completion: ((Bool) -> Void)?, tally: AnimationScope.Tally, end: StoryTime,
                                   clock: VirtualClock?) {
        guard let completion else { return }
        let finished = !tally.failed
        guard let clock else {
            completion(finished)
            return
        }
        if tally.repeatsForever && !tally.failed { return }
        if tally.changes == 0, let join = tally.offStage {
            // Only views off stage changed: the completion waits for the animation if one of
            // them joined the stage in this instant (see `PendingBlockChange`), else runs now.
            let total = max(end, tally.repeatEnd)
            clock.schedule(at: clock.now) {
                if join.joined {
                    clock.schedule(at: clock.now + total, completion, finished)
                } else {
                    completion(finished)
                }
            }
            return
        }
        let time = tally.changes > 0 ? clock.now + max(end, tally.repeatEnd) : clock.now
        clock.schedule(at: time, completion, finished)
    }
}
