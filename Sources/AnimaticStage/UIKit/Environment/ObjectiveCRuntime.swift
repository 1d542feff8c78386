import AnimaticClock
import AnimaticRuntime
import Foundation

#if !canImport(Darwin)
// Names of the Objective-C runtime (module `ObjectiveC`) and of Darwin's C library, which
// `import UIKit` brings on iOS, that intro code uses. Linux has no such runtime: the integer names are what they are on a
// 64-bit iPhone, and swizzling, which rewires methods at run time, is reported when called.

/// A signed integer (Objective-C's `NSInteger`): `Int` on a 64-bit iPhone.
public typealias NSInteger = Int
/// An unsigned integer (Objective-C's `NSUInteger`): `UInt` on a 64-bit iPhone.
public typealias NSUInteger = UInt

/// Infinity as a `Float` (Darwin's C `HUGE`, which `import UIKit` brings on iOS): what
/// `animation.repeatCount = HUGE` sets to repeat for ever (Apple, `CAMediaTiming.repeatCount`:
/// "Setting this property to greatestFiniteMagnitude will cause the animation to repeat forever";
/// infinity does too).
public let HUGE: Float = .infinity

/// A method of a class as the Objective-C runtime describes it (`ObjectiveC.Method`): what
/// ``class_getInstanceMethod(_:_:)`` returns, for ``method_exchangeImplementations(_:_:)``.
public struct Method: Sendable, Hashable {
    /// The class's name (`String(describing:)` of it).
    public let className: String
    /// The selector's name (`viewDidAppear:`).
    public let selectorName: String
}

/// The instance method `name` of `cls` (the Objective-C runtime's `class_getInstanceMethod`),
/// as a description for ``method_exchangeImplementations(_:_:)``; `nil` for no class. Swift on
/// Linux cannot look methods up by selector, so this does not check that the method exists.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls else { return nil }
    return Method(className: String(describing: cls), selectorName: String(describing: name))
}

/// The class method `name` of `cls` (`class_getClassMethod`), as ``class_getInstanceMethod(_:_:)``.
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    class_getInstanceMethod(cls, name)
}

/// Swaps two methods' implementations (the Objective-C runtime's `method_exchangeImplementations`,
/// "method swizzling"). Swift on Linux has no runtime to rewire methods, so nothing is swapped and
/// the recording reports it as not supported (``StoryProblem/notSupported(call:feature:)``),
/// naming both methods: what the swizzled method would have done is not in the picture.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    StoryContext.reportToCurrent(StoryProblem.notSupported(
        call: "method_exchangeImplementations(_:_:)",
        feature: "method swizzling (\(m1.className).\(m1.selectorName) with \(m2.className).\(m2.selectorName))"))
}
#endif
