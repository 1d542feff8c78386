import AnimaticClock
import AnimaticTimeline

/// How deep a view tree may be: ``maximum`` levels, the stage's own subviews being level 1.
///
/// Every part of Animatic that follows the tree (recording, the SVG writer, state, timeline
/// text, review pages) can then go down it without running out of stack, and every exported
/// document stays well inside what browsers draw: each level of views is at most a handful of
/// nested SVG elements, and Chromium 156 stops drawing past about 4,990 nested elements
/// (measured with `<g>` chains: 4,992 drawn, 5,000 not). Adding a view that would make a tree
/// deeper (`addSubview`, `insertSubview`, `Stage.addSubview`) is reported as
/// ``StoryProblem/notSupported(call:feature:)`` and leaves both trees as they were; a refusal
/// outside any recording is reported when the tree joins a stage.
enum ViewTreeDepth {
    /// The deepest level a view may have: 256.
    static let maximum = 256

    /// Keeps a refusal made while no story was recording on the view that refused, for the
    /// recording it joins (the first refusal is kept).
    static func remember(_ problem: StoryProblem, on view: UIView) {
        if view.extras == nil { view.extras = ViewExtras() }
        if view.extras!.refusedTooDeep == nil { view.extras!.refusedTooDeep = problem }
    }

    /// The number of levels of `view`'s subtree (1 for a view without subviews), or `nil`
    /// as soon as it exceeds `limit`.
    ///
    /// - Complexity: O(views of the subtree, down to `limit` levels); no recursion.
    static func height(of view: UIView, limit: Int) -> Int? {
        if view.subviews.isEmpty { return 1 }
        var deepest = 1
        var stack: [(UIView, Int)] = [(view, 1)]
        while let (v, level) = stack.popLast() {
            if level > deepest {
                deepest = level
                if deepest > limit { return nil }
            }
            for child in v.subviews { stack.append((child, level + 1)) }
        }
        return deepest
    }

    /// The level of `view` in its tree: 1 for a view without a superview.
    ///
    /// - Complexity: O(level), which adding views keeps at most ``maximum``.
    static func level(of view: UIView) -> Int {
        var level = 1
        var current = view
        while let parent = current.storedSuperview { level += 1; current = parent }
        return level
    }
}

extension UIView {
    /// Why `view` cannot be added under `parent` (the stage when `nil`): the tree would be
    /// deeper than ``ViewTreeDepth/maximum``; `nil` when it can.
    static func depthProblem(adding view: UIView, under parent: UIView?, call: String) -> StoryProblem? {
        let above = parent.map(ViewTreeDepth.level(of:)) ?? 0
        let room = ViewTreeDepth.maximum - above
        if room > 0, ViewTreeDepth.height(of: view, limit: room) != nil { return nil }
        let place = parent.map { "under view \(Timeline.inert($0.displayName))" } ?? "on the stage"
        return .notSupported(call: call, feature: "a view tree deeper than \(ViewTreeDepth.maximum) levels"
                             + " (view \(Timeline.inert(view.displayName)) was not added \(place), at level \(above + 1))")
    }
}
