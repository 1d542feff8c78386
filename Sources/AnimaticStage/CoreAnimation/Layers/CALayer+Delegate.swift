import AnimaticRuntime
import AnimaticClock
import Foundation

/// The object a layer asks for its content, layout and actions (Apple, `CALayerDelegate`):
/// a view is its own layer's delegate. Animatic draws a layer from its properties and its view,
/// so no method of a delegate is called; the protocol exists so that code which names it, or
/// tests `layer.delegate is UIView`, compiles and reads UIKit's answer.
public protocol CALayerDelegate: AnyObject {}

extension UIView: CALayerDelegate {}

extension CALayer {
    /// The layer's delegate (Apple, `CALayer.delegate`): the view whose ``UIView/layer`` this
    /// is, as in UIKit ("the view is the layer's delegate"); `nil` for a layer made on its own.
    ///
    /// ```swift
    /// let host = someLayer.delegate as? UIView   // the view that owns the layer, if any
    /// ```
    ///
    /// Setting another delegate is reported as ``StoryProblem/notSupported(call:feature:)``
    /// (Animatic never calls a delegate's `draw(_:in:)`, `display(_:)`, `layoutSublayers(of:)` or
    /// `action(for:forKey:)`, so its drawing would be silently missing); setting the view it
    /// already has, or `nil` on a layer without a view, changes nothing.
    public final var delegate: (any CALayerDelegate)? {
        get {
            guard let view = owner, view.storedLayer === self, !view.isLayerHost else { return nil }
            return view
        }
        set {
            if newValue === delegate { return }
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.delegate",
                feature: "a layer delegate other than the layer's view (\(newValue.map { "\(type(of: $0))" } ?? "nil")): its drawing and action methods are not called"))
        }
    }

    /// The animation added with `key` (Apple, `animation(forKey:)`), while it runs: `nil` once it
    /// has ended or been removed, or when no animation was added with that key.
    ///
    /// ```swift
    /// for key in layer.animationKeys() ?? [] { paused[key] = layer.animation(forKey: key) }
    /// ```
    ///
    /// Core Animation returns a copy of what was added; Animatic returns the object given to
    /// ``add(_:forKey:file:line:)``, which it read when it was added (changing it afterwards
    /// changes nothing recorded, as changing Core Animation's copy does not). Like
    /// ``animationKeys()``, it knows only the animations added with ``add(_:forKey:file:line:)``,
    /// not the ones UIKit's block animations add under property keys.
    public func animation(forKey key: String) -> CAAnimation? {
        if let added = explicitKeys[key] {
            if let end = added.end, let now = StoryContext.current?.clock.now, end <= now { return nil }
            return added.animation
        }
        if let contents = contentsAnimation, contents.key == key {
            if let now = StoryContext.current?.clock.now, contents.end <= now { return nil }
            return contents.animation
        }
        return pendingAnimations.last { $0.1 == key }?.0
    }
}
