import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension Stage {
    /// How long a scripted tap's finger stays down, in seconds: 0.1 s, a quick tap (Animatic's
    /// choice; a tap on a phone lasts about that long).
    public static let tapDuration: TimeInterval = 0.1

    /// Taps `control` at `seconds` of story time (counted from the recording's start), as a
    /// finger would: UIKit's touch handling for a tap inside a control (Apple, `UIControl`:
    /// "touch-down" then "touch-up-inside", and `.primaryActionTriggered` for a button's
    /// primary action).
    ///
    /// ```swift
    /// let story = try Story.record(size: size) { stage in
    ///     stage.addSubview(start)
    ///     start.addAction(UIAction { _ in showHome() }, for: .touchUpInside)
    ///     stage.tap(start, at: 3)     // the intro waits for "Get started"
    /// }
    /// ```
    ///
    /// At `seconds`: `isHighlighted` becomes `true` and the control sends `.touchDown`.
    /// ``tapDuration`` (0.1 s) later: `isHighlighted` becomes `false` and it sends
    /// `.touchUpInside` and `.primaryActionTriggered` together (each action once, in the order
    /// added). If by then the control can no longer take the touch (disabled, hidden, removed),
    /// UIKit cancels it: `isHighlighted` becomes `false` and it sends `.touchCancel` instead.
    ///
    /// A control that cannot take a touch at `seconds` is not tapped, and the recording reports
    /// ``StoryProblem/tapIgnored(control:time:reason:)`` saying why: it is not on this stage, it
    /// is disabled, it or a view it is in is hidden, has an alpha below 0.01 or has
    /// `isUserInteractionEnabled` off (UIKit's hit-testing skips such views). Which view is on
    /// top at the touch point is not checked. A time before the current story time, or one that
    /// is negative, NaN or infinite, is reported and nothing is scheduled.
    public func tap(_ control: UIControl, at seconds: TimeInterval) {
        let clock = context.clock
        let time: StoryTime
        do {
            time = try StoryTime(seconds: seconds, what: "tap time")
        } catch {
            context.report(error)
            return
        }
        guard time >= clock.now else {
            recorder.report(.invalidArgument(
                call: "Stage.tap(_:at:)", argument: "at",
                problem: "the tap time \(seconds) s is before the current story time, \(clock.now.seconds) s"))
            return
        }
        clock.schedule(at: time) { [weak self] in self?.touchDown(control, at: time) }
    }

    /// Taps `control` now: at the current story time, after the code running now returns (a
    /// touch arrives as an event of the next run-loop turn). See ``tap(_:at:)``.
    public func tap(_ control: UIControl) {
        let clock = context.clock
        clock.schedule(at: clock.now) { [weak self] in self?.touchDown(control, at: clock.now) }
    }

    private func touchDown(_ control: UIControl, at time: StoryTime) {
        if let reason = untappable(control) {
            recorder.report(.tapIgnored(control: control.displayName, time: time.seconds, reason: reason))
            return
        }
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
        let up = time + (StoryTime(validSeconds: Stage.tapDuration) ?? .zero)
        context.clock.schedule(at: up) { [weak self] in self?.touchUp(control) }
    }

    private func touchUp(_ control: UIControl) {
        if untappable(control) != nil {
            control.isHighlighted = false
            control.sendActions(for: .touchCancel)
            return
        }
        control.isHighlighted = false
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Why `control` cannot take a touch now, or `nil` when it can.
    private func untappable(_ control: UIControl) -> String? {
        guard control.stageRecorder === recorder else { return "it is not on this stage" }
        guard control.isEnabled else { return "it is disabled (isEnabled is false)" }
        var view: UIView? = control
        while let v = view {
            let who = v === control ? "it" : "the view \(v.displayName) it is in"
            if v.isHidden { return "\(who) is hidden" }
            if v.alpha < 0.01 { return "\(who) has alpha \(v.alpha), below 0.01 (UIKit's hit-testing skips it)" }
            if !v.isUserInteractionEnabled { return "\(who) has isUserInteractionEnabled false" }
            view = v.superview
        }
        return nil
    }
}
