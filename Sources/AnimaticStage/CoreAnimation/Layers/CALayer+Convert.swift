import AnimaticClock
import AnimaticRuntime
import Foundation

extension CALayer {
    /// Converts `point` from `layer`'s coordinates to this layer's (Apple, `convert(_:from:)`),
    /// through the views that draw the two layers (a view's layer, or the view Animatic makes
    /// for a sublayer), so position, bounds origin, anchor point and transforms on the way all
    /// count, as `UIView.convert(_:from:)` counts them; a `nil` layer stands for the stage.
    ///
    /// ```swift
    /// let shadowRect = layer.convert(background.layer.bounds, from: background.layer)
    /// ```
    ///
    /// A layer converts to itself unchanged. Converting to or from a layer that no view draws
    /// yet (a layer not added to a view's layer tree) is reported as not supported and gives the
    /// value unchanged.
    public final func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let (view, other) = views(with: layer, call: "CALayer.convert(_:from:)") else { return point }
        return view.convert(point, from: other)
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (Apple, `convert(_:to:)`; see
    /// ``convert(_:from:)-(CGPoint,_)``).
    public final func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let (view, other) = views(with: layer, call: "CALayer.convert(_:to:)") else { return point }
        return view.convert(point, to: other)
    }

    /// Converts `rect` from `layer`'s coordinates to this layer's: the smallest rectangle holding
    /// its converted corners (Apple, `convert(_:from:)`).
    public final func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        guard let (view, other) = views(with: layer, call: "CALayer.convert(_:from:)") else { return rect }
        return view.convert(rect, from: other)
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s (Apple, `convert(_:to:)`).
    public final func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        guard let (view, other) = views(with: layer, call: "CALayer.convert(_:to:)") else { return rect }
        return view.convert(rect, to: other)
    }

    /// Whether `point`, in this layer's coordinates, is inside its bounds (Apple,
    /// `CALayer.contains(_:)`; a shape layer answers for its bounds too, not its path).
    ///
    /// ```swift
    /// if badge.contains(badge.convert(touch, from: view.layer)) { pulse() }
    /// ```
    public final func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// Converts the time `t` from `layer`'s time to this layer's (Apple,
    /// `convertTime(_:from:)`): each layer from the root down maps its parent's time `p` to
    /// `(p - beginTime) × speed + timeOffset`; a `nil` layer stands for absolute time, the
    /// clock of `CACurrentMediaTime()`. A layer's parent is its superlayer, or, for a view's
    /// layer, the layer of the view's superview. A paused layer (speed 0) has one time for every
    /// absolute time: converting from it gives `t` back unchanged.
    ///
    /// ```swift
    /// let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    /// ```
    public final func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(layer?.absoluteTime(t) ?? t)
    }

    /// Converts the time `t` from this layer's time to `layer`'s (Apple, `convertTime(_:to:)`;
    /// see ``convertTime(_:from:)``).
    public final func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(t)
        return layer?.localTime(absolute) ?? absolute
    }

    /// The layer whose time this layer's time runs in: its superlayer, or its view's superview's
    /// layer.
    private final var timeParent: CALayer? {
        if let superlayer { return superlayer }
        guard let view = owner, view.storedLayer === self, !view.isLayerHost else { return nil }
        return view.storedSuperview?.layer
    }

    /// Absolute time `t` in this layer's time.
    private final func localTime(_ t: CFTimeInterval) -> CFTimeInterval {
        let parent = timeParent?.localTime(t) ?? t
        return (parent - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// This layer's time `t` in absolute time.
    private final func absoluteTime(_ t: CFTimeInterval) -> CFTimeInterval {
        guard speed != 0 else { return t }
        let parent = (t - timeOffset) / CFTimeInterval(speed) + beginTime
        return timeParent?.absoluteTime(parent) ?? parent
    }

    /// The views drawing this layer and `layer` (`nil` for the stage), or `nil` when the
    /// conversion is the identity or cannot be made (reported).
    private final func views(with layer: CALayer?, call: String) -> (UIView, UIView?)? {
        if layer === self { return nil }
        guard let view = owner, layer == nil || layer?.owner != nil else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "converting between layers that are not drawn by a view yet (add them to a view's layer first)"))
            return nil
        }
        return (view, layer?.owner)
    }
}
