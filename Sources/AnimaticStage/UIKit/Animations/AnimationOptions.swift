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
    ///   ``UIView/transition(with:duration:options:animations:completion:file:line:)``; the other
    ///   transitions are reported as not supported there.
    /// - `.layoutSubviews`: the layout the block's changes make pending (`layoutSubviews` of
    ///   views whose size changed or that called `setNeedsLayout()`) runs inside the animation
    ///   when the block returns, so the subviews move with their parent, as Apple documents.
    /// - `.allowUserInteraction`, `.allowAnimatedContent` (outside transitions),
    ///   `.showHideTransitionViews` and the frame-rate hints change nothing in a recording.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The options' bit mask (UIKit's raw value).
        public let rawValue: UInt
        /// Options from their bit mask.
        @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time, so they animate with their parent; Animatic runs the
        /// pending layout inside the animation when the block returns.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate; changes nothing in a recording.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start the animation from the current setting of an in-flight animation; Animatic always
        /// does (an animation starts from the presentation value).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely; Animatic records the first cycle as an
        /// `EndlessRepeat`.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards and forwards (with `.repeat`, each cycle goes there and
        /// back).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration, not the one of an enclosing animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve, not the one of an enclosing animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate the views by changing their properties and redrawing them; changes nothing in a
        /// recording outside transitions.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide or show views in a transition instead of removing and adding them; changes nothing
        /// in a recording.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit the options of an enclosing animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// An ease-in ease-out curve: slow at the start and end, faster in the middle (the
        /// default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve: slow at the start, speeding up towards the end.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve: fast at the start, slowing down towards the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve: an even pace throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A transition that flips the view around its vertical axis from left to right; reported
        /// as not supported by `transition(with:duration:options:animations:completion:)`.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips the view around its vertical axis from right to left; reported
        /// as not supported by `transition(with:duration:options:animations:completion:)`.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition that curls the view up from the bottom; reported as not supported by
        /// `transition(with:duration:options:animations:completion:)`.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition that curls the view down from the top; reported as not supported by
        /// `transition(with:duration:options:animations:completion:)`.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition that dissolves from one view to the next; the transition Animatic supports.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips the view around its horizontal axis from top to bottom; reported
        /// as not supported by `transition(with:duration:options:animations:completion:)`.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition that flips the view around its horizontal axis from bottom to top; reported
        /// as not supported by `transition(with:duration:options:animations:completion:)`.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate for the animation; a hint that changes nothing in a recording.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// A preferred frame rate of 60 frames per second; a hint that changes nothing in a
        /// recording.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A preferred frame rate of 30 frames per second; a hint that changes nothing in a
        /// recording.
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
        /// The options' bit mask (UIKit's raw value).
        public let rawValue: UInt
        /// Options from their bit mask.
        @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time, so they animate with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate; changes nothing in a recording.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start the animation from the current setting of an in-flight animation; Animatic always
        /// does.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely; not supported yet (the recording fails).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards and forwards; not supported yet (the recording fails).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration, not the one of an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit the options of an enclosing animation block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Interpolate linearly between keyframes (the default, and the mode Animatic supports).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from keyframe to keyframe without interpolating; not supported yet (recorded
        /// linearly, and the recording fails).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Interpolate at an even pace over the whole animation, ignoring the keyframes' times; not
        /// supported yet (recorded linearly, and the recording fails).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolate along a smooth (Catmull-Rom) spline through the keyframes; not supported yet
        /// (recorded linearly, and the recording fails).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Interpolate along a smooth spline at an even pace, ignoring the keyframes' times; not
        /// supported yet (recorded linearly, and the recording fails).
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
