import AnimaticClock
import AnimaticRuntime
import Foundation

// UIKit Dynamics (Apple, "UIKit Dynamics": `UIDynamicAnimator`, `UIDynamicBehavior` and its
// subclasses), declared so that code using it compiles: behaviours are configured and kept.
// Animatic has no physics engine, so a simulation that would move views on screen is not
// drawn: adding a behaviour with items to an animator whose reference view is on stage fails
// the recording with a problem naming the call, as anything visual Animatic cannot draw does.

/// What a dynamic behaviour moves (UIKit's `UIDynamicItem`): a view.
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre.
    var center: CGPoint { get set }
    /// The item's bounds.
    var bounds: CGRect { get }
    /// The item's rotation and scale.
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// A physics behaviour (UIKit's `UIDynamicBehavior`): the base of the concrete behaviours, and a
/// composite of child behaviours.
open class UIDynamicBehavior: NSObject {
    /// The behaviours added with ``addChildBehavior(_:)``, in order.
    public private(set) final var childBehaviors: [UIDynamicBehavior] = []
    /// Called at each step of the simulation; never here (nothing is simulated).
    open var action: (() -> Void)?
    /// The animator the behaviour was added to, if any.
    public internal(set) final weak var dynamicAnimator: UIDynamicAnimator?

    /// A behaviour with no child.
    public override init() { super.init() }

    /// Adds `behavior` as a child of this one.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }

    /// Removes the child `behavior`.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }

    /// Called when the behaviour is added to an animator or removed from one (`nil`).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items the behaviour (and its children) act on.
    var dynamicItems: [any UIDynamicItem] { childBehaviors.flatMap(\.dynamicItems) }
}

/// The physical properties of items (UIKit's `UIDynamicItemBehavior`), kept.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items the behaviour acts on.
    public private(set) final var items: [any UIDynamicItem]
    /// How much of their energy collisions keep (0 by default).
    open var elasticity: CGFloat = 0
    /// The friction between items that slide on each other (0 by default).
    open var friction: CGFloat = 0
    /// The items' density, which gives their mass with their area (1 by default).
    open var density: CGFloat = 1
    /// The damping of linear velocity (0 by default).
    open var resistance: CGFloat = 0
    /// The damping of angular velocity (0 by default).
    open var angularResistance: CGFloat = 0
    /// The items' electric charge (0 by default).
    open var charge: CGFloat = 0
    /// Whether the items stay still while taking part in collisions (`false` by default).
    open var isAnchored = false
    /// Whether the items may rotate (`true` by default).
    open var allowsRotation = true
    private final var linear: [ObjectIdentifier: CGPoint] = [:]
    private final var angular: [ObjectIdentifier: CGFloat] = [:]

    /// A behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) { items.append(item) }
    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points per second) to `item`'s linear velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let old = linear[ObjectIdentifier(item)] ?? .zero
        linear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }

    /// `item`'s linear velocity: what ``addLinearVelocity(_:for:)`` added (nothing is simulated).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { linear[ObjectIdentifier(item)] ?? .zero }

    /// Adds `velocity` (radians per second) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        angular[ObjectIdentifier(item), default: 0] += velocity
    }

    /// `item`'s angular velocity: what ``addAngularVelocity(_:for:)`` added.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat { angular[ObjectIdentifier(item)] ?? 0 }

    override var dynamicItems: [any UIDynamicItem] { items + super.dynamicItems }
}

/// A spring or rigid link between an item and an anchor or another item (UIKit's
/// `UIAttachmentBehavior`), kept.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to (UIKit's `UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point.
        case anchor
    }

    /// The attached items (one with an anchor, two otherwise).
    public let items: [any UIDynamicItem]
    /// Whether it attaches to an anchor or to an item.
    public let attachedBehaviorType: AttachmentType
    /// The anchor point, in the reference view's coordinates.
    open var anchorPoint: CGPoint
    /// The distance between the two attachment points (their distance when made).
    open var length: CGFloat
    /// The spring's damping (0 by default).
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz (0 by default: a rigid link).
    open var frequency: CGFloat = 0
    /// The torque that resists rotation (0 by default).
    open var frictionTorque: CGFloat = 0
    /// The range of lengths allowed (unlimited by default).
    open var attachmentRange = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Attaches `item`'s point at `offset` from its centre to `point`.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = hypot(item.center.x + offset.horizontal - point.x, item.center.y + offset.vertical - point.y)
        super.init()
    }

    /// Attaches `item`'s centre to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedToAnchor: point)
    }

    /// Attaches `item1`'s point at `offset1` from its centre to `item2`'s at `offset2`.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = hypot(item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
                       item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    /// Attaches `item1`'s centre to `item2`'s.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0),
                  attachedTo: item2, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0))
    }

    override var dynamicItems: [any UIDynamicItem] { items + super.dynamicItems }
}

/// A range of lengths (UIKit's `UIFloatRange`).
public struct UIFloatRange: Hashable, Sendable {
    /// The smallest value.
    public var minimum: CGFloat
    /// The largest value.
    public var maximum: CGFloat
    /// A range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }
    /// The range of all values.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
    /// The range of zero length at 0.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
}

/// Moves an item to a point with a spring (UIKit's `UISnapBehavior`), kept.
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    /// Where the item snaps to.
    open var snapPoint: CGPoint
    /// How much the snap oscillates (0.5 by default).
    open var damping: CGFloat = 0.5

    /// Snaps `item` to `point`.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [any UIDynamicItem] { [item] + super.dynamicItems }
}

/// A constant force on items (UIKit's `UIGravityBehavior`), kept.
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items the behaviour acts on.
    public private(set) final var items: [any UIDynamicItem]
    /// The force's direction and strength (`(0, 1)` by default: 1000 points/s² downwards).
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    /// Gravity on `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// The direction's angle in radians (from the x axis, clockwise).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) { items.append(item) }
    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [any UIDynamicItem] { items + super.dynamicItems }
}

/// A force that pushes items (UIKit's `UIPushBehavior`), kept.
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force acts continuously or once (UIKit's `UIPushBehavior.Mode`).
    public enum Mode: Int, Sendable {
        /// Applied continuously.
        case continuous
        /// Applied once, as an impulse.
        case instantaneous
    }

    /// The items the behaviour acts on.
    public private(set) final var items: [any UIDynamicItem]
    /// The push's mode.
    public let mode: Mode
    /// Whether the push acts (`true` by default).
    open var active = true
    /// The force's direction and strength.
    open var pushDirection = CGVector(dx: 0, dy: 0)

    /// A push on `items` in `mode`.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// The direction's angle in radians.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) { items.append(item) }
    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [any UIDynamicItem] { items + super.dynamicItems }
}

/// Runs physics behaviours on views in a reference view (UIKit's `UIDynamicAnimator`).
///
/// Animatic has no physics engine: behaviours are kept, and adding one that acts on items to an
/// animator whose reference view is on stage fails the recording with
/// ``StoryProblem/notSupported(call:feature:)`` naming `UIDynamicAnimator.addBehavior(_:)`
/// (the views would move on screen, and that motion cannot be drawn). Off stage, nothing moves.
///
/// ```swift
/// let animator = UIDynamicAnimator(referenceView: container)
/// animator.addBehavior(UIGravityBehavior(items: [card]))   // container on stage: a StoryProblem
/// ```
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the behaviours use.
    public private(set) final weak var referenceView: UIView?
    /// The behaviours added, in order.
    public private(set) final var behaviors: [UIDynamicBehavior] = []

    /// An animator for views in `view`.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Whether the simulation runs: never here.
    open var isRunning: Bool { false }

    /// The time the simulation has run: always 0 here.
    open var elapsedTime: TimeInterval { 0 }

    /// Adds `behavior` (see the type's documentation for a reference view on stage).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let view = referenceView, view.window != nil, !behavior.dynamicItems.isEmpty {
            UIView.report(.notSupported(call: "UIDynamicAnimator.addBehavior(_:)",
                                        feature: "a physics simulation (UIKit Dynamics, \(type(of: behavior))) of views on stage: there is no physics engine to move them"))
        }
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
    }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        behaviors.remove(at: i)
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// Tells the animator that `item` was changed outside the simulation (nothing to update here).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}
}

/// The polar form of gravity's and a push's direction vector (their `angle`, `magnitude`,
/// `setAngle(_:magnitude:)`).
private extension CGVector {
    /// A vector of `magnitude` at `angle` radians from the x axis (clockwise, y down).
    init(angle: CGFloat, magnitude: CGFloat) { self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    /// The angle from the x axis, in radians.
    var angle: CGFloat { atan2(dy, dx) }
    /// The length.
    var magnitude: CGFloat { hypot(dx, dy) }
}
