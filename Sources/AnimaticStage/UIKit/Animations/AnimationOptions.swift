import AnimaticRuntime
import AnimaticTimeline

extension UIView {
    /// Options of `UIView.animate(withDuration:delay:options:animations:completion:)`, with
    /// UIKit's raw values.
    ///
    /// What Animatic does with each:
    /// - The curve (bits 16–19): `.curveEaseInOut` (0, the default), `.curveEaseIn`,
    ///   `.curveEaseOut`, `.curveLinear`; any other curve value is taken as ease-in-out.
    /// - `.overrideInheritedDuration`, `.overrideInheritedCurve`, `.overrideInheritedOptions`:
    ///   control what an animation nested inside another animation block inherits.
    /// - `.repeat` repeats forever: the first cycle is recorded and marked as an
    ///   ``EndlessRepeat``; the story ends when everything else has ended (or when the first
    ///   cycle has, if that is later); the model and the SVG repeat it forever; the completion
    ///   never runs, as in UIKit. `.autoreverse` makes each cycle go there and back; alone, it
    ///   plays one cycle and then jumps to the new value (UIKit's end state: the model value
    ///   shows when the animation is removed). A finite count comes from
    ///   ``UIView/modifyAnimations(withRepeatCount:autoreverses:animations:)``.
    ///   On `animateKeyframes` they repeat the whole keyframe animation.
    /// - `.beginFromCurrentState` is what Animatic always does: an animation starts from the
    ///   value on screen at its start (the presentation value), so interrupting a running
    ///   animation of the same property never jumps, with or without the option (UIKit
    ///   without it may instead blend the old and new animations; see the README's
    ///   differences from iOS).
    /// - `.transitionCrossDissolve` applies to
    ///   ``UIView/transition(with:duration:options:animations:completion:)``; the other
    ///   transitions are reported as not supported there.
    /// - `.layoutSubviews`: the layout the block's changes make pending (`layoutSubviews` of
    ///   views whose size changed or that called `setNeedsLayout()`) runs inside the animation
    ///   when the block returns, so the subviews move with their parent, as Apple documents.
    /// - `.allowUserInteraction`, `.allowAnimatedContent` (outside transitions),
    ///   `.showHideTransitionViews` and the frame-rate hints change nothing in a recording.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve the options select (ease-in-out unless another curve is set).
        package var timingCurve: TimingCurve { UIView.curve(ofRawOptions: rawValue) }
    }

    /// Options of `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`,
    /// with UIKit's raw values.
    ///
    /// As in UIKit, a curve option can be passed through the raw value
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseIn.rawValue)`); it applies
    /// to the whole keyframe animation, ease-in-out by default. Only the linear calculation
    /// mode is supported yet: the others, `.repeat` and `.autoreverse` record the keyframes
    /// linearly, once, and fail the recording with ``StoryProblem/notSupported(call:feature:)``.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The timing curve of the whole keyframe animation (bits 16–19 of the raw value).
        package var timingCurve: TimingCurve { UIView.curve(ofRawOptions: rawValue) }
    }

    static func curve(ofRawOptions raw: UInt) -> TimingCurve {
        switch (raw >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
