import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension UIView {
    /// The point of the view's bounds, in their unit space, that sits at ``center`` (the layer's
    /// `position`) and that ``transform`` acts about: (0.5, 0.5), the centre, by default;
    /// (0, 0) is the top-left corner, (1, 1) the bottom-right, and values outside 0...1 are
    /// allowed (Apple, `UIView.anchorPoint`, iOS 16, and `CALayer.anchorPoint`).
    ///
    /// Changing it keeps ``center`` and moves the frame (`frame.origin = center −
    /// anchorPoint·size`), as in UIKit; code that wants the view to stay put moves `center`
    /// by the same amount, as the usual `setAnchorPoint` helper does:
    ///
    /// ```swift
    /// extension UIView {
    ///     func setAnchorPoint(_ point: CGPoint) {
    ///         let old = CGPoint(x: bounds.width * layer.anchorPoint.x, y: bounds.height * layer.anchorPoint.y)
    ///             .applying(transform)
    ///         let new = CGPoint(x: bounds.width * point.x, y: bounds.height * point.y).applying(transform)
    ///         layer.position = CGPoint(x: layer.position.x - old.x + new.x, y: layer.position.y - old.y + new.y)
    ///         layer.anchorPoint = point
    ///     }
    /// }
    /// door.setAnchorPoint(CGPoint(x: 0, y: 0.5))          // hinge on the left edge; the door stays put
    /// UIView.animate(withDuration: 0.6) { door.transform = CGAffineTransform(rotationAngle: -.pi / 2) }
    /// ```
    ///
    /// Recorded on stage (timeline property `anchorPoint`). It is not among UIView's animatable
    /// properties (Apple, UIView, "Animations"): in a view animation block it changes at once; a
    /// `CABasicAnimation(keyPath: "anchorPoint")` animates it, and a standalone layer (added with
    /// `addSublayer`) animates a change implicitly, as Core Animation does. A non-finite value is
    /// reported as ``StoryProblem/invalidValue(view:property:value:)`` and not recorded.
    public var anchorPoint: CGPoint {
        get { extras?.anchorPoint ?? UIView.defaultAnchorPoint }
        set {
            guard anchorPoint != newValue else { return }
            recordThroughLayer(.anchorPoint, newValue) {
                if extras == nil { extras = ViewExtras() }
                // The default is kept as `nil`, so that the frame's fast path applies again.
                extras!.anchorPoint = newValue == UIView.defaultAnchorPoint ? nil : newValue
                if let layout = extras?.layout { layoutFrameDidChange(layout) }
            }
        }
    }

    /// Core Animation's default anchor point, the centre of the bounds.
    static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The frame for a view whose anchor point is `anchor` (see ``frame``): the bounds placed
    /// with `anchor` at `center`, transformed about it, as their bounding box.
    final func frame(anchoredAt anchor: CGPoint) -> CGRect {
        let size = storedBounds.size
        let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        if storedTransform.isIdentity {
            return CGRect(x: storedCenter.x + local.minX, y: storedCenter.y + local.minY, width: size.width, height: size.height)
        }
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// Sets the frame of a view whose anchor point is `anchor` to `r` (standardised): with the
    /// identity transform `center = r.origin + anchor·r.size`; under a transform, the size as
    /// ``frame`` describes, then `center` moves so that the transformed box starts at `r.origin`.
    final func setFrame(_ r: CGRect, anchoredAt anchor: CGPoint) {
        if storedTransform.isIdentity {
            center = CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height)
            bounds = CGRect(origin: storedBounds.origin, size: r.size)
            return
        }
        let box = frame(anchoredAt: anchor)
        if r.size != box.size {
            bounds = CGRect(origin: storedBounds.origin,
                            size: UIView.boundsSize(forBox: r.size, currentBox: box.size,
                                                    current: storedBounds.size, transform: storedTransform))
        }
        let moved = frame(anchoredAt: anchor)
        center = CGPoint(x: storedCenter.x + (r.minX - moved.minX), y: storedCenter.y + (r.minY - moved.minY))
    }
}

extension StageProperty where Value == CGPoint {
    /// `UIView.anchorPoint` (`CALayer.anchorPoint`).
    static var anchorPoint: Self { Self(property: .anchorPoint, name: "anchorPoint") }
}
