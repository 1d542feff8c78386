import AnimaticClock
import AnimaticRuntime
import AnimaticTimeline
import Foundation

// Key-value storage on animations and layers (Apple, Core Animation Programming Guide,
// "Key-Value Coding Extensions": "CAAnimation and CALayer classes are key-value coding compliant
// container classes, which means that you can set values for arbitrary keys"). Apps tag an
// animation with `anim.setValue("intro", forKey: "name")` and read it back in
// `animationDidStop(_:finished:)`. The values live in the associated-object table
// (`objc_setAssociatedObject`), so neither class grows.
//
// A key naming one of a layer's recorded properties (`"opacity"`, `"position.x"`,
// `"transform.rotation.z"`) reads and sets that property's model, as Core Animation's
// key-value coding does (through the property's setter, so it records). A key naming another
// of the object's own properties (an animation's `"duration"`, a layer's `"contents"`) is
// reported as not supported instead of being stored beside it.

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

    /// The model value of the recorded property `key` names, or the value stored under any other
    /// key with ``setValue(_:forKey:)`` (`nil` when none).
    ///
    /// A property's value has the property's own Swift type (`CGFloat`; `Float` for `"opacity"`
    /// and `"shadowOpacity"`; `CGPoint`, `CGSize`, `CGRect` for `"bounds"`, `CATransform3D`,
    /// `CGColor`, `Bool` for `"hidden"`, `CGPath`); a field of a point or of the decomposed
    /// transform (`"transform.rotation.z"`, `"transform.scale"`, the average of x and y) is a
    /// `CGFloat`. Cast to that type: on Linux a number does not bridge to the other number types
    /// through `NSNumber` as it does on Apple's platforms. On `presentation()` it reads the
    /// values on screen.
    ///
    /// ```swift
    /// let angle = spinner.layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
    /// ```
    public func value(forKey key: String) -> Any? {
        if CAAnimation.propertyKeys.contains(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CAAnimation.value(forKey:)", feature: "reading the animation's property '\(key)' by key (read the property itself)"))
            return nil
        }
        return KeyedValues.of(self, create: false)?.values[key]
    }
}

/// A value given to a layer's key-value coding, read as each kind of property takes it: a number
/// of any numeric type (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), geometry bare or boxed
/// in an `NSValue`, a colour as a `CGColor` or a `UIColor`.
struct KeyValueInput {
    /// The value, unboxed from an `NSValue` when it holds geometry.
    let raw: Any?

    init(_ raw: Any?) { self.raw = raw.map(NSValue.unboxingGeometry) }

    var number: CGFloat? { raw.flatMap(UILabel.number).map { CGFloat($0) } }
    var point: CGPoint? { raw as? CGPoint }
    var size: CGSize? { raw as? CGSize }
    var flag: Bool? { raw as? Bool ?? (raw as? NSNumber)?.boolValue }
    var transform: CATransform3D? {
        raw.flatMap(CATransform3D.unboxed) ?? (raw as? CGAffineTransform).map(CATransform3DMakeAffineTransform)
    }
    /// A colour, or no colour for `nil`; `.none` for a value of another type.
    var color: CGColor?? {
        guard let raw else { return .some(nil) }
        if let c = raw as? UIColor { return .some(c.cgColor) }
        return (raw as? CGColor).map { .some($0) }
    }
    /// A path, or no path for `nil`; `.none` for a value of another type.
    var path: CGPath?? {
        guard let raw else { return .some(nil) }
        if let p = raw as? UIBezierPath { return .some(p.cgPath) }
        return (raw as? CGPath).map { .some($0) }
    }

    static let colorTypes = "a CGColor, a UIColor or nil"
    static let transformTypes = "a CATransform3D or a CGAffineTransform"
}

/// What setting a property by key did.
enum KeyValueSetting: Equatable {
    /// The property took the value (through its setter: it records as an assignment does).
    case set
    /// The value is not of the property's type (named); nothing changed.
    case wrongType(String)
}

extension CALayer {
    /// The model value of `property` when this layer's class owns it (``LayerKey``), from that
    /// class's own switch; `.none` when it does not (a shape's `strokeEnd` on a plain layer is
    /// then an arbitrary key, stored as Core Animation stores it).
    final func keyValue(of property: AnimatedProperty) -> Any?? {
        switch property.layerKey {
        case .layer(let key): return .some(keyValue(key))
        case .shapeLayer(let key): return (self as? CAShapeLayer).map { layer -> Any? in layer.keyValue(key) }
        case .gradientLayer(let key): return (self as? CAGradientLayer).map { layer -> Any? in layer.keyValue(key) }
        case .textLayer(let key): return (self as? CATextLayer).map { layer -> Any? in layer.keyValue(key) }
        }
    }

    /// Sets `property` to `value` through the owning class's switch; `nil` when this layer's
    /// class does not own it.
    final func setKeyValue(_ value: Any?, of property: AnimatedProperty) -> KeyValueSetting? {
        let input = KeyValueInput(value)
        switch property.layerKey {
        case .layer(let key): return setKeyValue(input, key)
        case .shapeLayer(let key): return (self as? CAShapeLayer)?.setKeyValue(input, key)
        case .gradientLayer(let key): return (self as? CAGradientLayer)?.setKeyValue(input, key)
        case .textLayer(let key): return (self as? CATextLayer)?.setKeyValue(input, key)
        }
    }
}

extension CALayer {
    /// Whether `key` names a property of the layer that Animatic's key-value coding neither
    /// reads nor sets (a look the stage draws but keeps out of key-value coding): reported.
    private func isUnreadPropertyKey(_ key: String) -> Bool {
        let first = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
        return [
            "frame", "name", "shadowPath", "sublayers", "superlayer", "masksToBounds",
            "contents", "mask", "delegate", "shadowColor",
        ].contains(first)
    }

    /// Whether `key` names a recorded property of this layer (a further field of it that Core
    /// Animation does not have, `"position.z"`, is then reported rather than stored).
    private func isOwnPropertyKey(_ key: String) -> Bool {
        if key == "bounds" || key == "hidden" { return true }
        guard let (property, _) = KeyPaths.shared.animated[key], case .some = keyValue(of: property) else { return false }
        return true
    }

    /// The model value at `keyPath` when it names a recorded property of this layer (Apple, "Core
    /// Animation Programming Guide", "Key-Value Coding Extensions"): the whole value in the
    /// property's Swift type (``keyValue(of:)``), `bounds` as a `CGRect`, or one field of a point
    /// (`"position.x"`) or of the decomposed transform (`"transform.rotation.z"`, `.scale.x`,
    /// `.translation` as a `CGSize`) as a `CGFloat`. `.none` when the key path names none.
    private func propertyValue(atKeyPath keyPath: String, call: String) -> Any?? {
        if keyPath == "bounds" { return .some(bounds) }
        if keyPath == "hidden" { return .some(isHidden) }
        guard let (property, part) = KeyPaths.shared.animated[keyPath],
              case .some(let whole) = keyValue(of: property) else { return .none }
        guard part != .whole else { return .some(whole) }
        if let p = whole as? CGPoint { return .some(part == .x ? p.x : p.y) }
        if part == .rotationX || part == .rotationY, let t = whole as? CATransform3D {
            guard let angle = t.turn(about: part) else {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: call, feature: "reading \"\(keyPath)\" of a transform that turns about another axis too"))
                return .some(nil)
            }
            return .some(CGFloat(angle))
        }
        guard let t = whole as? CATransform3D, let plane = t.planeTransform else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: call, feature: "reading \"\(keyPath)\" of a transform that is not affine (rotations about x or y, perspective)"))
            return .some(nil)
        }
        let c = UIView.components(of: plane.affineMatrix)
        switch part {
        case .rotation: return .some(CGFloat(c.rotation))
        // Core Animation averages the scale of its three axes; a layer on the stage scales in its
        // plane, so x and y are averaged.
        case .scale: return .some(CGFloat((c.scaleX + c.scaleY) / 2))
        case .scaleX: return .some(CGFloat(c.scaleX))
        case .scaleY: return .some(CGFloat(c.scaleY))
        case .translation: return .some(CGSize(width: c.translationX, height: c.translationY))
        case .translationX: return .some(CGFloat(c.translationX))
        case .translationY: return .some(CGFloat(c.translationY))
        case .whole, .x, .y, .rotationX, .rotationY: return .some(whole)
        }
    }

    /// Sets the model at `keyPath` when it names a recorded property of this layer, through the
    /// property's setter (``setKeyValue(_:of:)``); a field of a point or of the decomposed
    /// transform replaces that field and keeps the others. A value of the wrong type is reported
    /// (`StoryProblem.invalidArgument`) and changes nothing. `false` when the key path names no
    /// recorded property of this layer.
    private func setPropertyValue(_ value: Any?, atKeyPath keyPath: String, call: String) -> Bool {
        func wrong(_ expected: String) {
            StoryContext.reportToCurrent(StoryProblem.invalidArgument(
                call: call, argument: "value",
                problem: "\"\(keyPath)\" takes \(expected), got \(value.map { "\(type(of: $0))" } ?? "nil")"))
        }
        if keyPath == "bounds" {
            guard let r = value.map(NSValue.unboxingGeometry) as? CGRect else { wrong("a CGRect"); return true }
            bounds = r
            return true
        }
        let target = keyPath == "hidden" ? (AnimatedProperty.isHidden, KeyPathPart.whole) : KeyPaths.shared.animated[keyPath]
        guard let (property, part) = target, case .some(let whole) = keyValue(of: property) else { return false }
        var newValue = value
        if part != .whole {
            let number = KeyValueInput(value).number
            if let p = whole as? CGPoint {
                guard let number else { wrong("a number"); return true }
                newValue = part == .x ? CGPoint(x: number, y: p.y) : CGPoint(x: p.x, y: number)
            } else if part == .rotationX || part == .rotationY, let t = whole as? CATransform3D {
                guard let number else { wrong("a number"); return true }
                guard let turned = t.turned(about: part, by: Double(number)) else {
                    StoryContext.reportToCurrent(StoryProblem.notSupported(
                        call: call, feature: "setting \"\(keyPath)\" of a transform that turns about another axis too"))
                    return true
                }
                newValue = turned
            } else {
                guard let t = whole as? CATransform3D, let plane = t.planeTransform else {
                    StoryContext.reportToCurrent(StoryProblem.notSupported(
                        call: call, feature: "setting \"\(keyPath)\" of a transform that is not affine (rotations about x or y, perspective)"))
                    return true
                }
                var c = UIView.components(of: plane.affineMatrix)
                if part == .translation {
                    guard let s = value.map(NSValue.unboxingGeometry) as? CGSize else { wrong("a CGSize"); return true }
                    c.translationX = Double(s.width); c.translationY = Double(s.height)
                } else {
                    guard let number, case .transform(let replaced)? = part.apply(Double(number), to: .transform(c), property: property)
                    else { wrong("a number"); return true }
                    c = replaced
                }
                let m = c.matrix
                newValue = CATransform3DMakeAffineTransform(CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
            }
        }
        if case .wrongType(let expected)? = setKeyValue(newValue, of: property) { wrong(expected) }
        return true
    }

    /// Sets the recorded property `key` names (Apple's key-value coding, "Core Animation
    /// Programming Guide", "Key-Value Coding Extensions"), or stores `value` under any other key
    /// (`nil` removes it) to read back with ``value(forKey:)``.
    ///
    /// A property key (`"opacity"`, `"cornerRadius"`, `"position"`, `"position.x"`, `"bounds"`,
    /// `"transform.rotation.z"`, `"transform.scale"`, a shape layer's `"strokeEnd"`…) sets the
    /// property through its setter, so it records as an assignment does, inside an animation
    /// block too; a field of the transform replaces that part of its decomposition and keeps the
    /// rest. A value of the wrong type is reported (`StoryProblem.invalidArgument`) and changes
    /// nothing. The layer's other properties (`"shadowPath"`, `"contents"`…) are reported as not
    /// supported (set the property itself).
    ///
    /// ```swift
    /// badge.layer.setValue(3, forKey: "pulseCount")
    /// badge.layer.setValue(0.5, forKey: "opacity")   // as badge.layer.opacity = 0.5
    /// ```
    public func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, atKeyPath: key, call: "CALayer.setValue(_:forKey:)") { return }
        if isUnreadPropertyKey(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.setValue(_:forKey:)", feature: "setting the layer's property '\(key)' by key (set the property itself)"))
            return
        }
        KeyedValues.of(self, create: value != nil)?.values[key] = value
    }

    /// The model value of the recorded property `key` names, or the value stored under any other
    /// key with ``setValue(_:forKey:)`` (`nil` when none).
    ///
    /// A property's value has the property's own Swift type (`CGFloat`; `Float` for `"opacity"`
    /// and `"shadowOpacity"`; `CGPoint`, `CGSize`, `CGRect` for `"bounds"`, `CATransform3D`,
    /// `CGColor`, `Bool` for `"hidden"`, `CGPath`); a field of a point or of the decomposed
    /// transform (`"transform.rotation.z"`, `"transform.scale"`, the average of x and y) is a
    /// `CGFloat`. Cast to that type: on Linux a number does not bridge to the other number types
    /// through `NSNumber` as it does on Apple's platforms. On `presentation()` it reads the
    /// values on screen.
    ///
    /// ```swift
    /// let angle = spinner.layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
    /// ```
    public func value(forKey key: String) -> Any? {
        if case .some(let model) = propertyValue(atKeyPath: key, call: "CALayer.value(forKey:)") { return model }
        if isUnreadPropertyKey(key) {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.value(forKey:)", feature: "reading the layer's property '\(key)' by key (read the property itself)"))
            return nil
        }
        return KeyedValues.of(self, create: false)?.values[key]
    }

    /// The value at `keyPath` (Apple's key-value coding `value(forKeyPath:)`): the model value of
    /// a recorded property or one of its fields, as ``value(forKey:)`` reads it
    /// (`"transform.rotation.z"`, `"position.x"`); otherwise the value stored under its first key
    /// with ``setValue(_:forKey:)``, then, for each further key, that key of the layer or
    /// animation found there. A key path through another of the layer's properties
    /// (`"shadowPath"`), a field a property does not have (`"position.z"`), or a further key of a
    /// value that is neither a layer nor an animation is reported as not supported.
    ///
    /// ```swift
    /// let count = badge.layer.value(forKeyPath: "pulseCount") as? Int
    /// ```
    public func value(forKeyPath keyPath: String) -> Any? {
        if case .some(let model) = propertyValue(atKeyPath: keyPath, call: "CALayer.value(forKeyPath:)") { return model }
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if isUnreadPropertyKey(parts[0]) || isOwnPropertyKey(parts[0]) {
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

    /// Sets the value at `keyPath` (Apple's key-value coding `setValue(_:forKeyPath:)`): a recorded
    /// property or one of its fields is set as ``setValue(_:forKey:)`` sets it
    /// (`"transform.scale"`, `"position.y"`); otherwise a one-key path stores as
    /// ``setValue(_:forKey:)`` does and a longer one sets the rest of the path on the layer or
    /// animation stored under its first key. A path through another of the layer's properties,
    /// a field a property does not have, a value that is neither a layer nor an animation, or
    /// nothing is reported as not supported.
    ///
    /// ```swift
    /// badge.layer.setValue(3, forKeyPath: "pulseCount")
    /// ```
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if setPropertyValue(value, atKeyPath: keyPath, call: "CALayer.setValue(_:forKeyPath:)") { return }
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if isUnreadPropertyKey(parts[0]) || isOwnPropertyKey(parts[0]) {
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
