import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline

/// A change made in an animation block to a view that is not on stage.
///
/// UIKit does not animate views outside a window: a block's changes to such a view only set
/// the model, and a block that animated nothing calls its completion at once. But Core
/// Animation attaches the animations when the current transaction commits, at the end of the
/// run-loop turn (Apple, "Core Animation Programming Guide: Animating Layer Content" and
/// `CATransaction`): a view added to the window in the same turn as the block — the common
/// "configure, animate, then add" order — appears animating from the start. Animatic keeps
/// each change on the view for the instant it was made in; if the view joins the stage at
/// that same story time, the change plays as if the view had been added first (and the
/// block's completion waits for it), otherwise it is dropped.
struct PendingBlockChange {
    var property: AnimatedProperty
    var from: TimelineValue
    var to: TimelineValue
    var start: StoryTime
    var duration: StoryTime
    var curve: TimingCurve
    /// When the change was made (it plays only if the view joins at this time).
    var madeAt: StoryTime
    /// The story clock the change was made on (changes from another story are dropped).
    weak var clock: VirtualClock?
    /// Told that the view joined in time, so the block's completion waits for the animation.
    var joined: OffStageJoin
    /// Made in a spring, repeat or transition block, which an off-stage view cannot play yet.
    var unsupported: Bool
}

/// Whether a view changed off stage in an animation block joined the stage in the same instant
/// (shared by the block's changes; see ``PendingBlockChange``).
final class OffStageJoin {
    var joined = false
}

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
