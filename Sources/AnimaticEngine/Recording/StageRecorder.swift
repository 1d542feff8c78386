import AnimaticRuntime
import Foundation
import AnimaticClock
import AnimaticTimeline

/// The link from a stage's views to its timeline: views on stage hold it and call
/// ``changed(index:property:to:)`` from their setters.
///
/// - Complexity: O(1) amortised per recorded change (one thread-local read plus the
///   timeline recorder's own work), independent of how many views are on stage.
@usableFromInline package final class StageRecorder {
    /// The timeline being recorded: only StageRecorder's files use it (the rest of the stage
    /// goes through the methods below and in StageRecorder+Timing.swift).
    @usableFromInline package let timeline = TimelineRecorder()
    @usableFromInline package let clock: VirtualClock
    package let context: StoryContext
    /// The replicator layers that joined the stage (StageRecorder+Replication.swift).
    @exclusivity(unchecked) package var replicators: [ReplicatorEntry] = []
    /// `CATransition` fades added in the current instant, by stage index
    /// (StageRecorder+ContentFade.swift).
    @exclusivity(unchecked) package var contentTransitions: [Int: ContentTransition] = [:]

    package init(context: StoryContext) {
        self.context = context
        self.clock = context.clock
    }

    /// Records that a property of the view at `index` now has the model value `value`.
    ///
    /// `@inline(__always)`: every setter of the stage calls it from another module, where
    /// `@inlinable` alone left it out of line (callgrind, 10,000 views: 7.4 M instructions).
    @inlinable @inline(__always)
    package func changed(index: Int, property: AnimatedProperty, to value: TimelineValue) {
        let now = clock.now
        let thread = AnimationScope.thread
        if property.animates, let scope = thread.current, !scope.instant, !thread.actionsDisabled {
            if !property.animatesInViewBlocks || (hasLayerHosts && isLayerHost(index)) {
                return changedOutsideViewAnimation(index: index, property: property, to: value, scope: scope, at: now)
            }
            replaceImplicit(index: index, property: property)
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
        } else if property.animates && thread.current == nil && !thread.actionsDisabled
                    && hasLayerHosts && isLayerHost(index) {
            implicitlyAnimate(index: index, property: property, to: value, at: now)
        } else if property.descriptor.isAdditiveGeometry
                    && !(hasLayerHosts && isLayerHost(index))
                    && timeline.shiftRunningChange(view: index, property: property, at: now, to: value) {
            // A view's geometry set while it animates: UIKit's additive animations shift.
        } else {
            timeline.record(view: index, property: property, start: now, duration: .zero,
                            curve: .linear, to: value)
        }
    }

    /// A change inside an animation block that UIKit's view animation does not animate: a
    /// property UIView does not animate (see ``AnimatedProperty/animatesInViewBlocks``) changes
    /// at once, and a standalone layer (added with `addSublayer`) runs its own implicit
    /// animation, with the transaction's duration (0.25 s by default) rather than the block's
    /// (khanlou.com, "Mixing UIView and CALayer animations", 2012). A cross-dissolve transition
    /// still blends a label's text colour (the snapshots it fades between differ only there).
    @inline(never) @usableFromInline
    package func changedOutsideViewAnimation(index: Int, property: AnimatedProperty, to value: TimelineValue,
                                             scope: AnimationScope, at now: StoryTime) {
        if property == .textColor, let timing = scope.timing, let views = timing.crossDissolve, views.contains(index) {
            // Blended like the view's colours, repeats (`modifyAnimations`) included.
            return changed(index: index, property: property, to: value, scope: scope, timing: timing)
        }
        if hasLayerHosts && isLayerHost(index) {
            implicitlyAnimate(index: index, property: property, to: value, at: now)
        } else {
            timeline.record(view: index, property: property, start: now, duration: .zero, curve: .linear, to: value)
        }
    }

    /// Whether the view at each index draws a standalone layer (one added with
    /// `addSublayer`), whose changes outside animation blocks animate implicitly.
    @exclusivity(unchecked) package var layerHosts: [Bool] = []
    /// Whether any view on stage draws a standalone layer (so that stories without any pay one
    /// flag test per change).
    @exclusivity(unchecked) @usableFromInline package var hasLayerHosts = false

    /// Whether the view at `index` draws a standalone layer.
    @inline(never) @usableFromInline package func isLayerHost(_ index: Int) -> Bool { index < layerHosts.count && layerHosts[index] }

    /// An implicit animation waiting for the end of its instant (its transaction's commit).
    @usableFromInline struct ImplicitChange {
        package var from: TimelineValue
        package var to: TimelineValue
        package var duration: StoryTime
        package var curve: TimingCurve
    }

    /// Implicit animations of the current instant, by track.
    @exclusivity(unchecked) @usableFromInline var implicitChanges: [TrackKey: ImplicitChange] = [:]
    @exclusivity(unchecked) private var implicitOrder: [TrackKey] = []

    /// Core Animation's implicit animation of a standalone layer's property changed outside any
    /// animation block: a `CABasicAnimation` over the current transaction's duration (0.25 s by
    /// default) along its timing function (linear by default), from the value on screen before
    /// the transaction to the model value when it commits (Apple, "Core Animation Programming
    /// Guide", Table B-2 "Default Implied Basic Animation"; a view's own layer never animates
    /// implicitly: objc.io issue 12, "View-Layer Synergy").
    ///
    /// The change shows at once, and the animation is recorded at the end of the instant's work
    /// (the transaction's commit): several changes in one instant make one animation to the
    /// last value, and an animation block or explicit animation of the property in the same
    /// instant replaces it (so "set, then animate" starts from the value set, as for views). A
    /// layer that joined the stage in this same instant has not been on screen yet, so its
    /// changes show at once.
    @usableFromInline package func implicitlyAnimate(index: Int, property: AnimatedProperty, to value: TimelineValue, at now: StoryTime) {
        let key = TrackKey(view: index, property)
        let seconds = Transactions.animationDuration()
        if timeline.addedTime(of: index) != now, let duration = StoryTime(validSeconds: seconds), duration > .zero {
            let curve = Transactions.animationCurve() ?? .linear
            if var pending = implicitChanges[key] {
                pending.to = value; pending.duration = duration; pending.curve = curve
                implicitChanges[key] = pending
            } else {
                let before = timeline.presentationValue(view: index, property: property, at: now)
                if implicitChanges.isEmpty {
                    clock.schedule(at: now) { [self] in commitImplicitChanges(at: now) }
                }
                implicitChanges[key] = ImplicitChange(from: before, to: value, duration: duration, curve: curve)
                implicitOrder.append(key)
            }
            Transactions.animationAdded(ending: now + duration)
        } else {
            implicitChanges[key] = nil
        }
        timeline.record(view: index, property: property, start: now, duration: .zero, curve: .linear, to: value)
    }

    /// An animation of the track recorded in this instant replaces its pending implicit one.
    @inlinable package func replaceImplicit(index: Int, property: AnimatedProperty) {
        if !implicitChanges.isEmpty { implicitChanges[TrackKey(view: index, property)] = nil }
    }

    /// The transaction commits: the implicit animations still pending are recorded.
    private func commitImplicitChanges(at now: StoryTime) {
        let order = implicitOrder
        let changes = implicitChanges
        implicitOrder = []
        implicitChanges = [:]
        for key in order {
            guard let change = changes[key], change.from != change.to else { continue }
            timeline.record(view: key.view, property: key.property, start: now, duration: change.duration,
                            curve: change.curve, from: change.from, to: change.to)
        }
    }

    /// Views whose layout is pending (UIKit's `layoutSubviews()`), laid out at the end of the
    /// current instant's work (UIKit's layout pass at the end of the run-loop turn).
    @exclusivity(unchecked) private var needingLayout: [any StageLayoutView] = []

    /// Views whose own layout is running on this stage, innermost last (see ``beginOwnLayout(of:)``).
    @exclusivity(unchecked) private var layingOut: [ObjectIdentifier] = []
    /// Views that asked for layout from their own layout, waiting for a later instant's pass,
    /// and the instant they last asked.
    @exclusivity(unchecked) private var deferredLayout: [any StageLayoutView] = []
    @exclusivity(unchecked) private var deferredAt = StoryTime.zero

    /// Lays `view` out at the end of the current instant's work (one pass per instant), with the
    /// views deferred at an earlier instant (``deferLayoutPass(for:)``).
    package func scheduleLayoutPass(for view: any StageLayoutView) {
        if needingLayout.isEmpty {
            clock.schedule(at: clock.now) { [self] in
                var views = needingLayout
                needingLayout = []
                if !deferredLayout.isEmpty, clock.now > deferredAt {
                    views = deferredLayout + views
                    deferredLayout = []
                }
                // Each view once in a pass (a deferred one may have asked again since).
                var seen = Set<ObjectIdentifier>()
                for view in views where seen.insert(ObjectIdentifier(view)).inserted { view.layOutInPass(of: self) }
            }
        }
        needingLayout.append(view)
    }

    /// Lays `view`, which asked for layout from its own layout (``isLayingOut(_:)``), out in the
    /// first layout pass of a later instant, not again in this one: Core Animation clears a
    /// layer's flag before `layoutSublayers` and serves a `setNeedsLayout` made there at its next
    /// commit, the next run-loop turn (Apple, `CALayer.layoutIfNeeded()`, `setNeedsLayout()`).
    /// Laid out again in the same instant, a view that inserts a subview in every
    /// `layoutSubviews()` (IBAnimatable's gradient views) would be laid out forever at one story
    /// time. If no later pass comes, the view keeps the layout it has (it was laid out at the
    /// bounds it has).
    package func deferLayoutPass(for view: any StageLayoutView) {
        if !deferredLayout.contains(where: { $0 === view }) { deferredLayout.append(view) }
        deferredAt = clock.now
    }

    /// `view`'s own layout (its controller's `viewWillLayoutSubviews()`, `layoutSubviews()`,
    /// `viewDidLayoutSubviews()`) starts: until ``endOwnLayout()``, a layout it asks for itself
    /// waits for a later instant (``deferLayoutPass(for:)``).
    package func beginOwnLayout(of view: any StageLayoutView) { layingOut.append(ObjectIdentifier(view)) }

    /// The innermost own layout begun with ``beginOwnLayout(of:)`` ends.
    package func endOwnLayout() { if !layingOut.isEmpty { layingOut.removeLast() } }

    /// Whether `view`'s own layout is running on this stage.
    package func isLayingOut(_ view: any StageLayoutView) -> Bool { layingOut.contains(ObjectIdentifier(view)) }

    /// Reports a problem to the story this stage records.
    package func report(_ error: StoryProblem) {
        context.report(error)
    }

    /// Registers one view at the current time (its subtree is the caller's: pre-order, so
    /// parents come first), in front of its siblings or directly below the sibling at index
    /// `below`: adds it to the timeline with its initial state, content and looks, points its
    /// ``ViewRecord`` here, and records the changes it kept while off stage (``PendingBlockChange``).
    ///
    /// - Returns: the view's stage index.
    package func add(_ record: inout ViewRecord, identifier: String?, parent: Int?, below: Int?,
                     initial: ViewState, content: ViewContent, look: LayerLook,
                     pending: [PendingBlockChange]) -> Int {
        let index = timeline.addView(identifier: identifier, parent: parent,
                                     initial: initial, at: clock.now, content: content, look: look, below: below)
        record.recorder = self
        record.index = index
        if record.isLayerHost || hasLayerHosts {
            hasLayerHosts = true
            if layerHosts.count < index + 1 { layerHosts.append(contentsOf: repeatElement(false, count: index + 1 - layerHosts.count)) }
            layerHosts[index] = record.isLayerHost
        }
        for change in pending {
            timeline.record(view: index, property: change.property, start: change.start, duration: change.duration,
                            curve: change.curve, to: change.to)
        }
        return index
    }

    /// Records that the view at `view` is drawn from now on directly below its sibling at
    /// `below`, or in front of its siblings when `below` is `nil` (``OrderMove``): a subview
    /// moved by `bringSubviewToFront(_:)` and the like.
    package func move(view: Int, below: Int?) {
        timeline.moveView(view, below: below, at: clock.now)
    }

    /// Records that the view at `view` is drawn from now on behind all its siblings (a layer
    /// inserted at index 0 of its superlayer's sublayers: behind the subviews' layers too).
    package func moveToBack(view: Int) {
        timeline.moveViewToBack(view, at: clock.now)
    }

    /// The children of the view at `parent` in the order they are drawn now (joins and moves,
    /// before zPositions sort them), back to front, removed ones included.
    package func currentOrder(ofChildrenOf parent: Int) -> [Int] {
        timeline.currentOrder(ofChildrenOf: parent)
    }

    /// Marks one view (its subtree is the caller's) as removed at the current time and stops
    /// its recording.
    package func remove(_ record: inout ViewRecord) {
        timeline.removeView(record.index, at: clock.now)
        record.recorder = nil
        record.index = -1
    }

    /// The (view, property) pairs whose recorded changes still run after `time`, as
    /// `"name.property"`, sorted and unique.
    package func stillAnimating(after time: StoryTime) -> [String] {
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

// MARK: - Changes the stage has timed itself

/// The one way from the stage's views, layers and animations into the timeline: changes that
/// the stage has already timed (explicit Core Animation animations, keyframes, repeats,
/// removals) and what the recording needs to read back. Only StageRecorder's own files use
/// ``StageRecorder/timeline`` directly.
extension StageRecorder {
    /// Records a change of `property` of the view at `view` to `to` from `start` over
    /// `duration`, from the value on screen or from `startValue` when given (see
    /// ``TimelineRecorder``).
    @discardableResult
    package func record(view: Int, property: AnimatedProperty, start: StoryTime, duration: StoryTime,
                curve: TimingCurve, from startValue: TimelineValue? = nil, to target: TimelineValue) -> Bool {
        timeline.record(view: view, property: property, start: start, duration: duration, curve: curve,
                        from: startValue, to: target)
    }

    /// Records a change from `from` (the view jumps to it at `start`, whatever is on screen)
    /// to `to`, as each cycle of a repeat does.
    @discardableResult
    package func record(view: Int, property: AnimatedProperty, start: StoryTime, duration: StoryTime,
                curve: TimingCurve, from: TimelineValue, to target: TimelineValue) -> Bool {
        timeline.record(view: view, property: property, start: start, duration: duration, curve: curve,
                        from: from, to: target)
    }

    /// The value of a property on screen at `time`, given everything recorded so far.
    package func presentationValue(view: Int, property: AnimatedProperty, at time: StoryTime) -> TimelineValue {
        timeline.presentationValue(view: view, property: property, at: time)
    }

    /// The value a change starting at `start` starts from.
    package func startValue(view: Int, property: AnimatedProperty, at start: StoryTime) -> TimelineValue {
        timeline.startValue(view: view, property: property, at: start)
    }

    /// Removes the animations of a property from `time` on (Core Animation's
    /// `removeAnimation(forKey:)`); returns whether anything was removed.
    @discardableResult
    package func removeAnimations(view: Int, property: AnimatedProperty, at time: StoryTime, model: TimelineValue) -> Bool {
        timeline.removeAnimations(view: view, property: property, at: time, model: model)
    }

    /// Makes the changes of a property recorded in `start ..< start + period` repeat forever.
    @discardableResult
    package func repeatForever(view: Int, property: AnimatedProperty, start: StoryTime, period: StoryTime) -> Bool {
        timeline.repeatForever(view: view, property: property, start: start, period: period)
    }

    /// Replaces a view's static content and looks at the instant it joined, or records a
    /// content change (cross-dissolved with `fade`); returns whether it could.
    package func setContent(_ content: ViewContent, look: LayerLook, of view: Int, at time: StoryTime,
                    fade: (duration: StoryTime, curve: TimingCurve)? = nil) -> Bool {
        timeline.setContent(content, look: look, of: view, at: time, fade: fade)
    }

    /// Records a cross-fade of the view at `index`, drawn with `look`, from `from` (or the
    /// picture on screen before this instant) to `to` at `time`, over `duration` along `curve`
    /// (see ``TimelineRecorder/fadeContent(of:look:from:to:duration:curve:at:)``): a running
    /// `CABasicAnimation` of a layer's `contents`.
    package func fadeContent(of index: Int, look: LayerLook, from: ViewContent?, to: ViewContent, duration: StoryTime,
                             curve: TimingCurve, at time: StoryTime) {
        timeline.fadeContent(of: index, look: look, from: from, to: to, duration: duration, curve: curve, at: time)
    }

    /// Adds a morph to a shape view's path table (``TimelineRecorder/addPathLeg(view:_:)``).
    package func addPathLeg(view: Int, _ leg: PathLeg) -> Int? { timeline.addPathLeg(view: view, leg) }

    /// Replaces a morph of a shape view's path table.
    package func replacePathLeg(view: Int, number: Int, with leg: PathLeg) {
        timeline.replacePathLeg(view: view, number: number, with: leg)
    }

    /// The path a value of ``AnimatedProperty/path`` shows on a shape view.
    package func path(view: Int, at value: TimelineValue) -> [PathElement]? { timeline.path(view: view, at: value) }

    /// The path a shape view joined the stage with (the commands every morph must keep).
    package func joinedPath(view: Int) -> [PathElement]? {
        if case .shape(let shape) = timeline.content(of: view).content { return shape.path }
        return nil
    }

    /// Whether the view at `index` (on this stage; -1 off stage) joined it at the current time:
    /// its drawing can still change.
    package func joinedNow(index: Int) -> Bool {
        index >= 0 && timeline.addedTime(of: index) == clock.now
    }

    /// Updates a view's identifier.
    package func setIdentifier(_ identifier: String?, of view: Int) {
        timeline.setIdentifier(identifier, of: view)
    }

    /// Ends every track at `time` (a story recorded up to a chosen time).
    package func end(at time: StoryTime) { timeline.end(at: time) }

    /// The endless repeats recorded so far.
    package var endlessRepeatList: [EndlessRepeat] { timeline.endlessRepeatList }

    /// The endless repeats ended after more cycles than a repeat may record.
    package var overlongRepeats: [(repeat: EndlessRepeat, cycles: Int64)] { timeline.overlongRepeats }

    /// What was recorded, frozen.
    package var frozenTimeline: Timeline { timeline.timeline }
}
