import AnimaticClock
import AnimaticEngine
import AnimaticTimeline

extension StageRecorder {
    /// The cross-dissolve a content change of `view` made now gets (`nil`: it shows at once):
    ///
    /// - inside `UIView.transition(with:duration:options: .transitionCrossDissolve, …)` of the
    ///   view or an ancestor, without `.allowAnimatedContent`: the transition's duration and
    ///   curve (UIKit snapshots the view before and after the block and dissolves one into the
    ///   other). Repeats made with `modifyAnimations` inside the transition are not played by a
    ///   content fade: reported, and the content fades once;
    /// - after a `CATransition` of type `.fade` was added in this instant to the layer of the
    ///   view or of an ancestor: its duration and curve.
    ///
    /// A view that joined the stage in this instant shows its content at once.
    func contentFade(of view: UIView, call: String) -> (duration: StoryTime, curve: TimingCurve)? {
        guard view.stageIndex >= 0, !joinedNow(view) else { return nil }
        if !contentTransitions.isEmpty, let transition = contentTransition(of: view) {
            return (transition.duration, transition.curve)
        }
        guard let scope = AnimationScope.current, !scope.instant, let timing = scope.timing,
              let views = timing.crossDissolve, views.contains(view.stageIndex), scope.duration > .zero else { return nil }
        if timing.repeatCount != nil {
            report(.notSupported(
                call: "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)",
                feature: "repeating the cross-dissolve of a content change (\(call) on view \(Timeline.inert(view.displayName)));"
                    + " the new content fades in once"))
        }
        return (scope.duration, scope.curve)
    }

    /// The `CATransition` added in this instant to the layer of `view` or of an ancestor.
    private func contentTransition(of view: UIView) -> ContentTransition? {
        let now = clock.now
        var current: UIView? = view
        while let v = current, v.stageIndex >= 0 {
            if let transition = contentTransitions[v.stageIndex], transition.time == now { return transition }
            current = v.storedSuperview
        }
        return nil
    }

    /// A `CATransition` of type `.fade` added now to `view`'s layer: content changes of the view
    /// and its subviews made in this instant fade, those made before the add included.
    func addContentTransition(view: UIView, fade: (duration: StoryTime, curve: TimingCurve)) {
        let now = clock.now
        if contentTransitions.values.contains(where: { $0.time != now }) {
            contentTransitions = contentTransitions.filter { $0.value.time == now }
        }
        contentTransitions[view.stageIndex] = ContentTransition(time: now, duration: fade.duration, curve: fade.curve)
        func refade(_ v: UIView) {
            if v.stageIndex >= 0, !joinedNow(v) {
                var scratch = ViewState()
                let (content, look) = v.timelineContent(into: &scratch)
                // The content is unchanged: this only gives a change made earlier in this instant its fade.
                _ = setContent(content, look: look, of: v.stageIndex, at: now, fade: fade)
            }
            v.subviews.forEach(refade)
        }
        refade(view)
    }
}
