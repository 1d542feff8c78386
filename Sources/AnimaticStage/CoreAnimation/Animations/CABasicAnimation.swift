import AnimaticRuntime
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

/// An animation from one value to another, shaped like Core Animation's `CABasicAnimation`.
///
/// ```swift
/// let draw = CABasicAnimation(keyPath: "strokeEnd")
/// draw.fromValue = 0
/// draw.toValue = 1
/// draw.duration = 1.2
/// draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// shape.strokeEnd = 1             // the model value, shown after the animation
/// shape.add(draw, forKey: "draw")
/// ```
///
/// As in Core Animation, adding the animation does not change the model: the layer shows
/// `fromValue` (or what is on screen) to `toValue` (or the model value) over `duration`
/// from `beginTime` (or now), then the model value again unless `isRemovedOnCompletion` is
/// false and `fillMode` is `.forwards`/`.both`; with `.backwards`/`.both`, a `beginTime` in the
/// future shows `fromValue` until the animation begins. Model changes made while it runs show when
/// it ends. `repeatCount`, `repeatDuration` and `autoreverses` repeat it as Core Animation does;
/// `speed`, `timeOffset`, `isAdditive` and `isCumulative` set its local time and values as in
/// Core Animation (Apple, "CAMediaTiming", "CAPropertyAnimation").
open class CABasicAnimation: CAPropertyAnimation {
    /// The value to start from (`nil`: the value on screen, or `toValue − byValue`).
    open var fromValue: Any?
    /// The value to end at (`nil`: the model value, or `fromValue + byValue`).
    open var toValue: Any?
    /// A relative change (Apple, `CABasicAnimation.byValue`): from `fromValue` to
    /// `fromValue + byValue`, from `toValue − byValue` to `toValue`, or alone from the value on
    /// screen to it plus `byValue`; numbers, points and sizes (a colour is reported).
    open var byValue: Any?
}
