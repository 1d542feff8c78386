import AnimaticClock

extension TimelineRecorder {
    /// Adds a copy of view `root` and its subtree as children of `parent`, every recorded
    /// change (and endless repeat) shifted `shift` later: Core Animation's replicated
    /// instances (`CAReplicatorLayer`, whose instance i plays its sublayers' animations
    /// i × `instanceDelay` later: Apple, "CAReplicatorLayer", `instanceDelay`).
    ///
    /// The copies join and leave when the originals do, in the states `initials` gives (the
    /// state the original joined with for a view it lacks; the root's is `rootInitial`): what
    /// a copy shows until its first shifted change. Each copy's identifier is the original's
    /// followed by `suffix` (none when the original has none).
    ///
    /// - Returns: the index of the root's copy.
    /// - Complexity: O(v + s) for the v views after `root` and the s changes of the subtree.
    package func addCopy(of root: Int, parent: Int, shift: StoryTime, rootInitial: ViewState,
                         initials: [Int: ViewState] = [:], suffix: String) -> Int {
        let end = views.count
        var copyOf: [Int: Int] = [:]
        func copyView(_ v: Int, parent: Int, initial: ViewState) {
            let original = views[v]
            let index = addView(identifier: original.identifier.map { $0 + suffix }, parent: parent, initial: initial,
                                at: original.addedAt, content: original.content, look: original.look,
                                below: v == root ? nil : original.drawnBelow.flatMap { copyOf[$0] })
            if let removed = original.removedAt { removeView(index, at: removed) }
            copyOf[v] = index
        }
        copyView(root, parent: parent, initial: rootInitial)
        // Parents come before children: one pass finds the subtree.
        if root + 1 < end {
            for v in (root + 1)..<end {
                if let p = views[v].parent, let copiedParent = copyOf[p] {
                    copyView(v, parent: copiedParent, initial: initials[v] ?? views[v].initial)
                }
            }
        }
        var copiedSegment: [Int32: Int32] = [:]
        for (v, copy) in copyOf.sorted(by: { $0.key < $1.key }) {
            for property in AnimatedProperty.allCases {
                // The live changes of the track, in start order.
                var chain: [Int32] = []
                var index = lastInTrack[v * TimelineRecorder.propertyCount + Int(property.rawValue)]
                while index >= 0 {
                    if !packed[Int(index)].isDead { chain.append(index) }
                    index = packed[Int(index)].previousInTrack
                }
                let track = copy * TimelineRecorder.propertyCount + Int(property.rawValue)
                for i in chain.reversed() {
                    let seg = packed[Int(i)]
                    let stored = store(view: copy, property: property, track: track, last: lastInTrack[track],
                                       start: seg.start + shift.ticks, duration: seg.duration,
                                       curve: curves[Int(seg.curve)], from: fromValue(seg), to: toValue(seg))
                    if stored { copiedSegment[i] = Int32(packed.count - 1) }
                }
            }
        }
        for marker in endlessRepeats.values {
            guard let copy = copyOf[marker.view] else { continue }
            let segments = marker.segments.compactMap { copiedSegment[$0] }
            guard segments.count == marker.segments.count else { continue }
            endlessRepeats[copy * TimelineRecorder.propertyCount + Int(marker.property.rawValue)] =
                EndlessRepeatMarker(view: copy, property: marker.property, start: marker.start + shift.ticks,
                                    period: marker.period, segments: segments)
        }
        return copyOf[root]!
    }

    /// Makes view `cover` cover the bounds of its parent `source` at every instant: its size
    /// is `source`'s and its centre the middle of `source`'s bounds, in the state it joined with
    /// and through every recorded change of `source`'s size (same starts, durations and curves:
    /// the centre moves by half the size change, so it follows exactly).
    ///
    /// - Complexity: O(s) for the s changes of `source`'s size.
    package func cover(_ cover: Int, boundsOf source: Int) {
        let bounds = views[source].initial
        var state = views[cover].initial
        state.width = bounds.width; state.height = bounds.height
        state.centerX = bounds.boundsX + bounds.width / 2; state.centerY = bounds.boundsY + bounds.height / 2
        views[cover].initial = state
        var chain: [Int32] = []
        var index = lastInTrack[source * TimelineRecorder.propertyCount + Int(AnimatedProperty.size.rawValue)]
        while index >= 0 {
            if !packed[Int(index)].isDead { chain.append(index) }
            index = packed[Int(index)].previousInTrack
        }
        for i in chain.reversed() {
            let seg = packed[Int(i)]
            guard case .size(let w0, let h0) = fromValue(seg), case .size(let w1, let h1) = toValue(seg) else { continue }
            let curve = curves[Int(seg.curve)]
            for (property, from, to) in [
                (AnimatedProperty.size, TimelineValue.size(width: w0, height: h0), TimelineValue.size(width: w1, height: h1)),
                (.center, .point(x: bounds.boundsX + w0 / 2, y: bounds.boundsY + h0 / 2),
                 .point(x: bounds.boundsX + w1 / 2, y: bounds.boundsY + h1 / 2)),
            ] {
                let track = cover * TimelineRecorder.propertyCount + Int(property.rawValue)
                _ = store(view: cover, property: property, track: track, last: lastInTrack[track], start: seg.start,
                          duration: seg.duration, curve: curve, from: from, to: to)
            }
        }
    }

    /// Replaces the state view `v` joined with.
    package func setInitial(_ state: ViewState, of v: Int) {
        views[v].initial = state
    }

    /// Replaces the looks of view `v`.
    package func setLook(_ look: LayerLook, of v: Int) {
        views[v].look = look
    }

    /// The looks of view `v`.
    package func look(of v: Int) -> LayerLook { views[v].look }

    /// The state view `v` joined with.
    package func initial(of v: Int) -> ViewState { views[v].initial }
}
