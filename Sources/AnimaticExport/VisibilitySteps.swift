import AnimaticClock
import AnimaticTimeline

/// When a view itself is hidden: `isHidden`, or not yet added, or already removed.
///
/// The SVG writer writes it as ONE discrete animation of `visibility` with explicit `keyTimes` (a two-value
/// discrete animation without them would switch at half its duration). The values are
/// `hidden` and `inherit`, never `visible`, so a shown subview of a hidden view stays hidden,
/// as in UIKit.
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

    /// Whether the view itself is hidden at `time` (ancestors aside).
    package static func isHidden(_ timeline: Timeline, view: Int, at time: StoryTime) -> Bool {
        let v = timeline.views[view]
        if time < v.addedAt { return true }
        if let removed = v.removedAt, time >= removed { return true }
        if case .flag(let f) = timeline.value(of: view, .isHidden, at: time) { return f }
        return v.initial.isHidden
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

    /// The steps of view `view`: when it hides itself (``hidesItself(_:view:at:)``) over the story.
    package mutating func build(_ timeline: Timeline, view: Int) {
        times.removeAll(keepingCapacity: true)
        hidden.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        addCandidates(timeline, view: view)
        if let parent = timeline.views[view].parent { addCandidates(timeline, view: parent) }
        candidates.sort()
        times.append(0)
        hidden.append(VisibilitySteps.hidesItself(timeline, view: view, at: .zero))
        for t in candidates where t != times[times.count - 1] {
            let h = VisibilitySteps.hidesItself(timeline, view: view, at: StoryTime(ticks: t))
            if h != hidden[hidden.count - 1] {
                times.append(t)
                hidden.append(h)
            }
        }
    }

    /// The times at which view `view` itself may be hidden or shown: when it joins or leaves,
    /// and when its `isHidden` changes.
    private mutating func addCandidates(_ timeline: Timeline, view: Int) {
        let v = timeline.views[view]
        if v.addedAt.ticks > 0 { candidates.append(v.addedAt.ticks) }
        if let removed = v.removedAt, removed.ticks > 0 { candidates.append(removed.ticks) }
        timeline.forEachSegment(of: view, .isHidden) { segment in
            // A flag shows its new value from the end of its change (at once when instant).
            let flip = segment.end
            if flip > 0 { candidates.append(flip) }
        }
    }
}
