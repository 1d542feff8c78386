import Foundation

/// A class whose `@IBOutlet` and `@IBInspectable` properties Interface Builder files can set:
/// what UIKit does with key-value coding (`setValue(_:forKey:)`), which Swift on Linux does not
/// have. The source adapter (`AnimaticAdapterPlugin`) generates the conformance, a `switch` from
/// property name to property, for every class of the app with such properties; write it by hand
/// only for code that is not adapted.
///
/// ```swift
/// extension IntroViewController: AnimaticOutletTarget {
///     func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
///         switch name {
///         case "logo": if let value = animaticOutletValue(value, as: UIImageView.self) { logo = value; return true }; return false
///         default: return false
///         }
///     }
/// }
/// ```
///
/// Apple, "Connect the UI to code" and `NSKeyValueCoding`: when a storyboard or nib loads, each
/// outlet is set with `setValue(_:forKey:)`, and a key the class does not have raises
/// "this class is not key value coding-compliant for the key"; Animatic reports it instead.
public protocol AnimaticOutletTarget: AnyObject {
    /// Sets the property `name` to `value`; returns `false` when the class has no such outlet
    /// or inspectable property, or `value` is not of its type.
    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool
}

/// The setter of one `@IBInspectable` property an app declares in an extension of a UIKit
/// class (`extension UIView { @IBInspectable var cornerRadius: CGFloat }`), which no class's
/// ``AnimaticOutletTarget`` table can hold: on iOS, key-value coding finds such a property on
/// every instance of the class and its subclasses when a nib or storyboard sets it as a
/// user-defined runtime attribute (Apple, "Key-Value Coding Programming Guide": the setter
/// `set<Key>:` is searched on the object's class). The source adapter generates one for each
/// such property, in the file of the extension, named `AnimaticInspectable_<Class>_<property>`;
/// the nib loader finds it by that name (Swift's runtime type lookup, which finds classes by a
/// module-qualified name, hence a class) in the modules the file
/// names, the loading code's and the object's, for the object's class and each superclass.
///
/// ```swift
/// final class AnimaticInspectable_UIView_cornerRadius: AnimaticInspectableSetter {
///     static func animaticSet(_ value: Any, on object: AnyObject) -> Bool {
///         guard let object = object as? UIView, let value = animaticOutletValue(value, as: (CGFloat).self) else { return false }
///         object.cornerRadius = value
///         return true
///     }
/// }
/// ```
public protocol AnimaticInspectableSetter {
    /// Sets the property of `object` to `value` (converted as key-value coding converts a
    /// runtime attribute's value, ``animaticOutletValue(_:as:)``); `false` when `object` is not
    /// of the class or `value` not of the property's type.
    static func animaticSet(_ value: Any, on object: AnyObject) -> Bool
}

/// The keys key-value coding finds on one class of the app: the source adapter generates one
/// for each class with an outlet table, named `AnimaticDeclaredKeys_<Class>`, listing every
/// property the class and its ancestors in the app expose to Objective-C (`@objc`,
/// `@IBInspectable`, `@IBOutlet`, `dynamic`, an override, an `@objcMembers` class: since Swift 4
/// a plain `var` is not exposed, SE-0160) and `x` for each such method `setX`. The nib loader
/// finds it by name (as ``AnimaticInspectableSetter``s) to tell a user-defined runtime attribute
/// key-value coding cannot set, which iOS logs and skips ("Failed to set (key) user defined
/// inspected property on (class): ... this class is not key value coding-compliant for the
/// key"), from a property the app exposes that Animatic does not set, which is reported.
///
/// ```swift
/// final class AnimaticDeclaredKeys_SubmitButton: AnimaticDeclaredKeys {
///     static func animaticDeclares(_ key: String) -> Bool { ["spinnerColor", "glow"].contains(key) }
/// }
/// ```
public protocol AnimaticDeclaredKeys {
    /// Whether the class or an ancestor in the app declares a property (or a `setX` method) named `key`.
    static func animaticDeclares(_ key: String) -> Bool
}

/// `value` as a `T`, with the conversions key-value coding makes for Interface Builder's
/// values: a number (`Double`) or a boolean to `CGFloat`, `Double`, `Float`, `Int` or `Bool`
/// (`NSNumber`'s, a boolean being 1 or 0); `nil` to an optional; a `UIColor` to a `CGColor`; an array of
/// views to an array of a view subclass (an outlet collection). `nil` when no conversion
/// applies. The adapter's generated ``AnimaticOutletTarget`` tables and
/// ``AnimaticInspectableSetter``s call it.
public func animaticOutletValue<T>(_ value: Any, as type: T.Type) -> T? {
    if let value = value as? T { return value }
    if let flag = value as? Bool, !(type is Bool.Type || type is Bool?.Type) {
        return animaticOutletValue(flag ? 1.0 : 0.0, as: type)
    }
    if let number = value as? Double {
        switch type {
        case is CGFloat.Type, is CGFloat?.Type: return CGFloat(number) as? T
        case is Float.Type, is Float?.Type: return Float(number) as? T
        case is Int.Type, is Int?.Type: return Int(number) as? T
        case is Bool.Type, is Bool?.Type: return (number != 0) as? T
        default: return nil
        }
    }
    if let color = value as? UIColor, type is CGColor.Type || type is CGColor?.Type { return color.cgColor as? T }
    if let views = value as? [UIView] {
        var converted: [Any] = []
        for view in views { converted.append(view) }
        return converted as? T
    }
    return nil
}
