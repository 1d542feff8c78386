import Foundation

// Key-value coding of UIKit's view and control properties (Apple, "Key-Value Coding Programming
// Guide", "Accessor Search Patterns": for a key `hidden` the getter `hidden`, then `isHidden`;
// the setter `setHidden:`), for ``AnimaticDynamicObject``'s `value(forKey:)` and
// `setValue(_:forKey:)`. The names are among those ``UIKitKeys/byClass`` lists (the keys key-value
// coding finds on UIKit's classes); these are the ones Animatic reads and sets by key. A number
// or a Boolean is boxed in an `NSNumber` (Apple, "Representing Non-Object Values"), which casts to
// every number type as on iOS; a structure is given as itself (`CGRect`, `UIEdgeInsets`).

extension UIKitKeys {
    /// The value of the UIKit property `key` of `object` (`.some(nil)` for a property that is
    /// `nil`), or `nil` when `key` is not one of the properties read here.
    static func value(_ key: String, of object: AnyObject) -> Any?? {
        if let slider = object as? UISlider {
            switch key {
            case "value": return NSNumber(value: slider.value)
            case "minimumValue": return NSNumber(value: slider.minimumValue)
            case "maximumValue": return NSNumber(value: slider.maximumValue)
            default: break
            }
        }
        if let toggle = object as? UISwitch, key == "on" || key == "isOn" { return NSNumber(value: toggle.isOn) }
        if let segmented = object as? UISegmentedControl, key == "selectedSegmentIndex" {
            return NSNumber(value: segmented.selectedSegmentIndex)
        }
        if let pages = object as? UIPageControl {
            switch key {
            case "currentPage": return NSNumber(value: pages.currentPage)
            case "numberOfPages": return NSNumber(value: pages.numberOfPages)
            default: break
            }
        }
        if let control = object as? UIControl {
            switch key {
            case "enabled", "isEnabled": return NSNumber(value: control.isEnabled)
            case "selected", "isSelected": return NSNumber(value: control.isSelected)
            case "highlighted", "isHighlighted": return NSNumber(value: control.isHighlighted)
            default: break
            }
        }
        if let label = object as? UILabel {
            switch key {
            case "text": return .some(label.text)
            case "textColor": return .some(label.textColor)
            default: break
            }
        }
        if let scrollView = object as? UIScrollView {
            switch key {
            case "contentOffset": return scrollView.contentOffset
            case "contentInset": return scrollView.contentInset
            case "contentSize": return scrollView.contentSize
            default: break
            }
        }
        guard let view = object as? UIView else { return nil }
        switch key {
        case "alpha": return NSNumber(value: Double(view.alpha))
        case "hidden", "isHidden": return NSNumber(value: view.isHidden)
        case "userInteractionEnabled", "isUserInteractionEnabled": return NSNumber(value: view.isUserInteractionEnabled)
        case "tag": return NSNumber(value: view.tag)
        case "frame": return view.frame
        case "bounds": return view.bounds
        case "center": return view.center
        case "transform": return view.transform
        case "backgroundColor": return .some(view.backgroundColor)
        case "tintColor": return .some(view.tintColor)
        case "layer": return view.layer
        case "superview": return .some(view.superview)
        case "subviews": return view.subviews
        case "accessibilityIdentifier": return .some(view.accessibilityIdentifier)
        default: return nil
        }
    }

    /// Sets the UIKit property `key` of `object` to `value` (through its setter, so an animated
    /// property records as an assignment does); `false` when `key` is not one of the properties
    /// set here or `value` is not of its type (a number of any type for a number).
    static func setValue(_ value: Any?, _ key: String, of object: AnyObject) -> Bool {
        let number = value.flatMap(UILabel.number)
        let flag = value.flatMap { $0 as? Bool ?? ($0 as? NSNumber)?.boolValue }
        if let slider = object as? UISlider, key == "value", let number { slider.value = Float(number); return true }
        if let toggle = object as? UISwitch, key == "on" || key == "isOn", let flag { toggle.isOn = flag; return true }
        if let segmented = object as? UISegmentedControl, key == "selectedSegmentIndex", let number {
            segmented.selectedSegmentIndex = Int(number)
            return true
        }
        if let pages = object as? UIPageControl, key == "currentPage", let number { pages.currentPage = Int(number); return true }
        if let label = object as? UILabel, key == "text" {
            guard value == nil || value is String else { return false }
            label.text = value as? String
            return true
        }
        if let control = object as? UIControl, let flag {
            switch key {
            case "enabled", "isEnabled": control.isEnabled = flag; return true
            case "selected", "isSelected": control.isSelected = flag; return true
            default: break
            }
        }
        if let scrollView = object as? UIScrollView, key == "contentOffset", let point = value.map(NSValue.unboxingGeometry) as? CGPoint {
            scrollView.contentOffset = point
            return true
        }
        guard let view = object as? UIView else { return false }
        let geometry = value.map(NSValue.unboxingGeometry)
        switch key {
        case "alpha": if let number { view.alpha = CGFloat(number); return true }
        case "hidden", "isHidden": if let flag { view.isHidden = flag; return true }
        case "userInteractionEnabled", "isUserInteractionEnabled": if let flag { view.isUserInteractionEnabled = flag; return true }
        case "tag": if let number { view.tag = Int(number); return true }
        case "frame": if let rect = geometry as? CGRect { view.frame = rect; return true }
        case "bounds": if let rect = geometry as? CGRect { view.bounds = rect; return true }
        case "center": if let point = geometry as? CGPoint { view.center = point; return true }
        case "transform": if let transform = value as? CGAffineTransform { view.transform = transform; return true }
        case "backgroundColor":
            if value == nil || value is UIColor { view.backgroundColor = value as? UIColor; return true }
        default: break
        }
        return false
    }
}
