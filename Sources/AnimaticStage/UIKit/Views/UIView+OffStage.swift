import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline

extension UIView {
    /// Keeps a change of an animatable property of this view, made while it is off stage,
    /// if an animation block is running (see ``PendingBlockChange``); otherwise the change
    /// is only the model's, as before.
    @inline(never)
    final func noteOffStage(_ property: AnimatedProperty, from old: TimelineValue, to new: TimelineValue) {
        let thread = AnimationScope.thread
        guard let scope = thread.current, !scope.instant, !thread.actionsDisabled,
              let clock = StoryContext.current?.clock else { return }
        let now = clock.now
        // Keep the list short: only changes of the current instant can still play.
        if let first = pendingBlockChanges.first, first.madeAt != now || first.clock !== clock {
            pendingBlockChanges.removeAll { $0.madeAt != now || $0.clock !== clock }
        }
        var target = new
        if case .transform(var t) = new, case .transform(let f) = old {
            t.rotation = TransformComponents.nearest(t.rotation, to: f.rotation)
            target = .transform(t)
        }
        let tally = scope.tally
        let join = tally.offStage ?? OffStageJoin()
        tally.offStage = join
        pendingBlockChanges.append(PendingBlockChange(
            property: property, from: old, to: target, start: now + scope.offset, duration: scope.duration,
            curve: scope.curve, madeAt: now, clock: clock, joined: join,
            // Springs, repeats and transitions need the stage's timing path: reported at the
            // join instead of played differently.
            unsupported: scope.timing != nil))
    }

    /// The changes kept while off stage that play now that the view joins at `time` (see
    /// ``PendingBlockChange``); `initial` gets their start values, so the view joins showing
    /// what the animations show at their start.
    final func takePendingBlockChanges(into initial: inout ViewState, at time: StoryTime,
                                       on clock: VirtualClock) -> [PendingBlockChange] {
        let pending = pendingBlockChanges.filter { $0.clock === clock && $0.madeAt == time }
        pendingBlockChanges = []
        var started = Set<AnimatedProperty>()
        var playing: [PendingBlockChange] = []
        for change in pending {
            if change.unsupported {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "UIView.animate",
                    feature: "a spring, repeat or transition animation of a view added to the stage after it "
                        + "(view \(displayName), \(change.property); add the view before animating it)"))
                continue
            }
            if started.insert(change.property).inserted { initial.set(change.property, change.from) }
            change.joined.joined = true
            playing.append(change)
        }
        return playing
    }
}
