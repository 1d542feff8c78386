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

    private func send(_ selector: Selector, with argument: Any?, call: String) {
        selector.send(to: self, with: argument, call: call)
    }
}
