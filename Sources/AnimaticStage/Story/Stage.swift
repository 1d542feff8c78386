import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

/// The root of a story's view tree and the app's main window: a fixed-size ``UIWindow`` whose
/// coordinate space is the exported SVG's root user space (origin at the top left, y pointing
/// down).
///
/// Views added with ``addSubview(_:)`` have the stage as their superview, as views added to a
/// window have theirs, and place their `center` in the stage's coordinates. From the moment a
/// view joins the stage, every change of its animated properties, and of its subviews', is
/// recorded into the stage's timeline.
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
/// receives the stage and never builds one. The stage is the key window until the app makes
/// another window key; windows the app shows (``UIWindow``) are drawn over the stage's views in
/// the order of their ``UIWindow/windowLevel``. The stage itself is not drawn as a view: its
/// frame, alpha and transform are fixed (setting them is reported), and ``backgroundColor``
/// is the colour behind everything.
public final class Stage: UIWindow {
    /// The stage's size in points; its bounds are `(0, 0, size)`.
    public let size: CGSize
    /// Keeps the story's subscriptions alive while the story is recorded:
    /// `.disposed(by: stage.disposeBag)`. `Story.record` empties it (disposing every
    /// subscription in it) when the recording ends.
    public var disposeBag = DisposeBag()
    /// The story this stage records into: its clock timestamps the changes, and problems
    /// found in story code are reported to it.
    package let context: StoryContext

    let recorder: StageRecorder
    private var ended = false
    /// How many of ``subviews`` are windows drawn under the stage's own views (the first ones)
    /// and over them (the last ones).
    private var windowsBelow = 0, windowsAbove = 0
    /// The device's safe-area insets (see ``safeAreaInsets``).
    var deviceSafeArea: UIEdgeInsets = .zero

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
        super.init(frame: CGRect(origin: .zero, size: size))
        storedIsHidden = false
        StageEnvironment.attach(to: context).stage = self
    }

    /// Not available: `Story.record` makes the stage.
    @available(*, unavailable, message: "Story.record makes the stage")
    public required init?(coder: NSCoder) { nil }

    // MARK: - Fixed geometry and looks

    /// The stage's coordinate space: `(0, 0, size)`. Setting another is reported as not
    /// supported (a story's screen does not change size).
    public override var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { if newValue != bounds { reportFixed("UIWindow.bounds", "resizing the window (the stage)") } }
    }

    /// The stage's rectangle: its ``bounds`` (a window's frame is the screen's bounds). Setting
    /// another is reported as not supported.
    public override var frame: CGRect {
        get { bounds }
        set { if newValue != bounds { reportFixed("UIWindow.frame", "moving or resizing the window (the stage)") } }
    }

    /// The middle of the stage. Setting another is reported as not supported.
    public override var center: CGPoint {
        get { CGPoint(x: size.width / 2, y: size.height / 2) }
        set { if newValue != center { reportFixed("UIWindow.center", "moving the window (the stage)") } }
    }

    /// The identity: the stage is not transformed. Setting another is reported as not supported.
    public override var transform: CGAffineTransform {
        get { .identity }
        set { if newValue != .identity { reportFixed("UIWindow.transform", "transforming the window (the stage)") } }
    }

    /// The colour behind every view; `nil` is transparent. Not animated (the SVG's background).
    public override var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue }
    }

    /// 1: the stage is opaque. Setting another value is reported as not supported.
    public override var alpha: CGFloat {
        get { 1 }
        set { if newValue != 1 { reportFixed("UIWindow.alpha", "fading the window (the stage)") } }
    }

    /// Whether the window is hidden (Apple, `UIView.isHidden` of a `UIWindow`): the stage always
    /// shows, so it reads `false`; setting `false` changes nothing, and hiding the whole window
    /// (`true`) is reported as ``StoryProblem/notSupported(call:feature:)``, as a story cannot
    /// show a phone with its window hidden.
    public override var isHidden: Bool {
        get { false }
        set { if newValue { reportFixed("UIWindow.isHidden", "hiding the window (the stage)") } }
    }

    /// The level of the main window (``UIWindow/Level/normal`` unless set). Changing it while
    /// other windows are shown is reported as not supported (it would reorder them).
    public override var windowLevel: UIWindow.Level {
        get { storedWindowLevel }
        set {
            guard newValue != storedWindowLevel else { return }
            if windowsBelow + windowsAbove > 0 {
                return reportFixed("UIWindow.windowLevel", "reordering windows on stage")
            }
            storedWindowLevel = newValue
        }
    }

    private func reportFixed(_ call: String, _ feature: String) {
        context.report(StoryProblem.notSupported(call: call, feature: feature))
    }

    /// The insets of the stage's edges that a phone's status bar, sensor housing and home
    /// indicator cover: the device preset's (``Story/Device/safeAreaInsets``) in a recording of
    /// a device, zero otherwise. Views read their share of it as ``UIView/safeAreaInsets``.
    public override var safeAreaInsets: UIEdgeInsets { deviceSafeArea }

    /// The view controller whose view fills the stage: the one of
    /// `Story.record(presenting:...)`, or the one set here (Apple, `UIWindow.rootViewController`).
    /// Setting a controller shows it at once as the recording's presented one is shown: its view
    /// sized to the stage and added, with its appearance methods in UIKit's order.
    public override var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            let old = storedRootViewController
            guard old !== newValue else { return }
            if let oldView = old?.viewIfLoaded, oldView.storedStage === self { oldView.removeFromSuperview() }
            storedRootViewController = nil
            newValue?.appear(asRootOf: self)
        }
    }

    /// Lays out the views on stage that need it now (Apple, `layoutIfNeeded()` of a window): each
    /// view added to the stage, with its subtree, as `UIView.layoutIfNeeded()` does.
    public override func layoutIfNeeded() {
        for view in subviews { view.layoutIfNeeded() }
    }

    /// The frontmost view on stage that takes a touch at `point` (stage coordinates), as
    /// `UIWindow.hitTest(_:with:)`: each view added to the stage (and each window shown over
    /// it), front to back, asked with ``UIView/hitTest(_:with:)``; `nil` when none takes it.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            guard let inner = view.pointFromSuperview(point) else { continue }
            if let hit = view.hitTest(inner, with: event) { return hit }
        }
        return nil
    }

    // MARK: - Views and windows

    /// What was recorded so far, frozen.
    ///
    /// - Complexity: O(n log n) for n recorded changes.
    public var timeline: Timeline { recorder.frozenTimeline }

    /// The story's windows, back to front: the windows shown under the stage's views, the
    /// stage, and the windows shown over them (``UIApplication/windows``).
    var windows: [UIWindow] {
        guard windowsBelow + windowsAbove > 0 else { return [self] }
        let below = subviews.prefix(windowsBelow).map { unsafeDowncast($0, to: UIWindow.self) }
        let above = subviews.suffix(windowsAbove).map { unsafeDowncast($0, to: UIWindow.self) }
        return below + [self] + above
    }

    /// Adds `view` in front of the other views of the stage (under any window shown over it),
    /// first removing it from its current parent; it and its subtree join the stage now, with
    /// their current values as initial state.
    ///
    /// Adding a view that is already on this stage only moves it to the front, which is
    /// reported as not supported yet unless it already is in front. Once the recording has
    /// ended (code run while `disposeBag` is disposed, for example), the view joins the stage
    /// but is not recorded.
    ///
    /// - Complexity: O(size of `view`'s subtree).
    ///
    /// The hooks run as for any superview: ``UIView/willMove(toSuperview:)`` and
    /// ``UIView/didMoveToSuperview()``, then, if its window changes, ``UIView/willMove(toWindow:)``
    /// and ``UIView/didMoveToWindow()`` for it and its subviews (after it joined).
    public override func addSubview(_ view: UIView) {
        place(view, at: nil, call: "Stage.addSubview(_:)")
    }

    /// Inserts `view` at `index` among the stage's views (clamped to them: windows shown under
    /// or over the stage keep their places), as `UIView.insertSubview(_:at:)`.
    public override func insertSubview(_ view: UIView, at index: Int) {
        place(view, at: windowsBelow + max(0, index), call: "UIView.insertSubview(_:at:)")
    }

    /// Inserts `view` directly below `siblingSubview`, one of the stage's views; a sibling that
    /// is not one of them puts `view` behind them all (see ``UIView/insertSubview(_:aboveSubview:)``).
    public override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let call = "UIView.insertSubview(_:belowSubview:)"
        guard view !== siblingSubview else { return }
        guard let position = topLevelPosition(of: siblingSubview) else { return place(view, at: windowsBelow, call: call) }
        let current = subviews.firstIndex { $0 === view }
        place(view, at: current.map { $0 < position ? position - 1 : position } ?? position, call: call)
    }

    /// Inserts `view` directly above `siblingSubview`, one of the stage's views; a sibling that
    /// is not one of them puts `view` in front of them all, as UIKit does (see
    /// ``UIView/insertSubview(_:aboveSubview:)``).
    public override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let call = "UIView.insertSubview(_:aboveSubview:)"
        guard view !== siblingSubview else { return }
        guard let position = topLevelPosition(of: siblingSubview) else { return place(view, at: nil, call: call) }
        let current = subviews.firstIndex { $0 === view }
        place(view, at: current.map { $0 < position ? position : position + 1 } ?? position + 1, call: call)
    }

    /// Moves `view`, one of the stage's views, in front of the others (below the windows shown
    /// over them), drawn there from this instant on (see ``UIView/bringSubviewToFront(_:)``).
    public override func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview == nil, view.storedStage === self, !view.isWindowView else { return }
        place(view, at: nil, call: "UIView.bringSubviewToFront(_:)")
    }

    /// Moves `view`, one of the stage's views, behind the others (above the windows shown under
    /// them), drawn there from this instant on.
    public override func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview == nil, view.storedStage === self, !view.isWindowView else { return }
        place(view, at: windowsBelow, call: "UIView.sendSubviewToBack(_:)")
    }

    /// Swaps two of the stage's views (indices among the stage's own views), drawn at their new
    /// places from this instant on; indices out of range are reported as misuse.
    public override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let call = "UIView.exchangeSubview(at:withSubviewAt:)"
        let count = subviews.count - windowsBelow - windowsAbove
        guard (0..<count).contains(index1), (0..<count).contains(index2) else {
            let bad = (0..<count).contains(index1) ? index2 : index1
            return recorder.report(.misuse(call: call, problem: "index \(bad) is out of range for \(count) subviews"))
        }
        guard index1 != index2 else { return }
        let first = windowsBelow + min(index1, index2), second = windowsBelow + max(index1, index2)
        subviews.swapAt(first, second)
        recorder.recordMove(of: subviews[second], in: subviews)
        recorder.recordMove(of: subviews[first], in: subviews)
    }

    /// Where `sibling` is among the stage's own views (`nil` when it is not one of them).
    private func topLevelPosition(of sibling: UIView) -> Int? {
        guard sibling.storedSuperview == nil, sibling.storedStage === self, !sibling.isWindowView else { return nil }
        return subviews.firstIndex { $0 === sibling }
    }

    /// Puts `view` at `requested` in ``subviews`` (`nil`: in front of the stage's views),
    /// clamped to the stage's own views, which lie between the windows shown under them and
    /// those shown over them.
    private func place(_ view: UIView, at requested: Int?, call: String) {
        if view === self { return recorder.report(.misuse(call: call, problem: "cannot add a view to itself")) }
        let end = subviews.count - windowsAbove
        if view.storedStage === self, view.storedSuperview == nil, let position = subviews.firstIndex(where: { $0 === view }) {
            guard !view.isWindowView else { return }   // a shown window keeps its place
            let target = min(max(windowsBelow, requested ?? end - 1), end - 1)
            if position != target {
                subviews.remove(at: position)
                subviews.insert(view, at: target)
                recorder.recordMove(of: view, in: subviews)
            }
            return
        }
        join(view, at: min(max(windowsBelow, requested ?? end), end), call: call)
    }

    /// Joins `view` to the stage at `target` in ``subviews``, with the hooks of a move into a
    /// window (for a window: only the window's hooks, as a window has no superview).
    @discardableResult
    private func join(_ view: UIView, at target: Int, call: String) -> Bool {
        if let problem = UIView.depthProblem(adding: view, under: nil, call: call) {
            recorder.report(problem)
            return false
        }
        let isWindow = view.isWindowView
        let oldWindow = view.window
        if !isWindow { view.willMove(toSuperview: self) }
        if !ended, let oldRecorder = view.stageRecorder, oldRecorder !== recorder {
            oldRecorder.reportMovedToAnotherStory(view, call: call)
        }
        view.detach()
        let below = target < subviews.count && !ended ? subviews[target].stageIndex : -1
        subviews.insert(view, at: target)
        view.storedStage = self
        if !ended { recorder.join(view, parent: nil, below: below >= 0 ? below : nil) }   // after the end, the model only
        if !isWindow { view.didMoveToSuperview() }
        let newWindow = view.window
        if oldWindow !== newWindow {
            UIView.sendWillMove(toWindow: newWindow, in: view)
            UIView.sendDidMoveToWindow(in: view)
        }
        return true
    }

    /// Shows `window` on the story's screen: over the stage's views and the windows of its
    /// level or lower, under the windows of higher levels (a window under the stage's level goes
    /// under the stage's views). Its root view controller, if any, hears its appearance methods.
    func show(_ window: UIWindow) {
        let level = window.storedWindowLevel
        var target = subviews.count
        for (i, view) in subviews.enumerated() {
            let viewLevel = view.isWindowView ? unsafeDowncast(view, to: UIWindow.self).storedWindowLevel : storedWindowLevel
            if viewLevel > level { target = i; break }
        }
        let controller = window.storedRootViewController
        let rootShown = controller?.viewIfLoaded.map { $0.isDescendant(of: window) } ?? false
        if rootShown { controller?.sendAppearance(.willAppear, animated: false) }
        guard join(window, at: target, call: "UIWindow.isHidden") else { return }
        if level < storedWindowLevel { windowsBelow += 1 } else { windowsAbove += 1 }
        if rootShown {
            controller?.sendAppearance(.isAppearing, animated: false)
            window.layoutIfNeeded()
            controller?.sendAppearance(.didAppear, animated: false)
        }
    }

    /// A shown window's level changed from `old`: reported when its place in the order of
    /// windows would change (the drawing order stays).
    func windowLevelChanged(_ window: UIWindow, from old: UIWindow.Level) {
        guard let position = subviews.firstIndex(where: { $0 === window }) else { return }
        let new = window.storedWindowLevel
        func level(_ view: UIView) -> UIWindow.Level {
            view.isWindowView ? unsafeDowncast(view, to: UIWindow.self).storedWindowLevel : storedWindowLevel
        }
        let fits = (position == 0 || level(subviews[position - 1]) <= new)
            && (position == subviews.count - 1 || level(subviews[position + 1]) > new)
            && (new < storedWindowLevel) == (old < storedWindowLevel)
        if !fits {
            context.report(StoryProblem.notSupported(call: "UIWindow.windowLevel", feature: "reordering windows on stage"))
        }
    }

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
        guard let position = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: position)
        if view.isWindowView {
            if position < windowsBelow { windowsBelow -= 1 } else { windowsAbove -= 1 }
        }
    }
}
