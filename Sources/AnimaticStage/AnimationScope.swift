import AnimaticClock
import AnimaticTimeline

/// The animation parameters in force while an `animate` block (or a keyframe, or a
/// `performWithoutAnimation` block) runs on this thread.
///
/// Scopes nest: each `UIView.animate` binds a new scope for the duration of its block and the
/// previous one comes back afterwards, so the innermost block's parameters apply. A setter of
/// a view on stage reads ``current`` (one thread-local load) and records with it; everything
/// else about the animation is computed once per block, never per change.
final class AnimationScope: AnimationTally {
    /// Where the changes start, relative to the clock's time when they are made.
    let offset: StoryTime
    /// How long each change takes.
    let duration: StoryTime
    /// How each change's progress follows time.
    let curve: TimingCurve
    /// Changes are recorded as instant changes at the current time (no animation).
    let instant: Bool
    /// Counts the changes of the animation whose completion depends on them: the scope
    /// itself (one allocation per `animate` call), or the shared tally of a keyframe
    /// animation or of an enclosing block.
    @inline(__always) var tally: Tally { sharedTally ?? self }
    /// The tally of the animation this scope belongs to, when it is not the scope itself.
    let sharedTally: Tally?
    /// The enclosing keyframe animation, inside `animateKeyframes` and its keyframes.
    let keyframes: KeyframeWhole?
    /// Springs, repeats and transitions (see UIView+Timing.swift); `nil` for plain curves.
    @exclusivity(unchecked) var timing: ScopeTiming?

    /// A scope counting into `tally`, or into itself when `tally` is `nil`.
    init(offset: StoryTime, duration: StoryTime, curve: TimingCurve, instant: Bool, tally: Tally?,
         keyframes: KeyframeWhole? = nil) {
        self.offset = offset; self.duration = duration; self.curve = curve
        self.instant = instant; self.sharedTally = tally; self.keyframes = keyframes
    }

    private static let slot = ThreadLocalSlot<AnimationScope>()

    /// The innermost scope on this thread, if an animation block is running.
    @inline(__always) static var current: AnimationScope? { slot.value }

    /// Runs `body` with this scope as the current one.
    func run(_ body: () -> Void) {
        AnimationScope.slot.withValue(self, body)
    }

    typealias Tally = AnimationTally

    /// The whole of a keyframe animation, as its keyframes need it.
    struct KeyframeWhole {
        var offset: StoryTime
        var duration: StoryTime
        var curve: TimingCurve
        var instant: Bool
        var tally: Tally
        var call: String
    }
}

/// What one animation call counts while its blocks run.
class AnimationTally {
    /// Animated changes of views on stage (instant ones and `isHidden` do not count).
    @exclusivity(unchecked) var changes = 0
    /// Whether some input was refused (the completion then gets `false`).
    @exclusivity(unchecked) var failed = false
    /// The latest end of a finite repeat, relative to now (repeats end after `duration`).
    @exclusivity(unchecked) var repeatEnd: StoryTime = .zero
    /// A change repeats forever: the completion never runs, as in UIKit.
    @exclusivity(unchecked) var repeatsForever = false
}
