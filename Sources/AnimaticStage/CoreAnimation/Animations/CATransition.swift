import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline

/// The key Core Animation uses for a layer's transition animation (`kCATransition`).
///
/// ```swift
/// titleLabel.layer.add(fade, forKey: kCATransition)
/// ```
public let kCATransition = "transition"

/// The kind of a ``CATransition`` (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The transition type's string value.
    public var rawValue: String
    /// Creates a transition type from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// "The layer's content fades as it becomes visible or hidden" (Apple): the one Animatic draws.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old (reported as not supported).
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out (reported as not supported).
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away to reveal the new (reported as not supported).
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving ``CATransition`` (`CATransitionSubtype`; a fade has none).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The transition subtype's string value.
    public var rawValue: String
    /// Creates a transition subtype from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The transition moves in from the right side of the layer.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition moves in from the left side of the layer.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition moves in from the top of the layer.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition moves in from the bottom of the layer.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition of a layer's content, shaped like Core Animation's `CATransition`: added to a
/// view's layer in the same instant as changes of the view's content (a label's text, an image
/// view's image), it makes them cross-dissolve.
///
/// ```swift
/// let fade = CATransition()
/// fade.type = .fade
/// fade.duration = 0.3
/// fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// titleLabel.layer.add(fade, forKey: kCATransition)
/// titleLabel.text = "Welcome back"     // fades in over 0.3 s (before or after the add)
/// ```
///
/// Core Animation renders the layer as it was before the current transaction and as it is
/// when the transaction commits, and blends the two (Apple, `CATransition`; type `fade`: "The
/// layer's content fades as it becomes visible or hidden"). Animatic records each content
/// change of the view, and of views inside it, made in the instant the transition is added as
/// a cross-dissolve over ``CAAnimation/duration`` (0: Core Animation's 0.25 s) along
/// ``CAAnimation/timingFunction`` (linear when `nil`), from the picture on screen (see
/// ``ContentChange``). Other changes (colours, geometry) are not part of the snapshot blend
/// and show as they would without the transition. The delegate is told at the start and the
/// end.
///
/// Reported as not supported (``StoryProblem/notSupported(call:feature:)``, nothing fades):
/// the types `.moveIn`, `.push`, `.reveal` and any other (such as the private `"cube"`),
/// `startProgress`/`endProgress` other than 0 and 1, a `beginTime` (a later start), repeats,
/// `autoreverses`, `speed` other than 1 and `timeOffset`.
open class CATransition: CAAnimation {
    /// The kind of transition (`.fade` by default, as in Core Animation).
    open var type: CATransitionType = .fade
    /// The direction of a moving transition; a fade ignores it.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0...1 (only 0 is supported).
    open var startProgress: Float = 0
    /// Where the transition ends, 0...1 (only 1 is supported).
    open var endProgress: Float = 1
}

extension CALayer {
    /// Records a ``CATransition`` added to this layer (see its documentation).
    func addTransition(_ transition: CATransition, view: UIView, recorder: StageRecorder) {
        let call = "CALayer.add(_:forKey:)"
        guard transition.type == .fade else {
            return recorder.report(.notSupported(call: call, feature: "a CATransition of type \"\(transition.type.rawValue)\" (only .fade)"))
        }
        var unsupported: [String] = []
        if transition.startProgress != 0 || transition.endProgress != 1 {
            unsupported.append("startProgress/endProgress other than 0 and 1")
        }
        if transition.beginTime != 0 { unsupported.append("a beginTime") }
        if transition.repeatCount != 0 || transition.repeatDuration != 0 || transition.autoreverses {
            unsupported.append("repeats and autoreverses")
        }
        if transition.speed != 1 || transition.timeOffset != 0 { unsupported.append("speed and timeOffset") }
        guard unsupported.isEmpty else {
            return recorder.report(.notSupported(call: call, feature: "a CATransition with " + unsupported.joined(separator: ", ")))
        }
        guard let timing = CALayer.timing(of: transition, recorder: recorder, call: call) else { return }
        let fade = (duration: timing.duration, curve: transition.timingFunction?.curve ?? TimingCurve.linear)
        recorder.addContentTransition(view: view, fade: fade)
        if let delegate = transition.delegate {
            recorder.clock.schedule(at: timing.start) { delegate.animationDidStart(transition) }
            recorder.clock.schedule(at: timing.start + timing.duration) { delegate.animationDidStop(transition, finished: true) }
        }
        CATransaction.animationAdded(ending: timing.start + timing.duration)
    }
}
