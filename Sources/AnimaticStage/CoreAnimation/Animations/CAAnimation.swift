import AnimaticRuntime
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

/// Told when an animation starts and stops (on the story clock).
public protocol CAAnimationDelegate: AnyObject {
    /// Tells the delegate the animation has started (at its begin time on the story clock).
    func animationDidStart(_ anim: CAAnimation)
    /// Tells the delegate the animation has stopped; `flag` is `true` when it ran its whole active
    /// duration, `false` when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default, as the requirement is optional in Core Animation.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default, as the requirement is optional in Core Animation.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's media time on the story clock, in seconds: 86,400 (a day after the phone
/// booted, as iOS counts it from boot) when the story starts, plus the story time.
///
/// ```swift
/// pulse.beginTime = CACurrentMediaTime() + 0.3    // 0.3 s from now
/// ring.beginTime = CACurrentMediaTime() - 0.15    // began 0.15 s ago: starts 0.15 s in
/// ```
///
/// Apple, `CACurrentMediaTime()`: "the current CoreAnimation absolute time", from
/// `mach_absolute_time()`, which counts from boot; an animation's `beginTime` is on this clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaTime.at(StoryContext.current?.clock.now ?? .zero)
}

/// The base of Core Animation's explicit animations.
open class CAAnimation: NSObject {
    /// Seconds; 0 means Core Animation's default of 0.25 s.
    open var duration: CFTimeInterval = 0
    /// When to start, in ``CACurrentMediaTime()`` seconds; 0 means now.
    open var beginTime: CFTimeInterval = 0
    /// The curve (linear when `nil`, as Core Animation's explicit animations).
    open var timingFunction: CAMediaTimingFunction?
    /// `.forwards` or `.both` with `isRemovedOnCompletion = false` keeps the end value shown.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation goes away at its end (the model value shows again).
    open var isRemovedOnCompletion = true
    /// How many times the animation plays (fractions play part of the last pass; `.infinity`
    /// repeats forever); 0 means once.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds, when `repeatCount` is 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays forward then backward.
    open var autoreverses = false
    /// How fast local time runs against the parent's (Apple, `CAMediaTiming.speed`): 2 plays
    /// twice as fast; 0 (a frozen animation) is reported as not supported.
    open var speed: Float = 1
    /// Where in its active local time the animation starts, in seconds; it wraps around to
    /// play the part before (Apple, `CAMediaTiming.timeOffset`).
    open var timeOffset: CFTimeInterval = 0
    /// Told when the animation starts and stops.
    open var delegate: CAAnimationDelegate?

    /// Creates an animation with Core Animation's defaults.
    public override init() {}
}

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property: `strokeEnd`, `strokeStart`, `opacity`, `cornerRadius`,
    /// `shadowOpacity`, `lineWidth`, `strokeColor`, `fillColor`, `borderColor` or
    /// `backgroundColor`.
    open var keyPath: String?
    /// Whether the animated values are added to the model value (Apple,
    /// `CAPropertyAnimation.isAdditive`; a model value that changes while the animation runs
    /// shows when it ends, as for every explicit animation in Animatic). A shape layer's `path`
    /// has no sum: its values show as they are (Apple documents addition for some types only;
    /// NVActivityIndicatorView's demo shows its additive equalizer's rectangles as given).
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended (Apple,
    /// `CAPropertyAnimation.isCumulative`; with an endless repeat or `autoreverses`, or for a
    /// shape layer's `path`, reported as not supported).
    open var isCumulative = false

    /// Creates an animation of the given key path of a layer.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
