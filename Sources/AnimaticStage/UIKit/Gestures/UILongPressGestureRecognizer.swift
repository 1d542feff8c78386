import Foundation

/// Recognizes a long press, shaped like UIKit's `UILongPressGestureRecognizer`: a continuous
/// gesture that begins when ``numberOfTouchesRequired`` fingers stayed down
/// ``minimumPressDuration`` (0.5 s) without moving more than ``allowableMovement`` (10 pt),
/// sends `.changed` as they move, and ends when they lift (Apple's defaults).
///
/// ```swift
/// let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
/// icon.addGestureRecognizer(press)
/// stage.longPress(icon.center, at: 1, duration: 1)   // .began at 1.5 s, .ended at 2 s
/// ```
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers stay down before the gesture begins (0.5 s by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers press (1 by default).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (0 by default). Kept; a value above 0 is not modelled and the
    /// press is recognized as if it were 0.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the gesture begins (10 pt by default).
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint = .zero
    private var generation = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        generation += 1
        start = lastWindowLocation
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let pressing = generation
        after(minimumPressDuration) { [weak self] in
            guard let self, self.generation == pressing, self.state == .possible,
                  self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if UIGestureRecognizer.distance(lastWindowLocation, start) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        generation += 1
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        generation += 1
        cancelContinuousGesture()
    }

    open override func reset() { generation += 1 }
}
