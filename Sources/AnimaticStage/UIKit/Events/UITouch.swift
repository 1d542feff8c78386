import Foundation

/// One finger on the screen, shaped like UIKit's `UITouch`: the touches a story makes with
/// `stage.tap(_:at:)` (a point), `stage.drag`, `stage.swipe`, `stage.longPress` and
/// `stage.pinch`. Where the finger is and where it was are kept in the stage's (window)
/// coordinates and converted to a view's with ``location(in:)``; times are on the story clock.
///
/// ```swift
/// override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///     guard let touch = touches.first else { return }
///     let p = touch.location(in: self), q = touch.previousLocation(in: self)
///     center.x += p.x - q.x
/// }
/// ```
open class UITouch: NSObject {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`, UIKit's raw values).
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move since the last event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (pointer devices; never on a stage).
        case regionEntered = 5
        /// A pointer moved in a region (never on a stage).
        case regionMoved = 6
        /// A pointer left a region (never on a stage).
        case regionExited = 7
    }

    /// What made a touch (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen: every touch a story makes.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse).
        case indirectPointer = 3
    }

    /// The touch's phase.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, in seconds of story time (UIKit's `timestamp`, here on
    /// the story clock: 0 is the recording's start).
    public internal(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped in a row at about this place (UIKit's `tapCount`): 2
    /// for a double tap's second touch.
    public internal(set) var tapCount = 1
    /// The view hit-testing found under the finger when it touched down (UIKit's `view`).
    public internal(set) weak var view: UIView?
    /// The stage the touch is on (UIKit's `window`).
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers that receive this touch (UIKit's `gestureRecognizers`).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// Always `.direct`: a story's touches are fingers.
    public var type: TouchType { .direct }
    /// The pressure: 0, as on a device without 3D Touch (stories press with no force).
    public var force: CGFloat { 0 }
    /// The largest possible force: 0 (no 3D Touch; Apple: 0 when force is not available).
    public var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch: 20 pt (Animatic's fingertip).
    public var majorRadius: CGFloat { 20 }
    /// The tolerance of ``majorRadius``: 0 (the stage knows the finger exactly).
    public var majorRadiusTolerance: CGFloat { 0 }

    /// Where the finger is, in the stage's coordinates.
    var windowLocation: CGPoint
    /// Where it was at the previous event, in the stage's coordinates.
    var previousWindowLocation: CGPoint

    init(at point: CGPoint, time: TimeInterval, window: UIWindow?) {
        windowLocation = point
        previousWindowLocation = point
        timestamp = time
        self.window = window
        super.init()
    }

    /// Where the finger is in `view`'s coordinates (the stage's when `view` is `nil`), as
    /// UIKit's `location(in:)`: the conversion respects transforms and bounds origins.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Where the finger was at the previous event, in `view`'s coordinates (UIKit's
    /// `previousLocation(in:)`); at touch-down it is the current location.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// The precise location: the same as ``location(in:)`` (a story's touches are exact).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous location: the same as ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}

/// An event: the touches of one moment, shaped like UIKit's `UIEvent`. The stage makes one for
/// each moment of a scripted gesture (touch-down, each move at 60 Hz, lift).
open class UIEvent: NSObject {
    /// The kind of event (UIKit's `UIEvent.EventType`, raw values as UIKit's).
    public enum EventType: Int, Sendable {
        /// Touches: every event a story makes.
        case touches = 0
        /// Device motion (shake).
        case motion = 1
        /// Remote control (media keys).
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Scrolling with a pointer device.
        case scroll = 10
        /// Hovering with a pointer.
        case hover = 11
        /// Pinch and rotate on a trackpad.
        case transform = 14
    }

    /// A finer kind of event (UIKit's `UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Sendable {
        /// No subtype: the subtype of a touch event.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// Always `.touches`.
    open var type: EventType { .touches }
    /// Always `.none`.
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds of story time.
    public internal(set) var timestamp: TimeInterval = 0
    /// Every touch of the event: the fingers down, and those that lifted at this moment.
    var touches: [UITouch] = []

    override init() { super.init() }

    /// The touches of this event (UIKit's `allTouches`).
    open var allTouches: Set<UITouch>? { Set(touches) }

    /// The touches whose hit-test view is `view` (UIKit's `touches(for:)`).
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The touches on `window` (UIKit's `touches(for:)` with a window): all of them.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// The touches `gestureRecognizer` receives (UIKit's `touches(for:)` with a recognizer).
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { touch in touch.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false })
    }

    /// The touches coalesced into `touch`: just `touch` (a story's touches arrive at 60 Hz, one
    /// sample each).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

    /// Predicted touches: none (a story's touches are known, not predicted).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}

/// A press of a physical button or key, shaped like UIKit's `UIPress`. A story never presses
/// anything (a phone stage has no keyboard or remote): the type exists so that
/// `UIGestureRecognizerDelegate`'s `gestureRecognizer(_:shouldReceive:)` for presses compiles;
/// nothing calls it.
open class UIPress: NSObject {
    /// The press's phase (UIKit's `UIPress.Phase`).
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began = 0
        /// The press's force changed.
        case changed = 1
        /// The button is down and did not change.
        case stationary = 2
        /// The button was released.
        case ended = 3
        /// The press was cancelled.
        case cancelled = 4
    }

    /// The button pressed (UIKit's `UIPress.PressType`).
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow = 0
        /// The down arrow.
        case downArrow = 1
        /// The left arrow.
        case leftArrow = 2
        /// The right arrow.
        case rightArrow = 3
        /// Select.
        case select = 4
        /// Menu.
        case menu = 5
        /// Play/pause.
        case playPause = 6
    }

    /// The phase.
    public let phase: Phase
    /// The button.
    public let type: PressType

    /// A press of `type` in `phase` (for tests of code that takes presses; a story makes none).
    public init(type: PressType, phase: Phase) {
        self.type = type
        self.phase = phase
        super.init()
    }
}
