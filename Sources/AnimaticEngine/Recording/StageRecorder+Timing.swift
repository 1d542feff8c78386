import AnimaticClock
import AnimaticTimeline

/// What an animation block adds to its duration and curve: a spring, repeats, or a
/// cross-dissolve transition. Set on ``AnimationScope/timing`` by the `animate` forms that
/// need it; plain animations leave it `nil` and record through the fast path.
@usableFromInline package struct ScopeTiming {
    /// The spring of `usingSpringWithDamping:initialSpringVelocity:`.
    package var spring: SpringTiming?
    /// How many cycles (`nil`: one pass, no repeat; `.infinity`: forever). A cycle is one
    /// pass, or with ``autoreverses`` a pass there and one back. Fractions play part of the
    /// last pass, as in Core Animation.
    package var repeatCount: Double?
    /// Each cycle runs there and back.
    package var autoreverses = false
    /// Inside `UIView.transition(with:…, options: .transitionCrossDissolve)`: the stage
    /// indices of the transitioned view's subtree (only their alpha and background colour
    /// crossfade; everything else changes at once).
    package var crossDissolve: Set<Int>?

    /// Timing with `spring`, `repeatCount` cycles (`nil`: one pass), autoreversing or not, and
    /// the cross-dissolved views `crossDissolve`.
    package init(spring: SpringTiming? = nil, repeatCount: Double? = nil, autoreverses: Bool = false,
                 crossDissolve: Set<Int>? = nil) {
        self.spring = spring; self.repeatCount = repeatCount; self.autoreverses = autoreverses
        self.crossDissolve = crossDissolve
    }
}

extension StageRecorder {
    /// Records a change made inside a block with a spring, repeats or a transition.
    ///
    /// - Springs: the curve is the spring sampled to the property's on-screen tolerance
    ///   (``SampledTolerance``), from the value on screen at the start to the new value.
    /// - Finite repeats: one ordinary segment per pass (a pass without autoreverse starts
    ///   again from the start value; a pass back plays the curve reversed); a fractional
    ///   count cuts the last pass. As in UIKit, the model value is the new value, so if the
    ///   last pass ends elsewhere (after autoreverse) the view jumps to the new value when
    ///   the animation ends.
    /// - Endless repeats: the first cycle, then ``TimelineRecorder/repeatForever(view:property:start:period:)``.
    @usableFromInline package func changed(index: Int, property: AnimatedProperty, to value: TimelineValue,
                 scope: AnimationScope, timing: ScopeTiming) {
        let now = clock.now
        if let animator = scope.propertyAnimator {
            scope.tally.changes += 1
            animator.capture(recorder: self, view: index, property: property, to: value)
            return
        }
        if let keyframe = scope.keyframe {
            scope.tally.changes += 1
            keyframe.collector.add(recorder: self, view: index, property: property, value: value,
                                   start: keyframe.start, duration: keyframe.duration)
            return
        }
        if let views = timing.crossDissolve {
            guard views.contains(index), property == .alpha || property == .backgroundColor || property == .textColor else {
                timeline.record(view: index, property: property, start: now, duration: .zero, curve: .linear, to: value)
                return
            }
        }
        scope.tally.changes += 1
        let start = now + scope.offset
        let duration = scope.duration
        var curve = scope.curve
        let from = timeline.startValue(view: index, property: property, at: start)
        let to = TimelineRecorder.unwrapped(value, from: from)
        if let spring = timing.spring, duration.ticks > 0 {
            curve = springCurve(spring, view: index, from: from, to: to, at: start)
        }
        guard let count = timing.repeatCount, duration.ticks > 0 else {
            timeline.record(view: index, property: property, start: start, duration: duration, curve: curve, to: value)
            return
        }
        guard let end = recordPasses(index: index, property: property, start: start, duration: duration, curve: curve,
                                     from: from, to: to, count: count, autoreverses: timing.autoreverses) else {
            scope.tally.repeatsForever = true
            return
        }
        scope.tally.repeatEnd = max(scope.tally.repeatEnd, scope.offset + (end - start))
    }

    /// `spring` sampled for a change of the view at `view` from `from` to `to` starting at
    /// `start`: within 0.25 pt (lengths; scales and skews times the view's size at `start`),
    /// 0.25° or 0.005 of the analytic spring (``SampledTolerance``), or linear for a change
    /// whose tolerance is not finite.
    package func springCurve(_ spring: SpringTiming, view: Int, from: TimelineValue, to: TimelineValue,
                     at start: StoryTime) -> TimingCurve {
        var extent = 1.0
        if case .size(let w, let h) = timeline.startValue(view: view, property: .size, at: start) {
            extent = max(abs(w), abs(h))
        }
        let tolerance = SampledTolerance.progress(from: from, to: to, extent: extent)
        return tolerance.isFinite ? spring.sampled(tolerance: tolerance) : .linear
    }

    /// Stops the changes of a property that one animation recorded (see
    /// ``TimelineRecorder/cutChanges(view:property:at:startingAt:)``); returns the value on screen.
    @discardableResult
    package func cutChanges(view: Int, property: AnimatedProperty, at time: StoryTime, startingAt starts: Set<Int64>) -> TimelineValue {
        timeline.cutChanges(view: view, property: property, at: time, startingAt: starts)
    }

    /// Records `count` passes of a change from `from` to `to` (there and back with
    /// `autoreverses`; fractions play part of the last pass, as in Core Animation), each pass
    /// starting from its own start value; after the last pass the property shows `to`, the
    /// model value, as UIKit and Core Animation show once the animation is removed. An infinite
    /// count records the first cycle and declares it endless.
    ///
    /// - Returns: when the passes end, or `nil` for an endless repeat.
    package func recordPasses(index: Int, property: AnimatedProperty, start: StoryTime, duration: StoryTime, curve: TimingCurve,
                      from: TimelineValue, to: TimelineValue, count: Double, autoreverses: Bool) -> StoryTime? {
        if count.isInfinite {
            timeline.record(view: index, property: property, start: start, duration: duration,
                            curve: curve, from: from, to: to)
            if autoreverses {
                timeline.record(view: index, property: property, start: start + duration, duration: duration,
                                curve: curve.reversed, from: to, to: from)
            }
            let period = StoryTime(ticks: duration.ticks * (autoreverses ? 2 : 1))
            timeline.repeatForever(view: index, property: property, start: start, period: period)
            return nil
        }
        let passes = max(1, count) * (autoreverses ? 2 : 1)
        var time = start
        var shown = from
        var pass = 0
        while Double(pass) < passes - 1e-9 {
            let fraction = min(1, passes - Double(pass))
            let back = autoreverses && pass % 2 == 1
            let (a, b, c) = back ? (to, from, curve.reversed) : (from, to, curve)
            var passDuration = duration, passCurve = c, passTo = b
            if fraction < 1 {
                passDuration = StoryTime(ticks: Int64((Double(duration.ticks) * fraction).rounded()))
                passTo = Timeline.interpolate(a, b, c.progress(at: fraction))
                passCurve = c.subcurve(fromTime: 0, toTime: fraction)
            }
            timeline.record(view: index, property: property, start: time, duration: passDuration,
                            curve: passCurve, from: a, to: passTo)
            time = time + passDuration
            shown = passTo
            pass += 1
        }
        if shown != to {
            // UIKit's end state: the animation is removed and the model value shows.
            timeline.record(view: index, property: property, start: time, duration: .zero, curve: .linear,
                            from: to, to: to)
        }
        return time
    }
}
