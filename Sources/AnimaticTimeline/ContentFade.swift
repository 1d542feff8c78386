import AnimaticClock

/// One version of a view's drawing and its share of the picture at an instant (see
/// ``TimelineView/contentMix(at:)``).
public struct ContentShare: Hashable, Sendable {
    /// Which version: 0 for ``TimelineView/content``, k for `contentChanges[k - 1]`.
    public var version: Int
    /// What the version draws.
    public var content: ViewContent
    /// Its share, 0...1; the shares of one instant add up to 1.
    public var weight: Double
}

/// A cross-dissolve as Core Animation draws it: the picture on screen when the change is made
/// (the "old" snapshot, itself a mix when an earlier fade is still running) is blended with
/// the new content, `old · (1 − p) + new · p`, p following the change's curve from 0 to
/// ``ContentChange/reach`` over its duration (Apple, "UIView.AnimationOptions.transitionCrossDissolve":
/// "A transition that dissolves from one view to the next"; `CATransition` type `fade`: "The
/// layer's content fades as it becomes visible or hidden").
extension TimelineView {
    /// Every version of the view's drawing, oldest first: ``content`` then each change's.
    public var contentVersions: [ViewContent] { [content] + contentChanges.map(\.content) }

    /// Each version's share of the picture at `time` (one number per ``contentVersions``
    /// element, adding up to 1): the newest version shown has all of it, except during a
    /// cross-dissolve.
    ///
    /// ```swift
    /// // text "A", then at 1 s a 0.4 s linear cross-dissolve to "B":
    /// view.contentWeights(at: StoryTime(seconds: 1.1))   // [0.75, 0.25]
    /// ```
    ///
    /// A change made while an earlier fade runs starts from the picture on screen then: the
    /// shares at that instant are the "old" picture, and each shrinks by `1 − p` while the new
    /// version grows by p (nothing jumps; a change at once takes the whole share at once).
    public func contentWeights(at time: StoryTime) -> [Double] {
        let changes = contentChanges
        var weights = [Double](repeating: 0, count: changes.count + 1)
        weights[0] = 1
        var base = weights
        var running = -1
        for (k, change) in changes.enumerated() where change.time <= time {
            if running >= 0 { weights = TimelineView.mixed(base, changes[running], version: running + 1, at: change.time) }
            base = weights
            running = k
        }
        if running >= 0 { weights = TimelineView.mixed(base, changes[running], version: running + 1, at: time) }
        return weights
    }

    /// The versions with a share of the picture at `time`, oldest first (one, with weight 1,
    /// outside cross-dissolves).
    public func contentMix(at time: StoryTime) -> [ContentShare] {
        let versions = contentVersions
        return contentWeights(at: time).enumerated().compactMap { k, weight in
            weight > 0 ? ContentShare(version: k, content: versions[k], weight: weight) : nil
        }
    }

    /// Whether any content change cross-dissolves.
    public var contentFades: Bool { contentChanges.contains(where: \.fades) }

    /// `base` blended towards `version` by `change` at `time`.
    private static func mixed(_ base: [Double], _ change: ContentChange, version: Int, at time: StoryTime) -> [Double] {
        let p = change.share(at: time)
        var weights = base.map { $0 * (1 - p) }
        weights[version] = p
        return weights
    }

    /// One piece of a version's share over time (see ``contentShareSegments(version:)``).
    package struct ShareSegment: Equatable {
        package var start: StoryTime
        package var duration: StoryTime
        package var curve: TimingCurve
        package var from: Double
        package var to: Double

        package init(start: StoryTime, duration: StoryTime, curve: TimingCurve, from: Double, to: Double) {
            self.start = start; self.duration = duration; self.curve = curve; self.from = from; self.to = to
        }
    }

    /// The share of version `version` over the story as segments (a writer's keyframes): each
    /// change from the version's own on moves it, along that change's curve, from its share
    /// when the change is made to its share when the change ends or the next change is made
    /// (a running fade cut there, its curve cut exactly); changes that leave the share as it is
    /// are left out. Before its change a version has no share.
    package func contentShareSegments(version: Int) -> [ShareSegment] {
        let changes = contentChanges
        var out: [ShareSegment] = []
        var share = version == 0 ? 1.0 : 0
        for (k, change) in changes.enumerated() where k + 1 >= version {
            let isNew = k + 1 == version
            let from = isNew ? 0 : share
            if !isNew && from == 0 { break }
            let next = k + 1 < changes.count ? changes[k + 1].time : nil
            var end = change.time + change.duration
            if let next, next < end { end = next }
            let duration = end - change.time
            var curve = change.curve, p = change.reach
            if change.duration > .zero && duration < change.duration {
                let f = Double(duration.ticks) / Double(change.duration.ticks)
                curve = change.curve.subcurve(fromTime: 0, toTime: f)
                p = change.reach * change.curve.progress(at: f)
            }
            let to = isNew ? p : from * (1 - p)
            if to != from || isNew {
                out.append(ShareSegment(start: change.time, duration: change.duration > .zero ? duration : .zero,
                                        curve: curve, from: from, to: to))
            }
            share = to
        }
        return out
    }

    /// When the last cross-dissolve ends (a fade interrupted by a later change ends there), or
    /// `nil` without fades.
    package var contentFadeEnd: StoryTime? {
        let changes = contentChanges
        var end: StoryTime?
        for (k, change) in changes.enumerated() where change.fades {
            var stop = change.time + change.duration
            if k + 1 < changes.count { stop = min(stop, changes[k + 1].time) }
            end = max(end ?? stop, stop)
        }
        return end
    }
}

extension ContentChange {
    /// The new content's share at `time`: 0 before the change, then along the curve up to
    /// ``reach`` (at once for a change without duration).
    public func share(at time: StoryTime) -> Double {
        if time < self.time { return 0 }
        guard duration > .zero else { return reach }
        let fraction = Double((time - self.time).ticks) / Double(duration.ticks)
        return fraction >= 1 ? reach : reach * curve.progress(at: fraction)
    }

    /// This change as a story cut at `end` keeps it: a fade still running then stops there
    /// with the share it has (its curve cut exactly, ``reach`` lowered to that share).
    package func cut(at end: StoryTime) -> ContentChange {
        guard fades, time + duration > end, end > time else { return self }
        let f = Double((end - time).ticks) / Double(duration.ticks)
        return ContentChange(time: time, content: content, duration: end - time,
                             curve: curve.subcurve(fromTime: 0, toTime: f), reach: reach * curve.progress(at: f))
    }
}
