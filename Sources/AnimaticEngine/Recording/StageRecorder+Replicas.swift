import AnimaticClock
import AnimaticTimeline

/// What a replicator layer makes of its first instance, read from the face's
/// `CAReplicatorLayer` when the recording ends (see ``StageRecorder/addInstances(of:_:)``).
package struct ReplicaPlan {
    /// `instanceCount` (at least 0).
    package var count: Int
    /// `instanceDelay`, in seconds: instance i's changes come i × this later.
    package var delay: Double
    /// Instance i's transform (i × `instanceTransform`, about the replicator's centre).
    package var transform: (Int) -> TransformComponents
    /// Instance i's opacity (from `instanceAlphaOffset`).
    package var alpha: (Int) -> Double
    /// Instance i's colour multiplier (from `instanceColor` and its offsets), nil for none.
    package var colorMultiplier: (Int) -> RGBA?
    /// The model state of each view of the first instance's subtree, by stage index: what an
    /// instance shows before its delay has passed (Core Animation delays only the animations).
    package var models: [Int: ViewState]

    /// A plan of `count` instances.
    package init(count: Int, delay: Double, transform: @escaping (Int) -> TransformComponents,
                 alpha: @escaping (Int) -> Double, colorMultiplier: @escaping (Int) -> RGBA?,
                 models: [Int: ViewState]) {
        self.count = count; self.delay = delay; self.transform = transform; self.alpha = alpha
        self.colorMultiplier = colorMultiplier; self.models = models
    }
}

extension StageRecorder {
    /// Records the instances of the replicator `entry` as `plan` says, in one call: instance
    /// i is a copy of the first instance's subtree whose changes are shifted i × the delay
    /// later, transformed and faded (the first instance is the subtree itself, faded and
    /// coloured as instance 0).
    ///
    /// - Complexity: O(n · (v + s)) for n instances over v views and s changes.
    package func addInstances(of entry: ReplicatorEntry, _ plan: ReplicaPlan) {
        // The instances turn about the replicator's centre, also while its bounds change.
        timeline.cover(entry.instances, boundsOf: entry.view)
        let count = max(0, plan.count)
        var first = timeline.initial(of: entry.instances)
        first.alpha = plan.alpha(0)
        if count == 0 { first.isHidden = true }
        timeline.setInitial(first, of: entry.instances)
        var look = timeline.look(of: entry.instances)
        look.colorMultiplier = plan.colorMultiplier(0)
        timeline.setLook(look, of: entry.instances)
        guard count > 1 else { return }
        for i in 1..<count {
            var state = first
            state.transform = plan.transform(i)
            state.alpha = plan.alpha(i)
            guard let shift = StoryTime(validSeconds: plan.delay * Double(i)) else {
                report(.notSupported(call: "CAReplicatorLayer.instanceDelay",
                                     feature: "an instance delay beyond the story's time range (view \(entry.name))"))
                break
            }
            let copy = timeline.addCopy(of: entry.instances, parent: entry.view, shift: shift, rootInitial: state,
                                        initials: plan.models, suffix: "-\(i)")
            look.colorMultiplier = plan.colorMultiplier(i)
            timeline.setLook(look, of: copy)
        }
    }
}
