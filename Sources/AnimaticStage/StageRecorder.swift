import AnimaticClock
import AnimaticTimeline

/// The link from a stage's views to its timeline: views on stage hold it and call
/// ``changed(index:property:to:)`` from their setters.
///
/// - Complexity: O(1) amortised per recorded change (one thread-local read plus the
///   timeline recorder's own work), independent of how many views are on stage.
final class StageRecorder {
    let timeline = TimelineRecorder()
    let clock: VirtualClock
    let context: StoryContext

    init(context: StoryContext) {
        self.context = context
        self.clock = context.clock
    }

    /// Records that a property of the view at `index` now has the model value `value`.
    @inline(__always)
    func changed(index: Int, property: AnimatedProperty, to value: TimelineValue) {
        let now = clock.now
        let thread = AnimationScope.thread
        if property.animates, let scope = thread.current, !scope.instant, !thread.actionsDisabled {
            if let timing = scope.timing {
                return changed(index: index, property: property, to: value, scope: scope, timing: timing)
            }
            scope.tally.changes += 1
            if scope.standardCurve != .max {
                timeline.record(view: index, property: property, start: now + scope.offset,
                                duration: scope.duration, standardCurve: scope.standardCurve, to: value)
            } else {
                timeline.record(view: index, property: property, start: now + scope.offset,
                                duration: scope.duration, curve: scope.curve, to: value)
            }
        } else {
            timeline.record(view: index, property: property, start: now, duration: .zero,
                            curve: .linear, to: value)
        }
    }

    /// Views whose ``UIView/layoutSubviews()`` is pending, laid out at the end of the current
    /// instant's work (UIKit's layout pass at the end of the run-loop turn).
    private var needingLayout: [UIView] = []

    /// Lays `view` out at the end of the current instant's work (one pass per instant).
    func scheduleLayoutPass(for view: UIView) {
        if needingLayout.isEmpty {
            clock.schedule(at: clock.now) { [self] in
                let views = needingLayout
                needingLayout = []
                for view in views where view.stageRecorder === self { view.layoutIfNeeded() }
            }
        }
        needingLayout.append(view)
    }

    /// Reports a problem to the story this stage records.
    func report(_ error: StageError) {
        context.report(error)
    }

    /// Registers `view` and its subtree (pre-order, so parents come first) at the current time.
    func join(_ view: UIView, parent: Int?) {
        var initial = view.timelineState(reportingTo: self)
        let (content, look) = view.timelineContent(into: &initial)
        let pending = view.pendingBlockChanges.isEmpty ? []
            : view.takePendingBlockChanges(into: &initial, at: clock.now, on: clock)
        let index = timeline.addView(identifier: view.storedIdentifier, parent: parent,
                                     initial: initial, at: clock.now, content: content, look: look)
        view.stageRecorder = self
        view.stageIndex = index
        for change in pending {
            timeline.record(view: index, property: change.property, start: change.start, duration: change.duration,
                            curve: change.curve, to: change.to)
        }
        if let hosts = view.storedLayer?.hostViews { for host in hosts { join(host, parent: index) } }
        for child in view.subviews { join(child, parent: index) }
        if let layer = view.storedLayer {
            if !layer.pendingAnimations.isEmpty { layer.runPendingAnimations(self) }
            if layer.zPosition != 0 || layer.shadowPath != nil { layer.checkDrawnAsUIKit() }
        }
        if view.tracksLayout {
            // UIKit lays a view out when it first appears in a window.
            view.needsLayout = true
            scheduleLayoutPass(for: view)
        }
    }

    /// Marks `view` and its subtree as removed at the current time and stops their recording.
    func leave(_ view: UIView) {
        timeline.removeView(view.stageIndex, at: clock.now)
        view.stageRecorder = nil
        view.stageIndex = -1
        if let hosts = view.storedLayer?.hostViews { for host in hosts { leave(host) } }
        for child in view.subviews { leave(child) }
    }

    /// The (view, property) pairs whose recorded changes still run after `time`, as
    /// `"name.property"`, sorted and unique.
    func stillAnimating(after time: StoryTime) -> [String] {
        let frozen = timeline.timeline
        var names = Set<String>()
        for i in 0..<frozen.segmentCount {
            let segment = frozen.segment(i)
            if segment.end > time || segment.start >= time {
                names.insert("\(segment.viewName).\(segment.property)")
            }
        }
        return names.sorted()
    }
}
