import AnimaticClock
import AnimaticRuntime
import Foundation

/// A change to a view's properties that follows how the device is tilted (Apple,
/// `UIMotionEffect`): UIKit asks the effect for
/// ``keyPathsAndRelativeValues(forViewerOffset:)`` as the viewer's offset moves, and adds the
/// values to the view's own.
///
/// A story has no device to tilt: its viewer offset is always `(0, 0)`, the device at rest. An
/// effect that adds nothing there (an interpolating effect whose range is centred on 0, the
/// parallax intro code writes) has no visual effect in a recording: it is accepted and listed in
/// the README's "Accepted, with no visual effect" table. One that would move a view at rest is
/// reported when added (``UIView/addMotionEffect(_:)``).
///
/// ```swift
/// let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// tilt.minimumRelativeValue = -20
/// tilt.maximumRelativeValue = 20
/// view.addMotionEffect(tilt)      // accepted: at rest the view stays where it is
/// ```
open class UIMotionEffect: NSObject {
    /// An effect that changes nothing (subclasses say what they change).
    public override init() { super.init() }

    /// The key paths to change and the values to add to them when the viewer is at
    /// `viewerOffset` (each component in -1...1, 0 at rest; Apple,
    /// `keyPathsAndRelativeValues(forViewerOffset:)`). This base class changes nothing: `nil`.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect that moves one key path linearly between two relative values as the device tilts
/// along one axis (Apple, `UIInterpolatingMotionEffect`): -1 on that axis gives
/// ``minimumRelativeValue``, 1 gives ``maximumRelativeValue``, and 0 (at rest, the only offset a
/// story has) the value halfway between them.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which tilt the effect follows (Apple, `UIInterpolatingMotionEffect.EffectType`, UIKit's raw values).
    public enum EffectType: Int, Sendable {
        /// Tilting the device left and right (the viewer offset's `horizontal`).
        case tiltAlongHorizontalAxis = 0
        /// Tilting the device towards and away from the viewer (the viewer offset's `vertical`).
        case tiltAlongVerticalAxis = 1
    }

    /// The key path the effect changes (`"center.x"`, `"layer.shadowOffset"`).
    public let keyPath: String
    /// The tilt the effect follows.
    public let type: EffectType
    /// The value added at an offset of -1 (a number; `nil`: none, the effect adds nothing).
    open var minimumRelativeValue: Any?
    /// The value added at an offset of 1 (a number; `nil`: none, the effect adds nothing).
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` following `type` (Apple, `init(keyPath:type:)`).
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// `keyPath` and the value between the minimum and maximum for the offset on this effect's
    /// axis (linear, the midpoint at 0); `nil` when a bound is missing or is not a number.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else { return nil }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let t = (min(1, max(-1, offset)) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }

    /// The number `value` holds (Swift's numbers and `NSNumber`, read as a label's number
    /// attributes are), if it holds one.
    static func number(_ value: Any?) -> Double? { value.flatMap(UILabel.number) }
}

/// Several motion effects applied together (Apple, `UIMotionEffectGroup`): the union of its
/// effects' key paths and values.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects applied together (`nil`: none).
    open var motionEffects: [UIMotionEffect]?

    /// An empty group.
    public override init() { super.init() }

    /// Every effect's key paths and values at `viewerOffset` (`nil` when none gives any).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                all[keyPath] = value
            }
        }
        return all.isEmpty ? nil : all
    }
}

extension UIView {
    /// Starts applying `effect` to the view (Apple, `addMotionEffect(_:)`). A story's device is
    /// at rest, so an effect whose values at the viewer offset `(0, 0)` are all 0 changes
    /// nothing and is kept (``motionEffects``); one that would move the view at rest is reported
    /// as not supported (``StoryProblem/notSupported(call:feature:)``) and kept too.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        let atRest = effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) ?? [:]
        let moving = atRest.filter { UIInterpolatingMotionEffect.number($0.value) != 0 }.keys.sorted()
        if !moving.isEmpty {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UIView.addMotionEffect(_:)",
                feature: "a motion effect that changes \(moving.joined(separator: ", ")) with the device at rest (view \(displayName))"))
        }
        if !viewMotionEffects.contains(where: { $0 === effect }) { viewMotionEffects.append(effect) }
    }

    /// Stops applying `effect` (Apple, `removeMotionEffect(_:)`); nothing happens if the view
    /// does not have it.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        viewMotionEffects.removeAll { $0 === effect }
    }

    /// The effects added to the view, in the order they were added (Apple, `motionEffects`);
    /// setting it replaces them (each new one checked as ``addMotionEffect(_:)`` does).
    public var motionEffects: [UIMotionEffect] {
        get { viewMotionEffects }
        set {
            viewMotionEffects = []
            for effect in newValue { addMotionEffect(effect) }
        }
    }
}

/// A view's motion effects, kept beside the view (a view without any pays nothing).
private final class MotionEffects {
    var effects: [UIMotionEffect] = []
    nonisolated(unsafe) static var key: UInt8 = 0
}

extension UIView {
    fileprivate var viewMotionEffects: [UIMotionEffect] {
        get { (objc_getAssociatedObject(self, &MotionEffects.key) as? MotionEffects)?.effects ?? [] }
        set {
            let storage = objc_getAssociatedObject(self, &MotionEffects.key) as? MotionEffects ?? {
                let made = MotionEffects()
                objc_setAssociatedObject(self, &MotionEffects.key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return made
            }()
            storage.effects = newValue
        }
    }
}
