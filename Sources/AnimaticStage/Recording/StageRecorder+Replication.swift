import AnimaticClock
import AnimaticEngine
import AnimaticTimeline

extension StageRecorder {
    /// Adds the instances of every replicator that joined the stage (see ``CAReplicatorLayer``),
    /// once, when the recording ends: the layer's instance properties, read here, become one
    /// ``ReplicaPlan`` a replicator, which the engine records in one call
    /// (``StageRecorder/addInstances(of:_:)``).
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
            // Before its delay has passed, an instance shows the model values (Core Animation
            // delays only the animations): those the sublayers have now.
            var models: [Int: ViewState] = [:]
            if layer.instanceCount > 1 {
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
            }
            addInstances(of: entry, ReplicaPlan(
                count: layer.instanceCount, delay: layer.instanceDelay,
                transform: { UIView.components(of: layer.instanceMatrix($0)) },
                alpha: { layer.instanceAlpha($0) }, colorMultiplier: { layer.instanceColorMultiplier($0) },
                models: models))
        }
    }
}
