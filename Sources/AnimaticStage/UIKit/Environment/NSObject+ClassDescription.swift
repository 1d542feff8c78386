import Foundation

extension NSObject {
    /// The class's name (NSObject's class method `+description`, which `import UIKit` brings on
    /// iOS: Apple, `NSObject.description()`, "A string that represents the contents of the
    /// receiving class"): `UIView` for UIKit's classes (Objective-C's names, no module), and
    /// `Module.Class` for a Swift class, as the Objective-C runtime names those (so apps take the
    /// last component for a nib's name: SwiftMessages' `viewFromNib()`).
    /// Linux's Foundation has the instance property `description` but not this class method.
    ///
    /// ```swift
    /// UIView.description()        // "UIView"
    /// MessageView.description()   // "SwiftMessages.MessageView"
    /// ```
    public class func description() -> String {
        let qualified = String(reflecting: self)
        guard let dot = qualified.firstIndex(of: ".") else { return qualified }
        let module = qualified[..<dot]
        return module == "AnimaticStage" || module == "Foundation" ? String(qualified[qualified.index(after: dot)...]) : qualified
    }
}
