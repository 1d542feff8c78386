import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

extension CAGradientLayer {
    /// The prefix of the internal key paths of a gradient's slots (never a Core Animation one).
    static let slotKeyPathPrefix = "animatic.slot."

    /// Records a `CABasicAnimation` or `CAKeyframeAnimation` of `colors` or `locations` (Apple,
    /// "CAGradientLayer": both animatable): each value is an array with one entry per colour of
    /// the layer (as many as its `colors` now), and each colour or stop moves from entry to
    /// entry as a number or colour of its own would, with the animation's timing, curve, key
    /// times, calculation mode, repeats, fill, removal, delegate and key. Arrays of another
    /// length than the layer's colours (Core Animation would change the number of stops
    /// while it runs) and `byValue` are reported as not supported.
    func addArrayAnimation(_ animation: CAPropertyAnimation, forKey key: String?, view: UIView, recorder: StageRecorder) {
        let call = "CALayer.add(_:forKey:)"
        let path = animation.keyPath ?? ""
        let count = colors?.count ?? 0
        let basic = animation as? CABasicAnimation
        if basic?.byValue != nil || animation.isCumulative {
            return recorder.report(.notSupported(call: call, feature: "CABasicAnimation.byValue or isCumulative of \"\(path)\""))
        }
        if let keyframes = animation as? CAKeyframeAnimation, keyframes.path != nil {
            return recorder.report(.notSupported(call: call, feature: "CAKeyframeAnimation.path for \"\(path)\""))
        }
        let given: [Any?] = basic.map { [$0.fromValue, $0.toValue] } ?? ((animation as? CAKeyframeAnimation)?.values ?? [])
        var arrays: [[Any]?] = []
        for value in given {
            guard let value else { arrays.append(nil); continue }
            guard let array = value as? [Any] else {
                return recorder.report(.invalidArgument(call: call, argument: "values",
                                                        problem: "\"\(path)\" takes arrays, got \(Swift.type(of: value))"))
            }
            guard array.count == count, count > 0, count <= CAGradientLayer.slotCount else {
                return recorder.report(.notSupported(
                    call: call, feature: "a \"\(path)\" animation of \(array.count) entries on a gradient of \(count) colors "
                        + "(the number of stops must stay the same, at most \(CAGradientLayer.slotCount))"))
            }
            let fits = path == "colors"
                ? array.allSatisfy { $0 is CGColor || $0 is UIColor }
                : array.allSatisfy { ($0 as? NSNumber)?.doubleValue.isFinite ?? ($0 as? Double ?? ($0 as? CGFloat).map(Double.init))?.isFinite ?? false }
            guard fits else {
                return recorder.report(.invalidArgument(call: call, argument: "values", problem: path == "colors"
                    ? "\"colors\" takes arrays of CGColor or UIColor" : "\"locations\" takes arrays of finite numbers"))
            }
            arrays.append(array)
        }
        let slots = path == "colors" ? AnimatedProperty.gradientColors : AnimatedProperty.gradientLocations
        let group = CAAnimationGroup()
        group.duration = animation.duration
        group.beginTime = animation.beginTime
        group.repeatCount = animation.repeatCount
        group.repeatDuration = animation.repeatDuration
        group.autoreverses = animation.autoreverses
        group.fillMode = animation.fillMode
        group.isRemovedOnCompletion = animation.isRemovedOnCompletion
        group.delegate = animation.delegate
        group.speed = animation.speed
        group.timeOffset = animation.timeOffset
        group.animations = slots.enumerated().map { index, slot in
            // Slots past the last colour repeat it, as the layer's own stops do.
            let entry = min(index, count - 1)
            func part(_ array: [Any]?) -> Any? { array.map { $0[entry] } }
            let child: CAPropertyAnimation
            if let keyframes = animation as? CAKeyframeAnimation {
                let copy = CAKeyframeAnimation(keyPath: CAGradientLayer.slotKeyPathPrefix + "\(slot.descriptor.name)")
                copy.values = arrays.map { part($0) as Any }
                copy.keyTimes = keyframes.keyTimes
                copy.timingFunctions = keyframes.timingFunctions
                copy.calculationMode = keyframes.calculationMode
                child = copy
            } else {
                let copy = CABasicAnimation(keyPath: CAGradientLayer.slotKeyPathPrefix + "\(slot.descriptor.name)")
                copy.fromValue = part(arrays.first ?? nil)
                copy.toValue = part(arrays.count > 1 ? arrays[1] : nil)
                child = copy
            }
            child.timingFunction = animation.timingFunction
            child.isAdditive = animation.isAdditive
            child.isCumulative = animation.isCumulative
            return child
        }
        addGroup(group, forKey: key, view: view, recorder: recorder)
    }
}
