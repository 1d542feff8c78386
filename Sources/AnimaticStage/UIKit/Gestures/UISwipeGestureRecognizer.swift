import Foundation

/// Recognizes a swipe, shaped like UIKit's `UISwipeGestureRecognizer`: a discrete gesture
/// recognized (`.ended`) at the move where the fingers have travelled ``minimumDistance``
/// (50 pt) in one of the permitted ``direction``s, more along it than across it, within
/// ``maximumDuration`` (0.5 s) of touching down; otherwise it fails. The distance and duration
/// are Animatic's choices (UIKit does not document them).
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: self, action: #selector(nextPage))
/// swipe.direction = .left
/// pages.addGestureRecognizer(swipe)
/// stage.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), at: 2)
/// ```
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions' bit mask (UIKit's raw value).
        public var rawValue: UInt
        /// Directions from their bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (`.right` by default, as UIKit's).
    open var direction: Direction = .right
    /// How many fingers swipe (1 by default).
    open var numberOfTouchesRequired = 1
    /// How far the fingers travel to swipe: 50 pt (Animatic's choice).
    public static let minimumDistance: CGFloat = 50
    /// How soon after touch-down they must have travelled it: 0.5 s (Animatic's choice).
    public static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        start = lastWindowLocation
        startTime = event.timestamp
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if event.timestamp - startTime > UISwipeGestureRecognizer.maximumDuration { state = .failed; return }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let dx = lastWindowLocation.x - start.x, dy = lastWindowLocation.y - start.y
        let m = UISwipeGestureRecognizer.minimumDistance
        let swiped = (direction.contains(.right) && dx >= m && abs(dy) < dx)
            || (direction.contains(.left) && -dx >= m && abs(dy) < -dx)
            || (direction.contains(.down) && dy >= m && abs(dx) < dy)
            || (direction.contains(.up) && -dy >= m && abs(dx) < -dy)
        if swiped { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
