import AnimaticEngine
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

/// The root of a story's view tree: a fixed-size area whose coordinate space is the exported
/// SVG's root user space (origin at the top left, y pointing down).
///
/// Views added with ``addSubview(_:)`` have the stage as their parent (their `superview` is
/// `nil`, as the stage is not a view) and place their `center` in the stage's coordinates.
/// From the moment a view joins the stage, every change of its animated properties, and of
/// its subviews', is recorded into the stage's timeline.
///
/// ```swift
/// let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
///     stage.addSubview(box)
///     UIView.animate(withDuration: 0.5) { box.alpha = 0 }
/// }
/// story.timeline.segments   // box alpha 1 -> 0 over 0.5 s
/// ```
///
/// `Story.record` creates the stage, binds its story context and runs the clock; story code
/// receives the stage and never builds one.
public final class Stage {
    /// The stage's size in points; its bounds are `(0, 0, size)`.
    public let size: CGSize
    /// The colour behind every view; `nil` is transparent.
    public var backgroundColor: UIColor?
    /// The views added to the stage itself, back to front.
    public private(set) var subviews: [UIView] = []
    /// Keeps the story's subscriptions alive while the story is recorded:
    /// `.disposed(by: stage.disposeBag)`. `Story.record` empties it (disposing every
    /// subscription in it) when the recording ends.
    public var disposeBag = DisposeBag()
    /// The story this stage records into: its clock timestamps the changes, and problems
    /// found in story code are reported to it.
    package let context: StoryContext

    let recorder: StageRecorder
    private var ended = false

    /// Creates an empty stage recording into `context` (by default the story bound on this
    /// thread, or a new context of its own).
    ///
    /// A new stage starts a new story on this thread: block animations are enabled again
    /// (`UIView.setAnimationsEnabled(true)`) and actions are no longer disabled by an earlier
    /// story's implicit `CATransaction`.
    package init(size: CGSize, context: StoryContext? = nil) {
        BeginCommitBlocks.storyStarts()
        let thread = AnimationScope.thread
        thread.animationsOff = false
        thread.implicitDisableActions = false
        thread.refreshActionsDisabled()
        self.size = size
        let context = context ?? StoryContext.current ?? StoryContext()
        self.context = context
        self.recorder = StageRecorder(context: context)
        StageEnvironment.attach(to: context).stage = self
    }

    /// The stage's coordinate space: `(0, 0, size)`.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Adds `view` in front of the other views, first removing it from its current parent;
    /// it and its subtree join the stage now, with their current values as initial state.
    ///
    /// Adding a view that is already on this stage only moves it to the front, which is
    /// reported as not supported yet unless it already is in front. Once the recording has
    /// ended (code run while `disposeBag` is disposed, for example), the view joins the stage
    /// but is not recorded.
    ///
    /// - Complexity: O(size of `view`'s subtree).
    ///
    /// The stage is the views' window (``UIWindow`` is another name for `Stage`), not a view:
    /// a view added here has no `superview`, so only the window's hooks run for it and its
    /// subviews (``UIView/willMove(toWindow:)``, then ``UIView/didMoveToWindow()``, after it
    /// joined), and the superview's pair only when it leaves a superview to come here.
    public func addSubview(_ view: UIView) {
        if view.storedStage === self, let position = subviews.firstIndex(where: { $0 === view }) {
            if position != subviews.count - 1 {
                subviews.remove(at: position)
                subviews.append(view)
                recorder.report(.notSupported(call: "Stage.addSubview(_:)", feature: "reordering views on stage"))
            }
            return
        }
        if let problem = UIView.depthProblem(adding: view, under: nil, call: "Stage.addSubview(_:)") {
            return recorder.report(problem)
        }
        let hadSuperview = view.storedSuperview != nil
        let oldWindow = view.window
        if hadSuperview { view.willMove(toSuperview: nil) }
        if !ended, let oldRecorder = view.stageRecorder, oldRecorder !== recorder {
            oldRecorder.reportMovedToAnotherStory(view, call: "Stage.addSubview(_:)")
        }
        view.detach()
        subviews.append(view)
        view.storedStage = self
        if !ended { recorder.join(view, parent: nil) }   // after the end, the model only
        if hadSuperview { view.didMoveToSuperview() }
        if oldWindow !== self {
            UIView.sendWillMove(toWindow: self, in: view)
            UIView.sendDidMoveToWindow(in: view)
        }
    }

    /// The insets of the stage's edges that a phone's status bar, sensor housing and home
    /// indicator cover: the device preset's (``Story/Device/safeAreaInsets``) in a recording of
    /// a device, zero otherwise. Views read their share of it as ``UIView/safeAreaInsets``.
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero

    /// The view controller whose view fills the stage, in a recording made with
    /// `Story.record(presenting:...)`; `nil` otherwise. As UIKit's `UIWindow.rootViewController`.
    public internal(set) var rootViewController: UIViewController?

    /// The stage's rectangle: its ``bounds`` (a window's frame is the screen's bounds).
    public var frame: CGRect { bounds }

    /// What has been recorded so far, frozen.
    ///
    /// - Complexity: O(n log n) for n recorded changes.
    public var timeline: Timeline { recorder.frozenTimeline }

    /// The (view, property) pairs, as `"identifier.property"`, whose recorded changes are
    /// still running after `time` (used to say what a story that never ends was animating).
    func stillAnimating(after time: StoryTime) -> [String] {
        recorder.stillAnimating(after: time)
    }

    /// Ends the recording (once): disposes the subscriptions in ``disposeBag``; the views
    /// stay in the tree but stop recording. With `recordingDisposal` false the views stop
    /// recording first, so what the disposal does to them is not part of the story (a story
    /// cut at its duration ends before its subscriptions are disposed).
    func endRecording(recordingDisposal: Bool = true) {
        guard !ended else { return }
        ended = true
        if !recorder.replicators.isEmpty { recorder.addReplicatedInstances() }
        if recordingDisposal { disposeBag = DisposeBag() }
        func detach(_ view: UIView) {
            view.stageRecorder = nil
            view.stageIndex = -1
            if let hosts = view.storedLayer?.hostViews { for host in hosts { detach(host) } }
            for child in view.subviews { detach(child) }
        }
        for view in subviews { detach(view) }
        if !recordingDisposal { disposeBag = DisposeBag() }
    }

    func remove(_ view: UIView) {
        subviews.removeAll { $0 === view }
    }
}
