import Foundation

/// Recognizes taps, shaped like UIKit's `UITapGestureRecognizer`: a discrete gesture
/// recognized (`.ended`) when the fingers lift for the ``numberOfTapsRequired``-th time with
/// ``numberOfTouchesRequired`` fingers, none having moved more than
/// ``UITapGestureRecognizer/allowableMovement`` from where it touched down.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoom))
/// doubleTap.numberOfTapsRequired = 2
/// logo.addGestureRecognizer(doubleTap)
/// stage.tap(logo.center, at: 1, count: 2)     // zoom() at 1.3 s, when the second tap lifts
/// ```
///
/// Between taps of a multi-tap it waits ``maximumTapInterval`` (0.35 s, Animatic's choice: UIKit
/// does not document its interval) for the next touch-down, then fails; a single-tap recognizer
/// that ``UIGestureRecognizer/require(toFail:)`` a double-tap one is recognized at that moment.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (1 by default).
    open var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap: 10 pt (Animatic's choice).
    public static let allowableMovement: CGFloat = 10
    /// How long a multi-tap waits for the next touch-down: 0.35 s (Animatic's choice).
    public static let maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    private var fingersDown = 0
    private var mostFingers = 0
    private var downPoints: [ObjectIdentifier: CGPoint] = [:]
    private var generation = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        generation += 1
        fingersDown += touches.count
        mostFingers = max(mostFingers, fingersDown)
        for touch in touches { downPoints[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if mostFingers > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            guard let start = downPoints[ObjectIdentifier(touch)] else { continue }
            if UIGestureRecognizer.distance(start, touch.location(in: nil)) > UITapGestureRecognizer.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        fingersDown = max(0, fingersDown - touches.count)
        guard fingersDown == 0 else { return }
        guard mostFingers == numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        mostFingers = 0
        downPoints = [:]
        if taps >= numberOfTapsRequired {
            state = .ended
            return
        }
        let waiting = generation
        after(UITapGestureRecognizer.maximumTapInterval) { [weak self] in
            guard let self, self.generation == waiting, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        taps = 0
        fingersDown = 0
        mostFingers = 0
        downPoints = [:]
        generation += 1
    }
}
