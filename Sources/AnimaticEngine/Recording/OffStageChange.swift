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
@usableFromInline package struct PendingBlockChange {
    package var property: AnimatedProperty
    package var from: TimelineValue
    package var to: TimelineValue
    package var start: StoryTime
    package var duration: StoryTime
    package var curve: TimingCurve
    /// When the change was made (it plays only if the view joins at this time).
    package var madeAt: StoryTime
    /// The story clock the change was made on (changes from another story are dropped).
    package weak var clock: VirtualClock?
    /// Told that the view joined in time, so the block's completion waits for the animation.
    package var joined: OffStageJoin
    /// Made in a spring, repeat or transition block, which an off-stage view cannot play yet.
    package var unsupported: Bool

    /// A change of `property` from `from` to `to` over `start ..< start + duration` along
    /// `curve`, made at `madeAt` on `clock` in a block whose joins `joined` tells.
    package init(property: AnimatedProperty, from: TimelineValue, to: TimelineValue, start: StoryTime,
                 duration: StoryTime, curve: TimingCurve, madeAt: StoryTime, clock: VirtualClock?,
                 joined: OffStageJoin, unsupported: Bool) {
        self.property = property; self.from = from; self.to = to; self.start = start
        self.duration = duration; self.curve = curve; self.madeAt = madeAt; self.clock = clock
        self.joined = joined; self.unsupported = unsupported
    }
}

/// Whether a view changed off stage in an animation block joined the stage in the same instant
/// (shared by the block's changes; see ``PendingBlockChange``).
@usableFromInline package final class OffStageJoin {
    /// Set when one of the changes played.
    @exclusivity(unchecked) package var joined = false

    /// A join not yet made.
    package init() {}
}
