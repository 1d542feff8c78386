import AnimaticClock
import AnimaticTimeline

/// What the engine keeps for one view of the UIKit face: the stage it records to and its
/// index there, the changes it kept while off stage, and whether it draws a standalone layer.
///
/// A view owns one, stored inline (`UIView.engineRecord`), so a setter reads its recorder and
/// index with two loads, as when they were the view's own fields. The engine never holds the
/// view itself: it reads and writes this record (``StageRecorder/add(_:identifier:parent:below:initial:content:look:pending:)``,
/// ``StageRecorder/remove(_:)``), and the face walks its own tree.
@usableFromInline package struct ViewRecord {
    /// The recorder of the stage the view is on; `nil` off stage.
    @usableFromInline package var recorder: StageRecorder?
    /// The view's index on that stage; -1 off stage.
    @usableFromInline package var index = -1
    /// Changes made in animation blocks while the view was off stage (see
    /// ``PendingBlockChange``), played when it joins.
    package var pendingBlockChanges: [PendingBlockChange] = []
    /// Set on the views Animatic makes to draw sublayers added with `addSublayer`: their
    /// changes outside animation blocks animate implicitly, as a standalone layer's do.
    package var isLayerHost = false

    /// The record of a view off stage.
    package init() {}
}

/// A view the engine lays out in its layout pass (UIKit's layout at the end of the run-loop
/// turn; see ``StageRecorder/scheduleLayoutPass(for:)``) and inside a block animated with
/// `.layoutSubviews` (``AnimationScope/layoutViews``).
@usableFromInline package protocol StageLayoutView: AnyObject {
    /// Lays the view out in the layout pass of `recorder`, if it is still on that stage.
    func layOutInPass(of recorder: StageRecorder)
    /// Lays the view out now if its layout is pending (UIKit's `layoutIfNeeded()`).
    func layoutIfNeeded()
}

/// What times the changes of its own animation block itself: a `UIViewPropertyAnimator`
/// (see ``AnimationScope/propertyAnimator``).
@usableFromInline package protocol StageChangeCapture: AnyObject {
    /// Takes a change of `property` of the view at `view` on `recorder`'s stage to `value`.
    func capture(recorder: StageRecorder, view: Int, property: AnimatedProperty, to value: TimelineValue)
}

/// A replicator layer that joined the stage: its view's index and its first instance's (see
/// ``StageRecorder/replicators``).
@usableFromInline package struct ReplicatorEntry {
    /// The replicator layer (the face's `CAReplicatorLayer`).
    package weak var layer: AnyObject?
    /// The stage index of the replicator's view.
    package var view: Int
    /// The stage index of its first instance.
    package var instances: Int
    /// The replicator's view's name, as problems give it.
    package var name: String

    /// An entry for `layer`, drawn by the view at `view` with its first instance at `instances`.
    package init(layer: AnyObject?, view: Int, instances: Int, name: String) {
        self.layer = layer; self.view = view; self.instances = instances; self.name = name
    }
}

/// A `CATransition` of type `.fade` added to a view's layer (see ``StageRecorder/contentTransitions``).
@usableFromInline package struct ContentTransition {
    /// The instant it was added: content changes of the view (and its subviews) made in it fade.
    package var time: StoryTime
    /// How long the fade takes.
    package var duration: StoryTime
    /// How the fade's progress follows time.
    package var curve: TimingCurve

    /// A fade added at `time`.
    package init(time: StoryTime, duration: StoryTime, curve: TimingCurve) {
        self.time = time; self.duration = duration; self.curve = curve
    }
}
