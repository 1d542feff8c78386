import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// An action a control runs for its events, shaped like UIKit's `UIAction` (iOS 14): a handler
/// with an optional title, image and identifier.
///
/// ```swift
/// button.addAction(UIAction { _ in intro.next() }, for: .touchUpInside)
/// button.addAction(UIAction(identifier: .init("next")) { action in
///     print(action.sender as? UIButton === button)   // true while it runs
/// }, for: .primaryActionTriggered)
/// ```
///
/// As in UIKit, actions are told apart by ``identifier``: adding an action whose identifier a
/// control already has for an event replaces the earlier one (Apple, `UIControl.addAction(_:for:)`:
/// "UIActions are uniqued based on their identifier"). An action made without an identifier gets a
/// unique one. `title` and `image` are kept for menus, which Animatic does not draw.
open class UIAction {
    /// What tells actions apart (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// An identifier from its text (`RawRepresentable`).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (for menus; not drawn).
    open var title: String
    /// The action's image (for menus; not drawn).
    open var image: UIImage?
    /// The identifier; unique unless one was given.
    public let identifier: Identifier
    /// The control running the action, while its handler runs (UIKit's `sender`); `nil` otherwise.
    public internal(set) final var sender: Any?
    let handler: (UIAction) -> Void

    /// An action running `handler`; `identifier` `nil` makes a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("com.animatic.action.\(UIAction.nextSerial())")
        self.handler = handler
    }

    private static let serials = Serials()
    private static func nextSerial() -> Int { serials.next() }

    /// A thread-safe counter for the identifiers of unnamed actions.
    private final class Serials: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock(); defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// A view that turns touches into events and runs actions for them, shaped like UIKit's
/// `UIControl`.
///
/// ```swift
/// let next = UIButton(type: .system)
/// next.setTitle("Next", for: .normal)
/// next.addAction(UIAction { _ in pager.showNextPage() }, for: .touchUpInside)
/// stage.tap(next, at: 2)        // a scripted tap: highlight, .touchDown, then .touchUpInside
/// ```
///
/// There is no Objective-C runtime on Linux, so `addTarget(_:action:for:)` takes the method
/// itself instead of a `#selector`: `addTarget(self, action: Intro.next, for: .touchUpInside)`
/// for `#selector(next)` (or `Intro.next(_:)` for a method taking the sender). As in UIKit the
/// target is held weakly; an action whose target is gone does nothing.
///
/// Actions run in the order they were added, synchronously, when the control sends an event
/// (``sendActions(for:)``, or a tap scripted with ``Stage/tap(_:at:)``). `isEnabled`,
/// `isHighlighted` and `isSelected` make up ``state``; subclasses draw it (``UIButton``).
open class UIControl: UIView {
    /// The events a control sends, with UIKit's raw values (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bit mask (UIKit's raw value).
        public var rawValue: UInt
        /// Events from their bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (a double tap's second).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control's bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control's bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control's bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from within the control to outside its bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switches, sliders, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (iOS 14); Animatic does not draw menus, so nothing sends it but
        /// `sendActions(for:)`.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A touch began an editing session in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A touch made an editing change in a text field.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A touch ended an editing session in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A touch ended an editing session in a text field by its return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A range of bits the app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range of bits reserved for the system's internal use.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, with UIKit's raw values (`UIControl.State`); `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bit mask (UIKit's raw value).
        public var rawValue: UInt
        /// A state from its bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal, or default, state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// The highlighted state: a touch is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The disabled state (`isEnabled` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The selected state (`isSelected` is `true`).
        public static let selected = State(rawValue: 1 << 2)
        /// The focused state (focus-based navigation); Animatic never sets it.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits the app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the system's internal use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How content sits horizontally in a control (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Content centered horizontally in the control.
        case center = 0
        /// Content aligned to the control's left edge.
        case left = 1
        /// Content aligned to the control's right edge.
        case right = 2
        /// Content stretched to fill the control's width.
        case fill = 3
        /// Content aligned to the control's leading edge (left in a left-to-right layout).
        case leading = 4
        /// Content aligned to the control's trailing edge (right in a left-to-right layout).
        case trailing = 5
    }

    /// How content sits vertically in a control (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Content centered vertically in the control.
        case center = 0
        /// Content aligned to the control's top edge.
        case top = 1
        /// Content aligned to the control's bottom edge.
        case bottom = 2
        /// Content stretched to fill the control's height.
        case fill = 3
    }

    /// One registered action and the events it runs for.
    struct Registration {
        var events: Event
        var action: UIAction
    }

    /// The registered actions, in the order they were added.
    final var registrations: [Registration] = []

    /// Whether the control takes touches (`true` by default); a disabled control shows its
    /// `.disabled` look and ignores scripted taps.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    /// Whether a finger is on the control; a scripted tap sets it for the touch's duration.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected (a toggle's on state).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// The control's state, from `isEnabled`, `isHighlighted` and `isSelected`.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Where the content sits horizontally (`.center` by default); ``UIButton`` lays out by it.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Where the content sits vertically (`.center` by default); ``UIButton`` lays out by it.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Called when ``state`` changed; subclasses update their look (call `super`).
    func stateDidChange() {}

    // MARK: - Actions

    /// Adds `action` for `controlEvents` (UIKit, iOS 14); an action with the same identifier
    /// already added is replaced where it was, and runs for the union of both events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[i].action = action
            registrations[i].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(events: controlEvents, action: action))
        }
    }

    /// Removes `action` (by its identifier) from `controlEvents`; it stays for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` from `controlEvents`; it stays for its other events.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for i in registrations.indices where registrations[i].action.identifier == identifier {
            registrations[i].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The action with `identifier` added for any of `controlEvents`, if there is one.
    open func action(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) -> UIAction? {
        registrations.first { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }?.action
    }

    /// Adds a target's method for `controlEvents`: the portable spelling of UIKit's
    /// `addTarget(self, action: #selector(next), for: .touchUpInside)` is
    /// `addTarget(self, action: Intro.next, for: .touchUpInside)`. The target is held weakly, as
    /// in UIKit.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void,
                                           for controlEvents: Event) {
        addAction(UIAction(identifier: UIControl.newTargetIdentifier(target)) { [weak target] _ in
            if let target { action(target)() }
        }, for: controlEvents)
    }

    /// Adds a target's method taking the sender, for `controlEvents`: the portable spelling of
    /// `addTarget(self, action: #selector(next(_:)), for: .touchUpInside)` is
    /// `addTarget(self, action: Intro.next(_:), for: .touchUpInside)`. The sender must be this
    /// control's type or a supertype; otherwise the call is reported as a misuse (UIKit would
    /// crash sending the wrong object).
    open func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void,
                                                   for controlEvents: Event) {
        guard self is Sender else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UIControl.addTarget(_:action:for:)",
                problem: "the action takes a \(Sender.self), but the control is a \(type(of: self))"))
            return
        }
        addAction(UIAction(identifier: UIControl.newTargetIdentifier(target)) { [weak self, weak target] _ in
            if let target, let sender = self as? Sender { action(target)(sender) }
        }, for: controlEvents)
    }

    /// Removes every action `target` added with `addTarget(_:action:for:)` for
    /// `controlEvents` (UIKit's `removeTarget(_:action: nil, for:)`); `nil` removes every
    /// target's.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        for i in registrations.indices {
            let id = registrations[i].action.identifier.rawValue
            let matches = target.map { id.hasPrefix(UIControl.targetIdentifier($0).rawValue) }
                ?? id.hasPrefix(UIControl.targetPrefix)
            if matches { registrations[i].events.subtract(controlEvents) }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Removes `target`'s `action` for `controlEvents` (UIKit's `removeTarget(_:action:for:)`): a
    /// `nil` target removes `action` of every target, a `nil` action every action of `target`,
    /// both `nil` every target's actions. Actions added with `addAction(_:for:)` stay.
    ///
    /// ```swift
    /// button.removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    /// ```
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        guard let action else { return removeTarget(object, for: controlEvents) }
        let marker = UIControl.selectorMarker(action)
        for i in registrations.indices {
            let id = registrations[i].action.identifier.rawValue
            let ofTarget = object.map { id.hasPrefix(UIControl.targetIdentifier($0).rawValue) } ?? id.hasPrefix(UIControl.targetPrefix)
            if ofTarget, id.contains(marker) { registrations[i].events.subtract(controlEvents) }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    private static let targetPrefix = "com.animatic.target."

    /// The part of a target action's identifier that names its selector.
    private static func selectorMarker(_ action: Selector) -> String { "|sel=\(NSStringFromSelector(action))|" }

    /// A new identifier for `target`'s action `selector` (see ``removeTarget(_:action:for:)``).
    static func newTargetIdentifier(_ target: AnyObject, selector: Selector) -> UIAction.Identifier {
        UIAction.Identifier(newTargetIdentifier(target).rawValue + selectorMarker(selector))
    }

    /// The start of the identifiers of `target`'s actions.
    private static func targetIdentifier(_ target: AnyObject) -> UIAction.Identifier {
        UIAction.Identifier("\(targetPrefix)\(UInt(bitPattern: ObjectIdentifier(target).hashValue)).")
    }

    /// A new identifier for one of `target`'s actions (each `addTarget` adds one: closures
    /// cannot be compared, so adding the same method twice runs it twice).
    static func newTargetIdentifier(_ target: AnyObject) -> UIAction.Identifier {
        UIAction.Identifier(targetIdentifier(target).rawValue + UIAction(handler: { _ in }).identifier.rawValue)
    }

    /// The events the control has actions for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions registered for any of `controlEvents` now, each once, in the order they
    /// were added (UIKit's `sendActions(for:)`). Works outside a recording too.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in matching { sendAction(action) }
    }

    /// Sends `action` to `target` with this control as sender, through the app (UIKit's
    /// `sendAction(_:to:for:)`, which forwards to `UIApplication.sendAction(_:to:from:for:)`):
    /// a `nil` target searches the responder chain from this control.
    ///
    /// ```swift
    /// slider.sendAction(#selector(Intro.changed(_:)), to: nil, for: nil)
    /// ```
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action` with this control as its sender (UIKit's `sendAction(_:)`).
    open func sendAction(_ action: UIAction) {
        let previous = action.sender
        action.sender = self
        action.handler(action)
        action.sender = previous
    }

    // MARK: - Touch tracking (touches a story makes at a point: `stage.tap(_:at:count:)`, `stage.drag`)

    /// Whether the finger is on the control's tracking area (UIKit's `isTracking`).
    public private(set) final var isTracking = false
    /// Whether the tracked finger is inside the tracking area (UIKit's `isTouchInside`).
    public private(set) final var isTouchInside = false

    /// How far outside its bounds a dragged finger still counts as inside: 70 pt (Animatic's
    /// choice, the margin UIKit's controls are commonly measured to use; not documented).
    public static let trackingMargin: CGFloat = 70

    /// A finger touched down on the control: it highlights and sends `.touchDown` (and
    /// `.touchDownRepeat` for the second tap of a double tap), as UIKit's controls. A disabled
    /// control passes the touches on to the next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    /// The finger moved: `.touchDragInside`/`.touchDragOutside`, with `.touchDragEnter`/
    /// `.touchDragExit` when it crosses the tracking area's edge (``trackingMargin`` around
    /// the bounds); the highlight follows.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = bounds.insetBy(dx: -UIControl.trackingMargin, dy: -UIControl.trackingMargin).contains(touch.location(in: self))
        let crossed = inside != isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if crossed { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// The finger lifted: inside the tracking area the control sends `.touchUpInside` and
    /// `.primaryActionTriggered` (a tap), outside `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let inside = bounds.insetBy(dx: -UIControl.trackingMargin, dy: -UIControl.trackingMargin).contains(touch.location(in: self))
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// The touch was cancelled (a gesture recognizer took it over): `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return super.touchesCancelled(touches, with: event) }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
