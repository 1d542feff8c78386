import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension UIView {
    // MARK: - Springs

    /// Animates the changes made in `animations` with a spring: UIKit's damping-ratio spring
    /// animation.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5,
    ///                initialSpringVelocity: 0, options: [], animations: {
    ///     button.transform = .identity     // from a small scale: pops in and overshoots
    /// })
    /// ```
    ///
    /// The spring is `SpringTiming`: a damped harmonic oscillator with damping ratio
    /// `dampingRatio` and an initial velocity of `velocity` total distances per second, whose
    /// oscillation envelope decays by 1500× over `duration` (ω₀ = ln(1500) / (ζ·duration) for
    /// ζ ≤ 1), ending exactly on the new value when the completion runs at
    /// now + `delay` + `duration`. Each changed property records the spring sampled into
    /// straight pieces that stay within 0.25 pt (positions, sizes, translations; scales and
    /// skews times the view's size), 0.25° (rotations) or 0.005 (alpha, colours) of the
    /// analytic spring; the timeline and the exported SVG both play that sampled curve.
    /// The curve options are ignored (the spring is the curve); `.repeat`, `.autoreverse` and
    /// ``modifyAnimations(withRepeatCount:autoreverses:animations:)`` repeat the spring.
    ///
    /// Bad input — a NaN or negative damping ratio, a NaN or infinite velocity, a duration
    /// that is not > 0 (a spring needs time to settle), or a bad delay — is reported to the
    /// story as ``StoryProblem/invalidArgument(call:argument:problem:)``: the changes then
    /// apply at once and `completion(false)` runs at the current time. A negative velocity is
    /// valid (the view first moves away from the target, as on a phone).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil,
                               file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSites.enter(file, line)
        defer { site.leave() }
        runAnimation(
            call: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
            duration: duration, delay: delay, options: options,
            spring: (Double(dampingRatio), Double(velocity)), animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring of perceptual `duration` and
    /// `bounce`: iOS 17's `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    ///
    /// ```swift
    /// UIView.animate(springDuration: 0.5, bounce: 0.3) { card.center.y -= 120 }
    /// ```
    ///
    /// The mapping follows Apple's WWDC 2023 session 10158 "Animate with springs": a spring of
    /// bounce 1 oscillates as cos(2π·t / duration), so the natural frequency is ω₀ = 2π / duration,
    /// and the damping ratio is ζ = 1 − bounce for bounce ≥ 0; for a negative bounce
    /// (overdamped, down to −1 exclusive) Animatic uses ζ = 1 / (1 + bounce), the conversion
    /// SwiftUI ports use (not confirmed from Apple's text). The perceptual duration is not when
    /// the motion ends (UITimingParameters.h: "approximately equal to the settling duration");
    /// Animatic runs the spring for its settling duration, the time its envelope needs to decay
    /// by 1500× (`SpringTiming/settlingDuration(dampingRatio:naturalFrequency:)`:
    /// ln(1500) / (ζω₀), about 1.16 × `duration` at bounce 0), and calls `completion(true)` then.
    /// The motion is then recorded exactly as
    /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:file:line:)``
    /// records a spring of that damping ratio over that duration (same ω₀), sampled within
    /// 0.25 pt / 0.25° / 0.005; `initialSpringVelocity` is in total distances per second, as there.
    /// A duration that is not a finite number above 0, or a bounce outside −1 (exclusive) … 1, is
    /// reported as ``StoryProblem/invalidArgument(call:argument:problem:)``: the changes apply at
    /// once and `completion(false)` runs at the current time.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil,
                               file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSites.enter(file, line)
        defer { site.leave() }
        let call = "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
        guard let spring = springFromBounce(duration: duration, bounce: Double(bounce), call: call) else {
            return runAnimation(call: call, duration: 0, delay: delay, options: options,
                                spring: nil, animations: animations, completion: completion, refused: true)
        }
        runAnimation(call: call, duration: spring.seconds, delay: delay, options: options,
                     spring: (spring.ratio, Double(velocity)), animations: animations, completion: completion)
    }

    // MARK: - Repeats

    /// Repeats the animations of the changes made in `animations`, which must run inside an
    /// animation block (iOS 13's API).
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
    ///     UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
    ///         badge.alpha = 0.3
    ///     }
    /// })
    /// ```
    ///
    /// - `count` cycles play one after the other (with `autoreverses`, a cycle is there and
    ///   back, so it takes twice the duration); a fractional count plays part of the last
    ///   pass (2.5 with autoreverse ends on the new value); 0 plays one cycle, and
    ///   `.infinity` repeats forever. The completion of the enclosing animation runs when the
    ///   last cycle ends (never, for endless repeats).
    /// - Each pass is recorded as an ordinary segment. As in UIKit, the model value is the
    ///   new value whatever the repeats show, so a view that ends a repeat elsewhere (after
    ///   a whole number of autoreversing cycles: back at its start) jumps to the new value
    ///   when the animation ends.
    /// - Outside an animation block the changes apply at once, as in UIKit. Inside a
    ///   keyframe animation, repeating is not supported yet (reported; one pass is recorded).
    /// - A NaN or negative count, or one so large that recording each pass is unreasonable
    ///   (over 100,000 passes; use `.repeat` for endless repeats), is reported as
    ///   ``StoryProblem/invalidArgument(call:argument:problem:)``: the changes apply at once
    ///   and the enclosing animation completes with `false`.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool,
                                        animations: () -> Void) {
        let call = "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)"
        guard let outer = AnimationScope.current, !outer.instant else {
            animations()
            return
        }
        if outer.propertyAnimator != nil {
            report(.notSupported(call: call, feature: "repeating inside a UIViewPropertyAnimator's animations (recorded as one pass)"))
            animations()
            return
        }
        if outer.keyframes != nil {
            report(.notSupported(call: call, feature: "repeating inside a keyframe animation (recorded as one pass)"))
            animations()
            return
        }
        let value = Double(count)
        var problem: String?
        if value.isNaN || value < 0 {
            problem = "the repeat count must be a number ≥ 0 (or .infinity), got \(value)"
        } else if value.isFinite && value * (autoreverses ? 2 : 1) > 100_000 {
            problem = "a repeat count of \(value) records too many passes; use the option .repeat to repeat forever"
        }
        if let problem {
            report(.invalidArgument(call: call, argument: "count", problem: problem))
            outer.tally.failed = true
            AnimationScope(offset: .zero, duration: .zero, curve: .linear, instant: true,
                           tally: outer.tally).run(animations)
            return
        }
        let scope = AnimationScope(offset: outer.offset, duration: outer.duration, curve: outer.curve,
                                   instant: false, tally: outer.tally)
        var timing = outer.timing ?? ScopeTiming()
        timing.repeatCount = value == 0 ? 1 : value
        timing.autoreverses = autoreverses
        scope.timing = timing
        scope.run(animations)
    }

    // MARK: - Transitions

    /// Runs `animations` as a transition of `view`: UIKit snapshots the view before and
    /// after the changes and animates between the snapshots.
    ///
    /// ```swift
    /// UIView.transition(with: card, duration: 0.4, options: .transitionCrossDissolve, animations: {
    ///     card.backgroundColor = .systemGreen
    /// })
    /// ```
    ///
    /// Only `.transitionCrossDissolve` is supported. A cross-dissolve blends the old picture
    /// into the new one: `old · (1 − p) + new · p` with p following the options' curve
    /// (ease-in-out by default) over `duration`. For a change of the background colour or
    /// alpha of `view` or of a view inside it, that blend IS the interpolation of the colour
    /// (or alpha) with progress p, so Animatic records exactly that. Other changes made in the
    /// block (geometry, transforms, `isHidden`, views outside `view`) apply at once when the
    /// block runs; on a phone a moved subview would show a fading ghost at its old place,
    /// which is not recorded (see the README's differences). With `.allowAnimatedContent`,
    /// changes animate as in ``animate(withDuration:delay:options:animations:completion:file:line:)``
    /// instead. `completion(true)` runs at now + `duration`.
    ///
    /// The flip and curl transitions are not supported yet: they are reported to the story
    /// (``StoryProblem/notSupported(call:feature:)``, so `record` throws), the changes apply at
    /// once and `completion(false)` runs at the current time. Bad durations are reported as
    /// for `animate`; `.repeat` and `.autoreverse` are not supported in transitions, but
    /// ``modifyAnimations(withRepeatCount:autoreverses:animations:)`` inside the block repeats
    /// the blended colours and alphas (the completion then runs when the last pass ends, never
    /// for an endless repeat).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
                                  file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSites.enter(file, line)
        defer { site.leave() }
        let call = "UIView.transition(with:duration:options:animations:completion:)"
        let tally = AnimationScope.Tally()
        let durationTime = validTime(duration, "duration", call: call, tally: tally)
        let kind = (options.rawValue >> 20) & 0xF
        if kind != 0 && kind != 5 {
            let names: [UInt: String] = [1: "transitionFlipFromLeft", 2: "transitionFlipFromRight", 3: "transitionCurlUp",
                                         4: "transitionCurlDown", 6: "transitionFlipFromTop", 7: "transitionFlipFromBottom"]
            report(.notSupported(call: call, feature: "the transition ." + (names[kind] ?? "transition(\(kind))")))
            tally.failed = true
        }
        if options.contains(.repeat) || options.contains(.autoreverse) {
            report(.notSupported(call: call, feature: "repeating a transition (.repeat, .autoreverse)"))
            tally.failed = true
        }
        let instant = tally.failed || kind == 0 || (AnimationScope.current?.instant ?? false)
        let scope = AnimationScope(offset: .zero, duration: instant ? .zero : durationTime,
                                   curve: options.timingCurve, instant: instant, tally: tally)
        if !instant && !options.contains(.allowAnimatedContent) {
            var indices = Set<Int>()
            func collect(_ v: UIView) {
                if v.stageIndex >= 0 { indices.insert(v.stageIndex) }
                v.subviews.forEach(collect)
            }
            collect(view)
            scope.timing = ScopeTiming(crossDissolve: indices)
        }
        scope.run { animations?() }
        guard let completion else { return }
        let finished = !tally.failed
        guard let clock = StoryContext.current?.clock else {
            completion(finished)
            return
        }
        // Repeats made with `modifyAnimations` inside the block end later (never, when endless).
        if finished && tally.repeatsForever { return }
        clock.schedule(at: clock.now + (finished ? max(durationTime, tally.repeatEnd) : .zero)) { completion(finished) }
    }

    // MARK: - Internals

    /// The spring and repeats of an `animate` call (`nil` when it has neither), inheriting
    /// those of an enclosing animation block; reports bad spring parameters.
    static func timing(call: String, options: AnimationOptions, spring: (damping: Double, velocity: Double)?,
                       duration: StoryTime, outer: AnimationScope?, failed: inout Bool) -> ScopeTiming? {
        // A plain animation (no spring, no repeat, nothing inherited) has none: answered before
        // a ScopeTiming is made and destroyed (out of line in the engine's module: 2.7 M
        // instructions at 10,000 views).
        if spring == nil && !options.contains(.repeat) && !options.contains(.autoreverse)
            && (outer.map { $0.instant || $0.timing == nil } ?? true) {
            return nil
        }
        var timing = ScopeTiming()
        if let outer, !outer.instant, let inherited = outer.timing {
            timing.spring = inherited.spring
            timing.repeatCount = inherited.repeatCount
            timing.autoreverses = inherited.autoreverses
        }
        if let spring, !failed {
            let model = SpringTiming(dampingRatio: spring.damping, initialVelocity: spring.velocity,
                                     duration: duration.seconds)
            if let problem = model.problem {
                let argument = problem.hasPrefix("dampingRatio") ? "dampingRatio"
                    : problem.hasPrefix("initialSpringVelocity") ? "initialSpringVelocity" : "duration"
                report(.invalidArgument(call: call, argument: argument, problem: problem))
                failed = true
                return nil
            }
            timing.spring = model
        }
        if options.contains(.repeat) {
            timing.repeatCount = .infinity
            timing.autoreverses = options.contains(.autoreverse)
        } else if options.contains(.autoreverse) {
            timing.repeatCount = 1
            timing.autoreverses = true
        }
        if timing.spring == nil && timing.repeatCount == nil { return nil }
        return timing
    }
}
