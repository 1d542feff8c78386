import AnimaticClock
import AnimaticRuntime
import Foundation

// Key-value storage on animations and layers (Apple, Core Animation Programming Guide,
// "Key-Value Coding Extensions": "CAAnimation and CALayer classes are key-value coding compliant
// container classes, which means that you can set values for arbitrary keys"). Apps tag an
// animation with `anim.setValue("intro", forKey: "name")` and read it back in
// `animationDidStop(_:finished:)`. The values live in the associated-object table
// (`objc_setAssociatedObject`), so neither class grows.
//
// A key naming one of the object's own properties (`"duration"`, a layer's `"opacity"` or
// `"transform.scale"`) would set or read that property in Core Animation; that is reported as
// not supported instead of being stored beside it.

/// The storage of one object's keyed values.
final class KeyedValues {
    var values: [String: Any] = [:]

    private enum Key { nonisolated(unsafe) static var storage: UInt8 = 0 }

    /// The storage of `object`, made on first use when `create`.
    static func of(_ object: AnyObject, create: Bool) -> KeyedValues? {
        if let existing = objc_getAssociatedObject(object, &Key.storage) as? KeyedValues { return existing }
        guard create else { return nil }
        let made = KeyedValues()
        objc_setAssociatedObject(object, &Key.storage, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

extension CAAnimation {
    /// The names of the animation properties Core Animation's key-value coding would set.
    private static let propertyKeys: Set<String> = [
        "duration", "beginTime", "timingFunction", "fillMode", "removedOnCompletion", "isRemovedOnCompletion",
        "repeatCount", "repeatDuration", "autoreverses", "speed", "timeOffset", "delegate", "keyPath", "additive",
        "cumulative", "fromValue", "toValue", "byValue", "values", "keyTimes", "timingFunctions", "path",
        "calculationMode", "rotationMode", "animations", "type", "subtype", "mass", "stiffness", "damping",
        "initialVelocity",
    ]

    /// Stores `value` under `key` (Apple's `setValue(_:forKey:)`; `nil` removes it), to read back
    /// with ``value(forKey:)``, for example in the delegate's `animationDidStop(_:finished:)`.
    ///
    /// ```swift
    /// let fade = CABasicAnimation(keyPath: "opacity")
    /// fade.setValue("intro-fade", forKey: "tag")
    /// fade.value(forKey: "tag") as? String   // "intro-fade"
    /// ```
    public func setValue(_ value: Any?, forKey key: String) {
        if CAAnimation.propertyKeys.contains(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CAAnimation.setValue(_:forKey:)", feature: "setting the animation's property '\(key)' by key (set the property itself)"))
            return
        }
        KeyedValues.of(self, create: value != nil)?.values[key] = value
    }

    /// The value stored under `key` with ``setValue(_:forKey:)``, or `nil`.
    public func value(forKey key: String) -> Any? {
        if CAAnimation.propertyKeys.contains(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CAAnimation.value(forKey:)", feature: "reading the animation's property '\(key)' by key (read the property itself)"))
            return nil
        }
        return KeyedValues.of(self, create: false)?.values[key]
    }
}

extension CALayer {
    /// Whether `key` names a property of the layer that Core Animation's key-value coding reads
    /// and sets (an animatable key path, or one of the layer's drawn looks).
    private func isPropertyKey(_ key: String) -> Bool {
        if KeyPaths.shared.animated[key] != nil || KeyPaths.shared.removal[key] != nil { return true }
        let first = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
        return KeyPaths.shared.animated[first] != nil || [
            "frame", "name", "zPosition", "shadowPath", "sublayers", "superlayer", "masksToBounds", "hidden", "isHidden",
            "contents", "mask", "delegate", "anchorPoint", "borderWidth", "shadowColor", "shadowOffset", "shadowRadius",
            "sublayerTransform",
        ].contains(first)
    }

    /// Stores `value` under `key` (Apple's `setValue(_:forKey:)` on a layer; `nil` removes it), to
    /// read back with ``value(forKey:)``. A key naming one of the layer's properties is reported
    /// as not supported (set the property itself, or animate it with `CABasicAnimation`).
    ///
    /// ```swift
    /// badge.layer.setValue(3, forKey: "pulseCount")
    /// ```
    public func setValue(_ value: Any?, forKey key: String) {
        if isPropertyKey(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.setValue(_:forKey:)", feature: "setting the layer's property '\(key)' by key (set the property itself)"))
            return
        }
        KeyedValues.of(self, create: value != nil)?.values[key] = value
    }

    /// The value stored under `key` with ``setValue(_:forKey:)``, or `nil`.
    public func value(forKey key: String) -> Any? {
        if isPropertyKey(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.value(forKey:)", feature: "reading the layer's property '\(key)' by key (read the property itself)"))
            return nil
        }
        return KeyedValues.of(self, create: false)?.values[key]
    }

    /// The value at `keyPath` (Apple's key-value coding `value(forKeyPath:)`): the value stored
    /// under its first key with ``setValue(_:forKey:)``, then, for each further key, that key of
    /// the layer or animation found there. A key path starting with one of the layer's properties
    /// (`"zPosition"`, `"transform.rotation.z"`) is reported as not supported, as
    /// ``value(forKey:)`` reports it (read the property itself); so is a further key of a value
    /// that is neither a layer nor an animation.
    ///
    /// ```swift
    /// let count = badge.layer.value(forKeyPath: "pulseCount") as? Int
    /// ```
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if isPropertyKey(parts[0]) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.value(forKeyPath:)", feature: "reading the layer's property '\(keyPath)' by key path (read the property itself)"))
            return nil
        }
        let first = KeyedValues.of(self, create: false)?.values[parts[0]]
        guard parts.count == 2, let first else { return first }
        if let layer = first as? CALayer { return layer.value(forKeyPath: parts[1]) }
        if let animation = first as? CAAnimation, !parts[1].contains(".") { return animation.value(forKey: parts[1]) }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "CALayer.value(forKeyPath:)", feature: "reading '\(parts[1])' of a \(type(of: first)) by key path"))
        return nil
    }

    /// Sets the value at `keyPath` (Apple's key-value coding `setValue(_:forKeyPath:)`): a
    /// one-key path stores as ``setValue(_:forKey:)`` does; a longer one sets the rest of the
    /// path on the layer or animation stored under its first key. A key path starting with one
    /// of the layer's properties (`"position"`, `"transform.scale"`) is reported as not supported,
    /// as ``setValue(_:forKey:)`` reports it (set the property itself, or animate it); so is a
    /// path through a value that is neither a layer nor an animation, or through nothing.
    ///
    /// ```swift
    /// badge.layer.setValue(3, forKeyPath: "pulseCount")
    /// ```
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if isPropertyKey(parts[0]) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.setValue(_:forKeyPath:)", feature: "setting the layer's property '\(keyPath)' by key path (set the property itself)"))
            return
        }
        guard parts.count == 2 else { return setValue(value, forKey: parts[0]) }
        let first = KeyedValues.of(self, create: false)?.values[parts[0]]
        if let layer = first as? CALayer { return layer.setValue(value, forKeyPath: parts[1]) }
        if let animation = first as? CAAnimation, !parts[1].contains(".") { return animation.setValue(value, forKey: parts[1]) }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "CALayer.setValue(_:forKeyPath:)",
            feature: "setting '\(parts[1])' of \(first.map { "a \(type(of: $0))" } ?? "nothing stored under '\(parts[0])'") by key path"))
    }
}
