import AnimaticClock
import AnimaticEngine
import AnimaticRuntime
import AnimaticTimeline

// The UIKit face's side of joining and leaving the stage: the engine's recorder keeps one
// `ViewRecord` a view (``StageRecorder/add(_:identifier:parent:below:initial:content:look:pending:)``,
// ``StageRecorder/remove(_:)``); what a view draws, its subtree, its layer's hosts and its
// layout are the view's, walked here.

extension StageRecorder {
    /// Registers `view` and its subtree (pre-order, so parents come first) at the current time,
    /// `view` in front of its siblings or directly below the sibling at index `below`.
    func join(_ view: UIView, parent: Int?, below: Int? = nil) {
        var initial = view.timelineState(reportingTo: self)
        let (content, look) = view.timelineContent(into: &initial)
        let pending = view.pendingBlockChanges.isEmpty ? []
            : view.takePendingBlockChanges(into: &initial, at: clock.now, on: clock)
        let index = add(&view.engineRecord, identifier: view.storedIdentifier, parent: parent, below: below,
                        initial: initial, content: content, look: look, pending: pending)
        view.reportUnshowableValues(to: self)
        if let hosts = view.storedLayer?.hostViews { for host in hosts { join(host, parent: index) } }
        for child in view.subviews { join(child, parent: index) }
        if let layer = view.storedLayer {
            if !layer.pendingAnimations.isEmpty { layer.runPendingAnimations(self) }
            layer.didJoinStage()
        }
        if view.tracksLayout {
            // UIKit lays a view out when it first appears in a window.
            view.needsLayout = true
            scheduleLayoutPass(for: view)
            if type(of: view).requiresConstraintBasedLayout { view.setNeedsUpdateConstraints() }
            view.didJoinStage()
        }
        if let extras = view.extras, let refused = extras.refusedTooDeep {
            extras.refusedTooDeep = nil
            report(refused)
        }
        if let engine = view.extras?.layout?.engine {
            // A hierarchy with constraints lays out when it appears.
            engine.passScheduled = false
            engine.changed()
        }
    }

    /// Records where `view`, one of `siblings` (its superview's `subviews` or the stage's own
    /// views, already in their new order), is drawn from now on: directly below the next
    /// sibling on this stage, or in front of them all.
    func recordMove(of view: UIView, in siblings: [UIView]) {
        guard view.stageRecorder === self, view.stageIndex >= 0,
              let position = siblings.firstIndex(where: { $0 === view }) else { return }
        let next = siblings[(position + 1)...].first { $0.stageRecorder === self && $0.stageIndex >= 0 }
        move(view: view.stageIndex, below: next?.stageIndex)
    }

    /// Reports that `view`, on this stage, was just added (by `call`) to the stage of another
    /// story being recorded (one recorded inside this story's code): it left this story, and
    /// what it does later shows in the other one only.
    func reportMovedToAnotherStory(_ view: UIView, call: String) {
        report(.misuse(call: call, problem: "view \(Timeline.inert(view.displayName)) was moved to the stage of another"
                       + " story being recorded, so it left this one and its later changes are not recorded here;"
                       + " a view belongs to one story (make a view for each)"))
    }

    /// Marks `view` and its subtree as removed at the current time and stops their recording.
    func leave(_ view: UIView) {
        remove(&view.engineRecord)
        if let hosts = view.storedLayer?.hostViews { for host in hosts { leave(host) } }
        for child in view.subviews { leave(child) }
    }

    /// Whether `view` (on this stage) joined it at the current time: its drawing can still change.
    func joinedNow(_ view: UIView) -> Bool { joinedNow(index: view.stageIndex) }
}

extension UIView: StageLayoutView {
    /// Lays the view out in the layout pass of `recorder` if it is still on that stage.
    @usableFromInline package final func layOutInPass(of recorder: StageRecorder) {
        if stageRecorder === recorder { layoutIfNeeded() }
    }
}

extension UIViewPropertyAnimator: StageChangeCapture {}

extension CAMediaTimingFunction: TransactionTimingFunction {}
