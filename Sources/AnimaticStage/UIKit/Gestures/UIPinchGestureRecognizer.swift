import Foundation

/// Recognizes a pinch, shaped like UIKit's `UIPinchGestureRecognizer`: a continuous gesture of
/// two fingers that begins at their first move, sends `.changed` at each move, and ends when a
/// finger lifts. ``scale`` is the distance between the fingers over the distance at touch-down
/// (multiplied into the value the app last set, so `pinch.scale = 1` after each change gives
/// the change since the last one, as in UIKit); ``velocity`` is its change per second over the
/// last move.
///
/// ```swift
/// stage.pinch(photo.center, scale: 2, at: 1, duration: 0.5)   // scale 2 at 1.5 s
/// ```
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch (1 at touch-down); settable.
    open var scale: CGFloat = 1
    /// How fast ``scale`` changed over the last move, per second.
    open private(set) var velocity: CGFloat = 0

    private var lastDistance: CGFloat = 0
    private var lastTime: TimeInterval = 0

    private var span: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        return UIGestureRecognizer.distance(trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span else { return }
        lastDistance = span
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span, lastDistance > 0 else { return }
        let old = scale
        scale = old * span / lastDistance
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (scale - old) / dt }
        lastDistance = span
        lastTime = event.timestamp
        changeContinuousGesture()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count - touches.count < 2 else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        scale = 1
        velocity = 0
        lastDistance = 0
    }
}

/// Recognizes a two-finger rotation, shaped like UIKit's `UIRotationGestureRecognizer`: as
/// ``UIPinchGestureRecognizer`` but ``rotation`` is the angle in radians the line between the
/// fingers turned since touch-down (clockwise positive, as on screen with y down), and
/// ``velocity`` radians per second over the last move.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians (0 at touch-down); settable.
    open var rotation: CGFloat = 0
    /// How fast ``rotation`` changed over the last move, in radians per second.
    open private(set) var velocity: CGFloat = 0

    private var lastAngle: CGFloat = 0
    private var lastTime: TimeInterval = 0

    private var angle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let p = trackedTouches[0].location(in: nil), q = trackedTouches[1].location(in: nil)
        return atan2(q.y - p.y, q.x - p.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle else { return }
        lastAngle = angle
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle else { return }
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        rotation += delta
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = delta / dt }
        lastAngle = angle
        lastTime = event.timestamp
        // A rotation begins with the first move that turns.
        if state != .possible || delta != 0 { changeContinuousGesture() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count - touches.count < 2 else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        rotation = 0
        velocity = 0
    }
}

/// Recognizes a pointer hovering over a view, shaped like UIKit's `UIHoverGestureRecognizer`
/// (iPadOS pointers, Apple Pencil hover). A phone stage has no pointer: it never recognizes,
/// as on an iPhone.
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
