import AnimaticClock
import AnimaticEngine
import AnimaticTimeline

extension StageRecorder {
    /// Adds the instances of every replicator that joined the stage (see ``CAReplicatorLayer``),
    /// once, when the recording ends: instance i is a copy of the first instance's subtree
    /// whose changes are shifted i × `instanceDelay` later, transformed and faded as the
    /// replicator says.
    ///
    /// - Complexity: O(r · n · (v + s)) for r replicators of n instances over v views and s
    ///   changes; nothing for stories without replicators.
    func addReplicatedInstances() {
        let list = replicators
        replicators = []
        for entry in list {
            guard let layer = entry.layer as? CAReplicatorLayer else { continue }
            let problems = layer.instanceProblems()
            for problem in problems {
                report(.notSupported(call: problem.call, feature: "\(problem.feature) (view \(entry.name))"))
            }
            guard problems.isEmpty else { continue }
            // The instances turn about the replicator's centre, also while its bounds change.
            timeline.cover(entry.instances, boundsOf: entry.view)
            let count = max(0, layer.instanceCount)
            var first = timeline.initial(of: entry.instances)
            first.alpha = layer.instanceAlpha(0)
            if count == 0 { first.isHidden = true }
            timeline.setInitial(first, of: entry.instances)
            var look = timeline.look(of: entry.instances)
            look.colorMultiplier = layer.instanceColorMultiplier(0)
            timeline.setLook(look, of: entry.instances)
            guard count > 1 else { continue }
            let delay = layer.instanceDelay
            // Before its delay has passed, an instance shows the model values (Core Animation
            // delays only the animations): those the sublayers have now.
            var models: [Int: ViewState] = [:]
            func collect(_ view: UIView) {
                if view.stageRecorder === self, view.stageIndex >= 0 {
                    models[view.stageIndex] = view.modelTimelineState(reportingTo: self)
                }
                if let hosts = view.storedLayer?.hostViews { for host in hosts { collect(host) } }
                for child in view.subviews { collect(child) }
            }
            if let holder = layer.sublayerHolder.owner {
                if let hosts = holder.storedLayer?.hostViews { for host in hosts { collect(host) } }
            }
            for i in 1..<count {
                var state = first
                state.transform = UIView.components(of: layer.instanceMatrix(i))
                state.alpha = layer.instanceAlpha(i)
                guard let shift = StoryTime(validSeconds: delay * Double(i)) else {
                    report(.notSupported(call: "CAReplicatorLayer.instanceDelay",
                                         feature: "an instance delay beyond the story's time range (view \(entry.name))"))
                    break
                }
                let copy = timeline.addCopy(of: entry.instances, parent: entry.view, shift: shift, rootInitial: state,
                                            initials: models, suffix: "-\(i)")
                look.colorMultiplier = layer.instanceColorMultiplier(i)
                timeline.setLook(look, of: copy)
            }
        }
    }
}
