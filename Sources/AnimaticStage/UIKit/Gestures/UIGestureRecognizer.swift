import AnimaticClock
import AnimaticRuntime
import Foundation

/// A gesture recognizer, shaped like UIKit's `UIGestureRecognizer`: attached to a view with
/// ``UIView/addGestureRecognizer(_:)``, it receives the touches a story makes on that view or
/// its subviews (`stage.tap(_:at:)` with a point, `stage.drag`, `stage.swipe`,
/// `stage.longPress`, `stage.pinch`) before the view does, runs its state machine, and sends
/// its action to each target when its state becomes `.began`, `.changed`, `.ended`
/// (`.recognized`) or `.cancelled` (Apple, "About the gesture recognizer state machine").
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(dragged(_:)))
/// card.addGestureRecognizer(pan)
/// stage.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), at: 1, duration: 0.5)
/// ```
///
/// A subclass written for UIKit (`import UIKit.UIGestureRecognizerSubclass`) overrides
/// `touchesBegan(_:with:)`... and ``reset()`` and sets ``state``, as there. The rules the stage
/// applies when a recognizer leaves `.possible` are UIKit's: its delegate's
/// `gestureRecognizerShouldBegin(_:)` and its view's may refuse (the state becomes `.failed`);
/// a recognizer that must wait for another to fail (``require(toFail:)``, the delegates'
/// failure requirements) waits; one that recognizes makes the other recognizers of the same
/// touches that have not recognized yet fail, unless a delegate allows both
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`). With ``cancelsTouchesInView``
/// the view then gets `touchesCancelled(_:with:)`. After a gesture ends (or fails or is
/// cancelled) and the fingers lifted, ``reset()`` runs and the state is `.possible` again.
///
/// Actions are sent after the touch method that changed the state returns, once per change
/// (a continuous gesture that sets `.changed` at each move sends one action per move). A
/// target that has no method for the action is reported (UIKit raises "unrecognized selector").
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`, raw values as UIKit's).
    public enum State: Int, Sendable {
        /// Not recognized yet: the state while touches arrive, and after a reset.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended; the same value as ``recognized``.
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same value as ``ended``.
        public static var recognized: State { .ended }
    }

    private enum Target {
        case selector(WeakTarget, Selector)
        case block(Int, (UIGestureRecognizer) -> Void)
    }

    private final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var targets: [Target] = []
    private var nextBlockID = 0
    private var storedState: State = .possible
    /// The states set while the recognizer was receiving touches, whose actions are still to send.
    private var pendingActions: [State] = []
    /// A state this recognizer reached while another it must wait for could still recognize.
    private var deferredState: State?
    /// The recognizers ``require(toFail:)`` named.
    private var requiredToFail: [WeakRecognizer] = []

    /// The touches the recognizer is following now, in the order they touched down.
    final var trackedTouches: [UITouch] = []
    /// The touch session of the stage delivering touches now (`nil` between sequences).
    final weak var session: TouchSession?
    /// `true` while one of the touch methods runs (actions wait until it returns).
    final var isReceiving = false
    /// The centroid of the tracked touches, in stage coordinates, kept after they lift.
    final var lastWindowLocation: CGPoint = .zero

    /// A recognizer that sends `action` to `target` (UIKit's `init(target:action:)`); either
    /// may be `nil` (add targets later with ``addTarget(_:action:)``).
    ///
    /// ```swift
    /// let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
    /// ```
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet. It is `required`, so generic code can make any
    /// recognizer class from its metatype, as RxGesture's `Factory` does (`Gesture()` for a
    /// `Gesture: UIGestureRecognizer`), which Swift allows on Apple platforms because Objective-C
    /// initializers are dispatched dynamically. A subclass that declares a designated initializer
    /// of its own and does not override ``init(target:action:)`` provides `required init()`.
    public required override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds `target`'s method named by `action` (UIKit's `addTarget(_:action:)`): the method gets
    /// the recognizer when it takes an argument. The target is not retained, as in UIKit. A
    /// target that is not an ``AnimaticSelectorTarget`` (not adapted, so it cannot answer a
    /// selector on Linux), for a selector that does not carry its method (the adapter's
    /// ``Selector/init(_:of:performing:)``), is reported, and not added.
    open func addTarget(_ target: Any, action: Selector) {
        guard action.isAnswerable(by: target) else {
            action.reportUnanswerable(by: target, call: "\(type(of: self)).addTarget(_:action:)")
            return
        }
        targets.append(.selector(WeakTarget(target as AnyObject), action))
    }

    /// Removes `target`'s `action` (every action of `target` when `action` is `nil`; every target
    /// with `action` when `target` is `nil`; all when both are), as UIKit's
    /// `removeTarget(_:action:)`.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            guard case .selector(let weak, let selector) = entry else { return false }
            let sameTarget = object == nil || weak.object === object
            let sameAction = action == nil || selector == action
            return sameTarget && sameAction
        }
    }

    /// Adds a block run with each action (the closure form RxCocoa's `rx.event` uses); returns
    /// the id to remove it with.
    final func addActionBlock(_ block: @escaping (UIGestureRecognizer) -> Void) -> Int {
        nextBlockID += 1
        targets.append(.block(nextBlockID, block))
        return nextBlockID
    }

    /// Removes the block added with id `id`.
    final func removeActionBlock(_ id: Int) {
        targets.removeAll { if case .block(let other, _) = $0 { return other == id } else { return false } }
    }

    /// The view the recognizer is attached to (UIKit's `view`).
    public internal(set) weak var view: UIView?

    /// The object told about the recognizer's decisions (UIKit's `delegate`; not retained).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes touches (`true` by default). Setting it to `false` while
    /// it recognizes a continuous gesture cancels the gesture, as in UIKit.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed { state = .cancelled }
        }
    }

    /// Whether the view's touches are cancelled when the gesture is recognized (`true` by
    /// default): the view then gets `touchesCancelled(_:with:)` and no more of those touches.
    open var cancelsTouchesInView = true
    /// Whether the view gets touches only after the gesture failed (`false` by default). Kept;
    /// the stage gives the view its touches at once, as with the default.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits for the gesture (`true` by default). Kept; the
    /// stage does not delay it.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes only touches of one type at a time (`true` by default);
    /// every touch of a story is a finger.
    open var requiresExclusiveTouchType = true
    /// A name for the recognizer, for debugging (UIKit's `name`).
    open var name: String?

    /// The recognizer's state (UIKit's `state`; settable by subclasses, as with
    /// `import UIKit.UIGestureRecognizerSubclass`). Leaving `.possible` for `.began` or
    /// `.ended` asks the delegate and the view, waits for recognizers this one requires to
    /// fail, and makes competing recognizers fail; then the targets get the action.
    open var state: State {
        get { storedState }
        set { change(to: newValue) }
    }

    private func change(to newState: State) {
        if storedState == .possible && (newState == .began || newState == .ended) {
            if !mayBegin() { return applyState(.failed) }
            if mustWait() { deferredState = newState; return }
        }
        applyState(newState)
    }

    private func mayBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        if let session, session.isPrevented(self) { return false }
        return true
    }

    /// Whether a recognizer this one must wait for could still recognize.
    private func mustWait() -> Bool {
        waitingFor().contains { $0.storedState == .possible && $0.isEnabled && $0.view != nil }
    }

    /// The recognizers this one waits for: ``require(toFail:)``'s, and those the delegates and
    /// the overridable methods name among the recognizers of the same touches.
    private func waitingFor() -> [UIGestureRecognizer] {
        var all = requiredToFail.compactMap(\.recognizer)
        for other in session?.recognizers ?? [] where other !== self && !all.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                all.append(other)
            }
        }
        return all
    }

    private func applyState(_ newState: State) {
        let old = storedState
        storedState = newState
        if newState != .possible { deferredState = nil }
        if old == .possible && (newState == .began || newState == .ended) { session?.recognized(self) }
        switch newState {
        case .began, .changed, .ended, .cancelled:
            if isReceiving { pendingActions.append(newState) } else { sendActions() }
        case .possible, .failed:
            break
        }
        if newState == .failed || newState == .began || newState == .ended {
            UIGestureRecognizer.notifyWaiting(on: self, failed: newState == .failed)
        }
        if session == nil && (newState == .ended || newState == .cancelled || newState == .failed) && !isReceiving {
            finishIfDone()
        }
    }

    /// Tells the recognizers that waited for `recognizer` it failed (they take the state they
    /// reached) or recognized (they fail).
    private static func notifyWaiting(on recognizer: UIGestureRecognizer, failed: Bool) {
        for other in (recognizer.session?.recognizers ?? []) + recognizer.waitersList.compactMap(\.recognizer) {
            guard let deferred = other.deferredState, other !== recognizer else { continue }
            guard other.waitingFor().contains(where: { $0 === recognizer }) else { continue }
            if failed {
                if !other.mustWait() { other.deferredState = nil; other.change(to: deferred) }
            } else {
                other.deferredState = nil
                other.applyState(.failed)
            }
        }
    }

    /// The recognizers that named this one in ``require(toFail:)``.
    private var waitersList: [WeakRecognizer] = []

    /// Sends the actions of the states set while receiving touches.
    final func flushActions() {
        let states = pendingActions
        pendingActions = []
        for _ in states { sendActions() }
    }

    private func sendActions() {
        for target in targets {
            switch target {
            case .selector(let weak, let action):
                guard let object = weak.object else { continue }
                action.send(to: object, with: self, call: "\(type(of: self)) action")
            case .block(_, let block):
                block(self)
            }
        }
    }

    /// Resets the recognizer when its gesture is over and no finger is down: ``reset()``, then
    /// `.possible`.
    final func finishIfDone() {
        guard trackedTouches.isEmpty else { return }
        switch storedState {
        case .ended, .cancelled, .failed:
            reset()
            storedState = .possible
            deferredState = nil
        case .possible, .began, .changed:
            break
        }
    }

    /// The recognizer left its view (``UIView/removeGestureRecognizer(_:)``).
    final func detached() {
        if storedState == .began || storedState == .changed { state = .cancelled }
        view = nil
        trackedTouches = []
        finishIfDone()
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes
    /// (UIKit's `require(toFail:)`): a single tap that waits for a double tap.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.waitersList.append(WeakRecognizer(self))
    }

    /// Where the gesture is in `view`'s coordinates (the stage's when `nil`): the centroid of its
    /// touches, as UIKit's `location(in:)`.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return lastWindowLocation }
        return view.convert(lastWindowLocation, from: nil)
    }

    /// Where touch number `touchIndex` is (UIKit's `location(ofTouch:in:)`); an index out of
    /// range is reported and gives `.zero` (UIKit raises an exception).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: "\(type(of: self)).location(ofTouch:in:)", argument: "touchIndex",
                problem: "\(touchIndex) is not below numberOfTouches, \(trackedTouches.count)"))
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer follows now (UIKit's `numberOfTouches`).
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: - For subclasses (UIKit.UIGestureRecognizerSubclass)

    /// Fingers touched down (UIKit's `touchesBegan(_:with:)` for subclasses): nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved: nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted: nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled: nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Clears the recognizer's own state after a gesture (UIKit's `reset()`); called after the
    /// state became `.ended`, `.cancelled` or `.failed` and the fingers lifted. Nothing by
    /// default.
    open func reset() {}

    /// Stops sending `touch` to this recognizer (UIKit's `ignore(_:for:)`).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (`true`).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (`true`).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (`false`).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (`false`).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `self` and `other` may both recognize (either delegate allows it).
    final func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }
}

/// A weak reference to a recognizer.
final class WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// What a gesture recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`). Every
/// method is optional, as in UIKit: the defaults below are UIKit's.
///
/// ```swift
/// extension Intro: UIGestureRecognizerDelegate {
///     func gestureRecognizer(_ g: UIGestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
/// }
/// ```
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (default `true`; `false` makes it fail).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both may recognize at once (default `false`).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (default `false`).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (default `false`).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer gets `touch` (default `true`), asked at touch-down.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer gets `press` (default `true`); a story presses nothing.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Whether the recognizer gets `event` (default `true`), asked before its touches.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
