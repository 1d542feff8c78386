import Foundation

/// Recognizes a drag, shaped like UIKit's `UIPanGestureRecognizer`: a continuous gesture that
/// begins once the fingers' centroid moved ``hysteresis`` (10 pt, Animatic's choice: UIKit
/// does not document its threshold) from where they touched down, sends `.changed` at each
/// move (60 a second with `stage.drag`), and ends when the fingers lift.
///
/// ```swift
/// @objc func dragged(_ pan: UIPanGestureRecognizer) {
///     let t = pan.translation(in: view)
///     card.transform = CGAffineTransform(translationX: t.x, y: t.y)
/// }
/// ```
///
/// ``translation(in:)`` is the centroid's movement since touch-down (or since
/// ``setTranslation(_:in:)``) in the view's coordinates; ``velocity(in:)`` the centroid's
/// speed over the last move, in points per second. A finger added or lifted mid-drag does not
/// make the translation jump (the reference point moves with the centroid).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (`Int.max` by default).
    open var maximumNumberOfTouches = Int.max
    /// How far the centroid moves before the pan begins: 10 pt (Animatic's choice).
    public static let hysteresis: CGFloat = 10

    /// The reference point of the translation, in stage coordinates.
    private var origin: CGPoint = .zero
    /// The centroid at the last event, in stage coordinates.
    private var lastCentroid: CGPoint = .zero
    private var lastTime: TimeInterval = 0
    private var windowVelocity: CGPoint = .zero

    private var current: CGPoint { lastWindowLocation }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count {
            origin = current
        } else {
            origin.x += current.x - lastCentroid.x
            origin.y += current.y - lastCentroid.y
        }
        lastCentroid = current
        lastTime = event.timestamp
        if state == .possible && numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let dt = event.timestamp - lastTime
        if dt > 0 {
            windowVelocity = CGPoint(x: (current.x - lastCentroid.x) / dt, y: (current.y - lastCentroid.y) / dt)
        }
        lastCentroid = current
        lastTime = event.timestamp
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            if UIGestureRecognizer.distance(current, origin) >= UIPanGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if remaining.isEmpty || remaining.count < minimumNumberOfTouches {
            endContinuousGesture()
            return
        }
        let n = CGFloat(remaining.count)
        let centroid = CGPoint(x: remaining.map { $0.location(in: nil).x }.reduce(0, +) / n,
                               y: remaining.map { $0.location(in: nil).y }.reduce(0, +) / n)
        origin.x += centroid.x - current.x
        origin.y += centroid.y - current.y
        lastCentroid = centroid
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        windowVelocity = .zero
        origin = .zero
        lastCentroid = .zero
    }

    /// How far the fingers moved since touch-down (or the last ``setTranslation(_:in:)``), in
    /// `view`'s coordinates (the stage's when `nil`), as UIKit's `translation(in:)`.
    open func translation(in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: current.x - origin.x, y: current.y - origin.y) }
        let now = view.convert(current, from: nil), then = view.convert(origin, from: nil)
        return CGPoint(x: now.x - then.x, y: now.y - then.y)
    }

    /// Makes the translation in `view`'s coordinates `translation` now (UIKit's
    /// `setTranslation(_:in:)`; `.zero` to measure each change from the last).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let view else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let now = view.convert(current, from: nil)
        origin = view.convert(CGPoint(x: now.x - translation.x, y: now.y - translation.y), to: nil)
    }

    /// The fingers' speed over the last move in points per second, in `view`'s coordinates (the
    /// stage's when `nil`), as UIKit's `velocity(in:)`.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let view else { return windowVelocity }
        let now = view.convert(current, from: nil)
        let before = view.convert(CGPoint(x: current.x - windowVelocity.x, y: current.y - windowVelocity.y), from: nil)
        return CGPoint(x: now.x - before.x, y: now.y - before.y)
    }
}

/// The edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bit mask (UIKit's raw value).
    public var rawValue: UInt
    /// Edges from their bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Recognizes a drag that starts at an edge of the screen, shaped like UIKit's
/// `UIScreenEdgePanGestureRecognizer`: a pan whose fingers touched down within
/// ``edgeWidth`` (20 pt, Animatic's choice) of one of ``edges`` of the stage; otherwise it fails.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the drag may start from (none by default, as UIKit's: set one).
    open var edges: UIRectEdge = []
    /// How close to the edge the touch-down must be: 20 pt (Animatic's choice).
    public static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, numberOfTouches == touches.count else { return }
        let size = touches.first?.window?.bounds.size ?? UIScreen.main.bounds.size
        let w = UIScreenEdgePanGestureRecognizer.edgeWidth
        let fromEdge = touches.allSatisfy { touch in
            let p = touch.location(in: nil)
            return (edges.contains(.left) && p.x <= w) || (edges.contains(.right) && p.x >= size.width - w)
                || (edges.contains(.top) && p.y <= w) || (edges.contains(.bottom) && p.y >= size.height - w)
        }
        if !fromEdge { state = .failed }
    }
}
