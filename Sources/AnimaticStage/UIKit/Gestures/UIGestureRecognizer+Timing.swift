import AnimaticClock
import Foundation

extension UIGestureRecognizer {
    /// Runs `action` `seconds` of story time from now, if a story is being recorded (the
    /// recognizers' own timers: a long press's minimum duration, a multi-tap's wait).
    final func after(_ seconds: TimeInterval, _ action: @escaping () -> Void) {
        guard let clock = StoryContext.current?.clock, let delay = StoryTime(validSeconds: seconds) else { return }
        clock.schedule(at: clock.now + delay, action)
    }

    /// The story time now, in seconds (0 outside a recording).
    final var storyNow: TimeInterval { StoryContext.current?.clock.now.seconds ?? 0 }

    /// The fingers of a continuous gesture lifted: `.ended` once it began, `.failed` before.
    final func endContinuousGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }

    /// A continuous gesture moved: `.began` on its first move, `.changed` after; nothing once it
    /// is over.
    final func changeContinuousGesture() {
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        case .ended, .cancelled, .failed: break
        }
    }

    /// The touches of a continuous gesture were cancelled: `.cancelled` once it began, `.failed`
    /// before.
    final func cancelContinuousGesture() {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }

    /// The distance between two points.
    static func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat {
        ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
    }
}
