import AnimaticClock
import AnimaticRuntime
import Foundation

// Objective-C's dynamic member lookup on `AnyObject`. On Apple's platforms a value of type
// `AnyObject` finds every `@objc` member of every class ("The Swift Programming Language",
// "Type Casting"; Apple, "Using Swift with Cocoa and Objective-C", "id Compatibility"): a
// property read through it is an implicitly unwrapped optional (`nil` when the object does not
// answer the selector), a method call sends the message. iOS code leans on it for key-value
// coding (`sender.value(forKey: "value") as! CGFloat` in an `@IBAction` taking `AnyObject`) and
// for the values a key-value observing change carries (`(change[.newKey] as AnyObject).cgPointValue`).
// Linux has no Objective-C runtime: the source adapter rewrites such a member access, on a
// base that is `AnyObject` by its spelling (`(e as AnyObject)`, a parameter or a local declared
// `AnyObject`), to go through ``AnimaticDynamicObject``, which answers the members below.

/// An object reached through `AnyObject`, answering the members iOS code reads that way:
/// key-value coding (`value(forKey:)`, `setValue(_:forKey:)` and their key-path forms) and the
/// value accessors of `NSNumber`, `NSString` and `NSValue` (`doubleValue`, `cgPointValue`,
/// `uiEdgeInsetsValue`…). The source adapter writes it for member accesses whose base is spelled
/// `AnyObject`; write it by hand only in code that is not adapted.
///
/// ```swift
/// // @IBAction func sliderChanged(_ sender: AnyObject) { force = sender.value(forKey: "value") as! CGFloat }
/// let force = AnimaticDynamicObject(slider).value(forKey: "value") as! CGFloat
/// ```
///
/// A value accessor is an implicitly unwrapped optional, as Objective-C's lookup gives it, so
/// `let rect = (v as AnyObject).cgRectValue` is a `CGRect?` and `(v as AnyObject).cgPointValue.y` a
/// `CGFloat`. On an object without the member it is `nil`, as on iOS; made with
/// ``init(unwrapping:)`` (what the adapter writes where the code unwraps the result, where iOS
/// stops with "unexpectedly found nil"), it fails the recording with a problem naming the
/// selector and the object's class instead, and reads as zero, so that the process goes on.
public struct AnimaticDynamicObject {
    /// The object the members are looked up on.
    public let object: AnyObject
    /// Whether a member the object lacks is reported (and read as zero) rather than `nil`.
    public let isUnwrapped: Bool

    /// The object `object`, for its members' lookup: a member it lacks reads as `nil`.
    public init(_ object: AnyObject) {
        self.object = object
        isUnwrapped = false
    }

    /// The object `object`, for a lookup whose result the code unwraps
    /// (`(change[.newKey] as AnyObject).cgPointValue.y`): a member it lacks is reported, as
    /// iOS's "unrecognized selector sent to instance", and reads as zero.
    public init(unwrapping object: AnyObject) {
        self.object = object
        isUnwrapped = true
    }

    /// The object as a Swift value: a number, a string or a structure boxed by `as AnyObject`
    /// on Linux comes back as itself.
    private var content: Any { object as Any }

    /// `nil`, as iOS's lookup answers for a member the object lacks; made with
    /// ``init(unwrapping:)``, reports it, as iOS's "unrecognized selector sent to instance", and
    /// returns `zero`.
    private func unanswered<Value>(_ selector: String, _ zero: Value) -> Value? {
        guard isUnwrapped else { return nil }
        StoryContext.reportToCurrent(StoryProblem.misuse(
            call: "AnyObject.\(selector)",
            problem: "unrecognized selector '\(selector)' sent to a \(type(of: object)) (Objective-C's dynamic lookup on AnyObject finds no such member; read as \(zero))"))
        return zero
    }

    // MARK: Key-value coding

    /// The value of the property `key` names (Apple, "Key-Value Coding Programming Guide",
    /// "Accessor Search Patterns": the getter `key`, `isKey` or `getKey`), boxed as key-value
    /// coding boxes it: a number or a Boolean as an `NSNumber` (which `as! CGFloat`, `as! Float`,
    /// `as! Int` and `as! Bool` accept, as on iOS), a structure as itself (`CGPoint`, `CGRect`).
    ///
    /// Answered: a layer's and an animation's keys and stored values (``CALayer/value(forKey:)``),
    /// user defaults, and the properties of UIKit's views and controls listed in
    /// `UIKitKeys.value(_:of:)` (a slider's `value`, a switch's `on`, a view's `alpha`, `frame`,
    /// `hidden`…). Another key is reported as iOS raises for it ("not key value coding-compliant
    /// for the key", `valueForUndefinedKey:`), and reads as `nil`.
    public func value(forKey key: String) -> Any? {
        if let layer = object as? CALayer { return layer.value(forKey: key) }
        if let animation = object as? CAAnimation { return animation.value(forKey: key) }
        if let defaults = object as? UserDefaults { return defaults.value(forKey: key) }
        if let dictionary = content as? [String: Any] { return dictionary[key] }
        if case .some(let value) = UIKitKeys.value(key, of: object) { return value }
        return undefinedKey(key, call: "value(forKey:)")
    }

    /// The value at `keyPath`, one key after the other (Apple's `value(forKeyPath:)`); a layer
    /// reads its own key paths (`"transform.rotation.z"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let layer = object as? CALayer { return layer.value(forKeyPath: keyPath) }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return value(forKey: keyPath) }
        guard let first = value(forKey: parts[0]) else { return nil }
        return AnimaticDynamicObject(first as AnyObject).value(forKeyPath: parts[1])
    }

    /// Sets the property `key` names (Apple's `setValue(_:forKey:)`: the setter `setKey:`),
    /// unboxing `value` as key-value coding does (an `NSNumber` for a number of any type).
    /// Answered: layers and animations (``CALayer/setValue(_:forKey:)``), user defaults, the
    /// `@IBOutlet` and `@IBInspectable` properties of the app's adapted classes, and the UIKit
    /// properties `UIKitKeys.setValue(_:_:of:)` lists. Another key is reported
    /// (`setValue:forUndefinedKey:`) and changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        if let layer = object as? CALayer { return layer.setValue(value, forKey: key) }
        if let animation = object as? CAAnimation { return animation.setValue(value, forKey: key) }
        if let defaults = object as? UserDefaults { return defaults.set(value, forKey: key) }
        if let value, let target = object as? AnimaticOutletTarget, target.animaticSetOutlet(key, value) { return }
        if UIKitKeys.setValue(value, key, of: object) { return }
        _ = undefinedKey(key, call: "setValue(_:forKey:)")
    }

    /// Sets the value at `keyPath` (Apple's `setValue(_:forKeyPath:)`): the last key on the
    /// object the keys before it lead to; a layer sets its own key paths (`"transform.scale"`).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let layer = object as? CALayer { return layer.setValue(value, forKeyPath: keyPath) }
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let owner = self.value(forKeyPath: String(keyPath[..<dot])) else { return }
        AnimaticDynamicObject(owner as AnyObject).setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
    }

    private func undefinedKey(_ key: String, call: String) -> Any? {
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "\(type(of: object)).\(call)",
            feature: "key-value coding of '\(key)' on a \(type(of: object)) (iOS raises \"this class is not key value coding-compliant for the key \(key)\" "
                + "for a key it lacks; Animatic answers layers, animations, user defaults and the UIKit properties it lists)"))
        return nil
    }

    // MARK: NSNumber and NSString

    /// The number as a `Double` (`NSNumber`'s and `NSString`'s `doubleValue`).
    public var doubleValue: Double! { number("doubleValue") { $0.doubleValue } }
    /// The number as a `Float` (`floatValue`).
    public var floatValue: Float! { number("floatValue") { $0.floatValue } }
    /// The number as an `Int32` (`intValue`).
    public var intValue: Int32! { number("intValue") { $0.int32Value } }
    /// The number as an `Int` (`integerValue`).
    public var integerValue: Int! { number("integerValue") { $0.intValue } }
    /// The number as a `Bool` (`boolValue`).
    public var boolValue: Bool! { number("boolValue") { $0.boolValue } }
    /// The number as an `Int64` (`int64Value`; `NSString`'s `longLongValue`).
    public var int64Value: Int64! { number("int64Value") { $0.int64Value } }
    /// The number as a `UInt` (`uintValue`).
    public var uintValue: UInt! { number("uintValue") { $0.uintValue } }
    /// The number as a `UInt64` (`unsignedLongLongValue`).
    public var uint64Value: UInt64! { number("uint64Value") { $0.uint64Value } }
    /// The number as an `Int32` (`NSNumber`'s `int32Value`).
    public var int32Value: Int32! { number("int32Value") { $0.int32Value } }
    /// The number as a `UInt32` (`uint32Value`).
    public var uint32Value: UInt32! { number("uint32Value") { $0.uint32Value } }
    /// The number as an `Int16` (`int16Value`).
    public var int16Value: Int16! { number("int16Value") { $0.int16Value } }
    /// The number as an `Int8` (`int8Value`).
    public var int8Value: Int8! { number("int8Value") { $0.int8Value } }

    /// The object's number through `read`: an `NSNumber`, a Swift number or Boolean, or a string
    /// read as `NSString` reads it (`"3.5"` is 3.5, a string without a number 0).
    private func number<Value>(_ selector: String, _ read: (NSNumber) -> Value) -> Value? {
        if let number = object as? NSNumber { return read(number) }
        if let flag = content as? Bool { return read(NSNumber(value: flag)) }
        if let number = UILabel.number(content) { return read(NSNumber(value: number)) }
        if let string = content as? String { return read(NSNumber(value: NSString(string: string).doubleValue)) }
        return unanswered(selector, read(NSNumber(value: 0)))
    }

    // MARK: NSValue

    /// The point the value holds (`NSValue`'s `cgPointValue`).
    public var cgPointValue: CGPoint! { boxed("cgPointValue", CGPoint.zero) }
    /// The size the value holds (`cgSizeValue`).
    public var cgSizeValue: CGSize! { boxed("cgSizeValue", CGSize.zero) }
    /// The rectangle the value holds (`cgRectValue`).
    public var cgRectValue: CGRect! { boxed("cgRectValue", CGRect.zero) }
    /// The vector the value holds (`cgVectorValue`).
    public var cgVectorValue: CGVector! { boxed("cgVectorValue", CGVector.zero) }
    /// The insets the value holds (`uiEdgeInsetsValue`: what key-value observing of a scroll
    /// view's `contentInset` carries).
    public var uiEdgeInsetsValue: UIEdgeInsets! { boxed("uiEdgeInsetsValue", UIEdgeInsets.zero) }
    /// The affine transform the value holds (`cgAffineTransformValue`).
    public var cgAffineTransformValue: CGAffineTransform! { boxed("cgAffineTransformValue", CGAffineTransform.identity) }
    /// The 3D transform the value holds (`caTransform3DValue`).
    public var caTransform3DValue: CATransform3D! {
        if let value = object as? NSValue, let transform = value.boxedTransform3D { return transform }
        return boxed("caTransform3DValue", CATransform3DIdentity)
    }

    /// The structure of type `Value` the object holds: itself, boxed by `as AnyObject`, or in
    /// an `NSValue`.
    private func boxed<Value>(_ selector: String, _ zero: Value) -> Value? {
        if let value = content as? Value { return value }
        if let value = object as? NSValue, let geometry = value.boxedGeometry as? Value { return geometry }
        return unanswered(selector, zero)
    }
}
