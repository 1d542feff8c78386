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
