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

/// `value` as a `T`, with the conversions key-value coding makes for Interface Builder's
/// values: a number (`Double`) to `CGFloat`, `Float`, `Int` or `Bool`; a `UIColor` to a
/// `CGColor`; an array of views to an array of a view subclass (an outlet collection).
/// `nil` when no conversion applies. The adapter's generated ``AnimaticOutletTarget`` tables call it.
public func animaticOutletValue<T>(_ value: Any, as type: T.Type) -> T? {
    if let value = value as? T { return value }
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
