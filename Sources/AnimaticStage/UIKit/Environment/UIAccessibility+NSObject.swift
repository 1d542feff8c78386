import AnimaticRuntime
import Foundation

// UIKit's informal accessibility protocols (Apple, "UIAccessibility" and
// "UIAccessibilityContainer"): categories of `NSObject`, so an app sets `isAccessibilityElement`
// or `accessibilityLabel` on any object, and a view subclass overrides them (`override var
// accessibilityLabel`). Swift without the Objective-C runtime can neither add overridable
// members to Foundation's `NSObject` nor override a member of an extension, so the members are
// declared twice:
//
// - on ``UIView`` as `open` members (in its class body), which views override as on iOS;
// - on every `NSObject` through `NSObjectProtocol`, which hands the call to the view's own
//   (overridden) member when the object is a view, and stores the value for any other object.
//
// A call on a value typed as a view picks the view's member; a call on a value typed `NSObject`
// (SwiftMessages' `accessibilityElement: NSObject?`) reaches the same override. Nothing is read
// aloud and nothing is drawn: the values are kept (README, "Accepted, with no visual effect").

/// What an accessibility element is and does, for assistive technologies (UIKit's
/// `UIAccessibilityTraits`, also spelled `UIAccessibility.Traits`): a set of traits.
///
/// ```swift
/// cell.accessibilityTraits.insert([.button, .header])
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits with these bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// The element acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the screen when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header of a section of content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

extension UIAccessibility {
    /// UIKit's `UIAccessibility.Traits` (``UIAccessibilityTraits``).
    public typealias Traits = UIAccessibilityTraits
}

/// The accessibility values set on one object (a view keeps them in its extras, any other
/// object as an associated object).
final class AccessibilityValues {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var viewIsModal = false
    var elementsHidden = false
    var groupsChildren = false
    var elements: [Any]?

    private enum Key { nonisolated(unsafe) static var storage: UInt8 = 0 }

    /// The values of `object`, made on first use when `create`.
    static func of(_ object: NSObject, create: Bool) -> AccessibilityValues? {
        if let view = object as? UIView {
            if let made = view.extras?.accessibility { return made }
            guard create else { return nil }
            if view.extras == nil { view.extras = ViewExtras() }
            let made = AccessibilityValues()
            view.extras!.accessibility = made
            return made
        }
        if let existing = objc_getAssociatedObject(object, &Key.storage) as? AccessibilityValues { return existing }
        guard create else { return nil }
        let made = AccessibilityValues()
        objc_setAssociatedObject(object, &Key.storage, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    /// Sets one value of `object`'s, making its storage.
    static func set(_ object: NSObject, _ change: (AccessibilityValues) -> Void) {
        change(of(object, create: true)!)
    }

    /// UIKit's default `isAccessibilityElement` of a view: `true` for its standard controls
    /// and labels ("false unless the receiver is a standard UIKit control", Apple).
    static func defaultIsElement(of view: UIView) -> Bool {
        view is UILabel || view is UIControl
    }

    /// UIKit's default traits of a view of one of its classes.
    static func defaultTraits(of view: UIView) -> UIAccessibilityTraits {
        switch view {
        case is UIButton: .button
        case is UILabel: .staticText
        case is UIImageView: .image
        case is UISlider, is UIPageControl: .adjustable
        case is UITabBar: .tabBar
        default: .none
        }
    }

    /// UIKit's default label of a view: a label's text, a button's title.
    static func defaultLabel(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.currentTitle }
        return nil
    }

    /// The index of `element` in `elements` (by identity for objects), or `NSNotFound`.
    static func index(of element: Any, in elements: [Any]?) -> Int {
        guard let elements else { return NSNotFound }
        let object = element as AnyObject
        return elements.firstIndex { ($0 as AnyObject) === object } ?? NSNotFound
    }
}

extension NSObjectProtocol where Self: NSObject {
    /// Whether the object is an element assistive technologies can reach (UIKit's
    /// `NSObject.isAccessibilityElement`). For a view, its own (overridable) member; for any
    /// other object the value set, `false` at first. Kept, nothing is read aloud.
    public var isAccessibilityElement: Bool {
        get {
            if let view = self as? UIView { return view.isAccessibilityElement }
            return AccessibilityValues.of(self, create: false)?.isElement ?? false
        }
        set {
            if let view = self as? UIView { view.isAccessibilityElement = newValue; return }
            AccessibilityValues.set(self) { $0.isElement = newValue }
        }
    }

    /// The element's succinct label (UIKit's `NSObject.accessibilityLabel`): a view's own
    /// member, else the value set (`nil` at first).
    ///
    /// ```swift
    /// let element: NSObject = messageView
    /// if element.accessibilityLabel == nil { element.accessibilityLabel = "Saved" }
    /// ```
    public var accessibilityLabel: String? {
        get {
            if let view = self as? UIView { return view.accessibilityLabel }
            if let item = self as? UIBarItem { return item.accessibilityLabel }
            return AccessibilityValues.of(self, create: false)?.label
        }
        set {
            if let view = self as? UIView { view.accessibilityLabel = newValue; return }
            if let item = self as? UIBarItem { item.accessibilityLabel = newValue; return }
            AccessibilityValues.set(self) { $0.label = newValue }
        }
    }

    /// What activating the element does (UIKit's `NSObject.accessibilityHint`): a view's own
    /// member, else the value set (`nil` at first).
    public var accessibilityHint: String? {
        get {
            if let view = self as? UIView { return view.accessibilityHint }
            return AccessibilityValues.of(self, create: false)?.hint
        }
        set {
            if let view = self as? UIView { view.accessibilityHint = newValue; return }
            AccessibilityValues.set(self) { $0.hint = newValue }
        }
    }

    /// The element's value, as text (UIKit's `NSObject.accessibilityValue`): a view's own
    /// member, else the value set (`nil` at first).
    public var accessibilityValue: String? {
        get {
            if let view = self as? UIView { return view.accessibilityValue }
            return AccessibilityValues.of(self, create: false)?.value
        }
        set {
            if let view = self as? UIView { view.accessibilityValue = newValue; return }
            AccessibilityValues.set(self) { $0.value = newValue }
        }
    }

    /// What the element is and does (UIKit's `NSObject.accessibilityTraits`): a view's own
    /// member, else the value set (``UIAccessibilityTraits/none`` at first).
    public var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let view = self as? UIView { return view.accessibilityTraits }
            return AccessibilityValues.of(self, create: false)?.traits ?? .none
        }
        set {
            if let view = self as? UIView { view.accessibilityTraits = newValue; return }
            AccessibilityValues.set(self) { $0.traits = newValue }
        }
    }

    /// The element's frame in screen coordinates (UIKit's `NSObject.accessibilityFrame`): a
    /// view's own member, else the value set (`.zero` at first).
    public var accessibilityFrame: CGRect {
        get {
            if let view = self as? UIView { return view.accessibilityFrame }
            return AccessibilityValues.of(self, create: false)?.frame ?? .zero
        }
        set {
            if let view = self as? UIView { view.accessibilityFrame = newValue; return }
            AccessibilityValues.set(self) { $0.frame = newValue }
        }
    }

    /// Whether assistive technologies ignore the element's siblings (UIKit's
    /// `NSObject.accessibilityViewIsModal`): a view's own member, else the value set
    /// (`false` at first).
    public var accessibilityViewIsModal: Bool {
        get {
            if let view = self as? UIView { return view.accessibilityViewIsModal }
            return AccessibilityValues.of(self, create: false)?.viewIsModal ?? false
        }
        set {
            if let view = self as? UIView { view.accessibilityViewIsModal = newValue; return }
            AccessibilityValues.set(self) { $0.viewIsModal = newValue }
        }
    }

    /// Whether the elements the object contains are hidden from assistive technologies
    /// (UIKit's `NSObject.accessibilityElementsHidden`): a view's own member, else the value
    /// set (`false` at first).
    public var accessibilityElementsHidden: Bool {
        get {
            if let view = self as? UIView { return view.accessibilityElementsHidden }
            return AccessibilityValues.of(self, create: false)?.elementsHidden ?? false
        }
        set {
            if let view = self as? UIView { view.accessibilityElementsHidden = newValue; return }
            AccessibilityValues.set(self) { $0.elementsHidden = newValue }
        }
    }

    /// Whether the object's children are read as a group (UIKit's
    /// `NSObject.shouldGroupAccessibilityChildren`): a view's own member, else the value set
    /// (`false` at first).
    public var shouldGroupAccessibilityChildren: Bool {
        get {
            if let view = self as? UIView { return view.shouldGroupAccessibilityChildren }
            return AccessibilityValues.of(self, create: false)?.groupsChildren ?? false
        }
        set {
            if let view = self as? UIView { view.shouldGroupAccessibilityChildren = newValue; return }
            AccessibilityValues.set(self) { $0.groupsChildren = newValue }
        }
    }

    /// The elements the object contains, in reading order (UIKit's
    /// `NSObject.accessibilityElements`, of `UIAccessibilityContainer`): a view's own member,
    /// else the value set (`nil` at first).
    public var accessibilityElements: [Any]? {
        get {
            if let view = self as? UIView { return view.accessibilityElements }
            return AccessibilityValues.of(self, create: false)?.elements
        }
        set {
            if let view = self as? UIView { view.accessibilityElements = newValue; return }
            AccessibilityValues.set(self) { $0.elements = newValue }
        }
    }

    /// The number of elements the object contains (UIKit's
    /// `NSObject.accessibilityElementCount()`): a view's own (overridable) method, else the
    /// count of ``accessibilityElements`` (0 when unset).
    public func accessibilityElementCount() -> Int {
        if let view = self as? UIView { return view.accessibilityElementCount() }
        return accessibilityElements?.count ?? 0
    }

    /// The element at `index` (UIKit's `NSObject.accessibilityElement(at:)`): a view's own
    /// method, else the one of ``accessibilityElements``; `nil` out of range.
    public func accessibilityElement(at index: Int) -> Any? {
        if let view = self as? UIView { return view.accessibilityElement(at: index) }
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the object's elements (UIKit's
    /// `NSObject.index(ofAccessibilityElement:)`): a view's own method, else its index in
    /// ``accessibilityElements``; `NSNotFound` when absent.
    public func index(ofAccessibilityElement element: Any) -> Int {
        if let view = self as? UIView { return view.index(ofAccessibilityElement: element) }
        return AccessibilityValues.index(of: element, in: accessibilityElements)
    }

    /// Called on an object loaded from a storyboard or nib once its outlets are set (UIKit's
    /// `NSObject.awakeFromNib()`, UINibLoadingAdditions): does nothing. Views, view controllers
    /// and bar items have their own (overridable) member; for an app's `NSObject` subclass the
    /// adapter drops `override` from its `awakeFromNib()`, so `super.awakeFromNib()` lands here.
    public func awakeFromNib() {}
}
