import AnimaticClock
import AnimaticEngine
import AnimaticRuntime
import Foundation

/// What a layer does when one of its properties changes (Apple, `CAAction`): Core Animation
/// looks the property's key up with `action(forKey:)` and runs the action it finds in place of
/// the default implicit animation. `NSNull` and `CAAnimation` are actions; an app's own class
/// may be one too.
///
/// ```swift
/// final class Logger: CAAction {
///     func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
///         print("\(event) changed")
///     }
/// }
/// shape.actions = ["strokeEnd": Logger()]   // called instead of the implicit animation
/// ```
public protocol CAAction: AnyObject {
    /// Runs the action for the change of `event` (a property's key) of `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as a layer's action means "no action", so the change shows at once
    /// (Apple, `action(forKey:)`: an `NSNull` result stops the search and no action runs).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Core Animation adds the animation to the layer under `event`; Animatic reports an
    /// animation as a layer action as not supported (the change shows at once): add it with
    /// ``CALayer/add(_:forKey:file:line:)`` after the change instead.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "CALayer.actions",
            feature: "a \(type(of: self)) as the action for \"\(event)\" (it would start from the value before the change); "
                + "add the animation with add(_:forKey:) after the change instead"))
    }
}

extension CALayer {
    /// The layer's own actions by key (Apple, `CALayer.actions`, `nil` by default), searched
    /// when one of its properties changes, before the default implicit animation (Apple,
    /// `action(forKey:)`: the delegate, then this dictionary, then `style`, then
    /// `defaultAction(forKey:)`).
    ///
    /// ```swift
    /// progress.actions = ["strokeEnd": NSNull()]   // strokeEnd changes at once, never animates
    /// progress.strokeEnd = 0.8
    /// ```
    ///
    /// On a standalone layer (added with `addSublayer`, whose implicit animations Animatic
    /// records), an `NSNull` entry makes a change of that key show at once, inside animation
    /// blocks too, as `CATransaction.setDisableActions(true)` does for every key; an entry of
    /// an app's own ``CAAction`` class is run (``CAAction/run(forKey:object:arguments:)``) in
    /// place of the implicit animation; a ``CAAnimation`` entry is reported as not supported.
    /// The keys are Core Animation's: `position`, `bounds` (both for a change of `frame`),
    /// `opacity`, `hidden`, `backgroundColor`, `transform`, `anchorPoint`, `cornerRadius`,
    /// `path`, `strokeEnd`, `fillColor`... A view's own layer never animates implicitly (its
    /// delegate, the view, answers first with no action outside animation blocks), so there the
    /// dictionary changes nothing, as in UIKit.
    public final var actions: [String: any CAAction]? {
        get { storedActions }
        set { storedActions = newValue }
    }

    /// Makes the change `change` of the property whose Core Animation key is `key` with the
    /// layer's action for it: an `NSNull` entry of ``actions`` makes it show at once, an entry of
    /// another class runs after it in place of the implicit animation.
    @inline(__always)
    final func withAction(forKey key: String, _ change: () -> Void) {
        guard let actions = storedActions, let action = actions[key], owner?.isLayerHost == true else { return change() }
        changeWithoutImplicitAnimation(change)
        if !(action is NSNull), owner?.stageRecorder != nil { action.run(forKey: key, object: self, arguments: nil) }
    }

    /// The same for a change of `frame`, which changes `position` and `bounds`: each takes its
    /// own action.
    final func setFrameWithActions(_ frame: CGRect, apply: () -> Void) {
        guard let actions = storedActions, actions["position"] != nil || actions["bounds"] != nil,
              owner?.isLayerHost == true else { return apply() }
        let r = frame.standardized
        let anchor = anchorPoint
        let oldBounds = bounds
        withAction(forKey: "bounds") { bounds = CGRect(origin: oldBounds.origin, size: r.size) }
        withAction(forKey: "position") {
            position = CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height)
        }
    }

    private final func changeWithoutImplicitAnimation(_ change: () -> Void) {
        let thread = AnimationScope.thread
        let disabled = thread.actionsDisabled
        thread.actionsDisabled = true
        change()
        thread.actionsDisabled = disabled
    }
}
