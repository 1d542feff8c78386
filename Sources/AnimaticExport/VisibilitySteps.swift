import AnimaticClock
import AnimaticTimeline

/// When a view is hidden: `isHidden`, or not yet added, or already removed, itself or any of
/// its ancestors.
///
/// The SVG writer writes it as ONE discrete animation of `visibility` with explicit `keyTimes` (a
/// two-value discrete animation without them would switch at half its duration), for a view
/// that at some time hides itself while its parent is shown (it joins after its parent, leaves
/// before it, or its `isHidden` changes). The
/// values are `hidden` and `visible`, worked out down the whole chain of ancestors (a shown
/// subview of a hidden view is hidden, as in UIKit), never `inherit`: Chromium resolves an
/// animated `inherit` against the parent's value without its animations, so a subview switching
/// to it showed inside a parent hidden by its animation (a button hidden before its title
/// changed) and stayed hidden inside a parent that joined after the start. Any other view has
/// no animation and inherits its parent's animated value (CSS inheritance, which all engines
/// apply to animated values).
package struct VisibilitySteps {
    /// Change times in ticks; `times[0] == 0`.
    package private(set) var times: [Int64] = []
    /// Whether the view is hidden from `times[i]` on.
    package private(set) var hidden: [Bool] = []
    private var candidates: [Int64] = []

    /// Empty steps, built by ``build(_:view:)``.
    package init() {}

    /// The number of steps (at least 1 once built).
    package var count: Int { times.count }
    /// Whether the view is shown and hidden in turn over the story.
    package var changes: Bool { times.count > 1 }
    /// Whether the steps say when the view is hidden in the tree (its own state changes), not
    /// only whether it hides itself throughout.
    package private(set) var inTree = false

    /// Whether the view itself is hidden at `time` (ancestors aside).
    package static func isHidden(_ timeline: Timeline, view: Int, at time: StoryTime) -> Bool {
        if time < timeline.views[view].addedAt { return true }
        if let removed = timeline.views[view].removedAt, time >= removed { return true }
        if case .flag(let f) = timeline.value(of: view, .isHidden, at: time) { return f }
        return timeline.views.initialValue(of: view, .isHidden) == .flag(true)
    }

    /// Whether the view must hide itself at `time`: it is hidden (``isHidden(_:view:at:)``) while
    /// its parent is not. While the parent hides itself the view inherits that, so it need not
    /// hide too: a subtree that joins (or leaves) with its parent then switches only at its
    /// root. Chromium was observed to keep a subview hidden for good when its `hidden` to
    /// `inherit` switch came at the same instant as its parent's: every subview of a view added
    /// after time 0 stayed hidden (found with a presented view controller's subviews,
    /// `PresentationPlaybackTests`).
    package static func hidesItself(_ timeline: Timeline, view: Int, at time: StoryTime) -> Bool {
        guard isHidden(timeline, view: view, at: time) else { return false }
        guard let parent = timeline.views[view].parent else { return true }
        return !isHidden(timeline, view: parent, at: time)
    }

    /// Whether the view or any of its ancestors is hidden (``isHidden(_:view:at:)``) at `time`:
    /// the opposite of the model's `isVisible`.
    ///
    /// - Complexity: O(depth) of the view.
    package static func isHiddenInTree(_ timeline: Timeline, view: Int, at time: StoryTime) -> Bool {
        var current: Int? = view
        while let v = current {
            if isHidden(timeline, view: v, at: time) { return true }
            current = timeline.views[v].parent
        }
        return false
    }

    /// The steps of view `view`: when it is hidden in the tree (``isHiddenInTree(_:view:at:)``)
    /// over the story, if it ever hides itself while its parent is shown in the tree (it must
    /// then say so itself). Otherwise one step: whether it hides itself
    /// (``hidesItself(_:view:at:)``) at the start, which it keeps, and it inherits the rest.
    package mutating func build(_ timeline: Timeline, view: Int) {
        times.removeAll(keepingCapacity: true)
        hidden.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        addCandidates(timeline, view: view)
        inTree = !candidates.isEmpty && addTreeSteps(timeline, view: view)
        guard inTree else {
            times.removeAll(keepingCapacity: true)
            hidden.removeAll(keepingCapacity: true)
            times.append(0)
            hidden.append(VisibilitySteps.hidesItself(timeline, view: view, at: .zero))
            return
        }
    }

    /// The steps of view `view` hidden in the tree (``isHiddenInTree(_:view:at:)``) over the
    /// story, whether or not its own state changes: for what is drawn inside it with a
    /// visibility animation of its own (a label's text versions).
    ///
    /// - Complexity: O(c log c) for the c changes of the view's and its ancestors' state.
    package mutating func buildInTree(_ timeline: Timeline, view: Int) {
        times.removeAll(keepingCapacity: true)
        hidden.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        inTree = true
        addCandidates(timeline, view: view)
        addTreeSteps(timeline, view: view)
    }

    /// Steps from the candidates so far, the view's ancestors' added; returns whether the view
    /// ever hides itself while its parent is shown in the tree.
    @discardableResult
    private mutating func addTreeSteps(_ timeline: Timeline, view: Int) -> Bool {
        let parent = timeline.views[view].parent
        var ancestor = parent
        while let a = ancestor {
            addCandidates(timeline, view: a)
            ancestor = timeline.views[a].parent
        }
        candidates.sort()
        var hidesItself = false
        func hiddenInTree(at time: StoryTime) -> Bool {
            let parentHidden = parent.map { VisibilitySteps.isHiddenInTree(timeline, view: $0, at: time) } ?? false
            let selfHidden = VisibilitySteps.isHidden(timeline, view: view, at: time)
            if selfHidden && !parentHidden { hidesItself = true }
            return selfHidden || parentHidden
        }
        times.append(0)
        hidden.append(hiddenInTree(at: .zero))
        var previous: Int64 = 0
        for t in candidates where t != previous {
            previous = t
            let h = hiddenInTree(at: StoryTime(ticks: t))
            if h != hidden[hidden.count - 1] {
                times.append(t)
                hidden.append(h)
            }
        }
        return hidesItself
    }

    /// The times at which view `view` itself may be hidden or shown: when it joins or leaves,
    /// and when its `isHidden` changes.
    private mutating func addCandidates(_ timeline: Timeline, view: Int) {
        let added = timeline.views[view].addedAt
        if added.ticks > 0 { candidates.append(added.ticks) }
        if let removed = timeline.views[view].removedAt, removed.ticks > 0 { candidates.append(removed.ticks) }
        timeline.forEachSegment(of: view, .isHidden) { segment in
            // A flag shows its new value from the end of its change (at once when instant).
            let flip = segment.end
            if flip > 0 { candidates.append(flip) }
        }
    }
}
