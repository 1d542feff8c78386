import AnimaticClock
import AnimaticRuntime
import Foundation

// `NSObject.perform(_:)` and `perform(_:with:)` (Apple, NSObjectProtocol) without the Objective-C
// runtime: the object runs the method through its ``AnimaticSelectorTarget`` dispatch table,
// which the source adapter generates for every class with `@objc` or `@IBAction` methods.

extension NSObject {
    /// Runs the method `aSelector` names on this object at once (Apple's
    /// `NSObjectProtocol.perform(_:)`). The method's result is not passed back: this always
    /// returns `nil` (on Linux there is no Objective-C object to hand back). A selector the
    /// object does not answer is reported as ``StoryProblem/misuse(call:problem:)``, as UIKit
    /// raises "unrecognized selector sent to instance".
    ///
    /// ```swift
    /// intro.perform(#selector(Intro.showNext))   // runs showNext() now
    /// ```
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        send(aSelector, with: nil, call: "NSObject.perform(_:)")
        return nil
    }

    /// Runs the method `aSelector` names on this object at once with `object` as its argument
    /// (Apple's `NSObjectProtocol.perform(_:with:)`); returns `nil`, as ``perform(_:)`` does.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        send(aSelector, with: object, call: "NSObject.perform(_:with:)")
        return nil
    }

    /// Runs the method `aSelector` names on this object at once with two arguments (Apple's
    /// `NSObjectProtocol.perform(_:with:with:)`): a method of two parameters, as
    /// `@objc func log(_ name: String, parameters: [String: Any]?)` answers
    /// `"log:parameters:"`; returns `nil`, as ``perform(_:)`` does. A selector the object does
    /// not answer, or arguments of other types, are reported as UIKit raises on them.
    ///
    /// ```swift
    /// tracker.perform(NSSelectorFromString("log:parameters:"), with: "intro", with: ["step": 1])
    /// ```
    @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>? {
        // The generated table takes the two as one `(Any?, Any?)`.
        let arguments: (Any?, Any?) = (object1, object2)
        send(aSelector, with: arguments, call: "NSObject.perform(_:with:with:)")
        return nil
    }

    private func send(_ selector: Selector, with argument: Any?, call: String) {
        selector.send(to: self, with: argument, call: call)
    }
}

#if !canImport(ObjectiveC)
extension NSObjectProtocol {
    /// Whether the object has the method `aSelector` names (Apple's
    /// `NSObjectProtocol.responds(to:)`): `true` when the selector carries the method for an
    /// object of this type (the adapter's `#selector` of a method declared in an extension of a
    /// UIKit class), or when the object's selector table (``AnimaticSelectorTarget``) knows the
    /// name (``AnimaticSelectorTarget/animaticResponds(to:)``); `false` for `nil` and otherwise.
    /// Swift on Linux has no Objective-C runtime to ask, so UIKit's own methods are not known by
    /// name.
    ///
    /// A class may declare its own `responds(to:)` (the adapter removes the `override` iOS needs)
    /// and call `super.responds(to:)`; as this is not a class member, a call through a reference
    /// typed as `NSObject` reaches this one, not the class's.
    ///
    /// ```swift
    /// if target.responds(to: #selector(Intro.showNext)) { target.perform(#selector(Intro.showNext)) }
    /// ```
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        if let implementedBy = aSelector.implementedBy, implementedBy(self) { return true }
        return (self as? any AnimaticSelectorTarget)?.animaticResponds(to: aSelector) ?? false
    }
}
#endif
