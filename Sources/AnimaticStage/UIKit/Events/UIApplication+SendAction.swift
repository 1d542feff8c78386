import AnimaticRuntime
import Foundation

extension UIApplication {
    /// Sends `action` to `target` with `sender` as its argument (Apple,
    /// `UIApplication.sendAction(_:to:from:for:)`); returns whether a responder handled it.
    ///
    /// ```swift
    /// UIApplication.shared.sendAction(#selector(Intro.dismissCode(_:)), to: nil, from: self, for: nil)
    /// ```
    ///
    /// A `nil` target sends the message up the responder chain (Apple: from the first responder
    /// "until it is handled"). A stage has no first responder, so the search starts at
    /// `sender` when it is a ``UIResponder``, as UIKit's does when nothing is first responder,
    /// and goes through ``UIResponder/next``: the first responder whose class has the method
    /// (an adapted class's `@objc` method table) runs it. When none has it, the call returns
    /// `false` as UIKit's and the recording notes it. A target that cannot answer selectors is
    /// reported, as `addTarget(_:action:for:)` reports it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let call = "UIApplication.sendAction(_:to:from:for:)"
        if let target {
            guard action.isAnswerable(by: target) else {
                action.reportUnanswerable(by: target, call: call)
                return false
            }
            action.send(to: target as AnyObject, with: sender, call: call)
            return true
        }
        var responder = sender as? UIResponder
        while let current = responder {
            if action.perform(on: current, with: sender) { return true }
            responder = current.next
        }
        StoryNotes.noteToCurrent(call: call, text: "no responder from the sender up has a method for '\(action)': nothing was sent")
        return false
    }
}

extension Selector {
    /// Runs this selector's method on `object` if its class has one (the selector's own
    /// implementation, or the class's ``AnimaticSelectorTarget`` table); `false` otherwise,
    /// with nothing reported: what a responder-chain search asks of each responder.
    func perform(on object: AnyObject, with argument: Any?) -> Bool {
        #if !canImport(ObjectiveC)
        if let implementation, implementedBy?(object) == true, implementation(object, argument) { return true }
        #endif
        guard let table = object as? any AnimaticSelectorTarget else { return false }
        return table.animaticPerform(self, with: argument)
    }
}
