import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

// UIView's hierarchy: the checks and bookkeeping behind `addSubview` and the `insertSubview`
// family (the overridable entry points and hooks stay in UIView.swift).

extension UIView {
    /// Whether this view is `view` or one of its subviews, at any depth.
    /// A view added to the stage is a descendant of the stage (its window), as in UIKit.
    public final func isDescendant(of view: UIView) -> Bool {
        var current = self
        while true {
            if current === view { return true }
            guard let parent = current.storedSuperview else { break }
            current = parent
        }
        return current.storedStage === view && !current.isWindowView
    }

    final func insert(_ view: UIView, at index: Int?, call: String) {
        // A leaf (the usual case, and every step of a chain built top-down) is an ancestor of
        // nothing: no walk up the tree to find out.
        if view.subviews.isEmpty ? view === self : isDescendant(of: view) {
            let problem = view === self ? "cannot add a view to itself" : "cannot add a view to one of its own subviews"
            if let recorder = stageRecorder ?? view.stageRecorder { recorder.report(.misuse(call: call, problem: problem)) }
            else { StoryContext.reportToCurrent(StoryProblem.misuse(call: call, problem: problem)) }
            return
        }
        if view.storedSuperview === self, let position = subviews.firstIndex(where: { $0 === view }) {
            // Already ours: only the position changes.
            subviews.remove(at: position)
            let target = min(max(0, index ?? subviews.count), subviews.count)
            subviews.insert(view, at: target)
            if target != position, let recorder = stageRecorder { recorder.recordMove(of: view, in: subviews) }
            return
        }
        if let problem = UIView.depthProblem(adding: view, under: self, call: call) {
            if let recorder = stageRecorder ?? view.stageRecorder { recorder.report(problem) }
            else if !StoryContext.reportToCurrent(problem) { ViewTreeDepth.remember(problem, on: self) }
            return
        }
        // Hooks in the order UIKit was observed to call them when adding (jianshu.com/p/681053cc48fd):
        // willMove(toSuperview:), didMoveToSuperview(), then the window's pair for the subtree.
        view.willMove(toSuperview: self)
        let oldWindow = view.window
        if let oldRecorder = view.stageRecorder, let recorder = stageRecorder, oldRecorder !== recorder {
            oldRecorder.reportMovedToAnotherStory(view, call: call)
        }
        view.detach()
        let target = min(max(0, index ?? subviews.count), subviews.count)
        // Joining behind a sibling: drawn directly below the one now at its place.
        let below = target == subviews.count || stageRecorder == nil ? nil : subviews[target].stageIndex
        subviews.insert(view, at: target)
        view.storedSuperview = self
        if let layout = view.extras?.layout {
            if !layout.autoresizingMask.isEmpty { hasAutoresizingSubviews = true }
            if let joining = layout.engine {
                // The view's hierarchy joins this one: so do its constraints.
                layout.engine = nil
                LayoutEngine.of(tree: topView).merge(joining)
            }
        }
        view.superviewTintMayHaveChanged()
        if let recorder = stageRecorder { recorder.join(view, parent: stageIndex, below: below.flatMap { $0 >= 0 ? $0 : nil }) }
        setNeedsLayout()   // UIKit lays out a view whose subviews changed
        view.didMoveToSuperview()
        let newWindow = window
        if oldWindow !== newWindow {
            UIView.sendWillMove(toWindow: newWindow, in: view)
            UIView.sendDidMoveToWindow(in: view)
        }
    }
}
