import AnimaticClock
import AnimaticTimeline

/// The animation parameters in force while an `animate` block (or a keyframe, or a
/// `performWithoutAnimation` block) runs on this thread.
///
/// Scopes nest: each `UIView.animate` binds a new scope for the duration of its block and the
/// previous one comes back afterwards, so the innermost block's parameters apply. A setter of
/// a view on stage reads ``current`` (one thread-local load) and records with it; everything
/// else about the animation is computed once per block, never per change.
@usableFromInline package final class AnimationScope: AnimationTally {
    /// Where the changes start, relative to the clock's time when they are made.
    @inlinable package final var offset: StoryTime { get { _offset } set { _offset = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _offset: StoryTime
    /// How long each change takes.
    @inlinable package final var duration: StoryTime { get { _duration } set { _duration = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _duration: StoryTime
    /// How each change's progress follows time.
    @inlinable package final var curve: TimingCurve {
        get { _curve }
        set { _curve = newValue; _standardCurve = TimelineRecorder.standardCurveIndex(newValue) ?? .max }
    }
    @usableFromInline @exclusivity(unchecked) final var _curve: TimingCurve
    /// ``curve``'s index if it is one of the four standard curves (see
    /// ``TimelineRecorder/standardCurveIndex(_:)``), else `UInt32.max`: looked up once per
    /// scope, so a change hands over a number instead of a copy of the curve.
    @inlinable package final var standardCurve: UInt32 { get { _standardCurve } set { _standardCurve = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _standardCurve: UInt32
    /// Changes are recorded as instant changes at the current time (no animation).
    @inlinable package final var instant: Bool { get { _instant } set { _instant = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _instant: Bool
    /// Counts the changes of the animation whose completion depends on them: the scope
    /// itself (for an `animate` call; reused from call to call on a thread, see
    /// ``forCall(offset:duration:curve:instant:in:)``), or the shared tally of a keyframe
    /// animation or of an enclosing block.
    @inlinable package var tally: Tally { sharedTally ?? self }
    /// The tally of the animation this scope belongs to, when it is not the scope itself.
    @usableFromInline package let sharedTally: Tally?
    /// The enclosing keyframe animation, inside `animateKeyframes` and its keyframes.
    package let keyframes: KeyframeWhole?
    /// Springs, repeats and transitions (see UIView+Timing.swift); `nil` for plain curves.
    @inlinable package final var timing: ScopeTiming? { get { _timing } set { _timing = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _timing: ScopeTiming?
    /// Inside `UIView.animateKeyframes` with a calculation mode other than linear or with
    /// repeats (``timing`` is then set, so the plain path is not taken): the changes are
    /// collected with the keyframe's start and duration (fractions of the whole) and recorded
    /// when the keyframe animation's block returns (see `KeyframeCollector`). Kept out of
    /// ``ScopeTiming`` so that the plain path's check of `timing` stays a trivial load
    /// (callgrind: a class reference in `ScopeTiming` cost 4.8 M value-witness instructions at
    /// 10,000 views).
    @inlinable package final var keyframe: (collector: KeyframeCollector, start: Double, duration: Double)? { get { _keyframe } set { _keyframe = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _keyframe: (collector: KeyframeCollector, start: Double, duration: Double)?
    /// Inside a `UIViewPropertyAnimator`'s animation block (``timing`` is then set, so the
    /// plain path is not taken): the changes are handed to the animator, which times them
    /// itself (see UIViewPropertyAnimator+Running.swift). Kept out of ``ScopeTiming`` for the same
    /// reason as ``keyframe``.
    @inlinable package final var propertyAnimator: (any StageChangeCapture)? { get { _propertyAnimator } set { _propertyAnimator = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _propertyAnimator: (any StageChangeCapture)?
    /// With `.layoutSubviews`: the views whose layout the block made pending, laid out inside
    /// the block's animation when it returns (`nil` without the option).
    @inlinable package final var layoutViews: [any StageLayoutView]? { get { _layoutViews } set { _layoutViews = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _layoutViews: [any StageLayoutView]?

    /// A scope counting into `tally`, or into itself when `tally` is `nil`.
    @usableFromInline package init(offset: StoryTime, duration: StoryTime, curve: TimingCurve, instant: Bool, tally: Tally?,
         keyframes: KeyframeWhole? = nil) {
        self._offset = offset; self._duration = duration; self._curve = curve
        self._standardCurve = TimelineRecorder.standardCurveIndex(curve) ?? .max
        self._instant = instant; self.sharedTally = tally; self.keyframes = keyframes
    }

    /// This thread's animation state: the innermost scope, and a spare scope for reuse.
    ///
    /// Every field is an `@inlinable` accessor of an `@exclusivity(unchecked)` stored field, as
    /// in ``AnimationScope`` and ``AnimationTally``: the stage reads and writes them from
    /// another module, and the attribute does not cross a module boundary (an access the stage
    /// compiles itself is checked at run time), while an inlinable accessor carries the
    /// engine's unchecked access into the stage. Callgrind, 10,000 views: `swift_beginAccess`
    /// and `AccessSet::insert` cost 40.5 M instructions with the stored fields accessed
    /// directly from the stage. One thread owns a state.
    @usableFromInline package final class ThreadState {
        /// The innermost running scope; kept alive by the caller of the ``run(_:in:)`` that set it.
        @inlinable package final var current: AnimationScope? { get { _current } set { _current = newValue } }
        @usableFromInline @exclusivity(unchecked) unowned(unsafe) final var _current: AnimationScope?
        /// A finished `animate` call's scope, ready for the next call on this thread.
        @inlinable package final var spare: AnimationScope? { get { _spare } set { _spare = newValue } }
        @usableFromInline @exclusivity(unchecked) final var _spare: AnimationScope?
        /// Changes show at once even inside animation blocks: set while
        /// `CATransaction.setDisableActions(true)` is in force or after
        /// `UIView.setAnimationsEnabled(false)` (see ``refreshActionsDisabled()``).
        @inlinable package final var actionsDisabled: Bool { get { _actionsDisabled } set { _actionsDisabled = newValue } }
        @usableFromInline @exclusivity(unchecked) final var _actionsDisabled: Bool = false
        /// `UIView.setAnimationsEnabled(false)` is in force.
        @inlinable package final var animationsOff: Bool { get { _animationsOff } set { _animationsOff = newValue } }
        @usableFromInline @exclusivity(unchecked) final var _animationsOff: Bool = false
        /// `CATransaction.setDisableActions` of the implicit transaction (outside every
        /// `begin`/`commit`), until it commits at the end of the current run-loop turn.
        @inlinable package final var implicitDisableActions: Bool { get { _implicitDisableActions } set { _implicitDisableActions = newValue } }
        @usableFromInline @exclusivity(unchecked) final var _implicitDisableActions: Bool = false
        /// The explicit transactions' own `setDisableActions` values, innermost last (`nil`:
        /// not set in that transaction, so the enclosing one's value holds).
        @inlinable package final var transactionDisableActions: [Bool?] { get { _transactionDisableActions } set { _transactionDisableActions = newValue } }
        @usableFromInline @exclusivity(unchecked) final var _transactionDisableActions: [Bool?] = []
        /// Set by `UIView.updateConstraints()`'s base implementation, to find overrides that do
        /// not call `super`.
        @inlinable package final var updateConstraintsCalledSuper: Bool { get { _updateConstraintsCalledSuper } set { _updateConstraintsCalledSuper = newValue } }
        @usableFromInline @exclusivity(unchecked) final var _updateConstraintsCalledSuper: Bool = false

        /// Whether Core Animation's actions are disabled in the current transaction: the
        /// innermost value set, searching outwards, as nested transactions have nested data
        /// scope (Apple, CATransaction: "Nested transactions have nested data scope").
        package var transactionDisablesActions: Bool {
            for value in transactionDisableActions.reversed() { if let value { return value } }
            return implicitDisableActions
        }

        /// Recomputes ``actionsDisabled`` after one of its inputs changed.
        package func refreshActionsDisabled() {
            actionsDisabled = animationsOff || transactionDisablesActions
        }
    }

    @usableFromInline package static let state = ThreadLocalObject { ThreadState() }

    /// This thread's animation state (one thread-local read).
    @inlinable package static var thread: ThreadState { state.value }

    /// The innermost scope on this thread, if an animation block is running.
    @inlinable package static var current: AnimationScope? { thread.current }

    /// Runs `body` with this scope as the current one.
    @inlinable package func run(_ body: () -> Void) {
        run(body, in: AnimationScope.thread)
    }

    /// Runs `body` with this scope as the current one of `thread` (this thread's state).
    /// Inlinable, as are ``forCall(offset:duration:curve:instant:in:)`` and
    /// ``recycle(_:in:)``: every `UIView.animate` calls the three from the stage's module.
    ///
    /// The previous scope is held `unowned(unsafe)` (its own `run` keeps it alive), and `self`
    /// needs no extended lifetime: the caller guarantees it for the call. Callgrind, 10,000
    /// views: a retain/release pair of each per call (BENCHMARKS.md, "The engine module at no
    /// cost").
    @inlinable @inline(__always) package func run(_ body: () -> Void, in thread: ThreadState) {
        unowned(unsafe) let previous = thread._current
        thread._current = self
        body()
        thread._current = previous
    }

    /// A scope of its own tally for one `animate` call: the thread's spare, reset, when there
    /// is one (saving an allocation per call), else a new scope.
    @inlinable package static func forCall(offset: StoryTime, duration: StoryTime, curve: TimingCurve, instant: Bool,
                        in thread: ThreadState) -> AnimationScope {
        guard let scope = thread.spare else {
            return AnimationScope(offset: offset, duration: duration, curve: curve, instant: instant, tally: nil)
        }
        thread.spare = nil
        scope.offset = offset; scope.duration = duration; scope.curve = curve; scope.instant = instant
        return scope
    }

    /// Hands back a scope from ``forCall(offset:duration:curve:instant:in:)`` once its call is
    /// over. It is reused only if nothing else holds it; its counts are cleared for the next call.
    @inlinable @inline(__always) package static func recycle(_ scope: inout AnimationScope, in thread: ThreadState) {
        guard isKnownUniquelyReferenced(&scope) else { return }
        scope.timing = nil
        scope.changes = 0; scope.failed = false; scope.repeatEnd = .zero; scope.repeatsForever = false
        // Rarely set: clearing only what was set keeps the common path free of releases.
        if scope.keyframe != nil { scope.keyframe = nil }
        if scope.layoutViews != nil { scope.layoutViews = nil }
        if scope.offStage != nil { scope.offStage = nil }
        thread.spare = scope
    }

    @usableFromInline package typealias Tally = AnimationTally

    /// The whole of a keyframe animation, as its keyframes need it.
    @usableFromInline package struct KeyframeWhole {
        package var offset: StoryTime
        package var duration: StoryTime
        package var curve: TimingCurve
        package var instant: Bool
        package var tally: Tally
        package var call: String
        /// Collects the changes when the calculation mode is not linear.
        package var collector: KeyframeCollector? = nil

        /// The whole of a keyframe animation of `call`, counting into `tally`.
        package init(offset: StoryTime, duration: StoryTime, curve: TimingCurve, instant: Bool, tally: Tally,
                     call: String, collector: KeyframeCollector? = nil) {
            self.offset = offset; self.duration = duration; self.curve = curve; self.instant = instant
            self.tally = tally; self.call = call; self.collector = collector
        }
    }
}

/// What one animation call counts while its blocks run.
@usableFromInline package class AnimationTally {
    /// Animated changes of views on stage (instant ones and `isHidden` do not count).
    @inlinable package final var changes: Int { get { _changes } set { _changes = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _changes: Int = 0
    /// Whether some input was refused (the completion then gets `false`).
    @inlinable package final var failed: Bool { get { _failed } set { _failed = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _failed: Bool = false
    /// The latest end of a finite repeat, relative to now (repeats end after `duration`).
    @inlinable package final var repeatEnd: StoryTime { get { _repeatEnd } set { _repeatEnd = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _repeatEnd: StoryTime = .zero
    /// A change repeats forever: the completion never runs, as in UIKit.
    @inlinable package final var repeatsForever: Bool { get { _repeatsForever } set { _repeatsForever = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _repeatsForever: Bool = false
    /// Set when the block changed views that were not on stage (see `PendingBlockChange`):
    /// whether one of them joined the stage in the same instant.
    @inlinable package final var offStage: OffStageJoin? { get { _offStage } set { _offStage = newValue } }
    @usableFromInline @exclusivity(unchecked) final var _offStage: OffStageJoin?

    /// A tally with nothing counted.
    package init() {}
}
